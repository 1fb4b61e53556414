// A vitest reporter that records each test file's time (setup, import and tests) so that
// `npm test` can end with the slowest files of both halves (scripts/slowest-tests.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export const timesDir = join(import.meta.dirname, '../../node_modules/.cache/test-file-times');

export default class FileTimes implements Reporter {
  private readonly half: string;
  constructor(half: string) { this.half = half; }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const root = join(import.meta.dirname, '../..');
    const times = modules.map((m) => {
      const d = m.diagnostic();
      return { file: relative(root, m.moduleId), ms: Math.round(d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration) };
    });
    mkdirSync(timesDir, { recursive: true });
    writeFileSync(join(timesDir, `${this.half}.json`), JSON.stringify(times));
  }
}
