// What a refused form POST says, in the page's language: the upload broke off (400), too many
// requests (429), not from this site (403), too large (413), not a form (415), or storage
// unavailable (503). Each says what to do next and links back to the form. Anyone can ask for
// these in bulk, so they are not pages of the site: src/http/form-routes.ts answers them with a
// small page of their own (src/render/small-page.ts), never stored by any cache.
import type { PageContext } from '../../site/context.ts';
import { formRateLimit } from './rate-limit.ts';

export type RefusedStatus = 400 | 403 | 413 | 415 | 429 | 503;

export interface Refused {
  readonly status: RefusedStatus;
  readonly title: string;
  readonly lead: string;
  readonly back: { readonly href: string; readonly label: string };
  /** Retry-After on a 429. */
  readonly headers: Readonly<Record<string, string>>;
}

export function refused(ctx: PageContext, status: RefusedStatus, back = '/contact'): Refused {
  const R = ctx.LL.contact.refused;
  const [title, lead]: [string, string] = ({
    400: [R.interruptedTitle(), R.interruptedLead()],
    403: [R.forbiddenTitle(), R.forbiddenLead()],
    413: [R.tooLargeTitle(), R.tooLargeLead()],
    415: [R.unsupportedTitle(), R.unsupportedLead()],
    429: [R.tooManyTitle(), R.tooManyLead()],
    503: [R.unavailableTitle(), R.unavailableLead()],
  } satisfies Record<RefusedStatus, [string, string]>)[status];
  return {
    status,
    title,
    lead,
    back: { href: ctx.href(back), label: R.back() },
    // The limiter's window: past it, the same visitor is counted afresh.
    headers: status === 429 ? { 'Retry-After': String(formRateLimit.periodSeconds) } : {},
  };
}
