// vitest inside workerd (Miniflare), configured from wrangler.toml like the real worker.
// Browser tests (test/e2e) run separately, against `wrangler dev`.
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import FileTimes from './test/reporting/file-times.ts';

// D1's schema, applied in workerd before the tests (test/apply-migrations.ts).
const migrations = await readD1Migrations('./migrations');

export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      // vitest's own runtime asks for node:* modules; the site itself needs none.
      miniflare: {
        compatibilityFlags: ['nodejs_compat'],
        // `npm run fuzz` raises the number of hostile requests (test/fuzz.test.ts).
        bindings: { FUZZ_RUNS: process.env.FUZZ_RUNS ?? '1000', FUZZ_SEED: process.env.FUZZ_SEED ?? '424242', TEST_MIGRATIONS: migrations },
      },
    }),
  ],
  // wrangler.toml defines NODE_ENV=production for the worker, so React's JSX dev runtime is
  // empty: compile JSX for production here too, as wrangler does.
  oxc: { jsx: { development: false } },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/apply-migrations.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    reporters: ['default', new FileTimes('workerd')],
    // One workerd for every file instead of one per file: a file's start cost most of this half's
    // time (docs/performance.md, "The test run"). A test that needs the worker's module state fresh imports it after
    // vi.resetModules() (test/search-unavailable.test.ts).
    isolate: false,
    // Deadlines for a test that hangs, not for a slow one: vitest's defaults (5 s a test, 10 s a
    // hook) failed tests on a machine shared with other work (a search test took 9 s at load 20).
    // No test here measures time.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
