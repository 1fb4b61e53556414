// The readers' vocabulary at query time (content/search/vocabulary.yaml, issue 52): a query that
// holds a word of a concept (刷单返利, 冒充公检法, "pig butchering", "I want to die") puts that
// concept's pages first, in the order the editors named them, however little of the pages' own text
// the word matches. Written in any language, a word works on every language's site (the pages are
// the same paths). A word is matched as its parts: each Han part anywhere in the query's Han text
// (網友 借錢 in 網友跟我借錢), each other word by its stem, in any order ("asked to borrow money"
// in "met someone online who asked to borrow money"). Stop words count here, unlike in the index:
// "are you a scam" must not match "is this a scam".
import { foldHan } from './fold.ts';
import type { SearchHead } from './format.ts';
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

/** The concepts a query names, each with the largest share of the query one of its words covers. */
export function matchConcepts(query: string, head: SearchHead): ConceptMatch[] {
  const parts = conceptParts(query);
  if (!parts.length || !head.conceptWords.length) return [];
  const han = parts.filter((p) => hanRun.test(p));
  const words = new Set(parts.filter((p) => !hanRun.test(p)));
  const length = parts.reduce((n, p) => n + p.length, 0);
  const best = new Map<number, number>();
  for (const [form, concept] of head.conceptWords) {
    let covered = 0;
    let all = true;
    for (const part of form.split(' ')) {
      if (hanRun.test(part) ? han.some((h) => h.includes(part)) : words.has(part)) covered += part.length;
      else { all = false; break; }
    }
    if (all) best.set(concept, Math.max(best.get(concept) ?? 0, Math.min(1, covered / length)));
  }
  return [...best].map(([concept, coverage]) => ({ concept, coverage }));
}
