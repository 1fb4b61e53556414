// The readers' vocabulary (content/search/vocabulary.yaml): the build refuses a concept
// that names a page search does not list, a word in two concepts (as search compares words: one
// script, stems), a repeated id or a misspelt field, each by line; and at query time a word of a
// concept, in any language, puts that concept's pages first on every site, in the order written.
import { describe, expect, it } from 'vitest';
import vocabularySource from '../content/search/vocabulary.yaml?raw';
import { compileVocabulary, VocabularyError } from '../scripts/build/search/vocabulary-schema.ts';
import { vocabularyPages } from '../scripts/build/search/vocabulary.ts';
import { concepts } from '../src/content/vocabulary.ts';
import { conceptForm } from '../src/search/concepts.ts';
import { searchDocuments } from '../src/search/documents.ts';
import { locales, localizePath } from '../src/site/locale.ts';
import { page } from './helpers.ts';
import { entriesWithBodies } from './entry-bodies.ts';

const pages = vocabularyPages();
const compile = (source: string) => compileVocabulary(source, pages, conceptForm);
function problems(source: string): string[] {
  try {
    compile(source);
    return [];
  } catch (error) {
    if (!(error instanceof VocabularyError)) throw error;
    return [...error.problems];
  }
}

const two = `concepts:
  - id: romance
    pages: [/scams/romance]
    words:
      traditional: [殺豬盤, 網友 借錢]
      english: [pig butchering]
  - id: investment
    pages: [/scams/investment, /report]
    words:
      simplified: [刷单返利]
      english: [trading apps]
`;

describe('the vocabulary file', () => {
  it('as shipped compiles, and every page it names is an entry of each language\'s index', async () => {
    const entries = await entriesWithBodies();
    expect(compile(vocabularySource).length).toBeGreaterThan(10);
    for (const locale of locales) {
      const paths = new Set(searchDocuments(locale, entries).map((d) => d.path));
      for (const c of concepts) for (const p of c.pages) expect(paths.has(p), `${c.id}: ${p} (${locale})`).toBe(true);
    }
  });

  it('names every kind of concept the readers look for: crisis, fees, jobs, checking us, each scam, payment channels, every place', () => {
    const named = (path: string) => concepts.some((c) => c.pages.includes(path));
    for (const path of ['/report#talk', '/how-we-work#fees', '/careers', '/verify', '/business', '/report', '/contact']) expect(named(path), path).toBe(true);
    for (const guide of ['investment', 'romance', 'impersonation', 'phishing', 'job', 'shopping', 'business-email']) expect(named(`/scams/${guide}`), guide).toBe(true);
    expect(concepts.some((c) => c.crisis)).toBe(true);
  });

  it('accepts a well-formed file, lists left out being empty', () => {
    expect(compile(two).map((c) => [c.id, c.crisis, c.words.simplified.length])).toEqual([['romance', false, 0], ['investment', false, 1]]);
  });

  it.each([
    ['a page that does not exist', two.replace('[/scams/investment, /report]', '[/scams/investment, /scams/crypto]'), /^content\/search\/vocabulary\.yaml:8: concepts\[1\]\.pages\[1\]: \/scams\/crypto is not a page search lists/],
    ['a section search does not list', two.replace('/report]', '/report#channels]'), /:8: concepts\[1\]\.pages\[1\]: \/report#channels is not a page/],
    ['a word in two concepts, written in the other script', two.replace('[刷单返利]', '[杀猪盘]'), /:10: concepts\[1\]\.words\.simplified\[0\]: "杀猪盘" is a word of concept romance too/],
    ['a word in two concepts, in another form', two.replace('trading apps', 'Pig-Butchering'), /:11: concepts\[1\]\.words\.english\[0\]: "Pig-Butchering" is a word of concept romance too/],
    ['a repeated id', two.replace('id: investment', 'id: romance'), /:7: concepts\[1\]\.id: "romance" is the id of concepts\[0\] already/],
    ['a misspelt field', two.replace('    pages: [/scams/romance]', '    page: [/scams/romance]'), /:3: concepts\[0\]\.page: is not a field here/],
    ['a comma inside a word', two.replace('[pig butchering]', '["pig butchering, dating"]'), /:6: concepts\[0\]\.words\.english\[0\]: one word or phrase per item/],
    ['no page', two.replace('[/scams/romance]', '[]'), /:3: concepts\[0\]\.pages: name at least one page/],
    ['broken YAML', two.replace('  - id: investment', ' - id: investment'), /^content\/search\/vocabulary\.yaml:\d+: /],
  ])('stops the build on %s, naming the line and field', (_, source, message) => {
    const found = problems(source);
    expect(found.length, found.join('\n')).toBeGreaterThan(0);
    expect(found.join('\n')).toMatch(message);
  });
});

describe('a word of the vocabulary in a query', () => {
  const results = async (locale: (typeof locales)[number], q: string, place = 'TW') => {
    const { doc } = await page(`${localizePath('/search', locale)}?q=${encodeURIComponent(q)}&place=${place}`);
    return { doc, paths: doc.querySelectorAll('[data-search-result]').map((li) => li.getAttribute('data-search-result')!) };
  };

  it.each(locales)('puts its concept\'s pages first on the %s site, whichever language it is written in', async (locale) => {
    for (const concept of concepts.filter((c) => !c.pages.some((p) => p.startsWith('/contact')))) {
      const words = [concept.words.traditional[0], concept.words.simplified[0], concept.words.english[0]].filter((w): w is string => Boolean(w));
      for (const word of words) {
        const { paths } = await results(locale, word);
        // The concept's first page among the first results (another concept's word may hold this
        // one: "fake invoice" is a business-email word, "invoice" a business one).
        expect(paths.slice(0, 3), `${concept.id}: ${word}`).toContain(concept.pages[0]);
      }
    }
  });

  it('matches a phrase by its words in any order, and Chinese parts anywhere', async () => {
    expect((await results('en', 'met someone online who then asked me to borrow money')).paths[0]).toBe('/scams/romance');
    expect((await results('zh-TW', '認識的網友一直跟我借錢')).paths[0]).toBe('/scams/romance');
    // A word typed against Chinese with no space is still a word: USDT被騙, 165反詐騙.
    expect((await results('zh-TW', 'USDT被騙')).paths.slice(0, 3)).toContain('/scams/investment');
    expect((await results('zh-TW', '165反詐騙專線')).paths[0]).toBe('/report');
  });
});
