// Search and sharing metadata per page and language, the sitemap and robots.txt.
import { describe, expect, it } from 'vitest';
import type { HTMLElement } from 'node-html-parser';
import { articles } from '../src/content/articles/index.ts';
import { factsCheckedOn } from '../src/content/check-tools.ts';
import { newsItems } from '../src/content/news.ts';
import { feedPath } from '../src/site/routes.ts';
import { get, page, pageUrls, sitemapFilesXml, textOf } from './helpers.ts';
import { maxTitleLength, titleWidth } from '../src/site/locale.ts';
import { translations } from '../src/i18n/translate.ts';

const site = 'http://localhost:8787'; // SITE_URL of wrangler.toml [vars]

/** The Organization is one entity in every language (merged on its @id): one name, one url,
 *  the other languages' names as alternateName. */
const oneOrganization = {
  '@type': 'Organization', '@id': `${site}/#organization`, name: translations('zh-TW').site.name(),
  alternateName: [translations('zh-CN').site.name(), translations('en').site.name()], url: `${site}/`,
};

function ldOf(doc: HTMLElement): Record<string, unknown>[] {
  return doc.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent));
}

describe('head metadata', () => {
  it.each(pageUrls)('$url has localized title, description, canonical, alternates, cards and JSON-LD', async ({ url, path, locale }) => {
    const { doc } = await page(url);
    const meta = (sel: string) => doc.querySelector(sel)?.getAttribute('content');
    const title = textOf(doc.querySelector('title'));
    expect(title.length).toBeGreaterThan(3);
    // Whole in a search result: at most 70 columns, a Chinese character counting as two.
    expect(titleWidth(title), title).toBeLessThanOrEqual(maxTitleLength);
    expect(meta('meta[name="description"]')!.length).toBeGreaterThan(10);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(site + url);
    const alternates = doc.querySelectorAll('link[rel="alternate"][hreflang]').map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]);
    const suffix = path === '/' ? '' : path;
    expect(alternates).toEqual([
      ['zh-Hant-TW', site + (path === '/' ? '/' : path)],
      ['zh-Hans-CN', `${site}/cn${suffix}`],
      ['en', `${site}/en${suffix}`],
      ['x-default', site + (path === '/' ? '/' : path)],
    ]);
    const feed = doc.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]');
    expect(feed.map((l) => l.getAttribute('href'))).toEqual([site + feedPath(locale)]);
    expect(meta('meta[property="og:url"]')).toBe(site + url);
    expect(meta('meta[property="og:title"]')).toBeTruthy();
    expect(meta('meta[property="og:image"]')).toMatch(new RegExp(`^${site}/assets/og-`));
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    // X has no og: fallback for the image's alt text.
    expect(meta('meta[name="twitter:image:alt"]')).toBe(meta('meta[property="og:image:alt"]'));
    expect(meta('meta[name="twitter:image:alt"]')!.length).toBeGreaterThan(3);
    const ld = ldOf(doc);
    // The whole Organization (with its contact details) on Home and About only; an article
    // names it as publisher in brief, by the same @id.
    const organization = ld.find((d) => d['@type'] === 'Organization');
    if (path === '/' || path === '/about') expect(organization).toMatchObject({ ...oneOrganization, email: expect.any(String), telephone: expect.any(String) });
    else expect(organization).toBeUndefined();
    if (path !== '/') expect(ld.find((d) => d['@type'] === 'BreadcrumbList')).toBeDefined();
    if (path.startsWith('/blog/')) {
      const article = articles.find((a) => path === `/blog/${a.id}`)!;
      expect(ld.find((d) => d['@type'] === 'Article')).toMatchObject({
        datePublished: article.date, dateModified: article.updated ?? article.date,
        publisher: { ...oneOrganization, logo: expect.stringContaining(`${site}/assets/logo.`) },
        image: expect.stringMatching(new RegExp(`^${site}/assets/og-`)),
      });
      expect(meta('meta[property="og:type"]')).toBe('article');
    }
  });

  it.each(newsItems.map((n) => n.slug))('the news item %s gives its NewsArticle an image and the one Organization', async (slug) => {
    for (const url of [`/news/${slug}`, `/cn/news/${slug}`, `/en/news/${slug}`]) {
      const { doc } = await page(url);
      expect(ldOf(doc).find((d) => d['@type'] === 'NewsArticle'), url).toMatchObject({
        image: doc.querySelector('meta[property="og:image"]')!.getAttribute('content'),
        publisher: oneOrganization, author: oneOrganization,
      });
    }
  });

  it('gives each language its own title and image', async () => {
    const titles = await Promise.all(['/about', '/cn/about', '/en/about'].map(async (u) => textOf((await page(u)).doc.querySelector('title'))));
    expect(titles).toEqual(['關於我們｜國際反詐騙協會', '关于我们｜国际反诈骗协会', 'About us | International Anti-Fraud Association']);
    const images = await Promise.all(['/', '/cn', '/en'].map(async (u) => (await page(u)).doc.querySelector('meta[property="og:image"]')!.getAttribute('content')));
    expect(new Set(images).size).toBe(3);
  });

  it('builds the breadcrumb of an article through the blog', async () => {
    const ld = ldOf((await page('/en/blog/4')).doc).find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
    expect(ld.itemListElement.map((i) => i.item)).toEqual([`${site}/en`, `${site}/en/blog`, `${site}/en/blog/4`]);
  });
});

