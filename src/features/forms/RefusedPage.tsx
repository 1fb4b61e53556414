// What a refused form POST shows, in the page's language: the upload broke off (400), too many
// requests (429), not from this site (403), too large (413), not a form (415), or storage
// unavailable (503). Each says what to do next and links back to the form.
import { MissingPage } from '../../components/MissingPage.tsx';
import type { PageContext, View } from '../../site/context.ts';
import { formRateLimit } from './rate-limit.ts';

export type RefusedStatus = 400 | 403 | 413 | 415 | 429 | 503;

export function refusedView(ctx: PageContext, status: RefusedStatus, back = '/contact'): View {
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
    private: true,
    // The limiter's window: past it, the same visitor is counted afresh.
    ...(status === 429 ? { headers: { 'Retry-After': String(formRateLimit.periodSeconds) } } : {}),
    title,
    description: lead,
    body: <MissingPage code={String(status)} title={title} lead={lead} action={{ href: ctx.href(back), label: R.back() }} />,
  };
}
