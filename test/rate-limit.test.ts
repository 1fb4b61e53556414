// The per-visitor form limit as people mean it: an IPv6 /64 is one visitor (rotating addresses
// inside it gains nothing), an IPv4 address is one visitor, one IPv6 /48 is braked as a whole (its
// 65,536 /64s are not that many visitors), the limiter's key is an HMAC of that network under a
// secret (not a plain hash anyone can reverse), and every 429 says when to retry.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formRateLimit, localRateLimitSecret, visitorKey, visitorNetwork, wideRateLimit } from '../src/features/forms/rate-limit.ts';
import { readConfig } from '../src/site/config.ts';
import { baseEnv, html, post, validRequest } from './forms.ts';
import { textOf } from './helpers.ts';

afterEach(() => vi.restoreAllMocks());

const invalid = { ...validRequest, name: '' }; // a 400 stores nothing, but counts
const newsletter = { NEWSLETTER_API_URL: 'https://mail.test/api', NEWSLETTER_FROM: 'news@example.org', NEWSLETTER_API_KEY: 'test-key' };

describe('a visitor', () => {
  it('rotating through twelve addresses of one IPv6 /64 is one visitor: the 11th post is refused', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) {
      statuses.push((await post('/en/contact', invalid, { 'CF-Connecting-IP': `2001:db8:77:1:${i.toString(16)}::${i}` })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
    // The next /64 is someone else.
    expect((await post('/en/contact', invalid, { 'CF-Connecting-IP': '2001:db8:77:2::1' })).status).toBe(400);
  });

  it('is an IPv4 address, however it is written (an IPv4-mapped IPv6 address is the same visitor)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await post('/en/contact', invalid, { 'CF-Connecting-IP': i % 2 ? '198.51.100.91' : '::ffff:198.51.100.91' })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    expect((await post('/en/contact', invalid, { 'CF-Connecting-IP': '198.51.100.92' })).status).toBe(400);
  });

  it(`rotating through the /64s of one IPv6 /48 is braked: past ${wideRateLimit.limit} posts a minute, its /64s are refused (issue 50, F8)`, async () => {
    // The limiter counts in windows of a minute: a loaded machine may post across a window's edge,
    // so the test posts three windows' worth and asks only that the brake comes, never which post.
    const perNetwork = formRateLimit.limit;
    const networks = (3 * wideRateLimit.limit) / perNetwork;
    const statuses: number[] = [];
    for (let n = 0; n < networks; n++) {
      for (let i = 1; i <= perNetwork; i++) statuses.push((await post('/en/contact', invalid, { 'CF-Connecting-IP': `2001:db8:4848:${n.toString(16)}::${i}` })).status);
    }
    // Every /64 stayed within its own limit, so only the /48's brake can have answered 429.
    expect(statuses.slice(0, perNetwork)).toEqual(Array(perNetwork).fill(400));
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set([400, 429]));
    // Another /48 is someone else.
    expect((await post('/en/contact', invalid, { 'CF-Connecting-IP': '2001:db8:4849::1' })).status).toBe(400);
  }, 300_000);

  it('one /64 over its own limit does not use up its /48: its neighbours can still post', async () => {
    for (let i = 0; i < wideRateLimit.limit + 20; i++) await post('/en/contact', invalid, { 'CF-Connecting-IP': '2001:db8:4850:1::1' });
    expect((await post('/en/contact', invalid, { 'CF-Connecting-IP': '2001:db8:4850:1::2' })).status).toBe(429);
    expect((await post('/en/contact', invalid, { 'CF-Connecting-IP': '2001:db8:4850:2::1' })).status).toBe(400);
  }, 60_000);

  it.each([
    ['2001:db8:aa:bb::1', '2001:db8:aa::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
  ])('%s is in the /48 %s', (ip, network) => {
    expect(visitorNetwork(ip, 48)).toBe(network);
  });

  it.each([
    ['2001:db8:0:1::1', '2001:db8:0:1::/64'],
    ['2001:DB8:0:1:ffff:ffff:ffff:ffff', '2001:db8:0:1::/64'],
    ['2001:0db8:0000:0001:0000:0000:0000:0002', '2001:db8:0:1::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['192.0.2.1', '192.0.2.1'],
  ])('%s is counted as %s', (ip, network) => {
    expect(visitorNetwork(ip)).toBe(network);
  });
});

describe('the limiter key', () => {
  const request = (ip: string) => new Request('https://site.test/contact', { headers: { 'CF-Connecting-IP': ip } });
  const config = readConfig(baseEnv);
  async function hmacHex(secret: string, text: string) {
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text)));
    return [...mac.slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
  }

  it('is an HMAC-SHA-256 of the network under RATE_LIMIT_SECRET, and changes when the secret is rotated', async () => {
    const env = { ...baseEnv, RATE_LIMIT_SECRET: 'first secret' };
    const key = await visitorKey('contact', request('2001:db8:5::9'), env, config);
    expect(key).toBe(`contact:${await hmacHex('first secret', '2001:db8:5:0::/64')}`);
    expect(key).not.toContain('2001');
    const rotated = await visitorKey('contact', request('2001:db8:5::9'), { ...env, RATE_LIMIT_SECRET: 'second secret' }, config);
    expect(rotated).not.toBe(key);
  });

  it('uses the named local default only outside production; production without the secret says so and stays unguessable', async () => {
    const env = baseEnv; // no RATE_LIMIT_SECRET, as in wrangler dev
    expect(await visitorKey('contact', request('192.0.2.7'), env, config)).toBe(`contact:${await hmacHex(localRateLimitSecret, '192.0.2.7')}`);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const production = readConfig({ ...env, ENVIRONMENT: 'production' });
    const key = await visitorKey('contact', request('192.0.2.7'), env, production);
    expect(key).not.toBe(`contact:${await hmacHex(localRateLimitSecret, '192.0.2.7')}`);
    expect(await visitorKey('contact', request('192.0.2.7'), env, production)).toBe(key); // stable within the isolate
    expect(error.mock.calls.map((c) => String(c[0])).join('\n')).toContain('"event":"rate_limit_secret_missing"');
  });
});

describe('a 429', () => {
  it.each([
    ['/en/contact', invalid, {}],
    ['/en/newsletter', { email: 'not-an-address' }, newsletter],
  ])('from %s carries Retry-After (the limiter window) and a localized page', async (path, fields, extra) => {
    const ip = `203.0.113.${path.length}`;
    let res: Response | undefined;
    for (let i = 0; i <= formRateLimit.limit; i++) res = await post(path, fields, { 'CF-Connecting-IP': ip }, extra);
    expect(res!.status).toBe(429);
    expect(res!.headers.get('retry-after')).toBe(String(formRateLimit.periodSeconds));
    expect(res!.headers.get('cache-control')).toBe('no-store');
    expect(textOf((await html(res!)).querySelector('h1'))).toBe('Please wait a moment');
  });
});
