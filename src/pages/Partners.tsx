// Partners: the network in figures, the four kinds of partner, and how to become one. Every
// partner is fictional sample data, shown marked. A partnership is a claim a visitor must be able
// to check: once content is verified, a partner appears only with a link to where it confirms
// the partnership (components/checkable.tsx). Police and public bodies are never listed on our
// word alone; while content is sample, that section explains the rule instead.
import { CtaBand } from '../components/CtaBand.tsx';
import { ConfirmLink, checkable } from '../components/checkable.tsx';
import { FactCard } from '../components/FactCard.tsx';
import { IconCard } from '../components/IconCard.tsx';
import { Icon } from '../components/Icon.tsx';
import type { ReactNode } from 'react';
import { kindQuery } from '../features/contact/kinds.ts';
import { OrgSection } from '../components/OrgClaim.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { StatGrid } from '../components/StatTile.tsx';
import { FigureTile, sourceSaidBefore } from '../components/HowWeCount.tsx';
import type { PageContext, View } from '../site/context.ts';
import { claimsView } from '../components/views.tsx';
import { academicPartners, lawEnforcementPartners, lawFirmPartners, technologyPartners } from '../content/partners.ts';
import { homeStats, partnerStats } from '../content/site.ts';
import { atLeast, countInProse, formatCount, labelled } from '../site/format.ts';

export function partnersView(ctx: PageContext): View {
  return claimsView(ctx, ctx.LL.pages.partners, <Partners ctx={ctx} />);
}

