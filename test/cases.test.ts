// /cases in pages of casesPerPage closed cases (?page=2, ...): the first page keeps the figures and
// testimonials, later ones the hero, the cases and the call to action; a nav of plain links in the
// page's language; ?page=1 is a 301 to /cases, any other page value a 404 (never a 500); each page
// has its own canonical URL, alternates, ETag and cache entry; search still finds every case.
// Counts come from the case data (content/organisation/cases.yaml): with one page of cases there
// is no pager, and the tests of page 2 do not apply.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HTMLElement } from 'node-html-parser';
import { featuredCases } from '../src/content/cases.ts';
import { text } from '../src/content/text.ts';
import { locales, localizePath, type Locale } from '../src/site/locale.ts';
import { casePageCount, casesPerPage } from '../src/pages/Cases.tsx';
import { shownPageNumbers } from '../src/components/Pagination.tsx';
import { get, page, sitemapFilesXml, textOf } from './helpers.ts';
import { isSample, specSample } from './sample.ts';
import { countInProse, formatNumber, formatUsd } from '../src/site/format.ts';
import { caseSummary } from '../src/content/site.ts';
import { translations } from '../src/i18n/translate.ts';

const site = 'http://localhost:8787'; // SITE_URL of wrangler.toml [vars]
const casesUrl = (locale: Locale, n = 1) => localizePath('/cases', locale) + (n === 1 ? '' : `?page=${n}`);
const idsOn = (n: number) => featuredCases.slice((n - 1) * casesPerPage, n * casesPerPage).map((c) => c.id);
const shownIds = (doc: HTMLElement) => doc.querySelectorAll('main [data-case]').map((li) => li.getAttribute('data-case'));
const pager = (doc: HTMLElement) => doc.querySelector('#featured-cases nav[aria-label]');
// Each page of the list says how many of the cases listed recovered nothing, or, when none did,
// that all recovered money (from page 2 on, no other caveat is on the page).
const nothing = featuredCases.filter((c) => c.recovered === 0).length;
const allRecovered = nothing === 0;
const rangeNote: Record<Locale, (total: number) => string> = allRecovered
  ? { 'zh-TW': () => '（皆為有追回款項的案件）', 'zh-CN': () => '（均为追回了款项的案件）', en: () => ', all from cases that recovered money' }
  : {
    'zh-TW': (total) => `（這 ${total} 件中有 ${nothing} 件沒有追回任何款項）`,
    'zh-CN': (total) => `（这 ${total} 件中有 ${nothing} 件没有追回任何款项）`,
    en: (total) => `; ${countInProse(nothing, 'en')} of the ${total} recovered nothing`,
  };
const range: Record<Locale, (from: number, to: number, total: number) => string> = {
  'zh-TW': (from, to, total) => `第 ${from} 至 ${to} 件，共 ${total} 件${rangeNote['zh-TW'](total)}`,
  'zh-CN': (from, to, total) => `第 ${from} 至 ${to} 件，共 ${total} 件${rangeNote['zh-CN'](total)}`,
  en: (from, to, total) => `Cases ${from}–${to} of ${total}${rangeNote.en(total)}`,
};
const onePageNote: Record<Locale, string> = { 'zh-TW': '以下皆為有追回款項的案件', 'zh-CN': '以下均为追回了款项的案件', en: 'All from cases that recovered money' };
const labels: Record<Locale, { nav: string; previous: string; next: string }> = {
  'zh-TW': { nav: '案例分頁', previous: '上一頁', next: '下一頁' },
  'zh-CN': { nav: '案例分页', previous: '上一页', next: '下一页' },
  en: { nav: 'Case pages', previous: 'Previous', next: 'Next' },
};

afterEach(() => { vi.restoreAllMocks(); });

const total = featuredCases.length;
const multiple = casePageCount > 1;

it('shows three cases a page (a phone finishes the page), on as many pages as the cases fill', () => {
  expect(casesPerPage).toBe(3);
  expect(casePageCount).toBe(Math.max(1, Math.ceil(total / casesPerPage)));
});

