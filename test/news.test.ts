// News and alerts: a dated page per item in three languages, /news newest first with a filter by
// kind, links from Home and the blog sidebar that resolve, alerts pointing to their scam guides,
// revision dates shown and published, and every item marked as sample.
import { articles } from '../src/content/articles/index.ts';
import { formatDate } from '../src/site/format.ts';
import { describe, expect, it, vi } from 'vitest';
import { newsItems } from '../src/content/news.ts';
import { newsPerPage } from '../src/pages/News.tsx';
import { bodyText } from '../src/content/body.ts';
import { bodyOf } from './entry-bodies.ts';
import { text } from '../src/content/text.ts';
import { locales, localizePath } from '../src/site/locale.ts';
import { get, page, textOf } from './helpers.ts';
import { isSample } from './sample.ts';

const newestFirst = [...newsItems].sort((a, b) => b.date.localeCompare(a.date));

describe('the news list', () => {
  it.each(locales)('lists the newest items first, with date and kind, newsPerPage a page (%s)', async (locale) => {
    const { res, doc } = await page(localizePath('/news', locale));
    expect(res.status).toBe(200);
    const firstPage = newestFirst.slice(0, newsPerPage);
    const links = doc.querySelectorAll('main [data-news-link]');
    expect(links.map((a) => a.getAttribute('data-news-link'))).toEqual(firstPage.map((n) => n.slug));
    expect(links.map((a) => textOf(a))).toEqual(firstPage.map((n) => text(n.title, locale)));
    for (const a of links) expect(a.getAttribute('href')).toBe(localizePath(`/news/${a.getAttribute('data-news-link')}`, locale));
    expect(doc.querySelectorAll('main li time').map((t) => t.getAttribute('datetime'))).toEqual(firstPage.map((n) => n.date));
    // Scam alerts carry their own mark; journalists find the press kind of the form from the opening.
    expect(doc.querySelectorAll('main li[data-news-type="alert"] > div[class]')).toHaveLength(firstPage.filter((n) => n.type === 'alert').length);
    expect(doc.querySelector('[data-hero] a[data-kind-button="press"]')?.getAttribute('href')).toBe(localizePath('/contact', locale) + '?kind=press');
  });

  it.each(locales)('pages through every item once; past the last page is a 404, ?page=1 a 301 (%s)', async (locale) => {
    const list = localizePath('/news', locale);
    const pages = Math.max(1, Math.ceil(newsItems.length / newsPerPage));
    const seen: string[] = [];
    for (let n = 1; n <= pages; n++) {
      const { res, doc } = await page(n === 1 ? list : `${list}?page=${n}`);
      expect(res.status, `page ${n}`).toBe(200);
      seen.push(...doc.querySelectorAll('main [data-news-link]').map((a) => a.getAttribute('data-news-link')!));
      const nav = doc.querySelector('main nav[aria-label] a[aria-current="page"]');
      expect(nav !== null).toBe(pages > 1);
      if (n > 1) expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`http://localhost:8787${list}?page=${n}`);
    }
    expect(seen).toEqual(newestFirst.map((n) => n.slug));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const bad of [String(pages + 1), '0', 'abc', '02']) {
      const { res, doc } = await page(`${list}?page=${bad}`);
      expect(res.status, bad).toBe(404);
      expect(doc.querySelector(`main a[href="${list}"]`), bad).not.toBeNull();
    }
    const first = await get(`${list}?type=alert&page=1`);
    expect(first.status).toBe(301);
    expect(first.headers.get('location')).toBe(`${list}?type=alert`);
  });

  it('filters by kind on the server, and says when a kind has nothing', async () => {
    const { doc } = await page('/en/news?type=alert');
    const slugs = doc.querySelectorAll('main [data-news-link]').map((a) => a.getAttribute('data-news-link'));
    expect(slugs).toEqual(newestFirst.filter((n) => n.type === 'alert').slice(0, newsPerPage).map((n) => n.slug));
    expect(slugs.length).toBeGreaterThan(0);
    expect(doc.querySelector('main nav a[aria-current="true"]')?.getAttribute('href')).toBe('/en/news?type=alert');
    const unknown = await page('/en/news?type=<script>');
    expect(unknown.res.status).toBe(200);
    expect(unknown.doc.querySelectorAll('main [data-news-link]')).toHaveLength(Math.min(newsItems.length, newsPerPage));
  });

  it('marks the items as sample while content is sample', async () => {
    const { doc } = await page('/en/news');
    expect(Boolean(doc.querySelector('main [data-org] [data-sample-mark]'))).toBe(isSample);
    expect(doc.querySelector('main [data-org] [data-news-link]')).not.toBeNull();
  });
});

