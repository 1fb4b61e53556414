// What a typical case looks like, that some recover nothing, and (in full) what the result depends
// on: beside the figures on /cases, and in short on Home with the rest one tap away.
import { outcomes } from '../content/outcomes.ts';
import type { PageContext } from '../site/context.ts';
import { Section } from './Section.tsx';

export function Outcomes({ ctx, full, tinted = false }: { ctx: PageContext; full: boolean; tinted?: boolean }) {
  const { t } = ctx;
  return (
    <Section id="outcomes" title={t(outcomes.title)} tinted={tinted} compact={!full}>
      <div data-outcomes="" className={`max-w-3xl text-slate-800 ${full ? 'space-y-4 text-lg' : 'space-y-3 text-base sm:space-y-4 sm:text-lg'}`}>
        <p>{t(outcomes.typical)}</p>
        <p data-nothing-recovered="">{t(outcomes.nothingRecovered)}</p>
        {full ? (
          <>
            <h3 className="pt-2 text-xl font-semibold text-slate-900">{t(outcomes.dependsTitle)}</h3>
            <ul data-depends="" className="list-disc space-y-2 pl-6">
              {outcomes.depends.map((d) => <li key={d.en}>{t(d)}</li>)}
            </ul>
          </>
        ) : (
          <p><a href={`${ctx.href('/cases')}#outcomes`} className="font-semibold text-brand-700 underline underline-offset-4">{t(outcomes.dependsTitle)}</a></p>
        )}
      </div>
    </Section>
  );
}
