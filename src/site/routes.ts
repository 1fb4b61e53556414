// The one route table. The router (worker.ts), the navigation (header and footer) and the
// sitemap all read it, so a page exists everywhere or nowhere.
import type { PageContext, Redirect, View } from './context.ts';
import type { TranslationFunctions } from '../i18n/translate.ts';
import { articles } from '../content/articles/index.ts';
import { aboutView } from '../pages/About.tsx';
import { articleView } from '../pages/Article.tsx';
import { blogView } from '../pages/Blog.tsx';
import { casesView } from '../pages/Cases.tsx';
import { contactView } from '../features/contact/ContactPage.tsx';
import { contactThanksView } from '../features/contact/ThanksPage.tsx';
import { homeView } from '../pages/Home.tsx';
import { howWeWorkView } from '../pages/HowWeWork.tsx';
import { newsletterConfirmView, newsletterSentView, newsletterUnsubscribeView } from '../features/newsletter/pages.tsx';
import { partnersView } from '../pages/Partners.tsx';
import { privacyView } from '../pages/Privacy.tsx';
import { reportView } from '../pages/Report.tsx';
import { scamGuideView } from '../pages/ScamGuide.tsx';
import { scamsView } from '../pages/Scams.tsx';
import { scamGuides } from '../content/scams.ts';
import { teamView } from '../pages/Team.tsx';
import { termsView } from '../pages/Terms.tsx';
import { newsView } from '../pages/News.tsx';
import { newsItemView } from '../pages/NewsItem.tsx';
import { searchView } from '../pages/Search.tsx';
import { findArticle } from '../content/articles/index.ts';
import { findNewsItem, newsNewestFirst, newsRevised } from '../content/news-lookup.ts';
import {
  articleRevised, factsCheckedOn, homeRevised, newestArticle, newestNews, orgPagesRevisedOn, privacyRevised, termsRevised,
} from '../content/revisions.ts';

export type RouteId =
  | 'home' | 'about' | 'team' | 'partners' | 'cases' | 'blog' | 'article' | 'news' | 'newsItem' | 'report' | 'scams' | 'scam'
  | 'howWeWork' | 'privacy' | 'terms' | 'search'
  | 'contact' | 'contactThanks' | 'newsletterSent' | 'newsletterConfirm' | 'newsletterUnsubscribe';

export interface Route {
  readonly id: RouteId;
  /** Unprefixed Hono pattern; ':id' parameters are listed by `paths`. */
  readonly path: string;
  /** Where the link appears: the header (and footer quick links), the footer only, or nowhere. */
  readonly nav: 'main' | 'footer' | 'none';
  readonly label: (LL: TranslationFunctions) => string;
  /** The page, or a 301 when the request names it by another URL. */
  readonly view: (ctx: PageContext) => View | Redirect;
  /** The page puts the visitor's country first (cf.country): its ETag and cache entry vary on it. */
  readonly byCountry?: boolean;
  /** The concrete paths of a parameterised route (for the sitemap and tests). */
  readonly paths?: () => readonly string[];
  /** ISO date the page at `path` last changed what it says (the sitemap's lastmod), from the
   *  content. Absent: the page is not listed in the sitemap (search results). */
  readonly lastmod?: (path: string) => string;
  /** A page of one visitor's own (a reference, a link token): not in the sitemap or allPaths. */
  readonly unlisted?: boolean;
}

