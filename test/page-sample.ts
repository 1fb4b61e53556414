// Which pages the every-page browser checks visit. Every route in every language: each page that
// is not an article or a news item is its own template or its own text. Articles and news items
// are one template each with other text, and they grow by about 150 a year: a visit to every one
// would make the browser half hours long within a decade (docs/performance.md, "The test run").
// So of them a bounded sample, chosen by what makes one differ from another: the newest (what an
// editor just added), the oldest, the featured one, the longest, one of each category or kind, one
// citing the Association's own cases, one alert naming guides, a draft (the preview's banner), and
// two spread evenly between: at most 25 entries whatever the content holds, and today that is all
// of them. The same sample every run: a failure never depends on the day. What every entry must
// be is checked on every entry without a browser (test/body-assets.test.ts renders each one; the
// build checks every body's markup, links and pictures).
//   PAGES=/report,/en/blog/3   the browser checks visit only these pages (a quick check of one page)
//   PAGES=all                  every page, every entry (before a release, or to try a change to all)
import type { Article, NewsItem } from '../src/content/types.ts';
import type { Published } from '../src/content/published.ts';
import { locales, localizePath } from '../src/site/locale.ts';
import { allPagePaths, allPaths, routes } from '../src/site/routes.ts';

/** Up to `count` items spread evenly through a list (its first and last excluded). */
const spread = <T>(list: readonly T[], count: number): T[] =>
  Array.from({ length: count }, (_, i) => list[Math.round(((i + 1) * (list.length - 1)) / (count + 1))]).filter((x): x is T => x !== undefined);

/** The articles that stand for all of them, newest first order kept. */
export function articleSample(newestFirst: readonly Article[]): Article[] {
  const longest = newestFirst.reduce<Article | undefined>((a, b) => (!a || b.readTime > a.readTime ? b : a), undefined);
  const firstOf = <K>(key: (a: Article) => K) => [...new Map([...newestFirst].reverse().map((a) => [key(a), a] as const)).values()];
  return unique(newestFirst, [
    ...newestFirst.slice(0, 2), newestFirst.at(-1), newestFirst.find((a) => a.featured), longest,
    ...firstOf((a) => a.category), newestFirst.find((a) => a.citesOwnCases), newestFirst.find((a) => a.draft),
    ...spread(newestFirst, 2),
  ]);
}

/** The news items that stand for all of them. */
export function newsSample(newestFirst: readonly NewsItem[]): NewsItem[] {
  const firstOf = <K>(key: (n: NewsItem) => K) => [...new Map([...newestFirst].reverse().map((n) => [key(n), n] as const)).values()];
  return unique(newestFirst, [
    ...newestFirst.slice(0, 2), newestFirst.at(-1), ...firstOf((n) => n.type),
    newestFirst.find((n) => n.scamTypes?.length), newestFirst.find((n) => n.draft), ...spread(newestFirst, 2),
  ]);
}

/** The chosen items once each, in the list's order. */
function unique<T>(list: readonly T[], chosen: readonly (T | undefined)[]): T[] {
  const set = new Set(chosen.filter((x): x is T => x !== undefined));
  return list.filter((x) => set.has(x));
}

/** `pub` with its articles and news items cut to the sample: the route table lists the rest. */
export function sampled(pub: Published): Published {
  const articles = articleSample(pub.articlesNewestFirst);
  const news = newsSample(pub.newsNewestFirst);
  return {
    ...pub,
    articles: pub.articles.filter((a) => articles.includes(a)),
    articlesNewestFirst: articles,
    newsNewestFirst: news,
  };
}

/**
 * The page URLs the every-page checks visit, in every language, in route-table order: the sample
 * (`sampled`), or what PAGES names. A PAGES entry that is not a page of the site fails at once
 * (a typo must not pass by checking nothing).
 */
export function pagesToVisit(pub: Published, pages = process.env.PAGES): string[] {
  const every = (view: Published) => locales.flatMap((l) => allPaths(routes, view).map((p) => localizePath(p, l)));
  const wanted = (pages ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  if (wanted.length === 0) return every(sampled(pub));
  if (wanted.length === 1 && wanted[0] === 'all') return every(pub);
  const known = allPagePaths(routes, pub);
  const unknown = wanted.filter((p) => !known.has(p));
  if (unknown.length) throw new Error(`PAGES names ${unknown.join(', ')}, not a page of the site: write URL paths as the site serves them (/report, /cn/report, /en/blog/3), or PAGES=all`);
  return wanted;
}

/** Whether PAGES chose the pages (then every check runs on each of them). */
export const pagesChosen = (pages = process.env.PAGES): boolean => (pages ?? '').trim() !== '' && pages!.trim() !== 'all';
