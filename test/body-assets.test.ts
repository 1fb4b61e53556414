// Article and news bodies live beside the worker as static assets (dist/static/assets/content/),
// read through the assets binding when a page renders: the worker's content module holds none of
// them, each file is served as the build wrote it and cached for a year, and a body that cannot be
// read makes the 500 page with a log line (never a page without its body, never a stack trace),
// while an unknown id is still a 404.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'node-html-parser';
import { articles } from '../src/content/articles/index.ts';
import { newsItems } from '../src/content/news.ts';
import type { Env } from '../src/site/config.ts';
import { locales, localizePath } from '../src/site/locale.ts';
import { get, textOf } from './helpers.ts';
import { bodyOf } from './entry-bodies.ts';

afterEach(() => vi.restoreAllMocks());

/** The app with an assets binding that answers every read with `status` (a missing or broken file). */
async function fetchWithAssets(path: string, answer: () => Response) {
  // The worker's modules afresh: the bodies an isolate keeps are module state, and a shared
  // isolate (vitest.config.ts) may already keep them from another test file.
  vi.resetModules();
  const { createApp } = await import('../src/worker.ts');
  const app = createApp();
  const reads: string[] = [];
  const ASSETS = { fetch: async (req: Request) => { reads.push(new URL(req.url).pathname); return answer(); } };
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const res = await app.fetch(new Request(`https://site.test${path}`), { ...(env as Env), ENVIRONMENT: 'production', ASSETS });
  const html = await res.text();
  const logs = [...error.mock.calls, ...warn.mock.calls].map((a) => JSON.parse(String(a[0])) as Record<string, unknown>);
  return { res, html, doc: parse(html), logs, reads };
}

describe('a body that cannot be read', () => {
  const article = articles.at(-1)!;
  const item = newsItems.at(-1)!;
  it.each([
    ['the article', `/en/blog/${article.id}`, article.body.en, () => new Response('gone', { status: 404 })],
    ['the news item', `/cn/news/${item.slug}`, item.body['zh-CN'], () => new Response('gone', { status: 404 })],
    ['the article (not a body)', `/blog/${article.id}`, article.body['zh-TW'], () => Response.json({ kind: 'p' })],
    ['the article (not JSON)', `/cn/blog/${article.id}`, article.body['zh-CN'], () => new Response('<html>', { status: 200 })],
  ])('makes %s a 500 page with the error logged, no stack trace', async (_what, path, url, answer) => {
    const { res, html, doc, logs, reads } = await fetchWithAssets(path, answer);
    expect(reads).toEqual([url]);
    expect(res.status).toBe(500);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const id = textOf(doc.querySelector('[data-error-id]'));
    expect(id).toMatch(/^[0-9a-f]{8}$/);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ level: 'error', event: 'render_error', id });
    expect(String(logs[0]!.message)).toContain(url);
    expect(html).not.toContain(url);
    expect(html).not.toMatch(/\bat \w+ \(|\.tsx?:\d+/);
  });

  it('leaves an unknown id a 404, read from nowhere', async () => {
    const { res, reads } = await fetchWithAssets(`/en/blog/${Math.max(...articles.map((a) => a.id)) + 1}`, () => new Response('', { status: 500 }));
    expect(res.status).toBe(404);
    expect(reads).toEqual([]);
  });
});

describe('bodies beside the bundle', () => {
  it('are not in the worker\'s content module: each entry names a file per language', () => {
    for (const entry of [...articles, ...newsItems]) {
      expect(entry).not.toHaveProperty('content');
      for (const locale of locales) expect(entry.body[locale]).toMatch(/^\/assets\/content\/[A-Za-z0-9-]+\.[0-9a-f]{12}\.json$/);
    }
    const urls = [...articles, ...newsItems].flatMap((e) => locales.map((l) => e.body[l]));
    expect(new Set(urls).size).toBe(urls.length);
  });

  // That each file holds what the build compiled is test/content-build.test.ts's.
  it.each([
    ...articles.map((a) => ({ path: `/blog/${a.id}`, entry: a })),
    ...newsItems.map((n) => ({ path: `/news/${n.slug}`, entry: n })),
  ])('$path: each language\'s file is a body, cached for a year, and the page shows it', async ({ path, entry }) => {
    for (const locale of locales) {
      // SELF reaches the worker alone; the binding is the platform's asset server.
      const res = await (env as unknown as { ASSETS: Fetcher }).ASSETS.fetch(`https://site.test${entry.body[locale]}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toContain('immutable');
      await res.arrayBuffer();
    }
    // The page renders the body it read: the body's longest run of plain text is on the page.
    const runs = (await bodyOf(entry, 'en')).flatMap((b) => ('content' in b ? [b.content] : 'items' in b ? b.items : [])).flat().filter((s) => typeof s === 'string');
    const longest = runs.reduce((a, b) => (b.length > a.length ? b : a)).replace(/\s+/g, ' ').trim();
    expect(longest.length).toBeGreaterThan(20);
    const html = await (await get(localizePath(path, 'en'))).text();
    expect(textOf(parse(html).querySelector('main'))).toContain(longest);
  });
});
