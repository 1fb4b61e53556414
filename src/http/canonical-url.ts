// One URL per page: no trailing slash (except '/'), and never a protocol-relative '//host'
// (a path of several leading slashes collapses to one). Anything else goes on to the router.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

export const canonicalUrl: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  const { pathname } = url;
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const canonical = pathname.replace(/\/+$/, '').replace(/^\/+/, '/') || '/';
    return c.redirect(canonical + url.search, 301);
  }
  await next();
};
