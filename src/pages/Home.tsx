// Home: what to do after a scam, who we are, what we do, and how to reach us; short enough to
// finish on a phone (its figures and services one tap away there), each thing said once (our
// promises sit beside the closing call to action).
import { AssessmentLink } from '../components/AssessmentLink.tsx';
import { unservedPlace } from '../components/served.ts';
import { CtaBand } from '../components/CtaBand.tsx';
import { FirstCall } from '../components/FirstCall.tsx';
import { Icon } from '../components/Icon.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Promises } from '../components/Promises.tsx';
import { PhoneFold } from '../components/PhoneFold.tsx';
import { ReportFirst } from '../components/ReportFirst.tsx';
import { ScamLinks } from '../components/ScamLinks.tsx';
import { NewsList } from '../components/NewsList.tsx';
import { Section } from '../components/Section.tsx';
import { OrgSection } from '../components/OrgClaim.tsx';
import { StatGrid } from '../components/StatTile.tsx';
import { FigureTile, HowWeCount, sourceSaidBefore, yearsOf } from '../components/HowWeCount.tsx';
import { SampleBadge } from '../components/SampleBadge.tsx';
import type { PageContext, View } from '../site/context.ts';
import { screenView } from '../components/views.tsx';
import { introduction } from '../content/about.ts';
import { identity } from '../content/identity.ts';
import { homeStats, practiceAreas, practiceAreasCounted } from '../content/site.ts';
import { atLeast, formatCount, formatUsdExact, wordSpace } from '../site/format.ts';
import { Outcomes } from '../components/Outcomes.tsx';
import { LegalStatus } from '../components/LegalStatus.tsx';

// On phones the fraud type keeps its label (small, before it), so no value stands unexplained.
const phoneRow = 'max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-1.5';

export function homeView(ctx: PageContext): View {
  return screenView(ctx.LL.home, <Home ctx={ctx} />);
}

