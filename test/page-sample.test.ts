// The pages the every-page browser checks visit (test/page-sample.ts): every route in every
// language, and of the articles and news items a sample that stays bounded as they grow, holds
// what makes one differ from another, and is the same on every run; PAGES names pages instead
// (README, "Run it"), and a name that is no page fails rather than checking nothing.
import { describe, expect, it } from 'vitest';
import { publisher } from '../src/content/published.ts';
import type { Article, CategoryId, NewsItem, NewsType } from '../src/content/types.ts';
import { publishedAt } from '../src/content/visible.ts';
import { locales, localizePath } from '../src/site/locale.ts';
import { allPaths, routes } from '../src/site/routes.ts';
import { pagesChosen, pagesToVisit, sampled } from './page-sample.ts';

const localized = (s: string) => ({ 'zh-TW': s, 'zh-CN': s, en: s });
const body = { 'zh-TW': '/a.json', 'zh-CN': '/b.json', en: '/c.json' };
const categories: CategoryId[] = ['anti-fraud-guide', 'legal-column', 'trend-analysis', 'enterprise-security', 'technology-application', 'case-studies'];
const types: NewsType[] = ['alert', 'event', 'association'];
const day = (n: number) => new Date(Date.UTC(2016, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

/** Fifty years of content at 150 entries a year: 2,500 articles and 5,000 news items. */
function grown(articles = 2500, news = 5000) {
  const a = Array.from({ length: articles }, (_, i): Article => ({
    id: i + 1, title: localized(`A${i}`), excerpt: localized('x'), body, author: localized('A'), authorTitle: localized('B'),
    date: day(i), publishAt: Date.parse(day(i)), readTime: 3 + (i * 7919) % 11, category: categories[(i * 31) % categories.length]!,
    tags: [], featured: i === 1234, ...(i === 777 ? { citesOwnCases: true } : {}),
  }));
  const n = Array.from({ length: news }, (_, i): NewsItem => ({
    slug: `n-${i}`, type: types[(i * 13) % 3]!, date: day(i), publishAt: Date.parse(day(i)), title: localized(`N${i}`), summary: localized('s'), body,
    ...(i === 4321 ? { scamTypes: ['romance' as const] } : {}),
  }));
  return publisher(a, n)(Date.parse('2100-01-01'), false);
}

describe('the sample of articles and news items', () => {
  const pub = grown();
  const sample = sampled(pub);

  it('stays bounded as the content grows: at most 25 of 7,500 entries', () => {
    expect(sample.articles.length + sample.newsNewestFirst.length).toBeLessThanOrEqual(25);
    const pages = allPaths(routes, sample).length;
    expect(pages).toBeLessThan(allPaths(routes, publishedAt(Date.now(), true)).length + 25);
  });

  it('holds the newest and the oldest, the featured one, the longest, every category and kind, own cases and an alert naming guides', () => {
    const a = sample.articlesNewestFirst;
    expect(a[0]).toBe(pub.articlesNewestFirst[0]);
    expect(a.at(-1)).toBe(pub.articlesNewestFirst.at(-1));
    expect(a.some((x) => x.featured)).toBe(true);
    expect(a.some((x) => x.citesOwnCases)).toBe(true);
    expect(Math.max(...a.map((x) => x.readTime))).toBe(Math.max(...pub.articles.map((x) => x.readTime)));
    expect(new Set(a.map((x) => x.category))).toEqual(new Set(categories));
    const n = sample.newsNewestFirst;
    expect(n[0]).toBe(pub.newsNewestFirst[0]);
    expect(n.at(-1)).toBe(pub.newsNewestFirst.at(-1));
    expect(new Set(n.map((x) => x.type))).toEqual(new Set(types));
    expect(n.some((x) => x.scamTypes?.length)).toBe(true);
  });

  it('is the same on every run, in the lists\' own order', () => {
    expect(sampled(grown()).articlesNewestFirst.map((a) => a.id)).toEqual(sample.articlesNewestFirst.map((a) => a.id));
    expect(sample.articles.map((a) => a.id)).toEqual([...sample.articles.map((a) => a.id)].sort((x, y) => x - y));
  });

  it('is every entry while there are few', () => {
    const small = grown(8, 5);
    const s = sampled(small);
    expect(s.articles).toEqual(small.articles);
    expect(s.newsNewestFirst).toEqual(small.newsNewestFirst);
  });
});

describe('the pages to visit', () => {
  const pub = publishedAt(Date.now(), true);

  it('are every route in every language, the entries sampled, unless PAGES says otherwise', () => {
    const urls = pagesToVisit(pub, '');
    for (const route of routes.filter((r) => !r.unlisted && !r.paths)) {
      for (const locale of locales) expect(urls, route.path).toContain(localizePath(route.path, locale));
    }
    expect(pagesChosen('')).toBe(false);
  });

  it('are the pages PAGES names, as the site serves them', () => {
    const article = localizePath(allPaths(routes, pub).find((p) => p.startsWith('/blog/'))!, 'en');
    expect(pagesToVisit(pub, `/report, ${article}`)).toEqual(['/report', article]);
    expect(pagesChosen('/report')).toBe(true);
  });

  it('are every page with PAGES=all', () => {
    expect(pagesToVisit(pub, 'all')).toEqual(locales.flatMap((l) => allPaths(routes, pub).map((p) => localizePath(p, l))));
    expect(pagesChosen('all')).toBe(false);
  });

  it('refuses a name that is no page of the site', () => {
    expect(() => pagesToVisit(pub, '/report,/en/reprot')).toThrow('PAGES names /en/reprot, not a page of the site');
    expect(() => pagesToVisit(pub, 'report')).toThrow(/PAGES names report/);
  });
});
