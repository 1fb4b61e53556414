// The order in which country-specific help is listed: the visitor's own country first (Cloudflare's
// cf.country, when it is a service country), then the locale's usual readers' countries (as the
// Home block falls back), then the rest in the footer's order.
import type { PageContext } from '../site/context.ts';
import { fallbackCountries } from '../content/report-by-locale.ts';
import { serviceCountries } from '../content/site.ts';
import type { ServiceCountry } from '../content/types.ts';

export function visitorCountry(ctx: PageContext): ServiceCountry | null {
  return serviceCountries.find((cc) => cc === ctx.country) ?? null;
}

export function countryOrder(ctx: PageContext): readonly ServiceCountry[] {
  const own = visitorCountry(ctx);
  const first = own ? [own] : [...fallbackCountries[ctx.locale]];
  return [...new Set<ServiceCountry>([...first, ...serviceCountries])];
}

/** Items sorted by countryOrder, stable within a country. */
export function byCountry<T extends { readonly country: ServiceCountry }>(ctx: PageContext, items: readonly T[]): T[] {
  const order = countryOrder(ctx);
  return [...items].sort((a, b) => order.indexOf(a.country) - order.indexOf(b.country));
}
