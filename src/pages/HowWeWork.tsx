// How we work: the answer to "how is this different from a recovery scam?". What the first
// assessment is, what a fee is for and how it is paid, what we never do, who can freeze funds,
// and how to check that you are really talking to us. The commitments are the same sentences
// the Terms and "Our promises" quote (content/text/commitments.yaml).
import { Markup } from '../components/Markup.tsx';
import { ContactCheck } from '../components/ContactCheck.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Promises } from '../components/Promises.tsx';
import { Section } from '../components/Section.tsx';
import { printUrl } from '../components/links.ts';
import type { PageContext, View } from '../site/context.ts';
import { screenView } from '../components/views.tsx';
import { howWeWorkIntro, howWeWorkSections } from '../content/how-we-work.ts';

export function howWeWorkView(ctx: PageContext): View {
  return screenView(ctx.LL.pages.howWeWork, <HowWeWork ctx={ctx} />);
}

function HowWeWork({ ctx }: { ctx: PageContext }) {
  const { LL, t } = ctx;
  const H = LL.pages.howWeWork;
  return (
    <>
      <PageHero eyebrow={H.title()} title={H.lead()} lead={t(howWeWorkIntro)} after={<Promises ctx={ctx} align="start" />} />
      {howWeWorkSections.map((section, i) => (
        <Section key={section.id} id={section.id} title={t(section.title)} tinted={i % 2 === 1}>
          <div className="max-w-3xl text-lg leading-relaxed text-slate-800">
            <Markup body={section.body[ctx.locale]} href={ctx.href} locale={ctx.locale} />
          </div>
          {section.id === 'check-it-is-us' ? <ContactCheck ctx={ctx} /> : null}
          {section.id === 'report-first' ? (
            <a href={ctx.href('/report')} data-print-url={printUrl(ctx, '/report')} className="btn-primary mt-6">{LL.nav.report()}</a>
          ) : null}
        </Section>
      ))}
    </>
  );
}
