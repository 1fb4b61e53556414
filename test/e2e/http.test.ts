// What the platform serves in front of the worker, checked against `wrangler dev`: static assets
// with their headers, and the byte budgets of every page (JS <= 3 KB gzip, the inlined CSS <= 12 KB
// gzip, no web fonts, nothing third-party before interaction). What a page says has no byte cap:
// its first screen must arrive in TCP's first window (test/e2e/first-window.test.ts).
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { assetUrls } from '../../src/generated/assets.ts';
import { baseUrl, pageUrls } from './support.ts';

const budgets = { js: 3 * 1024, css: 12 * 1024 };

async function bytes(url: string): Promise<Buffer> {
  const res = await fetch(baseUrl() + url);
  expect(res.status, url).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('static assets', () => {
  it.each(Object.entries(assetUrls))('%s is served immutable with security headers', async (_name, url) => {
    const res = await fetch(baseUrl() + url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('a missing asset is the 404 page, not a file listing', async () => {
    const res = await fetch(`${baseUrl()}/assets/nothing-here.css`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });
});

describe('byte budgets', () => {
  it.each(pageUrls)('%s stays within budget', async (url) => {
    const html = (await bytes(url)).toString('utf8');
    // The client module, named by the one inline script that imports it after the largest paint.
    const loaders = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(loaders.length).toBe(1);
    const scripts = [...loaders[0]!.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]!);
    expect(html).not.toMatch(/<script[^>]* src=/);
    // The stylesheet is inlined (no request before the first paint): one <style>, no <link>.
    expect(html).not.toMatch(/<link[^>]* rel="stylesheet"/);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(scripts.length).toBe(1);
    expect(styles.length).toBe(1);
    let js = 0;
    for (const src of scripts) {
      expect(src).toMatch(/^\/assets\//);
      js += gzipSync(await bytes(src)).length;
    }
    expect(js, 'first-party JS gzip').toBeLessThanOrEqual(budgets.js);
    for (const css of styles) {
      expect(gzipSync(css).length, 'CSS gzip').toBeLessThanOrEqual(budgets.css);
      expect(css, 'no web fonts').not.toMatch(/@font-face/);
    }
    // Everything the page loads by itself is on this origin; the favicon is a data: URL (no
    // request at all), and nothing else is.
    const loads = [...html.matchAll(/<(?:script|img|iframe|source|video|audio)[^>]* src="([^"]+)"|<link(?![^>]*rel="(?:canonical|alternate)")[^>]* href="([^"]+)"/g)]
      .map((m) => m[1] ?? m[2]!);
    expect(loads.filter((ref) => ref.startsWith('data:')), 'inline').toEqual([expect.stringMatching(/^data:image\/svg\+xml,/)]);
    for (const ref of loads.filter((r) => !r.startsWith('data:'))) expect(ref, 'same origin').toMatch(/^\/(?!\/)/);
  });
});
