// The search index as the build ships it (scripts/build/search/index.ts) and the worker reads it: per
// language a head (the documents' paths, titles and lengths, the names people type, the words for
// near misses) and two sets of shards fetched only when a query needs them: postings, split by
// a hash of the term, and the documents' plain texts (for snippets), split by document. An
// isolate holds the heads it has used and a bounded number of shards, however much content grows.
export type SearchKind = 'article' | 'scam' | 'news' | 'page';

export interface HeadDoc {
  /** Unprefixed site path: '/blog/3'. */
  readonly path: string;
  readonly kind: SearchKind;
  readonly title: string;
}

export interface HeadConcept {
  readonly docs: readonly number[];
  readonly crisis?: true;
}

export interface SearchHead {
  readonly docs: readonly HeadDoc[];
  /** Terms in each document's title, names and text. */
  readonly lengths: readonly (readonly [number, number, number])[];
  /** The documents each phrase names outright (see SearchDoc.phrases), by its phraseForm: a query
   *  that is a phrase, or holds it, finds them by lookup, whatever the number of documents. */
  readonly phraseDocs: Readonly<Record<string, readonly number[]>>;
  /** The pages and guides (not articles or news items, whose number grows) with their phrases: a
   *  query that is part of one of these phrases counts for less (被騙了 in 我被騙了). */
  readonly partPhrases: readonly (readonly [doc: number, phrases: readonly string[]])[];
  /** The number of documents that hold each term whose postings the build cut to the maxPostings
   *  it weighs most in (limits.ts); a term not named here has all its documents in its postings. */
  readonly dfs: Readonly<Record<string, number>>;
  /** Every non-Han word of the language's pages and guides (never hidden) as written (lower case)
   *  and its stem, '' when the stem is the word: near misses and prefixes are looked up here, not
   *  in the shards. */
  readonly words: Readonly<Record<string, string>>;
  /** The words found only in articles and news items (which may not be public yet), each with its
   *  stem ('' as above) and the documents that hold it: a word is a near miss or a prefix only
   *  while one of them is public, so no answer depends on a hidden entry (visible.ts). */
  readonly entryWords: Readonly<Record<string, readonly [string, ...number[]]>>;
  /** The readers' vocabulary (content/search/vocabulary.yaml; concepts.ts): each concept's pages
   *  (documents, in the order the editors named them) and, when it reads as distress, `crisis`. */
  readonly concepts: readonly HeadConcept[];
  /** Every word of every concept, as conceptForm gives it, with its concept's index. */
  readonly conceptWords: readonly (readonly [form: string, concept: number])[];
  /** How many posting shards there are (a term is in shardOf(term, shards)). */
  readonly shards: number;
  /** The first document of each text shard, ascending from 0. */
  readonly textStarts: readonly number[];
}

/** Term -> postings, flat: document, then occurrences in its title, names and text, and so on. */
export type PostingShard = Readonly<Record<string, readonly number[]>>;

/** Part of a document's text and the place it is about, by its code ('TW'; '': every reader's). */
export type TextPiece = readonly [place: string, text: string];

/** A document's plain text: one string, or pieces when parts of it are about one place each
 *  (a support line, a place's channel), so a snippet can show a reader only their own (placed.ts). */
export type ShardText = string | readonly TextPiece[];

/** Plain texts of the documents textStarts[i] .. textStarts[i + 1] - 1. */
export type TextShard = readonly ShardText[];

/** The shard of a term: FNV-1a of its UTF-16 units. */
export function shardOf(term: string, shards: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < term.length; i++) h = Math.imul(h ^ term.charCodeAt(i), 0x01000193);
  return (h >>> 0) % shards;
}

/** File names under a language's folder. */
export const headFile = 'head.json';
export const postingFile = (i: number) => `p${i}.json`;
export const textFile = (i: number) => `t${i}.json`;
