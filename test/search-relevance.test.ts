// The relevance set (test/fixtures/search-relevance.ts): each query a victim might type, asked of
// the real /search route in its language, must list its page first or among the first three.
import { describe, expect, it } from 'vitest';
import { pageAlsoCalled } from '../src/content/also-called.ts';
import { scamGuides } from '../src/content/scams.ts';
import { text } from '../src/content/text.ts';
import type { Localized } from '../src/content/types.ts';
import { locales, localizePath } from '../src/site/locale.ts';
import { relevanceCases } from './fixtures/search-relevance.ts';
import { page, textOf } from './helpers.ts';

describe('search relevance: what a victim types finds the page they need', () => {
  it.each(relevanceCases.map((c) => [c.locale, c.query, c.page, c.within, c] as const))(
    '%s “%s” → %s within %i',
    async (locale, query, path, within) => {
      const { res, doc } = await page(`${localizePath('/search', locale)}?q=${encodeURIComponent(query)}`);
      expect(res.status).toBe(200);
      // The links a reader follows, in the order shown; a link to a section of the page asked for
      // (/how-we-work#fees for /how-we-work) is that page.
      const links = doc.querySelectorAll('[data-search-result] > a').map((a) => a.getAttribute('href') ?? '');
      const wanted = localizePath(path, locale);
      const rank = links.findIndex((href) => href === wanted || (!wanted.includes('#') && href.split('#')[0] === wanted)) + 1;
      expect(rank, `${links.slice(0, 5).join(' ')}`).toBeGreaterThan(0);
      expect(rank, `${links.slice(0, 5).join(' ')}`).toBeLessThanOrEqual(within);
    },
  );

  it('has at least 40 queries in each of the three languages together', () => {
    expect(relevanceCases.length).toBeGreaterThanOrEqual(40);
    expect(new Set(relevanceCases.map((c) => c.locale)).size).toBe(3);
  });
});

describe('the names victims use find the page, and are not shown as keyword lines', () => {
  it.each(locales)('each scam guide and each page with names (/report, /how-we-work, /business, /verify) in %s: found by its first name, no "related searches" line', async (locale) => {
    const pages: [string, Localized][] = [
      ...scamGuides.map((g) => [`/scams/${g.id}`, g.alsoCalled] as [string, Localized]),
      ...Object.entries(pageAlsoCalled),
    ];
    for (const [path, names] of pages) {
      const { doc } = await page(localizePath(path, locale));
      const main = textOf(doc.querySelector('main'));
      // The whole list is never written out on the page (nor printed: it is not in the markup).
      expect(main, path).not.toContain(text(names, locale));
      expect(main, path).not.toMatch(/Related searches|相關搜尋|相关搜索/);
      const first = text(names, locale).split(/、|, /)[0]!;
      const results = await page(`${localizePath('/search', locale)}?q=${encodeURIComponent(first)}`);
      const links = results.doc.querySelectorAll('[data-search-result] > a').map((a) => a.getAttribute('href'));
      expect(links.slice(0, 5), `${path}: ${first}`).toContain(localizePath(path, locale));
    }
  });
});
