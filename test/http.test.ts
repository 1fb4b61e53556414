// HTTP behaviour around the pages: canonical URLs, HEAD, methods, caching headers.
import { describe, expect, it } from 'vitest';
import { get, origin } from './helpers.ts';

describe('canonical URLs', () => {
  it.each([
    ['/en/', '/en'],
    ['/cn/', '/cn'],
    ['/about/', '/about'],
    ['/en/blog/3/', '/en/blog/3'],
    ['/en/about/?q=1&r=%20', '/en/about?q=1&r=%20'],
    ['/about//', '/about'],
  ])('%s answers 301 to %s', async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
  });

  it('never redirects to another host', async () => {
    for (const path of ['//evil.example/', '///evil.example//', '/\\evil.example/']) {
      const res = await get(path);
      expect(res.status).toBe(301);
      const location = new URL(res.headers.get('location')!, origin);
      expect(location.origin).toBe(origin);
    }
  });

  it('keeps / as it is', async () => {
    expect((await get('/')).status).toBe(200);
  });
});

describe('methods', () => {
  it('answers HEAD like GET, without a body', async () => {
    const [head, getRes] = await Promise.all([get('/en/about', { method: 'HEAD' }), get('/en/about')]);
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(getRes.headers.get('content-type'));
    expect(head.headers.get('etag')).toBe(getRes.headers.get('etag'));
    expect(await head.text()).toBe('');
  });

  it('answers HEAD for a missing page with 404', async () => {
    const res = await get('/en/nowhere', { method: 'HEAD' });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('answers %s with 405 and Allow', async (method) => {
    for (const path of ['/', '/en/about', '/nowhere']) {
      const res = await get(path, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    }
  });
});

describe('caching', () => {
  it('sends a strong ETag and revalidation rules, and 304 for a match', async () => {
    const first = await get('/en/team');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const again = await get('/en/team', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
  });

  it('gives each page and language its own ETag', async () => {
    const tags = await Promise.all(['/team', '/en/team', '/cn/team', '/en/about'].map(async (p) => (await get(p)).headers.get('etag')));
    expect(new Set(tags).size).toBe(4);
  });

  it('does not answer 304 for a different tag', async () => {
    const res = await get('/en/team', { headers: { 'If-None-Match': '"other"' } });
    expect(res.status).toBe(200);
  });
});
