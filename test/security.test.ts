// Security headers on every response the worker makes; nothing that identifies the server.
// (Static assets are served by the platform before the worker: test/e2e/http.test.ts checks them.)
import { describe, expect, it } from 'vitest';
import { get, pageUrls } from './helpers.ts';

function expectSecurityHeaders(res: Response) {
  const csp = res.headers.get('content-security-policy') ?? '';
  const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k!, v.join(' ')]));
  expect(directives.get('default-src')).toBe("'self'");
  expect(directives.get('script-src')).toBe("'self'");
  expect(directives.get('base-uri')).toBe("'none'");
  expect(directives.get('object-src')).toBe("'none'");
  expect(directives.get('frame-ancestors')).toBe("'none'");
  expect(directives.get('form-action')).toBe("'self'");
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  const hsts = res.headers.get('strict-transport-security') ?? '';
  expect(Number(hsts.match(/max-age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(31536000);
  expect(hsts).toContain('includeSubDomains');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  expect(res.headers.get('x-powered-by')).toBeNull();
  expect(res.headers.get('server')).toBeNull();
}

describe('security headers', () => {
  it.each(pageUrls)('on $url', async ({ url }) => {
    expectSecurityHeaders(await get(url));
  });

  it.each([
    ['404', '/en/nowhere', undefined],
    ['405', '/', { method: 'POST' }],
    ['301', '/en/', undefined],
    ['304', '/robots.txt', undefined],
    ['sitemap', '/sitemap.xml', undefined],
  ] as const)('on a %s answer', async (_name, url, init) => {
    expectSecurityHeaders(await get(url, init));
  });

});
