// Speculation Rules: the next page ready before the tap. Every same-origin page link is prefetched
// when the visitor shows intent (moderate: a hover, or the start of a touch), except what must only
// load when asked: the search (a visitor's own words), the form's and the newsletter's POST targets
// (their paths), /admin, and any URL with a query. The one likely next step is prerendered at once:
// from Home, where to report; from /report, the request form (its GET is the empty form, nothing
// more). Inline, admitted by its sha256 in script-src (http/content-security-policy.ts).
import { locales, localizePath, type Locale } from './locale.ts';
import { postPaths } from './routes.ts';

/** The paths no rule may fetch before a click, in every language, as URL patterns. */
const neverFetched = ['/search', '/admin', ...postPaths.map((p) => p.replace(/\/:[a-z]+$/, ''))];

/** The step a page prerenders, by the page's unprefixed path. */
const nextStep: Readonly<Record<string, string>> = { '/': '/report', '/report': '/contact' };

/** The rules' JSON for a page of this language and path. */
export function speculationRules(locale: Locale, path: string): string {
  const excluded = [...new Set(locales.flatMap((l) => neverFetched.flatMap((p) => {
    const own = localizePath(p, l);
    return [own, `${own}/*`];
  })))];
  const next = nextStep[path];
  const ahead = next ? [{ urls: [localizePath(next, locale)], eagerness: 'eager' }] : [];
  return JSON.stringify({
    // The next step is prefetched too: where a browser declines the prerender (memory, battery,
    // data saver), the page is at least in its cache.
    prefetch: [...ahead, {
      where: { and: [
        { href_matches: '/*' },
        { not: { href_matches: excluded } },
        { not: { selector_matches: 'a[href*="?"],[rel~=nofollow],[download]' } },
      ] },
      eagerness: 'moderate',
    }],
    ...(next ? { prerender: ahead } : {}),
  });
}
