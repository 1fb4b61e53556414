// The worker's Env type is generated from wrangler.toml by `wrangler types` (npm run types) into
// src/site/worker-configuration.d.ts: checked in, and `npm test` fails while it is stale. Here:
// the check passes on the repository, and fails on a configuration that declares something the
// file does not (so it can fail).
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCommand } from './run.ts';

const root = join(import.meta.dirname, '../..');
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
const typesArgs = packageJson.scripts.types!.split(' ').slice(2); // after `wrangler types`

function wranglerTypesCheck(configPath: string, typesFile: string) {
  const args = ['types', typesFile, ...typesArgs.slice(1), '--check', '-c', configPath];
  return runCommand(join(root, 'node_modules/.bin/wrangler'), args, { cwd: root });
}

const dir = mkdtempSync(join(tmpdir(), 'worker-types-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the generated Env type', () => {
  it('is up to date with wrangler.toml', async () => {
    const { code, output } = await wranglerTypesCheck(join(root, 'wrangler.toml'), 'src/site/worker-configuration.d.ts');
    expect(output).toContain('up to date');
    expect(code).toBe(0);
  });

  it('is reported stale when wrangler.toml declares a binding it does not have', async () => {
    const config = join(dir, 'wrangler.toml');
    const toml = readFileSync(join(root, 'wrangler.toml'), 'utf8')
      .replace('main = "src/worker.ts"', `main = "${join(root, 'src/worker.ts')}"`)
      .replace('[vars]\n', '[vars]\nA_NEW_SETTING = "x"\n');
    writeFileSync(config, toml);
    const typesFile = join(dir, 'worker-configuration.d.ts');
    copyFileSync(join(root, 'src/site/worker-configuration.d.ts'), typesFile);
    const { code, output } = await wranglerTypesCheck(config, typesFile);
    expect(output).toContain('out of date');
    expect(code).not.toBe(0);
  });
});
