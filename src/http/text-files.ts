// The site's text files: /sitemap.xml (an index) and the sitemap's files, /robots.txt,
// /.well-known/security.txt and the Atom feed of each language. Fixed per deploy and set of public entries, like the pages: made
// once per isolate and set, a few kept (the newest set's), and a strong ETag lets crawlers
// revalidate cheaply.
import type { Context, Hono } from 'hono';
import type { Published } from '../content/published.ts';
import { readConfig } from '../site/config.ts';
import { signer } from '../site/signing.ts';
import { locales } from '../site/locale.ts';
import { feedPath, type Route } from '../site/routes.ts';
import type { AppEnv } from './app-env.ts';
import { matchesETag, pageETag, pageIdentity } from './etag.ts';
import { publishedNow } from './published-now.ts';
import { atomFeed } from './feed.ts';
import { robotsTxt, sitemapFiles, sitemapIndexXml, urlsetXml } from './sitemap.ts';
import { createLru } from '../site/lru.ts';
import { securityTxtFields } from '../generated/security-txt.ts';

/** Text files kept per isolate: every file of one set of public entries, and room for the next
 *  set's (a new key with each publication instant), never all of them. */
const keptTextFiles = 32;

export function addTextFiles(app: Hono<AppEnv>, table: readonly Route[]): void {
  const made = createLru<string>(keptTextFiles);
  const textFile = async (c: Context<AppEnv>, type: string, make: (siteUrl: string, pub: Published) => string) => {
    const config = readConfig(c.env ?? {});
    const { siteUrl } = config;
    const pub = publishedNow(config);
    const identity = pageIdentity([new URL(c.req.url).pathname, siteUrl, pub.key]);
    const etag = await pageETag(signer(c.env?.SIGNING_SECRET, config), identity);
    const headers = { 'Content-Type': type, 'Cache-Control': 'public, max-age=3600', ETag: etag };
    if (matchesETag(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
    let body = made.get(identity);
    if (body === undefined) made.set(identity, (body = make(siteUrl, pub)));
    return c.body(body, 200, headers);
  };
  app.get('/sitemap.xml', (c) => textFile(c, 'application/xml; charset=utf-8', (url, pub) => sitemapIndexXml(url, pub, table)));
  app.get('/:file{sitemap-[a-z-]+-?[0-9]*\\.xml}', (c) => {
    const file = sitemapFiles(publishedNow(readConfig(c.env ?? {})), table).find((f) => f.path === `/${c.req.param('file')}`);
    if (!file) return c.notFound();
    return textFile(c, 'application/xml; charset=utf-8', (url) => urlsetXml(url, file.entries()));
  });
  app.get('/robots.txt', (c) => textFile(c, 'text/plain; charset=utf-8', robotsTxt));
  // RFC 9116: the fields the build wrote from content/organisation/contact.yaml, and the address
  // the file is meant to be read at (Canonical), from the site's own URL.
  app.get('/.well-known/security.txt', (c) => textFile(c, 'text/plain; charset=utf-8', (url) => `${securityTxtFields}Canonical: ${url}/.well-known/security.txt\n`));
  for (const locale of locales) {
    app.get(feedPath(locale), (c) => textFile(c, 'application/atom+xml; charset=utf-8', (url, pub) => atomFeed(url, locale, pub)));
  }
}
