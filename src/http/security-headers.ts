// Security headers for every response the worker makes. The CSP allows nothing inline but the
// page's own stylesheet and the client loader, each by its sha256: the loader's computed at build
// time (scripts/inline-style.ts), the stylesheet's with the page (src/render.tsx; each page
// inlines the rules it uses). Scripts are files under /assets/ on this origin. Third-party
// origins enter it only for a configured service (chat, analytics), per request from the env.
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { readConfig, type Env } from '../site/config.ts';
import { clientLoaderHash } from '../generated/client-loader.ts';
import { thirdPartySources, type Directive } from './third-party.ts';

export interface PolicyVariables {
  /** The CSP source expression of the inline stylesheet of the document being answered. */
  styleHash?: string;
}

/** The Content-Security-Policy for a response whose inline stylesheet (if any) has this hash. */
export function policy(env: Env, styleHash?: string): string {
  const third = thirdPartySources(readConfig(env));
  const sources = (directive: Directive, ...extra: string[]) => ["'self'", ...extra, ...(third[directive] ?? [])].join(' ');
  // A fetch directive that would say only 'self' is left out: default-src already does.
  const fetchDirective = (name: string, directive: Directive, ...extra: string[]) => (extra.length || third[directive]?.length ? [`${name} ${sources(directive, ...extra)}`] : []);
  return [
    "default-src 'self'",
    ...fetchDirective('script-src', 'scriptSrc', clientLoaderHash),
    ...fetchDirective('style-src', 'styleSrc', ...(styleHash ? [styleHash] : [])),
    // data: for the favicon, which is inline (scripts/inline-style.ts says why).
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
export const contentSecurityPolicy: MiddlewareHandler<{ Variables: PolicyVariables }> = async (c: Context<{ Variables: PolicyVariables }>, next) => {
  await next();
  c.res.headers.set('Content-Security-Policy', policy((c.env ?? {}) as Env, c.get('styleHash')));
};

// Every byte of a page's headers shares TCP's first round trip with its HTML (~14 KB), so the
// headers of retired browsers go: X-XSS-Protection (no browser has the auditor any more),
// X-Download-Options (Internet Explorer 8), X-Permitted-Cross-Domain-Policies (Flash).
export const securityHeaders = secureHeaders({
  xXssProtection: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginOpenerPolicy: 'same-origin',
  crossOriginResourcePolicy: 'same-origin',
  xFrameOptions: 'DENY',
  permissionsPolicy: {
    camera: [], microphone: [], geolocation: [], payment: [], usb: [],
    browsingTopics: [], accelerometer: [], gyroscope: [], magnetometer: [],
  },
});
