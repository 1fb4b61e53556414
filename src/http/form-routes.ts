// Form POSTs, in every locale: the feature's handler decides an outcome, turned here into a 303
// to the page that follows, its view (400 with the form), or a refusal (400, 403, 413, 415, 429,
// 503) as a small page of its own (refusal.ts), cheap to send however many are asked for; never cached.
import type { Context, Hono } from 'hono';
import type { FormHandler } from '../features/index.ts';
import { localizedPatterns } from '../site/locale.ts';
import type { PostPath } from '../site/routes.ts';
import type { AppEnv } from './app-env.ts';
import { pageContext } from './page-context.ts';
import type { PageResponder } from './page-response.ts';
import { sendRefusal } from './refusal.ts';
import { afterResponse } from './after-response.ts';

export function addFormRoutes(app: Hono<AppEnv>, handlers: Readonly<Record<PostPath, FormHandler>>, pages: PageResponder): void {
  const handle = async (c: Context<AppEnv>, handler: FormHandler) => {
    // A form's answer is sent to this visitor only, never kept: it may speak to their place.
    const ctx = pageContext(c, c.req.param() as Record<string, string>, true);
    const waitUntil = (p: Promise<unknown>) => afterResponse(c, p);
    const outcome = await handler({ request: c.req.raw, env: c.env, ctx, waitUntil });
    if ('redirect' in outcome) {
      const headers: Record<string, string | string[]> = { Location: outcome.redirect, 'Cache-Control': 'no-store' };
      if (outcome.cookies?.length) headers['Set-Cookie'] = [...outcome.cookies];
      return c.body(null, 303, headers);
    }
    if ('refused' in outcome) return sendRefusal(c, ctx, pages, outcome.refused);
    return pages.respond(c, ctx, outcome.view);
  };
  for (const [path, handler] of Object.entries(handlers) as [PostPath, FormHandler][]) {
    for (const { pattern } of localizedPatterns(path)) app.post(pattern, (c) => handle(c, handler));
  }
}