// The list's lead says how many of the cases shown got nothing back and how often that happened
// in all closed cases: counted from the cards the reader sees, whatever the cases are, and it says
// the list was chosen to match only when it does (within ten points).
it.each(locales)('the list of cases (%s) says how many of its cases got nothing back, counted from the cards shown', async (locale) => {
  const C = translations(locale).cases;
  const cards: HTMLElement[] = [];
  for (let n = 1; n <= casePageCount; n++) cards.push(...(await page(casesUrl(locale, n))).doc.querySelectorAll('main [data-case]'));
  expect(cards).toHaveLength(total);
  const recovered = (card: HTMLElement) => {
    const label = card.querySelectorAll('dt').find((dt) => textOf(dt) === C.recoveredAmount());
    return Number(textOf(label!.nextElementSibling).replace(/[^\d.]/g, ''));
  };
  const none = cards.filter((card) => recovered(card) === 0).length;
  const share = Math.round(((caseSummary.casesClosed - caseSummary.totalCases) / caseSummary.casesClosed) * 100);
  const lead = textOf((await page(casesUrl(locale))).doc.querySelector('[data-cases-lead]'));
  if (total === 0) return expect(lead).toBe('');
  const matches = Math.abs((none / total) * 100 - share) <= 10;
  const leadEl = (await page(casesUrl(locale))).doc.querySelector('[data-cases-lead]')!;
  const spreadEl = leadEl.querySelector('[data-case-spread]');
  expect(lead.replace(textOf(spreadEl), '').trim()).toBe((matches ? C.featuredLead : C.featuredLeadApart)({ nothing: none, total, share }));
  // After it, what the other cases listed got back, in bands counted from the cards shown.
  const amounts = cards.map(recovered);
  if (none === total) return expect(spreadEl).toBeNull();
  // A band no card falls in is left out; counts in English prose as the style sheet writes them.
  const n = (count: number) => countInProse(count, locale);
  const band = (key: string) => spreadEl!.querySelector(`[data-band="${key}"]`);
  const bands = [
    ['under', amounts.filter((a) => a > 0 && a < 10_000).length, (c: number) => C.spreadUnder({ count: n(c), amount: formatUsd(10_000, locale) })],
    ['middle', amounts.filter((a) => a >= 10_000 && a <= 100_000).length, (c: number) => C.spreadMiddle({ count: n(c), from: formatUsd(10_000, locale), to: formatUsd(100_000, locale) })],
    ['over', amounts.filter((a) => a > 100_000).length, (c: number) => C.spreadOver({ count: n(c), amount: formatUsd(100_000, locale) })],
  ] as const;
  for (const [key, count, text] of bands) {
    if (count === 0) expect(band(key), key).toBeNull();
    else expect(textOf(band(key))).toContain(text(count));
  }
  expect(textOf(spreadEl)).toContain(C.spreadLead({ count: n(total - none) }));
});

it.runIf(isSample)('has the sample\'s cases, on the pages of three they fill (only while sample)', () => {
  expect(total).toBe(specSample.cases);
  expect(casePageCount).toBe(Math.ceil(specSample.cases / casesPerPage));
});

