// The operator's redirects (assets/_redirects, checked and compiled by the build into
// src/generated/redirects.ts): a listed old path answers 301 to its page, query kept. Answered
// here rather than by Workers Static Assets, whose 301s carry none of the headers the worker
// sets on every response (CSP, HSTS, nosniff, Referrer-Policy).
import type { MiddlewareHandler } from 'hono';
import { listedRedirects } from '../generated/redirects.ts';
import type { AppEnv } from './app-env.ts';

const targets = new Map(Object.entries(listedRedirects));

export const redirectListed: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  const to = targets.get(url.pathname);
  if (to !== undefined && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
    const [path, fragment] = to.split('#', 2) as [string, string?];
    return c.redirect(path + url.search + (fragment === undefined ? '' : `#${fragment}`), 301);
  }
  await next();
};
