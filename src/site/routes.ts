// The one route table: every page's path, where it is linked (header, footer, nowhere), its
// sitemap date and the concrete paths of a parameterised route. The router (src/http/), the
// navigation and the sitemap all read it, so a page exists everywhere or nowhere. It imports no
// React and no page: build scripts read the site's URLs from it directly under Node, and the
// views live apart (src/pages/index.ts maps each id to its view).
import { newsRevised } from '../content/news-lookup.ts';
import type { Published } from '../content/published.ts';
import {
  articleRevised, factsCheckedOn, homeRevised, newestArticle, newestNews, orgPagesRevisedOn, privacyRevised, termsRevised,
} from '../content/revisions.ts';
import { scamGuides } from '../content/scams.ts';
import { everything } from '../content/visible.ts';
import type { TranslationFunctions } from '../i18n/translate.ts';
import { localizePath, locales, type Locale } from './locale.ts';

export type RouteId =
  | 'home' | 'about' | 'team' | 'partners' | 'cases' | 'blog' | 'article' | 'news' | 'newsItem' | 'report' | 'scams' | 'scam'
  | 'howWeWork' | 'privacy' | 'terms' | 'search' | 'careers' | 'business' | 'verify'
  | 'contact' | 'contactThanks' | 'newsletterSent' | 'newsletterConfirm' | 'newsletterUnsubscribe';

/** The interface string (LL.nav.*) that names a route in the header, footer and breadcrumbs. */
export type NavLabel = keyof TranslationFunctions['nav'];

export interface Route {
  readonly id: RouteId;
  /** Unprefixed Hono pattern; ':id' parameters are listed by `paths`. */
  readonly path: string;
  /** Where the link appears: the header (and footer quick links); the folding menu under the
   *  header's width for the full row and the footer ('menu'); the header's top row of tools and the
   *  footer ('tools'); the footer only; or nowhere. */
  readonly nav: 'main' | 'menu' | 'tools' | 'footer' | 'none';
  /** A tool left out of the full-width header (the footer has it): the row has no room for it. */
  readonly folded?: true;
  readonly label: NavLabel;
  /** The page puts the visitor's country first (cf.country): its ETag and cache entry vary on it. */
  readonly byCountry?: boolean;
  /** The concrete paths of a parameterised route (for the sitemap and tests) among what is public. */
  readonly paths?: (pub: Published) => readonly string[];
  /** ISO date the page at `path` last changed what it says (the sitemap's lastmod), from the
   *  content public in `pub`. Absent: the page is not listed in the sitemap (search results). */
  readonly lastmod?: (path: string, pub: Published) => string;
  /** A page of one visitor's own (a reference, a link token): not in the sitemap or allPaths. */
  readonly unlisted?: boolean;
}

