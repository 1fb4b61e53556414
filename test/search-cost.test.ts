// What one search may cost: the work a query can make the isolate do is bounded by its
// shape, not by how many words it holds. A query reads at most maxQueryShards posting shards and
// searches at most maxQueryTerms terms, in a fresh isolate as in a warm one; NFKC (which can turn
// one character into eighteen) only ever sees the first characters of the parameter. The time
// each shape costs is measured by the search row of `npm run bench`, not here.
import { SELF, env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { maxConceptCandidates, maxQueryLength, maxQueryShards, maxQueryTerms } from '../src/search/limits.ts';
import type { SearchHead } from '../src/search/format.ts';
import { searchBase } from '../src/generated/search-manifest.ts';

afterEach(() => { vi.restoreAllMocks(); vi.resetModules(); });

const commonHan = '的是不了人我在有他這中大來上國個到說們為子和你地出道也時年得就那要下以生會自著去之過家學對可她裡後小麼心多天而能好都然沒日於起還發成事只作當想看文無開手十用主行方又如前所本見經頭面公同三已老從動兩長知民樣現分將外但身些與高意進把法此實回二理美點月明其種聲全工己話兒者向情部正名定女問力';
const costly = [
  ['50 common Han characters, spaced', 'zh-TW', [...commonHan].slice(0, 50).join(' ')],
  ['100 Han characters in one run', 'zh-TW', [...commonHan].slice(50, 150).join('')],
  ['the same in Simplified script', 'zh-CN', [...commonHan].slice(0, 50).join(' ')],
  ['a long list of English words', 'en', 'investment romance recovery phishing scammers withdraw platform crypto giftcard bank police'.repeat(3)],
] as const;

/** The search module as a new isolate has it (nothing cached), and every index file it reads. */
async function freshSearch() {
  const { normalizeQuery, search } = await import('../src/search/index.ts');
  const read: string[] = [];
  const reader = async (path: string) => {
    read.push(path);
    const res = await (env as unknown as { ASSETS: Fetcher }).ASSETS.fetch(new Request(`https://site.test${path}`));
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return res.text();
  };
  return { normalizeQuery, search, read, reader };
}

describe('a search', () => {
  it.each(costly)('of %s reads at most the bounded number of posting shards, cold', async (_, locale, raw) => {
    vi.resetModules();
    const { normalizeQuery, search, read, reader } = await freshSearch();
    await search(normalizeQuery(raw).query, locale, reader);
    const postings = read.filter((p) => /\/p\d+\.json$/.test(p));
    expect(postings.length).toBeGreaterThan(0);
    expect(postings.length).toBeLessThanOrEqual(maxQueryShards);
  });

  it('searches at most maxQueryTerms terms however many words it holds', async () => {
    const { normalizeQuery, queryPlan } = await import('../src/search/index.ts');
    const plan = await queryPlan(normalizeQuery([...commonHan].slice(0, 50).join(' ')).query, 'zh-TW', async (path) => {
      const res = await (env as unknown as { ASSETS: Fetcher }).ASSETS.fetch(new Request(`https://site.test${path}`));
      return res.text();
    });
    expect(plan.groups.length).toBeLessThanOrEqual(maxQueryTerms);
    expect(plan.shards.length).toBeLessThanOrEqual(maxQueryShards);
  });

  it.each(['zh-TW', 'en'] as const)('compares at most maxConceptCandidates words of the readers\' vocabulary in %s, whatever the query holds', async (locale) => {
    const { conceptWork } = await import('../src/search/concepts.ts');
    const res = await (env as unknown as { ASSETS: Fetcher }).ASSETS.fetch(new Request(`https://site.test${searchBase}/${locale}/head.json`));
    const head = await res.json() as SearchHead;
    // The query that begins the most words of the vocabulary: its most frequent first characters or words.
    const firsts = new Map<string, number>();
    for (const [form] of head.conceptWords) {
      const key = locale === 'en' ? form.split(' ')[0]! : [...form.replace(/[^\p{Script=Han}]/gu, '')][0];
      if (key) firsts.set(key, (firsts.get(key) ?? 0) + 1);
    }
    const probe = [...firsts].sort((a, b) => b[1] - a[1]).map(([k]) => k).join(locale === 'en' ? ' ' : '').slice(0, maxQueryLength);
    expect(conceptWork(probe, head)).toBeLessThanOrEqual(maxConceptCandidates);
    expect(conceptWork(probe, head)).toBeGreaterThan(0);
  });

  it('normalizes (NFKC) only the first characters of a long parameter', async () => {
    const { normalizeQuery } = await import('../src/search/index.ts');
    const lengths: number[] = [];
    const normalize = String.prototype.normalize;
    vi.spyOn(String.prototype, 'normalize').mockImplementation(function (this: string, form?: string) {
      lengths.push(this.length);
      return normalize.call(this, form);
    });
    const { query, truncated } = normalizeQuery('\uFDFA'.repeat(21_000));
    expect(truncated).toBe(true);
    expect(Array.from(query).length).toBeLessThanOrEqual(maxQueryLength);
    expect(query.startsWith('صلى الله عليه وسلم')).toBe(true);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(maxQueryLength * 2);
  });

  it('answers a 63 KB parameter as the first 100 characters, and says so', async () => {
    const res = await SELF.fetch(`https://site.test/en/search?q=${'%EF%B7%BA'.repeat(21_000)}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Only the first 100 characters were searched.');
  });
});
