// The seven blog articles, in id order.
import type { Article } from '../types.ts';
import { article1 } from './article-1.ts';
import { article2 } from './article-2.ts';
import { article3 } from './article-3.ts';
import { article4 } from './article-4.ts';
import { article5 } from './article-5.ts';
import { article6 } from './article-6.ts';
import { article7 } from './article-7.ts';

export const articles: readonly Article[] = [article1, article2, article3, article4, article5, article6, article7];

/** The article of a URL segment; only a plain decimal id matches ('1', not '01', '1e0' or '١'). */
export function findArticle(segment: string): Article | undefined {
  if (!/^[1-9][0-9]{0,3}$/.test(segment)) return undefined;
  const id = Number(segment);
  return articles.find((a) => a.id === id);
}
