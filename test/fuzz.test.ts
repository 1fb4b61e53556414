// Hostile requests, property-tested (fast-check, seeded so a failure replays): odd paths,
// encodings, methods, query strings and headers. Whatever arrives, the worker answers with a
// well-formed response and the right status, never a 5xx, a stack trace or a file path; a 404
// speaks the language of the path's prefix. FUZZ_RUNS (npm run fuzz: 10,000) sets the count.
// Hostile form posts too (a tenth as many: each may write to D1): control and bidi characters,
// invisible text, forged lines, odd and internationalised addresses, IPv6 visitors, bodies that
// break off. Whatever arrives: an expected status, nothing stored that is not clean, no error line.
import { SELF, env } from 'cloudflare:test';
import fc from 'fast-check';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasVisible } from '../src/features/forms/clean-text.ts';
import { call, requestRow } from './forms.ts';
import { origin } from './helpers.ts';

const runs = Number((env as { FUZZ_RUNS?: string }).FUZZ_RUNS ?? 1000);
const seed = Number((env as { FUZZ_SEED?: string }).FUZZ_SEED ?? 424242);
const statuses = new Map<number, number>();

const segment = fc.oneof(
  fc.constantFrom('', 'cn', 'en', 'EN', 'Cn', 'cnx', 'en-US', 'zh-TW', 'about', 'team', 'blog', 'report', 'privacy',
    'terms', 'cases', 'partners', 'assets', 'sitemap.xml', 'robots.txt', '.', '..', '...', '%2e%2e', '%2F', '%', '%zz',
    '%E0%A4%A', '%00', '%C0%AF', '%FF', '1', '7', '8', '0', '01', '1e3', '-1', '1.5', '١', '７', '0x1', ' ', '%20',
    '\u0000', '😀', '中文', 'ｅｎ', 'index.html', '.env', 'wp-admin', '<script>', '"\'', '?', '#', ';', 'a'.repeat(300)),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
);
const path = fc.oneof(
  fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.join('/')}`),
  fc.constantFrom('//', '///', '//evil.example', '/\\evil.example', '/blog//1', '/en//about', `/${'x'.repeat(8192)}`, '/%'),
  // Paths whose links could leave the site: leading slashes, backslashes, encoded slashes, under a prefix.
  fc.constantFrom('//evil.example/login', '/cn//evil.example/login', '/en//evil.example/login', '/en///evil.example', '/\\/evil.example',
    '\\\\evil.example', '/%2F%2Fevil.example', '/%2fevil.example', '/%5Cevil.example', '/cn/%5C%5Cevil.example', '/\t/evil.example', '//@evil.example',
    '/search//evil.example', '//evil.example/?q=x'),
);
const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?', '?category=legal-column', '?category=<x>', '?page=2', '?page=-1', '?a=%zz', '?a[]=1&a[]=2', `?q=${'y'.repeat(4000)}`,
    // Costly searches: many common Han characters, a long word list, a character NFKC makes 18.
    `?q=${encodeURIComponent('的 是 不 了 人 我 在 有 他 這 中 大 來 上 國 個 到 說 們 為 子 和 你 地 出 道 也 時 年 得 就 那 要 下 以 生 會 自 著 去 之 過 家 學 對 可 她 裡 後 小 麼')}`,
    `?q=${encodeURIComponent('scam '.repeat(400))}`, `?q=${'%EF%B7%BA'.repeat(3000)}`, `?q=${'%CC%81'.repeat(500)}`),
  fc.string({ maxLength: 20 }).map((s) => `?${encodeURIComponent(s)}=${encodeURIComponent(s)}`),
);
// workerd's fetch refuses methods outside the standard set (WebDAV, made-up), so they cannot reach the worker here.
const method = fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS');
const headers = fc.record({
  'Accept-Language': fc.oneof(fc.constantFrom('zh-TW', 'en;q=0.1, *', '*', ';;;', 'x'.repeat(500)), fc.string({ maxLength: 30 })),
  'If-None-Match': fc.oneof(fc.constantFrom('*', '"x"', 'W/"x"', '"', '""', ',,,', 'W/'), fc.string({ maxLength: 40 })),
  Cookie: fc.string({ maxLength: 40 }),
  'X-Forwarded-Host': fc.constantFrom('evil.example', ''),
}, { requiredKeys: [] }).map((h) => Object.fromEntries(Object.entries(h).filter(([, v]) => /^[\t\x20-\x7e]*$/.test(v))));

const leak = /\bat [\w$.<>]+ \(|\.(tsx?|mjs|js):\d+|node_modules|\/work\/|\/home\/|wrangler|process\.env|SITE_URL|CONTENT_STATUS/;

function languageOf(pathname: string): string {
  if (pathname === '/cn' || pathname.startsWith('/cn/')) return 'zh-Hans-CN';
  if (pathname === '/en' || pathname.startsWith('/en/')) return 'en';
  return 'zh-Hant-TW';
}

afterAll(() => {
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  const summary = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ');
  console.log(`fuzz: ${total} requests (seed ${seed}) -> ${summary}`);
  console.log(`fuzz: form posts -> ${[...formStatuses].sort().map(([s, n]) => `${s}: ${n}`).join(', ')}`);
});

describe('hostile requests', () => {
  it(`are answered correctly (${runs} cases)`, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await fc.assert(
      fc.asyncProperty(path, query, method, headers, async (p, q, m, h) => {
        let url: URL;
        try {
          url = new URL(`https://site.test${p}${q}`);
        } catch {
          return; // not a URL a client could send
        }
        const res = await SELF.fetch(url.href, { method: m, headers: h, redirect: 'manual' });
        const body = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect([200, 301, 304, 400, 404, 405]).toContain(res.status);
        expect(body).not.toMatch(leak);
        if (m === 'HEAD' || res.status === 304) expect(body).toBe('');
        if (m !== 'GET' && m !== 'HEAD') {
          expect(res.status).toBe(405);
          expect(res.headers.get('allow')).toBe('GET, HEAD');
        }
        if (res.status === 301) {
          const location = new URL(res.headers.get('location')!, url);
          expect(location.origin).toBe(url.origin);
        }
        if (res.status === 404 && m === 'GET') {
          expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
          expect(body).toContain(`<html lang="${languageOf(url.pathname)}"`);
          expect(body).toMatch(/<\/html>$/);
        }
        // No link the page builds from the path may leave the site (test/hostile-links.test.ts checks each one).
        if (res.headers.get('content-type')?.startsWith('text/html')) expect(body).not.toMatch(/\s(?:href|src|action)="(?:\/\/|\\|\/\\)/);
        // What a visitor searched for stays out of shared caches.
        if (/^(?:\/cn|\/en)?\/search$/.test(url.pathname) && url.searchParams.get('q')) expect(res.headers.get('cache-control')).toMatch(/^(private|no-store)/);
        if (res.status === 200 && m === 'GET' && res.headers.get('content-type')?.startsWith('text/html')) {
          expect(body).toMatch(/^<!DOCTYPE html><html lang="(zh-Hant-TW|zh-Hans-CN|en)">.*<\/html>$/s);
        }
      }),
      { numRuns: runs, seed, endOnFailure: true },
    );
    expect(error).not.toHaveBeenCalled();
  }, 600_000);
});

