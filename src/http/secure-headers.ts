// The other security headers of every response (Hono's secure-headers middleware): HSTS, no
// sniffing, no framing, a strict referrer, no powerful features.
//
// No Cross-Origin-Opener-Policy (Hono sends `same-origin` by default). It makes the browser put the
// page in a new browsing context group once the response arrives, so a visitor arriving from
// another site (a search result, a link in a chat) waits for a fresh renderer process with cold
// caches; Chrome on Android also gives every site that sends it a process of its own. Measured on
// this project's 2-core machine, 2026-11-26 (Lighthouse mobile, simulated): /en/about's bytes
// replayed with every header of the site 839–930 ms LCP, without this one 730–752 ms; through the
// worker, simulated blocking time 181–521 ms on short pages with it and 15–110 ms without (the first page of
// a visit: later ones share its group). What it guards against, weighed against that: a page that
// opened ours navigating that tab elsewhere later (the visitor came from the attacker's page, which
// can show them anything already), and on Android a process shared with another site while a
// visitor types into the help form (a side-channel attack on the renderer's memory; no sign-in, no
// stored secrets here).
import { secureHeaders as honoSecureHeaders } from 'hono/secure-headers';

// Every byte of a page's headers shares TCP's first round trip with its HTML (~14 KB), so the
// headers of retired browsers go: X-XSS-Protection (no browser has the auditor any more),
// X-Download-Options (Internet Explorer 8), X-Permitted-Cross-Domain-Policies (Flash).
export const secureHeaders = honoSecureHeaders({
  xXssProtection: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: 'same-origin',
  xFrameOptions: 'DENY',
  permissionsPolicy: {
    camera: [], microphone: [], geolocation: [], payment: [], usb: [],
    browsingTopics: [], accelerometer: [], gyroscope: [], magnetometer: [],
  },
});
