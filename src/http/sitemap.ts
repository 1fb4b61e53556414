// /sitemap.xml and /robots.txt, both made from the route table: every page in every locale,
// each listing its alternates (hreflang), so search engines see the three languages as one page,
// and the date its content last changed (lastmod, from the content: see src/content/revisions.ts).
import type { Published } from '../content/published.ts';
import { languageTags, locales, localizePath } from '../site/locale.ts';
import { listedPaths, routes, type Route } from '../site/routes.ts';
import { escapeXml } from './xml.ts';


/** The sitemap of what is public in `pub`. */
export function sitemapXml(siteUrl: string, pub: Published, table: readonly Route[] = routes): string {
  const entries = listedPaths(table, pub).flatMap(({ path, lastmod }) =>
    locales.map((locale) => {
      const alternates = [
        ...locales.map((l) => [languageTags[l], localizePath(path, l)] as const),
        ['x-default', localizePath(path, 'zh-TW')] as const,
      ].map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(siteUrl + href)}"/>`);
      return `  <url>\n    <loc>${escapeXml(siteUrl + localizePath(path, locale))}</loc>\n    <lastmod>${lastmod}</lastmod>\n${alternates.join('\n')}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
