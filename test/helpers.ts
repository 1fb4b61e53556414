// Shared helpers for the workerd tests: fetch the worker as the platform does, parse HTML.
import { SELF } from 'cloudflare:test';
import { parse, type HTMLElement } from 'node-html-parser';
import { locales, localizePath, type Locale } from '../src/site/locale.ts';
import { publishedAt } from '../src/content/visible.ts';
import { allPaths, routes } from '../src/site/routes.ts';

export const origin = 'https://site.test';

export function get(path: string, init?: RequestInit<IncomingRequestCfProperties>): Promise<Response> {
  return SELF.fetch(origin + path, { redirect: 'manual', ...init });
}

export async function page(path: string, init?: RequestInit<IncomingRequestCfProperties>) {
  const res = await get(path, init);
  const html = await res.text();
  return { res, html, doc: parse(html) };
}

/** Every page URL of the site: each route-table path in each locale (the entries public now, and
 *  drafts: the tests run as the local preview). */
export const pageUrls: { locale: Locale; path: string; url: string }[] = locales.flatMap((locale) =>
  allPaths(routes, publishedAt(Date.now(), true)).map((path) => ({ locale, path, url: localizePath(path, locale) })),
);

/** Visible text of an element, whitespace folded. */
export function textOf(el: HTMLElement | null | undefined): string {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Same-site links of a document, excluding static assets. */
export function internalLinks(doc: HTMLElement): HTMLElement[] {
  return doc.querySelectorAll('a[href]').filter((a) => {
    const href = a.getAttribute('href') ?? '';
    return href.startsWith('/') && !href.startsWith('/assets/');
  });
}

export const htmlLang: Record<Locale, string> = { 'zh-TW': 'zh-Hant-TW', 'zh-CN': 'zh-Hans-CN', en: 'en' };

/** The sitemap as a crawler reads it: /sitemap.xml is an index, each file it lists a <urlset>.
 *  Answers the files' XML one after the other (every <url> of the site), and checks each file
 *  answers as a sitemap. */
export async function sitemapFilesXml(init?: RequestInit<IncomingRequestCfProperties>): Promise<string> {
  const index = await (await get('/sitemap.xml', init)).text();
  const files = [...index.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const xml: string[] = [];
  for (const file of files) {
    const res = await get(file, init);
    if (res.status !== 200) throw new Error(`${file} (listed in /sitemap.xml) answered ${res.status}`);
    xml.push(await res.text());
  }
  return xml.join('\n');
}
