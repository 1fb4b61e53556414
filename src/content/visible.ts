// The site's own articles and news as views of what is public at an instant (published.ts).
import { articles } from './articles/index.ts';
import { newsItems } from './news.ts';
import { type Published, publisher } from './published.ts';

/** The view a request at `now` sees; `preview` (the local preview) shows drafts too. */
export const publishedAt = publisher(articles, newsItems);

/** Every entry, drafts and scheduled ones included: what the build checks (a redirect must never
 *  hide a page, even one not yet public). */
export const everything: Published = publishedAt(Number.POSITIVE_INFINITY, true);
