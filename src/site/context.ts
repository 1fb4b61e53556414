// What a page knows about the request it is rendering: locale, strings, configuration, and the
// helpers every page needs (localized links, localized content text).
import type { ReactElement } from 'react';
import type { SiteConfig } from './config.ts';
import type { Body } from '../content/body.ts';
import type { Published } from '../content/published.ts';
import type { Localized, Place } from '../content/types.ts';
import type { TranslationFunctions } from '../i18n/translate.ts';
import type { Locale } from './locale.ts';
import type { Signer } from './signing.ts';

export interface PageContext {
  readonly locale: Locale;
  readonly LL: TranslationFunctions;
  /** The path without its locale prefix: '/', '/about', '/blog/3'. */
  readonly path: string;
  readonly url: URL;
  readonly params: Readonly<Record<string, string>>;
  readonly config: SiteConfig;
  /** The visitor's place (site/place.ts): `?place=`, else the place cookie, else cf.country when it
   *  is a known place; null otherwise. Pages that use it are `byCountry` in the route table. */
  readonly place: Place | null;
  /** Whether the visitor chose the place (in the URL or its cookie) rather than the edge. */
  readonly placeChosen: boolean;
  /** The page is rendered for the visitor's place (a `byCountry` route, cached per place): it may
   *  speak to a place the edge found. Other pages speak only to a place the visitor chose. */
  readonly placed: boolean;
  /** The articles and news items public at this request's instant (drafts too in the preview). */
  readonly published: Published;
  /** The worker's signing key (site/signing.ts), for what only it may make and check. */
  readonly signer: Signer;
  /** A cookie the request carries, by name, or undefined. */
  cookie(name: string): string | undefined;
  /** A site path in the current locale: href('/cases') -> '/en/cases'. */
  href(path: string): string;
  /** The current locale's text of a content value. */
  t(value: Localized): string;
  /** The text of a static asset of this deploy, by its site path ('/assets/…'), read through the
   *  assets binding (the search index). Rejects when the file is missing. */
  readAsset(path: string): Promise<string>;
  /** An article's or news item's body, from the static asset the build wrote (its URL is the
   *  entry's `body[locale]`). Rejects when the file cannot be read: the page is then a 500. */
  readBody(url: string): Promise<Body>;
}

/** A search a page answered: counted for the editors when its query may be kept (src/http/search-counts.ts). */
export interface Searched {
  readonly query: string;
  /** It listed at least one result. */
  readonly found: boolean;
}

/** What a route produces for a request: decided before any HTML is streamed. */
export interface View {
  readonly status: 200 | 400 | 403 | 404 | 413 | 415 | 429 | 500 | 503;
  /** Shows one visitor's own state (a reference, a form they filled in, a link token): noindex,
   * Cache-Control no-store, never kept in the page cache. */
  readonly private?: boolean;
  readonly title: string;
  readonly description: string;
  readonly body: ReactElement;
  /** Extra response headers, e.g. Retry-After on a 429. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Set on 404 views: the path that was not found (logged by the client module). */
  readonly missingPath?: string;
  /** Trail below Home for the breadcrumb list; defaults to this page alone. */
  readonly breadcrumb?: readonly { readonly name: string; readonly path: string }[];
  /** Page-specific structured data (schema.org), e.g. an Article. */
  readonly structuredData?: Readonly<Record<string, unknown>>;
  /** Keep this page out of search engines (search results); 404 and 500 pages always are. */
  readonly noindex?: boolean;
  /** 'article' for blog articles; 'website' otherwise. */
  readonly ogType?: 'website' | 'article';
  /** The query string that is part of this page's one URL ('?page=2'): it goes into the canonical
   *  and alternate URLs, and a request with exactly this query is kept in the page cache. */
  readonly query?: string;
  /** What else decides the page besides the deploy and the URL (the openings still open on
   *  /careers): part of its ETag and page-cache key, so a page that changes with the date does
   *  not stay in a cache. */
  readonly version?: string;
  /** The place this page's first screen speaks to, where the page decides it itself (the
   *  thank-you page: the place chosen in the form; null for none): the phone bar dials its number. */
  readonly place?: Place | null;
  /** The search this page answered (the search page only). */
  readonly searched?: Searched;
}

/** What a route answers instead of a view when the request has another URL (e.g. /cases?page=1
 *  is /cases): a 301 to that same-site path and query. */
export interface Redirect {
  readonly redirect: string;
}
