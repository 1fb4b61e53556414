// Cases: how many closed cases got nothing back and the median, all closed cases by how much came
// back, what the figures leave out, the totals and the cases by type one tap away, what a typical
// case looks like, closed cases, testimonials (one tap away in a <details>: a page that tells outcomes
// honestly does not lead with praise), and the call to action with our promises beside it. The
// closed cases come casesPerPage at a time (/cases, /cases?page=2, ...): later pages keep the
// hero, the cases and the call to action only.
// ?page=1 is a 301 to /cases (one URL per page); any other page value is a 404.
import { AssessmentLink } from '../components/AssessmentLink.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { NotCounted, Outcomes } from '../components/Outcomes.tsx';
import { NothingRecoveredCase } from '../components/NothingRecoveredCase.tsx';
import { Facts } from '../components/Facts.tsx';
import { Icon } from '../components/Icon.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Promises } from '../components/Promises.tsx';
import { OrgSection } from '../components/OrgClaim.tsx';
import { HowWeCount } from '../components/HowWeCount.tsx';
import { SampleBadge } from '../components/SampleBadge.tsx';
import { Badge } from '../components/Badge.tsx';
import { whatWeCharged } from '../components/CaseCharges.ts';
import { AmountBands } from '../components/AmountBands.tsx';
import { CaseTotals } from '../components/CaseTotals.tsx';
import { firstPageRedirect, pageCountOf, PageLinks, requestedPage } from '../components/Pagination.tsx';
import type { PageContext, Redirect, View } from '../site/context.ts';
import { claimsView, missingView } from '../components/views.tsx';
import { featuredCases, testimonials, testimonialsCounted } from '../content/cases.ts';
import { caseSummary } from '../content/site.ts';
import { amountBandCeiling, amountBandFloor, amountBandOf, type AmountBand } from '../content/amount-bands.ts';
import { countInProse, formatNumber, formatUsd, quote, wordSpace } from '../site/format.ts';

/** Closed cases shown on one page of /cases: few enough that a phone finishes the page. */
export const casesPerPage = 3;
/** How many pages the closed cases fill (at least one, even with none). */
export const casePageCount = pageCountOf(featuredCases.length, casesPerPage);
/** How many closed cases listed recovered nothing: each page of the list says so (when none did,
 *  that the list holds only cases that recovered money). */
const recoveredNothing = featuredCases.filter((c) => c.recovered === 0).length;
/** The share of all closed cases that recovered nothing (the statistics lead with it), and whether
 *  the list matches it (within this many points): only then does its lead say the cases were chosen
 *  to match the whole. */
const nothingShare = caseSummary.casesClosed > 0 ? Math.round(((caseSummary.casesClosed - caseSummary.totalCases) / caseSummary.casesClosed) * 100) : 0;
const matchWithin = 10;
/** Whether the median closed case got nothing back: more than half of all closed cases did. The
 *  figures are totals, so otherwise they cannot give a median and the page says so. */
const medianZero = (caseSummary.casesClosed - caseSummary.totalCases) * 2 > caseSummary.casesClosed;
const listMatches = featuredCases.length > 0 && Math.abs((recoveredNothing / featuredCases.length) * 100 - nothingShare) <= matchWithin;

/** The two hero figures (what a typical case got): on phones the number beside its sentence, from
 *  640 px above it, in one card split in two. */
