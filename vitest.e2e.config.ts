// Browser tests: vitest in Node drives Debian's Chromium (playwright-core) against the built site
// served by `wrangler dev` on a free loopback port; one site and one Chromium serve every file
// (test/e2e/global-setup.ts).
import { defineConfig } from 'vitest/config';
import FileTimes from './test/reporting/file-times.ts';
import LongFirst from './test/reporting/long-first.ts';

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    // Deadlines for a test that hangs, wide enough for a machine shared with other work.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // expect.poll gives up after 1 s by default: a page under load takes longer to answer a click.
    // A poll that should pass passes as soon as it can; this only says how long a failing one waits.
    expect: { poll: { timeout: 30_000 } },
    // Two files at a time: much of a file's time is waiting (on wrangler, on a page load, on a
    // child process), which the other file fills. No test here measures time.
    maxWorkers: 2,
    // And within a file, two concurrent tests at a time (the every-page tests, the dry runs).
    maxConcurrency: 2,
    // The longest files first, so both lanes end together (test/reporting/long-first.ts).
    sequence: { sequencer: LongFirst },
    reporters: ['default', new FileTimes('browser')],
  },
});
