// The operator's redirects (assets/_redirects, checked and compiled by the build into
// src/generated/redirects.ts): a listed old path answers 301 to its page, query kept. Answered
// here rather than by Workers Static Assets, whose 301s carry none of the headers the worker
// sets on every response (CSP, HSTS, nosniff, Referrer-Policy).
import type { MiddlewareHandler } from 'hono';
import { listedRedirects } from '../generated/redirects.ts';
import type { AppEnv } from './app-env.ts';

const targets = new Map(Object.entries(listedRedirects));

/** Where a listed old path (canonical, as the build writes it) goes, with the query kept; else undefined. */
export function listedLocation(path: string, search: string): string | undefined {
  const to = targets.get(path);
  if (to === undefined) return undefined;
  const [page, fragment] = to.split('#', 2) as [string, string?];
  return page + search + (fragment === undefined ? '' : `#${fragment}`);
}

export const redirectListed: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  const to = c.req.method === 'GET' || c.req.method === 'HEAD' ? listedLocation(url.pathname, url.search) : undefined;
  if (to !== undefined) return c.redirect(to, 301);
  await next();
};
