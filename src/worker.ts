// The worker: a Hono app in front of Workers Static Assets (which answers /assets/* and the
// _redirects list before the worker runs). Order: security headers, https in production (301),
// method guard (405; POST only on the form paths), canonical URL (301), then the route table in
// every locale and the form POSTs (src/forms/); anything else is the localized 404 page. The
// default export also carries the Cron handler (src/forms/scheduled.ts). The only module that
// knows Hono.
import { Hono, type Context } from 'hono';
import type { NavItem } from './components/nav.ts';
import { isNoindex, readConfig } from './site/config.ts';
import type { WorkerEnv } from './site/env.ts';
import type { PageContext, View } from './site/context.ts';
import { text } from './content/text.ts';
import { matchesETag, pageETag } from './http/etag.ts';
import { contentSecurityPolicy, securityHeaders, type PolicyVariables } from './http/security-headers.ts';
import { translations } from './i18n/translate.ts';
import { locales, localizePath, localizedPatterns, splitLocalePath, type Locale } from './site/locale.ts';
import { postContact } from './features/contact/handler.ts';
import { postConfirm, postSubscribe, postUnsubscribe } from './features/newsletter/handler.ts';
import type { FormCall, Outcome } from './features/forms/outcome.ts';
import { scheduled } from './features/scheduled.ts';
import { log } from './site/log.ts';
import { createPageCache } from './http/page-cache.ts';
import { errorView } from './pages/ErrorPage.tsx';
import { notFoundView } from './pages/NotFound.tsx';
import { renderDocument, type RenderedPage, type Shell } from './render/document.tsx';
import { postPaths, routes as defaultRoutes, type Route } from './site/routes.ts';
import { robotsTxt, sitemapXml } from './http/sitemap.ts';
import { atomFeed, feedPath } from './http/feed.ts';

type AppEnv = { Bindings: WorkerEnv; Variables: PolicyVariables };

const allowedMethods = 'GET, HEAD';
const formMethods = 'GET, HEAD, POST';
const postPatterns = postPaths.map((p) => new RegExp(`^${p.replace(/:[a-z]+/g, '[^/]+')}$`));
const acceptsPost = (pathname: string) => postPatterns.some((r) => r.test(splitLocalePath(pathname).path));
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

