// Security headers on every response the worker makes; nothing that identifies the server.
// (Static assets are served by the platform before the worker: test/e2e/http.test.ts checks them.)
import { describe, expect, it } from 'vitest';
import { clientLoaderHash } from '../src/generated/client-loader.ts';
import { get, pageUrls } from './helpers.ts';

function expectSecurityHeaders(res: Response) {
  const csp = res.headers.get('content-security-policy') ?? '';
  const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k!, v.join(' ')]));
  expect(directives.get('default-src')).toBe("'self'");
  // Files of this origin, the one inline script (the client loader) by its hash, and on a page
  // the speculation rules by theirs (test/speculation.test.ts checks that hash).
  expect(directives.get('script-src')).toMatch(new RegExp(`^'self' ${clientLoaderHash.replace(/[+/]/g, '\\$&')}( 'sha256-[A-Za-z0-9+/]+=*')?$`));
  // Images of this origin, and data: for the inline favicon only (no other data: image in the pages).
  expect(directives.get('img-src')).toBe("'self' data:");
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
  // Not sent on purpose: it costs every first visit a new renderer process (src/http/secure-headers.ts).
  expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
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

describe('the CSP of a page', () => {
  it('admits only the stylesheet that page inlines', async () => {
    const [team, about] = await Promise.all([get('/en/team'), get('/en/about')]);
    const styleSrc = (res: Response) => /style-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(styleSrc(team)).toMatch(/^'self' 'sha256-[\w+/=]+'$/);
    expect(styleSrc(team)).not.toBe(styleSrc(about));
    // No inline style on a plain-text answer: no hash to admit.
    expect(styleSrc(await get('/', { method: 'POST' }))).toBeUndefined();
  });

  it('is the same on a 304, which browsers merge into the stored response', async () => {
    const first = await get('/en/team');
    const again = await get('/en/team', { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  });
});

describe('third-party origins in the CSP', () => {
  async function withVars(vars: Record<string, string>) {
    const { env } = await import('cloudflare:test');
    const { createApp } = await import('../src/worker.ts');
    const res = await createApp().fetch(new Request('https://site.test/en'), { ...(env as object), ...vars });
    return { csp: res.headers.get('content-security-policy')!, html: await res.text() };
  }

  it('admits none, and renders no banner or settings, when nothing is configured', async () => {
    const { csp, html } = await withVars({});
    expect(csp).not.toMatch(/https?:\/\//);
    expect(html).not.toContain('id="consent-banner"');
    expect(html).not.toContain('data-chat-provider');
  });

  it('admits exactly the configured chat provider and the tag manager', async () => {
    const tawk = await withVars({ CHAT_PROVIDER: 'tawk', CHAT_ID: 'abc/default' });
    expect(tawk.csp).toMatch(/script-src 'self' [^;]*https:\/\/\*\.tawk\.to/);
    expect(tawk.csp).toMatch(/connect-src 'self' [^;]*wss:\/\/\*\.tawk\.to/);
    expect(tawk.csp).not.toContain('crisp');
    expect(tawk.csp).not.toContain('googletagmanager');
    expect(tawk.html).toContain('data-chat-src="https://embed.tawk.to/abc/default"');
    expect(tawk.html).toContain('id="consent-banner"');

    const crispAndTag = await withVars({ CHAT_PROVIDER: 'crisp', CHAT_ID: 'site-1', GTAG_ID: 'G-ABC', GTAG_CONVERSION: 'AW-1/x' });
    expect(crispAndTag.csp).toMatch(/script-src 'self' [^;]*https:\/\/client\.crisp\.chat[^;]*https:\/\/www\.googletagmanager\.com/);
    expect(crispAndTag.html).toContain('data-gtag-conversion="AW-1/x"');
  });

  it('ignores unknown providers, odd ids and non-https script URLs', async () => {
    const odd: Record<string, string>[] = [
      { CHAT_PROVIDER: 'evil', CHAT_ID: 'x' },
      { CHAT_PROVIDER: 'tawk', CHAT_ID: '"><script>' },
      { GTAG_ID: 'G 1; script-src *' },
    ];
    for (const vars of odd) {
      const { csp, html } = await withVars(vars);
      expect(csp).not.toMatch(/https?:\/\//);
      expect(html).not.toContain('id="consent-banner"');
    }
    const { csp } = await withVars({ CHAT_PROVIDER: 'tawk', CHAT_ID: 'a/b', CHAT_SCRIPT_URL: 'http://evil.example/x.js' });
    expect(csp).not.toContain('evil.example');
  });
});
