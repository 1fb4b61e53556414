// The method guard (src/http/method-guard.ts) on a bare app: GET and HEAD pass everywhere, POST
// only on the form paths (in every locale), anything else is a 405 naming what the path allows.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../src/http/app-env.ts';
import { methodGuard } from '../../src/http/method-guard.ts';

const app = new Hono<AppEnv>().use('*', methodGuard(['/form', '/confirm/:token'])).all('*', (c) => c.text(`${c.req.method} passed`));
const send = (method: string, path: string) => app.fetch(new Request(`https://site.test${path}`, { method }));

describe('the method guard', () => {
  it.each(['/', '/about', '/form', '/en/form'])('lets GET and HEAD through on %s', async (path) => {
    expect(await (await send('GET', path)).text()).toBe('GET passed');
    expect((await send('HEAD', path)).status).toBe(200);
  });

  it.each(['/form', '/cn/form', '/en/confirm/abc'])('lets POST through on the form path %s', async (path) => {
    expect(await (await send('POST', path)).text()).toBe('POST passed');
  });

  it.each([
    ['POST', '/about', 'GET, HEAD'],
    ['POST', '/form/extra', 'GET, HEAD'],
    ['PUT', '/form', 'GET, HEAD, POST'],
    ['DELETE', '/', 'GET, HEAD'],
    ['PATCH', '/en/confirm/abc', 'GET, HEAD, POST'],
  ])('answers %s %s with 405 and Allow: %s', async (method, path, allow) => {
    const res = await send(method, path);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe(allow);
  });
});
