// mailto:, tel: and printed links, built one way everywhere.
import type { PageContext } from '../site/context.ts';
import type { Place } from '../content/types.ts';
import { placeAnchor, placeQuery } from '../site/place.ts';

/** A mailto: link with a subject, for the buttons a static site can only answer with an e-mail. */
export function mailto(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

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

/** A place's card on /report, opened and first: a choice of that place (kept in its cookie, see
 *  site/place.ts), so it works without JavaScript and whatever country the request comes from. */
export function placeCardHref(ctx: PageContext, place: Place): string {
  return `${ctx.href('/report')}${placeQuery(place)}#${placeAnchor(place)}`;
}

/** A choice of "none of these places": /report with every place's card, none opened. */
export function noPlaceHref(ctx: PageContext): string {
  return `${ctx.href('/report')}${placeQuery(null)}#channels`;
}

/** /report's list of places, where a visitor chooses theirs (a chosen place is in its cookie). */
export function placeListHref(ctx: PageContext): string {
  return `${ctx.href('/report')}#places`;
}
