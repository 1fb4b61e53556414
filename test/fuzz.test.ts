// Hostile requests, property-tested (fast-check, seeded so a failure replays): odd paths,
// encodings, methods, query strings and headers. Whatever arrives, the worker answers with a
// well-formed response and the right status, never a 5xx, a stack trace or a file path; a 404
// speaks the language of the path's prefix. FUZZ_RUNS (npm run fuzz: 10,000) sets the count.
import { SELF, env } from 'cloudflare:test';
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';

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
);
const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?', '?category=legal-column', '?category=<x>', '?page=2', '?page=-1', '?a=%zz', '?a[]=1&a[]=2', `?q=${'y'.repeat(4000)}`),
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
        if (res.status === 200 && m === 'GET' && res.headers.get('content-type')?.startsWith('text/html')) {
          expect(body).toMatch(/^<!DOCTYPE html><html lang="(zh-Hant-TW|zh-Hans-CN|en)">.*<\/html>$/s);
        }
      }),
      { numRuns: runs, seed, endOnFailure: true },
    );
    expect(error).not.toHaveBeenCalled();
  }, 600_000);
});
