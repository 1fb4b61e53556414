// /sitemap.xml and /robots.txt, both made from the route table: every page in every locale,
// each listing its alternates (hreflang), so search engines see the three languages as one page.
import { languageTags, locales, localizePath } from './locale.ts';
import { allPaths, routes, type Route } from './routes.ts';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(siteUrl: string, table: readonly Route[] = routes): string {
  const entries = allPaths(table).flatMap((path) =>
    locales.map((locale) => {
      const alternates = [
        ...locales.map((l) => [languageTags[l], localizePath(path, l)] as const),
        ['x-default', localizePath(path, 'zh-TW')] as const,
      ].map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(siteUrl + href)}"/>`);
      return `  <url>\n    <loc>${escapeXml(siteUrl + localizePath(path, locale))}</loc>\n${alternates.join('\n')}\n  </url>`;
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
