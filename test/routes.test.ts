// Every page of the route table, in every locale: status, language, and links that stay in it.
import { describe, expect, it } from 'vitest';
import { articles } from '../src/content/articles/index.ts';
import { newsItems } from '../src/content/news.ts';
import { scamGuides } from '../src/content/scams.ts';
import { routes } from '../src/site/routes.ts';
import { contact, copyrightSince, copyrightYears } from '../src/content/site.ts';
import { htmlLang, internalLinks, page, pageUrls } from './helpers.ts';

const prefixOf = { 'zh-TW': '', 'zh-CN': '/cn', en: '/en' } as const;

describe('every page in every language', () => {
  it('covers the route table in three locales: every listed route, every article, news item and guide', () => {
    // The thank-you and newsletter link pages are one visitor's own and unlisted.
    const paths = new Set(pageUrls.map((p) => p.path));
    expect(pageUrls).toHaveLength(paths.size * 3);
    for (const route of routes.filter((r) => !r.unlisted && !r.paths)) expect(paths).toContain(route.path);
    for (const a of articles) expect(paths).toContain(`/blog/${a.id}`);
    for (const n of newsItems) expect(paths).toContain(`/news/${n.slug}`);
    for (const g of scamGuides) expect(paths).toContain(`/scams/${g.id}`);
  });

  it.each(pageUrls)('$url answers 200 text/html in $locale', async ({ url, locale }) => {
    const { res, doc } = await page(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(doc.querySelector('html')?.getAttribute('lang')).toBe(htmlLang[locale]);
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(doc.querySelector('main#main')).not.toBeNull();
  });

  it.each(pageUrls)('$url links only within its own language', async ({ url, locale }) => {
    const { doc } = await page(url);
    const links = internalLinks(doc).filter((a) => !a.hasAttribute('data-lang-switch'));
    expect(links.length).toBeGreaterThan(10);
    for (const a of links) {
      const href = a.getAttribute('href')!;
      const prefix = prefixOf[locale];
      if (prefix === '') expect(href, href).not.toMatch(/^\/(cn|en)(\/|$|#|\?)/);
      else expect(href === prefix || href.startsWith(`${prefix}/`) || href.startsWith(`${prefix}#`), href).toBe(true);
    }
  });
});

describe('navigation', () => {
  it('marks the current page and links the six main sections in the locale', async () => {
    const { doc } = await page('/en/team');
    const nav = doc.querySelector('nav#site-menu')!;
    const hrefs = nav.querySelectorAll('ul a:not([data-lang-switch])').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/en', '/en/about', '/en/team', '/en/partners', '/en/cases', '/en/blog']));
    expect(nav.querySelector('a[aria-current="page"]')?.getAttribute('href')).toBe('/en/team');
  });

  it('offers the same page in the three languages as plain links with hreflang', async () => {
    const { doc } = await page('/cn/team?x=1');
    const switcher = doc.querySelectorAll('a[data-lang-switch]');
    expect(switcher.map((a) => [a.getAttribute('href'), a.getAttribute('hreflang'), a.textContent])).toEqual([
      ['/team?x=1', 'zh-Hant-TW', '繁體中文'],
      ['/cn/team?x=1', 'zh-Hans-CN', '简体中文'],
      ['/en/team?x=1', 'en', 'English'],
    ]);
    expect(doc.querySelector('a[data-lang-switch][aria-current]')?.getAttribute('href')).toBe('/cn/team?x=1');
  });

  it('has a menu toggle that controls the menu and works without JavaScript', async () => {
    const { doc } = await page('/');
    const toggle = doc.querySelector('[data-menu-toggle]')!;
    expect(toggle.getAttribute('aria-controls')).toBe('site-menu');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Without JavaScript the toggle is a link to the menu, which CSS shows as the :target.
    expect(toggle.getAttribute('href')).toBe('#site-menu');
    expect(doc.querySelector('#site-menu')).not.toBeNull();
  });

  it('has a skip link to the main content', async () => {
    const { doc } = await page('/en');
    const first = doc.querySelector('body a');
    expect(first?.getAttribute('href')).toBe('#main');
    expect(first?.textContent).toBe('Skip to main content');
  });
});

describe('footer', () => {
  it.each(['/', '/cn/about', '/en/blog/3'])('on %s has links, services, contact, the 11 countries and © from 2024 to this year', async (url) => {
    const { doc } = await page(url);
    const footer = doc.querySelector('footer')!;
    const prefix = url.startsWith('/cn') ? '/cn' : url.startsWith('/en') ? '/en' : '';
    const hrefs = footer.querySelectorAll('a').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining([`${prefix}/privacy`, `${prefix}/terms`, `${prefix}/report`]));
    expect(footer.querySelector('#contact a[href^="mailto:"]')?.getAttribute('href')).toBe(`mailto:${contact.email}`);
    expect(footer.querySelector('#contact a[href^="tel:"]')).not.toBeNull();
    expect(footer.querySelectorAll('[data-place-link]')).toHaveLength(11);
    expect(footer.querySelectorAll('img[src*="flag"]')).toHaveLength(0);
    // From the site's first year to this year, Taipei time, as the worker's clock gives it.
    const locale = url.startsWith('/en') ? 'en' : url.startsWith('/cn') ? 'zh-CN' : 'zh-TW';
    expect(footer.textContent).toContain(`© ${copyrightYears(new Date(Date.now() + 8 * 3600_000).getUTCFullYear(), locale)}`);
    expect(copyrightYears(copyrightSince)).toBe(String(copyrightSince));
    expect(copyrightYears(copyrightSince + 2)).toBe(`${copyrightSince}–${copyrightSince + 2}`);
  });

  it('names the service countries in each language', async () => {
    const en = (await page('/en')).doc.querySelector('footer')!.textContent;
    for (const name of ['Hong Kong', 'Malaysia', 'Singapore', 'Taiwan', 'United States', 'Canada', 'United Kingdom', 'Germany', 'France', 'Italy', 'Australia']) {
      expect(en).toContain(name);
    }
    const zh = (await page('/')).doc.querySelector('footer')!.textContent;
    for (const name of ['香港', '馬來西亞', '新加坡', '臺灣', '美國', '加拿大', '英國', '德國', '法國', '義大利', '澳洲']) {
      expect(zh).toContain(name);
    }
  });
});
