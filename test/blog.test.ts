// The blog: every article (content/articles/) in three languages, the list with its filters, and
// unknown ids. Nothing here counts today's articles: a new one is a new folder, no test changes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { articles, articlesNewestFirst } from '../src/content/articles/index.ts';
import { newsNewestFirst } from '../src/content/news-lookup.ts';
import { articlesPerPage, sidebarNewsCount } from '../src/pages/Blog.tsx';
import { bodyText } from '../src/content/body.ts';
import { bodyOf } from './entry-bodies.ts';
import { get, page, textOf } from './helpers.ts';

afterEach(() => vi.restoreAllMocks());

const locales = [['zh-TW', ''], ['zh-CN', '/cn'], ['en', '/en']] as const;

describe('articles', () => {
  // Ids once each, at most one featured, a revision after the date, the read time: build checks
  // (scripts/build/content/compile.ts; test/content-checks.test.ts).
  it('keep the ids (and URLs) of the spec\'s seven, in id order', () => {
    const ids = articles.map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('article 3 carries the cross-border figures and the recovery rates by time', async () => {
    const article = articles.find((a) => a.id === 3)!;
    const a3 = { content: { en: await bodyOf(article, 'en'), 'zh-TW': await bodyOf(article, 'zh-TW') } };
    // English spells out one to nine (docs/english-style.md): 1–3 days and 2–4 weeks as words.
    const en = ['$500 to $2,000', '$1,000 to $5,000', 'one to three days', 'two to four weeks', '3 to 12 months', '85%', '65%', '40%', '15%'];
    const zh = ['500 至 2,000 美元', '1,000 至 5,000 美元', '1 到 3 天', '2 到 4 週', '3 到 12 個月', '85%', '65%', '40%', '15%'];
    for (const figure of en) expect(bodyText(a3.content.en), figure).toContain(figure);
    for (const figure of zh) expect(bodyText(a3.content['zh-TW']), figure).toContain(figure);
  });
});

describe.each(locales)('article pages (%s)', (locale, prefix) => {
  it.each(articles.map((a) => a.id))(`${prefix}/blog/%s renders with its metadata`, async (id) => {
    const a = articles.find((x) => x.id === id)!;
    const { res, doc } = await page(`${prefix}/blog/${id}`);
    expect(res.status).toBe(200);
    const main = doc.querySelector('main')!;
    if (locale !== 'zh-CN') expect(textOf(main.querySelector('h1'))).toBe(a.title[locale]);
    expect(main.querySelector('time')?.getAttribute('datetime')).toBe(a.date);
    expect(main.querySelector('a')?.getAttribute('href')).toBe(`${prefix}/blog`);
    expect(main.querySelectorAll('article header ul[aria-label] li').length).toBe(a.tags.length);
    expect(main.querySelector('[data-share]')).not.toBeNull();
    expect(main.querySelectorAll('article h2').length).toBeGreaterThanOrEqual(2);
    expect(textOf(main)).toContain(String(a.readTime));
  });
});

describe('unknown article ids', () => {
  it.each([
    ['/blog/0', '文章不存在', '/blog'],
    [`/blog/${Math.max(...articles.map((a) => a.id)) + 1}`, '文章不存在', '/blog'],
    ['/blog/abc', '文章不存在', '/blog'],
    ['/blog/01', '文章不存在', '/blog'],
    ['/en/blog/1.5', 'Article not found', '/en/blog'],
    ['/en/blog/1e0', 'Article not found', '/en/blog'],
    ['/cn/blog/99', '文章不存在', '/cn/blog'],
  ])('%s answers 404 with the article-not-found view', async (url, title, back) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { res, doc } = await page(url);
    expect(res.status).toBe(404);
    expect(textOf(doc.querySelector('h1'))).toBe(title);
    expect(doc.querySelector('main a[data-way-back]')?.getAttribute('href')).toBe(back);
    expect(JSON.parse(String(warn.mock.calls[0]![0]))).toMatchObject({ event: 'not_found', path: url });
  });
});

describe.each(locales)('blog list (%s)', (_locale, prefix) => {
  it('has the featured article, the chips with their counts and cards linking to localized articles', async () => {
    const { doc } = await page(`${prefix}/blog`);
    const chips = doc.querySelectorAll('main nav')[0]!.querySelectorAll('ul a');
    const counts = chips.map((a) => textOf(a).match(/\d+$/)?.[0]);
    // Each chip counts the articles it lists (all, then each category), never a written figure.
    const categories = ['all', 'anti-fraud-guide', 'legal-column', 'trend-analysis', 'enterprise-security', 'technology-application', 'case-studies'];
    // A category with no article yet has no chip.
    expect(counts).toEqual(categories.map((c) => String(articles.filter((a) => c === 'all' || a.category === c).length)).filter((n, i) => i === 0 || n !== '0'));
    expect(chips.filter((a) => a.getAttribute('aria-current') === 'true')).toHaveLength(1);
    expect(doc.querySelector('main nav a[aria-current="true"]')?.getAttribute('href')).toBe(`${prefix}/blog`);
    const links = doc.querySelectorAll('main article h2 a, main article h3 a').map((a) => a.getAttribute('href'));
    const featured = articles.find((a) => a.featured);
    if (featured) expect(links[0]).toBe(`${prefix}/blog/${featured.id}`);
    const ids = new Set(articles.map((a) => `${prefix}/blog/${a.id}`));
    for (const href of links) expect(ids.has(href!), href!).toBe(true);
    expect(doc.querySelector('#articles nav[aria-label]') !== null).toBe(links.length < articles.length);
    // The sidebar: the latest few news items, however many there are.
    expect(doc.querySelectorAll('aside [data-news-link]').map((a) => a.getAttribute('data-news-link')))
      .toEqual(newsNewestFirst.slice(0, sidebarNewsCount).map((n) => n.slug));
    // No newsletter provider configured here: the box offers the feed, never a dead button.
    expect(doc.querySelector('aside [data-newsletter] a[data-feed-link]')?.getAttribute('href')).toBe(`${prefix}/feed.xml`);
    expect(doc.querySelector('aside button[disabled]')).toBeNull();
  });

  it('pages through every article once, newest first, articlesPerPage a page, each resolving', async () => {
    const featured = articles.find((a) => a.featured);
    const listed = articlesNewestFirst.filter((a) => a !== featured).map((a) => `${prefix}/blog/${a.id}`);
    const pages = Math.max(1, Math.ceil(listed.length / articlesPerPage));
    const seen: string[] = [];
    for (let n = 1; n <= pages; n++) {
      const { res, doc } = await page(`${prefix}/blog${n === 1 ? '' : `?page=${n}`}`);
      expect(res.status, `page ${n}`).toBe(200);
      const cards = doc.querySelectorAll('#articles article h3 a').map((a) => a.getAttribute('href')!);
      expect(cards, `page ${n}`).toEqual(listed.slice((n - 1) * articlesPerPage, n * articlesPerPage));
      seen.push(...cards);
      // The featured article on the first page only.
      if (featured) expect(doc.querySelector(`main a[href="${prefix}/blog/${featured.id}"]`) !== null, `page ${n}`).toBe(n === 1);
      const nav = doc.querySelector('#articles nav[aria-label]');
      expect(nav !== null).toBe(pages > 1);
      if (nav) expect(nav.querySelector('a[aria-current="page"]')?.getAttribute('href')).toBe(`${prefix}/blog${n === 1 ? '' : `?page=${n}`}#articles`);
    }
    expect(seen).toEqual(listed);
    for (const href of seen) expect((await get(href)).status, href).toBe(200);
    // Past the last page: the 404; ?page=1 is the list itself.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await get(`${prefix}/blog?page=${pages + 1}`)).status).toBe(404);
    expect((await get(`${prefix}/blog?page=abc`)).status).toBe(404);
    const first = await get(`${prefix}/blog?page=1`);
    expect(first.status).toBe(301);
    expect(first.headers.get('location')).toBe(`${prefix}/blog`);
  });

  it('gives a later page its own title and canonical URL', async () => {
    if (articles.length - 1 <= articlesPerPage) return; // one page only: nothing to page
    const { doc } = await page(`${prefix}/blog?page=2`);
    const one = (await page(`${prefix}/blog`)).doc;
    expect(textOf(doc.querySelector('title'))).not.toBe(textOf(one.querySelector('title')));
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`http://localhost:8787${prefix}/blog?page=2`);
  });

  it('filters by category on the server', async () => {
    const { doc } = await page(`${prefix}/blog?category=legal-column`);
    const links = doc.querySelectorAll('main article h3 a').map((a) => a.getAttribute('href'));
    const inCategory = articles.filter((a) => a.category === 'legal-column').map((a) => `${prefix}/blog/${a.id}`);
    // Every article of the category when they fit one page; else a page of them.
    if (inCategory.length <= articlesPerPage) expect(links.sort()).toEqual(inCategory.sort());
    else expect(links.length).toBe(articlesPerPage);
    for (const link of links) expect(inCategory, link!).toContain(link);
    expect(doc.querySelector('main nav a[aria-current="true"]')?.getAttribute('href')).toBe(`${prefix}/blog?category=legal-column`);
  });
});
