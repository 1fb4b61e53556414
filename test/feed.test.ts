// The Atom feeds: one per language, well-formed XML that a real feed parser reads, listing the
// latest feedEntries articles and news items (all of them while there are fewer), newest change
// first, with title, summary, dates and absolute link; revalidated by ETag.
import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { articles } from '../src/content/articles/index.ts';
import { newsItems } from '../src/content/news.ts';
import { feedEntries } from '../src/http/feed.ts';
import { text } from '../src/content/text.ts';
import { locales, localizePath } from '../src/site/locale.ts';
import { feedPath } from '../src/site/routes.ts';
import { get, page } from './helpers.ts';

const site = 'http://localhost:8787'; // SITE_URL of wrangler.toml [vars]

describe.each(locales)('the %s feed', (locale) => {
  const path = feedPath(locale);

  it('is valid Atom that lists the latest articles and news items, at most feedEntries', async () => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await res.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = parseFeed(xml);
    expect(feed.meta.type).toBe('atom');
    expect(feed.title).toMatch(/反詐騙協會|反诈骗协会|Anti-Fraud Association/);
    expect(feed.self).toBe(site + path);
    const all = [
      ...articles.map((a) => ({ url: site + localizePath(`/blog/${a.id}`, locale), title: text(a.title, locale), summary: text(a.excerpt, locale), published: a.publishAt, updated: a.updated ?? a.date, revised: a.updated !== undefined })),
      ...newsItems.map((n) => ({ url: site + localizePath(`/news/${n.slug}`, locale), title: text(n.title, locale), summary: text(n.summary, locale), published: n.publishAt, updated: n.updated ?? n.date, revised: n.updated !== undefined })),
    ].sort((a, b) => b.updated.localeCompare(a.updated) || b.published - a.published);
    expect(feedEntries).toBeLessThanOrEqual(100);
    expect(feed.items).toHaveLength(Math.min(all.length, feedEntries));
    // The latest are in; whatever was left out changed no later than the oldest entry.
    const expected = all.slice(0, feedEntries);
    for (const left of all.slice(feedEntries)) expect(left.updated <= expected.at(-1)!.updated, left.url).toBe(true);
    for (const want of expected) {
      const item = feed.items.find((i) => i.url === want.url);
      expect(item, want.url).toBeDefined();
      expect(item!.id).toBe(want.url);
      expect(item!.title).toBe(want.title);
      expect(item!.description).toBe(want.summary);
      // The publication instant (a day alone is midnight in Taipei: scripts/build/content/publish.ts).
      expect(item!.published?.getTime()).toBe(want.published);
      // The revision's day starts at midnight in Taipei too, never before the publication: an
      // entry never revised is updated the instant it was published (one zone for both dates).
      expect(item!.updated?.getTime()).toBe(Math.max(Date.parse(`${want.updated}T00:00:00+08:00`), want.published));
      if (!want.revised) expect(item!.updated?.getTime()).toBe(want.published);
      expect(item!.authors.length).toBe(1);
    }
    // Newest change first, and the feed's own date is the newest entry's.
    const updated = feed.items.map((i) => i.updated!.getTime());
    expect(updated).toEqual([...updated].sort((a, b) => b - a));
    expect(feed.updated?.getTime()).toBe(updated[0]);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(path);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"/);
    const again = await get(path, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });
});

describe('finding the feed', () => {
  it('is offered by the newsletter box and the news page in each language', async () => {
    for (const locale of locales) {
      for (const p of ['/blog', '/news']) {
        const { doc } = await page(localizePath(p, locale));
        const links = doc.querySelectorAll(`main a[href="${feedPath(locale)}"]`);
        expect(links.length, `${locale} ${p}`).toBe(1);
        expect(links[0]!.getAttribute('type')).toBe('application/atom+xml');
      }
    }
  });

  it('has no feed at a path no language uses', async () => {
    expect((await get('/en/cn/feed.xml')).status).toBe(404);
    expect((await get('/feed.xml/')).status).toBe(301);
  });
});
