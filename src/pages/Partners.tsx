// Partners: the network in figures, the four kinds of partner, and how to become one. Every
// partner is fictional sample data; the page says plainly that no partner can freeze funds.
import { CtaBand } from '../components/CtaBand.tsx';
import { FactCard } from '../components/FactCard.tsx';
import { IconCard } from '../components/IconCard.tsx';
import { mailto } from '../components/links.ts';
import { PageHero } from '../components/PageHero.tsx';
import { SampleBadge } from '../components/SampleBadge.tsx';
import { Section } from '../components/Section.tsx';
import { StatGrid, StatTile } from '../components/StatTile.tsx';
import type { PageContext, View } from '../context.ts';
import { screenView } from './view.ts';
import { academicPartners, lawEnforcementPartners, lawFirmPartners, technologyPartners } from '../content/partners.ts';
import { contact, partnerStats } from '../content/site.ts';
import { formatNumber } from '../format.ts';

export function partnersView(ctx: PageContext): View {
  return screenView(ctx.LL.pages.partners, <Partners ctx={ctx} />);
}

function Partners({ ctx }: { ctx: PageContext }) {
  const { LL, t, locale } = ctx;
  const P = LL.partners;
  return (
    <>
      <PageHero title={LL.pages.partners.title()} lead={LL.pages.partners.lead()} />

      <Section id="network" title={P.networkTitle()} lead={P.networkLead()} aside={<SampleBadge ctx={ctx} />}>
        <StatGrid>
          <StatTile value={`${partnerStats.organizations}+`} label={P.statOrganizations()} />
          <StatTile value={`${partnerStats.countries}+`} label={P.statCountries()} />
          <StatTile value={`${formatNumber(partnerStats.cases, locale)}+`} label={P.statCases()} />
          <StatTile value="24/7" label={P.statSupport()} />
        </StatGrid>
        <p className="mt-8 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">{P.honesty()}</p>
      </Section>

      <Section id="law-enforcement" title={P.lawEnforcementTitle()} lead={P.lawEnforcementLead()} tinted>
        <ul className="grid gap-6 md:grid-cols-2">
          {lawEnforcementPartners.map((p) => (
            <FactCard key={p.name.en} title={t(p.name)} text={t(p.cooperation)} facts={[
              [P.region(), t(p.region)],
              [P.type(), t(p.type)],
              [P.since(), String(p.established)],
              [P.cases(), formatNumber(p.cases, locale)],
            ]} />
          ))}
        </ul>
      </Section>

      <Section id="law-firms" title={P.lawFirmsTitle()} lead={P.lawFirmsLead()}>
        <ul className="grid gap-6 md:grid-cols-2">
          {lawFirmPartners.map((p) => (
            <FactCard key={p.name.en} title={t(p.name)} text={t(p.description)}
              facts={[[P.location(), t(p.location)], [P.speciality(), t(p.speciality)], [P.partnership(), t(p.partnership)]]} />
          ))}
        </ul>
      </Section>

      <Section id="technology" title={P.technologyTitle()} tinted>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {technologyPartners.map((p) => (
            <IconCard key={p.name.en} icon={p.icon} title={t(p.name)}>
              <p className="font-medium text-brand-800">{t(p.service)}</p>
              <p className="mt-2">{t(p.description)}</p>
            </IconCard>
          ))}
        </ul>
      </Section>

      <Section id="academic" title={P.academicTitle()}>
        <ul className="grid gap-6 md:grid-cols-2">
          {academicPartners.map((p) => (
            <FactCard key={p.name.en} title={t(p.name)} columns={1} facts={[[P.program(), t(p.program)], [P.focus(), t(p.focus)]]} />
          ))}
        </ul>
      </Section>

      <CtaBand id="become-partner" title={P.becomeTitle()} lead={P.becomeLead()}>
        <a href={mailto(contact.partnersEmail, P.inquirySubject())} className="btn-light">{P.inquiry()}</a>
        <a href={mailto(contact.partnersEmail, P.proposalSubject())} className="btn-outline-light">{P.proposal()}</a>
      </CtaBand>
    </>
  );
}
