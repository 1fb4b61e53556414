// Ranking over the shipped index (format.ts): BM25 over three fields (title, the names people
// give the page, text), the documents a query names outright first, near misses only for words
// the index does not have. Written here rather than taken from MiniSearch (tried first: too slow
// to build in an isolate; the index is now built once, at build, in this shape).
import type { SearchHead } from './format.ts';
import { matchConcepts } from './concepts.ts';
import { phraseForm } from './phrase.ts';
import { isHanTerm, queryWords, stemWord, terms } from './tokenize.ts';
import type { VisibleIndex } from './visible.ts';

export const k1 = 1.2;
export const b = 0.75;
/** Title, names, text. A word in the title or among the names counts for more than one in passing. */
export const fieldWeights = [5, 4, 1] as const;
/** A query that is one of a page's phrases, or holds one, puts that page above any word match. */
const phraseBonus = 100;
/** A query inside a longer phrase of a page (被騙了 in 我被騙了) counts for less. */
const partPhraseBonus = 40;
/** A word of the readers' vocabulary in the query puts its concept's pages first, by as much as a
 *  page's own name when the word is the whole query, half as much when it is a small part of it;
 *  each page named after the first a tenth less, so the editors' order holds. */
const conceptBonus = 100;

/** A query as index terms: each group is one thing the visitor typed, satisfied by any of its
 *  terms (weight 1 exact, less for a prefix or a near miss). */
export type QueryGroup = readonly (readonly [term: string, weight: number])[];

// Two rows of the edit-distance table, reused (no allocation per comparison).
let rowA = new Int32Array(32);
let rowB = new Int32Array(32);

/** Edit distance of a and b is at most max (false as soon as it cannot be). */
function withinDistance(a: string, b2: string, max: number): boolean {
  if (Math.abs(a.length - b2.length) > max) return false;
  if (rowA.length <= b2.length) { rowA = new Int32Array(b2.length + 1); rowB = new Int32Array(b2.length + 1); }
  let prev = rowA;
  let row = rowB;
  for (let j = 0; j <= b2.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= b2.length; j++) {
      const v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a.charCodeAt(i - 1) === b2.charCodeAt(j - 1) ? 0 : 1));
      row[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return false;
    [prev, row] = [row, prev];
  }
  return prev[b2.length]! <= max;
}

/** Near misses are looked for for at most this many words of a query (each scans the vocabulary). */
const maxFuzzyWords = 3;