describe('a news item', () => {
  it.each(newsItems.flatMap((n) => locales.map((locale) => ({ n, locale, url: localizePath(`/news/${n.slug}`, locale) }))))(
    '$url shows its kind, date, title, summary and body',
    async ({ n, locale, url }) => {
      const { res, doc } = await page(url);
      expect(res.status).toBe(200);
      expect(textOf(doc.querySelector('h1'))).toBe(text(n.title, locale));
      const main = textOf(doc.querySelector('main'));
      expect(main).toContain(text(n.summary, locale));
      const firstParagraph = bodyText(await bodyOf(n, locale)).split('\n\n')[0]!;
      expect(main).toContain(firstParagraph.replace(/\s+/g, ' '));
      expect(doc.querySelector(`main time[datetime="${n.date}"]`)).not.toBeNull();
      expect(Boolean(doc.querySelector('main [data-org] [data-sample-mark]'))).toBe(isSample);
      const ld = doc.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent) as Record<string, unknown>);
      expect(ld.find((d) => d['@type'] === 'NewsArticle')).toMatchObject({ datePublished: n.date, headline: text(n.title, locale) });
    },
  );

  it('shows and publishes the revision date of a revised item, and none otherwise', async () => {
    const revised = newsItems.find((n) => n.updated)!;
    const { doc } = await page(`/en/news/${revised.slug}`);
    expect(doc.querySelector(`main [data-updated] time[datetime="${revised.updated}"]`)).not.toBeNull();
    const ld = doc.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent) as Record<string, unknown>);
    expect(ld.find((d) => d['@type'] === 'NewsArticle')).toMatchObject({ dateModified: revised.updated });
    const plain = newsItems.find((n) => !n.updated)!;
    expect((await page(`/en/news/${plain.slug}`)).doc.querySelector('main [data-updated]')).toBeNull();
  });

  it('links a scam alert to the guides for its scam type', async () => {
    const alerts = newsItems.filter((n) => n.type === 'alert' && n.scamTypes?.length);
    expect(alerts.length).toBeGreaterThan(0);
    for (const alert of alerts) {
      const { doc } = await page(`/cn/news/${alert.slug}`);
      const guides = doc.querySelectorAll('main [data-scam-link]').map((a) => a.getAttribute('href'));
      expect(guides).toEqual(alert.scamTypes!.map((t) => `/cn/scams/${t}`));
    }
  });

  it('answers an unknown or malformed slug with the localized 404', async () => {
    for (const url of ['/news/no-such-item', '/en/news/DELIVERY-TEXT-MESSAGES', '/cn/news/a--b', '/en/news/%3Cx%3E']) {
      const { res, doc } = await page(url);
      expect(res.status, url).toBe(404);
      expect(doc.querySelector('main a[href$="/news"]'), url).not.toBeNull();
    }
  });
});

describe('links to the news', () => {
  it.each(locales)('from Home and the blog sidebar resolve to news pages (%s)', async (locale) => {
    for (const from of ['/', '/blog']) {
      const { doc } = await page(localizePath(from, locale));
      const links = doc.querySelectorAll('main [data-news-link]');
      expect(links.length, from).toBeGreaterThanOrEqual(3);
      expect(links[0]!.getAttribute('data-news-link')).toBe(newestFirst[0]!.slug);
      for (const a of links) expect((await get(a.getAttribute('href')!)).status).toBe(200);
      expect(doc.querySelector(`main a[href="${localizePath('/news', locale)}"]`), from).not.toBeNull();
    }
  });

  it('is in the footer of every language', async () => {
    for (const locale of locales) {
      const { doc } = await page(localizePath('/about', locale));
      expect(doc.querySelector(`footer a[href="${localizePath('/news', locale)}"]`)).not.toBeNull();
    }
  });
});

describe('article dates', () => {
  it('shows the revision date of a revised article beside its publication date, and none on one never revised', async () => {
    for (const article of articles) {
      const { doc } = await page(`/en/blog/${article.id}`);
      expect(doc.querySelector('main time')?.getAttribute('datetime')).toBe(article.date);
      const updated = doc.querySelector('main [data-updated]');
      if (article.updated) expect(textOf(updated)).toBe(`Updated ${formatDate(article.updated, 'en')}`);
      else expect(updated).toBeNull();
    }
  });
});
