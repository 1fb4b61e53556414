// About: mission and vision, core values, the timeline with the record since the founding (each figure
// with what it counts), the organisation, and how to join.
import type { ReactNode } from 'react';
import { AssessmentLink } from '../components/AssessmentLink.tsx';
import { ConfirmLink, checkable } from '../components/checkable.tsx';
import { Icon } from '../components/Icon.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { OrgSection } from '../components/OrgClaim.tsx';
import { Section } from '../components/Section.tsx';
import type { PageContext, View } from '../site/context.ts';
import { claimsView } from '../components/views.tsx';
import { FeeSummary } from '../components/Fees.tsx';
import { aboutPage, coreValues, joinUs, milestones, mission, overview, record, vision } from '../content/about.ts';
import { commitments } from '../content/commitments.ts';
import { identity } from '../content/identity.ts';
import { atLeast, formatCount, formatUsdCompact, labelled, wordSpace } from '../site/format.ts';
import { HowWeCount } from '../components/HowWeCount.tsx';
import { SampleBadge } from '../components/SampleBadge.tsx';
import type { HowCounted } from '../content/types.ts';
import { kindQuery } from '../features/contact/kinds.ts';

/** Plain two-column lists between hairlines (values, the organisation), not cards with icon tiles. */
const ruledList = 'grid border-b border-slate-200 sm:grid-cols-2 sm:gap-x-12';
const ruledItem = 'border-t border-slate-200 py-4';

export function aboutView(ctx: PageContext): View {
  return claimsView(ctx, { title: ctx.LL.pages.about.title, description: () => ctx.t(aboutPage.description) }, <About ctx={ctx} />);
}

