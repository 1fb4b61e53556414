// What is public at an instant: the articles and news items whose publication instant has come and
// that are not drafts (drafts only in the local preview). Decided per request from the clock, so a
// scheduled entry appears without a redeploy. Every list, count, feed, sitemap, search result and
// cache key reads one of these views, never the raw content, so they cannot disagree.
import { articleIdSegment } from './article-id.ts';
import type { Article, NewsItem } from './types.ts';

/** The zone of a content date written without one (a publication day, a revision day): the
 *  Association's home, Taipei (UTC+8, no daylight saving time). */
export const contentZone = '+08:00';

export interface Published {
  /** Names the visible set: changes exactly when an entry appears (for ETags and cache keys). It
   *  counts only instants of entries that can be shown (no draft outside the preview), so it never
   *  moves for an entry nobody can see; it goes into ETags only keyed (src/http/etag.ts). */
  readonly key: string;
  /** The local preview: drafts shown (with a banner). */
  readonly preview: boolean;
  /** By id. */
  readonly articles: readonly Article[];
  /** Newest first by publication (ties: the higher id first), as the blog lists them. */
  readonly articlesNewestFirst: readonly Article[];
  /** Newest first by publication (ties: content order). */
  readonly newsNewestFirst: readonly NewsItem[];
  /** The article of a URL segment; only an id as article-id.ts writes it matches ('1', not '01', '1e0' or '١'). */
  article(segment: string): Article | undefined;
  /** Only an exact slug matches: lower-case letters, digits and single hyphens. */
  newsItem(segment: string): NewsItem | undefined;
  /** Whether an article or news path ('/blog/3', '/news/x') is hidden now (search filters by it). */
  hides(path: string): boolean;
}

export type PublishedAt = (now: number, preview: boolean) => Published;

/** The views over one set of entries, made once per visible set (a handful per deploy). */
export function publisher(articles: readonly Article[], news: readonly NewsItem[]): PublishedAt {
  // The instants at which the visible set changes: live, only those of entries that are not drafts
  // (a draft's passing date changes nothing anyone sees); in the preview, every entry's.
  const instantsOf = (entries: readonly (Article | NewsItem)[]) => [...new Set(entries.map((e) => e.publishAt))].sort((a, b) => a - b);
  const instants = { preview: instantsOf([...articles, ...news]), live: instantsOf([...articles, ...news].filter((e) => !e.draft)) };
  const hiddenPaths = (a: readonly Article[], n: readonly NewsItem[]) => new Set([
    ...articles.filter((x) => !a.includes(x)).map((x) => `/blog/${x.id}`),
    ...news.filter((x) => !n.includes(x)).map((x) => `/news/${x.slug}`),
  ]);
  const views = new Map<string, Published>();
  return (now, preview) => {
    // The visible set is decided by how many publication instants have passed, and the preview flag.
    const shownAt = preview ? instants.preview : instants.live;
    let passed = 0;
    while (passed < shownAt.length && shownAt[passed]! <= now) passed++;
    const key = `${preview ? 'p' : 'l'}${passed}`;
    let view = views.get(key);
    if (view) return view;
    const shown = <T extends Article | NewsItem>(e: T) => e.publishAt <= now && (preview || !e.draft);
    const visibleArticles = articles.filter(shown);
    const visibleNews = news.filter(shown);
    const hidden = hiddenPaths(visibleArticles, visibleNews);
    // By key, so a lookup (a page, each entry's sitemap date) costs the same whatever the content holds.
    const byId = new Map(visibleArticles.map((a) => [a.id, a]));
    const bySlug = new Map(visibleNews.map((n) => [n.slug, n]));
    view = {
      key,
      preview,
      articles: visibleArticles,
      articlesNewestFirst: [...visibleArticles].sort((a, b) => b.publishAt - a.publishAt || b.id - a.id),
      newsNewestFirst: [...visibleNews].sort((a, b) => b.publishAt - a.publishAt),
      article: (segment) => (articleIdSegment.test(segment) ? byId.get(Number(segment)) : undefined),
      newsItem: (segment) => (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment) ? bySlug.get(segment) : undefined),
      hides: (path) => hidden.has(path),
    };
    views.set(key, view);
    return view;
  };
}
