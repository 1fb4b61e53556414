// What an abuser can make the site do cheaply: the one-click unsubscribe is under the
// same per-visitor limit as the other forms; a refused post (403, 413, 415, 429) answers a small
// page of its own, not the whole site rendered; the operator's redirects carry the same security
// headers as pages; a name or message of combining marks alone has nothing visible in it.
import { SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasVisible } from '../src/features/forms/clean-text.ts';
import { formRateLimit } from '../src/features/forms/rate-limit.ts';
import { parseRedirects } from '../scripts/build/links/redirects.ts';
import committed from '../assets/_redirects?raw';
import { call, html, post, validRequest } from './forms.ts';
import { origin, textOf } from './helpers.ts';

afterEach(() => vi.restoreAllMocks());

const provider = { NEWSLETTER_API_URL: 'https://mail.test/api', NEWSLETTER_FROM: 'news@example.org', NEWSLETTER_API_KEY: 'test-key' };
const token = 'A'.repeat(43);

/** The one-click POST as a mail provider's server sends it: no Origin, a form body. */
const oneClick = (ip: string) => call(`/en/newsletter/unsubscribe/${token}`, {
  method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': ip }, body: 'List-Unsubscribe=One-Click',
}, provider);

/** Headers every page carries (src/http/secure-headers.ts, content-security-policy.ts). */
function expectPageSecurityHeaders(res: Response) {
  expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
  expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
}

describe('the one-click unsubscribe', () => {
  it('is under the same per-visitor limit as the other forms', async () => {
    // The limiter counts per period of the wall clock: a run that crosses into the next period
    // starts counting again, so such a run is done once more from another address.
    let statuses: number[] = [];
    for (const ip of ['198.51.100.143', '198.51.100.145']) {
      const period = () => Math.floor(Date.now() / (formRateLimit.periodSeconds * 1000));
      const started = period();
      statuses = [];
      for (let i = 0; i <= formRateLimit.limit + 1; i++) statuses.push((await oneClick(ip)).status);
      if (period() === started) break;
    }
    expect(statuses.slice(0, formRateLimit.limit).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(formRateLimit.limit)).toEqual([429, 429]);
    expect((await oneClick('198.51.100.144')).status).not.toBe(429);
  });
});

describe('a refused post', () => {
  const cases: [number, () => Promise<Response>][] = [
    [403, () => post('/en/contact', validRequest, { Origin: 'https://evil.example' })],
    [413, () => post('/en/contact', { ...validRequest, message: 'x'.repeat(40_000) })],
    [415, () => call('/en/contact', { method: 'POST', headers: { Origin: origin, 'Content-Type': 'application/json' }, body: '{}' })],
    [429, async () => {
      let res: Response | undefined;
      for (let i = 0; i <= formRateLimit.limit; i++) res = await post('/en/contact', { ...validRequest, name: '' }, { 'CF-Connecting-IP': '198.51.100.201' });
      return res!;
    }],
  ];

  it.each(cases)('%i answers a small page of its own, localized, with the way back, never the whole site', async (status, make) => {
    const res = await make();
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expectPageSecurityHeaders(res);
    const body = await res.clone().text();
    expect(new TextEncoder().encode(body).length).toBeLessThan(3000);
    const doc = await html(res);
    expect(doc.querySelector('html')?.getAttribute('lang')).toBe('en');
    expect(doc.querySelector('nav')).toBeNull();
    expect(doc.querySelector('footer')).toBeNull();
    expect(textOf(doc.querySelector('h1')).length).toBeGreaterThan(3);
    expect(doc.querySelector('a[href="/en/contact"]')).not.toBeNull();
    if (status === 429) expect(res.headers.get('retry-after')).toBe(String(formRateLimit.periodSeconds));
  });
});

describe('the operator\'s redirects', () => {
  const { rules } = parseRedirects(committed);

  it.each(rules.map((r) => [r.from, r.to] as const))('%s answers 301 to %s with the headers of a page', async (from, to) => {
    const res = await SELF.fetch(origin + from + '?utm_source=flyer', { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`${to}?utm_source=flyer`);
    expectPageSecurityHeaders(res);
  });
});

describe('visible content', () => {
  it.each(['\u0301', '\u0301\u0302\u0303', '\u0e31\u0e34\u0e35', '\u20dd\u0489', ' \u0301 \u0308 ', '\u200d\u0301'])('%j: combining marks alone show nothing', (text) => {
    expect(hasVisible(text)).toBe(false);
  });

  it.each(['e\u0301', '\u0e01\u0e31', '王', 'a'])('%j: a base character with or without marks shows', (text) => {
    expect(hasVisible(text)).toBe(true);
  });

  it('a name or message of combining marks alone is refused', async () => {
    const res = await post('/en/contact', { ...validRequest, name: '\u0301\u0302\u0303', message: '\u0301'.repeat(40) });
    expect(res.status).toBe(400);
  });
});
