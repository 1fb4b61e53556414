// The last line of an article or a news item: where to report in the reader's place (its card on
// /report), or every place's channels when the place is not known. A plain line, not a box: the
// footer's "just scammed?" strip follows it.
import type { PageContext } from '../site/context.ts';
import { likelyPlace } from './country-order.ts';
import { Icon } from './Icon.tsx';
import { placeCardHref, placeListHref } from './links.ts';

export function ReportHereLine({ ctx }: { ctx: PageContext }) {
  const { LL } = ctx;
  const place = likelyPlace(ctx);
  return (
    <p data-report-here={place ?? ''} className="mt-12 border-t border-slate-200 pt-6 print:hidden">
      <a href={place ? placeCardHref(ctx, place) : placeListHref(ctx)} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4">
        {place ? LL.firstMinute.whereYouAreIn({ place: LL.countries[place]() }) : LL.blog.reportCta()}
        <Icon name="chevron-right" className="h-4 w-4 shrink-0" />
      </a>
    </p>
  );
}
