// The CSP middleware (src/http/content-security-policy.ts) on a bare app: set on every response,
// after the handler, with the inline stylesheet's hash the handler left in the context.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../src/http/app-env.ts';
import { contentSecurityPolicy } from '../../src/http/content-security-policy.ts';

const app = new Hono<AppEnv>()
  .use('*', contentSecurityPolicy)
  .get('/styled', (c) => { c.set('styleHash', "'sha256-abc='"); return c.text('page'); })
  .get('*', (c) => c.text('plain', 404));
const directives = async (path: string) => {
  const csp = (await app.fetch(new Request(`https://site.test${path}`), {} as AppEnv['Bindings'])).headers.get('content-security-policy') ?? '';
  return new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k!, v.join(' ')]));
};

describe('the CSP middleware', () => {
  it('admits the stylesheet the handler rendered by its hash, and nothing inline otherwise', async () => {
    expect((await directives('/styled')).get('style-src')).toBe("'self' 'sha256-abc='");
    expect((await directives('/other')).has('style-src')).toBe(false);
  });

  it('holds the fixed directives on every response, whatever its status', async () => {
    for (const path of ['/styled', '/other']) {
      const d = await directives(path);
      expect(d.get('default-src')).toBe("'self'");
      expect(d.get('object-src')).toBe("'none'");
      expect(d.get('frame-ancestors')).toBe("'none'");
      expect(d.get('script-src')).toMatch(/^'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
    }
  });
});