const segment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export const routes: readonly Route[] = [
  { id: 'home', path: '/', nav: 'main', label: (LL) => LL.nav.home(), view: homeView, byCountry: true, lastmod: () => homeRevised },
  { id: 'about', path: '/about', nav: 'main', label: (LL) => LL.nav.about(), view: aboutView, lastmod: () => orgPagesRevisedOn.about },
  { id: 'team', path: '/team', nav: 'main', label: (LL) => LL.nav.team(), view: teamView, lastmod: () => orgPagesRevisedOn.team },
  { id: 'partners', path: '/partners', nav: 'main', label: (LL) => LL.nav.partners(), view: partnersView, lastmod: () => orgPagesRevisedOn.partners },
  { id: 'cases', path: '/cases', nav: 'main', label: (LL) => LL.nav.cases(), view: casesView, lastmod: () => orgPagesRevisedOn.cases },
  { id: 'blog', path: '/blog', nav: 'main', label: (LL) => LL.nav.blog(), view: blogView, lastmod: () => (newestArticle > newestNews ? newestArticle : newestNews) },
  {
    id: 'article', path: '/blog/:id', nav: 'none', label: (LL) => LL.nav.blog(), view: articleView,
    paths: () => articles.map((a) => `/blog/${a.id}`),
    lastmod: (path) => articleRevised(findArticle(segment(path))!),
  },
  { id: 'news', path: '/news', nav: 'footer', label: (LL) => LL.nav.news(), view: newsView, lastmod: () => newestNews },
  {
    id: 'newsItem', path: '/news/:slug', nav: 'none', label: (LL) => LL.nav.news(), view: newsItemView,
    paths: () => newsNewestFirst.map((n) => `/news/${n.slug}`),
    lastmod: (path) => newsRevised(findNewsItem(segment(path))!),
  },
  { id: 'report', path: '/report', nav: 'footer', label: (LL) => LL.nav.report(), view: reportView, byCountry: true, lastmod: () => factsCheckedOn },
  { id: 'scams', path: '/scams', nav: 'footer', label: (LL) => LL.nav.scams(), view: scamsView, lastmod: () => factsCheckedOn },
  {
    id: 'scam', path: '/scams/:type', nav: 'none', label: (LL) => LL.nav.scams(), view: scamGuideView, byCountry: true,
    paths: () => scamGuides.map((g) => `/scams/${g.id}`),
    lastmod: () => factsCheckedOn,
  },
  { id: 'howWeWork', path: '/how-we-work', nav: 'footer', label: (LL) => LL.nav.howWeWork(), view: howWeWorkView, lastmod: () => orgPagesRevisedOn.howWeWork },
  { id: 'privacy', path: '/privacy', nav: 'footer', label: (LL) => LL.nav.privacy(), view: privacyView, lastmod: () => privacyRevised },
  { id: 'terms', path: '/terms', nav: 'footer', label: (LL) => LL.nav.terms(), view: termsView, lastmod: () => termsRevised },
  { id: 'contact', path: '/contact', nav: 'footer', label: (LL) => LL.nav.contact(), view: contactView, lastmod: () => orgPagesRevisedOn.contact },
  { id: 'search', path: '/search', nav: 'none', label: (LL) => LL.nav.search(), view: searchView },
  // Reached only by the 303 after a request or from a newsletter mail (src/forms/).
  { id: 'contactThanks', path: '/contact/thanks/:ref', nav: 'none', label: (LL) => LL.nav.contact(), view: contactThanksView, unlisted: true },
  { id: 'newsletterSent', path: '/newsletter/sent', nav: 'none', label: (LL) => LL.nav.blog(), view: newsletterSentView, unlisted: true },
  { id: 'newsletterConfirm', path: '/newsletter/confirm/:token', nav: 'none', label: (LL) => LL.nav.blog(), view: newsletterConfirmView, unlisted: true },
  { id: 'newsletterUnsubscribe', path: '/newsletter/unsubscribe/:token', nav: 'none', label: (LL) => LL.nav.blog(), view: newsletterUnsubscribeView, unlisted: true },
];

/** Form POSTs, by unprefixed path: the only requests besides GET and HEAD the worker accepts. */
export const postPaths = ['/contact', '/newsletter', '/newsletter/confirm/:token', '/newsletter/unsubscribe/:token'] as const;

/** Every concrete unprefixed path of the site, in route-table order. */
export function allPaths(table: readonly Route[] = routes): string[] {
  return table.filter((r) => !r.unlisted).flatMap((r) => (r.paths ? [...r.paths()] : [r.path]));
}

/** The paths search engines should know (the sitemap's), each with its lastmod date. */
export function listedPaths(table: readonly Route[] = routes): { path: string; lastmod: string }[] {
  return table.flatMap((r) => (r.lastmod ? (r.paths ? [...r.paths()] : [r.path]).map((path) => ({ path, lastmod: r.lastmod!(path) })) : []));
}
