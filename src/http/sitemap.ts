// /sitemap.xml and /robots.txt, both made from the route table. /sitemap.xml is a sitemap index:
// the pages in one file, and each kind of entry (articles, news items, scam guides) in files of at
// most `entriesPerFile` entries, so no file nears what a search engine reads of one (the limits
// and timings: docs/performance.md), and each costs little to make whatever the content holds. Every page is listed in every
// locale with its alternates (hreflang), so search engines see the three languages as one page,
// and the date its content last changed (lastmod, from the content: see src/content/revisions.ts).
// Linear in the entries: an entry's date is looked up by its key, never searched for.
import type { Published } from '../content/published.ts';
import { languageTags, locales, localizePath } from '../site/locale.ts';
import { listedPaths, routes, type Route } from '../site/routes.ts';
import { escapeXml } from './xml.ts';

/** Entries per file of a parameterised route: three URLs each, one per language; far under what
 *  a search engine takes of one file, and quick to make (docs/performance.md). */
export const entriesPerFile = 1000;

/** A file of the sitemap: its path, and what it lists (unprefixed paths with their dates). */
export interface SitemapFile {
  readonly path: string;
  readonly entries: () => readonly { path: string; lastmod: string }[];
}

const kebab = (id: string) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The files of the sitemap of what is public in `pub`: /sitemap-pages.xml (every route without
 *  parameters), then /sitemap-<route>-<n>.xml for each route with them, in route-table order. */
export function sitemapFiles(pub: Published, table: readonly Route[] = routes): SitemapFile[] {
  const files: SitemapFile[] = [{ path: '/sitemap-pages.xml', entries: () => listedPaths(table.filter((r) => !r.paths), pub) }];
  for (const route of table.filter((r) => r.paths && r.lastmod)) {
    const count = route.paths!(pub).length;
    for (let n = 0; n * entriesPerFile < count; n++) {
      files.push({
        path: `/sitemap-${kebab(route.id)}-${n + 1}.xml`,
        entries: () => route.paths!(pub).slice(n * entriesPerFile, (n + 1) * entriesPerFile).map((path) => ({ path, lastmod: route.lastmod!(path, pub) })),
      });
    }
  }
  return files;
}

const newest = (dates: readonly string[]) => dates.reduce((a, b) => (b > a ? b : a), '');

/** /sitemap.xml: the index of the sitemap's files, each dated by its newest entry. */
export function sitemapIndexXml(siteUrl: string, pub: Published, table: readonly Route[] = routes): string {
  const items = sitemapFiles(pub, table).map((file) => {
    const lastmod = newest(file.entries().map((e) => e.lastmod));
    return `  <sitemap>\n    <loc>${escapeXml(siteUrl + file.path)}</loc>${lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : ''}\n  </sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${items.join('\n')}
</sitemapindex>
`;
}

/** One file of the sitemap: its entries in every locale, each with its alternates. */
export function urlsetXml(siteUrl: string, entries: readonly { path: string; lastmod: string }[]): string {
  const urls = entries.flatMap(({ path, lastmod }) => {
    const alternates = [
      ...locales.map((l) => [languageTags[l], localizePath(path, l)] as const),
      ['x-default', localizePath(path, 'zh-TW')] as const,
    ].map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(siteUrl + href)}"/>`).join('\n');
    return locales.map((locale) => `  <url>\n    <loc>${escapeXml(siteUrl + localizePath(path, locale))}</loc>\n    <lastmod>${lastmod}</lastmod>\n${alternates}\n  </url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

/** Every URL of the sitemap of `pub`, all files together (for tests and the bench). */
export function sitemapXml(siteUrl: string, pub: Published, table: readonly Route[] = routes): string {
  return urlsetXml(siteUrl, sitemapFiles(pub, table).flatMap((f) => f.entries()));
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