const segment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export const routes: readonly Route[] = [
  { id: 'home', path: '/', nav: 'main', label: 'home', byCountry: true, lastmod: (_, pub) => homeRevised(pub) },
  { id: 'about', path: '/about', nav: 'main', label: 'about', lastmod: () => orgPagesRevisedOn.about },
  { id: 'team', path: '/team', nav: 'main', label: 'team', lastmod: () => orgPagesRevisedOn.team },
  { id: 'partners', path: '/partners', nav: 'main', label: 'partners', lastmod: () => orgPagesRevisedOn.partners },
  { id: 'cases', path: '/cases', nav: 'main', label: 'cases', lastmod: () => orgPagesRevisedOn.cases },
  { id: 'blog', path: '/blog', nav: 'main', label: 'blog', lastmod: (_, pub) => (newestArticle(pub) > newestNews(pub) ? newestArticle(pub) : newestNews(pub)) },
  {
    // An article and a news item end with where to report in the reader's place, and may say it
    // in their body ({whereToReport}): kept per place, as the scam guides.
    id: 'article', path: '/blog/:id', nav: 'none', label: 'blog', byCountry: true,
    paths: (pub) => pub.articles.map((a) => `/blog/${a.id}`),
    lastmod: (path, pub) => articleRevised(pub.article(segment(path))!),
  },
  { id: 'news', path: '/news', nav: 'tools', label: 'news', lastmod: (_, pub) => newestNews(pub) },
  {
    id: 'newsItem', path: '/news/:slug', nav: 'none', label: 'news', byCountry: true,
    paths: (pub) => pub.newsNewestFirst.map((n) => `/news/${n.slug}`),
    lastmod: (path, pub) => newsRevised(pub.newsItem(segment(path))!),
  },
  // Report and Is this a scam are in the menu already, as its first tools (Navbar.tsx).
  { id: 'report', path: '/report', nav: 'footer', label: 'report', byCountry: true, lastmod: () => factsCheckedOn },
  { id: 'scams', path: '/scams', nav: 'footer', label: 'scams', lastmod: () => factsCheckedOn },
  {
    id: 'scam', path: '/scams/:type', nav: 'none', label: 'scams', byCountry: true,
    paths: () => scamGuides.map((g) => `/scams/${g.id}`),
    lastmod: () => factsCheckedOn,
  },
  { id: 'howWeWork', path: '/how-we-work', nav: 'main', label: 'howWeWork', lastmod: () => orgPagesRevisedOn.howWeWork },
  { id: 'privacy', path: '/privacy', nav: 'footer', label: 'privacy', lastmod: () => privacyRevised },
  { id: 'terms', path: '/terms', nav: 'footer', label: 'terms', lastmod: () => termsRevised },
  { id: 'business', path: '/business', nav: 'tools', label: 'business', byCountry: true, lastmod: () => orgPagesRevisedOn.business },
  { id: 'verify', path: '/verify', nav: 'tools', folded: true, label: 'verify', lastmod: () => orgPagesRevisedOn.verify },
  { id: 'careers', path: '/careers', nav: 'tools', folded: true, label: 'careers', lastmod: () => orgPagesRevisedOn.careers },
  { id: 'contact', path: '/contact', nav: 'menu', label: 'contact', byCountry: true, lastmod: () => orgPagesRevisedOn.contact },
  { id: 'search', path: '/search', nav: 'none', label: 'search' },
  // Reached only by the 303 after a request or from a newsletter mail (src/features/).
  { id: 'contactThanks', path: '/contact/thanks/:ref', nav: 'none', label: 'contact', unlisted: true },
  { id: 'newsletterSent', path: '/newsletter/sent', nav: 'none', label: 'blog', unlisted: true },
  { id: 'newsletterConfirm', path: '/newsletter/confirm/:token', nav: 'none', label: 'blog', unlisted: true },
  { id: 'newsletterUnsubscribe', path: '/newsletter/unsubscribe/:token', nav: 'none', label: 'blog', unlisted: true },
];

/** Form POSTs, by unprefixed path: the only requests besides GET and HEAD the worker accepts. */
export const postPaths = ['/contact', '/newsletter', '/newsletter/confirm/:token', '/newsletter/unsubscribe/:token'] as const;
export type PostPath = (typeof postPaths)[number];

/** Where a search result's ping goes when it is opened (POST, answered 204: src/http/search-counts.ts). */
export const searchClickPath = '/search/clicked';

/** The Atom feed of a language: /feed.xml, /cn/feed.xml, /en/feed.xml. */
export function feedPath(locale: Locale): string {
  return localizePath('/feed.xml', locale);
}

/** Every concrete unprefixed path of the site, in route-table order (by default every entry,
 *  drafts and scheduled ones too; pass a request's view for what is public). */
export function allPaths(table: readonly Route[] = routes, pub: Published = everything): string[] {
  return table.filter((r) => !r.unlisted).flatMap((r) => (r.paths ? [...r.paths(pub)] : [r.path]));
}

/** Every page's URL path in every locale (what a redirect may point to and must not hide). */
export function allPagePaths(table: readonly Route[] = routes, pub: Published = everything): Set<string> {
  return new Set(locales.flatMap((locale) => allPaths(table, pub).map((path) => localizePath(path, locale))));
}

/** The paths search engines should know (the sitemap's) among what is public in `pub`, each with
 *  its lastmod date. */
export function listedPaths(table: readonly Route[], pub: Published): { path: string; lastmod: string }[] {
  return table.flatMap((r) => (r.lastmod ? (r.paths ? [...r.paths(pub)] : [r.path]).map((path) => ({ path, lastmod: r.lastmod!(path, pub) })) : []));
}
