// Drafts and scheduled entries: what is public is decided by the request's clock (a fake one here)
// and the preview flag, the same way for lists, URLs, counts, feeds, the sitemap, search and ETags.
// The views, feed and sitemap are checked on fixture entries; the worker on whichever article is
// newest, with the clock set just before and at its publication instant.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'node-html-parser';
import { compileContent, ContentError } from '../scripts/build/content/compile.ts';
import { parsePublishDate } from '../scripts/build/content/publish.ts';
import { articlesNewestFirst } from '../src/content/articles/index.ts';
import { publisher } from '../src/content/published.ts';
import type { Article, NewsItem } from '../src/content/types.ts';
import { atomFeed } from '../src/http/feed.ts';
import { sitemapXml } from '../src/http/sitemap.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { DraftBanner } from '../src/components/DraftBanner.tsx';
import { isPreview, publishedNow } from '../src/http/published-now.ts';
import { publishedAt } from '../src/content/visible.ts';
import { translations } from '../src/i18n/translate.ts';
import { isNoindex, readConfig } from '../src/site/config.ts';
import type { PageContext } from '../src/site/context.ts';
import { text } from '../src/content/text.ts';
import { call } from './forms.ts';
import { get, sitemapFilesXml } from './helpers.ts';

const at = (iso: string) => Date.parse(iso);
const localized = (s: string) => ({ 'zh-TW': s, 'zh-CN': s, en: s });
const body = { 'zh-TW': '/a.json', 'zh-CN': '/b.json', en: '/c.json' };

function article(id: number, date: string, publishAt: number, extra: Partial<Article> = {}): Article {
  return {
    id, title: localized(`Article ${id}`), excerpt: localized('x'), body, author: localized('A'), authorTitle: localized('B'),
    date, publishAt, readTime: 1, category: 'legal-column', tags: [localized(`tag${id}`)], featured: false, ...extra,
  };
}
function news(slug: string, date: string, publishAt: number, extra: Partial<NewsItem> = {}): NewsItem {
  return { slug, type: 'alert', date, publishAt, title: localized(slug), summary: localized('s'), body, ...extra };
}

const past = article(1, '2026-01-05', at('2026-01-04T16:00:00Z'));
const scheduled = article(2, '2026-12-01', at('2026-12-01T01:00:00Z'));
const draft = article(3, '2026-02-01', at('2026-01-31T16:00:00Z'), { draft: true });
const oldNews = news('old-item', '2026-01-10', at('2026-01-09T16:00:00Z'));
const laterNews = news('later-item', '2026-12-02', at('2026-12-01T16:00:00Z'));
const view = publisher([past, scheduled, draft], [laterNews, oldNews]);

describe('an event that is over, and the year', () => {
  const ends = at('2026-03-16T07:30:00Z');
  const talk = news('a-talk', '2026-02-20', at('2026-02-19T16:00:00Z'), { type: 'event', endsOn: '2026-03-16', endsAt: ends });
  const events = publisher([], [talk, oldNews]);

  it('says an event has ended from its end instant on, and moves the key then, so no cached list still invites', () => {
    expect(events(ends - 1, false).ended(talk)).toBe(false);
    expect(events(ends, false).ended(talk)).toBe(true);
    expect(events(ends, false).ended(oldNews)).toBe(false);
    expect(events(ends, false).key).not.toBe(events(ends - 1, false).key);
    expect(events(ends + 3600_000, false).key).toBe(events(ends, false).key);
  });

  it('knows the year in Taipei, and a new year moves the key (the footer\'s © runs to it)', () => {
    const newYear = at('2026-12-31T16:00:00Z'); // midnight in Taipei
    expect(events(newYear - 1, false).year).toBe(2026);
    expect(events(newYear, false).year).toBe(2027);
    expect(events(newYear, false).key).not.toBe(events(newYear - 1, false).key);
  });

  it('refuses an end on an item that is not an event, or before it is published', () => {
    const md = (type: string, ends: string) => `---\ntype: ${type}\ndate: 2026-02-20\nends: ${ends}\ntitle: 講座\nsummary: 一場講座。\n---\n\n內容。\n`;
    const en = '---\ntitle: A talk\nsummary: A talk.\n---\n\nText.\n';
    const compile = (type: string, ends: string) => {
      try {
        compileContent(new Map([['news/a-talk/zh-TW.md', md(type, ends)], ['news/a-talk/en.md', en]]));
        return '';
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        return error.message;
      }
    };
    expect(compile('alert', '2026-03-16')).toMatch(/zh-TW\.md:\d+: ends: only an event ends/);
    expect(compile('event', '2026-02-01')).toMatch(/zh-TW\.md:\d+: ends: must come after/);
  });
});

