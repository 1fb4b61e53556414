// Builds a language's search index from its documents, at build time (scripts/search-index.ts):
// the same tokenizer the worker runs on a query, so the index and the query always agree.
import { conceptForm } from './concepts.ts';
import type { SearchDoc } from './documents.ts';
import { type HeadConcept, type PostingShard, type SearchHead, type ShardText, shardOf } from './format.ts';
import { phraseForm } from './phrase.ts';
import { terms, wordStems } from './tokenize.ts';

/** About this many characters of JSON per shard: small enough to fetch and parse per query. */
const shardTarget = 48_000;

export interface SearchFiles {
  readonly head: SearchHead;
  readonly postings: readonly PostingShard[];
  readonly texts: readonly (readonly ShardText[])[];
}

/** Articles and news items: public from their publication instant, which can be after the build. */
const isEntry = (d: SearchDoc) => d.kind === 'article' || d.kind === 'news';

/** A concept of the readers' vocabulary as the build reads it (src/content/vocabulary.ts). */
export interface VocabularyConcept {
  readonly id: string;
  readonly crisis: boolean;
  /** Unprefixed paths of search entries, in the order they come first. */
  readonly pages: readonly string[];
  /** Its words in every language. */
  readonly words: readonly string[];
}

/** The vocabulary in the head: each concept's pages as documents, each word's form once. */
function headConcepts(concepts: readonly VocabularyConcept[], docs: readonly SearchDoc[]): Pick<SearchHead, 'concepts' | 'conceptWords'> {
  const byPath = new Map(docs.map((d, i) => [d.path, i]));
  const words = new Map<string, number>();
  const heads = concepts.map((c, i): HeadConcept => {
    for (const word of c.words) {
      const form = conceptForm(word);
      if (form && !words.has(form)) words.set(form, i);
    }
    const pages = c.pages.map((path) => {
      const doc = byPath.get(path);
      if (doc === undefined) throw new Error(`content/search/vocabulary.yaml: concept ${c.id} names ${path}, which is not an entry of the search index`);
      return doc;
    });
    return c.crisis ? { docs: pages, crisis: true } : { docs: pages };
  });
  return { concepts: heads, conceptWords: [...words] };
}

export function buildSearchFiles(docs: readonly SearchDoc[], concepts: readonly VocabularyConcept[] = []): SearchFiles {
  const postings = new Map<string, number[]>();
  const lengths: [number, number, number][] = [];
  const words = new Map<string, string>();
  // Words of articles and news items (which can be scheduled) by document, apart from the rest.
  const entryWords = new Map<string, [string, ...number[]]>();
  docs.forEach((d, doc) => {
    const fields = [d.title, d.names, d.text].map((f) => terms(f));
    const counts = new Map<string, [number, number, number]>();
    fields.forEach((list, field) => {
      for (const term of list) {
        const c = counts.get(term) ?? [0, 0, 0];
        c[field]!++;
        counts.set(term, c);
      }
    });
    for (const [term, c] of counts) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push(doc, ...c);
    }
    lengths.push(fields.map((f) => f.length) as [number, number, number]);
    if (!isEntry(d)) {
      for (const f of [d.title, d.names, d.text]) wordStems(f, words);
      return;
    }
    const own = new Map<string, string>();
    for (const f of [d.title, d.names, d.text]) wordStems(f, own);
    for (const [word, stem] of own) {
      const entry = entryWords.get(word);
      if (entry) entry.push(doc);
      else entryWords.set(word, [stem, doc]);
    }
  });
  for (const word of words.keys()) entryWords.delete(word);
  const sorted = <T>(map: Map<string, T>) => [...map].sort(([a], [b]) => (a < b ? -1 : 1));

  const postingChars = [...postings].reduce((sum, [term, list]) => sum + term.length + 6 + list.join(',').length, 0);
  const shards = Math.max(1, Math.ceil(postingChars / shardTarget));
  const shardTerms: Record<string, number[]>[] = Array.from({ length: shards }, () => ({}));
  for (const [term, list] of [...postings].sort(([a], [b]) => (a < b ? -1 : 1))) shardTerms[shardOf(term, shards)]![term] = list;

  const texts: ShardText[][] = [];
  const textStarts: number[] = [];
  let size = Infinity;
  docs.forEach((d, doc) => {
    if (size + d.text.length > shardTarget) { texts.push([]); textStarts.push(doc); size = 0; }
    texts.at(-1)!.push(d.pieces ?? d.text);
    size += d.text.length;
  });

  return {
    head: {
      docs: docs.map((d) => ({ path: d.path, kind: d.kind, title: d.title })),
      lengths,
      phrases: docs.map((d) => [...new Set(d.phrases.map(phraseForm).filter(Boolean))]),
      ...headConcepts(concepts, docs),
      words: Object.fromEntries(sorted(words).map(([w, s]) => [w, s === w ? '' : s])),
      entryWords: Object.fromEntries(sorted(entryWords).map(([w, [s, ...list]]) => [w, [s === w ? '' : s, ...list]])),
      shards,
      textStarts,
    },
    postings: shardTerms,
    texts,
  };
}
