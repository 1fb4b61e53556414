// One URL per page (src/site/canonical-path.ts): a request for any other spelling of a path
// answers 301 to its canonical form, in one hop: escapes of unreserved characters decoded
// ('/%65n/blog' -> '/en/blog', which was otherwise a duplicate page in the wrong language, and a
// separate page-cache entry per spelling), other escapes in upper case, no trailing slash, no run
// of slashes. A path that starts '//' would otherwise reach the pages, whose links are built from
// it (the language switcher, the canonical): '//evil.example/login' would become a
// protocol-relative link off the site. The URL parser has already turned backslashes into
// slashes. When the canonical path is one of the operator's listed old paths, the 301 goes
// straight to its page, so no spelling costs two redirects.
import type { MiddlewareHandler } from 'hono';
import { canonicalPath } from '../site/canonical-path.ts';
import type { AppEnv } from './app-env.ts';
import { listedLocation } from './listed-redirects.ts';

type Follow = (canonical: string, search: string) => string | undefined;

/** The middleware; `follow` names where a canonical path itself redirects (the listed old paths). */
export function canonicalUrls(follow: Follow = () => undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const canonical = canonicalPath(url.pathname);
    if (canonical !== url.pathname) {
      const listed = c.req.method === 'GET' || c.req.method === 'HEAD' ? follow(canonical, url.search) : undefined;
      return c.redirect(listed ?? canonical + url.search, 301);
    }
    await next();
  };
}

/** The public site's: a listed old path in any spelling goes straight to its page. */
export const canonicalUrl = canonicalUrls(listedLocation);
