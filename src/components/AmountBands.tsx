// /cases: how much came back in each closed case, all of them, by band (nothing, under $10,000,
// $10,000 to $100,000, over $100,000), before any total: the spread a reader's own case is drawn
// from. Each band its count and share in words; a bar beside it for the eye only.
import type { PageContext } from '../site/context.ts';
import { caseSummary } from '../content/site.ts';
import { amountBandCeiling, amountBandFloor, amountBands, type AmountBand } from '../content/amount-bands.ts';
import { formatNumber, formatUsd } from '../site/format.ts';
import { SampleBadge } from './SampleBadge.tsx';

/** Bar widths in steps of 5% (written out, so the style sheet has each; the page's policy allows
 *  no style attribute). */
const barWidths = [
  'w-0', 'w-[5%]', 'w-[10%]', 'w-[15%]', 'w-[20%]', 'w-[25%]', 'w-[30%]', 'w-[35%]', 'w-[40%]', 'w-[45%]', 'w-[50%]',
  'w-[55%]', 'w-[60%]', 'w-[65%]', 'w-[70%]', 'w-[75%]', 'w-[80%]', 'w-[85%]', 'w-[90%]', 'w-[95%]', 'w-full',
] as const;

export function AmountBands({ ctx }: { ctx: PageContext }) {
  const { locale } = ctx;
  const C = ctx.LL.cases;
  const closed = caseSummary.casesClosed;
  if (closed === 0) return null;
  const usd = (n: number) => formatUsd(n, locale);
  const label: Record<AmountBand, string> = {
    nothing: C.bandNothing(),
    under: C.bandUnder({ amount: usd(amountBandFloor) }),
    middle: C.bandMiddle({ from: usd(amountBandFloor), to: usd(amountBandCeiling) }),
    over: C.bandOver({ amount: usd(amountBandCeiling) }),
  };
  return (
    <figure data-amount-bands="" data-figure="" className="mb-3 max-w-3xl sm:mb-4">
      <figcaption id="amount-bands-title" className="mb-1.5 font-semibold text-slate-900 sm:text-lg">
        {C.bandsTitle({ closed: formatNumber(closed, locale) })}
        <SampleBadge ctx={ctx} inline />
      </figcaption>
      <ul aria-labelledby="amount-bands-title" className="space-y-1.5 text-slate-800 sm:text-lg">
        {amountBands.map((band) => {
          const count = caseSummary.byAmountBack[band];
          const share = Math.round((count / closed) * 100);
          return (
            <li key={band} data-band={band} className="grid grid-cols-[minmax(0,9.5rem)_1fr] items-center gap-x-3 sm:grid-cols-[14rem_1fr]">
              <span>{label[band]}</span>
              <span className="grid grid-cols-[1fr_auto] items-center gap-x-2">
                {/* The track is the whole of the closed cases; the bar, this band's share of them. */}
                <span aria-hidden="true" className="block h-3 rounded-sm bg-slate-100">
                  <span className={`block h-3 rounded-sm bg-brand-700 ${barWidths[Math.round(share / 5)]} ${count > 0 ? 'min-w-1' : ''}`} />
                </span>
                <span className="whitespace-nowrap text-sm text-slate-700 sm:text-base">{C.bandCount({ count: formatNumber(count, locale), share })}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
