// One URL per page, on the whole site: any spelling of a path is either a
// 301 to its canonical form, which then answers without another redirect, or answered directly;
// never a 5xx, and a page (200) only under its canonical path. Percent-encoded spellings of a page
// were once 200 duplicates of it (sometimes in the wrong language, '/%65n/blog' the Chinese blog),
// each its own page-cache entry under a 32-bit hash; a spelling whose hash collided with another
// page's made that page serve it. Property-tested with fast-check, seeded so a failure replays.
import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { canonicalPath } from '../src/site/canonical-path.ts';
import { get, origin, page, pageUrls, textOf } from './helpers.ts';

const seed = Number((env as { FUZZ_SEED?: string }).FUZZ_SEED ?? 424242);
const siteUrl = (env as { SITE_URL: string }).SITE_URL;

/** A character as it may be written in a URL: itself, or escaped in upper or lower case. */
const spelled = (char: string) => {
  const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
  return fc.constantFrom(char, char, `%${hex.toUpperCase()}`, `%${hex.toLowerCase()}`);
};
/** A page of the site written some other way: escapes, doubled slashes, a trailing slash. */
const otherSpelling = fc.constantFrom(...pageUrls.map((p) => p.url)).chain((url) => fc.tuple(
  fc.constant(url),
  fc.tuple(...[...url].map((c) => (c === '/' ? fc.constantFrom('/', '/', '//') : spelled(c)))).map((parts) => parts.join('')),
  fc.boolean(),
)).map(([url, spelling, slash]) => ({ url, spelling: spelling + (slash && url !== '/' ? '/' : '') }));
/** Any path at all: escapes of every kind, valid or not, Unicode, route words. */
const anyPath = fc.array(fc.oneof(
  fc.constantFrom('', 'en', 'cn', 'blog', 'news', 'about', 'report', 'contact', 'thanks', 'search', '%', '%zz', '%2F', '%2f', '%25', '%2e%2E', '%00',
    '%C3%A9', '%c3%a9', '%E4%B8%AD', '%FF', '%41', '%7E', '%7e', '中文', '1', '%31', 'sitemap.xml', 'feed.xml', 'index.html', 'home'),
  fc.string({ maxLength: 6 }),
), { maxLength: 5 }).map((parts) => `/${parts.join('/')}`);

async function expectOneHop(path: string) {
  let url: URL;
  try {
    url = new URL(origin + path);
  } catch {
    return; // not a URL a client could send
  }
  const res = await get(url.pathname + url.search);
  expect(res.status, path).toBeLessThan(500);
  if (res.status === 301) {
    const to = new URL(res.headers.get('location')!, url);
    expect(to.origin, path).toBe(origin);
    expect(canonicalPath(to.pathname), path).toBe(to.pathname);
    const next = await get(to.pathname + to.search);
    expect(next.status, `${path} -> ${to.pathname}`).toBeLessThan(500);
    expect([301, 302, 303, 307, 308], `${path} -> ${to.pathname}`).not.toContain(next.status);
    await next.body?.cancel();
    return;
  }
  if (res.status === 200 && res.headers.get('content-type')?.startsWith('text/html')) {
    // A page answers only under its one path, which holds no escape.
    expect(url.pathname, path).toBe(canonicalPath(url.pathname));
    expect(url.pathname, path).not.toContain('%');
  }
  await res.body?.cancel();
}

describe('one URL per page', () => {
  it('any spelling of a page answers 301 to that page, which answers 200', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await fc.assert(fc.asyncProperty(otherSpelling, async ({ url, spelling }) => {
      const res = await get(spelling);
      await res.body?.cancel();
      if (spelling === url) {
        expect(res.status).toBe(200);
      } else {
        expect(res.status, spelling).toBe(301);
        expect(res.headers.get('location'), spelling).toBe(url);
      }
    }), { numRuns: 200, seed });
  }, 120_000);

  it('any path is a 301 to a canonical form that answers without a redirect, or an answer; never a 500', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await fc.assert(fc.asyncProperty(fc.oneof(anyPath, otherSpelling.map((s) => s.spelling)), expectOneHop), { numRuns: 300, seed });
    expect(error).not.toHaveBeenCalled();
  }, 120_000);

  it('a page speaks the language of its canonical path, and names it as its canonical URL', async () => {
    // '/%65n/blog' was the Chinese blog, canonical '/%65n/blog', with alternates that were 404s.
    const english = pageUrls.find((p) => p.locale === 'en' && p.path === '/blog')!;
    const res = await get(english.url.replace('/en/', '/%65n/'));
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(english.url);
    const { doc } = await page(english.url);
    expect(doc.querySelector('html')?.getAttribute('lang')).toBe('en');
    expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(siteUrl + english.url);
  });

  it('a path that still holds an escape is never a page, even where the router would decode it to one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const article = pageUrls.find((p) => /^\/blog\/\d+$/.test(p.path))!;
    // An escaped Han character after a real page's path, and an encoded slash inside it.
    for (const path of [`${article.url}%E4%B8%AD`, article.url.replace('/blog/', '/blog%2F')]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      await res.body?.cancel();
    }
  });
});

describe('the page cache', () => {
  // Found by an attacker (docs/decisions.md): under FNV-1a-32, the key the cache was keyed on,
  // this spelling of a news item's path hashes as '/en/report' does, and every part of the key
  // after the path was the same for two visitors with the same place cookie.
  const victim = '/en/report';
  const spelling = '/%6Eews/%63%6fm%6D%75%6E%69t%79-%74%61l%6B%2D%6F%6C%64%65%72%2Drela%74i%76es';
  const fnv1a = (s: string) => [...s].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 0x01000193), 0x811c9dc5) >>> 0;

  it('never serves a page under another page\'s URL, whatever a colliding spelling was asked first', async () => {
    expect(fnv1a(spelling)).toBe(fnv1a(victim));
    const headers = { Cookie: 'place=GB' };
    const first = await get(spelling, { headers });
    await first.body?.cancel();
    expect(first.status).not.toBe(200);
    const { res, doc } = await page(victim, { headers });
    expect(res.status).toBe(200);
    expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(siteUrl + victim);
    expect(textOf(doc.querySelector('h1'))).toBe(textOf((await page(victim, { headers: { Cookie: 'place=GB' } })).doc.querySelector('h1')));
    // Two spellings never share an ETag.
    expect(first.headers.get('etag')).not.toBe(res.headers.get('etag'));
  });
});
