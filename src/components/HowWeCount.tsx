// "How we count", beside every figure the Association gives about itself: the years it covers,
// always shown, and on opening what it counts, who counted it and where anyone can check it (the
// figure's source, content/organisation/figures.yaml). FigureTile is a StatTile that carries it
// and the sample mark, so no figure stands without either (test/fees-figures.test.ts).
import type { HowCounted } from '../content/types.ts';
import type { PageContext } from '../site/context.ts';
import { wordSpace } from '../site/format.ts';
import { SampleBadge } from './SampleBadge.tsx';
import { StatTile } from './StatTile.tsx';

/** '2019–2025' / '2019–2025 年'; one year alone when it starts and ends in it. */
export function yearsOf(ctx: PageContext, counted: { from: number; to: number }): string {
  const F = ctx.LL.figures;
  return counted.from === counted.to ? F.year({ year: counted.from }) : F.years({ from: counted.from, to: counted.to });
}

/** A section's memory of the sources it has described: true for a figure whose source (who counted
 *  it, what is audited) an earlier figure of the section already explained, so the same paragraph
 *  is not repeated word for word under every figure (its "check in" link still is). One per page, so
 *  a page with figures in two sections says it once. */
export function sourceSaidBefore(): (counted: { source: { id: string } }) => boolean {
  const said = new Set<string>();
  return ({ source }) => {
    const before = said.has(source.id);
    said.add(source.id);
    return before;
  };
}

/** `counts`: the sentence that says what is counted, when the page words it itself (the Cases
 *  summary, whose meaning the build fixes); else the figure's own. `sourceSaid`: an earlier figure
 *  of the section described the source (sourceSaidBefore), so only the link to it is given. */
export function HowWeCount({ ctx, counted, counts, sourceSaid = false, className = '' }: { ctx: PageContext; counted: Omit<HowCounted, 'counts'> & { counts?: HowCounted['counts'] }; counts?: string; sourceSaid?: boolean; className?: string }) {
  const { t } = ctx;
  const F = ctx.LL.figures;
  const said = counts ?? (counted.counts ? t(counted.counts) : '');
  return (
    <details data-how-we-count="" className={`group text-left text-sm text-slate-700 ${className}`}>
      <summary className="inline-flex min-h-8 cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden">
        <span className="font-semibold text-brand-700 underline underline-offset-4">{F.howWeCount()}</span>
        <span data-years="" className="text-slate-600">{`· ${yearsOf(ctx, counted)}`}</span>
      </summary>
      <p className="mt-1">{said}</p>
      <p className="mt-1">
        {sourceSaid ? null : <>{t(counted.source.countedBy)}{wordSpace(ctx.locale)}</>}
        <a href={counted.source.url} rel="external noopener" data-source="" className="font-semibold text-brand-700 underline underline-offset-4">{F.checkIn({ source: t(counted.source.name) })}</a>
      </p>
    </details>
  );
}

/** A figure tile with how it is counted and, while sample, its own sample mark. */
export function FigureTile({ ctx, value, label, note, counted, sourceSaid }: { ctx: PageContext; value: string; label: string; note?: string; counted: HowCounted; sourceSaid?: boolean }) {
  return (
    <StatTile value={value} label={label} note={note} extra={(
      <dd data-figure-source="" className="mt-2">
        {/* The sample mark at the start of the line: its left margin (for after a text) is dropped. */}
        <span className="-ml-2 inline-block"><SampleBadge ctx={ctx} inline /></span>
        <HowWeCount ctx={ctx} counted={counted} sourceSaid={sourceSaid} className="mt-1" />
      </dd>
    )} />
  );
}
