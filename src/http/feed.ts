// One Atom feed per language (/feed.xml, /cn/feed.xml, /en/feed.xml): the latest feedEntries
// articles and news items, newest change first, each with its full title, summary, dates and
// absolute link (a feed reader keeps what it has seen; older entries stay on /blog and /news, so
// the feed's size does not grow with the content). Made once per isolate per language and site URL
// (text-files.ts), like the sitemap.
import { newsRevised } from '../content/news-lookup.ts';
import { contentZone, type Published } from '../content/published.ts';
import { articleRevised } from '../content/revisions.ts';
import { text } from '../content/text.ts';
import { translations } from '../i18n/translate.ts';
import { languageTags, localizePath, type Locale } from '../site/locale.ts';
import { feedPath } from '../site/routes.ts';
import { assetUrl } from '../site/assets.ts';
import { escapeXml } from './xml.ts';


/** Entries in a feed: the latest changes. */
export const feedEntries = 50;

/** The publication instant, whole seconds, in UTC. */
const instant = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
/** Content dates are days in Taipei time (an entry without a time is published at midnight
 *  there, scripts/build/content/publish.ts); Atom wants a full timestamp (RFC 3339). The revision's day
 *  starts in the same zone as the publication, so an entry revised on the day it was published,
 *  or never, is updated when it was published, not eight hours later. */
const timestamp = (isoDate: string) => instant(Date.parse(`${isoDate}T00:00:00${contentZone}`));
/** The last change: the revision's day, never before the publication instant. */
const updatedStamp = (e: Entry) => instant(Math.max(Date.parse(timestamp(e.updated)), e.published));

interface Entry {
  readonly path: string;
  readonly title: string;
  readonly summary: string;
  readonly published: number;
  readonly updated: string;
  readonly author: string;
  readonly category: string;
}

/** The feed of what is public in `pub` (never a draft: the preview's feed shows what it shows). */
export function atomFeed(siteUrl: string, locale: Locale, pub: Published): string {
  const LL = translations(locale);
  const t = (value: Parameters<typeof text>[0]) => text(value, locale);
  const entries: Entry[] = [
    ...pub.articles.map((a) => ({
      path: `/blog/${a.id}`, title: t(a.title), summary: t(a.excerpt), published: a.publishAt, updated: articleRevised(a),
      author: t(a.author), category: LL.blog.categories[a.category](),
    })),
    ...pub.newsNewestFirst.map((n) => ({
      path: `/news/${n.slug}`, title: t(n.title), summary: t(n.summary), published: n.publishAt, updated: newsRevised(n),
      author: LL.site.name(), category: LL.news.types[n.type](),
    })),
  ].sort((a, b) => b.updated.localeCompare(a.updated) || b.published - a.published).slice(0, feedEntries);
  const url = (path: string) => escapeXml(siteUrl + localizePath(path, locale));
  const self = escapeXml(siteUrl + feedPath(locale));
  const items = entries.map((e) => `  <entry>
    <title>${escapeXml(e.title)}</title>
    <link rel="alternate" type="text/html" href="${url(e.path)}"/>
    <id>${url(e.path)}</id>
    <published>${instant(e.published)}</published>
    <updated>${updatedStamp(e)}</updated>
    <author><name>${escapeXml(e.author)}</name></author>
    <category term="${escapeXml(e.category)}"/>
    <summary type="text">${escapeXml(e.summary)}</summary>
  </entry>`);
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${languageTags[locale]}">
  <title>${escapeXml(LL.site.name())}</title>
  <subtitle>${escapeXml(LL.feed.subtitle())}</subtitle>
  <link rel="self" type="application/atom+xml" href="${self}"/>
  <link rel="alternate" type="text/html" href="${url('/')}"/>
  <id>${self}</id>
  <updated>${entries[0] ? updatedStamp(entries[0]) : timestamp('1970-01-01')}</updated>
  <author><name>${escapeXml(LL.site.name())}</name><uri>${url('/')}</uri></author>
  <icon>${escapeXml(siteUrl + assetUrl('logo.svg'))}</icon>
${items.join('\n')}
</feed>
`;
}
