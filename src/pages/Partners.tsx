// Partners: the network in figures, the four kinds of partner, and how to become one. Every
// partner is fictional sample data, shown marked. A partnership is a claim a visitor must be able
// to check: once content is verified, a partner appears only with a link to where it confirms
// the partnership (components/checkable.tsx). Police and public bodies are never listed on our
// word alone; while content is sample, that section explains the rule instead.
import { CtaBand } from '../components/CtaBand.tsx';
import { ConfirmLink, checkable } from '../components/checkable.tsx';
import { FactCard } from '../components/FactCard.tsx';
import { IconCard } from '../components/IconCard.tsx';
import { kindQuery } from '../features/contact/kinds.ts';
import { OrgSection } from '../components/OrgClaim.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { StatGrid, StatTile } from '../components/StatTile.tsx';
import type { PageContext, View } from '../site/context.ts';
import { screenView } from '../components/views.tsx';
import { academicPartners, lawEnforcementPartners, lawFirmPartners, technologyPartners } from '../content/partners.ts';
import { partnerStats } from '../content/site.ts';
import { formatNumber } from '../site/format.ts';

export function partnersView(ctx: PageContext): View {
  return screenView(ctx.LL.pages.partners, <Partners ctx={ctx} />);
}

function Partners({ ctx }: { ctx: PageContext }) {
  const { LL, t, locale } = ctx;
  const P = LL.partners;
  const sample = ctx.config.contentStatus === 'sample';
  const publicBodies = sample ? [] : checkable(ctx, lawEnforcementPartners);
  const lawFirms = checkable(ctx, lawFirmPartners);
  const technology = checkable(ctx, technologyPartners);
  const academic = checkable(ctx, academicPartners);
  return (
    <>
      <PageHero look="partners" title={LL.pages.partners.title()} lead={LL.pages.partners.lead()} />

      <OrgSection ctx={ctx} id="network" title={P.networkTitle()} lead={P.networkLead()}>
        <StatGrid short>
          <StatTile value={`${partnerStats.organizations}+`} label={P.statOrganizations()} />
          <StatTile value={`${partnerStats.countries}+`} label={P.statCountries()} note={P.statCountriesNote()} />
          <StatTile value={`${formatNumber(partnerStats.cases, locale)}+`} label={P.statCases()} />
          <StatTile value="24/7" label={P.statSupport()} note={P.statSupportNote()} />
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
          <ul className="grid gap-6 md:grid-cols-2">
            {lawFirms.map((p) => (
              <FactCard key={p.name.en} title={t(p.name)} text={t(p.description)} footer={<ConfirmLink ctx={ctx} item={p} />}
                facts={[[P.location(), t(p.location)], [P.speciality(), t(p.speciality)], [P.partnership(), t(p.partnership)]]} />
            ))}
          </ul>
        </OrgSection>
      ) : null}

      {technology.length ? (
        <OrgSection ctx={ctx} id="technology" title={P.technologyTitle()} tinted>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {technology.map((p) => (
              <IconCard key={p.name.en} icon={p.icon} title={t(p.name)}>
                <p className="font-medium text-brand-800">{t(p.service)}</p>
                <p className="mt-2">{t(p.description)}</p>
                <ConfirmLink ctx={ctx} item={p} />
              </IconCard>
            ))}
          </ul>
        </OrgSection>
      ) : null}

      {academic.length ? (
        <OrgSection ctx={ctx} id="academic" title={P.academicTitle()}>
          <ul className="grid gap-6 md:grid-cols-2">
            {academic.map((p) => (
              <FactCard key={p.name.en} title={t(p.name)} columns={1} footer={<ConfirmLink ctx={ctx} item={p} />}
                facts={[[P.program(), t(p.program)], [P.focus(), t(p.focus)]]} />
            ))}
          </ul>
        </OrgSection>
      ) : null}

      <CtaBand id="become-partner" title={P.becomeTitle()} lead={P.becomeLead()}>
        <a href={`${ctx.href('/contact')}${kindQuery('partnership')}`} data-kind-button="partnership" className="btn-light max-sm:w-full">{P.inquiry()}</a>
        <a href={`${ctx.href('/contact')}${kindQuery('proposal')}`} data-kind-button="proposal" className="btn-outline-light max-sm:w-full">{P.proposal()}</a>
      </CtaBand>
    </>
  );
}
