// The Content-Security-Policy of every response the worker makes. It allows nothing inline but
// the page's own stylesheet, the client loader and the page's speculation rules, each by its sha256: the loader's computed at
// build time (scripts/build/page-assets/inline-style.ts), the stylesheet's with the page (src/render/document.tsx;
// each page inlines the rules it uses). Scripts are files under /assets/ on this origin.
// Third-party origins enter it only for a configured service (chat, analytics), per request.
import type { MiddlewareHandler } from 'hono';
import { readConfig, type Env } from '../site/config.ts';
import type { AppEnv } from './app-env.ts';
import { clientLoaderHash } from '../generated/client-loader.ts';
import { thirdPartySources, type Directive } from './third-party.ts';

/** The Content-Security-Policy for a response whose inline stylesheet (if any) has this hash;
 *  `thirdParty` false admits no configured service either (a private page). */
export function policy(env: Env, styleHash?: string, thirdParty = true, speculationHash?: string): string {
  const third = thirdParty ? thirdPartySources(readConfig(env)) : {};
  const sources = (directive: Directive, ...extra: string[]) => ["'self'", ...extra, ...(third[directive] ?? [])].join(' ');
  // A fetch directive that would say only 'self' is left out: default-src already does.
  const fetchDirective = (name: string, directive: Directive, ...extra: string[]) => (extra.length || third[directive]?.length ? [`${name} ${sources(directive, ...extra)}`] : []);
  return [
    "default-src 'self'",
    ...fetchDirective('script-src', 'scriptSrc', clientLoaderHash, ...(speculationHash ? [speculationHash] : [])),
    ...fetchDirective('style-src', 'styleSrc', ...(styleHash ? [styleHash] : [])),
    // data: for the favicon, which is inline (scripts/build/page-assets/inline-style.ts says why).
    ...fetchDirective('img-src', 'imgSrc', 'data:'),
    ...fetchDirective('font-src', 'fontSrc'),
    ...fetchDirective('connect-src', 'connectSrc'),
    ...fetchDirective('frame-src', 'frameSrc'),
    ...fetchDirective('media-src', 'mediaSrc'),
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Set once the response is made, when the page's stylesheet (and so its hash) is known. */
export const contentSecurityPolicy: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set('Content-Security-Policy', c.get('policy') ?? policy(c.env ?? {}, c.get('styleHash'), !c.get('firstPartyOnly'), c.get('speculationHash')));
};
