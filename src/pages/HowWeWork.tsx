// How we work: the answer to "how is this different from a recovery scam?". What the first
// assessment is, what we charge (the fee table, with how to tell us from a recovery scam beside
// it, as the Terms and the request form show it), what we never do and who can freeze funds.
// The commitments are the same sentences the Terms and "Our promises" quote
// (content/text/commitments.yaml), each said once: in the sections, not again as promises in the
// hero. "Bank and police first" comes right under the hero.
import { Fees } from '../components/Fees.tsx';
import { Markup } from '../components/Markup.tsx';
import { inReadersWords } from '../components/place-words.ts';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { printUrl } from '../components/links.ts';
import type { PageContext, View } from '../site/context.ts';
import { screenView } from '../components/views.tsx';
import { howWeWorkIntro, howWeWorkSections, type HowWeWorkSection } from '../content/how-we-work.ts';

/** The section a reader must not miss: a short band under the hero that sends them to /report. */
const reportFirstId = 'report-first';
/** For a reader who has already paid a "recovery" service: right under the band, before anything about us. */
const alreadyPaidId = 'already-paid';

export function howWeWorkView(ctx: PageContext): View {
  return screenView(ctx.LL.pages.howWeWork, <HowWeWork ctx={ctx} />);
}

function HowWeWork({ ctx }: { ctx: PageContext }) {
  const { LL, t } = ctx;
  const H = LL.pages.howWeWork;
  const first = howWeWorkSections.find((s) => s.id === reportFirstId);
  const rest = [...howWeWorkSections.filter((s) => s.id === alreadyPaidId), ...howWeWorkSections.filter((s) => s.id !== reportFirstId && s.id !== alreadyPaidId)];
  const written = rest.map((section) => ({ id: section.id, title: t(section.title), body: <Written ctx={ctx} section={section} /> }));
  // The fee table follows the free assessment.
  const at = written.findIndex((s) => s.id === 'free-assessment') + 1;
  const sections = [...written.slice(0, at), { id: 'fees', title: LL.fees.title(), body: <Fees ctx={ctx} assessmentExplained /> }, ...written.slice(at)];
  return (
    <>
      <PageHero eyebrow={H.title()} title={H.lead()} lead={t(howWeWorkIntro)} />
      {first ? <ReportFirstBand ctx={ctx} section={first} /> : null}
      {sections.map((section, i) => (
        <Section key={section.id} id={section.id} title={section.title} tinted={i % 2 === 1}>{section.body}</Section>
      ))}
    </>
  );
}

function Written({ ctx, section }: { ctx: PageContext; section: HowWeWorkSection }) {
  return (
    <div className="max-w-3xl text-lg leading-relaxed text-slate-800">
      <Markup body={inReadersWords(ctx, section.body[ctx.locale])} href={ctx.href} locale={ctx.locale} />
    </div>
  );
}

function ReportFirstBand({ ctx, section }: { ctx: PageContext; section: HowWeWorkSection }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="border-b border-red-100 bg-red-50/60 py-6 sm:py-8">
      <div className="page-container flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between lg:gap-10">
        <div className="max-w-3xl">
          <h2 id={`${section.id}-title`} className="text-xl font-bold text-red-900 sm:text-2xl">{ctx.t(section.title)}</h2>
          <div className="mt-1 text-slate-800 sm:text-lg">
            <Markup body={inReadersWords(ctx, section.body[ctx.locale])} href={ctx.href} locale={ctx.locale} />
          </div>
        </div>
        <a href={ctx.href('/report')} data-print-url={printUrl(ctx, '/report')} className="btn-primary shrink-0 self-start lg:self-center">{ctx.LL.nav.report()}</a>
      </div>
    </section>
  );
}
