// /cases' totals in dollars, one tap away under the spread of all closed cases (a few large cases
// raise them; recovery firms lead with such totals): the cases that got money back, what came
// back and who returned it, the average time; then the money frozen in those cases and the same
// cases by type. A <details> at every width, so the figures are there for whoever looks for them.
import type { ReactNode } from 'react';
import type { PageContext } from '../site/context.ts';
import { caseTypeStats } from '../content/cases.ts';
import { caseSummary } from '../content/site.ts';
import type { AccentColor } from '../content/types.ts';
import { formatNumber, formatUsdCompact, formatUsdExact, wordSpace } from '../site/format.ts';
import { Icon } from './Icon.tsx';
import { ReturnedBy } from './ReturnedBy.tsx';
import { SampleBadge } from './SampleBadge.tsx';

const accents: Readonly<Record<AccentColor, string>> = {
  blue: 'bg-blue-50 text-blue-800',
  emerald: 'bg-emerald-50 text-emerald-800',
  amber: 'bg-amber-50 text-amber-800',
  rose: 'bg-rose-50 text-rose-800',
  violet: 'bg-violet-50 text-violet-800',
  sky: 'bg-sky-50 text-sky-800',
};

/** Stands for a figure inside a sentence until OneLineFigure puts it in. */
const figureMark = '\u0000';

/** A sentence with a figure kept on one line: CJK line breaking would split "40.5 億美元". */
function OneLineFigure({ text, figure }: { text: string; figure: string }) {
  const [before, after] = text.split(figureMark);
  return <>{before}<span className="whitespace-nowrap">{figure}</span>{after}</>;
}

export function CaseTotals({ ctx, nothingShare }: { ctx: PageContext; /** The share of closed cases that got nothing back. */ nothingShare: number }) {
  const { LL, locale } = ctx;
  const C = LL.cases;
  return (
    <details data-totals-fold="" className="group mt-4 max-w-4xl sm:mt-8">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 font-semibold text-brand-700 underline underline-offset-4 sm:text-lg [&::-webkit-details-marker]:hidden">
        <span id="totals-title">{C.totalsTitle()}</span>
        <Icon name="chevron-right" className="h-4 w-4 shrink-0 rotate-90 group-open:-rotate-90" />
      </summary>
      {/* One figure of three rows: one sample mark, at its end. */}
      <dl data-totals="" data-figure="" aria-labelledby="totals-title" className="mt-2 max-w-3xl divide-y divide-slate-200 border-y border-slate-200 text-slate-800 sm:text-lg">
        <TotalRow label={C.totalCases()} value={formatNumber(caseSummary.totalCases, locale)} note={C.totalCasesNote({ closed: formatNumber(caseSummary.casesClosed, locale) })} />
        {/* The money returned, with who returned it: never the Association itself. */}
        <TotalRow label={C.recovered()} value={formatUsdExact(caseSummary.recoveredUsd, locale, LL.home.about)} note={<>
          <OneLineFigure text={C.recoveredNote({ share: caseSummary.lostShareRecovered, lost: figureMark })} figure={formatUsdCompact(caseSummary.lost, locale)} />
          <ReturnedBy ctx={ctx} />
        </>} />
        <TotalRow label={C.averageTime()} value={C.months({ count: caseSummary.averageMonths })} note={<SampleBadge ctx={ctx} inline />} />
      </dl>
      <div id="case-types" className="mt-6 scroll-mt-24 sm:mt-8">
        <h3 id="case-types-title" className="mb-3 text-lg font-semibold text-slate-900 sm:text-xl">{C.typesTitle()}</h3>
        {/* The frozen money and the share of it that came back, with why that share is not a
            chance: beside the table that splits it. */}
        <dl data-frozen="" className="mb-3 max-w-3xl border-y border-slate-200 text-slate-800 sm:text-lg">
          <TotalRow label={C.frozenLabel({ count: formatNumber(caseSummary.totalCases, locale) })} value={formatUsdExact(caseSummary.frozenUsd, locale, LL.home.about)} wide note={
            <span data-figures-note="">{C.frozenNote({ rate: caseSummary.averageRecoveryRate })}{wordSpace(locale)}{C.averageNotChance({ rate: caseSummary.averageRecoveryRate })}<SampleBadge ctx={ctx} inline /></span>
          } />
        </dl>
        <CaseTypes ctx={ctx} />
        <p data-types-note="" className="mt-2 max-w-3xl text-sm text-slate-700 sm:text-base">{C.typesNote({ share: nothingShare })}</p>
      </div>
    </details>
  );
}