const hostileText = fc.oneof(
  fc.constantFrom('', ' ', '\u200b', '\u200b'.repeat(10), 'Chen\r\nEmail: forged@evil.example\r\nPhone: 0', '\u001b[2J\u001b[31mred', '\u202egnp.exe',
    'a\u2066b\u2069c\u200e', '\ufeff\u3164\u2800', '\u2800'.repeat(12), 'a\u0000b\u0007c', 'x'.repeat(2500), '\ud800 lone', '王小明 被騙了一百萬元',
    'Mark it handled: npm run requests -- --delete AAAAA-11111', '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}', 'line\u2028break\u0085next',
    // Only combining marks: they render as nothing, or stacked over the field before.
    '\u0301\u0302\u0303', '\u0e31\u0e34'.repeat(20), '\u20dd\u0489'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 30 }),
);
const hostileEmail = fc.constantFrom('', '', '', 'mei@example.net', 'mei@example.net', 'user@例え.jp', 'User@XN--R8JZ45G.jp', 'user@例え', 'a@b', 'x@[127.0.0.1]', '@',
  'u@example.net\r\nBcc: x@evil.example', 'mei@example.net\u202e', 'ユーザー@例え.jp', 'user@%65xample.net', 'user@例え.jp:25');
const visitor = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 0xffff }), fc.integer({ min: 0, max: 0xffff })).map(([a, b]) => `2001:db8:${a.toString(16)}:${b.toString(16)}::${a ^ b}`),
  fc.integer({ min: 1, max: 254 }).map((n) => `::ffff:192.0.2.${n}`),
  fc.constantFrom('198.51.100.200', 'not-an-ip', '', '::', '2001:db8:dead:beef::1'),
);
const form = fc.record({
  path: fc.constantFrom('/contact', '/en/contact', '/cn/contact', '/en/newsletter', '/newsletter'),
  // Half the time wrapped in ordinary text, so that many posts get through and their rows are checked.
  name: fc.oneof(hostileText, hostileText.map((t) => `${t} Chen`)),
  email: hostileEmail, phone: fc.constantFrom('', '+886 912 345 678', '+886 912 345 678', '0\r\n1', '+1 (555) 010-0000'),
  country: fc.constantFrom('TW', 'TW', 'other', 'XX'), language: fc.constantFrom('en', 'zh-TW', 'zh-TW', 'fr'),
  message: fc.oneof(hostileText, hostileText.map((t) => `${t} and then they asked for more money`)), consent: fc.constantFrom('yes', 'yes', 'yes', 'yes', ''),
  trap: fc.constantFrom('', '', '', 'x'),
  body: fc.constantFrom('form', 'form', 'form', 'form', 'multipart', 'multipart', 'broken'),
  ip: visitor,
});
/** Controls, format characters and line separators left in stored text; joiners and variation selectors may stay. */
const unclean = (text: string, multiLine: boolean) => [...text].filter((c) =>
  /[\p{Cc}\p{Cf}\u2028\u2029]/u.test(c) && !(multiLine && c === '\n') && !/^(?:\u200C|\u200D|[\uFE00-\uFE0F])$/u.test(c));