export function createApp(table: readonly Route[] = defaultRoutes): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const shells = new Map<Locale, Shell>();
  const pageCache = createPageCache<RenderedPage>();

  function shellFor(locale: Locale): Shell {
    let shell = shells.get(locale);
    if (!shell) {
      const LL = translations(locale);
      const item = (r: Route): NavItem => ({ id: r.id, path: r.path, label: r.label(LL) });
      shell = {
        nav: table.filter((r) => r.nav === 'main').map(item),
        footerLinks: table.filter((r) => r.nav !== 'none').map(item),
      };
      shells.set(locale, shell);
    }
    return shell;
  }

  function pageContext(c: Context<AppEnv>, params: Record<string, string>): PageContext {
    const url = new URL(c.req.url);
    const { locale, path } = splitLocalePath(url.pathname);
    const country = (c.req.raw.cf as { country?: unknown } | undefined)?.country;
    return {
      locale,
      LL: translations(locale),
      path,
      url,
      params,
      config: readConfig(c.env ?? {}),
      country: typeof country === 'string' ? country : null,
      href: (p) => localizePath(p, locale),
      t: (value) => text(value, locale),
    };
  }

  async function respond(c: Context<AppEnv>, ctx: PageContext, view: View, varyOn: readonly string[] = []) {
    if (view.status === 404) {
      log('warn', 'not_found', { path: ctx.url.pathname, locale: ctx.locale });
    }
    const headers = new Headers({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    });
    if (isNoindex(ctx.config, view) || view.private) headers.set('X-Robots-Tag', 'noindex');
    if (view.private) headers.set('Cache-Control', 'no-store');
    for (const [name, value] of Object.entries(view.headers ?? {})) headers.set(name, value);
    if (view.status !== 200 || view.private) return send(c, await renderDocument(ctx, view, shellFor(ctx.locale)), view.status, headers);
    const etag = pageETag([ctx.url.pathname, ctx.url.search, ctx.config.key, ...varyOn]);
    headers.set('ETag', etag);
    // Only a page's own URL is kept (no query, or the one its view names, as /cases?page=2): their
    // number is bounded by the route table and the content.
    const cacheable = ctx.url.search === (view.query ?? '') && ctx.config.renderCache;
    let page = cacheable ? pageCache.get(etag) : undefined;
    if (page === undefined) {
      page = await renderDocument(ctx, view, shellFor(ctx.locale));
      if (cacheable) pageCache.set(etag, page);
    }
    // A 304 carries the page's own CSP: browsers update the stored response's headers from it.
    if (matchesETag(c.req.header('If-None-Match'), etag)) {
      c.set('styleHash', page.styleHash);
      return c.body(null, 304, Object.fromEntries(headers));
    }
    return send(c, page, 200, headers);
  }

  /** A rendered document; its stylesheet's hash goes to the CSP. */
  function send(c: Context<AppEnv>, page: RenderedPage, status: View['status'], headers: Headers) {
    c.set('styleHash', page.styleHash);
    return c.body(page.html, status, Object.fromEntries(headers));
  }

  app.use('*', contentSecurityPolicy);
  app.use('*', securityHeaders);

  // Production answers plain http with a 301 to the same URL over https, so no dashboard toggle
  // ("Always Use HTTPS") is needed; HSTS then keeps browsers on https. Loopback hosts are exempt:
  // `wrangler dev` with production vars (bench, load) serves http on 127.0.0.1.
  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    if (url.protocol === 'http:' && !loopbackHosts.has(url.hostname) && readConfig(c.env ?? {}).environment === 'production') {
      url.protocol = 'https:';
      return c.redirect(url.href, 301);
    }
    await next();
  });

  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const forms = acceptsPost(new URL(c.req.url).pathname);
      if (!(forms && c.req.method === 'POST')) return c.text('405 Method Not Allowed', 405, { Allow: forms ? formMethods : allowedMethods });
    }
    await next();
  });

  // One URL per page: no trailing slash (except '/'), and never a protocol-relative '//host'.
  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    const { pathname } = url;
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const canonical = pathname.replace(/\/+$/, '').replace(/^\/+/, '/') || '/';
      return c.redirect(canonical + url.search, 301);
    }
    await next();
  });

  // Fixed per deploy, like the pages: made once per isolate, and a strong ETag lets crawlers
  // revalidate cheaply.
  const textFiles = new Map<string, string>();
  const textFile = (c: Context<AppEnv>, type: string, make: (siteUrl: string) => string) => {
    const { siteUrl } = readConfig(c.env ?? {});
    const etag = pageETag([new URL(c.req.url).pathname, siteUrl]);
    const headers = { 'Content-Type': type, 'Cache-Control': 'public, max-age=3600', ETag: etag };
    if (matchesETag(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
    let body = textFiles.get(etag);
    if (body === undefined) textFiles.set(etag, (body = make(siteUrl)));
    return c.body(body, 200, headers);
  };
  app.get('/sitemap.xml', (c) => textFile(c, 'application/xml; charset=utf-8', (url) => sitemapXml(url, table)));
  app.get('/robots.txt', (c) => textFile(c, 'text/plain; charset=utf-8', robotsTxt));
  for (const locale of locales) {
    app.get(feedPath(locale), (c) => textFile(c, 'application/atom+xml; charset=utf-8', (url) => atomFeed(url, locale)));
  }

  for (const route of table) {
    for (const { pattern } of localizedPatterns(route.path)) {
      app.get(pattern, (c) => {
        const ctx = pageContext(c, c.req.param() as Record<string, string>);
        const view = route.view(ctx);
        if ('redirect' in view) return c.redirect(view.redirect, 301);
        return respond(c, ctx, view, route.byCountry ? [ctx.country ?? ''] : []);
      });
    }
  }

  // Form POSTs: a 303 to the page that follows, or a view (400 with the form, 403, 413, 415, 429,
  // 503); never cached.
  async function handleForm(c: Context<AppEnv>, handler: (call: FormCall) => Promise<Outcome>) {
    const ctx = pageContext(c, c.req.param() as Record<string, string>);
    const env = c.env ?? {};
    const waitUntil = (p: Promise<unknown>) => {
      try { c.executionCtx.waitUntil(p); } catch { void p; } // no execution context: let it run
    };
    const outcome = await handler({ request: c.req.raw, env, ctx, waitUntil });
    if ('redirect' in outcome) return c.body(null, 303, { Location: outcome.redirect, 'Cache-Control': 'no-store' });
    return respond(c, ctx, outcome.view);
  }
  const formHandlers: Record<(typeof postPaths)[number], (c: Context<AppEnv>) => Promise<Response>> = {
    '/contact': (c) => handleForm(c, postContact),
    '/newsletter': (c) => handleForm(c, postSubscribe),
    '/newsletter/confirm/:token': (c) => handleForm(c, (call) => postConfirm(call, c.req.param('token') ?? '')),
    '/newsletter/unsubscribe/:token': (c) => handleForm(c, (call) => postUnsubscribe(call, c.req.param('token') ?? '')),
  };
  for (const path of postPaths) {
    for (const { pattern } of localizedPatterns(path)) app.post(pattern, formHandlers[path]);
  }

  app.notFound((c) => {
    const ctx = pageContext(c, {});
    return respond(c, ctx, notFoundView(ctx));
  });

  app.onError(async (error, c) => {
    const id = crypto.randomUUID().slice(0, 8);
    const err = error instanceof Error ? error : new Error(String(error));
    log('error', 'render_error', { id, message: err.message, stack: err.stack ?? '' });
    try {
      const ctx = pageContext(c, {});
      const message = ctx.config.environment === 'development' ? err.message : null;
      const page = await renderDocument(ctx, errorView(ctx, id, message), shellFor(ctx.locale));
      return send(c, page, 500, new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }));
    } catch {
      return c.text(`500 Internal Server Error (${id})`, 500, { 'Cache-Control': 'no-store' });
    }
  });

  return app;
}

const app = createApp();

export default {
  fetch: app.fetch,
  scheduled: (controller, env) => scheduled(controller, env),
} satisfies ExportedHandler<WorkerEnv>;
