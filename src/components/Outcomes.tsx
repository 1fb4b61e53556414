// What a typical case looks like, that some recover nothing, and (in full) what the result depends
// on. Told right beside the figures, never only under them: on /cases the figures are followed at
// once by what they leave out (NotCounted), then a section of its own with an example of a case that
// recovered nothing and what the result depends on (a tap away); on Home a box just above the
// practice areas' amounts, linking to that list.
import type { ReactNode } from 'react';
import { wordSpace } from '../site/format.ts';
import { outcomes } from '../content/outcomes.ts';
import type { PageContext } from '../site/context.ts';
import { FeeSummary } from './Fees.tsx';
import { Icon } from './Icon.tsx';
import { Section } from './Section.tsx';

/** What the /cases figures leave out, in a card of the same weight as the figures beside it. */
export function NotCounted({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  return (
    <div className="card mt-3 max-w-3xl border-l-4 border-l-slate-500 p-4 text-slate-800 sm:mt-4 sm:p-6 sm:text-lg">
      <p data-nothing-recovered="">
        <strong className="font-semibold text-slate-900">{t(outcomes.notCounted)}</strong>{wordSpace(ctx.locale)}
        {t(outcomes.nothingRecovered)}
      </p>
      {/* It names the investigation fee: what it costs, beside it. */}
      <FeeSummary ctx={ctx} className="mt-2 text-base" />
    </div>
  );
}

export function Outcomes({ ctx, full, tinted = false, example }: { ctx: PageContext; full: boolean; tinted?: boolean; /** /cases: a case that recovered nothing. */ example?: ReactNode }) {
  const { t } = ctx;
  if (!full) {
    return (
      <div id="outcomes" className="card mb-3 max-w-3xl scroll-mt-24 border-l-4 border-l-slate-500 p-3 sm:mb-6 sm:p-6">
        <h4 className="text-base font-semibold text-slate-900 sm:text-xl">{t(outcomes.title)}</h4>
        <div data-outcomes="" className="mt-1 text-slate-800 sm:mt-2 sm:text-lg">
          <p data-nothing-recovered="">
            {t(outcomes.short)}{wordSpace(ctx.locale)}
            <a href={`${ctx.href('/cases')}#depends`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">{t(outcomes.dependsTitle)}</a>
          </p>
          <FeeSummary ctx={ctx} className="mt-1 text-sm sm:text-base" />
        </div>
      </div>
    );
  }
  return (
    <Section id="outcomes" title={t(outcomes.title)} tinted={tinted} compact>
      <div data-outcomes="" className="max-w-3xl space-y-3 text-slate-800 sm:space-y-4 sm:text-lg">
        <p>{t(outcomes.typical)}</p>
        {example}
        {/* One tap away, so a phone still finishes the page; Home's link lands on it. */}
        <details id="depends" className="group scroll-mt-24">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 text-lg font-semibold text-brand-700 underline underline-offset-4 sm:text-xl [&::-webkit-details-marker]:hidden">
            {t(outcomes.dependsTitle)}
            <Icon name="chevron-right" className="h-5 w-5 shrink-0 rotate-90 group-open:-rotate-90" />
          </summary>
          <ul data-depends="" className="mt-2 list-disc space-y-2 pl-6">
            {outcomes.depends.map((d) => <li key={d.en}>{t(d)}</li>)}
          </ul>
        </details>
      </div>
    </Section>
  );
}
