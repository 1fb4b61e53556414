// The security headers (src/http/secure-headers.ts) on a bare app: present on every response,
// and the retired ones (X-XSS-Protection, X-Download-Options, X-Permitted-Cross-Domain-Policies) and
// Cross-Origin-Opener-Policy (docs/decisions.md) left out.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../src/http/app-env.ts';
import { secureHeaders } from '../../src/http/secure-headers.ts';

const app = new Hono<AppEnv>().use('*', secureHeaders).get('/', (c) => c.text('page')).get('*', (c) => c.text('gone', 404));

describe('the security headers', () => {
  it.each(['/', '/missing'])('are on the response to %s', async (path) => {
    const headers = (await app.fetch(new Request(`https://site.test${path}`))).headers;
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    for (const retired of ['x-xss-protection', 'x-download-options', 'x-permitted-cross-domain-policies']) expect(headers.has(retired)).toBe(false);
    // No Cross-Origin-Opener-Policy, deliberately: it delays the first paint of a visit from another
    // site by tens of milliseconds, measured twice (docs/decisions.md, "No Cross-Origin-Opener-Policy").
    expect(headers.has('cross-origin-opener-policy')).toBe(false);
  });
});
