// When each page last changed what it says: the sitemap's <lastmod>. Pages made of dated content
// (articles, news, the legal texts, the facts-checked date of the report page and the scam
// guides) take their dates from it; the others are dated here. Change a date here when you change
// what that page says, never to the build or deploy date.
import { factsCheckedOn } from './check-tools.ts';
import { privacyPolicy, termsOfService } from './legal.ts';
import { newsRevised } from './news-lookup.ts';
import type { Published } from './published.ts';
import type { Article } from './types.ts';

/** Organisation pages: the last revision of their content. */
export const orgPagesRevisedOn = {
  about: '2026-11-25',
  team: '2026-11-25',
  partners: '2026-11-25',
  cases: '2026-11-25',
  howWeWork: '2026-11-25',
  contact: '2026-11-25',
} as const;

export const articleRevised = (article: Article) => article.updated ?? article.date;

/** The latest of some dates; with none (nothing public yet), the About page's date. */
const latest = (dates: readonly string[]) => (dates.length ? dates.reduce((a, b) => (b > a ? b : a)) : orgPagesRevisedOn.about);

/** The newest change among what is public now (an entry not yet public dates nothing). */
export const newestArticle = (pub: Published) => latest(pub.articles.map(articleRevised));
export const newestNews = (pub: Published) => latest(pub.newsNewestFirst.map(newsRevised));
export const privacyRevised = privacyPolicy.date;
export const termsRevised = termsOfService.date;
/** Home shows the latest news, the report-first steps and the scam guides. */
export const homeRevised = (pub: Published) => latest([newestNews(pub), factsCheckedOn, orgPagesRevisedOn.about]);
export { factsCheckedOn };
