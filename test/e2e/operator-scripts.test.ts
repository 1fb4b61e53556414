// The operators' scripts, run as an operator runs them: the deploy preflight (a real
// `wrangler deploy --dry-run --env production`), the deploy's order (preflight, D1 migrations,
// upload) in its dry run against a local D1, the preview of a draft's branch (dry run), the
// missing-path report on a saved tail log,
// `npm run requests` in every mode and `npm run search-misses` against local D1s of their own, and `npm run screenshots` for
// one page type (what it runs after the build, which the test run has done).
import sharp from 'sharp';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCommand } from './run.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateLocal } from '../../scripts/shared/migrate-local.ts';
import { requestKinds } from '../../src/features/contact/kinds.ts';

const root = join(import.meta.dirname, '../..');
const node = join(root, 'node_modules/.bin/node');
const fixture = join(root, 'test/fixtures/wrangler-tail.txt');

/** Runs a script with the project's Node; resolves with its exit code and output, never throws. */
function run(script: string, args: string[], stdin?: string, env: Record<string, string> = {}) {
  return runCommand(node, [join(root, 'scripts', script), ...args], { cwd: root, env, stdin });
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
    .replace(/(\[\[env\.production\.send_email\]\]\nname = "NOTIFY"\ndestination_address = )"help@example\.org"/, '$1"help@antifraud-association.org"')
    .replaceAll('migrations_dir = "migrations"', `migrations_dir = ${JSON.stringify(join(root, 'migrations'))}`);
  expect(text).toContain(`SITE_URL = ${JSON.stringify(siteUrl)}`);
  const path = join(dir, `wrangler-${Math.random().toString(36).slice(2)}.toml`);
  writeFileSync(path, text);
  return path;
}

// Three independent dry runs, mostly waiting on wrangler: side by side.
describe.concurrent('deploy preflight', () => {
  it('stops on the example SITE_URL of this repository, before any dry run', async () => {
    const { code, stderr } = await run('ops/preflight.ts', []);
    expect(code).toBe(1);
    expect(stderr).toContain('Preflight failed, nothing was deployed');
    expect(stderr).toContain('SITE_URL is still the example value "https://www.example.org"');
  });

  it('stops on a plain-http SITE_URL even with --allow-example-url', async () => {
    const { code, stderr } = await run('ops/preflight.ts', ['--allow-example-url', '--config', configWith('http://www.antifraud-association.org')]);
    expect(code).toBe(1);
    expect(stderr).toContain('SITE_URL "http://www.antifraud-association.org" must be https');
  });

  // Whether the bundle fits the platform's limit is npm test's own preflight run; here, only that a real
  // origin gets past the config checks to the dry run, which measures the bundle. The D1 migrations
  // are listed from a local database (no Cloudflare account here): all of them, on a new one.
  it('accepts a real origin and goes on to the dry run', async () => {
    const { code, stdout, stderr } = await run('ops/preflight.ts', ['--config', configWith('https://www.antifraud-association.org'), '--persist-to', join(dir, 'preflight-d1')]);
    const output = stdout + stderr;
    expect(output).not.toContain('SITE_URL "');
    expect(output).not.toContain('wrangler warns');
    expect(output).toMatch(/worker bundle \d+\.\d+ (MiB|KB)/);
    if (code === 0) {
      expect(stdout).toMatch(/Preflight passed: antifraud-site \(production\), SITE_URL https:\/\/www\.antifraud-association\.org; worker bundle \d+\.\d+ (MiB|KB) \(\d+\.\d+ (MiB|KB) gzip\): \d+% of the platform's 64\.00 MiB limit; [\d,]+ static files: \d+% of the Free plan's 20,000 per version/);
      expect(stdout).toContain('D1 migrations to apply before the upload (npm run deploy applies them): 0001_');
    }
    // Past the dry run, a real deploy asks wrangler for the worker's secrets: without an account
    // (CI, this machine) that stops it, and it says which secrets it wanted to check.
    else expect(stderr).toMatch(/worker bundle \d+\.\d+ (MiB|KB) uncompressed is over the platform's limit|could not list the worker's secrets to check SIGNING_SECRET, RATE_LIMIT_SECRET/);
  });
});

