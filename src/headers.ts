// Security headers for every response the worker makes. The CSP allows nothing inline but the
// one stylesheet every page inlines, by its sha256 computed at build time (scripts/inline-style.ts);
// scripts are files under /assets/ on this origin. Third-party origins enter it only for a
// configured service (chat, analytics), per request from the env (third-party.ts).
import type { Context } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { readConfig, type Env } from './config.ts';
import { inlineCssHash } from './generated/style.ts';
import { thirdPartySources, type Directive } from './third-party.ts';

/** 'self' plus whatever the configured services need for this directive. */
function self(directive: Directive, ...extra: string[]) {
  return ["'self'", ...extra, (c: Context) => (thirdPartySources(readConfig((c.env ?? {}) as Env))[directive] ?? []).join(' ')];
}

export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: self('scriptSrc'),
    styleSrc: self('styleSrc', inlineCssHash),
    imgSrc: self('imgSrc'),
    fontSrc: self('fontSrc'),
    connectSrc: self('connectSrc'),
    frameSrc: self('frameSrc'),
    mediaSrc: self('mediaSrc'),
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: [],
  },
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
