// The search's relevance suite (test/fixtures/search-suite.ts): every query asked of the real
// /search route in its language; in each language 90 % or more must list their page among the
// first three results. The queries that miss are printed, so a change that loses some says which.
import { describe, expect, it } from 'vitest';
import { locales, localizePath } from '../src/site/locale.ts';
import { suite } from './fixtures/search-suite.ts';
import { scoreSuite } from './fixtures/search-suite-score.ts';
import { page } from './helpers.ts';

/** Least share of a language's queries whose page is among the first three. */
const goal = 0.9;

describe('the relevance suite', () => {
  it('has at least 150 queries, at least 50 in each language', () => {
    expect(suite.length).toBeGreaterThanOrEqual(150);
    for (const locale of locales) expect(suite.filter((q) => q.locale === locale).length, locale).toBeGreaterThanOrEqual(50);
  });

  it(`finds ${goal * 100} % or more of each language's pages among the first three, linked in that language`, async () => {
    const results: string[][] = [];
    for (const q of suite) {
      const { res, doc } = await page(`${localizePath('/search', q.locale)}?q=${encodeURIComponent(q.query)}`);
      expect(res.status, q.query).toBe(200);
      const items = doc.querySelectorAll('[data-search-result]');
      for (const item of items) {
        expect(item.querySelector('a')?.getAttribute('href')).toBe(localizePath(item.getAttribute('data-search-result')!, q.locale));
      }
      results.push(items.map((li) => li.getAttribute('data-search-result')!));
    }
    const scores = scoreSuite(suite, results);
    for (const s of scores) console.log(`${s.locale}: ${(s.withinThree * 100).toFixed(1)} % within three, MRR ${s.mrr.toFixed(3)} (${s.queries} queries)${s.misses.map((m) => `\n  ${m}`).join('')}`);
    for (const s of scores) expect.soft(s.withinThree, `${s.locale} misses:\n${s.misses.join('\n')}`).toBeGreaterThanOrEqual(goal);
  }, 120_000);

  // What victims of the fake customer service type (the "refund" is the bait): the shopping guide
  // first, in every language, never the page on recovery scams.
  it.each(['退款詐騙', '假客服', '解除分期付款', '退款诈骗', 'refund scam'])('"%s" leads to the shopping guide', async (query) => {
    for (const locale of locales) {
      const { doc } = await page(`${localizePath('/search', locale)}?q=${encodeURIComponent(query)}`);
      expect(doc.querySelector('[data-search-result]')?.getAttribute('data-search-result'), `${locale} ${query}`).toBe('/scams/shopping');
    }
  });
});
