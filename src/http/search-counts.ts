// What the search could not answer, counted for the editors (src/features/search-log/):
// after a search page, its query is counted in D1 by day and page language, as found nothing or
// found results, when it may be kept; a click on a result is counted from the browser's ping
// (POST /search/clicked?q=…, the <a ping> of each result), answered 204. Nothing about the visitor
// is read or written; the counts are written after the response.
import type { Context, Hono } from 'hono';
import { countClick, countSearch } from '../features/search-log/store.ts';
import { keptQuery } from '../features/search-log/keep.ts';
import { withinRateLimit } from '../features/forms/rate-limit.ts';
import { readConfig } from '../site/config.ts';
import type { Searched } from '../site/context.ts';
import { type Locale, localizedPatterns } from '../site/locale.ts';
import { searchClickPath } from '../site/routes.ts';
import { log } from '../site/log.ts';
import { afterResponse } from './after-response.ts';
import type { AppEnv } from './app-env.ts';


/** Counts a search the page answered, when its query may be kept. */
export function countSearched(c: Context<AppEnv>, locale: Locale, searched: Searched): void {
  const query = keptQuery(searched.query);
  if (!query || !c.env?.DB) return;
  afterResponse(c, countSearch(c.env.DB, Date.now(), locale, query, searched.found)
    .catch((error: unknown) => log('warn', 'search_count_failed', { message: error instanceof Error ? error.message : String(error) })));
}

export function addSearchClicks(app: Hono<AppEnv>): void {
  for (const { locale, pattern } of localizedPatterns(searchClickPath)) {
    app.post(pattern, async (c) => {
      const query = keptQuery(c.req.query('q') ?? '');
      const config = readConfig(c.env ?? {});
      // Counted as searches are: a script pinging in bulk is held to the same limit.
      const counted = query && c.env?.DB && (!c.env.SEARCH_LIMIT || await withinRateLimit(c.env, config, 'search', c.req.raw, c.env.SEARCH_LIMIT));
      if (counted) {
        afterResponse(c, countClick(c.env.DB, Date.now(), locale, query)
          .catch((error: unknown) => log('warn', 'search_click_failed', { message: error instanceof Error ? error.message : String(error) })));
      }
      return c.body(null, 204, { 'Cache-Control': 'no-store' });
    });
  }
}