const heroFigure = 'grid grid-cols-[minmax(4.5rem,auto)_1fr] items-baseline gap-x-3 py-2.5 sm:block sm:p-6';
const heroNumber = 'whitespace-nowrap text-3xl font-bold tracking-tight text-brand-700 sm:block sm:text-4xl';

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
  const view = claimsView(ctx, LL.pages.cases, <Cases ctx={ctx} page={n} />);
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
          {/* The figures, what they leave out right beside them, and the same cases by type, one
              section; what a typical case looks like follows, with a case that recovered nothing,
              so no figure reads as the result to expect. */}
          <OrgSection ctx={ctx} id="summary" title={C.summaryTitle()} compact>
            {/* Each figure with its sample mark; how they are counted once, under them (they share
                the years and the source), with the denominator: every case closed. */}
            {/* The step before: everyone who asked for an assessment, and why most were not taken on,
                so what follows is read against everyone who came. Right under the section's sample
                mark, with the years and source of "How we count" below (a mark of its own would
                cost /cases a line on a phone). */}
            <p data-funnel="" className="mb-3 max-w-3xl text-slate-700 sm:mb-4 sm:text-lg">
              {C.funnel({ from: caseSummary.from, to: caseSummary.to, assessed: formatNumber(caseSummary.assessed, locale) })}
            </p>
            {/* The hero figures are the ones that describe a typical case: how many closed cases got
                nothing back, and what the median one got. The totals follow as a plain list. */}
            <div data-nothing-back="" className="card mb-3 grid max-w-4xl divide-y divide-slate-200 px-4 py-0 text-slate-900 sm:mb-4 sm:grid-cols-2 sm:divide-x sm:divide-y-0 sm:p-0 sm:text-lg">
              <p className={heroFigure}>
                <span aria-hidden="true" className={heroNumber}>{nothingShare}%</span>
                <span><span className="font-semibold">{C.nothingBack({ nothing: formatNumber(caseSummary.casesClosed - caseSummary.totalCases, locale), closed: formatNumber(caseSummary.casesClosed, locale), share: nothingShare })}</span>
                  <SampleBadge ctx={ctx} inline /></span>
              </p>
              <p className={heroFigure}>
                {medianZero ? <span aria-hidden="true" className={heroNumber}>{formatUsd(0, locale)}</span> : null}
                <span data-median="" className={medianZero ? '' : 'col-span-2'}>{medianZero ? C.medianNothing({ zero: formatUsd(0, locale) }) : C.medianUnknown()}</span>
              </p>
            </div>
            {/* Then all closed cases by how much came back: the spread a reader's case is drawn
                from. The totals in dollars, which a few large cases raise, are one tap away. */}
            <AmountBands ctx={ctx} />
            <HowWeCount ctx={ctx} counted={caseSummary} className="mt-3" counts={C.summaryCounts({ closed: formatNumber(caseSummary.casesClosed, locale), recovered: formatNumber(caseSummary.totalCases, locale) })} />
            <NotCounted ctx={ctx} />
            <CaseTotals ctx={ctx} nothingShare={nothingShare} />
          </OrgSection>

          <Outcomes ctx={ctx} full tinted example={<NothingRecoveredCase ctx={ctx} />} />
        </>
      ) : null}

      <OrgSection ctx={ctx} id="featured-cases" title={C.featuredTitle()} compact>
        {/* How the list compares with every closed case, counted from the data: chosen to match
            the whole only when it does. */}
        {page === 1 && featuredCases.length > 0 ? (
          <p data-cases-lead="" className="mb-4 max-w-3xl font-semibold text-slate-800 sm:mb-6">
            {(listMatches ? C.featuredLead : C.featuredLeadApart)({ nothing: recoveredNothing, total: featuredCases.length, share: nothingShare })}
            <CaseSpread ctx={ctx} />
          </p>
        ) : null}
        {/* On every later page of the list (it has no other caveat; page 1 has the lead above): how
            many of the cases listed recovered nothing, or that all of them recovered money. */}
        {(casePageCount > 1 && page > 1) || (casePageCount === 1 && recoveredNothing === 0 && shown.length > 0) ? (
          <p className="mb-4 font-semibold text-slate-800 sm:mb-6" data-case-range="">
            {casePageCount > 1
              ? (recoveredNothing === 0 ? C.rangeRecovered : C.rangeWithNothing)({ from: first + 1, to: first + shown.length, total: featuredCases.length, nothing: countInProse(recoveredNothing, locale) })
              : C.allRecovered()}
          </p>
        ) : null}
        <ul className="grid gap-3 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((c) => (
            <li key={c.id} data-case={c.id} className="card flex flex-col gap-3 p-4 sm:gap-4 sm:p-6">
              <div className="flex flex-wrap items-center gap-1.5 text-sm sm:gap-2">
                <span className="font-mono text-xs text-slate-600 sm:text-sm">{c.id}</span>
                <Badge tone="brand">{C.types[c.type]()}</Badge>
                <span className="font-semibold text-emerald-800">{C.closed()}</span>
              </div>
              <h3 className="text-lg font-semibold">{t(c.title)}</h3>
              <p className="text-slate-700">{t(c.description)}</p>
              <Facts items={[
                [C.lost(), formatUsd(c.amount, locale), 'figure'],
                [C.recoveredAmount(), formatUsd(c.recovered, locale), 'figure'],
                [C.duration(), C.months({ count: c.durationMonths }), 'figure'],
                [C.region(), LL.countries[c.region]()],
              ]} />
              {c.recovered > 0 && c.returnedBy ? (
                <p data-case-returned="" className="text-sm text-slate-800">{C.caseReturned({ who: C.returners[c.returnedBy](), charged: whatWeCharged(ctx, c) })}</p>
              ) : c.investigationFee !== undefined ? (
                <p data-case-charged="" className="text-sm text-slate-800">{whatWeCharged(ctx, c)}</p>
              ) : null}
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
          {/* Whom we ask and who is quoted, before any quote: every client, those who got
              nothing back too. */}
          <p data-testimonials-from="" className="mb-2 max-w-3xl text-slate-700 sm:text-lg">{t(testimonialsCounted.counts)}</p>
          <HowWeCount ctx={ctx} counted={testimonialsCounted} className="mb-4" />
          {testimonials.length > 0 ? (
            <details data-more-testimonials="" className="group">
              <summary className="btn-secondary cursor-pointer list-none [&::-webkit-details-marker]:hidden">
                {(testimonials.every((q) => q.recovered > 0) ? C.moreTestimonialsRecovered : C.moreTestimonials)({ count: countInProse(testimonials.length, locale) })}
                <Icon name="chevron-right" className="h-4 w-4 rotate-90 group-open:-rotate-90" />
              </summary>
              <ul className={`${quoteGrid} mt-4 sm:mt-6`}>
                {testimonials.map((q) => <Testimonial key={q.name.en} ctx={ctx} q={q} />)}
              </ul>
            </details>
          ) : null}
        </OrgSection>
      ) : null}

      {/* On phones the lead is left to what a typical case looks like, above. */}
      <CtaBand id="cta" title={C.ctaTitle()} lead={C.ctaLead()} after={<Promises ctx={ctx} />} leadFromSm>
        <AssessmentLink ctx={ctx} label={C.freeAssessment()} className="btn-light" />
      </CtaBand>
    </>
  );
}

