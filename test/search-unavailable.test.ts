// The search index is read from static assets; when a file of it cannot be read (a broken deploy,
// the binding failing), the search page says so with a 503 and the links to try instead: never a
// 500, never a stack trace. The index files an isolate keeps are module state: each test loads the
// worker's modules afresh, so no file read by another test (or test file, in a shared isolate) is kept.
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'node-html-parser';
import type { Env } from '../src/site/config.ts';
import { localizePath, locales } from '../src/site/locale.ts';
import { textOf } from './helpers.ts';

afterEach(() => vi.restoreAllMocks());
beforeEach(() => { vi.resetModules(); });

describe('a search index that cannot be read', () => {
  it.each(locales)('makes /search?q= a 503 in %s, logged, with the links to try', async (locale) => {
    const { createApp } = await import('../src/worker.ts');
    const app = createApp();
    const ASSETS = { fetch: async () => new Response('gone', { status: 404 }) };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const path = `${localizePath('/search', locale)}?q=romance`;
    const res = await app.fetch(new Request(`https://site.test${path}`), { ...(env as Env), ENVIRONMENT: 'production', ASSETS });
    const html = await res.text();
    const doc = parse(html);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(textOf(doc.querySelector('[data-search-status="unavailable"]')).length).toBeGreaterThan(10);
    expect(doc.querySelector(`main a[href="${localizePath('/report', locale)}"]`)).not.toBeNull();
    expect(doc.querySelector('main input[name="q"]')?.getAttribute('value')).toBe('romance');
    const logs = error.mock.calls.map((a) => JSON.parse(String(a[0])) as Record<string, unknown>);
    expect(logs).toEqual([expect.objectContaining({ level: 'error', event: 'search_unavailable', locale })]);
    expect(html).not.toMatch(/\bat \w+ \(|\.tsx?:\d+|\/assets\/search\//);
  });
});
