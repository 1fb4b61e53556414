// What a typical case looks like, that some recover nothing, and (in full) what the result depends
// on: a section of its own beside the figures on /cases; on Home a part of the section that holds
// the figures, with what the result depends on one tap away.
import { wordSpace } from '../site/format.ts';
import { outcomes } from '../content/outcomes.ts';
import type { PageContext } from '../site/context.ts';
import { Section } from './Section.tsx';

export function Outcomes({ ctx, full, tinted = false }: { ctx: PageContext; full: boolean; tinted?: boolean }) {
  const { t } = ctx;
  if (!full) {
    return (
      <div id="outcomes" className="mt-6 max-w-3xl scroll-mt-24 sm:mt-12">
        <h3 className="text-xl font-semibold text-slate-900 sm:text-2xl">{t(outcomes.title)}</h3>
        <div data-outcomes="" className="mt-2 space-y-3 text-slate-800 sm:mt-4 sm:space-y-4 sm:text-lg">
          <p data-nothing-recovered="">
            {t(outcomes.short)}{wordSpace(ctx.locale)}
            <a href={`${ctx.href('/cases')}#outcomes`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">{t(outcomes.dependsTitle)}</a>
          </p>
        </div>
      </div>
    );
  }
  return (
    <Section id="outcomes" title={t(outcomes.title)} tinted={tinted} compact>
      <div data-outcomes="" className="max-w-3xl space-y-3 text-slate-800 sm:space-y-4 sm:text-lg">
        <p>{t(outcomes.typical)}</p>
        <p data-nothing-recovered="">{t(outcomes.nothingRecovered)}</p>
        <h3 className="pt-2 text-xl font-semibold text-slate-900">{t(outcomes.dependsTitle)}</h3>
        <ul data-depends="" className="list-disc space-y-2 pl-6">
          {outcomes.depends.map((d) => <li key={d.en}>{t(d)}</li>)}
        </ul>
      </div>
    </Section>
  );
}
