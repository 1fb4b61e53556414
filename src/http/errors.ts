// The two answers of last resort: the localized 404 page for a path no route knows, and the 500
// page for an error anywhere, logged once with an id the page shows (the error's text only in
// development). If even the error page fails, a plain-text 500 with the same id.
import type { Context } from 'hono';
import { notFoundView } from '../components/views.tsx';
import { errorView } from '../pages/ErrorPage.tsx';
import { log } from '../site/log.ts';
import type { AppEnv } from './app-env.ts';
import { pageContext } from './page-context.ts';
import type { PageResponder } from './page-response.ts';

export function notFound(pages: PageResponder) {
  return (c: Context<AppEnv>) => {
    const ctx = pageContext(c);
    return pages.respond(c, ctx, notFoundView(ctx));
  };
}

export function serverError(pages: PageResponder) {
  return async (error: unknown, c: Context<AppEnv>) => {
    const id = crypto.randomUUID().slice(0, 8);
    const err = error instanceof Error ? error : new Error(String(error));
    log('error', 'render_error', { id, message: err.message, stack: err.stack ?? '' });
    try {
      const ctx = pageContext(c);
      const message = ctx.config.environment === 'development' ? err.message : null;
      const page = await pages.render(ctx, errorView(ctx, id, message));
      return pages.send(c, page, 500, new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }));
    } catch {
      return c.text(`500 Internal Server Error (${id})`, 500, { 'Cache-Control': 'no-store' });
    }
  };
}
