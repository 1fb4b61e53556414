// The worker: a Hono app in front of Workers Static Assets (which answers /assets/* before the
// worker runs). This file only assembles it, in the order a request meets the pieces: a request
// for the web editor's own host goes to the editor's app (src/http/editor-origin.ts); any other
// meets the security headers, https in production (301), the method guard (405; POST only on the form paths), the
// canonical URL (301), the operator's redirects (301), then the text files, the page saying where
// the web editor is (/admin), the search's per-visitor limit (429), the route table in every locale,
// the form POSTs and the search results' click pings (204); anything else is the localized 404 page, any error the 500
// page. The default export also carries the Cron handler (src/features/scheduled.ts).
import { Hono } from 'hono';
import { formHandlers, scheduled } from './features/index.ts';
import type { AppEnv } from './http/app-env.ts';
import { canonicalUrl } from './http/canonical-url.ts';
import { contentSecurityPolicy } from './http/content-security-policy.ts';
import { notFound, serverError } from './http/errors.ts';
import { addAdmin } from './http/admin.ts';
import { editorOrigin } from './http/editor-origin.ts';
import { addFormRoutes } from './http/form-routes.ts';
import { httpsRedirect } from './http/https-redirect.ts';
import { redirectListed } from './http/listed-redirects.ts';
import { methodGuard } from './http/method-guard.ts';
import { addPageRoutes } from './http/page-routes.ts';
import { createPageResponder } from './http/page-response.ts';
import { addSearchClicks } from './http/search-counts.ts';
import { limitSearches } from './http/search-limit.ts';
import { secureHeaders } from './http/secure-headers.ts';
import { addTextFiles } from './http/text-files.ts';
import { views } from './pages/index.ts';
import type { WorkerEnv } from './site/env.ts';
import { localizedPatterns } from './site/locale.ts';
import { postPaths, routes, searchClickPath, type Route } from './site/routes.ts';

/** The app; tests may hand it other views (a page that throws) or another route table. */
export function createApp({ table = routes, pageViews = views }: { table?: readonly Route[]; pageViews?: typeof views } = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const pages = createPageResponder(table);
  app.use('*', editorOrigin);
  app.use('*', contentSecurityPolicy);
  app.use('*', secureHeaders);
  app.use('*', httpsRedirect);
  app.use('*', methodGuard([...postPaths, searchClickPath]));
  app.use('*', canonicalUrl);
  app.use('*', redirectListed);
  addTextFiles(app, table);
  addAdmin(app);
  for (const { pattern } of localizedPatterns('/search')) app.use(pattern, limitSearches(pages));
  addPageRoutes(app, table, pageViews, pages);
  addFormRoutes(app, formHandlers, pages);
  addSearchClicks(app);
  app.notFound(notFound(pages));
  app.onError(serverError(pages));
  return app;
}

const app = createApp();

export default {
  fetch: app.fetch,
  scheduled: (controller, env) => scheduled(controller, env),
} satisfies ExportedHandler<WorkerEnv>;
