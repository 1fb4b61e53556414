// Cases: the summary figures, statistics by fraud type, closed cases, testimonials (the first few
// shown, the rest one tap away in a <details>), and the call to action with our promises beside
// it. The closed cases come casesPerPage at a time
// (/cases, /cases?page=2, ...): later pages keep the hero, the cases and the call to action only.
// ?page=1 is a 301 to /cases (one URL per page); any other page value is a 404.
import { CtaBand } from '../components/CtaBand.tsx';
import { Outcomes } from '../components/Outcomes.tsx';
import { Facts } from '../components/Facts.tsx';
import { Icon } from '../components/Icon.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Promises } from '../components/Promises.tsx';
import { OrgSection } from '../components/OrgClaim.tsx';
import { StatGrid, StatTile } from '../components/StatTile.tsx';
import { Badge } from '../components/Badge.tsx';
import { firstPageRedirect, pageCountOf, PageLinks, requestedPage } from '../components/Pagination.tsx';
import type { PageContext, Redirect, View } from '../site/context.ts';
import { missingView, screenView } from '../components/views.tsx';
import { caseTypeStats, featuredCases, testimonials } from '../content/cases.ts';
import { caseSummary } from '../content/site.ts';
import type { AccentColor } from '../content/types.ts';
import { formatNumber, formatUsd, formatUsdCompact, quote } from '../site/format.ts';

const accents: Readonly<Record<AccentColor, string>> = {
  blue: 'bg-blue-50 text-blue-800',
  emerald: 'bg-emerald-50 text-emerald-800',
  amber: 'bg-amber-50 text-amber-800',
  rose: 'bg-rose-50 text-rose-800',
  violet: 'bg-violet-50 text-violet-800',
  sky: 'bg-sky-50 text-sky-800',
};

/** Closed cases shown on one page of /cases: few enough that a phone finishes the page. */
export const casesPerPage = 3;
/** Testimonials shown before "show the others". */
export const testimonialsShown = 1;
/** How many pages the closed cases fill (at least one, even with none). */
export const casePageCount = pageCountOf(featuredCases.length, casesPerPage);

/** The page a request asks for (src/components/Pagination.tsx): 1, n, 'first' or null. */
export const requestedCasePage = (url: URL) => requestedPage(url, casePageCount);

/** The URL of one page of the closed cases in the current language. */
function pageHref(ctx: PageContext, n: number): string {
  return `${ctx.href('/cases')}${n === 1 ? '' : `?page=${n}`}#featured-cases`;
}

export function casesView(ctx: PageContext): View | Redirect {
  const { LL } = ctx;
  const n = requestedCasePage(ctx.url);
  if (n === 'first') return firstPageRedirect(ctx, '/cases');
  if (n === null) {
    return missingView(ctx, { title: LL.cases.pageNotFoundTitle(), lead: LL.cases.pageNotFoundLead(), action: { href: ctx.href('/cases'), label: LL.cases.pageNotFoundBack() } });
  }
  const view = screenView(LL.pages.cases, <Cases ctx={ctx} page={n} />);
  if (n === 1) return view;
  return {
    ...view,
    title: LL.cases.pageTitle({ title: view.title, page: n }),
    query: `?page=${n}`,
    breadcrumb: [{ name: view.title, path: '/cases' }],
  };
}