// The platform runs it for each draft's branch (docs/operating.md, "A preview of each draft");
// here without uploading anything (--dry-run): the name, the checks, the commands.
describe.concurrent('npm run preview', () => {
  it('names the preview after the branch, as the editor does, and says what it runs', async () => {
    const { code, stdout, stderr } = await run('ops/preview.ts', ['--dry-run', '--allow-example-url'], undefined, { WORKERS_CI_BRANCH: 'cms/news/2026-11-30-event/index' });
    expect(code, stderr).toBe(0);
    expect(stdout).toContain('scripts/build/index.ts');
    expect(stdout).toMatch(/wrangler d1 migrations apply DB --remote --config \S+preview-d1\.toml/);
    expect(stdout).toContain('wrangler preview --env production --name cms-news-2026-11-30-event-index');
  });

  it('stops before any upload while the previews\' database is the placeholder', async () => {
    const { code, stderr } = await run('ops/preview.ts', ['--dry-run'], undefined, { WORKERS_CI_BRANCH: 'cms/articles/article-9/index' });
    expect(code).toBe(1);
    expect(stderr).toContain('The preview was not made');
    expect(stderr).toContain('wrangler d1 create antifraud-site-preview');
  });
});

describe('npm run deploy, dry run', () => {
  const state = join(dir, 'deploy-d1');
  const migrationFiles = readdirSync(join(root, 'migrations')).filter((f) => f.endsWith('.sql')).sort();

  it('lists the migrations a database lacks, applies them, then would upload: in that order', async () => {
    const { code, stdout, stderr } = await run('ops/deploy.ts', ['--dry-run', '--allow-example-url', '--persist-to', state]);
    expect(stderr).not.toContain('Deploy stopped');
    expect(code).toBe(0);
    expect(stdout).toContain(`D1 migrations to apply before the upload (npm run deploy applies them): ${migrationFiles.join(', ')}`);
    const steps = ['== 1. preflight', '== 2. D1 migrations: wrangler d1 migrations apply DB --local', 'D1 migrations: all applied', '== 3. upload (dry run: not run): wrangler deploy'];
    const at = steps.map((s) => stdout.indexOf(s));
    expect(at.every((i) => i >= 0), `${steps.join(' | ')} in\n${stdout}`).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    // The schema the new worker reads is there: the local database has every table.
    expect(localD1(state)("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'search_queries'")).toHaveLength(1);
  });

  it('a second time finds nothing to apply', async () => {
    const { code, stdout } = await run('ops/deploy.ts', ['--dry-run', '--allow-example-url', '--persist-to', state]);
    expect(code).toBe(0);
    expect(stdout).toContain('D1 migrations: none to apply');
  });

  it('stops at a failing preflight: no migration is applied and nothing is uploaded', async () => {
    const fresh = join(dir, 'deploy-d1-untouched');
    const { code, stdout, stderr } = await run('ops/deploy.ts', ['--dry-run', '--persist-to', fresh]);
    expect(code).toBe(1);
    expect(stderr).toContain('SITE_URL is still the example value');
    expect(stderr).toContain('Deploy stopped at "1. preflight"');
    expect(stdout).not.toContain('== 2.');
  });
});

