// The operators' scripts, run as an operator runs them: the deploy preflight (a real
// `wrangler deploy --dry-run --env production`) and the missing-path report on a saved tail log.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const node = join(root, 'node_modules/.bin/node');
const fixture = join(root, 'test/fixtures/wrangler-tail.txt');

/** Runs a script with the project's Node; resolves with its exit code and output, never throws. */
async function run(script: string, args: string[], stdin?: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(node, [join(root, 'scripts', script), ...args], { cwd: root, env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => { stdout += d; });
    child.stderr.on('data', (d) => { stderr += d; });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin ?? '');
  });
}

// A copy of wrangler.toml with another production SITE_URL; paths made absolute so that it can
// live outside the project.
const dir = mkdtempSync(join(tmpdir(), 'preflight-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
function configWith(siteUrl: string): string {
  const text = readFileSync(join(root, 'wrangler.toml'), 'utf8')
    .replace('main = "src/worker.ts"', `main = ${JSON.stringify(join(root, 'src/worker.ts'))}`)
    .replace('directory = "./dist/static"', `directory = ${JSON.stringify(join(root, 'dist/static'))}`)
    .replace('SITE_URL = "https://www.example.org"', `SITE_URL = ${JSON.stringify(siteUrl)}`)
    // A real deploy also needs the real D1 id and the Association's own addresses.
    .replace(/database_id = "0{8}-0{4}-0{4}-0{4}-0{12}"\n(migrations_dir = "migrations"\n\n\[\[env\.production\.send_email\]\])/,
      'database_id = "4f6c1c2e-8a1b-4c3d-9e5f-0a1b2c3d4e5f"\n$1')
    .replace(/(\[env\.production\.vars\][\s\S]*)@example\.org/g, (m) => m.replaceAll('@example.org', '@antifraud-association.org'))
    .replace(/(\[\[env\.production\.send_email\]\]\nname = "NOTIFY"\ndestination_address = )"help@example\.org"/, '$1"help@antifraud-association.org"');
  expect(text).toContain(`SITE_URL = ${JSON.stringify(siteUrl)}`);
  const path = join(dir, `wrangler-${Math.random().toString(36).slice(2)}.toml`);
  writeFileSync(path, text);
  return path;
}

describe('deploy preflight', () => {
  it('stops on the example SITE_URL of this repository, before any dry run', async () => {
    const { code, stderr } = await run('preflight.ts', []);
    expect(code).toBe(1);
    expect(stderr).toContain('Preflight failed, nothing was deployed');
    expect(stderr).toContain('SITE_URL is still the example value "https://www.example.org"');
  });

  it('stops on a plain-http SITE_URL even with --allow-example-url', async () => {
    const { code, stderr } = await run('preflight.ts', ['--allow-example-url', '--config', configWith('http://www.antifraud-association.org')]);
    expect(code).toBe(1);
    expect(stderr).toContain('SITE_URL "http://www.antifraud-association.org" must be https');
  });

  // Whether the bundle fits its budget is npm test's own preflight run; here, only that a real
  // origin gets past the config checks to the dry run, which measures the bundle.
  it('accepts a real origin and goes on to the dry run', async () => {
    const { code, stdout, stderr } = await run('preflight.ts', ['--config', configWith('https://www.antifraud-association.org')]);
    const output = stdout + stderr;
    expect(output).not.toContain('SITE_URL "');
    expect(output).not.toContain('wrangler warns');
    expect(output).toMatch(/worker bundle \d+\.\d KB gzip/);
    if (code === 0) expect(stdout).toMatch(/^Preflight passed: antifraud-site \(production\), SITE_URL https:\/\/www\.antifraud-association\.org; worker bundle \d+\.\d KB gzip: \d+% of the 400\.0 KB budget/);
    else expect(stderr).toMatch(/worker bundle \d+\.\d KB gzip is over the project's budget/);
  });
});

describe('npm run missing-paths', () => {
  it('reads a saved tail log from a file or from stdin', async () => {
    const fromFile = await run('missing-paths.ts', [fixture]);
    expect(fromFile.code).toBe(0);
    expect(fromFile.stdout).toContain('Missing paths: 12 requests to 5 paths, most frequent first.');
    expect(fromFile.stdout).toMatch(/^ {4}5 {2}\/donate +zh-TW 3, zh-CN 1, en 1 +2026-11-22 08:58$/m);
    const fromStdin = await run('missing-paths.ts', [], readFileSync(fixture, 'utf8'));
    expect(fromStdin.stdout).toBe(fromFile.stdout);
  });
});
