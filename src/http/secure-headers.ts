// The other security headers of every response (Hono's secure-headers middleware): HSTS, no
// sniffing, no framing, a strict referrer, no powerful features.
//
// No Cross-Origin-Opener-Policy (Hono sends `same-origin` by default): it makes a visitor arriving
// from another site wait for a fresh renderer process before the first paint, a cost that outweighs
// what it guards on a site with no sign-in and no stored secrets (docs/decisions.md, "No COOP").
import { secureHeaders as honoSecureHeaders } from 'hono/secure-headers';

// Every byte of a page's headers shares TCP's first window with its HTML, so the
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
