// Builds a language's search index from its documents, at build time (scripts/build/search/index.ts):
// the same tokenizer the worker runs on a query, so the index and the query always agree.
import { conceptForm } from './concepts.ts';
import type { SearchDoc } from './documents.ts';
import { fieldWeights, k1, b } from './engine.ts';
import { type HeadConcept, type PostingShard, type SearchHead, type ShardText, shardOf } from './format.ts';
import { maxPostings } from './limits.ts';
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

/** A term's postings, cut to the maxPostings documents it weighs most in (by BM25's term part,
 *  over the lengths of every document) and every scheduled entry that holds it: the only documents
 *  that can be hidden when a query runs (visible.ts), so the engine still counts exactly the public
 *  documents that hold the term (head.dfs[term] less the hidden ones in the list). */
function cut(list: number[], lengths: readonly (readonly number[])[], avg: readonly number[], scheduled: (doc: number) => boolean): number[] {
  const postings = Array.from({ length: list.length / 4 }, (_, i) => list.slice(i * 4, i * 4 + 4));
  const impact = ([doc, ...tf]: number[]) => tf.reduce((s, t, f) => s + (t ? fieldWeights[f]! * (t * (k1 + 1)) / (t + k1 * (1 - b + (b * lengths[doc!]![f]!) / avg[f]!)) : 0), 0);
  const ranked = postings.filter(([doc]) => !scheduled(doc!)).map((p) => [impact(p), p] as const).sort((x, y) => y[0] - x[0] || x[1][0]! - y[1][0]!);
  return [...ranked.slice(0, maxPostings).map(([, p]) => p), ...postings.filter(([doc]) => scheduled(doc!))].flat();
}

/** A term's postings as they are gathered, four numbers each (the document, then the term's count
 *  in each field), in an Int32Array that doubles as it fills: half the memory of an array of
 *  numbers, which a build over years of content feels (docs/performance.md, "Growth"). */
class Gathered {
  private data = new Int32Array(16);
  private used = 0;

  add(doc: number, counts: readonly number[]): void {
    if (this.used + 4 > this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.used++] = doc;
    for (const c of counts) this.data[this.used++] = c;
  }

  /** The postings as the index holds them: an array of numbers, exactly as long as they are. */
  list(): number[] {
    return Array.from(this.data.subarray(0, this.used));
  }
}

export function buildSearchFiles(docs: readonly SearchDoc[], concepts: readonly VocabularyConcept[] = []): SearchFiles {
  const gathered = new Map<string, Gathered>();
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
      let list = gathered.get(term);
      if (!list) gathered.set(term, (list = new Gathered()));
      list.add(doc, c);
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
  // Over the documents public from the build on: which documents a cut keeps is then the same as
  // in an index without the scheduled ones (a hidden entry changes no answer: visible.ts).
  const always = lengths.filter((_, doc) => !docs[doc]!.scheduled);
  const avg = [0, 1, 2].map((f) => always.reduce((s, l) => s + l[f]!, 0) / Math.max(1, always.length) || 1);
  const dfs: Record<string, number> = {};
  const postings = new Map<string, number[]>();
  // Each term's gathered postings let go as soon as they are an array (cut, when too long).
  for (const [term, g] of gathered) {
    const list = g.list();
    gathered.delete(term);
    if (list.length / 4 <= maxPostings) {
      postings.set(term, list);
      continue;
    }
    dfs[term] = list.length / 4;
    postings.set(term, cut(list, lengths, avg, (doc) => docs[doc]!.scheduled === true));
  }
  const phraseDocs: Record<string, number[]> = {};
  const phrases = docs.map((d) => [...new Set(d.phrases.map(phraseForm).filter(Boolean))]);
  phrases.forEach((list, doc) => { for (const p of list) (phraseDocs[p] ??= []).push(doc); });
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
      phraseDocs,
      partPhrases: phrases.flatMap((list, doc) => (isEntry(docs[doc]!) || !list.length ? [] : [[doc, list] as const])),
      dfs,
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
