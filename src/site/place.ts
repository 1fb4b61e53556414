// The visitor's place: one of the 11 service countries, or Mainland China (FACTS block 4: shown
// for its readers, not a service country). A choice made with `?place=XX` (a plain link, so it
// works without JavaScript) is kept in a functional cookie, so the next page speaks to the same
// place; without a choice, Cloudflare's `cf.country`. `?place=other` (or its cookie) says "none of
// these": the locale's default places then, whatever the edge says. docs/decisions.md says why a
// cookie and not links.
import { serviceCountries } from '../content/site.ts';
import type { Place } from '../content/types.ts';

export const placeParam = 'place';
/** The cookie's name, as /privacy lists it. */
export const placeCookie = 'place';
/** The value of a choice of "somewhere else". */
export const otherPlace = 'other';
/** How long a choice is kept: long enough to come back to a case, short enough to forget a trip. */
export const placeCookieMaxAge = 60 * 60 * 24 * 180;

/** Every place a page can speak to: the 11 service countries, then Mainland China. */
export const places: readonly Place[] = [...serviceCountries, 'CN'];

/** A place from a two-letter code, any case; null for anything else. */
export function knownPlace(code: unknown): Place | null {
  if (typeof code !== 'string') return null;
  const upper = code.toUpperCase();
  return places.find((cc) => cc === upper) ?? null;
}

/** A choice as written in the URL or the cookie: a place, "other", or nothing understood. */
function readChoice(value: string | null | undefined): { place: Place | null } | null {
  if (!value) return null;
  if (value.toLowerCase() === otherPlace) return { place: null };
  const place = knownPlace(value);
  return place ? { place } : null;
}

/** The place's own query string, the one form of it a page is cached under. */
export function placeQuery(place: Place | null): string {
  return `?${placeParam}=${place ?? otherPlace}`;
}

/** A cookie's value in a Cookie header, or null. */
export function cookieValue(cookieHeader: string | null | undefined, cookie: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() === cookie) return rest.join('=').trim();
  }
  return null;
}

/** The place cookie's value in a Cookie header, or null. */
export const cookiePlaceValue = (cookieHeader: string | null | undefined) => cookieValue(cookieHeader, placeCookie);

export interface RequestPlace {
  readonly place: Place | null;
  /** The visitor chose it (now in the URL or earlier, in the cookie), rather than the edge. */
  readonly chosen: boolean;
  /** The choice this request makes in its URL: the cookie to set (undefined: none). */
  readonly newChoice?: Place | null;
}

/** The place a request speaks to: `?place=`, else the cookie, else `cf.country`. */
export function requestPlace(url: URL, cookieHeader: string | null | undefined, cfCountry: unknown): RequestPlace {
  const fromUrl = readChoice(url.searchParams.get(placeParam));
  if (fromUrl) return { place: fromUrl.place, chosen: true, newChoice: fromUrl.place };
  const fromCookie = readChoice(cookiePlaceValue(cookieHeader));
  if (fromCookie) return { place: fromCookie.place, chosen: true };
  return { place: knownPlace(cfCountry), chosen: false };
}

/** The Set-Cookie header that keeps a choice: HttpOnly (no script reads it), Lax (sent on a
 *  link from elsewhere), Secure over HTTPS (`wrangler dev` serves plain HTTP). */
export function placeCookieHeader(choice: Place | null, secure: boolean): string {
  return `${placeCookie}=${choice ?? otherPlace}; Path=/; Max-Age=${placeCookieMaxAge}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/** The anchor of a place's card on /report. */
export function placeAnchor(place: Place): string {
  return `country-${place.toLowerCase()}`;
}
