// GET and HEAD everywhere; POST only on the form paths; anything else is a 405 that names what
// the path allows (Allow), before any page is looked up.
import type { MiddlewareHandler } from 'hono';
import { splitLocalePath } from '../site/locale.ts';
import type { AppEnv } from './app-env.ts';

const pageMethods = 'GET, HEAD';
const formMethods = 'GET, HEAD, POST';

/** The guard for a site whose form POSTs go to these unprefixed Hono patterns ('/x/:token'). */
export function methodGuard(postPaths: readonly string[]): MiddlewareHandler<AppEnv> {
  const patterns = postPaths.map((p) => new RegExp(`^${p.replace(/:[a-z]+/g, '[^/]+')}$`));
  const acceptsPost = (pathname: string) => patterns.some((r) => r.test(splitLocalePath(pathname).path));
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const forms = acceptsPost(new URL(c.req.url).pathname);
      if (!(forms && c.req.method === 'POST')) return c.text('405 Method Not Allowed', 405, { Allow: forms ? formMethods : pageMethods });
    }
    await next();
  };
}
