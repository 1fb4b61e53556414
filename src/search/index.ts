// Site search: a MiniSearch index per language, built from the content the first time that
// language is searched in an isolate (content is fixed per deploy), never per request. A query
// first asks for documents holding every term (AND; the last English word may be a prefix);
// if none does, any term will do, and longer English words may be misspelt (fuzzy).
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Locale } from '../locale.ts';
import { searchDocuments, type SearchDoc } from './documents.ts';
import { isHanTerm, terms } from './tokenize.ts';

import { maxQueryLength, maxResults } from './limits.ts';

export { maxQueryLength, maxResults };

interface LocaleIndex {
  readonly docs: readonly SearchDoc[];
  readonly index: MiniSearch<SearchDoc>;
}

const indexes = new Map<Locale, LocaleIndex>();

function indexFor(locale: Locale): LocaleIndex {
  let entry = indexes.get(locale);
  if (!entry) {
    const docs = searchDocuments(locale);
    const index = new MiniSearch<SearchDoc>({
      fields: ['title', 'text'],
      tokenize: (text) => terms(text),
      processTerm: (term) => term,
      searchOptions: {
        tokenize: (text) => terms(text, true),
        processTerm: (term) => term,
        boost: { title: 5 },
        // What a victim most likely needs first: the scam guides and the report page.
        boostDocument: (id) => {
          const doc = docs[id as number]!;
          return doc.kind === 'scam' || doc.path === '/report' ? 1.5 : 1;
        },
      },
    });
    index.addAll(docs);
    indexes.set(locale, (entry = { docs, index }));
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
  /** The query's terms as they occur in documents (for marking them in the snippet). */
  readonly matched: readonly string[];
}

export function search(query: string, locale: Locale): SearchHit[] {
  if (terms(query, true).length === 0) return [];
  const { docs, index } = indexFor(locale);
  const lastWordPrefix = (term: string, i: number, all: string[]) => i === all.length - 1 && !isHanTerm(term) && term.length >= 3;
  let results: SearchResult[] = index.search(query, { combineWith: 'AND', prefix: lastWordPrefix });
  if (results.length === 0) {
    results = index.search(query, {
      combineWith: 'OR',
      prefix: lastWordPrefix,
      fuzzy: (term) => (!isHanTerm(term) && term.length >= 5 ? 0.2 : false),
    });
  }
  return results.slice(0, maxResults).map((r) => ({ doc: docs[r.id as number]!, matched: r.terms }));
}
