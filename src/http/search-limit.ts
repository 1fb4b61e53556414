// The per-visitor limit on searches (the [[ratelimits]] binding SEARCH_LIMIT, wrangler.toml), as
// the forms have theirs: a visitor is an IPv4 address or an IPv6 /64, counted under an HMAC key
// (src/features/forms/rate-limit.ts), never stored. A person types a few searches a minute; a
// script asking thousands (to probe the index, or to cost the site) is answered past the limit
// with a small 429 page in the reader's language that says when to try again, never a 500.
// Only a search with a query counts, and only a request that came through Cloudflare's edge (it
// always carries CF-Connecting-IP there; a local run without it is not limited), and only with the
// binding configured (the preflight refuses a production config without it).
import type { Context, MiddlewareHandler } from 'hono';
import { withinRateLimit } from '../features/forms/rate-limit.ts';
import { searchRateLimit } from '../search/limits.ts';
import type { AppEnv } from './app-env.ts';
import { pageContext } from './page-context.ts';
import type { PageResponder } from './page-response.ts';
import { sendRefusal } from './refusal.ts';

export function limitSearches(pages: PageResponder): MiddlewareHandler<AppEnv> {
  return async (c: Context<AppEnv>, next) => {
    if (!c.req.query('q')?.trim() || !c.req.header('CF-Connecting-IP') || !c.env.SEARCH_LIMIT) return next();
    const ctx = pageContext(c);
    if (await withinRateLimit(c.env, ctx.config, 'search', c.req.raw, c.env.SEARCH_LIMIT)) return next();
    const S = ctx.LL.search;
    return sendRefusal(c, ctx, pages, {
      status: 429, title: S.tooManyTitle(), lead: S.tooManyLead({ seconds: searchRateLimit.periodSeconds }),
      back: { href: ctx.href('/report'), label: S.tooManyLink() },
      headers: { 'Retry-After': String(searchRateLimit.periodSeconds) },
    });
  };
}