function Cases({ ctx, page }: { ctx: PageContext; page: number }) {
  const { LL, t, locale } = ctx;
  const C = LL.cases;
  const first = (page - 1) * casesPerPage;
  const shown = featuredCases.slice(first, first + casesPerPage);
  return (
    <>
      <PageHero look="cases" title={LL.pages.cases.title()} lead={LL.pages.cases.lead()} />

      {page === 1 ? (
        <>
          <OrgSection ctx={ctx} id="summary" title={C.summaryTitle()} compact>
            <StatGrid short>
              <StatTile value={formatNumber(caseSummary.totalCases, locale)} label={C.totalCases({ year: caseSummary.countedSince })} />
              <StatTile value={formatUsdCompact(caseSummary.recoveredUsd, locale)} label={C.recovered()} />
              <StatTile value={C.months({ count: caseSummary.averageMonths })} label={C.averageTime()} />
            </StatGrid>
            <p data-figures-note="" className="mt-6 max-w-3xl text-lg text-slate-700">
              {C.averageRate({ rate: caseSummary.averageRecoveryRate, shown: featuredCases.length })}
            </p>
          </OrgSection>

          <Outcomes ctx={ctx} full tinted />

          <OrgSection ctx={ctx} id="case-types" title={C.typesTitle()} compact>
            <ul className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:gap-6 lg:grid-cols-4">
              {caseTypeStats.map((s) => (
                <li key={s.type} className="card flex flex-col gap-2 p-3 sm:gap-3 sm:p-6">
                  <div className="flex flex-col items-start gap-2 sm:gap-3">
                    <span className={`w-fit rounded-lg p-2 ${accents[s.color]}`}><Icon name={s.icon} className="h-5 w-5 sm:h-6 sm:w-6" /></span>
                    <h3 className="font-semibold leading-snug sm:text-lg">{C.types[s.type]()}</h3>
                  </div>
                  <p className="whitespace-nowrap text-xl font-bold text-slate-900 sm:text-3xl">{C.typeCases({ count: s.cases })}</p>
                  <Facts items={[[C.typeAverage(), `${s.averageRecovery}%`, 'figure'], [C.typeTotal(), formatUsdCompact(s.totalAmount, locale), 'figure']]} />
                </li>
              ))}
            </ul>
          </OrgSection>
        </>
      ) : null}

      <OrgSection ctx={ctx} id="featured-cases" title={C.featuredTitle()} lead={C.featuredLead()} compact>
        {casePageCount > 1 ? (
          <p className="mb-4 font-semibold text-slate-800 sm:mb-6" data-case-range="">
            {C.range({ from: first + 1, to: first + shown.length, total: featuredCases.length })}
          </p>
        ) : null}
        <ul className="grid gap-3 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((c) => (
            <li key={c.id} data-case={c.id} className="card flex flex-col gap-3 p-4 sm:gap-4 sm:p-6">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-mono text-slate-600">{c.id}</span>
                <Badge tone="brand">{C.types[c.type]()}</Badge>
                <Badge tone="emerald">{C.closed()}</Badge>
              </div>
              <h3 className="text-lg font-semibold">{t(c.title)}</h3>
              <p className="text-slate-700">{t(c.description)}</p>
              <Facts items={[
                [C.lost(), formatUsd(c.amount, locale), 'figure'],
                [C.recoveredAmount(), formatUsd(c.recovered, locale), 'figure'],
                [C.rate(), `${c.recoveryRate}%`, 'figure'],
                [C.duration(), C.months({ count: c.durationMonths }), 'figure'],
                [C.region(), LL.countries[c.region]()],
              ]} />
              <details className="group">
                <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 text-sm font-semibold text-brand-700 [&::-webkit-details-marker]:hidden">
                  {C.achievements()}
                  <Icon name="chevron-right" className="h-4 w-4 rotate-90 group-open:-rotate-90" />
                </summary>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
                  {c.achievements.map((a) => <li key={a.en}>{t(a)}</li>)}
                </ul>
              </details>
            </li>
          ))}
        </ul>
        {casePageCount > 1 ? <CasePages ctx={ctx} page={page} /> : null}
      </OrgSection>

      {page === 1 ? (
        <OrgSection ctx={ctx} id="testimonials" title={C.testimonialsTitle()} compact tinted>
          <ul className={quoteGrid}>
            {testimonials.slice(0, testimonialsShown).map((q) => <Testimonial key={q.name.en} ctx={ctx} q={q} />)}
          </ul>
          {testimonials.length > testimonialsShown ? (
            <details data-more-testimonials="" className="group mt-4 sm:mt-6">
              <summary className="btn-secondary cursor-pointer list-none [&::-webkit-details-marker]:hidden">
                {C.moreTestimonials({ count: testimonials.length - testimonialsShown })}
                <Icon name="chevron-right" className="h-4 w-4 rotate-90 group-open:-rotate-90" />
              </summary>
              <ul className={`${quoteGrid} mt-4 sm:mt-6`}>
                {testimonials.slice(testimonialsShown).map((q) => <Testimonial key={q.name.en} ctx={ctx} q={q} />)}
              </ul>
            </details>
          ) : null}
        </OrgSection>
      ) : null}

      <CtaBand id="cta" title={C.ctaTitle()} lead={C.ctaLead()} after={<Promises ctx={ctx} />}>
        <a href={ctx.href('/contact')} data-consult="" className="btn-light">{C.freeAssessment()}</a>
      </CtaBand>
    </>
  );
}

/** Previous, the page numbers and Next, with the case pages' own labels. */
function CasePages({ ctx, page }: { ctx: PageContext; page: number }) {
  const C = ctx.LL.cases;
  return (
    <PageLinks
      page={page} count={casePageCount} href={(n) => pageHref(ctx, n)}
      label={C.pagesLabel()} previous={C.previous()} next={C.next()} pageNumber={(n) => C.pageNumber({ page: n })}
    />
  );
}

const quoteGrid = 'grid gap-3 sm:gap-6 md:grid-cols-2 lg:grid-cols-3';

function Testimonial({ ctx, q }: { ctx: PageContext; q: (typeof testimonials)[number] }) {
  const { t, locale } = ctx;
  const C = ctx.LL.cases;
  return (
    <li className="card flex flex-col gap-3 p-4 sm:gap-4 sm:p-6">
      <blockquote className="text-slate-800">{quote(t(q.quote), locale)}</blockquote>
      <div className="mt-auto text-sm">
        <p className="font-semibold">{t(q.name)}</p>
        <p className="text-slate-600">{t(q.company)} · {t(q.case)}</p>
        <p className="mt-1 text-slate-700">{C.lost()} {formatUsd(q.amount, locale)} · {C.recoveredAmount()} {formatUsd(q.recovered, locale)}</p>
      </div>
    </li>
  );
}
