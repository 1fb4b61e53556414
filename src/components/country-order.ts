// The order in which place-specific help is listed: the visitor's place first (site/place.ts), then
// the locale's usual readers' places (as the Home block falls back), then the rest in the footer's
// order, Mainland China last (after the usual places for Simplified Chinese readers).
import type { PageContext } from '../site/context.ts';
import { fallbackCountries } from '../content/report-by-locale.ts';
import { serviceCountries } from '../content/site.ts';
import type { Place } from '../content/types.ts';

export function countryOrder(ctx: PageContext): readonly Place[] {
  const own = ctx.place;
  const first: Place[] = own ? [own] : [...fallbackCountries[ctx.locale]];
  const mainland: Place[] = ctx.locale === 'zh-CN' ? ['CN'] : [];
  return [...new Set<Place>([...first, ...mainland, ...serviceCountries, 'CN'])];
}

/** Items sorted by countryOrder, stable within a place. */
export function byCountry<T extends { readonly country: Place }>(ctx: PageContext, items: readonly T[]): T[] {
  const order = countryOrder(ctx);
  return [...items].sort((a, b) => order.indexOf(a.country) - order.indexOf(b.country));
}

/** The one place a page speaks to: the visitor's (chosen, or the edge's on a page kept per place),
 *  or the locale's only usual one (Taiwan for Traditional Chinese, unless the visitor chose
 *  "somewhere else"); null when the locale's readers live in several places. A page kept for
 *  everyone never speaks to the edge's place: the next reader may be elsewhere. */
export function likelyPlace(ctx: PageContext): Place | null {
  if (ctx.placeChosen || (ctx.place && ctx.placed)) return ctx.place;
  const fallback = fallbackCountries[ctx.locale];
  return fallback.length === 1 ? fallback[0]! : null;
}

/** The place a page's first screen speaks to, whose number the phone bar dials: the page's own
 *  (the thank-you page's, chosen in the form); on a page cached per place, the place its first screen
 *  takes (FirstCall's likelyPlace); elsewhere only a place the visitor chose, since a page cached
 *  for everyone cannot know where this reader is. */
export function firstScreenPlace(ctx: PageContext, pagePlace: Place | null | undefined): Place | null {
  if (pagePlace !== undefined) return pagePlace;
  if (ctx.placed) return likelyPlace(ctx);
  return ctx.placeChosen ? ctx.place : null;
}
