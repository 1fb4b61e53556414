// Prints the ten slowest test files of the last run of both halves (recorded by
// test/reporting/file-times.ts): the end of `npm test`. `node scripts/slowest-tests.ts` prints it again.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { timesDir } from '../test/reporting/file-times.ts';

export function printSlowest(count = 10) {
  const times = ['workerd', 'browser'].flatMap((half) => {
    const file = join(timesDir, `${half}.json`);
    if (!existsSync(file)) return [];
    return (JSON.parse(readFileSync(file, 'utf8')) as { file: string; ms: number }[]).map((t) => ({ ...t, half }));
  });
  times.sort((a, b) => b.ms - a.ms);
  console.log(`\nThe ${count} slowest test files:`);
  for (const t of times.slice(0, count)) console.log(`${(t.ms / 1000).toFixed(1).padStart(7)} s  ${t.file} (${t.half})`);
}

if (import.meta.main) printSlowest();
