// The blog articles, in id order: compiled by the build from content/articles/<folder>/*.md
// (scripts/build/content/index.ts). A new article is a new folder there; nothing here changes. These are all
// of them, drafts and scheduled ones too: pages read what is public now from ctx.published
// (src/content/visible.ts).
import { articles } from '../../generated/content.ts';
import { articleIdSegment } from '../article-id.ts';
import type { Article } from '../types.ts';

export { articles };

/** Newest first by publication (ties: the higher id first), as the blog lists them. */
export const articlesNewestFirst: readonly Article[] = [...articles].sort((a, b) => b.publishAt - a.publishAt || b.id - a.id);

/** The article of a URL segment; only an id as article-id.ts writes it matches ('1', not '01', '1e0' or '١'). */
export function findArticle(segment: string): Article | undefined {
  if (!articleIdSegment.test(segment)) return undefined;
  const id = Number(segment);
  return articles.find((a) => a.id === id);
}
