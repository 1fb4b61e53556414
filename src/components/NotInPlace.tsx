// "Not in {place}?": beside whatever speaks to the visitor's place, one tap to the place chooser
// on /report (a plain link: the choice made there is kept for the next pages).
import type { PageContext } from '../site/context.ts';
import type { Place } from '../content/types.ts';
import { placeListHref } from './links.ts';

export function NotInPlace({ ctx, place, className }: { ctx: PageContext; place: Place; className: string }) {
  return (
    <a href={placeListHref(ctx)} data-not-in={place} data-other-places="" className={className}>
      {ctx.LL.firstMinute.notIn({ place: ctx.LL.placeInSentence[place]() })}
    </a>
  );
}
