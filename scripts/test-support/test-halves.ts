// `npm test`'s tests: the workerd half (vitest.config.ts) and the browser half
// (vitest.e2e.config.ts) side by side, each line prefixed with its half, since neither keeps both
// cores busy on its own (each waits on workerd, Chromium or a child process). The static checks
// (the generated types, TypeScript, ESLint) run beside them too: they end while the halves start
// their servers, instead of before. Ends with the ten slowest test files of both halves and one
// count of the tests (scripts/test-support/slowest-tests.ts), and fails if any part failed.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { forgetLastRun, printSlowest, printTotals } from './slowest-tests.ts';

const halves = [['workerd', 'test:worker'], ['browser', 'test:e2e']] as const;
const checks = [['types', 'types:check'], ['typecheck', 'typecheck'], ['lint', 'lint']] as const;
const parts = [...checks, ...halves];

forgetLastRun();
const codes = await Promise.all(parts.map(([name, script]) => new Promise<number>((resolve) => {
  const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  child.on('close', (code) => resolve(code ?? 1));
})));

printSlowest();
printTotals();
const failed = parts.filter((_, i) => codes[i] !== 0).map(([name]) => name);
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}.`);
  process.exit(1);
}
