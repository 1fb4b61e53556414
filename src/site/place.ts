// The visitor's place among the 11 service countries: a plain `?place=GB` in the URL (a visitor's
// own choice, a link that works without JavaScript, and how browser tests under `wrangler dev`
// pick a place) wins over Cloudflare's `cf.country`; anything else is no place.
import { serviceCountries } from '../content/site.ts';
import type { ServiceCountry } from '../content/types.ts';

export const placeParam = 'place';

/** A service country from a two-letter code, any case; null for anything else. */
export function servicePlace(code: unknown): ServiceCountry | null {
  if (typeof code !== 'string') return null;
  const upper = code.toUpperCase();
  return serviceCountries.find((cc) => cc === upper) ?? null;
}

/** The place's own query string, the one form of it a page is cached under. */
export function placeQuery(place: ServiceCountry): string {
  return `?${placeParam}=${place}`;
}

/** The place a request asks for: `?place=` when it names a service country, else `cf.country`. */
export function requestPlace(url: URL, cfCountry: unknown): { place: ServiceCountry | null; chosen: boolean } {
  const chosen = servicePlace(url.searchParams.get(placeParam));
  if (chosen) return { place: chosen, chosen: true };
  return { place: servicePlace(cfCountry), chosen: false };
}

/** The anchor of a place's card on /report. */
export function placeAnchor(place: ServiceCountry): string {
  return `country-${place.toLowerCase()}`;
}
