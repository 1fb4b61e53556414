// The news items newest first (as /news, Home, the blog sidebar and the feeds list them), and the
// item of a URL segment.
import { newsItems } from './news.ts';
import type { NewsItem } from './types.ts';

/** Newest first by publication date; ties keep content order. */
export const newsNewestFirst: readonly NewsItem[] = [...newsItems].sort((a, b) => b.date.localeCompare(a.date));

/** Only an exact slug matches: lower-case letters, digits and single hyphens. */
export function findNewsItem(segment: string): NewsItem | undefined {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment)) return undefined;
  return newsItems.find((n) => n.slug === segment);
}

/** The date a news item last changed what it says. */
export const newsRevised = (item: NewsItem) => item.updated ?? item.date;
