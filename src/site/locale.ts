// Locales and URL prefixes. This is the only module that knows how a locale appears in a URL:
// zh-TW has no prefix, zh-CN lives under /cn and English under /en.

export const locales = ['zh-TW', 'zh-CN', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zh-TW';

const prefixes: Readonly<Record<Locale, string>> = { 'zh-TW': '', 'zh-CN': '/cn', en: '/en' };

/** BCP 47 tags for <html lang> and hreflang: script subtags tell readers and fonts apart. */
export const languageTags: Readonly<Record<Locale, string>> = {
  'zh-TW': 'zh-Hant-TW',
  'zh-CN': 'zh-Hans-CN',
  en: 'en',
};

/** Each language's name in itself, for the language switcher (never translated or converted). */
export const languageNames: Readonly<Record<Locale, string>> = {
  'zh-TW': '繁體中文',
  'zh-CN': '简体中文',
  en: 'English',
};

/** Open Graph locale names (language_TERRITORY). */
export const ogLocales: Readonly<Record<Locale, string>> = {
  'zh-TW': 'zh_TW',
  'zh-CN': 'zh_CN',
  en: 'en_US',
};

/**
 * What joins a page's title to the site's name (in <title>, the feed link, og:image:alt): the
 * full-width bar is Chinese punctuation; English takes a spaced ASCII bar.
 */
export const titleSeparators: Readonly<Record<Locale, string>> = {
  'zh-TW': '｜',
  'zh-CN': '｜',
  en: ' | ',
};

/** Joins parts of a title with the locale's separator. */
export function joinTitle(locale: Locale, ...parts: string[]): string {
  return parts.join(titleSeparators[locale]);
}

/** The longest <title> a search result shows whole (html-validate's long-title; Google cuts at
 *  about 600 px), counted by titleWidth. An article's, news item's or guide's own title is held to
 *  it by the build (scripts/build/content/schema.ts). */
export const maxTitleLength = 70;

/** Characters that take two columns (Chinese, full-width punctuation): a search result shows
 *  about half as many of them in the same width. */
const wide = /[\u1100-\u115f\u2e80-\u303e\u3041-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** A title's width in Latin characters: a Chinese character or full-width mark counts as two. */
export function titleWidth(title: string): number {
  return [...title].reduce((sum, c) => sum + (wide.test(c) ? 2 : 1), 0);
}

/**
 * A page's <title>: the page and the site's name (Home: the name first), or the page's title alone
 * when both together would be cut in a search result: the page's own words matter more there than
 * the name, which the result shows beside the address anyway.
 */
export function documentTitle(locale: Locale, page: string, siteName: string, home = false): string {
  const full = home ? joinTitle(locale, siteName, page) : joinTitle(locale, page, siteName);
  return titleWidth(full) <= maxTitleLength ? full : page;
}

/**
 * Splits a URL path into its locale and the path without the prefix ('/' for a locale's home).
 * A prefix counts only as a whole segment: '/cnx' and '/EN' are zh-TW paths (and will 404).
 */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  for (const locale of locales) {
    const prefix = prefixes[locale];
    if (prefix === '') continue;
    if (path === prefix) return { locale, path: '/' };
    if (path.startsWith(prefix + '/')) return { locale, path: path.slice(prefix.length) };
  }
  return { locale: defaultLocale, path };
}

/** The URL path of an unprefixed site path in a locale: ('/about', 'en') -> '/en/about'. Always
 *  one leading slash: a path made from a request ('//host', '/\\host') never becomes a link
 *  to another host. */
export function localizePath(path: string, locale: Locale): string {
  const prefix = prefixes[locale];
  const local = path.replace(/^[/\\]+/, '/');
  if (local === '/' || local === '') return prefix === '' ? '/' : prefix;
  return prefix + (local.startsWith('/') ? local : `/${local}`);
}

/** The same page in another locale: ('/en/team', 'zh-CN') -> '/cn/team'. */
export function switchLocale(urlPath: string, to: Locale): string {
  return localizePath(splitLocalePath(urlPath).path, to);
}

/** Route patterns for every locale, for the router: '/about' -> ['/about', '/cn/about', '/en/about']. */
export function localizedPatterns(pattern: string): { locale: Locale; pattern: string }[] {
  return locales.map((locale) => ({ locale, pattern: localizePath(pattern, locale) }));
}