describe('sitemap and robots', () => {
  // Every page but the search results, which are noindex.
  const listed = pageUrls.filter((p) => p.path !== '/search');

  it('is an index of files, each dated by its newest page, none near a search engine\'s limit of 50,000 URLs', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const index = await res.text();
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)].map((m) => [new URL(m[1]!).pathname, m[2]!] as const);
    expect(files.map(([path]) => path)).toContain('/sitemap-pages.xml');
    for (const [path, lastmod] of files) {
      const file = await get(path);
      expect(file.status, path).toBe(200);
      expect(file.headers.get('content-type'), path).toBe('application/xml; charset=utf-8');
      const xml = await file.text();
      const dates = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]!);
      expect(dates.length, path).toBeLessThanOrEqual(50_000);
      expect(dates.reduce((a, b) => (b > a ? b : a)), path).toBe(lastmod);
    }
    expect((await get('/sitemap-article-999.xml')).status).toBe(404);
  });

  it('lists every page of every language with its alternates', async () => {
    const xml = await sitemapFilesXml();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(listed.map((p) => site + p.url).sort());
    expect(listed.length).toBe(pageUrls.length - 3);
    expect([...xml.matchAll(/<xhtml:link /g)]).toHaveLength(listed.length * 4);
  });

  it('dates every page by its content (lastmod), not by the build', async () => {
    const xml = await sitemapFilesXml();
    const entries = [...xml.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)].map((m) => [m[1]!, m[2]!] as const);
    expect(entries).toHaveLength(listed.length);
    for (const [, lastmod] of entries) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const lastmodOf = new Map(entries);
    // An article revised after publication carries its revision date; a never-revised news item its publication date.
    expect(lastmodOf.get(`${site}/en/blog/2`)).toBe(articles[1]!.updated);
    const unrevised = newsItems.find((n) => !n.updated)!;
    expect(lastmodOf.get(`${site}/cn/news/${unrevised.slug}`)).toBe(unrevised.date);
    const revised = newsItems.find((n) => n.updated)!;
    expect(lastmodOf.get(`${site}/news/${revised.slug}`)).toBe(revised.updated);
    expect(lastmodOf.get(`${site}/en/report`)).toBe(factsCheckedOn);
    expect(lastmodOf.get(`${site}/en/scams/romance`)).toBe(factsCheckedOn);
  });

  it('robots.txt allows crawling and points at the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`);
  });
});
