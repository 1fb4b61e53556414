// The canonical URL (src/http/canonical-url.ts) on a bare app: a trailing slash answers 301 to
// the path without it (query kept), a run of slashes anywhere answers 301 to one slash, '/' stays,
// and no redirect ever leaves the host.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../src/http/app-env.ts';
import { canonicalUrl } from '../../src/http/canonical-url.ts';

const app = new Hono<AppEnv>().use('*', canonicalUrl).get('*', (c) => c.text('page'));
const get = (path: string) => app.fetch(new Request(`https://site.test${path}`));

describe('the canonical URL', () => {
  it.each([['/about/', '/about'], ['/en/', '/en'], ['/blog/3//', '/blog/3'], ['/cases/?page=2', '/cases?page=2'], ['//evil.test/', '/evil.test'],
    ['//evil.test/login', '/evil.test/login'], ['/cn//evil.test/login?x=1', '/cn/evil.test/login?x=1'], ['/en///evil.test', '/en/evil.test'],
    ['/\\evil.test', '/evil.test'], ['/blog//3', '/blog/3']])(
    '%s answers 301 to %s on the same host', async (from, to) => {
      const res = await get(from);
      expect(res.status).toBe(301);
      expect(new URL(res.headers.get('location')!, 'https://site.test').href).toBe(`https://site.test${to}`);
    });

  it.each(['/', '/about', '/en', '/blog/3?x=1'])('passes %s on', async (path) => {
    expect(await (await get(path)).text()).toBe('page');
  });
});
