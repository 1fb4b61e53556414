// tel:, sms: and printed links, built one way everywhere.
import type { PageContext } from '../site/context.ts';
import type { ServiceCountry } from '../content/types.ts';
import { placeAnchor, placeQuery } from '../site/place.ts';

/** A phone number as a tel: URI (digits and a leading +; local numbers stay local). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^+\d]/g, '')}`;
}

/** A short code as an sms: URI, to text it (scam texts are forwarded to 7726, 33700). */
export function smsHref(number: string): string {
  return `sms:${number.replace(/[^+\d]/g, '')}`;
}

/** The absolute address of a site path in the page's language, written out when a page is printed. */
export function printUrl(ctx: PageContext, path: string): string {
  return ctx.config.siteUrl + ctx.href(path);
}

/** A place's card on /report, opened and first: the place rides in the URL, so it works without
 *  JavaScript and whatever country the request comes from. */
export function placeCardHref(ctx: PageContext, place: ServiceCountry): string {
  return `${ctx.href('/report')}${placeQuery(place)}#${placeAnchor(place)}`;
}

/** /report's list of the 11 places (keeping a place the visitor chose). */
export function placeListHref(ctx: PageContext): string {
  const query = ctx.placeChosen && ctx.place ? placeQuery(ctx.place) : '';
  return `${ctx.href('/report')}${query}#places`;
}