describe('what is public at an instant', () => {
  const before = at('2026-12-01T00:59:59.999Z');
  const instant = at('2026-12-01T01:00:00Z');

  it('keeps a scheduled entry off every list, URL and path until its instant, then shows it', () => {
    const live = view(before, false);
    expect(live.articles.map((a) => a.id)).toEqual([1]);
    expect(live.article('2')).toBeUndefined();
    expect(live.hides('/blog/2')).toBe(true);
    const then = view(instant, false);
    expect(then.articlesNewestFirst.map((a) => a.id)).toEqual([2, 1]);
    expect(then.article('2')?.id).toBe(2);
    expect(then.hides('/blog/2')).toBe(false);
    expect(then.key).not.toBe(live.key);
    // The same visible set gives the same key (ETags stay stable between instants).
    expect(view(instant + 60_000, false).key).toBe(then.key);
    expect(view(instant + 60_000, false)).toBe(then);
  });

  it('shows a draft only in the preview, never live, whatever the time', () => {
    for (const now of [before, instant, at('2099-01-01T00:00:00Z')]) {
      expect(view(now, false).article('3')).toBeUndefined();
      expect(view(now, false).hides('/blog/3')).toBe(true);
      expect(view(now, true).article('3')?.draft).toBe(true);
    }
    expect(view(instant, true).key).not.toBe(view(instant, false).key);
  });

  it('moves its live key only when an entry anyone can see appears: a draft\'s date passing changes no ETag (issue 50, F9)', () => {
    const draftDate = draft.publishAt;
    expect(view(draftDate, false).key).toBe(view(draftDate - 1, false).key);
    expect(view(draftDate, false)).toBe(view(draftDate - 1, false));
    // In the preview the draft appears then, and the key moves with it.
    expect(view(draftDate, true).key).not.toBe(view(draftDate - 1, true).key);
    // Live, the key is the same as if there were no draft at all.
    const withoutDraft = publisher([past, scheduled], [laterNews, oldNews]);
    for (const now of [draftDate, instant, at('2099-01-01T00:00:00Z')]) expect(view(now, false).key).toBe(withoutDraft(now, false).key);
  });

  it('orders news by instant and hides a future item', () => {
    expect(view(instant, false).newsNewestFirst.map((n) => n.slug)).toEqual(['old-item']);
    expect(view(at('2026-12-01T16:00:00Z'), false).newsNewestFirst.map((n) => n.slug)).toEqual(['later-item', 'old-item']);
    expect(view(instant, false).newsItem('later-item')).toBeUndefined();
  });

  it('leaves what is not public out of the feed and the sitemap, and dates both by what is', () => {
    const site = 'https://site.test';
    const feedBefore = atomFeed(site, 'en', view(before, false));
    expect(feedBefore).not.toContain('/en/blog/2<');
    expect(feedBefore).not.toContain('/en/blog/3<');
    expect(feedBefore).toContain('/en/blog/1<');
    const feedAt = atomFeed(site, 'en', view(instant, false));
    expect(feedAt).toContain('<link rel="alternate" type="text/html" href="https://site.test/en/blog/2"/>');
    // A scheduled time is the entry's published instant.
    expect(feedAt).toContain('<published>2026-12-01T01:00:00Z</published>');
    const mapBefore = sitemapXml(site, view(before, false));
    expect(mapBefore).not.toMatch(/<loc>[^<]*\/blog\/[23]<\/loc>/);
    expect(mapBefore).toContain('<loc>https://site.test/blog/1</loc>');
    const blogLastmod = (xml: string) => /<loc>https:\/\/site\.test\/blog<\/loc>\s*<lastmod>([^<]+)</.exec(xml)?.[1];
    expect(blogLastmod(mapBefore)).toBe('2026-01-10');
    const mapAt = sitemapXml(site, view(instant, false));
    expect(mapAt).toContain('<loc>https://site.test/blog/2</loc>');
    expect(blogLastmod(mapAt)).toBe('2026-12-01');
    expect(sitemapXml(site, view(instant, true))).toContain('<loc>https://site.test/blog/3</loc>');
  });
});