/** First index of a sorted list whose item is not below `key`. */
function lowerBound(list: readonly string[], key: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A query's groups. Han: each character pair (or a lone character). Other words: the stem;
 *  the last word of three letters or more also as a prefix of indexed words; a word of five
 *  letters or more that the index lacks, by its near misses (one letter off, two from eight).
 *  Prefixes and near misses are drawn from the words of public documents only (visible.ts). */
export function queryGroups(query: string, view: VisibleIndex): QueryGroup[] {
  const groups: QueryGroup[] = terms(query, true).filter(isHanTerm).map((t) => [[t, 1] as const]);
  const words = queryWords(query);
  let fuzzyWords = 0;
  words.forEach((word, i) => {
    const stem = stemWord(word);
    const group = new Map<string, number>([[stem, 1]]);
    const numeric = /^\p{N}+$/u.test(word);
    if (!numeric && i === words.length - 1 && word.length >= 3) {
      for (const { words: list, stems } of view.lists) {
        for (let j = lowerBound(list, word); j < list.length && list[j]!.startsWith(word); j++) {
          if (!group.has(stems[j]!)) group.set(stems[j]!, 0.5);
        }
      }
    }
    // Misspelt words are words: letters only, five or more, not already in the index.
    const distance = !/^\p{L}+$/u.test(word) || view.known.has(stem) || word.length < 5 ? 0 : word.length < 8 ? 1 : 2;
    if (distance && fuzzyWords++ < maxFuzzyWords) {
      // A typo rarely hits both of a word's first two letters: only words that share one of them
      // are compared (a tenth of the vocabulary or so), which keeps a long vocabulary cheap.
      const [c0, c1] = [word[0], word[1]];
      for (const { words: list, stems } of view.lists) {
        list.forEach((w, j) => {
          if ((w[0] === c0 || w[1] === c1 || w[0] === c1) && !group.has(stems[j]!) && withinDistance(word, w, distance)) {
            group.set(stems[j]!, 0.5);
          }
        });
      }
    }
    groups.push([...group]);
  });
  return groups;
}

/** The phrases a query is or holds, as the head's phraseDocs keys them: each part of it that
 *  starts with a Han character (報案 in 我要報案), and each run of its words (a phrase of other
 *  words is held only whole: "scam" is not in "scammed"). At most 5,050 parts of a 100-character
 *  query, looked up, never compared with every document. */
function heldPhrases(query: string): Set<string> {
  const held = new Set<string>();
  const chars = [...query];
  for (let i = 0; i < chars.length; i++) {
    if (!isHanTerm(chars[i]!)) continue;
    let part = '';
    for (let j = i; j < chars.length; j++) held.add(part += chars[j]);
  }
  const words = query.split(' ');
  for (let i = 0; i < words.length; i++) {
    if (isHanTerm(words[i]!)) continue;
    let run = words[i]!;
    held.add(run);
    for (let j = i + 1; j < words.length; j++) held.add(run += ` ${words[j]}`);
  }
  return held;
}

/** Whether a query is part of a longer phrase of a page (被騙了 in 我被騙了), as a page names it. */
function partOf(query: string, phrases: readonly string[]): boolean {
  const q = ` ${query} `;
  return phrases.some((p) => (isHanTerm(p) ? p.includes(query) && isHanTerm(query) && query.length >= 2 : ` ${p} `.includes(q) && query.length >= 4));
}

/** How strongly the query names each document outright: a phrase it is or holds (any document,
 *  by lookup), or one it is part of (pages and guides only: articles and news items grow in number,
 *  and their titles are found by their words). */
function phraseScores(query: string, head: SearchHead): Map<number, number> {
  const scores = new Map<number, number>();
  if (!query) return scores;
  for (const [doc, phrases] of head.partPhrases) if (partOf(query, phrases)) scores.set(doc, partPhraseBonus);
  for (const phrase of heldPhrases(query)) for (const doc of head.phraseDocs[phrase] ?? []) scores.set(doc, phraseBonus);
  return scores;
}

export interface Ranking {
  readonly ranked: readonly Ranked[];
  /** The query reads as distress: it holds a word of a crisis concept. */
  readonly crisis: boolean;
}

export interface Ranked {
  readonly doc: number;
  readonly score: number;
  /** Index terms that matched (for marking them in a snippet). */
  readonly terms: readonly string[];
}

/** Ranks the public documents for the groups, given the postings of their terms. Every group must
 *  match; if no public document matches them all, any will do. Pages the query names come first.
 *  A hidden document is never counted, matched or named (visible.ts). */
export function rank(query: string, head: SearchHead, view: VisibleIndex, groups: readonly QueryGroup[], postings: ReadonlyMap<string, readonly number[]>): Ranking {
  const { visible, total, avg } = view;
  const allVisible = total === head.docs.length;
  const found = new Map<number, { score: number; terms: Set<string>; groups: Set<number> }>();
  groups.forEach((group, g) => {
    for (const [term, weight] of group) {
      const list = postings.get(term);
      if (!list) continue;
      // Counted over the public documents only: every document that holds the term (the postings
      // are cut at maxPostings: head.dfs), less the hidden ones, which the cut always keeps (build.ts).
      let df = head.dfs[term] ?? list.length / 4;
      if (!allVisible) for (let i = 0; i < list.length; i += 4) df -= 1 - visible[list[i]!]!;
      if (!df) continue;
      const idf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
      for (let i = 0; i < list.length; i += 4) {
        const doc = list[i]!;
        if (!visible[doc]) continue;
        const len = head.lengths[doc]!;
        let s = 0;
        for (let f = 0; f < 3; f++) {
          const tf = list[i + 1 + f]!;
          if (tf) s += fieldWeights[f]! * (tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * len[f]!) / avg[f]!));
        }
        const entry = found.get(doc) ?? { score: 0, terms: new Set<string>(), groups: new Set<number>() };
        entry.score += weight * idf * s;
        entry.terms.add(term);
        entry.groups.add(g);
        found.set(doc, entry);
      }
    }
  });
  let matches = [...found].filter(([, e]) => e.groups.size === groups.length);
  if (matches.length === 0) matches = [...found];
  const scores = new Map(matches.map(([doc, e]) => [doc, { score: e.score * boost(head, doc), terms: [...e.terms] }]));
  for (const [doc, bonus] of phraseScores(phraseForm(query), head)) {
    if (!visible[doc]) continue;
    const entry = scores.get(doc) ?? { score: 0, terms: [] };
    scores.set(doc, { score: entry.score + bonus * boost(head, doc), terms: entry.terms });
  }
  let crisis = false;
  for (const { concept, coverage } of matchConcepts(query, head)) {
    const { docs, crisis: distress } = head.concepts[concept]!;
    crisis ||= distress === true;
    docs.forEach((doc, i) => {
      if (!visible[doc]) return;
      const entry = scores.get(doc) ?? { score: 0, terms: [] };
      scores.set(doc, { score: entry.score + conceptBonus * (0.5 + coverage / 2) * (1 - i / 10), terms: entry.terms });
    });
  }
  return { ranked: [...scores].map(([doc, e]) => ({ doc, ...e })).sort((x, y) => y.score - x.score || x.doc - y.doc), crisis };
}

/** What a victim most likely needs first: the scam guides and the report page (and its sections). */
function boost(head: SearchHead, doc: number): number {
  const d = head.docs[doc]!;
  return d.kind === 'scam' || d.path === '/report' || d.path.startsWith('/report#') ? 1.5 : 1;
}
