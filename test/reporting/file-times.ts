// A vitest reporter that records each test file's time (setup, import and tests) and its tests'
// outcomes, so that `npm test` can end with the slowest files of both halves and one count of what
// passed and failed (scripts/test-support/slowest-tests.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

// In the project's own (git-ignored) scratch folder, not node_modules: a copy of the project that
// links node_modules (test/e2e/replace-data.test.ts) must not overwrite this run's record.
export const timesDir = join(import.meta.dirname, '../../.scratch/test-file-times');

export default class FileTimes implements Reporter {
  private readonly half: string;
  constructor(half: string) { this.half = half; }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const root = join(import.meta.dirname, '../..');
    const times = modules.map((m) => {
      const d = m.diagnostic();
      const count = (state: 'passed' | 'failed' | 'skipped') => [...m.children.allTests(state)].length;
      return {
        file: relative(root, m.moduleId),
        ms: Math.round(d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration),
        passed: count('passed'),
        // A file that failed to load has no tests but fails all the same.
        failed: count('failed') + (m.state() === 'failed' && count('failed') === 0 ? 1 : 0),
        skipped: count('skipped'),
      };
    });
    mkdirSync(timesDir, { recursive: true });
    writeFileSync(join(timesDir, `${this.half}.json`), JSON.stringify(times));
  }
}
