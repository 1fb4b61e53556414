// assets/_redirects as the platform serves it: Workers Static Assets answers each listed old path
// with a 301 to its page before the worker runs (SELF.fetch in workerd does not reach that layer,
// so this runs against `wrangler dev`). Everything not listed still reaches the worker.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRedirects } from '../../scripts/build/links/redirects.ts';
import { locales, splitLocalePath } from '../../src/site/locale.ts';
import { baseUrl } from './support.ts';

const root = join(import.meta.dirname, '../..');
const { rules } = parseRedirects(readFileSync(join(root, 'assets/_redirects'), 'utf8'));
const get = (path: string) => fetch(baseUrl() + path, { redirect: 'manual' });

describe('assets/_redirects', () => {
  it('lists old paths in every language', () => {
    const named = new Set(rules.map((r) => splitLocalePath(r.from).locale));
    expect([...named].sort()).toEqual([...locales].sort());
  });

  it.each(rules.map((r) => [r.from, r.to, splitLocalePath(r.from).locale] as const))('%s answers 301 to %s (%s)', async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
    expect((await get(to)).status).toBe(200);
  });

  it('keeps the query string', async () => {
    const [{ from, to }] = rules as [typeof rules[0]];
    const res = await get(`${from}?utm_source=flyer`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`${to}?utm_source=flyer`);
  });

  it('is not served as a file, and leaves unlisted paths to the worker', async () => {
    for (const path of ['/_redirects', '/assets/_redirects', '/en/old-news']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
    }
    expect((await get('/en/about')).status).toBe(200);
  });
});