/** One total in the plain list under the typical case: its label, the figure, and what it is out of. */
function TotalRow({ label, value, note, wide = false }: { label: string; value: string; note?: ReactNode; /** A figure too long to share a phone's line with its label. */ wide?: boolean }) {
  return (
    // On phones the label and the figure share a line (the figure at the end), the note under them.
    <div className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 py-1 sm:py-2 sm:grid-cols-[20rem_auto_1fr] sm:gap-x-4">
      <dt>{label}</dt>
      <dd className={`font-semibold text-slate-900 ${wide ? 'col-span-2' : 'whitespace-nowrap text-right sm:text-left'}`}>{value}</dd>
      {/* A wide figure's note goes under it from 640 px, not into a narrow column beside it. */}
      {note ? <dd className={`col-span-2 text-slate-700 ${wide ? 'sm:col-start-2' : 'sm:col-span-1'}`}>{note}</dd> : null}
    </div>
  );
}

/** The case-type statistics as a table: the type, how many cases, the amount recovered, and last
 *  the average share of the loss recovered (a figure among others, not the headline). */
function CaseTypes({ ctx }: { ctx: PageContext }) {
  const { locale } = ctx;
  const C = ctx.LL.cases;
  const num = 'whitespace-nowrap px-1 py-2 text-right tabular-nums sm:px-4 sm:py-3';
  const head = 'px-1 py-2 align-bottom font-semibold sm:px-4 sm:py-3';
  return (
    // A phone under 360 px gets a smaller type; the table scrolls in its own box before the page would.
    <div className="max-w-4xl overflow-x-auto">
      <table aria-labelledby="case-types-title" className="w-full border-separate border-spacing-0 overflow-hidden rounded-xl border border-slate-200 bg-white text-sm shadow-sm max-[359px]:text-xs sm:text-base">
        <thead className="bg-slate-100 text-left text-xs text-slate-700 sm:text-sm">
          <tr>
            <th scope="col" className={`${head} text-left`}>{C.typeColumn()}</th>
            <th scope="col" className={`${head} text-right`}>{C.typeCases()}</th>
            {/* Under 420 px the table has no room for five columns: the share says it there. */}
            <th scope="col" className={`${head} text-right max-[419px]:hidden`}>{C.typeLost()}</th>
            <th scope="col" className={`${head} text-right`}>{C.typeTotal()}</th>
            <th scope="col" className={`${head} text-right`}>{C.typeAverage()}</th>
          </tr>
        </thead>
        <tbody className="[&_td]:border-t [&_td]:border-slate-200 [&_th]:border-t [&_th]:border-slate-200">
          {caseTypeStats.map((s) => (
            <tr key={s.type} data-case-type={s.type}>
              <th scope="row" className="px-1.5 py-2 text-left font-semibold text-slate-900 sm:px-4 sm:py-3">
                <span className="flex items-center gap-2">
                  <span className={`hidden shrink-0 rounded-md p-1.5 sm:inline-flex ${accents[s.color]}`}><Icon name={s.icon} className="h-5 w-5" /></span>
                  {C.types[s.type]()}
                </span>
              </th>
              <td className={`${num} font-semibold text-slate-900`}>{formatNumber(s.cases, locale)}</td>
              <td className={`${num} text-slate-800 max-[419px]:hidden`}>{formatUsdCompact(s.frozen, locale)}</td>
              <td className={`${num} text-slate-800`}>{formatUsdCompact(s.totalAmount, locale)}</td>
              <td className={`${num} text-slate-800`}>{s.averageRecovery}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
