// What one search sees: the index as if the entries not public yet did not exist.
// The index holds every entry but drafts (a scheduled one included: it becomes public at its
// instant, with no redeploy), so each answer is computed over the documents public now only: they
// alone are matched, counted (the all-terms test, BM25's document frequencies and average lengths)
// and named outright, and a word is a near miss or a prefix only while a public document holds it.
// A word found only in a hidden entry thus changes nothing: "No results", the fall-back to any
// word, near misses and the shards a query reads are what they would be without that entry.
import type { SearchHead } from './format.ts';

/** Which documents are public: the request's view of what is published (src/content/published.ts). */
export interface Visibility {
  /** Names the visible set (changes exactly when an entry becomes public). */
  readonly key: string;
  /** Whether the document at this unprefixed path is hidden now. */
  hides(path: string): boolean;
}

/** Everything public: the bench, and tests of the engine alone. */
export const everythingVisible: Visibility = { key: 'all', hides: () => false };

export interface WordList {
  readonly words: readonly string[];
  readonly stems: readonly string[];
}

export interface VisibleIndex {
  /** Per document: 1 when public now. */
  readonly visible: Uint8Array;
  /** Public documents. */
  readonly total: number;
  /** Their average numbers of terms in the title, names and text. */
  readonly avg: readonly [number, number, number];
  /** The near-miss vocabulary: the pages' words and those of the entries public now, two lists
   *  each sorted (as the build wrote them), with each word's stem. */
  readonly lists: readonly WordList[];
  /** Stems the public documents have (a known word is never replaced by near misses). */
  readonly known: ReadonlySet<string>;
}

/** Views of each head by visible set: a handful per deploy (one per publication instant passed). */
const views = new WeakMap<SearchHead, Map<string, VisibleIndex>>();

export function visibleIndex(head: SearchHead, visibility: Visibility): VisibleIndex {
  let byKey = views.get(head);
  if (!byKey) views.set(head, (byKey = new Map()));
  let view = byKey.get(visibility.key);
  if (view) return view;
  const visible = Uint8Array.from(head.docs, (d) => (visibility.hides(d.path) ? 0 : 1));
  const total = visible.reduce((n, v) => n + v, 0);
  const sums = [0, 0, 0];
  head.lengths.forEach((l, doc) => { if (visible[doc]) for (let f = 0; f < 3; f++) sums[f]! += l[f]!; });
  const avg = sums.map((s) => s / Math.max(1, total) || 1) as [number, number, number];
  const list = (entries: readonly (readonly [string, string])[]): WordList => ({ words: entries.map(([w]) => w), stems: entries.map(([w, s]) => s || w) });
  const lists = [
    list(Object.entries(head.words)),
    list(Object.entries(head.entryWords).filter(([, [, ...docs]]) => docs.some((d) => visible[d])).map(([w, [s]]) => [w, s] as const)),
  ];
  view = { visible, total, avg, lists, known: new Set(lists.flatMap((l) => l.stems)) };
  byKey.set(visibility.key, view);
  return view;
}
