// The place chooser: every place as a link, the visitor's first, each opening that place's card
// on /report and keeping the choice (site/place.ts), so it works without JavaScript; then
// "somewhere else", which forgets a choice and shows every place's card.
import type { PageContext } from '../site/context.ts';
import { countryOrder } from './country-order.ts';
import { PlaceMark } from './PlaceMark.tsx';
import { noPlaceHref, placeCardHref } from './links.ts';

const chip = 'inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 font-semibold text-brand-800 no-underline hover:bg-brand-50';

export function PlaceList({ ctx }: { ctx: PageContext }) {
  const { LL } = ctx;
  return (
    <nav id="places" aria-labelledby="places-title" className="scroll-mt-20">
      <h2 id="places-title" className="text-xl font-semibold text-slate-900">{LL.firstMinute.placesTitle()}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {countryOrder(ctx).map((cc) => (
          <li key={cc}>
            <a href={placeCardHref(ctx, cc)} data-place-link={cc} aria-current={cc === ctx.place && ctx.placeChosen ? 'true' : undefined} className={chip}>
              <PlaceMark />
              {LL.countries[cc]()}
            </a>
          </li>
        ))}
        <li>
          <a href={noPlaceHref(ctx)} data-place-link="other" className={chip}>{LL.firstMinute.somewhereElse()}</a>
        </li>
      </ul>
    </nav>
  );
}
