// An exception while rendering: a 500 error screen with an id, the error text only in development.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'node-html-parser';
import type { Env } from '../src/site/config.ts';
import { views } from '../src/pages/index.ts';
import { createApp } from '../src/worker.ts';
import { textOf } from './helpers.ts';

afterEach(() => vi.restoreAllMocks());

function Boom(): never {
  throw new Error('kaboom in a component');
}

// The real views with one page whose component throws while React renders it.
const broken: typeof views = {
  ...views,
  about: async (ctx) => {
    const view = await views.about(ctx);
    return 'redirect' in view ? view : { ...view, body: <Boom /> };
  },
};

async function fetchBroken(path: string, environment: string) {
  const app = createApp({ pageViews: broken });
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  // Production as deployed: with its signing secret (the preflight requires it), so the only line
  // logged is the error's own.
  const res = await app.fetch(new Request(`https://site.test${path}`), { ...(env as Env), ENVIRONMENT: environment, SIGNING_SECRET: 'test signing secret' } as Env);
  const html = await res.text();
  return { res, html, doc: parse(html), logs: error.mock.calls.map((a) => JSON.parse(String(a[0]))) };
}

describe('error screen', () => {
  it('answers 500 with a localized screen and an error id, logged as render_error', async () => {
    const { res, doc, logs } = await fetchBroken('/en/about', 'production');
    expect(res.status).toBe(500);
    expect(textOf(doc.querySelector('h1'))).toBe('Something went wrong');
    const id = textOf(doc.querySelector('[data-error-id]'));
    expect(id).toMatch(/^[0-9a-f]{8}$/);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ level: 'error', event: 'render_error', id, message: 'kaboom in a component' });
    expect(logs[0].stack).toContain('Boom');
  });

  it('never shows the error text or a stack trace in production', async () => {
    const { html, doc } = await fetchBroken('/about', 'production');
    expect(textOf(doc.querySelector('h1'))).toBe('系統發生錯誤');
    expect(html).not.toContain('kaboom');
    expect(html).not.toMatch(/at Boom|\.tsx?:\d+/);
  });

  it('shows the error text in development', async () => {
    const { doc } = await fetchBroken('/cn/about', 'development');
    expect(textOf(doc.querySelector('h1'))).toBe('系统发生错误');
    expect(textOf(doc.querySelector('[data-error-message]'))).toBe('kaboom in a component');
  });

  it('leaves the other pages alone', async () => {
    const { res } = await fetchBroken('/en/team', 'production');
    expect(res.status).toBe(200);
  });
});
