// The order in which country-specific help is listed: the visitor's place first (site/place.ts), then the locale's usual readers' countries (as the
// Home block falls back), then the rest in the footer's order.
import type { PageContext } from '../site/context.ts';
import { fallbackCountries } from '../content/report-by-locale.ts';
import { serviceCountries } from '../content/site.ts';
import type { ServiceCountry } from '../content/types.ts';

export function countryOrder(ctx: PageContext): readonly ServiceCountry[] {
  const own = ctx.place;
  const first = own ? [own] : [...fallbackCountries[ctx.locale]];
  return [...new Set<ServiceCountry>([...first, ...serviceCountries])];
}

/** Items sorted by countryOrder, stable within a country. */
export function byCountry<T extends { readonly country: ServiceCountry }>(ctx: PageContext, items: readonly T[]): T[] {
  const order = countryOrder(ctx);
  return [...items].sort((a, b) => order.indexOf(a.country) - order.indexOf(b.country));
}

/** The one place a page speaks to: the visitor's, or the locale's only usual one (Taiwan for
 *  Traditional Chinese); null when the locale's readers live in several places. */
export function likelyPlace(ctx: PageContext): ServiceCountry | null {
  const fallback = fallbackCountries[ctx.locale];
  return ctx.place ?? (fallback.length === 1 ? fallback[0]! : null);
}