function About({ ctx }: { ctx: PageContext }) {
  const { LL, t } = ctx;
  return (
    <>
      <PageHero look="about" title={LL.pages.about.title()} lead={t(aboutPage.lead)} />

      {/* What a visitor wary of "recovery" firms, a journalist or a partner comes to check, first:
          where to check who we are, and the two promises a recovery scam breaks. */}
      <div id="check-us" className="page-container pt-6 sm:pt-10">
        <a href={ctx.href('/verify')} data-verify-link="" className="flex max-w-3xl items-center gap-3 rounded-xl border border-brand-600 bg-white p-4 font-semibold text-brand-700 no-underline hover:bg-brand-50 sm:p-5">
          <Icon name="shield-check" className="h-6 w-6 shrink-0" />
          <span className="flex-1">{LL.about.verifyLink()}</span>
          <Icon name="chevron-right" className="h-5 w-5 shrink-0" />
        </a>
        {/* What kind of body we are, said first: a non-profit, and what that means for our income. */}
        <p data-non-profit="" className="mt-3 max-w-3xl text-slate-800">
          <strong className="font-semibold">{LL.legalStatus.line({ form: t(identity.legalForm), number: identity.registration.number })}</strong>{wordSpace(ctx.locale)}
          {t(identity.nonProfit)}
        </p>
        <p className="mt-3 max-w-3xl text-slate-700">{t(commitments.neverContactFirst)}{wordSpace(ctx.locale)}{t(commitments.neverPromiseRecovery)}</p>
        {/* What we charge, in one line with its link: individuals pay no investigation fee. */}
        <FeeSummary ctx={ctx} className="mt-3 max-w-3xl text-slate-700" />
      </div>

      <Section id="mission" title={LL.about.missionVisionTitle()}>
        <div className="grid gap-6 md:grid-cols-2">
          <div className="card">
            <h3 className="text-xl font-semibold text-brand-800">{LL.about.missionTitle()}</h3>
            <p className="mt-3 text-lg text-slate-700">{t(mission)}</p>
          </div>
          <div className="card">
            <h3 className="text-xl font-semibold text-brand-800">{LL.about.visionTitle()}</h3>
            <p className="mt-3 text-lg text-slate-700">{t(vision)}</p>
          </div>
        </div>
      </Section>

      <Section id="values" title={LL.about.valuesTitle()} tinted>
        <dl className={ruledList}>
          {coreValues.map((v) => (
            <div key={v.icon} className={ruledItem}>
              <dt className="text-lg font-semibold text-slate-900">{t(v.title)}</dt>
              <dd className="mt-1 text-slate-700">{t(v.description)}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <OrgSection ctx={ctx} id="timeline" title={LL.about.timelineTitle()}>
        <ol className="relative space-y-8 border-l-2 border-brand-100 pl-6 sm:pl-8">
          {milestones.map((m) => (
            <li key={m.year} className="relative">
              <span className="absolute -left-[33px] top-1 h-4 w-4 rounded-full border-4 border-white bg-brand-700 sm:-left-[41px]" aria-hidden="true" />
              <p className="text-2xl font-bold text-brand-700"><time dateTime={String(m.year)}>{m.year}</time></p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{t(m.title)}</h3>
              <p className="mt-1 max-w-3xl text-slate-700">{t(m.description)}</p>
            </li>
          ))}
        </ol>
      </OrgSection>

      <OrgSection ctx={ctx} id="overview" title={LL.about.overviewTitle()} tinted>
        <dl className={ruledList}>
          {checkable(ctx, overview, (item) => item.checkable === true).map((item) => (
            <div key={item.icon} className={ruledItem}>
              <dt className="font-semibold text-slate-900">{t(item.label)}</dt>
              <dd className="mt-1 text-slate-700">{t(item.value)}</dd>
              {item.confirmUrl ? <dd className="mt-2"><ConfirmLink ctx={ctx} item={item} /></dd> : null}
            </div>
          ))}
        </dl>
        {/* The record since the founding, as context after what we do: a plain list in the
            overview, not a headline tile (a billion-dollar banner is what recovery firms show). */}
        {record ? (
          <>
            <h3 className="mt-8 mb-1 text-lg font-semibold text-slate-900">{LL.about.recordTitle({ year: record.victimsHelped.from })}</h3>
            <dl id="record" className={ruledList}>
              {/* What they had lost is a sentence under the count of people, not a figure of its own. */}
              <RecordItem ctx={ctx} label={LL.about.recordVictims()} value={atLeast(formatCount(record.victimsHelped.value, ctx.locale), ctx.locale)} note={LL.about.recordVictimsNote()} counted={record.victimsHelped} after={
                <dd data-record-losses="" className="mt-2 text-slate-700">
                  {LL.about.recordLosses({ amount: formatUsdCompact(record.lossesReported.value, ctx.locale) })}{wordSpace(ctx.locale)}{LL.about.recordLossesNote()}<SampleBadge ctx={ctx} inline />
                  <HowWeCount ctx={ctx} counted={record.lossesReported} sourceSaid={record.lossesReported.source.id === record.victimsHelped.source.id} className="mt-1" />
                </dd>
              } />
            </dl>
          </>
        ) : null}
      </OrgSection>

      {/* A reader who was just scammed does not end on a partnership offer: the free first steps,
          then the free assessment and how we work. */}
      <section id="next-step" aria-labelledby="next-step-title" className="border-t border-red-100 bg-red-50/60 py-8 sm:py-12">
        <div className="page-container max-w-3xl">
          <h2 id="next-step-title" className="text-2xl font-bold text-red-900 sm:text-3xl">{LL.about.nextTitle()}</h2>
          <p className="mt-2 text-slate-800 sm:text-lg">{LL.about.nextLead()}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <a href={ctx.href('/report')} className="btn-primary">{LL.nav.report()}</a>
            <AssessmentLink ctx={ctx} label={LL.home.freeAssessment()} className="btn-secondary" />
          </div>
          <p className="mt-4"><a href={ctx.href('/how-we-work')} className="font-semibold text-brand-700 underline underline-offset-4">{LL.report.promisesLink()}</a></p>
        </div>
      </section>

      {/* One line and one button per audience, left-aligned: not one centred paragraph for both. */}
      <section id="join" aria-labelledby="join-title" className="bg-brand-800 text-white dark:border-y dark:border-brand-200 dark:bg-brand-100">
        <div className="page-container py-8 sm:py-14">
          <h2 id="join-title" className="text-2xl font-bold sm:text-3xl">{LL.about.joinTitle()}</h2>
          <div className="mt-5 grid gap-6 md:grid-cols-2 md:gap-10">
            <p className="flex flex-col items-start gap-3 text-blue-50 sm:text-lg">
              {t(joinUs.partnership)}
              <a href={`${ctx.href('/contact')}${kindQuery('partnership')}`} data-kind-button="partnership" className="btn-light max-sm:w-full">{LL.about.partnershipButton()}</a>
            </p>
            <p className="flex flex-col items-start gap-3 text-blue-50 sm:text-lg">
              {t(joinUs.careers)}
              <a href={ctx.href('/careers')} data-careers-button="" className="btn-outline-light max-sm:w-full">{LL.about.careersButton()}</a>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}

/** One figure of the record, in the words of the list around it: what, how many, what it is not,
 *  and how it is counted (with its sample mark while sample). */
function RecordItem({ ctx, label, value, note, counted, after }: { ctx: PageContext; label: string; value: string; note: string; counted: HowCounted; /** A sentence under the figure (what those people had lost). */ after?: ReactNode }) {
  return (
    <div data-figure="" className={ruledItem}>
      <dt className="font-semibold text-slate-900">{label}</dt>
      <dd className="mt-1 text-slate-700">{labelled(value, ctx.locale)}{note}<SampleBadge ctx={ctx} inline /></dd>
      <dd data-figure-source=""><HowWeCount ctx={ctx} counted={counted} className="mt-1" /></dd>
      {after}
    </div>
  );
}