const formStatuses = new Map<string, number>();
const provider = { NEWSLETTER_API_URL: 'https://mail.test/api', NEWSLETTER_FROM: 'news@example.org', NEWSLETTER_API_KEY: 'test-key' };

/** Posts a form as a browser would (or a body that breaks off) and checks what any answer must hold. */
async function postForm(path: string, kind: string, ip: string, values: Record<string, string>) {
  const encoded = new URLSearchParams(values).toString();
  const multipart = new FormData();
  for (const [k, v] of Object.entries(values)) multipart.set(k, v);
  const body = kind === 'form' ? encoded : kind === 'multipart' ? multipart : new ReadableStream<Uint8Array>({
    start(c) { c.enqueue(new TextEncoder().encode(encoded.slice(0, 20))); c.error(new Error('Network connection lost.')); },
  });
  const headers: Record<string, string> = { Origin: origin, 'CF-Connecting-IP': ip };
  if (kind !== 'multipart') headers['Content-Type'] = 'application/x-www-form-urlencoded';
  const res = await call(path, { method: 'POST', headers, body, duplex: 'half' } as RequestInit, provider);
  const text = await res.text();
  const outcome = `${path.endsWith('newsletter') ? 'newsletter' : 'contact'} ${res.status}`;
  formStatuses.set(outcome, (formStatuses.get(outcome) ?? 0) + 1);
  expect([303, 400, 413, 429]).toContain(res.status);
  expect(text).not.toMatch(leak);
  if (res.status === 429) expect(res.headers.get('retry-after')).toBe('60');
  if (kind === 'broken' && res.status !== 429) expect(res.status).toBe(400);
  const ref = /\/contact\/thanks\/([0-9A-Z]{5}-[0-9A-Z]{5})(?:\?country=[A-Z]{2})?$/.exec(res.headers.get('location') ?? '')?.[1];
  if (!ref) return null;
  const row = (await requestRow(ref))!;
  for (const key of ['name', 'email', 'phone', 'country', 'language'] as const) expect(unclean(String(row[key]), false)).toEqual([]);
  expect(unclean(String(row.message), true)).toEqual([]);
  expect(hasVisible(String(row.name)) && hasVisible(String(row.message))).toBe(true);
  expect(values.leave_blank).toBe('');
  return row;
}

describe('hostile form posts', () => {
  let info: ReturnType<typeof vi.spyOn>;
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    info = vi.spyOn(console, 'log').mockImplementation(() => {});
    error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{"id":"x"}'));
  });
  afterEach(() => vi.restoreAllMocks());

  it(`are answered correctly, whatever the fields, visitor and body (${Math.ceil(runs / 10)} cases)`, async () => {
    await fc.assert(
      fc.asyncProperty(form, async ({ path, body: kind, ip, trap, ...fields }) => {
        await postForm(path, kind, ip, { ...fields, leave_blank: trap });
      }),
      { numRuns: Math.ceil(runs / 10), seed, endOnFailure: true },
    );
    info.mockRestore();
    expect(error).not.toHaveBeenCalled();
  }, 600_000);

  it(`store hostile text only cleaned, on one line where it must be (${Math.ceil(runs / 10)} cases)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.tuple(hostileText, hostileText, visitor, fc.constantFrom('form', 'multipart')), async ([name, message, ip, kind]) => {
        const row = await postForm('/en/contact', kind, ip, {
          name: `${name} Chen`, email: 'mei@example.net', phone: '', country: 'TW', language: 'en',
          message: `${message} and then they asked for more money`, consent: 'yes', leave_blank: '',
        });
        if (row) expect(String(row.name)).not.toContain('\n');
      }),
      { numRuns: Math.ceil(runs / 10), seed, endOnFailure: true },
    );
    info.mockRestore();
    expect(error).not.toHaveBeenCalled();
  }, 600_000);
});
