// Production answers plain http with a 301 to the same URL over https, so no dashboard toggle
// ("Always Use HTTPS") is needed; HSTS then keeps browsers on https. Loopback hosts are exempt:
// `wrangler dev` with production vars (bench, load) serves http on 127.0.0.1.
import type { MiddlewareHandler } from 'hono';
import { readConfig } from '../site/config.ts';
import type { AppEnv } from './app-env.ts';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

export const httpsRedirect: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  if (url.protocol === 'http:' && !loopbackHosts.has(url.hostname) && readConfig(c.env ?? {}).environment === 'production') {
    url.protocol = 'https:';
    return c.redirect(url.href, 301);
  }
  await next();
};
