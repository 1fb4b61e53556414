// The 11 places as jump links, the visitor's first: each opens that place's card on /report. The
// place rides in the URL (?place=), so the card is first and open without JavaScript.
import type { PageContext } from '../site/context.ts';
import { countryOrder } from './country-order.ts';
import { Flag } from './Flag.tsx';
import { placeCardHref } from './links.ts';

export function PlaceList({ ctx }: { ctx: PageContext }) {
  const { LL } = ctx;
  return (
    <nav id="places" aria-labelledby="places-title" className="scroll-mt-20">
      <h2 id="places-title" className="text-xl font-semibold text-slate-900">{LL.firstMinute.placesTitle()}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {countryOrder(ctx).map((cc) => (
          <li key={cc}>
            <a href={placeCardHref(ctx, cc)} data-place-link={cc} className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 font-semibold text-brand-800 no-underline hover:bg-brand-50">
              <Flag country={cc} />
              {LL.countries[cc]()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
