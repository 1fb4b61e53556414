// The readers' vocabulary at query time (content/search/vocabulary.yaml): a query that
// holds a word of a concept (刷单返利, 冒充公检法, "pig butchering", "I want to die") puts that
// concept's pages first, in the order the editors named them, however little of the pages' own text
// the word matches. Written in any language, a word works on every language's site (the pages are
// the same paths). A word is matched as its parts: each Han part anywhere in the query's Han text
// (網友 借錢 in 網友跟我借錢), each other word by its stem, in any order ("asked to borrow money"
// in "met someone online who asked to borrow money"). Stop words count here, unlike in the index:
// "are you a scam" must not match "is this a scam".
import { foldHan } from './fold.ts';
import type { SearchHead } from './format.ts';
import { maxConceptCandidates } from './limits.ts';
import { runs, stemWord } from './tokenize.ts';

const hanRun = /^\p{Script=Han}/u;

/** A text's parts as concepts compare them: Han runs folded to one script, other words stemmed. */
export function conceptParts(text: string): string[] {
  const out: string[] = [];
  for (const [run] of foldHan(text.normalize('NFKC').toLowerCase()).matchAll(runs)) out.push(hanRun.test(run) ? run : stemWord(run));
  return out;
}

/** A word of a concept as the index stores it (its parts, one space between). */
export const conceptForm = (word: string) => conceptParts(word).join(' ');

export interface ConceptMatch {
  readonly concept: number;
  /** How much of the query the best of its words covers, 0 to 1 (by characters). */
  readonly coverage: number;
}

interface Word {
  readonly parts: readonly string[];
  readonly concept: number;
}

interface WordIndex {
  /** Words with a Han part, under the first character of their first Han part. */
  readonly byChar: ReadonlyMap<string, readonly Word[]>;
  /** Words of other parts only, under their first part. */
  readonly byPart: ReadonlyMap<string, readonly Word[]>;
}

/** The head's words, indexed once per isolate: a query then looks only at the words that could
 *  match it (those under one of its characters or words), not at all of them. */
const indexes = new WeakMap<SearchHead, WordIndex>();
function wordIndex(head: SearchHead): WordIndex {
  let index = indexes.get(head);
  if (index) return index;
  const byChar = new Map<string, Word[]>();
  const byPart = new Map<string, Word[]>();
  const put = (map: Map<string, Word[]>, key: string, word: Word) => { const list = map.get(key); if (list) list.push(word); else map.set(key, [word]); };
  for (const [form, concept] of head.conceptWords) {
    const word = { parts: form.split(' '), concept };
    const han = word.parts.find((p) => hanRun.test(p));
    if (han) put(byChar, han[0]!, word);
    else put(byPart, word.parts[0]!, word);
  }
  indexes.set(head, (index = { byChar, byPart }));
  return index;
}

/** The words of the vocabulary a query's parts are compared with: those under each of its
 *  characters and words, in the order typed, at most maxConceptCandidates. */
function candidatesFor(parts: readonly string[], head: SearchHead): Set<Word> {
  const { byChar, byPart } = wordIndex(head);
  const candidates = new Set<Word>();
  for (const list of parts.flatMap((p) => (hanRun.test(p) ? [...p].map((c) => byChar.get(c)) : [byPart.get(p)]))) {
    for (const w of list ?? []) {
      if (candidates.size === maxConceptCandidates) return candidates;
      candidates.add(w);
    }
  }
  return candidates;
}

/** How many words of the vocabulary a query is compared with (what it costs: search-cost.test.ts). */
export const conceptWork = (query: string, head: SearchHead): number => candidatesFor(conceptParts(query), head).size;

/** The concepts a query names, each with the largest share of the query one of its words covers. */
export function matchConcepts(query: string, head: SearchHead): ConceptMatch[] {
  const parts = conceptParts(query);
  if (!parts.length || !head.conceptWords.length) return [];
  const han = parts.filter((p) => hanRun.test(p));
  // One string for all Han runs: a part is looked for once, and never across two runs.
  const hanText = han.join('|');
  const words = new Set(parts.filter((p) => !hanRun.test(p)));
  const candidates = candidatesFor(parts, head);
  const length = parts.reduce((n, p) => n + p.length, 0);
  const best = new Map<number, number>();
  for (const { parts: wordParts, concept } of candidates) {
    let covered = 0;
    let all = true;
    for (const part of wordParts) {
      if (hanRun.test(part) ? hanText.includes(part) : words.has(part)) covered += part.length;
      else { all = false; break; }
    }
    if (all) best.set(concept, Math.max(best.get(concept) ?? 0, Math.min(1, covered / length)));
  }
  return [...best].map(([concept, coverage]) => ({ concept, coverage }));
}
