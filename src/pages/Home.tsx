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
import { atLeast, formatCount, formatUsdCompact, wordSpace } from '../site/format.ts';
import { Outcomes } from '../components/Outcomes.tsx';

// On phones the fraud type keeps its label (small, before it), so no value stands unexplained.
const phoneRow = 'max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-1.5';

export function homeView(ctx: PageContext): View {
  return screenView(ctx.LL.home, <Home ctx={ctx} />);
}

function Home({ ctx }: { ctx: PageContext }) {
  const { LL, t, locale } = ctx;
  return (
    <>
      <PageHero look="home" eyebrowFromSm eyebrow={LL.home.heroEyebrow()} title={LL.home.heroTitle()} lead={LL.home.heroLead()} urgent={<FirstCall ctx={ctx} />}>
        {/* Narrower on phones, so both stay on one row. */}
        <a href={ctx.href('/contact')} data-consult="" className="btn-light max-sm:px-3">{LL.home.freeAssessment()}</a>
        <a href={ctx.href('/about')} className="btn-outline-light max-sm:px-3">{LL.home.learnMore()}</a>
      </PageHero>

      <ReportFirst ctx={ctx} placeShown />

      <Section id="is-it-a-scam" title={LL.scams.homeTitle()} lead={LL.scams.homeLead()} leadFromSm compact>
        <ScamLinks ctx={ctx} compact more={{ href: ctx.href('/scams'), label: LL.scams.allGuides() }} />
        {/* On phones the news is this one link (the section below is shown from 640 px). */}
        <a href={ctx.href('/news')} className="mt-3 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline underline-offset-4 sm:hidden">{LL.news.viewAll()}<Icon name="chevron-right" className="h-4 w-4" /></a>
      </Section>

      {/* The newest three, from 640 px up: a phone has the link above, so Home ends sooner. */}
      <div className="max-sm:hidden">
        <OrgSection ctx={ctx} id="news" title={LL.news.homeTitle()} compact>
          <div className="max-w-3xl"><NewsList ctx={ctx} items={ctx.published.newsNewestFirst.slice(0, 3)} compact /></div>
          <a href={ctx.href('/news')} className="mt-5 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline underline-offset-4">{LL.news.viewAll()}<Icon name="chevron-right" className="h-4 w-4" /></a>
        </OrgSection>
      </div>

      {/* Who we are, the four figures, what we do and how a case usually goes: one section. Who we
          are is a short paragraph with /about one tap away (its history and record live there); how
          a case usually goes sits above the practice areas' amounts; the practice areas are rows on
          phones (their descriptions from 640 px up). */}
      <OrgSection ctx={ctx} id="about" title={LL.home.aboutTitle()} compact tinted>
        <p className="-mt-2 max-w-3xl text-base text-slate-700 sm:-mt-4 sm:text-lg">
          {ctx.t(introduction)}{wordSpace(ctx.locale)}
          <a href={ctx.href('/about')} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline underline-offset-4">{LL.home.aboutLink()}<Icon name="chevron-right" className="h-4 w-4" /></a>
        </p>
        <h3 id="stats-title" className="mt-3 mb-3 text-lg font-semibold text-slate-900 max-sm:sr-only sm:mt-8">{LL.home.statsTitle()}</h3>
        <StatGrid id="stats" rows>
          <StatTile value={atLeast(formatCount(homeStats.countries, locale), locale)} label={LL.home.statCountries()} note={LL.home.statCountriesNote()} />
          <StatTile value={String(homeStats.teamMembers)} label={LL.home.statTeam()} />
          <StatTile value={`${homeStats.satisfaction}%`} label={LL.home.statSatisfaction()} note={LL.home.statSatisfactionNote({ year: caseSummary.countedSince })} />
          <StatTile value={atLeast(formatCount(homeStats.serviceTypes, locale), locale)} label={LL.home.statServices()} note={LL.home.statServicesNote()} />
        </StatGrid>
        <div id="services" className="mt-7 scroll-mt-24 sm:mt-12">
          <h3 className="text-xl font-semibold text-slate-900 sm:text-2xl">{LL.home.servicesTitle()}</h3>
          <p className="mt-1 mb-3 max-w-3xl text-sm text-slate-600 sm:mt-2 sm:mb-6 sm:text-lg">{LL.home.servicesLead({ year: practiceAreasSince })}</p>
          {/* What a typical case looks like comes before the amounts, so none reads as the result to expect. */}
          <Outcomes ctx={ctx} full={false} />
          {/* On phones one card of rows; from 640 px a card each. */}
          <ul className="grid max-sm:divide-y max-sm:divide-slate-200 max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:px-3 max-sm:shadow-sm sm:grid-cols-2 sm:gap-6">
            {practiceAreas.map((area) => (
              <li key={area.title.en} className="flex gap-3 py-2 sm:card sm:p-6">
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
                        {/* On phones the lead just above says what the amounts are, in the same words. */}
                        <dt className="text-slate-600 max-sm:sr-only">{LL.home.recoveredLabel({ year: practiceAreasSince })}</dt>
                        <dd data-amount="" className="whitespace-nowrap font-semibold text-slate-900 sm:text-lg">{formatUsdCompact(area.amount, locale)}</dd>
                      </div>
                    ) : null}
                    <div className={phoneRow}>
                      <dt className="text-slate-600 max-sm:text-xs">{LL.home.fraudType()}</dt>
                      <dd className="font-semibold text-slate-800">{t(area.type)}</dd>
                    </div>
                  </dl>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </OrgSection>

      {/* The lead shows on phones too: that we say plainly what cannot be done is worth a line. */}
      <CtaBand id="cta" title={LL.home.ctaTitle()} lead={LL.home.ctaLead()} after={<Promises ctx={ctx} />}>
        <a href={ctx.href('/contact')} data-consult="" className="btn-light max-sm:px-3 max-sm:text-[15px]">{LL.home.contactNow()}</a>
        <a href={ctx.href('/cases')} className="btn-outline-light max-sm:px-3 max-sm:text-[15px]">{LL.home.browseCases()}</a>
      </CtaBand>
    </>
  );
}
