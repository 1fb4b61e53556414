// The missing-path report on a recorded `wrangler tail --format json` log (test/fixtures): what
// the operator reads to decide which paths deserve a line in assets/_redirects.
import { describe, expect, it } from 'vitest';
import fixture from './fixtures/wrangler-tail.txt?raw';
import { formatReport, isBotProbe, missingReport } from '../scripts/ops/missing-report.ts';
import { jsonObjects, logRecords } from '../scripts/ops/tail-log.ts';

const at = (minute: number) => Date.UTC(2026, 10, 22, 8, minute, 0, 3);

describe('reading wrangler tail output', () => {
  it('finds every event and every line of ours in it', () => {
    // The counts are the recorded log's own (test/fixtures/wrangler-tail.txt: 20 events, 18 of them
    // not_found), not the organisation's sample data: replacing the team or the cases leaves them.
    expect(jsonObjects(fixture)).toHaveLength(20);
    const records = logRecords(fixture);
    expect(records.filter((r) => r.fields.event === 'not_found')).toHaveLength(18);
    expect(records.filter((r) => r.fields.event === 'render_error')).toHaveLength(1);
    expect(records[0]).toEqual({ fields: { level: 'warn', event: 'not_found', path: '/donate', locale: 'zh-TW' }, time: at(1) });
  });

  it('reads lines as wrangler dev prints them, among its own output', () => {
    const dev = [
      '⎔ Starting local server...',
      '{"level":"warn","event":"not_found","path":"/en/old-news","locale":"en"}',
      '[wrangler:info] GET /en/old-news 404 Not Found (12ms)',
      'a stray { brace',
      '{"level":"warn","event":"not_found","path":"/cn/old-news","locale":"zh-CN"}',
    ].join('\n');
    expect(logRecords(dev).map((r) => [r.fields.path, r.time])).toEqual([['/en/old-news', null], ['/cn/old-news', null]]);
  });
});

describe('the report', () => {
  const report = missingReport(logRecords(fixture));

  it('groups a path over its languages, most frequent first, with the last time seen', () => {
    expect(report.paths.map((p) => [p.path, p.count, Object.fromEntries(p.locales), p.lastSeen])).toEqual([
      ['/donate', 5, { 'zh-TW': 3, 'zh-CN': 1, en: 1 }, at(58)],
      ['/old-news', 4, { 'zh-TW': 2, en: 2 }, at(52)],
      ['/%E9%97%9C%E6%96%BC%E6%88%91%E5%80%91', 1, { 'zh-TW': 1 }, at(44)],
      ['/.well-known/security.txt', 1, { 'zh-TW': 1 }, at(30)],
      ['/blog/99', 1, { en: 1 }, at(15)],
    ]);
  });

  it('counts bot probes apart', () => {
    expect(Object.fromEntries(report.probes)).toEqual({
      '/wp-login.php': 3, '/.env': 1, '/xmlrpc.php': 1, '/en/wp-admin/setup-config.php': 1,
    });
    expect(report.errorIds).toEqual(['3f2a9c1e']);
  });

  it('prints a table, then the probes and the error ids, and nothing about the visitors', () => {
    const text = formatReport(report);
    expect(text).toBe(`Missing paths: 12 requests to 5 paths, most frequent first.

count  path                                   locales                 last seen (UTC)
    5  /donate                                zh-TW 3, zh-CN 1, en 1  2026-11-22 08:58
    4  /old-news                              zh-TW 2, en 2           2026-11-22 08:52
    1  /%E9%97%9C%E6%96%BC%E6%88%91%E5%80%91  zh-TW 1                 2026-11-22 08:44  /關於我們
    1  /.well-known/security.txt              zh-TW 1                 2026-11-22 08:30
    1  /blog/99                               en 1                    2026-11-22 08:15

Bot probes (not listed above): 6 requests to 4 paths, e.g. /wp-login.php (3), /.env (1), /en/wp-admin/setup-config.php (1), /xmlrpc.php (1)
Render errors: 1 (ids 3f2a9c1e)
`);
    expect(fixture).toContain('203.0.113.10');
    expect(text).not.toMatch(/203\.0\.113|Mozilla|Taipei/);
  });

  it('says so when nothing is missing', () => {
    expect(formatReport(missingReport([]))).toBe('No missing paths.\n\nBot probes: none.\n');
  });
});

describe('bot probes', () => {
  it.each(['/wp-admin', '/en/wp-login.php', '/.env', '/.git/config', '/xmlrpc.php', '/backup.sql', '/cgi-bin/luci', '/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php', '/admin', '/config.yml'])('%s is a probe', (path) => {
    expect(isBotProbe(path)).toBe(true);
  });

  it.each(['/donate', '/en/old-news', '/blog/99', '/.well-known/security.txt', '/%E9%97%9C%E6%96%BC', '/cn/about-us', '/report.pdf'])('%s is not', (path) => {
    expect(isBotProbe(path)).toBe(false);
  });
});

describe('paths a visitor chose', () => {
  // What anyone can plant in the log by asking for a URL: ESC and OSC sequences
  // (set the window title, clear the screen, put a command in the clipboard), a line break that
  // forges a table row, a bidi override; and, in a tampered log, the same raw.
  const hostile = [
    '/%1B]0;PWNED-TITLE%07%1B[2J%0A%20%20999%20%20/donate%20%20zh-TW%20999',
    '/%1B]52;c;cm0gLXJmIH4K%07',
    '/en/%E2%80%AEgpj.exe',
    '/%E2%80%8B%E3%85%A4',
    '/raw\u001b]0;title\u0007\u001b[2J\n   9  /forged  en 9',
    '/%E9%97%9C%E6%96%BC',
  ];
  const records = [
    ...hostile.map((path) => ({ fields: { event: 'not_found', path, locale: 'en' }, time: at(1) })),
    { fields: { event: 'not_found', path: '/.env\u001b[2J\u202e' }, time: at(2) },
    { fields: { event: 'render_error', id: 'x\u001b]52;c;cm0K\u0007' }, time: at(3) },
  ];
  const text = formatReport(missingReport(records));
  /** What must never reach a terminal raw: controls but the report's own line breaks, format characters, separators. */
  const raw = [...text].filter((c) => c !== '\n' && /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u3164]/u.test(c));

  it('prints no control, format or separator character, in any column', () => {
    expect(raw).toEqual([]);
    expect(text).toContain('/raw\\u{1b}]0;title\\u{7}\\u{1b}[2J\\u{a}   9  /forged  en 9');
    expect(text).toContain('/.env\\u{1b}[2J\\u{202e} (1)');
    expect(text).toContain('ids x\\u{1b}]52;c;cm0K\\u{7}');
  });

  it('forges no row: one line per path, after the header', () => {
    const table = text.split('\n\n')[1]!.split('\n');
    expect(table).toHaveLength(1 + hostile.length);
    expect(table.filter((line) => /^\s+\d+ {2}\//.test(line))).toHaveLength(hostile.length);
  });

  it('shows a path decoded only when the decoded form holds nothing hidden', () => {
    const row = (start: string) => text.split('\n').find((line) => line.includes(`  ${start}`))!;
    expect(row('/%E9%97%9C%E6%96%BC').trimEnd()).toMatch(/ {2}\/關於$/);
    // Grouped without the language prefix, as every path of the report.
    for (const path of hostile.slice(0, 4).map((p) => p.replace(/^\/en\//, '/'))) expect(row(path).trimEnd(), path).toMatch(/2026-11-22 08:01$/);
  });
});
