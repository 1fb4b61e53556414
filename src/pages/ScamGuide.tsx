// One scam guide (/scams/{type}): what it looks like, the warning signs, what to do now ending with
// where to report it in the visitor's place, how to stay safe next time, the official check tools (the visitor's country
// first) and, for investment scams, the licence registers; someone to talk to; then related
// articles. Facts from FACTS.md only; short enough to read on a phone in under two minutes, and
// printable.
import { OrgClaim } from '../components/OrgClaim.tsx';
import { Icon } from '../components/Icon.tsx';
import { CheckToolItem, RegisterItem } from '../components/CheckTools.tsx';
import { guideSteps, preventionSteps } from '../components/check-first.ts';
import { printUrl } from '../components/links.ts';
import { FactsChecked } from '../components/FactsChecked.tsx';
import { NumberedSteps } from '../components/NumberedSteps.tsx';
import { FirstCall } from '../components/FirstCall.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { PlaceFirst } from '../components/PlaceFirst.tsx';
import { likelyPlace } from '../components/country-order.ts';
import { PrintButton } from '../components/PrintButton.tsx';
import { ReportWhereYouAre } from '../components/ReportWhereYouAre.tsx';
import { ScamLinks } from '../components/ScamLinks.tsx';
import { Section } from '../components/Section.tsx';
import { TalkToSomeone } from '../components/SupportLines.tsx';
import type { PageContext, View } from '../site/context.ts';
import { labelled, wordSpace } from '../site/format.ts';
import { missingView } from '../components/views.tsx';
import { checkTools, licenceRegisters } from '../content/check-tools.ts';
import { findScamGuide } from '../content/scams.ts';
import type { ScamGuide as Guide } from '../content/types.ts';

export function scamGuideView(ctx: PageContext): View {
  const guide = findScamGuide(ctx.params.type ?? '');
  if (!guide) {
    const { LL } = ctx;
    return missingView(ctx, {
      title: LL.notFound.title(), lead: LL.notFound.lead(), description: LL.notFound.description(),
      action: { href: ctx.href('/scams'), label: LL.pages.scams.title() },
    });
  }
  const name = ctx.t(guide.name);
  return {
    status: 200,
    title: name,
    description: ctx.t(guide.summary),
    body: <ScamGuide ctx={ctx} guide={guide} />,
    breadcrumb: [
      { name: ctx.LL.pages.scams.title(), path: '/scams' },
      { name, path: `/scams/${guide.id}` },
    ],
    // What to do now is a sequence of steps: schema.org's HowTo says exactly that.
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'HowTo',
      name: labelled(ctx.LL.scams.doNowTitle(), ctx.locale) + name,
      description: ctx.t(guide.looksLike),
      step: guideSteps(ctx, guide).map((step, i) => ({ '@type': 'HowToStep', position: i + 1, text: step.text })),
    },
  };
}

/** The guide a company hit by a fake invoice lands on: it leads on to /business, the page for them. */
const businessGuide = 'business-email';

