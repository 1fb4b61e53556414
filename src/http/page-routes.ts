// Every route of the table in every locale: its view for the request, or the 301 the view asks
// for (the same page under its one URL); a place chosen in the URL is kept in its cookie; a search
// the page answered is counted for the editors (search-counts.ts).
import type { Hono } from 'hono';
import type { ViewOf } from '../pages/index.ts';
import { localizedPatterns } from '../site/locale.ts';
import { mayBePage } from '../site/canonical-path.ts';
import type { Route, RouteId } from '../site/routes.ts';
import type { AppEnv } from './app-env.ts';
import { pageContext } from './page-context.ts';
import { keepPlaceChoice } from './place-cookie.ts';
import { countSearched } from './search-counts.ts';
import type { PageResponder } from './page-response.ts';

export function addPageRoutes(app: Hono<AppEnv>, table: readonly Route[], views: Readonly<Record<RouteId, ViewOf>>, pages: PageResponder): void {
  for (const route of table) {
    for (const { pattern } of localizedPatterns(route.path)) {
      app.get(pattern, async (c) => {
        const ctx = pageContext(c, c.req.param() as Record<string, string>, route.byCountry === true);
        // A view may read (an article's body) before it decides: awaited before anything is sent.
        const view = await views[route.id](ctx);
        // The route's own 404 (the news list's, say) stands; anything else is the 404 page.
        if (!mayBePage(ctx.url.pathname) && ('redirect' in view || view.status !== 404)) return c.notFound();
        if ('redirect' in view) return c.redirect(view.redirect, 301);
        if (view.searched && c.req.method === 'GET') countSearched(c, ctx.locale, view.searched);
        keepPlaceChoice(c);
        return pages.respond(c, ctx, view, route.byCountry);
      });
    }
  }
}
