// One URL per page: no trailing slash (except '/'), and no run of slashes anywhere in the path.
// A path that starts '//' would otherwise reach the pages, whose links are built from it (the
// language switcher, the canonical): '//evil.example/login' would become a protocol-relative
// link off the site. The URL parser has already turned backslashes into slashes.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

/** The canonical form of a URL path: runs of slashes as one, no trailing slash but on '/'. */
export function canonicalPath(pathname: string): string {
  return pathname.replace(/\/{2,}/g, '/').replace(/(?<=.)\/$/, '');
}

export const canonicalUrl: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  const canonical = canonicalPath(url.pathname);
  if (canonical !== url.pathname) return c.redirect(canonical + url.search, 301);
  await next();
};
