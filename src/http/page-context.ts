// What a page knows about its request (src/site/context.ts), made from Hono's context: the
// locale from the path's prefix, the strings, the configuration from the env, the visitor's
// place (`?place=`, its cookie, or Cloudflare's `cf.country`), the route's parameters, the
// request's cookies, the worker's signing key, and the assets binding that bodies and the search
// index are read from.
import type { Context } from 'hono';
import { text } from '../content/text.ts';
import { publishedNow } from './published-now.ts';
import { translations } from '../i18n/translate.ts';
import { readConfig } from '../site/config.ts';
import type { PageContext } from '../site/context.ts';
import { localizePath, splitLocalePath } from '../site/locale.ts';
import { cookieValue, requestPlace } from '../site/place.ts';
import { signer } from '../site/signing.ts';
import type { AppEnv } from './app-env.ts';
import { readAssetText, readBodyAsset } from './body-assets.ts';

/** `placed`: the route is cached per place (`byCountry`), so the page may speak to the edge's place. */
export function pageContext(c: Context<AppEnv>, params: Record<string, string> = {}, placed = false): PageContext {
  const url = new URL(c.req.url);
  const { locale, path } = splitLocalePath(url.pathname);
  const country = (c.req.raw.cf as { country?: unknown } | undefined)?.country;
  const { place, chosen } = requestPlace(url, c.req.header('Cookie'), country);
  const config = readConfig(c.env ?? {});
  return {
    locale,
    LL: translations(locale),
    path,
    url,
    params,
    config,
    place,
    placeChosen: chosen,
    placed,
    published: publishedNow(config),
    signer: signer(c.env?.SIGNING_SECRET, config),
    cookie: (name) => cookieValue(c.req.header('Cookie'), name) ?? undefined,
    href: (p) => localizePath(p, locale),
    t: (value) => text(value, locale),
    readAsset: (path) => readAssetText(c.env?.ASSETS, path, url.origin),
    readBody: (bodyUrl) => readBodyAsset(c.env?.ASSETS, bodyUrl, url.origin),
  };
}
