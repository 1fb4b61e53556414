// What a victim types into the search (names, phone numbers) stays between them and the site: no
// shared cache may keep the results (private, no-store, no ETag, no 304), and the results page
// tells no third party: no third-party origin in its CSP, no chat or analytics settings for the
// client module to load, no consent banner, and a Referrer-Policy that never sends the URL away.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { locales, localizePath } from '../src/site/locale.ts';
import { createApp } from '../src/worker.ts';

const services = { CHAT_PROVIDER: 'tawk', CHAT_ID: 'abc/default', GTAG_ID: 'G-ABC123', GTAG_CONVERSION: 'AW-1/x' };
const fetchWith = (path: string, vars: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  createApp().fetch(new Request(`https://site.test${path}`, { headers }), { ...(env as object), ...vars });

describe.each(locales)('search results in %s', (locale) => {
  const url = `${localizePath('/search', locale)}?q=${encodeURIComponent('王小明 0912345678 scam')}`;

  it('are kept by no cache but the visitor\'s own, and never revalidated against an ETag', async () => {
    const res = await fetchWith(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('etag')).toBeNull();
    const again = await fetchWith(url, {}, { 'If-None-Match': '*' });
    expect(again.status).toBe(200);
  });

  it('load nothing third-party and send no referrer with the query, even with chat and analytics configured', async () => {
    const res = await fetchWith(url, services);
    const html = await res.text();
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).not.toMatch(/https?:\/\/|wss:/);
    for (const setting of ['data-gtag-id', 'data-gtag-src', 'data-chat-src', 'data-chat-provider', 'id="consent-banner"']) expect(html).not.toContain(setting);
    expect(html).not.toMatch(/googletagmanager|tawk\.to/);
    expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(res.headers.get('referrer-policy'));
    // Pages without a query keep their services (the search box itself is no secret).
    const plain = await fetchWith(localizePath('/search', locale), services);
    expect(await plain.text()).toContain('data-gtag-id="G-ABC123"');
  });
});
