// How we work: the answer to "how is this different from a recovery scam?". What the first
// assessment is, what a fee is for and how it is paid, what we never do, who can freeze funds,
// and how to check that you are really talking to us. The commitments are the same sentences
// the Terms and "Our promises" quote (content/text/commitments.yaml).
import { Markup } from '../components/Markup.tsx';
import { OrgClaim } from '../components/OrgClaim.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Promises } from '../components/Promises.tsx';
import { Section } from '../components/Section.tsx';
import { printUrl, telHref } from '../components/links.ts';
import type { PageContext, View } from '../site/context.ts';
import { screenView } from '../components/views.tsx';
import { howWeWorkIntro, howWeWorkSections } from '../content/how-we-work.ts';
import { contact } from '../content/site.ts';

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

/** The details a visitor can check a caller against: this site's own address, phone and email. */
function ContactCheck({ ctx }: { ctx: PageContext }) {
  const H = ctx.LL.pages.howWeWork;
  const host = new URL(ctx.config.siteUrl).host;
  return (
    <div className="mt-8 max-w-3xl rounded-xl border border-slate-200 bg-white p-5">
      <h3 className="text-lg font-semibold">{H.checkTitle()}</h3>
      <OrgClaim ctx={ctx} as="div" className="mt-3">
        <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="font-semibold">{H.domainLabel()}</dt>
          <dd className="break-all">{host}</dd>
          <dt className="font-semibold">{H.phoneLabel()}</dt>
          <dd><a href={telHref(contact.phone)} className="text-brand-700 underline underline-offset-2">{contact.phone}</a></dd>
          <dt className="font-semibold">{H.emailLabel()}</dt>
          <dd><a href={`mailto:${contact.email}`} className="break-all text-brand-700 underline underline-offset-2">{contact.email}</a></dd>
        </dl>
      </OrgClaim>
    </div>
  );
}