function ScamGuide({ ctx, guide }: { ctx: PageContext; guide: Guide }) {
  const { LL, t } = ctx;
  const S = LL.scams;
  const tools = checkTools.filter((tool) => tool.scams.includes(guide.id));
  const ownPlace = likelyPlace(ctx);
  const ownTools = tools.some((tool) => tool.country === ownPlace);
  const registers = guide.id === 'investment' ? licenceRegisters : [];
  const prevention = preventionSteps(ctx, guide);
  // The guide's related articles, then every published alert or news item about this kind of scam
  // (its scamTypes): the alert on people using our name leads here, and this guide back to it.
  const related = [
    ...ctx.published.articles.filter((a) => guide.relatedArticles.includes(a.id)).map((a) => ({ path: `/blog/${a.id}`, title: a.title, ours: false })),
    ...ctx.published.newsNewestFirst.filter((n) => n.scamTypes?.includes(guide.id)).map((n) => ({ path: `/news/${n.slug}`, title: n.title, ours: true })),
  ];
  const link = (a: (typeof related)[number]) => (
    <a href={ctx.href(a.path)} data-print-url={printUrl(ctx, a.path)} className="font-semibold text-brand-700 underline underline-offset-4">{t(a.title)}</a>
  );
  return (
    <>
      <PageHero
        look="guide" eyebrow={S.eyebrow()} title={t(guide.name)} lead={t(guide.looksLike)}
        // On paper "what to do now" says where to report.
        urgent={<div className="print:hidden"><FirstCall ctx={ctx} tone="light" steps={{ href: '#do-now', label: S.doNowTitle() }} /></div>}
      />

      <Section id="signs" title={S.signsTitle()}>
        <ul className="max-w-3xl space-y-3 text-lg">
          {guide.signs.map((sign) => (
            <li key={sign.en} className="flex gap-3">
              <Icon name="alert" className="mt-1.5 h-5 w-5 shrink-0 text-red-700" />
              <span>{t(sign)}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="do-now" title={S.doNowTitle()} tinted>
        <NumberedSteps steps={guideSteps(ctx, guide)} />
        {guide.id === businessGuide ? (
          <p className="mt-6 max-w-3xl">
            <a href={ctx.href('/business')} data-business-link="" className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4">
              {S.businessLink()}
              <Icon name="chevron-right" className="h-4 w-4 shrink-0" />
            </a>
          </p>
        ) : null}
        <ReportWhereYouAre ctx={ctx} scam={guide.id} />
        <p data-recovery-warning="" className="mt-8 max-w-3xl rounded-xl border-2 border-red-200 bg-red-50 p-4 text-red-950">
          {S.recoveryWarning()}{wordSpace(ctx.locale)}
          <a href={`${ctx.href('/report')}#recovery-scams`} data-print-url={printUrl(ctx, '/report')} className="font-semibold underline underline-offset-4">{S.recoveryLink()}</a>
          <a href={`${ctx.href('/how-we-work')}#already-paid`} data-already-paid="" className="mt-2 block font-semibold underline underline-offset-4">{LL.report.alreadyPaidLink()}</a>
        </p>
      </Section>

      {/* Advice for next time, apart from the steps of a reader who has just been defrauded. */}
      {prevention.length ? (
        <Section id="prevent" title={S.preventTitle()}>
          <ul className="max-w-3xl space-y-3 text-lg">
            {prevention.map((step) => (
              <li key={step.key} className="flex gap-3">
                <Icon name="circle-check" className="mt-1.5 h-5 w-5 shrink-0 text-brand-700" />
                <span>{step.text}</span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {/* The reader's place's tools first, the others one tap away. A reader whose place has no
          official tool for this kind of scam (the UK for romance scams) gets no heading promising
          one: only other countries' tools would follow it. With no known place, every place's. */}
      {ownPlace === null || ownTools ? (
        <Section id="check" title={S.checkTitle()} lead={ownPlace && ownTools ? S.checkLeadOwn({ place: LL.placeInSentence[ownPlace]() }) : S.checkLead()}>
          <PlaceFirst ctx={ctx} items={tools} name="tools" render={(tool) => <CheckToolItem key={tool.country + tool.name.en} ctx={ctx} tool={tool} />} />
        </Section>
      ) : null}

      {registers.length ? (
        <Section id="registers" title={S.registersTitle()} lead={S.registersLead()} tinted>
          <PlaceFirst ctx={ctx} items={registers} name="registers" render={(r) => <RegisterItem key={r.country} ctx={ctx} register={r} />} />
        </Section>
      ) : null}

      {/* The reader's own lines here; every other place's are on its /report card, one tap away (a
          guide listing twelve places' lines ran past a thousand words on a phone). */}
      <TalkToSomeone ctx={ctx} othersOnCards />

      <Section id="more" title={S.relatedTitle()}>
        {related.length ? (
          <ul className="mb-10 space-y-2 text-lg">
            {related.map((a) => (
              <li key={a.path} className="flex gap-2">
                <Icon name="circle-check" className="mt-1.5 h-5 w-5 shrink-0 text-brand-700" />
                {/* A news item is the Association's own (sample while the content is): marked where it is named. */}
                {a.ours ? <OrgClaim ctx={ctx}>{link(a)}</OrgClaim> : link(a)}
              </li>
            ))}
          </ul>
        ) : null}
        <h3 className="mb-4 text-xl font-semibold print:hidden">{S.otherGuides()}</h3>
        <div className="print:hidden"><ScamLinks ctx={ctx} except={guide.id} /></div>
        <div className="mt-10 flex flex-wrap items-center gap-x-6 gap-y-3">
          <FactsChecked ctx={ctx} withHelp />
          <PrintButton ctx={ctx} />
        </div>
      </Section>
    </>
  );
}