describe.each(locales)('the case pages in %s', (locale) => {
  const prefix = localizePath('/cases', locale);
  const href = (n: number) => `${prefix}${n === 1 ? '' : `?page=${n}`}#featured-cases`;
  /** The pager of page n: Previous, the page numbers it shows (the first, the last, two either side), Next. */
  const pagerLinks = (n: number) => [
    ...(n > 1 ? [[labels[locale].previous, href(n - 1)]] : []),
    ...shownPageNumbers(n, casePageCount).filter((p) => p > 0).map((p) => [String(p), href(p)]),
    ...(n < casePageCount ? [[labels[locale].next, href(n + 1)]] : []),
  ];

  it('page 1: the first cases, the figures and testimonials, and links to the other pages', async () => {
    const { res, doc } = await page(casesUrl(locale));
    expect(res.status).toBe(200);
    expect(shownIds(doc)).toEqual(idsOn(1));
    for (const id of ['summary', 'case-types', 'testimonials', 'cta']) expect(doc.querySelector(`#${id}`), id).not.toBeNull();
    if (!multiple) {
      // One page holds them all: no range, no pager, but still what the cases have in common.
      expect(textOf(doc.querySelector('[data-case-range]'))).toBe(total > 0 && allRecovered ? onePageNote[locale] : '');
      expect(pager(doc)).toBeNull();
      return;
    }
    // Page 1 has the list's lead (how many got nothing back, tested below) in place of the range.
    expect(doc.querySelector('[data-case-range]')).toBeNull();
    expect(doc.querySelector('[data-cases-lead]')).not.toBeNull();
    const nav = pager(doc)!;
    expect(nav.getAttribute('aria-label')).toBe(labels[locale].nav);
    const links = nav.querySelectorAll('a');
    expect(links.map((a) => [textOf(a), a.getAttribute('href')])).toEqual(pagerLinks(1));
    expect(nav.querySelectorAll('[aria-current]').map((a) => [textOf(a), a.getAttribute('aria-current')])).toEqual([['1', 'page']]);
    expect(links.find((a) => textOf(a) === labels[locale].previous)).toBeUndefined();
  });

  it.runIf(multiple)('page 2: the next cases under the hero and the heading, the CTA, and links back', async () => {
    const { res, doc } = await page(casesUrl(locale, 2));
    expect(res.status).toBe(200);
    expect(shownIds(doc)).toEqual(idsOn(2));
    expect(shownIds(doc)).toEqual(featuredCases.slice(casesPerPage, 2 * casesPerPage).map((c) => c.id));
    expect(textOf(doc.querySelector('[data-case-range]'))).toBe(range[locale](casesPerPage + 1, Math.min(total, 2 * casesPerPage), total));
    expect(doc.querySelector('main h1')).not.toBeNull();
    expect(textOf(doc.querySelector('#featured-cases h2')).length).toBeGreaterThan(2);
    expect(doc.querySelectorAll('#cta a[data-consult]')).toHaveLength(1);
    for (const id of ['summary', 'case-types', 'testimonials']) expect(doc.querySelector(`#${id}`), id).toBeNull();
    const links = pager(doc)!.querySelectorAll('a');
    expect(links.map((a) => [textOf(a), a.getAttribute('href')])).toEqual(pagerLinks(2));
    expect(pager(doc)!.querySelector('a[aria-current="page"]')?.getAttribute('href')).toBe(`${prefix}?page=2#featured-cases`);
    // The cases sit in the organisation's section: marked while sample.
    expect(doc.querySelector('#featured-cases[data-org]')).not.toBeNull();
    expect(Boolean(doc.querySelector('#featured-cases[data-org] [data-sample-mark]'))).toBe(isSample);
  });

  it.runIf(multiple)('page 2 has its own title, canonical URL and alternates with the same query', async () => {
    const { doc } = await page(casesUrl(locale, 2));
    const one = (await page(casesUrl(locale))).doc;
    expect(textOf(doc.querySelector('title'))).not.toBe(textOf(one.querySelector('title')));
    expect(textOf(doc.querySelector('title'))).toContain('2');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${site}${prefix}?page=2`);
    expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(`${site}${prefix}?page=2`);
    expect(doc.querySelectorAll('link[rel="alternate"][hreflang]').map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])).toEqual([
      ['zh-Hant-TW', `${site}/cases?page=2`],
      ['zh-Hans-CN', `${site}/cn/cases?page=2`],
      ['en', `${site}/en/cases?page=2`],
      ['x-default', `${site}/cases?page=2`],
    ]);
    expect(one.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${site}${prefix}`);
    // Another query is not part of the page's URL.
    const tagged = (await page(`${casesUrl(locale, 2)}&utm_source=x`)).doc;
    expect(tagged.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${site}${prefix}?page=2`);
  });

  it('a quotation inside a testimonial takes the inner marks (『』 in Taiwan, ‘’ otherwise), never the outer ones twice', async () => {
    const { doc } = await page(casesUrl(locale));
    const quotes = doc.querySelectorAll('main blockquote').map((q) => textOf(q));
    const [open, close] = locale === 'zh-TW' ? ['「', '」'] : ['\u201c', '\u201d'];
    for (const q of quotes) {
      expect(q.startsWith(open) && q.endsWith(close), q).toBe(true);
      expect(q.slice(1, -1).includes(open) || q.slice(1, -1).includes(close), q).toBe(false);
    }
  });

  it('?page=1 is a 301 to the page without it', async () => {
    const res = await get(`${prefix}?page=1`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(prefix);
    const tagged = await get(`${prefix}?utm_source=news&page=1`);
    expect(tagged.status).toBe(301);
    expect(tagged.headers.get('location')).toBe(`${prefix}?utm_source=news`);
  });
});

describe('a page of cases that does not exist', () => {
  const pastTheEnd = String(casePageCount + 1);
  const bad = ['0', pastTheEnd, '-1', 'abc', '1.5', '02', '2.0', '1e1', '', ' 2', '２', '%00', '9'.repeat(400), 'x'.repeat(5000), '2&page=2'];

  it.each(bad.map((value) => [value.length > 20 ? `${value.slice(0, 8)}… (${value.length})` : value, value]))(
    '?page=%s answers the 404 page, never a 500', async (_name, value) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { res, doc } = await page(`/en/cases?page=${value}`);
      expect(res.status).toBe(404);
      expect(textOf(doc.querySelector('h1'))).toBe('Page of cases not found');
      expect(doc.querySelectorAll('main a').find((a) => textOf(a) === 'Back to case outcomes')?.getAttribute('href')).toBe('/en/cases');
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      expect(doc.querySelectorAll('[data-case]')).toHaveLength(0);
      expect(error).not.toHaveBeenCalled();
    });

  it('speaks the language of the path', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const [url, title, back, href] of [
      [`/cases?page=${pastTheEnd}`, '找不到這一頁案例', '返回案件結果', '/cases'],
      ['/cn/cases?page=abc', '找不到这一页案例', '返回案件结果', '/cn/cases'],
    ] as const) {
      const { res, doc } = await page(url);
      expect(res.status, url).toBe(404);
      expect(textOf(doc.querySelector('h1'))).toBe(title);
      expect(doc.querySelectorAll('main a').find((a) => textOf(a) === back)?.getAttribute('href')).toBe(href);
    }
  });
});

describe('caching the pages', () => {
  it.runIf(multiple)('gives page 1 and page 2 their own ETags and never serves one for the other', async () => {
    const one = await page('/en/cases');
    const two = await page('/en/cases?page=2');
    const etag1 = one.res.headers.get('etag')!;
    const etag2 = two.res.headers.get('etag')!;
    expect(etag1).toBeTruthy();
    expect(etag2).toBeTruthy();
    expect(etag2).not.toBe(etag1);
    // Cached renders stay apart, in either order.
    expect(shownIds((await page('/en/cases?page=2')).doc)).toEqual(idsOn(2));
    expect(shownIds((await page('/en/cases')).doc)).toEqual(idsOn(1));
    expect((await page('/en/cases?page=2')).res.headers.get('etag')).toBe(etag2);
    // Page 1's tag does not validate page 2, and page 2's own does.
    expect((await get('/en/cases?page=2', { headers: { 'If-None-Match': etag1 } })).status).toBe(200);
    expect((await get('/en/cases?page=2', { headers: { 'If-None-Match': etag2 } })).status).toBe(304);
    expect((await get('/en/cases', { headers: { 'If-None-Match': etag2 } })).status).toBe(200);
  });

  it('keeps /cases alone in the sitemap', async () => {
    const xml = await sitemapFilesXml();
    expect(xml).toContain(`<loc>${site}/cases</loc>`);
    expect(xml).not.toContain('page=');
  });
});

describe('search', () => {
  it.each(locales)('still finds the case shown last, on the last page (%s)', async (locale) => {
    const title = text(featuredCases.at(-1)!.title, locale);
    const { doc } = await page(`${localizePath('/search', locale)}?q=${encodeURIComponent(title)}`);
    expect(doc.querySelectorAll('[data-search-result]').map((li) => li.getAttribute('data-search-result'))).toContain('/cases');
  });
});

describe('what a typical closed case got, beside the averages', () => {
  it('says the median closed case got $0 when more than half got nothing, and otherwise that the totals cannot give a median', async () => {
    const nothingBack = caseSummary.casesClosed - caseSummary.totalCases;
    for (const locale of locales) {
      const C = translations(locale).cases;
      const shown = textOf((await page(casesUrl(locale))).doc.querySelector('main [data-nothing-back] [data-median]'));
      expect(shown, locale).toBe(nothingBack * 2 > caseSummary.casesClosed ? C.medianNothing({ zero: formatUsd(0, locale) }) : C.medianUnknown());
    }
  });
});

describe('the step before a case is taken on', () => {
  it.each(locales)('comes before the statistics (%s): everyone who asked for an assessment in those years, and why most were not taken on', async (locale) => {
    const C = translations(locale).cases;
    const { doc } = await page(casesUrl(locale));
    const funnel = doc.querySelector('#summary [data-funnel]');
    expect(funnel).not.toBeNull();
    expect(textOf(funnel)).toContain(C.funnel({ from: caseSummary.from, to: caseSummary.to, assessed: formatNumber(caseSummary.assessed, locale) }));
    // Read before the share that got nothing back, so every figure is seen against everyone who came.
    const summary = doc.querySelector('#summary')!.innerHTML;
    expect(summary.indexOf('data-funnel')).toBeLessThan(summary.indexOf('data-nothing-back'));
    expect(caseSummary.assessed).toBeGreaterThanOrEqual(caseSummary.casesClosed);
  });
});