describe('a draft', () => {
  it('is shown only where ENVIRONMENT is development (the local preview), never in production or when unset', () => {
    expect(isPreview(readConfig({ ENVIRONMENT: 'development' }))).toBe(true);
    expect(isPreview(readConfig({ ENVIRONMENT: 'production' }))).toBe(false);
    expect(isPreview(readConfig({}))).toBe(false);
  });

  it('carries a banner in the page\'s language; a published entry none', () => {
    const banner = (locale: 'zh-TW' | 'zh-CN' | 'en', draft: boolean) =>
      renderToStaticMarkup(createElement(DraftBanner, { ctx: { LL: translations(locale) } as PageContext, draft }));
    expect(banner('en', true)).toContain('Draft: not published');
    expect(banner('zh-TW', true)).toContain('草稿：尚未發布');
    expect(banner('zh-CN', true)).toContain('草稿：尚未发布');
    expect(banner('en', false)).toBe('');
  });
});

describe('a draft\'s preview on the platform (ENVIRONMENT = "preview")', () => {
  it('shows drafts and entries scheduled for later, runs as production does, and is never indexed', () => {
    const config = readConfig({ ENVIRONMENT: 'preview', CONTENT_STATUS: 'verified' });
    expect(isPreview(config)).toBe(true);
    expect(config.environment).toBe('production');
    expect(publishedNow(config).key).toBe(publishedAt(Number.POSITIVE_INFINITY, true).key);
    expect(isNoindex(config, { status: 200 })).toBe(true);
    expect(isNoindex(readConfig({ ENVIRONMENT: 'production', CONTENT_STATUS: 'verified' }), { status: 200 })).toBe(false);
  });

  it('marks an entry scheduled for later with when it goes live, in Taipei time, in the page\'s language', () => {
    const banner = (locale: 'zh-TW' | 'zh-CN' | 'en') =>
      renderToStaticMarkup(createElement(DraftBanner, { ctx: { LL: translations(locale), locale } as unknown as PageContext, draft: undefined, publishAt: Date.now() + 86_400_000 * 400 }));
    expect(banner('en')).toMatch(/Scheduled: on the live site from \w+ \d{1,2}, \d{4}, \d{1,2}(:\d\d)? [ap]\.m\. \(Taipei time\)/);
    expect(banner('zh-TW')).toMatch(/排定發布：\d{4} 年 \d{1,2} 月 \d{1,2} 日 [上下]午\d{1,2}:\d\d（臺北時間）/);
    expect(banner('zh-CN')).toContain('排定发布');
    // Its time come (or a published entry), no banner.
    expect(renderToStaticMarkup(createElement(DraftBanner, { ctx: { LL: translations('en'), locale: 'en' } as unknown as PageContext, draft: undefined, publishAt: Date.now() - 1000 }))).toBe('');
  });
});

