// Resident memory (MiB) and CPU time (ms) of the workerd processes under a process (Linux /proc):
// behind a `wrangler dev`, or started by Miniflare in this process.
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
