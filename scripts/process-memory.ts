// Resident memory of the workerd processes behind a `wrangler dev` (Linux /proc), in MiB.
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