describe('the date an editor writes', () => {
  it('takes a day, a day with a time, or with a zone, and refuses impossible ones', () => {
    expect(parsePublishDate('2026-12-01')).toEqual({ day: '2026-12-01', publishAt: at('2026-11-30T16:00:00Z') });
    expect(parsePublishDate('2026-12-01 09:00')?.publishAt).toBe(at('2026-12-01T01:00:00Z'));
    expect(parsePublishDate('2026-12-01 09:00 +08:00')?.publishAt).toBe(at('2026-12-01T01:00:00Z'));
    expect(parsePublishDate('2026-12-01T09:00:00+0100')?.publishAt).toBe(at('2026-12-01T08:00:00Z'));
    expect(parsePublishDate('2026-12-01T09:00Z')?.publishAt).toBe(at('2026-12-01T09:00:00Z'));
    for (const bad of ['2026-11-31', '2026-12-01 24:00', '2026-12-01 09:60', '1 December 2026', '2026-12-01 09:00 +25:00']) {
      expect(parsePublishDate(bad), bad).toBeUndefined();
    }
  });

  const files = (zhTW: string) => new Map([
    ['articles/a/zh-TW.md', zhTW],
    ['articles/a/en.md', '---\ntitle: T\nexcerpt: E\nauthor: A\nauthorTitle: B\ntags:\n  - t\n---\n\nText.\n'],
  ]);
  const zh = (head: string) => `---\nid: 7\n${head}\nreadTime: 1\ncategory: legal-column\ntitle: 標題\nexcerpt: 摘要\nauthor: 作者\nauthorTitle: 編輯\ntags:\n  - 測試\n---\n\n內文。\n`;

  it('compiles draft and a dated time into the entry', () => {
    const [a] = compileContent(files(zh('date: 2026-12-01 09:00 +08:00\ndraft: true'))).articles;
    expect(a).toMatchObject({ date: '2026-12-01', publishAt: at('2026-12-01T01:00:00Z'), draft: true });
    expect(compileContent(files(zh('date: 2026-12-01'))).articles[0]!.draft).toBeUndefined();
  });

  it('stops the build at an impossible date or a draft that is not true or false, naming file, line and field', () => {
    const message = (head: string) => {
      try {
        compileContent(files(zh(head)));
        return '';
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        return error.message;
      }
    };
    expect(message('date: 2026-11-31')).toMatch(/^content\/articles\/a\/zh-TW\.md:3: date: 2026-11-31 does not exist/);
    expect(message('date: 2026-12-01\ndraft: yes')).toMatch(/^content\/articles\/a\/zh-TW\.md:4: draft: must be true or false/);
  });
});

describe('ETags', () => {
  it('are keyed by the worker\'s signing secret: the same under one secret, another under another, so none can be worked out offline (issue 50, F9)', async () => {
    const tag = async (path: string, secret: string) => (await call(path, {}, { SIGNING_SECRET: secret })).headers.get('ETag');
    for (const path of ['/en/about', '/sitemap.xml', '/en/feed.xml']) {
      const first = await tag(path, 'first secret');
      expect(first, path).toMatch(/^"[^"]+-[\w-]{11}"$/);
      expect(await tag(path, 'first secret'), path).toBe(first);
      expect(await tag(path, 'second secret'), path).not.toBe(first);
    }
  });
});

describe('the worker at request time', () => {
  afterEach(() => vi.useRealTimers());
  const newest = articlesNewestFirst.find((a) => !a.draft)!;
  const path = `/en/blog/${newest.id}`;

  it('answers 404 for an article just before its instant and 200 at it, with lists, feed, sitemap and ETags following', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(newest.publishAt - 1);
    expect((await get(path)).status).toBe(404);
    const blogBefore = await get('/en/blog');
    const listedBefore = parse(await blogBefore.text()).querySelectorAll(`a[href="${path}"]`);
    expect(listedBefore).toHaveLength(0);
    expect(await (await get('/en/feed.xml')).text()).not.toContain(`${path}"`);
    expect(await sitemapFilesXml()).not.toContain(`${path}<`);
    const search = `/en/search?q=${encodeURIComponent(text(newest.title, 'en'))}`;
    const result = `[data-search-result="/blog/${newest.id}"]`;
    expect(parse(await (await get(search)).text()).querySelector(result)).toBeNull();
    const etagBefore = blogBefore.headers.get('ETag');

    vi.setSystemTime(newest.publishAt);
    expect((await get(path)).status).toBe(200);
    const blogAt = await get('/en/blog', { headers: { 'If-None-Match': etagBefore! } });
    // The list changed, so the old tag no longer matches: a full page with the article.
    expect(blogAt.status).toBe(200);
    expect(blogAt.headers.get('ETag')).not.toBe(etagBefore);
    expect(parse(await blogAt.text()).querySelectorAll(`a[href="${path}"]`).length).toBeGreaterThan(0);
    expect(await (await get('/en/feed.xml')).text()).toContain(`${path}"`);
    expect(await sitemapFilesXml()).toContain(`${path}<`);
    expect(parse(await (await get(search)).text()).querySelector(result)).not.toBeNull();
  });
});
