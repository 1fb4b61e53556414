// Plain http in production: a 301 to the same URL over https, before anything else answers.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../src/site/config.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../src/http/app-env.ts';
import { httpsRedirect } from '../../src/http/https-redirect.ts';
import { createApp } from '../../src/worker.ts';

const app = createApp();
const fetchAs = (url: string, environment: string, init?: RequestInit) =>
  app.fetch(new Request(url, { redirect: 'manual', ...init }), { ...(env as Env), ENVIRONMENT: environment });

describe('https in production', () => {
  it.each([
    ['http://www.antifraud.test/', 'https://www.antifraud.test/'],
    ['http://www.antifraud.test/en/about', 'https://www.antifraud.test/en/about'],
    ['http://www.antifraud.test/cn/blog/3?ref=a%20b', 'https://www.antifraud.test/cn/blog/3?ref=a%20b'],
    ['http://www.antifraud.test/nowhere/', 'https://www.antifraud.test/nowhere/'],
  ])('%s answers 301 to %s', async (from, to) => {
    const res = await fetchAs(from, 'production');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
  });

  it('redirects before the method guard, so no page is ever served over http', async () => {
    const res = await fetchAs('http://www.antifraud.test/about', 'production', { method: 'POST' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('https://www.antifraud.test/about');
  });

  it('serves https as before', async () => {
    const res = await fetchAs('https://www.antifraud.test/en/about', 'production');
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('leaves http alone in development, and on loopback hosts (wrangler dev with production vars)', async () => {
    expect((await fetchAs('http://www.antifraud.test/en/about', 'development')).status).toBe(200);
    for (const host of ['localhost:8787', '127.0.0.1:4000', '[::1]:8787']) {
      expect((await fetchAs(`http://${host}/en/about`, 'production')).status).toBe(200);
    }
  });
});

describe('the middleware alone', () => {
  const bare = new Hono<AppEnv>().use('*', httpsRedirect).get('*', (c) => c.text('page'));
  const env = (environment: string) => ({ ENVIRONMENT: environment }) as AppEnv['Bindings'];
  it('redirects http in production and passes https on to the next handler', async () => {
    const http = await bare.fetch(new Request('http://site.test/a?b=1'), env('production'));
    expect(http.status).toBe(301);
    expect(http.headers.get('location')).toBe('https://site.test/a?b=1');
    const https = await bare.fetch(new Request('https://site.test/a'), env('production'));
    expect(await https.text()).toBe('page');
  });
  it('passes everything on outside production', async () => {
    expect(await (await bare.fetch(new Request('http://site.test/a'), env('development'))).text()).toBe('page');
  });
});
