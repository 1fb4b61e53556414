// Search is no oracle for entries not public yet: a scheduled entry is in the index
// (it becomes public at its instant, with no redeploy), but until then every answer is the one the
// index would give without it. A word only it holds finds "No results" as a word found nowhere
// does; a query holding that word falls back to its other words alike; its misspelling or prefix
// draws no near miss from it; and the pages' order does not move. Checked on a fixture index (the
// same answers as an index built without the entry) and on the real site, with the clock set just
// before the newest article's publication.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { articlesNewestFirst } from '../src/content/articles/index.ts';
import type { SearchDoc } from '../src/search/documents.ts';
import { buildSearchFiles, type SearchFiles } from '../src/search/build.ts';
import { searchDocuments } from '../src/search/documents.ts';
import { isHanTerm, terms } from '../src/search/tokenize.ts';
import { localizePath, type Locale } from '../src/site/locale.ts';
import { page } from './helpers.ts';
import { entriesWithBodies } from './entry-bodies.ts';
import { readerOf } from './search-files.ts';

afterEach(() => { vi.useRealTimers(); vi.restoreAllMocks(); });

const doc = (id: number, kind: SearchDoc['kind'], path: string, title: string, text: string): SearchDoc =>
  ({ id, kind, path, title, names: '', text, phrases: [title] });

/** A small site: guides and pages, an article public now, and a scheduled one with words no other has. */
const pages: SearchDoc[] = [
  doc(0, 'scam', '/scams/investment', 'Investment scams', 'A platform shows profits, then asks for a fee before you can withdraw. Investment returns guaranteed.'),
  doc(1, 'scam', '/scams/romance', 'Romance scams', 'Someone you met online asks for money or coaches you to invest in crypto.'),
  doc(2, 'page', '/report', 'Where to report', 'Call your bank, keep the evidence, report to the police. Reporting is free. 防詐騙 投資 報案'),
  doc(3, 'article', '/blog/1', 'Fake investment platforms', 'How embargoes of withdrawals work on fake platforms: the investment app freezes the account. 假投資平台'),
  doc(4, 'news', '/news/old', 'An alert', 'Phishing texts about parcels are going round again.'),
];
const scheduled = doc(5, 'article', '/blog/2', 'Coming soon', 'The embargoword operation and embargonews: investment rings unmasked. 禁運詞彙與投資');


/** The search module as a new isolate has it (its caches empty), over `files`. */
async function searchOver(files: SearchFiles, locale: Locale = 'en') {
  vi.resetModules();
  const { search } = await import('../src/search/index.ts');
  const read = readerOf(files, locale);
  let views = 0;
  return async (query: string, hides: (path: string) => boolean) =>
    (await search(query, locale, read, { key: `v${views++}`, hides })).hits.map((h) => h.doc.path);
}

describe('a scheduled entry in the index', () => {
  // The fixture index is module state of the search module: no other test may see it.
  beforeEach(() => { vi.resetModules(); });
  afterEach(() => { vi.resetModules(); });

  it('changes no answer before its instant: the same results, in the same order, as without it', async () => {
    const withEntry = buildSearchFiles([...pages, scheduled]);
    const without = buildSearchFiles(pages);
    // One shard each, as the real index's small languages: the budget reads the same shards.
    expect(withEntry.head.shards).toBe(without.head.shards);
    const hidden = await searchOver(withEntry);
    const hideIt = (path: string) => path === scheduled.path;
    const answers = new Map<string, string[]>();
    const queries = ['embargoword', 'embargoword investment', 'embargowrd investment', 'embargonews phishing', 'embargo',
      'embargow', 'zzqqnotaword investment', 'investment', 'investment platform', 'embargowood', '禁運', '禁運詞彙 投資', '投資'];
    for (const q of queries) answers.set(q, await hidden(q, hideIt));
    const plain = await searchOver(without);
    for (const q of queries) expect(answers.get(q), q).toEqual(await plain(q, () => false));
    // "No results" for its word, exactly as for a word found nowhere; the fall-back to the other word alike.
    expect(answers.get('embargoword')).toEqual([]);
    expect(answers.get('embargoword investment')).toEqual(answers.get('zzqqnotaword investment'));
    expect(answers.get('embargowrd investment')).toEqual(answers.get('zzqqnotaword investment'));
  });

  it('is found from its instant on', async () => {
    const search = await searchOver(buildSearchFiles([...pages, scheduled]));
    expect(await search('embargoword', () => false)).toEqual(['/blog/2']);
    expect(await search('embargowrd investment', () => false)).toContain('/blog/2');
    expect(await search('embargoword investment', () => false)).toEqual(['/blog/2']);
  });
});

describe('the newest article, one millisecond before it is published', () => {
  // The reference index is module state of the search module: no other test may see it.
  afterEach(() => { vi.resetModules(); });
  const newest = articlesNewestFirst.find((a) => !a.draft)!;
  const path = `/blog/${newest.id}`;

  /** A word of the article (Han: a character pair) that no other document of the language holds. */
  function uniqueTerm(docs: readonly SearchDoc[], han: boolean): string {
    const own = docs.find((d) => d.path === path)!;
    const elsewhere = new Set(docs.filter((d) => d !== own).flatMap((d) => terms(`${d.title} ${d.names} ${d.text}`)));
    const candidates = han ? terms(own.text, true).filter((t) => isHanTerm(t) && t.length === 2)
      : [...own.text.matchAll(/\b[a-z]{7,}\b/g)].map((m) => m[0]);
    const found = candidates.find((t) => terms(t, true).every((term) => !elsewhere.has(term)));
    if (!found) throw new Error(`no word of ${path} is its own`);
    return found;
  }

  async function answer(locale: Locale, q: string) {
    const { res, doc } = await page(`${localizePath('/search', locale)}?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return doc.querySelectorAll('[data-search-result]').map((li) => li.getAttribute('data-search-result'));
  }

  it.each([['en', false], ['zh-TW', true]] as const)('answers in %s a word only it holds, alone, with another word and misspelt, as the index without it would', async (locale, han) => {
    const docs = searchDocuments(locale, await entriesWithBodies());
    const word = uniqueTerm(docs, han);
    const other = locale === 'en' ? 'scam' : '詐騙';
    const misspelt = han ? word : `${word.slice(0, 3)}${word.slice(4)}`;
    const queries = [word, `${word} ${other}`, `${misspelt} ${other}`, `${word.slice(0, 5)}`];
    const without = buildSearchFiles(docs.filter((d) => d.path !== path).map((d, id) => ({ ...d, id })));
    const reference = await searchOver(without, locale);
    const expected = await Promise.all(queries.map((q) => reference(q, () => false)));
    vi.resetModules();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(newest.publishAt - 1);
    for (const [i, q] of queries.entries()) expect(await answer(locale, q), q).toEqual(expected[i]);
    // A pair of characters found nowhere else finds nothing (an English word may still find its
    // near misses among the public pages' words, as it would without the entry).
    if (han) expect(expected[0]).toEqual([]);
    for (const paths of expected) expect(paths).not.toContain(path);
    // At its instant the same word finds it.
    vi.setSystemTime(newest.publishAt);
    expect(await answer(locale, word)).toContain(path);
  });
});
