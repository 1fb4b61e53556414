// The canonical URL (src/http/canonical-url.ts) on a bare app: a trailing slash answers 301 to
// the path without it (query kept), a run of slashes anywhere answers 301 to one slash, an escape
// of an unreserved character is decoded and any other escape written in upper case (one spelling
// per path), '/' stays, and no redirect ever leaves the host. The whole site's
// answer to any spelling is property-tested in test/canonical-paths.test.ts.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../src/http/app-env.ts';
import { canonicalUrl, canonicalUrls } from '../../src/http/canonical-url.ts';
import { canonicalPath } from '../../src/site/canonical-path.ts';
import { listedRedirects } from '../../src/generated/redirects.ts';

const app = new Hono<AppEnv>().use('*', canonicalUrls()).get('*', (c) => c.text('page'));
const get = (path: string, on = app) => on.fetch(new Request(`https://site.test${path}`));

describe('the canonical URL', () => {
  it.each([['/about/', '/about'], ['/en/', '/en'], ['/blog/3//', '/blog/3'], ['/cases/?page=2', '/cases?page=2'], ['//evil.test/', '/evil.test'],
    ['//evil.test/login', '/evil.test/login'], ['/cn//evil.test/login?x=1', '/cn/evil.test/login?x=1'], ['/en///evil.test', '/en/evil.test'],
    ['/\\evil.test', '/evil.test'], ['/blog//3', '/blog/3'],
    // Escapes of unreserved characters (letters, digits, - . _ ~) are the same path: decoded.
    ['/%65n/blog', '/en/blog'], ['/bl%6fg', '/blog'], ['/blog/%31', '/blog/1'], ['/%6E%65%77%73/a%2Db%5Fc%7Ed%2Ee', '/news/a-b_c~d.e'],
    ['/%65n/blog/?page=2', '/en/blog?page=2'],
    // Any other escape stays one, in upper case.
    ['/%e9%97%9c%e6%96%bc', '/%E9%97%9C%E6%96%BC'], ['/a%2fb', '/a%2Fb'], ['/%2f%2fevil.test', '/%2F%2Fevil.test']])(
    '%s answers 301 to %s on the same host', async (from, to) => {
      const res = await get(from);
      expect(res.status).toBe(301);
      expect(new URL(res.headers.get('location')!, 'https://site.test').href).toBe(`https://site.test${to}`);
    });

  it.each(['/', '/about', '/en', '/blog/3?x=1', '/%E9%97%9C%E6%96%BC', '/%2F%2Fevil.test', '/a%20b', '/%25'])('passes %s on', async (path) => {
    expect(await (await get(path)).text()).toBe('page');
  });

  it('is idempotent: the canonical form of a canonical path is itself', () => {
    for (const path of ['/%65n/%2fx%7e/', '/a%2Eb%2e%2E', '//%41//', '/%%41%4', '/%C3%A9%c3%a9']) {
      expect(canonicalPath(canonicalPath(path))).toBe(canonicalPath(path));
    }
  });

  it('sends another spelling of a listed old path straight to its page, in one hop', async () => {
    const site = new Hono<AppEnv>().use('*', canonicalUrl).get('*', (c) => c.text('page'));
    const [old, target] = Object.entries(listedRedirects).find(([from]) => /[a-z]/i.test(from.slice(1)))!;
    // The old path with its first letter escaped in lower case ('/home' as '/%68ome').
    const i = old.search(/[a-z]/i);
    const spelled = `${old.slice(0, i)}%${old.charCodeAt(i).toString(16)}${old.slice(i + 1)}`;
    const res = await get(`${spelled}?x=1`, site);
    expect(res.status).toBe(301);
    const [path, fragment] = target.split('#');
    expect(res.headers.get('location')).toBe(`${path}?x=1${fragment ? `#${fragment}` : ''}`);
  });
});
