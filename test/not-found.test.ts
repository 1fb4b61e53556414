// Unknown paths: a 404 page in the language of the prefix, and one JSON log line per miss.
// The English title is the first brief's own words for a missing page: 'Oops! Page not found'.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { log, maxFieldLength } from '../src/site/log.ts';
import { page, textOf } from './helpers.ts';

afterEach(() => vi.restoreAllMocks());

const cases = [
  { url: '/nowhere', locale: 'zh-TW', title: '找不到這個頁面', home: '/', homeText: '返回首頁' },
  { url: '/cn/nowhere', locale: 'zh-CN', title: '找不到这个页面', home: '/cn', homeText: '返回首页' },
  { url: '/en/nowhere/deeper', locale: 'en', title: 'Oops! Page not found', home: '/en', homeText: 'Return to the home page' },
  { url: '/EN', locale: 'zh-TW', title: '找不到這個頁面', home: '/', homeText: '返回首頁' },
  { url: '/cnx', locale: 'zh-TW', title: '找不到這個頁面', home: '/', homeText: '返回首頁' },
  { url: '/assets/missing.css', locale: 'zh-TW', title: '找不到這個頁面', home: '/', homeText: '返回首頁' },
] as const;

describe('404 page', () => {
  it.each(cases)('$url answers 404 in $locale', async ({ url, locale, title, home, homeText }) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { res, doc } = await page(url);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(textOf(doc.querySelector('h1'))).toBe(title);
    const back = doc.querySelectorAll('main a').find((a) => textOf(a) === homeText);
    expect(back?.getAttribute('href')).toBe(home);
    // The ways on for someone who followed a dead link: search, where to report, the guides, help.
    const prefix = home === '/' ? '' : home;
    expect(doc.querySelector(`main form[role="search"]`)?.getAttribute('action')).toBe(`${prefix}/search`);
    expect(doc.querySelectorAll('main [data-ways-on] a').map((a) => a.getAttribute('href'))).toEqual(['/report', '/scams', '/contact'].map((p) => prefix + p));
    // The client module reads this to log the missing path in the browser console.
    expect(doc.querySelector('main')?.getAttribute('data-missing-path')).toBe(url);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();

    const lines = warn.mock.calls.map((args) => JSON.parse(String(args[0])));
    expect(lines).toEqual([{ level: 'warn', event: 'not_found', path: url, locale }]);
  });

  it('logs nothing about the visitor', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await page('/en/nowhere', { headers: { 'CF-Connecting-IP': '203.0.113.9', 'User-Agent': 'secret-agent' } });
    const logged = warn.mock.calls.map((a) => String(a[0])).join('\n');
    expect(logged).not.toContain('203.0.113.9');
    expect(logged).not.toContain('secret-agent');
  });

  it('caps a long path in its log line, saying how long it was', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const path = `/en/${'probe/'.repeat(833)}`.slice(0, 5000).replace(/\/$/, 'x');
    expect((await page(path)).res.status).toBe(404);
    const [line] = warn.mock.calls.map((args) => JSON.parse(String(args[0])) as { path: string });
    expect(line!.path).toBe(`${path.slice(0, maxFieldLength)}…[5000 chars]`);
    expect(String(warn.mock.calls[0]![0]).length).toBeLessThan(400);
  });
});

describe('log lines', () => {
  it('keep short fields and a stack trace whole, and never split a character when cutting', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => { lines.push(String(line)); });
    const stack = `Error: boom\n${'    at render (src/render/document.tsx:10:5)\n'.repeat(60)}`;
    const message = `${'x'.repeat(maxFieldLength - 1)}😀 and more`;
    log('error', 'render_error', { id: 'abcd1234', stack, message });
    const line = JSON.parse(lines[0]!) as Record<string, string>;
    expect(line.id).toBe('abcd1234');
    expect(line.stack).toBe(stack);
    expect(line.message).toBe(`${'x'.repeat(maxFieldLength - 1)}…[${message.length} chars]`);
  });
});

