// Home: what to do after a scam, who we are, what we do, and how to reach us.
import { CtaBand } from '../components/CtaBand.tsx';
import { FirstCall } from '../components/FirstCall.tsx';
import { Icon } from '../components/Icon.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Promises } from '../components/Promises.tsx';
import { ReportFirst } from '../components/ReportFirst.tsx';
import { ScamLinks } from '../components/ScamLinks.tsx';
import { NewsList } from '../components/NewsList.tsx';
import { Section } from '../components/Section.tsx';
import { OrgSection } from '../components/OrgClaim.tsx';
import { StatGrid, StatTile } from '../components/StatTile.tsx';
import type { PageContext, View } from '../site/context.ts';
import { screenView } from '../components/views.tsx';
import { introduction } from '../content/about.ts';
import { caseSummary, homeStats, practiceAreas, practiceAreasSince } from '../content/site.ts';
import { formatUsdCompact } from '../site/format.ts';
import { Outcomes } from '../components/Outcomes.tsx';

export function homeView(ctx: PageContext): View {
  return screenView(ctx.LL.home, <Home ctx={ctx} />);
}

function Home({ ctx }: { ctx: PageContext }) {
  const { LL, t, locale } = ctx;
  return (
    <>
      <PageHero eyebrow={LL.home.heroEyebrow()} title={LL.home.heroTitle()} lead={LL.home.heroLead()} urgent={<FirstCall ctx={ctx} />} after={<Promises ctx={ctx} align="start" />}>
        <a href={ctx.href('/contact')} data-consult="" className="btn-light">{LL.home.freeAssessment()}</a>
        <a href={ctx.href('/about')} className="btn-outline-light">{LL.home.learnMore()}</a>
      </PageHero>

      <ReportFirst ctx={ctx} />

      <Section id="is-it-a-scam" title={LL.scams.homeTitle()} lead={LL.scams.homeLead()}>
        <ScamLinks ctx={ctx} />
        <a href={ctx.href('/scams')} className="btn-secondary mt-6">{LL.scams.allGuides()}</a>
      </Section>

      <OrgSection ctx={ctx} id="news" title={LL.news.homeTitle()}>
        <div className="max-w-3xl"><NewsList ctx={ctx} items={ctx.published.newsNewestFirst.slice(0, 3)} /></div>
        <a href={ctx.href('/news')} className="btn-secondary mt-6">{LL.news.viewAll()}</a>
      </OrgSection>

      <OrgSection ctx={ctx} id="stats" title={LL.home.statsTitle()} tinted>
        <StatGrid>
          <StatTile value={`${homeStats.countries}+`} label={LL.home.statCountries()} note={LL.home.statCountriesNote()} />
          <StatTile value={String(homeStats.teamMembers)} label={LL.home.statTeam()} note={LL.home.statTeamNote()} />
          <StatTile value={`${homeStats.satisfaction}%`} label={LL.home.statSatisfaction()} note={LL.home.statSatisfactionNote({ year: caseSummary.countedSince })} />
          <StatTile value={`${homeStats.serviceTypes}+`} label={LL.home.statServices()} note={LL.home.statServicesNote()} />
        </StatGrid>
      </OrgSection>

      <OrgSection ctx={ctx} id="about" title={LL.home.aboutTitle()} lead={ctx.t(introduction)}>
        <a href={ctx.href('/about')} className="btn-secondary">{LL.home.aboutLink()}</a>
      </OrgSection>

      <OrgSection ctx={ctx} id="services" title={LL.home.servicesTitle()} lead={LL.home.servicesLead()} tinted>
        <ul className="grid gap-6 sm:grid-cols-2">
          {practiceAreas.map((area) => (
            <li key={area.title.en} className="card flex flex-col gap-3">
              <div className="flex items-center gap-3">
                <span className="rounded-lg bg-brand-50 p-2 text-brand-700"><Icon name={area.icon} /></span>
                <h3 className="text-xl font-semibold">{t(area.title)}</h3>
              </div>
              <p className="text-slate-700">{t(area.description)}</p>
              <dl className="mt-auto flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-200 pt-3 text-sm">
                {area.amount !== undefined ? (
                  <div>
                    <dt className="text-slate-600">{LL.home.recoveredLabel({ year: practiceAreasSince })}</dt>
                    <dd data-amount="" className="whitespace-nowrap text-lg font-bold text-brand-700">{formatUsdCompact(area.amount, locale)}</dd>
                  </div>
                ) : null}
                <div>
                  <dt className="text-slate-600">{LL.home.fraudType()}</dt>
                  <dd className="font-semibold text-slate-800">{t(area.type)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </OrgSection>

      <Outcomes ctx={ctx} full={false} />

      <CtaBand id="cta" title={LL.home.ctaTitle()} lead={LL.home.ctaLead()} after={<Promises ctx={ctx} />}>
        <a href={ctx.href('/contact')} data-consult="" className="btn-light">{LL.home.contactNow()}</a>
        <a href={ctx.href('/cases')} className="btn-outline-light">{LL.home.browseCases()}</a>
      </CtaBand>
    </>
  );
}
