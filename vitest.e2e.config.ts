// Browser tests: vitest in Node drives Debian's Chromium (playwright-core) against the built site
// served by `wrangler dev` on a free loopback port (test/e2e/global-setup.ts).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two cores: one browser at a time keeps timings stable and the machine responsive.
    fileParallelism: false,
  },
});
