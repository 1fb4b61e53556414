// Resident memory (MiB) and CPU time (ms) of the workerd processes under a process (Linux /proc):
// behind a `wrangler dev`, or started by Miniflare in this process; and the peak resident memory
// of a command's whole process tree (the build and the esbuild it starts), for the scale bench.
import { spawn, type SpawnOptions } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

function children(pid: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(entry));
    } catch { /* process ended */ }
  }
  return out;
}

export function workerdMemoryMiB(rootPid: number): number | null {
  const queue = [rootPid];
  let kib = 0;
  let found = false;
  while (queue.length) {
    const pid = queue.shift()!;
    queue.push(...children(pid));
    try {
      const comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      if (comm !== 'workerd') continue;
      const rss = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
      if (rss) { kib += Number(rss[1]); found = true; }
    } catch { /* process ended */ }
  }
  return found ? Math.round(kib / 102.4) / 10 : null;
}

/** User + system CPU time, in ms, of every workerd process under `rootPid` so far. */
export function workerdCpuMs(rootPid: number): number {
  const queue = [rootPid];
  let ticks = 0;
  while (queue.length) {
    const pid = queue.shift()!;
    queue.push(...children(pid));
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'workerd') continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14, 15 of stat)
    } catch { /* process ended */ }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** `pid` and every process under it, as the tree stands now. */
function tree(pid: number): number[] {
  const out: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const next = queue.shift()!;
    out.push(next);
    queue.push(...children(next));
  }
  return out;
}

/** A process's resident memory now and its own high-water mark (KiB), or null once it has ended. */
function residentKiB(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return { rss: Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0), hwm: Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) };
  } catch { return null; }
}

/** Runs `command` to its end (rejecting when it fails), sampling the resident memory of its whole
 *  process tree every `intervalMs`. The peak (MiB) is the larger of the highest sum over the tree
 *  and any one process's own high-water mark (VmHWM: the kernel's, so a peak between two samples
 *  still counts). Also the wall-clock time it took (ms). */
export function peakTreeMemory(command: string, args: readonly string[], options: SpawnOptions, intervalMs = 50): Promise<{ ms: number; peakMiB: number }> {
  const started = performance.now();
  const child = spawn(command, args, options);
  let peakKiB = 0;
  const sample = () => {
    let sum = 0;
    for (const pid of tree(child.pid!)) {
      const m = residentKiB(pid);
      if (!m) continue;
      sum += m.rss;
      peakKiB = Math.max(peakKiB, m.hwm);
    }
    peakKiB = Math.max(peakKiB, sum);
  };
  const timer = setInterval(sample, intervalMs);
  return new Promise((resolve, reject) => {
    child.on('error', (e) => { clearInterval(timer); reject(e); });
    child.on('exit', (code, signal) => {
      clearInterval(timer);
      if (code === 0) resolve({ ms: performance.now() - started, peakMiB: Math.round(peakKiB / 102.4) / 10 });
      else reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? `code ${code}`}`));
    });
  });
}