function Partners({ ctx }: { ctx: PageContext }) {
  const { LL, t, locale } = ctx;
  const P = LL.partners;
  /** The figures say who counted a source once, under its first figure. */
  const sourceSaid = sourceSaidBefore();
  const sample = ctx.config.contentStatus === 'sample';
  const publicBodies = sample ? [] : checkable(ctx, lawEnforcementPartners);
  const lawFirms = checkable(ctx, lawFirmPartners);
  const technology = checkable(ctx, technologyPartners);
  const academic = checkable(ctx, academicPartners);
  return (
    <>
      <PageHero look="partners" title={LL.pages.partners.title()} lead={LL.pages.partners.lead()} />

      <OrgSection ctx={ctx} id="network" title={P.networkTitle()} lead={P.networkLead()}>
        {/* Only what the Association itself does: no other body's service counted as ours. */}
        <StatGrid short trio>
          <FigureTile ctx={ctx} value={atLeast(formatCount(partnerStats.organizations.value, locale), locale)} label={P.statOrganizations()} counted={partnerStats.organizations} sourceSaid={sourceSaid(partnerStats.organizations)} />
          <FigureTile ctx={ctx} value={atLeast(formatCount(homeStats.countries.value, locale), locale)} label={P.statCountries()} note={P.statCountriesNote()} counted={homeStats.countries} sourceSaid={sourceSaid(homeStats.countries)} />
          <FigureTile ctx={ctx} value={atLeast(formatCount(partnerStats.cases.value, locale), locale)} label={P.statCases()} counted={partnerStats.cases} sourceSaid={sourceSaid(partnerStats.cases)} />
        </StatGrid>
        <div className="mt-8 space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
          <p>{P.honesty()}</p>
          <p>{sample ? P.checkableRuleSample() : P.checkableRule()}</p>
          <p><a href={ctx.href('/how-we-work')} className="font-semibold underline underline-offset-2">{P.rulesLink()}</a></p>
        </div>
      </OrgSection>

      <Section id="law-enforcement" title={P.lawEnforcementTitle()} lead={publicBodies.length ? P.lawEnforcementLead() : undefined} tinted>
        {publicBodies.length ? (
          <ul className="grid gap-6 md:grid-cols-2">
            {publicBodies.map((p) => (
              <FactCard key={p.name.en} title={t(p.name)} text={t(p.cooperation)} footer={<ConfirmLink ctx={ctx} item={p} />} facts={[
                [P.region(), t(p.region)],
                [P.since(), String(p.established)],
              ]} />
            ))}
          </ul>
        ) : (
          <p data-public-bodies-rule="" className="max-w-3xl text-lg text-slate-700">{P.lawEnforcementRule()}</p>
        )}
      </Section>

      {lawFirms.length ? (
        <OrgSection ctx={ctx} id="law-firms" title={P.lawFirmsTitle()} lead={P.lawFirmsLead()}>
          <Folded ctx={ctx} items={lawFirms} grid="grid gap-4 sm:gap-6 md:grid-cols-2" render={(p) => (
            <li key={p.name.en} className="card">
              <h3 className="text-lg font-semibold">{t(p.name)}</h3>
              {/* One line, not a label/value grid that stacks to eight lines on a phone. */}
              <p data-partner-meta="" className="mt-1 text-sm text-slate-600">{`${t(p.location)} · ${t(p.speciality)}`}</p>
              <p className="mt-2 text-slate-700">{t(p.description)}</p>
              <p className="mt-2 text-sm text-slate-600">{labelled(P.partnership(), locale)}{t(p.partnership)}</p>
              <div className="mt-3"><ConfirmLink ctx={ctx} item={p} /></div>
            </li>
          )} />
        </OrgSection>
      ) : null}

      {technology.length ? (
        <OrgSection ctx={ctx} id="technology" title={P.technologyTitle()} tinted>
          <Folded ctx={ctx} items={technology} grid="grid gap-4 sm:grid-cols-2 sm:gap-6" render={(p) => (
            <IconCard key={p.name.en} icon={p.icon} title={t(p.name)}>
              <p className="font-medium text-brand-800">{t(p.service)}</p>
              <p className="mt-2">{t(p.description)}</p>
              <ConfirmLink ctx={ctx} item={p} />
            </IconCard>
          )} />
        </OrgSection>
      ) : null}

      {academic.length ? (
        <OrgSection ctx={ctx} id="academic" title={P.academicTitle()}>
          <Folded ctx={ctx} items={academic} grid="grid gap-4 sm:gap-6 md:grid-cols-2" render={(p) => (
            <FactCard key={p.name.en} title={t(p.name)} columns={1} footer={<ConfirmLink ctx={ctx} item={p} />}
              facts={[[P.program(), t(p.program)], [P.focus(), t(p.focus)]]} />
          )} />
        </OrgSection>
      ) : null}

      <CtaBand id="become-partner" title={P.becomeTitle()} lead={P.becomeLead()}>
        <a href={`${ctx.href('/contact')}${kindQuery('partnership')}`} data-kind-button="partnership" className="btn-light max-sm:w-full">{P.inquiry()}</a>
        <a href={`${ctx.href('/contact')}${kindQuery('proposal')}`} data-kind-button="proposal" className="btn-outline-light max-sm:w-full">{P.proposal()}</a>
      </CtaBand>
    </>
  );
}

/** How many of a longer list show before the fold: one row of two. */
const shownBeforeFold = 2;

/** The first two, the rest in a <details> (opens without JavaScript), as Team folds its members. */
function Folded<T>({ ctx, items, grid, render }: { ctx: PageContext; items: readonly T[]; grid: string; render: (item: T) => ReactNode }) {
  const rest = items.slice(shownBeforeFold);
  return (
    <>
      <ul className={grid}>{items.slice(0, shownBeforeFold).map(render)}</ul>
      {rest.length ? (
        <details data-more-partners="" className="group mt-4 sm:mt-6">
          <summary className="btn-secondary cursor-pointer list-none [&::-webkit-details-marker]:hidden">
            {ctx.LL.partners.morePartners({ count: countInProse(rest.length, ctx.locale) })}
            <Icon name="chevron-right" className="h-4 w-4 rotate-90 group-open:-rotate-90" />
          </summary>
          <ul className={`${grid} mt-4 sm:mt-6`}>{rest.map(render)}</ul>
        </details>
      ) : null}
    </>
  );
}