function Home({ ctx }: { ctx: PageContext }) {
  const { LL, t, locale } = ctx;
  const news = ctx.published.newsNewestFirst.filter((n) => !ctx.published.ended(n)).slice(0, 3);
  /** The stats section says who counted a source once, under its first figure. */
  const sourceSaid = sourceSaidBefore();
  return (
    <>
      <PageHero look="home" eyebrowFromSm eyebrow={LL.home.heroEyebrow()} title={LL.home.heroTitle()} lead={unservedPlace(ctx) ? LL.home.heroLeadUnserved() : LL.home.heroLead()} urgent={<FirstCall ctx={ctx} />}>
        {/* Narrower on phones, so both stay on one row. */}
        <AssessmentLink ctx={ctx} label={LL.home.freeAssessment()} className="btn-light max-sm:px-3" quietClassName="btn-outline-light max-sm:px-3" />
        <a href={ctx.href('/about')} className="btn-outline-light max-sm:px-3">{LL.home.learnMore()}</a>
      </PageHero>

      <ReportFirst ctx={ctx} placeShown />

      <Section id="is-it-a-scam" title={LL.scams.homeTitle()} lead={LL.scams.homeLead()} leadFromSm compact>
        <ScamLinks ctx={ctx} compact more={{ href: ctx.href('/scams'), label: LL.scams.allGuides() }} />
        {/* On phones the news is this one link (the section below is shown from 640 px). */}
        <a href={ctx.href('/news')} className="mt-3 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline underline-offset-4 sm:hidden">{LL.news.viewAll()}<Icon name="chevron-right" className="h-4 w-4" /></a>
      </Section>

      {/* The newest three that are not past events (Home invites no one to what is over), from
          640 px up: a phone has the link above, so Home ends sooner. */}
      {news.length ? (
        <div className="max-sm:hidden">
          <OrgSection ctx={ctx} id="news" title={LL.news.homeTitle()} compact>
            <div className="max-w-3xl"><NewsList ctx={ctx} items={news} compact /></div>
            <a href={ctx.href('/news')} className="mt-5 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline underline-offset-4">{LL.news.viewAll()}<Icon name="chevron-right" className="h-4 w-4" /></a>
          </OrgSection>
        </div>
      ) : null}

      {/* Who we are, the four figures, what we do and how a case usually goes: one section. Who we
          are is a short paragraph and the legal status with /about and /verify one tap away; how a
          case usually goes, with the fees, sits above the practice areas' amounts. On phones the
          figures and the practice areas are each one tap away (PhoneFold), so the page ends within
          six screens with what a reader must weigh (legal form, outcomes, fees) in view; the
          practice areas are rows there (their descriptions from 640 px up). */}
      <OrgSection ctx={ctx} id="about" title={LL.home.aboutTitle()} compact tinted>
        <p className="-mt-2 max-w-3xl text-base text-slate-700 sm:-mt-4 sm:text-lg">
          {ctx.t(introduction)}{wordSpace(ctx.locale)}
          <a href={ctx.href('/about')} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline underline-offset-4">{LL.home.aboutLink()}<Icon name="chevron-right" className="h-4 w-4" /></a>
        </p>
        <LegalStatus ctx={ctx} className="max-w-3xl text-base text-slate-800 sm:text-lg" linkClass="font-semibold text-brand-700 underline underline-offset-4" />
        {/* The figures and the services' amounts: one tap away on phones (PhoneFold), in view from 640 px. */}
        <PhoneFold summary={LL.home.statsFold()} className="mt-2 sm:mt-8">
          <h3 id="stats-title" className="mb-3 text-lg font-semibold text-slate-900 max-sm:sr-only">{LL.home.statsTitle()}</h3>
          <StatGrid id="stats" rows>
            <FigureTile ctx={ctx} value={atLeast(formatCount(homeStats.countries.value, locale), locale)} label={LL.home.statCountries()} note={LL.home.statCountriesNote()} counted={homeStats.countries} sourceSaid={sourceSaid(homeStats.countries)} />
            {/* One reading of the figure everywhere: the annual report's paid staff, and the rest volunteers
                (the build checks the figure is not smaller than the staff). */}
            <FigureTile ctx={ctx} value={formatCount(homeStats.teamMembers.value, locale)} label={LL.home.statTeam()} note={LL.home.statTeamNote({ staff: formatCount(identity.annualReport.staff, locale), volunteers: formatCount(homeStats.teamMembers.value - identity.annualReport.staff, locale) })} counted={homeStats.teamMembers} sourceSaid={sourceSaid(homeStats.teamMembers)} />
            <FigureTile ctx={ctx} value={`${homeStats.satisfaction.value}%`} label={LL.home.statSatisfaction()} note={LL.home.statSatisfactionNote()} counted={homeStats.satisfaction} sourceSaid={sourceSaid(homeStats.satisfaction)} />
            <FigureTile ctx={ctx} value={atLeast(formatCount(homeStats.serviceTypes.value, locale), locale)} label={LL.home.statServices()} note={LL.home.statServicesNote()} counted={homeStats.serviceTypes} sourceSaid={sourceSaid(homeStats.serviceTypes)} />
          </StatGrid>
        </PhoneFold>
        <div id="services" className="mt-5 scroll-mt-24 sm:mt-12">
          <h3 className="text-xl font-semibold text-slate-900 sm:text-2xl">{LL.home.servicesTitle()}</h3>
          {/* What a typical case looks like comes before the amounts, so none reads as the result to expect. */}
          <div className="mt-2 sm:mt-4"><Outcomes ctx={ctx} full={false} /></div>
          <PhoneFold summary={LL.home.servicesFold()}>
            <p className="mt-1 max-w-3xl text-sm text-slate-600 sm:text-lg">{LL.home.servicesLead({ years: yearsOf(ctx, practiceAreasCounted) })}</p>
            {/* The figures above already explained this source (who counted, what is audited): said once a page. */}
            <HowWeCount ctx={ctx} counted={practiceAreasCounted} sourceSaid={sourceSaid(practiceAreasCounted)} className="mb-3 sm:mb-6" />
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
                          <dt className="text-slate-600 max-sm:sr-only">{LL.home.recoveredLabel({ years: yearsOf(ctx, practiceAreasCounted) })}</dt>
                          <dd data-amount="" className="inline font-semibold text-slate-900 sm:text-lg">{formatUsdExact(area.amount, locale, LL.home.about)}</dd>
                          <dd className="inline"><SampleBadge ctx={ctx} inline /></dd>
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
          </PhoneFold>
        </div>
      </OrgSection>

      {/* The lead shows on phones too: that we say plainly what cannot be done is worth a line. */}
      <CtaBand id="cta" title={LL.home.ctaTitle()} lead={LL.home.ctaLead()} after={<Promises ctx={ctx} />}>
        <AssessmentLink ctx={ctx} label={LL.home.contactNow()} className="btn-light max-sm:px-3 max-sm:text-[15px]" />
        <a href={ctx.href('/cases')} className="btn-outline-light max-sm:px-3 max-sm:text-[15px]">{LL.home.browseCases()}</a>
      </CtaBand>
    </>
  );
}
