// A list of per-place cards (check tools, licence registers) on a page for every place: the
// visitor's place open, every other place one tap away in a <details> (no JavaScript), as the help
// lines do; all open when the page cannot tell the visitor's place. A place with none gets no
// note about what we have not confirmed: the other places' list is what there is.
import type { ReactNode } from 'react';
import type { PageContext } from '../site/context.ts';
import type { Place } from '../content/types.ts';
import { byCountry, likelyPlace } from './country-order.ts';

interface PlaceFirstProps<T extends { readonly country: Place }> {
  ctx: PageContext;
  items: readonly T[];
  render: (item: T) => ReactNode;
  /** Names this list's details, for tests and print. */
  name: string;
}

const grid = 'grid gap-4 md:grid-cols-2';

export function PlaceFirst<T extends { readonly country: Place }>({ ctx, items, render, name }: PlaceFirstProps<T>) {
  const place = likelyPlace(ctx);
  const sorted = byCountry(ctx, items);
  const own = sorted.filter((item) => item.country === place);
  const others = sorted.filter((item) => item.country !== place);
  return (
    <>
      {own.length ? <ul className={grid}>{own.map(render)}</ul> : null}
      {others.length ? (
        <details data-other-places-list={name} open={place === null} className={`${own.length ? 'mt-6 ' : ''}rounded-xl border border-slate-200 bg-white p-4`}>
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">{ctx.LL.scams.otherPlaces()}</summary>
          <ul className={`mt-4 ${grid}`}>{others.map(render)}</ul>
        </details>
      ) : null}
    </>
  );
}