/** Amounts recovered by the cases listed on the pages that got money back, in three bands
 *  (counted, never written); the lead before them says how many got nothing. */
const inBand = (band: AmountBand) => featuredCases.filter((c) => amountBandOf(c.recovered) === band).length;
const spread = { under: inBand('under'), middle: inBand('middle'), over: inBand('over') };

/** After the list's lead: how much the other cases listed got back, by band (the spread behind
 *  the median above). Nothing when every case listed got nothing. */
function CaseSpread({ ctx }: { ctx: PageContext }) {
  const { locale } = ctx;
  const C = ctx.LL.cases;
  const others = featuredCases.length - recoveredNothing;
  if (others === 0) return null;
  const n = (count: number) => countInProse(count, locale);
  // A band no case falls in is left out ("none got under $10,000" says nothing the others do not).
  const bands = ([
    ['under', spread.under, C.spreadUnder({ count: n(spread.under), amount: formatUsd(amountBandFloor, locale) })],
    ['middle', spread.middle, C.spreadMiddle({ count: n(spread.middle), from: formatUsd(amountBandFloor, locale), to: formatUsd(amountBandCeiling, locale) })],
    ['over', spread.over, C.spreadOver({ count: n(spread.over), amount: formatUsd(amountBandCeiling, locale) })],
  ] as const).filter(([, count]) => count > 0).map(([key, , text]) => [key, text] as const);
  return (
    <span data-case-spread="">
      {wordSpace(locale)}{C.spreadLead({ count: n(others) })}
      {bands.map(([key, text], i) => <span key={key} data-band={key}>{text}{i < bands.length - 1 ? C.spreadSeparator() : C.spreadEnd()}</span>)}
    </span>
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
        {/* In plain words, not a prize: what came back, who gave it back, and what we took. */}
        <p data-testimonial-outcome="" className="mt-1 text-slate-700">
          {q.recovered > 0 && q.returnedBy
            ? C.testimonialBack({ lost: formatUsd(q.amount, locale), back: formatUsd(q.recovered, locale), who: C.returners[q.returnedBy](), charged: whatWeCharged(ctx, q) })
            : q.recovered > 0
              ? `${C.lost()} ${formatUsd(q.amount, locale)} · ${C.recoveredAmount()} ${formatUsd(q.recovered, locale)}`
              : `${C.testimonialNothing({ lost: formatUsd(q.amount, locale) })}${q.investigationFee === undefined ? '' : `${wordSpace(locale)}${whatWeCharged(ctx, q)}`}`}
          <SampleBadge ctx={ctx} inline />
        </p>
      </div>
    </li>
  );
}