describe('npm run missing-paths', () => {
  it('reads a saved tail log from a file or from stdin', async () => {
    const fromFile = await run('ops/missing-paths.ts', [fixture]);
    expect(fromFile.code).toBe(0);
    expect(fromFile.stdout).toContain('Missing paths: 12 requests to 5 paths, most frequent first.');
    expect(fromFile.stdout).toMatch(/^ {4}5 {2}\/donate +zh-TW 3, zh-CN 1, en 1 +2026-11-22 08:58$/m);
    const fromStdin = await run('ops/missing-paths.ts', [], readFileSync(fixture, 'utf8'));
    expect(fromStdin.stdout).toBe(fromFile.stdout);
  });

  it('prints nothing a visitor\'s path holds raw: no terminal sequence, no forged row, no bidi override', async () => {
    // Tail events as `wrangler tail --format json` writes them, with the paths anyone can plant.
    const paths = ['/%1B]0;PWNED-TITLE%07%1B[2J%0A%20%20999%20%20/donate%20%20zh-TW%20999', '/%1B]52;c;cm0gLXJmIH4K%07', '/en/%E2%80%AEgpj.exe',
      '/tampered\u001b]0;title\u0007\n   9  /forged  en 9', '/.env\u001b[2J'];
    const tail = paths.map((path, i) => JSON.stringify({
      eventTimestamp: Date.UTC(2026, 10, 22, 8, i), logs: [{ message: [JSON.stringify({ level: 'warn', event: 'not_found', path, locale: 'en' })], timestamp: Date.UTC(2026, 10, 22, 8, i) }],
    }, null, 2)).join('\n');
    const file = join(dir, 'hostile-tail.json');
    writeFileSync(file, tail);
    const { code, stdout, stderr } = await run('ops/missing-paths.ts', [file]);
    expect(code).toBe(0);
    expect([...stdout + stderr].filter((c) => c !== '\n' && /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(c))).toEqual([]);
    expect(stdout).toContain('Missing paths: 4 requests to 4 paths');
    expect(stdout.split('\n').filter((line) => /^\s+\d+ {2}\//.test(line))).toHaveLength(4);
    expect(stdout).not.toMatch(/^\s+9 {2}\/forged/m);
  });
});

/** The local D1 under `state` (what `wrangler d1 execute --local --persist-to` opens), read and
 *  seeded directly: the scripts under test are the ones that go through wrangler. */
function localD1(state: string) {
  return (command: string) => {
    const dir = join(state, 'v3/d1/miniflare-D1DatabaseObject');
    const files = readdirSync(dir).filter((f) => /^[0-9a-f]{64}\.sqlite$/.test(f));
    if (files.length !== 1) throw new Error(`expected one D1 database in ${dir}, found ${files.join(', ')}`);
    const db = new DatabaseSync(join(dir, files[0]!));
    try {
      if (/^\s*SELECT/i.test(command)) return db.prepare(command).all().map((row) => ({ ...row }));
      db.exec(command);
      return [];
    } finally {
      db.close();
    }
  };
}

describe('npm run requests', () => {
  const state = join(dir, 'd1-state');
  const local = ['--persist-to', state];
  const sql = localD1(state);
  const refs = () => sql('SELECT ref, handled_at FROM requests ORDER BY ref');
  const open = 'AAAAA-11111';
  const done = 'BBBBB-22222';
  const hostile = 'CCCCC-33333';
  const press = 'DDDDD-44444';

  beforeAll(() => {
    migrateLocal(state);
    // Rows as a database written before the form cleaned its fields may hold them: an ESC
    // sequence and a right-to-left override in the name, a line break in the message.
    sql(`INSERT INTO requests (ref, created_at, locale, name, email, phone, country, language, message, notified_at, notify_attempts, handled_at) VALUES
      ('${open}', 1700000000000, 'en', 'Chen Mei-ling', 'mei@example.net', '', 'TW', 'zh-TW', 'A crypto platform will not let me withdraw.', 1700000001000, 1, NULL),
      ('${done}', 1700000100000, 'zh-TW', '王小明', '', '+886 912 345 678', 'TW', 'zh-TW', '假投資網站，已匯款三次。', 1700000101000, 1, 1700000200000),
      ('${hostile}', 1700000300000, 'en', 'Eve' || char(27) || '[2J' || char(8238) || 'gnp.exe', 'eve@example.net', '', 'GB', 'en', 'line one' || char(13) || char(10) || 'Email: forged@example.net' || char(7), NULL, 3, NULL)`);
    sql(`INSERT INTO requests (ref, created_at, locale, kind, name, organization, email, country, language, message, notified_at, notify_attempts) VALUES
      ('${press}', 1700000400000, 'en', 'press', 'Ann Reporter', 'Example Daily', 'ann@example.net', '', 'en', 'Deadline Friday: how do refund scams work?', 1700000401000, 1)`);
  });

  it('lists the open requests, oldest first, with control and bidi characters shown as escapes', async () => {
    const { code, stdout, stderr } = await run('ops/requests.ts', local);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^3 open requests \(local\)\./);
    expect(stdout.indexOf(open)).toBeLessThan(stdout.indexOf(hostile));
    expect(stdout).not.toContain(done);
    expect(stdout).toContain(`${hostile}  2023-11-14 22:18 UTC  NOT NOTIFIED YET`);
    expect(stdout).toContain('Eve\\u{1b}[2J\\u{202e}gnp.exe');
    expect(stdout).toContain('line one Email: forged@example.net\\u{7}');
    expect([...stdout].filter((c) => c !== '\n' && /[\p{Cc}\p{Cf}]/u.test(c))).toEqual([]);
  });

  it('--kind lists one kind of request, and refuses a kind that does not exist', async () => {
    const { code, stdout } = await run('ops/requests.ts', [...local, '--kind', 'press']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^1 open "press" request \(local\)\./);
    expect(stdout).toContain(`${press}  2023-11-14 22:20 UTC  notified  [press]`);
    expect(stdout).toContain('Ann Reporter · Example Daily · ann@example.net · reply in en');
    expect(stdout).not.toContain(open);
    const person = await run('ops/requests.ts', [...local, '--kind', 'person']);
    expect(person.stdout).toMatch(/^2 open "person" requests/);
    const wrong = await run('ops/requests.ts', [...local, '--kind', "press' OR 1=1 --"]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(`is not a kind of request; the kinds are: ${requestKinds.join(', ')}.`);
  });

  it('--all lists the handled ones too', async () => {
    const { code, stdout } = await run('ops/requests.ts', [...local, '--all']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^4 requests \(local\)\./);
    expect(stdout).toContain(`${done}  2023-11-14 22:15 UTC  handled 2023-11-14 22:16`);
  });

  it('--export writes every row and column to a file only its owner can read, also over an existing file', async () => {
    const file = join(dir, 'export.json');
    writeFileSync(file, 'old');
    chmodSync(file, 0o644);
    const { code, stdout } = await run('ops/requests.ts', [...local, '--export', file]);
    expect(code).toBe(0);
    expect(stdout).toContain(`4 requests written to ${file}, readable by you only`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const rows = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[];
    expect(rows.map((r) => r.ref)).toEqual([open, done, hostile, press]);
    expect(rows[2]).toMatchObject({ notified_at: null, notify_attempts: 3, handled_at: null, kind: 'person' });
    expect(rows[3]).toMatchObject({ kind: 'press', organization: 'Example Daily' });
    const fresh = join(dir, 'fresh-export.json');
    expect((await run('ops/requests.ts', [...local, '--export', fresh])).code).toBe(0);
    expect(statSync(fresh).mode & 0o777).toBe(0o600);
  });

  it('an unknown or malformed reference fails, says why and changes nothing', async () => {
    const before = refs();
    for (const args of [['--handled', 'ZZZZZ-99999'], ['--delete', 'ZZZZZ-99999']]) {
      const { code, stdout, stderr } = await run('ops/requests.ts', [...local, ...args]);
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr).toContain('No request ZZZZZ-99999 in the local database; nothing was changed.');
    }
    const malformed = await run('ops/requests.ts', [...local, '--delete', "x' OR 1=1 --"]);
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toContain('is not a reference number');
    expect(refs()).toEqual(before);
  });

  it('--handled marks one request, and a second time says so and changes nothing', async () => {
    const first = await run('ops/requests.ts', [...local, '--handled', open.toLowerCase()]);
    expect(first.code).toBe(0);
    expect(first.stdout).toBe(`${open} marked handled.\n`);
    const [row] = sql(`SELECT handled_at FROM requests WHERE ref = '${open}'`);
    expect(row!.handled_at).toBeTypeOf('number');
    const again = await run('ops/requests.ts', [...local, '--handled', open]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`${open} was already marked handled on`);
    expect(sql(`SELECT handled_at FROM requests WHERE ref = '${open}'`)).toEqual([row]);
  });

  it('--delete deletes one request, also with WRANGLER_LOG set in the operator\'s shell', async () => {
    const { code, stdout } = await run('ops/requests.ts', [...local, '--delete', hostile], '', { WRANGLER_LOG: 'error' });
    expect(code).toBe(0);
    expect(stdout).toBe(`${hostile} deleted. Delete its notification email too.\n`);
    expect(refs().map((r) => r.ref)).toEqual([open, done, press]);
  });
});

describe('npm run requests on a corrupt row', () => {
  // A time no Date can hold (a hostile or corrupted row) stopped the whole listing
  // with "RangeError: Invalid time value" before any request was shown.
  const state = join(dir, 'd1-state-corrupt');
  const local = ['--persist-to', state];
  const sql = localD1(state);

  beforeAll(() => {
    migrateLocal(state);
    sql(`INSERT INTO requests (ref, created_at, locale, name, email, phone, country, language, message, notified_at, notify_attempts, handled_at) VALUES
      ('EEEEE-55555', -9000000000000000, 'en', 'Out of range', 'o@example.net', '', 'TW', 'en', 'created before time began', NULL, 0, NULL),
      ('FFFFF-66666', 1700000000000, 'en', 'Handled far ahead', 'h@example.net', '', 'TW', 'en', 'handled after time ends', 1700000001000, 1, 100000000000000000),
      ('GGGGG-77777', 1700000100000, 'en', 'Plain', 'p@example.net', '', 'TW', 'en', 'an ordinary request', 1700000101000, 1, NULL)`);
  });

  it('lists every request, a time it cannot show as "-" and the raw value', async () => {
    const { code, stdout, stderr } = await run('ops/requests.ts', [...local, '--all']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^3 requests \(local\)\./);
    expect(stdout).toContain('EEEEE-55555  - (-9000000000000000) UTC  NOT NOTIFIED YET');
    expect(stdout).toContain('FFFFF-66666  2023-11-14 22:13 UTC  handled - (100000000000000000)');
    expect(stdout).toContain('GGGGG-77777  2023-11-14 22:15 UTC  notified');
    const again = await run('ops/requests.ts', [...local, '--handled', 'FFFFF-66666']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('FFFFF-66666 was already marked handled on - (100000000000000000) UTC; nothing was changed.');
  });
});

describe('npm run search-misses', () => {
  const state = join(dir, 'd1-search');
  const local = ['--persist-to', state];
  const sql = localD1(state);
  const days = (n: number) => Array.from({ length: n }, (_, i) => new Date(Date.now() - i * 86_400_000).toISOString().slice(0, 10));
  const rows = (locale: string, query: string, n: number, counts: string) => days(n).map((d) => `('${d}', '${locale}', ${query}, ${counts})`);

  beforeAll(() => {
    migrateLocal(state);
    sql(`INSERT INTO search_queries (day, locale, query, empty, answered, clicked) VALUES ${[
      ...rows('zh-TW', "'網友借錢不還'", 4, '2, 0, 0'),
      ...rows('en', "'romance baiting'", 3, '0, 1, 0'),
      ...rows('en', "'opened sometimes'", 5, '0, 2, 1'),
      ...rows('en', "'two days only'", 2, '5, 0, 0'),
      ...rows('en', "'eve' || char(27) || '[2J' || char(8238) || 'gnp'", 3, '1, 0, 0'),
    ].join(', ')}`);
  });

  it('lists the queries seen on three days or more that found nothing or that nobody opened, escaped, most searched first', async () => {
    const { code, stdout, stderr } = await run('ops/search-misses.ts', local);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^3 queries searched on 3 or more days of the last 90 that found nothing or that nobody opened \(local\)\./);
    expect(stdout).toMatch(/^ {2}found nothing +zh-TW +4 +8 +\d{4}-\d{2}-\d{2} +網友借錢不還$/m);
    expect(stdout).toMatch(/^ {2}nobody opened one +en +3 +3 +\d{4}-\d{2}-\d{2} +romance baiting$/m);
    expect(stdout).toContain('eve\\u{1b}[2J\\u{202e}gnp');
    expect(stdout.indexOf('網友借錢不還')).toBeLessThan(stdout.indexOf('romance baiting'));
    for (const hidden of ['two days only', 'opened sometimes']) expect(stdout).not.toContain(hidden);
    expect([...stdout].filter((c) => c !== '\n' && /[\p{Cc}\p{Cf}]/u.test(c))).toEqual([]);
  });

  it('--locale lists one language, and refuses one the site does not have', async () => {
    const one = await run('ops/search-misses.ts', [...local, '--locale', 'zh-tw']);
    expect(one.code).toBe(0);
    expect(one.stdout).toMatch(/^1 query .* \(zh-TW\) \(local\)\./);
    const bad = await run('ops/search-misses.ts', [...local, '--locale', "en'; DROP TABLE search_queries; --"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('is not a language of the site');
    const fewer = await run('ops/search-misses.ts', [...local, '--min-days', '2']);
    expect(fewer.code).toBe(1);
    expect(fewer.stderr).toContain('--min-days must be a whole number from 3 to 90');
    expect(sql('SELECT COUNT(*) AS n FROM search_queries')).toEqual([{ n: 17 }]);
  });
});

describe('screenshots', () => {
  it('writes the first screen of a page type at 375 and 1440 px, three languages, light and dark, as WebP', async () => {
    const out = mkdtempSync(join(tmpdir(), 'screens-'));
    try {
      const { code, output } = await run('dev/screenshots.ts', [], undefined, { SCREENSHOTS_ONLY: 'about', SCREENSHOTS_DIR: out });
      expect(code, output).toBe(0);
      const files = readdirSync(out).sort();
      expect(files).toEqual(['en', 'zh-CN', 'zh-TW'].flatMap((l) => ['1440', '375'].flatMap((w) => ['dark', 'light'].map((s) => `about-${l}-${w}-${s}.webp`))).sort());
      for (const file of files) {
        const data = readFileSync(join(out, file));
        expect(data.subarray(0, 4).toString('latin1') + data.subarray(8, 12).toString('latin1')).toBe('RIFFWEBP');
        // The phone at full scale; the wide screen at half where Chromium honours a scale under 1, else full.
        const { width, height } = await sharp(data).metadata();
        const expected = file.includes('-375-') ? [[375, 812]] : [[720, 450], [1440, 900]];
        expect(expected, file).toContainEqual([width, height]);
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 180_000);
});
