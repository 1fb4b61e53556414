// Site search: an index per language, built from the content the first time that language is
// searched in an isolate (content is fixed per deploy), never per request. A query first asks
// for documents holding every term (the last English word may be a prefix); if none does, any
// term will do, and longer English words may be misspelt by a letter or two.
import type { Locale } from '../site/locale.ts';
import { searchDocuments, type SearchDoc } from './documents.ts';
import { SearchIndex } from './engine.ts';
import { maxQueryLength, maxResults } from './limits.ts';
import { isHanTerm, terms } from './tokenize.ts';

export { maxQueryLength, maxResults };

interface LocaleIndex {
  readonly docs: readonly SearchDoc[];
  readonly index: SearchIndex;
}

const indexes = new Map<Locale, LocaleIndex>();

function indexFor(locale: Locale): LocaleIndex {
  let entry = indexes.get(locale);
  if (!entry) {
    const docs = searchDocuments(locale);
    // What a victim most likely needs first: the scam guides and the report page.
    const boost = (doc: number) => (docs[doc]!.kind === 'scam' || docs[doc]!.path === '/report' ? 1.5 : 1);
    indexes.set(locale, (entry = { docs, index: new SearchIndex(docs, (text) => terms(text), boost) }));
  }
  return entry;
}

/** A query as the site searches it: visible characters only, spaces folded, at most
 *  `maxQueryLength` characters. `truncated` says that something was cut off. */
export function normalizeQuery(raw: string): { query: string; truncated: boolean } {
  const cleaned = raw.normalize('NFKC').replace(/[\p{C}\s]+/gu, ' ').trim();
  const chars = Array.from(cleaned);
  return { query: chars.slice(0, maxQueryLength).join('').trim(), truncated: chars.length > maxQueryLength };
}

export interface SearchHit {
  readonly doc: SearchDoc;
  /** The index terms that matched (for marking them in the snippet). */
  readonly matched: readonly string[];
}

export function search(query: string, locale: Locale): SearchHit[] {
  const queryTerms = terms(query, true);
  if (queryTerms.length === 0) return [];
  const { docs, index } = indexFor(locale);
  const lastWordPrefix = (term: string, i: number, all: readonly string[]) => i === all.length - 1 && !isHanTerm(term) && term.length >= 3;
  let results = index.search(queryTerms, { all: true, prefix: lastWordPrefix });
  if (results.length === 0) {
    results = index.search(queryTerms, {
      all: false,
      prefix: lastWordPrefix,
      fuzzy: (term) => (isHanTerm(term) || term.length < 5 ? 0 : term.length < 8 ? 1 : 2),
    });
  }
  return results.slice(0, maxResults).map((r) => ({ doc: docs[r.doc]!, matched: r.terms }));
}
