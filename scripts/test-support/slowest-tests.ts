// Prints the ten slowest test files of the last run of both halves (recorded by
// test/reporting/file-times.ts): the end of `npm test`. `node scripts/test-support/slowest-tests.ts` prints it again.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { timesDir } from '../../test/reporting/file-times.ts';

interface FileTime { file: string; ms: number; passed: number; failed: number; skipped: number }

export const halves = ['workerd', 'browser'] as const;

function lastTimes(): (FileTime & { half: string })[] {
  return halves.flatMap((half) => {
    const file = join(timesDir, `${half}.json`);
    if (!existsSync(file)) return [];
    return (JSON.parse(readFileSync(file, 'utf8')) as FileTime[]).map((t) => ({ ...t, half }));
  });
}

/** Forgets the last run, so a half that dies before its end is not counted with old numbers. */
export function forgetLastRun() {
  for (const half of halves) rmSync(join(timesDir, `${half}.json`), { force: true });
}

/** One line for both halves, in the plain form CI reads: "tests: N passed, N failed, N skipped". */
export function printTotals() {
  const times = lastTimes();
  const sum = (key: 'passed' | 'failed' | 'skipped') => times.reduce((n, t) => n + t[key], 0);
  console.log(`\ntests: ${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
}

export function printSlowest(count = 10) {
  const times = lastTimes();
  times.sort((a, b) => b.ms - a.ms);
  console.log(`\nThe ${count} slowest test files:`);
  for (const t of times.slice(0, count)) console.log(`${(t.ms / 1000).toFixed(1).padStart(7)} s  ${t.file} (${t.half})`);
}

if (import.meta.main) printSlowest();
