// /business: for a company after business email compromise or wire fraud. What to do now (the
// business-email guide's steps), asking the bank to recall the payment and where to report a
// business loss in the visitor's place (FACTS block 3, through report-help), what the
// Association can do for a company, and the request form with the kind "business" chosen.
import { AssessmentLink } from '../components/AssessmentLink.tsx';
import { FactsChecked } from '../components/FactsChecked.tsx';
import { Markup } from '../components/Markup.tsx';
import { NumberList } from '../components/OfficialLinks.tsx';
import { NumberedSteps } from '../components/NumberedSteps.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { ReportWhereYouAre } from '../components/ReportWhereYouAre.tsx';
import { Section } from '../components/Section.tsx';
import { likelyPlace } from '../components/country-order.ts';
import { businessHelp } from '../content/business.ts';
import { bankSteps, generalBankShort } from '../content/report-help.ts';
import { guideSteps } from '../components/check-first.ts';
import { findScamGuide } from '../content/scams.ts';
import { ContactForm } from '../features/contact/ContactForm.tsx';
import type { PageContext, View } from '../site/context.ts';

/** The guide whose steps this page gives: its id is fixed by the content's scam types. */
const guide = findScamGuide('business-email')!;

export function businessView(ctx: PageContext): View {
  const B = ctx.LL.pages.business;
  return { status: 200, title: B.title(), description: B.description(), body: <Business ctx={ctx} /> };
}

function Business({ ctx }: { ctx: PageContext }) {
  const { LL, t } = ctx;
  const B = LL.pages.business;
  const place = likelyPlace(ctx);
  const bank = place ? bankSteps[place] : undefined;
  return (
    <>
      <PageHero title={B.title()} lead={B.lead()}>
        <AssessmentLink ctx={ctx} href="#request" label={B.formTitle()} servedLabel={LL.served.business()} className="btn-light" />
      </PageHero>

      <Section id="do-now" title={B.stepsTitle()} tinted>
        <NumberedSteps steps={guideSteps(ctx, guide)} />
        <p className="mt-6"><a href={ctx.href(`/scams/${guide.id}`)} className="font-semibold text-brand-700 underline underline-offset-4">{B.guideLink()}</a></p>
      </Section>

      <Section id="bank" title={place === 'TW' ? B.bankTitleTaiwan() : place === 'CN' ? B.bankTitleMainland() : B.bankTitle()}>
        <div data-bank-recall={place ?? ''} className="card max-w-3xl space-y-3 border-2 border-brand-200">
          <p className="text-lg text-slate-800">{t(bank?.detail ?? generalBankShort)}</p>
          {bank ? <NumberList ctx={ctx} numbers={bank.phones} label={LL.report.phone()} /> : null}
        </div>
        <ReportWhereYouAre ctx={ctx} scam={guide.id} />
        <div className="mt-8"><FactsChecked ctx={ctx} /></div>
      </Section>

      <Section id="help" title={B.helpTitle()} tinted>
        <div className="max-w-3xl text-lg leading-relaxed text-slate-800">
          <Markup body={businessHelp[ctx.locale]} href={ctx.href} locale={ctx.locale} />
        </div>
      </Section>

      <Section id="request" title={B.formTitle()} lead={B.formLead()}>
        <div className="max-w-2xl">
          <ContactForm ctx={ctx} values={{ kind: 'business' }} />
        </div>
      </Section>
    </>
  );
}
