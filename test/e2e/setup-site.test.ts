// `npm run setup-site` (scripts/ops/setup-site.ts), run as an operator runs it, never against
// Cloudflare: its dry run on a copy of wrangler.toml, and a real run against a stand-in for wrangler
// ($WRANGLER, a script that answers as wrangler does and writes down what it was asked).
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCommand } from './run.ts';

const root = join(import.meta.dirname, '../..');
const node = join(root, 'node_modules/.bin/node');
const dir = mkdtempSync(join(tmpdir(), 'setup-site-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const placeholder = '00000000-0000-0000-0000-000000000000';
/** A copy of wrangler.toml with both databases' ids the placeholder, as on a fresh clone. */
function freshConfig(name: string): string {
  const path = join(dir, `${name}.toml`);
  writeFileSync(path, readFileSync(join(root, 'wrangler.toml'), 'utf8').replace(/^database_id = "[^"]*"$/gm, `database_id = "${placeholder}"`));
  return path;
}
const setup = (args: string[], env: Record<string, string> = {}) => runCommand(node, [join(root, 'scripts/ops/setup-site.ts'), ...args], { cwd: root, env });
const order = (text: string, marks: readonly string[]) => {
  const at = marks.map((m) => text.indexOf(m));
  expect(at.every((i) => i >= 0), `${marks.join(' | ')} in\n${text}`).toBe(true);
  expect(at).toEqual([...at].sort((a, b) => a - b));
};

describe('npm run setup-site', () => {
  it('--dry-run says each step and its command in order, and changes nothing', async () => {
    const config = freshConfig('dry');
    const before = readFileSync(config, 'utf8');
    const { code, stdout } = await setup(['--dry-run', '--config', config], { WRANGLER: '/nonexistent/wrangler' });
    expect(code).toBe(0);
    order(stdout, ['== 1. signed in to Cloudflare', 'npx wrangler whoami', '== 2.', 'Would run: npx wrangler d1 create ', 'under [[env.production.d1_databases]]', '== 3.', 'secret list',
      '== 4.', 'under [[env.production.previews.d1_databases]]', '== 5.', 'Editors never do any of this', 'Would run: npm run deploy']);
    expect(readFileSync(config, 'utf8')).toBe(before);
  });

  it('creates what is missing with wrangler, writes the databases\' ids, puts only the missing secrets (never printed), and skips it all the second time', async () => {
    const config = freshConfig('real');
    const calls = join(dir, 'calls.jsonl');
    const standIn = join(dir, 'wrangler');
    // Answers as wrangler 4 does: whoami, d1 create (its TOML snippet), secret list (JSON), secret put (value on stdin).
    writeFileSync(standIn, `#!${process.execPath}
const { appendFileSync, readFileSync } = require('node:fs');
const args = process.argv.slice(2);
const stdin = args[0] === 'secret' && args[1] === 'put' ? readFileSync(0, 'utf8') : '';
appendFileSync(${JSON.stringify(calls)}, JSON.stringify({ args, stdin }) + '\\n');
if (args[0] === 'whoami') console.log('You are logged in with an OAuth Token, associated with the email editor@example.org.');
else if (args[0] === 'd1' && args[1] === 'create') console.log('Created your new D1 database.\\n\\n[[d1_databases]]\\nbinding = "DB"\\ndatabase_name = "' + args[2] + '"\\ndatabase_id = "' + (args[2].endsWith('preview') ? '22222222-2222-4222-8222-222222222222' : '11111111-1111-4111-8111-111111111111') + '"');
else if (args[0] === 'secret' && args[1] === 'list') console.log(JSON.stringify([{ name: 'SIGNING_SECRET', type: 'secret_text' }]));
else if (args[0] === 'secret' && args[1] === 'put') console.log('Success! Uploaded secret ' + args[2]);
else process.exit(2);
`);
    chmodSync(standIn, 0o755);
    const first = await setup(['--config', config, '--no-deploy'], { WRANGLER: standIn });
    expect(first.code, first.output).toBe(0);
    const toml = readFileSync(config, 'utf8');
    expect(toml).toMatch(/\[\[env\.production\.d1_databases\]\][^[]*database_id = "11111111-1111-4111-8111-111111111111"/);
    expect(toml).toMatch(/\[\[env\.production\.previews\.d1_databases\]\][^[]*database_id = "22222222-2222-4222-8222-222222222222"/);
    const asked = readFileSync(calls, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { args: string[]; stdin: string });
    const puts = asked.filter((c) => c.args[0] === 'secret' && c.args[1] === 'put');
    expect(puts.map((c) => c.args[2])).toEqual(['RATE_LIMIT_SECRET']);
    expect(Buffer.from(puts[0]!.stdin, 'base64')).toHaveLength(32);
    expect(first.output).not.toContain(puts[0]!.stdin);
    expect(first.stdout).toContain('Next: npm run deploy');

    writeFileSync(calls, '');
    const second = await setup(['--config', config, '--no-deploy'], { WRANGLER: standIn });
    expect(second.code, second.output).toBe(0);
    expect(second.stdout.match(/Done already: wrangler\.toml has the id/g)).toHaveLength(2);
    expect(readFileSync(calls, 'utf8')).not.toContain('"create"');
  });

  it('stops, saying how to sign in, when wrangler is not signed in', async () => {
    const standIn = join(dir, 'wrangler-out');
    writeFileSync(standIn, `#!${process.execPath}\nconsole.log('You are not authenticated. Please run \`wrangler login\`.');\n`);
    chmodSync(standIn, 0o755);
    const { code, stderr } = await setup(['--config', freshConfig('out'), '--no-deploy'], { WRANGLER: standIn });
    expect(code).toBe(1);
    expect(stderr).toContain('Run npx wrangler login');
  });
});
