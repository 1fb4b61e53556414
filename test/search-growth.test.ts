// What one search costs does not grow with the number of articles and news items: the build cuts
// each term's postings to the maxPostings documents it weighs most in (and every scheduled entry,
// so a hidden one still changes no answer), and a query that is or holds a page's title finds it by
// lookup, not by comparing every document. Checked on a fixture index of fifty years of articles
// (7,500) beside a few pages: what a query's terms bring to rank stays within maxQueryTerms ×
// maxPostings, and the answers a victim needs still come first.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSearchFiles, type SearchFiles } from '../src/search/build.ts';
import type { SearchDoc } from '../src/search/documents.ts';
import { maxPostings } from '../src/search/limits.ts';
import { readerOf } from './search-files.ts';

afterEach(() => { vi.resetModules(); });

const doc = (id: number, kind: SearchDoc['kind'], path: string, title: string, text: string, scheduled = false): SearchDoc =>
  ({ id, kind, path, title, names: '', text, phrases: [title], ...(scheduled ? { scheduled: true } : {}) });

const pages: SearchDoc[] = [
  doc(0, 'scam', '/scams/investment', 'Investment scams', 'A platform shows profits, then asks for a fee before you can withdraw your money. Investment scam.'),
  doc(1, 'scam', '/scams/romance', 'Romance scams', 'Someone you met online asks for money or coaches you to invest. Romance scam.'),
  doc(2, 'page', '/report', 'Where to report a scam', 'Call your bank, keep the evidence, report to the police. Reporting a scam is free.'),
];
const topics = ['investment', 'romance', 'phishing', 'refund', 'parcel', 'crypto', 'loan', 'job'];

/** Pages, then `n` articles that all say "scam" and "money" (every document holds them), the last one scheduled. */
function grown(n: number): SearchDoc[] {
  return [...pages, ...Array.from({ length: n }, (_, i) => {
    const topic = topics[i % topics.length]!;
    return doc(pages.length + i, 'article', `/blog/${i + 1}`, `How the ${topic} scam number ${i + 1} took money`,
      `A ${topic} scam story ${i + 1}: the money went to a scammer ${'again '.repeat(i % 5)}and the victim reported it.`, i === n - 1);
  })];
}

async function searchOver(files: SearchFiles) {
  vi.resetModules();
  const { search } = await import('../src/search/index.ts');
  return async (q: string, hides: (path: string) => boolean = () => false) =>
    (await search(q, 'en', readerOf(files, 'en'), { key: `k${Math.random()}`, hides })).hits.map((h) => h.doc.path);
}

describe('fifty years of articles', () => {
  const docs = grown(7500);
  const files = buildSearchFiles(docs);
  const postings = Object.assign({}, ...files.postings) as Record<string, readonly number[]>;

  it('keep each term\'s postings to maxPostings documents and every scheduled entry, and count the rest', () => {
    const scheduled = docs.findIndex((d) => d.scheduled);
    expect(files.head.dfs.scam).toBe(docs.length);
    expect(postings.scam!.length / 4).toBe(maxPostings + 1);
    const listed = new Set(postings.scam!.filter((_, i) => i % 4 === 0));
    expect(listed.has(scheduled)).toBe(true);
    // The pages, whose titles hold the word, weigh more in it than articles that say it in passing.
    for (const page of [0, 1, 2]) expect(listed.has(page), docs[page]!.path).toBe(true);
    for (const list of Object.values(postings)) expect(list.length / 4).toBeLessThanOrEqual(maxPostings + 1);
    // A term in fewer documents keeps them all and needs no count.
    expect(files.head.dfs.phish).toBeUndefined();
  });

  it('answer a common word with the page that names it first, and an article\'s whole title with that article', async () => {
    const search = await searchOver(files);
    expect((await search('investment scam'))[0]).toBe('/scams/investment');
    expect((await search('where to report a scam'))[0]).toBe('/report');
    expect((await search('How the refund scam number 4004 took money'))[0]).toBe('/blog/4004');
  });

  it('give the same answers before a scheduled entry\'s instant as an index without it', async () => {
    const last = docs.at(-1)!;
    const hidden = await searchOver(files);
    const without = await searchOver(buildSearchFiles(docs.slice(0, -1)));
    for (const q of ['scam money', 'job scam', 'again', 'victim reported']) {
      expect(await hidden(q, (p) => p === last.path), q).toEqual(await without(q));
    }
  });
});
