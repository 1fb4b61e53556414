// The news items newest first (as /news, Home, the blog sidebar and the feeds list them), and the
// item of a URL segment.
import { newsItems } from './news.ts';
import type { NewsItem } from './types.ts';

/** Newest first by publication; ties keep content order. All of them, drafts and scheduled ones
 *  too: pages read what is public now from ctx.published (src/content/visible.ts). */
export const newsNewestFirst: readonly NewsItem[] = [...newsItems].sort((a, b) => b.publishAt - a.publishAt);

/** Only an exact slug matches: lower-case letters, digits and single hyphens. */
export function findNewsItem(segment: string): NewsItem | undefined {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment)) return undefined;
  return newsItems.find((n) => n.slug === segment);
}

/** The date a news item last changed what it says. */
export const newsRevised = (item: NewsItem) => item.updated ?? item.date;
