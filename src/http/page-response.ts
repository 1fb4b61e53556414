// A view as an HTTP response: the status the view decided, the headers every page gets, a strong
// ETag and a 304 for a page that can be cached, the rendered page kept per isolate, and one log
// line for a 404. The CSP middleware reads the page's stylesheet hash from the context.
import type { Context } from 'hono';
import type { PageContext, View } from '../site/context.ts';
import { isNoindex } from '../site/config.ts';
import { log } from '../site/log.ts';
import { createLru } from '../site/lru.ts';
import { placeQuery } from '../site/place.ts';
import type { Route } from '../site/routes.ts';
import { renderDocument, type RenderedPage } from '../render/document.tsx';
import type { AppEnv } from './app-env.ts';
import { matchesETag, pageETag, pageIdentity } from './etag.ts';
import { createShells } from './shell.ts';

export interface PageResponder {
  /** The response for a view; `byPlace` says the visitor's place decides the page too: its ETag
   *  and cache entry include the place, and no shared cache keeps it. */
  respond(c: Context<AppEnv>, ctx: PageContext, view: View, byPlace?: boolean): Promise<Response>;
  /** A rendered document with its status and headers (the error page). */
  render(ctx: PageContext, view: View): Promise<RenderedPage>;
  send(c: Context<AppEnv>, page: RenderedPage, status: View['status'], headers: Headers): Response;
}

export function createPageResponder(table: readonly Route[]): PageResponder {
  const shellFor = createShells(table);
  // A page's HTML is decided by its identity (URL + config + the entries public now + what it
  // varies on; the build is fixed per isolate): rendered once, served many times. Keyed on the
  // whole identity, never on a digest of it: a hit is that page, not one whose hash collides.
  const pageCache = createLru<RenderedPage>(300);
  const render = (ctx: PageContext, view: View) => renderDocument(ctx, view, shellFor(ctx.locale));

  function send(c: Context<AppEnv>, page: RenderedPage, status: View['status'], headers: Headers) {
    c.set('styleHash', page.styleHash);
    c.set('speculationHash', page.speculationHash);
    return c.body(page.html, status, Object.fromEntries(headers));
  }

  async function respond(c: Context<AppEnv>, ctx: PageContext, view: View, byPlace = false) {
    if (view.status === 404) log('warn', 'not_found', { path: ctx.url.pathname, locale: ctx.locale });
    const headers = new Headers({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    });
    // A page that varies on the visitor's place (cf.country, which no request header carries) must
    // not be kept by a shared cache and handed to a visitor elsewhere: only their own browser keeps
    // it, and revalidates it against an ETag that includes the place. Every page also speaks to a
    // place the visitor chose (the phone bar's Call, in the place cookie): with a choice, every page
    // is private too, and every page varies on Cookie.
    const placed = byPlace || ctx.placeChosen;
    headers.set('Vary', 'Cookie');
    if (placed) headers.set('Cache-Control', 'private, max-age=0, must-revalidate');
    if (isNoindex(ctx.config, view) || view.private) headers.set('X-Robots-Tag', 'noindex');
    if (view.private) headers.set('Cache-Control', 'no-store');
    // A private page loads no chat or analytics (Layout leaves their settings out): neither the
    // CSP admits them.
    if (view.private) c.set('firstPartyOnly', true);
    // What the view adds of its own (Retry-After on a 429).
    for (const [name, value] of Object.entries(view.headers ?? {})) headers.set(name, value);
    if (view.status !== 200 || view.private) return send(c, await render(ctx, view), view.status, headers);
    // The visible set's key: a scheduled entry appearing changes every list, count and link; and
    // what else the view says decides it (the openings still open on /careers).
    const identity = pageIdentity([ctx.url.pathname, ctx.url.search, ctx.config.key, ctx.published.key,
      ...(placed ? [ctx.place ?? '', ctx.placeChosen ? 'chosen' : ''] : []), ...(view.version === undefined ? [] : [view.version])]);
    const etag = await pageETag(ctx.signer, identity);
    headers.set('ETag', etag);
    // Only a page's own URL is kept (no query, or the one its view names, as /cases?page=2), and on
    // a chosen place, its `?place=XX` form: their number is bounded by the route table, the content
    // and the places.
    const ownQuery = ctx.url.search === (view.query ?? '')
      || (ctx.placeChosen && ctx.url.search === placeQuery(ctx.place));
    const cacheable = ownQuery && ctx.config.renderCache;
    let page = cacheable ? pageCache.get(identity) : undefined;
    if (page === undefined) {
      page = await render(ctx, view);
      if (cacheable) pageCache.set(identity, page);
    }
    // A 304 carries the page's own CSP: browsers update the stored response's headers from it.
    if (matchesETag(c.req.header('If-None-Match'), etag)) {
      c.set('styleHash', page.styleHash);
      c.set('speculationHash', page.speculationHash);
      return c.body(null, 304, Object.fromEntries(headers));
    }
    return send(c, page, 200, headers);
  }

  return { respond, render, send };
}
