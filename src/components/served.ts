// Whether the Association serves the reader's place. A reader in a place it does not serve
// (src/content/site.ts serviceCountries; mainland China today) meets their own place's official channel
// first, and our assessment named for what it is: for cases in the places we serve.
import type { PageContext } from '../site/context.ts';
import type { Place } from '../content/types.ts';
import { serviceCountries } from '../content/site.ts';
import { firstScreenPlace } from './country-order.ts';

export function isServed(place: Place): boolean {
  return (serviceCountries as readonly Place[]).includes(place);
}

/** The place the page's first screen speaks to (the bar's, so both agree on a page cached per
 *  place or for everyone), when the Association does not serve it; null otherwise. */
export function unservedPlace(ctx: PageContext, pagePlace?: Place | null): Place | null {
  const place = firstScreenPlace(ctx, pagePlace);
  return place && !isServed(place) ? place : null;
}
