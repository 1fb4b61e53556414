// No response carries a link made from a hostile request path that leaves the site: whatever the
// path (leading slashes, backslashes, encoded slashes, under /cn/ and /en/), every href, src and
// action on the page, and every Location, stays on this origin and never starts with // or \.
// Seeded (fast-check) so a failure replays.
import { SELF, env } from 'cloudflare:test';
import fc from 'fast-check';
import { parse } from 'node-html-parser';
import { describe, expect, it, vi } from 'vitest';
import { origin } from './helpers.ts';

const prefix = fc.constantFrom('', '/cn', '/en');
const slashes = fc.constantFrom('//', '///', '/\\', '\\\\', '/\\/', '/%2F', '/%2f%2F', '/%5C', '/%5c%5C', '/\t/', '/./', '/../');
const host = fc.constantFrom('evil.example', 'evil.example/login', 'evil.example:443/x', '@evil.example', 'evil.example%2Flogin',
  'evil.example\\login', '%65vil.example', 'javascript:alert(1)', 'about', 'search?q=x', '');
const tail = fc.constantFrom('', '/', '//', '?x=1', '?q=%2F%2Fevil.example', '#x');
export const hostilePath = fc.tuple(prefix, slashes, host, tail).map(([p, s, h, t]) => `${p}${s}${h}${t}`);

/** Every URL-bearing attribute of a document. */
function linksOf(html: string): string[] {
  const doc = parse(html);
  return doc.querySelectorAll('[href],[src],[action],[formaction]')
    .flatMap((el) => ['href', 'src', 'action', 'formaction'].map((a) => el.getAttribute(a)).filter((v): v is string => v !== undefined));
}

/** The site's own origins: the request's, and SITE_URL's (absolute links: feed, canonical). */
const own = new Set([origin, new URL((env as { SITE_URL: string }).SITE_URL).origin]);

/** A link is the site's own, or one the site wrote out in full (https://, tel:, mailto:) to a
 *  host no request path named; never protocol-relative, never a backslash, never a script. */
function expectSameOrigin(link: string, base: URL) {
  expect(link, link).not.toMatch(/^\s*(\/\/|\\|\/\\)/);
  expect(link, link).not.toMatch(/^\s*javascript:/i);
  const target = new URL(link, base);
  if (/^data:image\//.test(link)) return; // the inline favicon
  if (/^(https:\/\/|tel:|mailto:)/.test(link)) expect(target.hostname, link).not.toMatch(/evil/);
  else expect(own, link).toContain(target.origin);
}

describe('links made from a hostile path', () => {
  it.each(['//evil.example/login', '/cn//evil.example/login', '/en//evil.example/login', '/\\evil.example/login', '///evil.example'])(
    '%s: every link stays on the site', async (path) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      let url = new URL(origin + path);
      let res = await SELF.fetch(url.href, { redirect: 'manual' });
      if (res.status === 301) {
        const location = res.headers.get('location')!;
        expectSameOrigin(location, url);
        url = new URL(location, url);
        res = await SELF.fetch(url.href, { redirect: 'manual' });
      }
      const links = linksOf(await res.text());
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expectSameOrigin(link, url);
    });

  it('never leave the site, whatever the path (property)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await fc.assert(fc.asyncProperty(hostilePath, async (path) => {
      let url: URL;
      try { url = new URL(origin + path); } catch { return; }
      const res = await SELF.fetch(url.href, { redirect: 'manual' });
      const location = res.headers.get('location');
      if (location !== null) expectSameOrigin(location, url);
      const body = await res.text();
      if (res.headers.get('content-type')?.startsWith('text/html')) for (const link of linksOf(body)) expectSameOrigin(link, url);
    }), { numRuns: 200, seed: 4343, endOnFailure: true });
  }, 120_000);
});
