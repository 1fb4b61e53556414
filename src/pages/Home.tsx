// Home: what to do after a scam, who we are, what we do, and how to reach us; short enough to
// finish on a phone, each thing said once (our promises sit beside the closing call to action).
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
      <PageHero look="home" eyebrow={LL.home.heroEyebrow()} title={LL.home.heroTitle()} lead={LL.home.heroLead()} urgent={<FirstCall ctx={ctx} />}>
        <a href={ctx.href('/contact')} data-consult="" className="btn-light">{LL.home.freeAssessment()}</a>
        <a href={ctx.href('/about')} className="btn-outline-light">{LL.home.learnMore()}</a>
      </PageHero>

      <ReportFirst ctx={ctx} placeShown />

      <Section id="is-it-a-scam" title={LL.scams.homeTitle()} lead={LL.scams.homeLead()} leadFromSm compact>
        <ScamLinks ctx={ctx} compact more={{ href: ctx.href('/scams'), label: LL.scams.allGuides() }} />
      </Section>

      <OrgSection ctx={ctx} id="news" title={LL.news.homeTitle()} compact>
        {/* The newest three; on phones the newest one, the rest a tap away. */}
        <div className="max-w-3xl max-sm:[&_li+li]:hidden"><NewsList ctx={ctx} items={ctx.published.newsNewestFirst.slice(0, 3)} compact /></div>
        <a href={ctx.href('/news')} className="mt-3 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline underline-offset-4 sm:mt-5">{LL.news.viewAll()}<Icon name="chevron-right" className="h-4 w-4" /></a>
      </OrgSection>

      {/* Who we are and what we do, one section: the four figures, then the four practice areas
          (rows on phones, cards with their descriptions from 640 px up; /how-we-work says more). */}
      <OrgSection ctx={ctx} id="about" title={LL.home.aboutTitle()} lead={ctx.t(introduction)} compact tinted>
        <h3 id="stats-title" className="mb-3 text-lg font-semibold text-slate-900">{LL.home.statsTitle()}</h3>
        <StatGrid id="stats" short>
          <StatTile value={`${homeStats.countries}+`} label={LL.home.statCountries()} note={LL.home.statCountriesNote()} />
          <StatTile value={String(homeStats.teamMembers)} label={LL.home.statTeam()} note={LL.home.statTeamNote()} />
          <StatTile value={`${homeStats.satisfaction}%`} label={LL.home.statSatisfaction()} note={LL.home.statSatisfactionNote({ year: caseSummary.countedSince })} />
          <StatTile value={`${homeStats.serviceTypes}+`} label={LL.home.statServices()} note={LL.home.statServicesNote()} />
        </StatGrid>
        <div id="services" className="mt-8 scroll-mt-24 sm:mt-12">
          <h3 className="text-xl font-semibold text-slate-900 sm:text-2xl">{LL.home.servicesTitle()}</h3>
          <p className="mt-2 mb-4 max-w-3xl text-slate-600 sm:mb-6 sm:text-lg">{LL.home.servicesLead()}</p>
          <ul className="grid gap-2 sm:grid-cols-2 sm:gap-6">
            {practiceAreas.map((area) => (
              <li key={area.title.en} className="card flex gap-3 p-3 sm:p-6">
                <span className="h-fit rounded-lg bg-brand-50 p-2 text-brand-700 sm:hidden"><Icon name={area.icon} className="h-5 w-5" /></span>
                <div className="flex min-w-0 flex-1 flex-col gap-1 sm:gap-3">
                  <div className="flex items-center gap-3">
                    <span className="hidden rounded-lg bg-brand-50 p-2 text-brand-700 sm:block"><Icon name={area.icon} /></span>
                    <h4 className="text-base font-semibold sm:text-xl">{t(area.title)}</h4>
                  </div>
                  <p className="hidden text-slate-700 sm:block">{t(area.description)}</p>
                  <dl className="mt-auto flex flex-wrap items-baseline gap-x-3 text-sm sm:gap-x-6 sm:gap-y-2 sm:border-t sm:border-slate-200 sm:pt-3">
                    {area.amount !== undefined ? (
                      <div>
                        <dt className="text-slate-600 max-sm:sr-only">{LL.home.recoveredLabel({ year: practiceAreasSince })}</dt>
                        <dd data-amount="" className="whitespace-nowrap text-lg font-bold text-brand-700">{formatUsdCompact(area.amount, locale)}</dd>
                      </div>
                    ) : null}
                    <div>
                      <dt className="text-slate-600 max-sm:sr-only">{LL.home.fraudType()}</dt>
                      <dd className="font-semibold text-slate-800">{t(area.type)}</dd>
                    </div>
                  </dl>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <a href={ctx.href('/about')} className="btn-secondary mt-6">{LL.home.aboutLink()}</a>
      </OrgSection>

      <Outcomes ctx={ctx} full={false} />

      <CtaBand id="cta" title={LL.home.ctaTitle()} lead={LL.home.ctaLead()} after={<Promises ctx={ctx} />} leadFromSm>
        <a href={ctx.href('/contact')} data-consult="" className="btn-light max-sm:px-3 max-sm:text-[15px]">{LL.home.contactNow()}</a>
        <a href={ctx.href('/cases')} className="btn-outline-light max-sm:px-3 max-sm:text-[15px]">{LL.home.browseCases()}</a>
      </CtaBand>
    </>
  );
}
