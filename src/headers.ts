// Security headers for every response the worker makes. The CSP allows nothing inline and
// nothing third-party: every script and style is a file under /assets/ on this origin.
import { secureHeaders } from 'hono/secure-headers';

export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  baseUri: ["'none'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: [],
};

export const securityHeaders = secureHeaders({
  contentSecurityPolicy,
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
