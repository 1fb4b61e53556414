// When each page last changed what it says: the sitemap's <lastmod>. Pages made of dated content
// (articles, news, the legal texts, the facts-checked date of the report page and the scam
// guides) take their dates from it; the others are dated here. Change a date here when you change
// what that page says, never to the build or deploy date.
import { articles } from './articles/index.ts';
import { factsCheckedOn } from './check-tools.ts';
import { privacyPolicy, termsOfService } from './legal.ts';
import { newsItems } from './news.ts';
import { newsRevised } from './news-lookup.ts';
import type { Article } from './types.ts';

/** Organisation pages: the last revision of their content. */
export const orgPagesRevisedOn = {
  about: '2026-11-25',
  team: '2026-11-25',
  partners: '2026-11-25',
  cases: '2026-11-25',
  howWeWork: '2026-11-25',
  contact: '2026-11-27',
  business: '2026-11-27',
  verify: '2026-11-27',
  careers: '2026-11-27',
} as const;

export const articleRevised = (article: Article) => article.updated ?? article.date;

const latest = (dates: readonly string[]) => dates.reduce((a, b) => (b > a ? b : a));

export const newestArticle = latest(articles.map(articleRevised));
export const newestNews = latest(newsItems.map(newsRevised));
export const privacyRevised = privacyPolicy.date;
export const termsRevised = termsOfService.date;
/** Home shows the latest news, the report-first steps and the scam guides. */
export const homeRevised = latest([newestNews, factsCheckedOn, orgPagesRevisedOn.about]);
export { factsCheckedOn };
