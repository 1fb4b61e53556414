// Splits text into search terms, the same way for the index (at build) and for a query. Chinese is
// folded to one script first (fold.ts: 報案 and 报案 are one term). Chinese has no spaces between words, so a run of Han characters is indexed as overlapping character pairs (bigrams)
// plus single characters: a query's pairs must all occur, which finds 投資詐騙 in any text that
// says it, without a dictionary. Other words (English, Latin names, numbers) are lower-cased and
// reduced to their stem (Porter), so "scams" finds "scam" and "reporting" finds "report".
import { stemmer } from 'stemmer';
import { foldHan } from './fold.ts';

/** A text's runs: Han characters, or a word of other letters and digits (with an apostrophe inside:
 *  "can't"). A word stops where Han begins, so 165反詐騙 and USDT被騙 are a number or word and Han. */
export const runs = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+(?:['’](?:(?!\p{Script=Han})\p{L})+)*/gu;
const hanRun = /^\p{Script=Han}/u;

/** Words too common to narrow an English search; dropped from queries, kept out of the index. */
const stopWords = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'do', 'for', 'from', 'how', 'i', 'in', 'is', 'it',
  'my', 'of', 'on', 'or', 'that', 'the', 'this', 'to', 'was', 'what', 'with', 'you', 'your',
]);

/** True for a term made of Han characters (no stemming, no fuzzy matching). */
export const isHanTerm = (term: string) => hanRun.test(term);

// Stemming is the costly step of indexing and the same words recur: each is stemmed once.
const stems = new Map<string, string>();

/** The stem of a non-Han word: lower case, possessive dropped, Porter stem. */
export function stemWord(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    const lower = word.toLowerCase().replace(/['’]s$/u, '').replace(/['’]/gu, '');
    stem = /^\p{N}+$/u.test(lower) ? lower : stemmer(lower);
    if (stems.size < 50_000) stems.set(word, stem);
  }
  return stem;
}

/**
 * Terms of a text. For the index (`query` false) a Han run gives its characters and its pairs;
 * for a query a run of two or more gives only its pairs (all must match), one character itself.
 */
export function terms(text: string, query = false): string[] {
  const out: string[] = [];
  for (const [found] of text.normalize('NFKC').matchAll(runs)) {
    const run = isHanTerm(found) ? foldHan(found) : found;
    if (isHanTerm(run)) {
      // Slices of the run (flat strings, cheap to hash); characters outside the BMP take the slow path.
      const chars = /[\uD800-\uDFFF]/.test(run) ? Array.from(run) : null;
      const length = chars ? chars.length : run.length;
      const at = (i: number, n: number) => (chars ? chars.slice(i, i + n).join('') : run.slice(i, i + n));
      if (!query || length === 1) for (let i = 0; i < length; i++) out.push(at(i, 1));
      for (let i = 0; i + 1 < length; i++) out.push(at(i, 2));
    } else {
      const lower = run.toLowerCase();
      if (stopWords.has(lower)) continue;
      out.push(stemWord(run));
    }
  }
  return out;
}

/** The words of a text that are not Han, lower-cased as written (for near misses and prefixes:
 *  "investmnet" is near "investment", whose stem is "invest"), each with its stem. */
export function wordStems(text: string, into: Map<string, string>): void {
  for (const [run] of text.normalize('NFKC').matchAll(runs)) {
    if (isHanTerm(run)) continue;
    const lower = run.toLowerCase();
    if (stopWords.has(lower) || /^\p{N}+$/u.test(lower) || into.has(lower)) continue;
    into.set(lower, stemWord(run));
  }
}

/** A query's non-Han words as written (lower case, stop words dropped), in order. */
export function queryWords(text: string): string[] {
  const out: string[] = [];
  for (const [run] of text.normalize('NFKC').matchAll(runs)) {
    const lower = run.toLowerCase();
    if (!isHanTerm(run) && !stopWords.has(lower)) out.push(lower);
  }
  return out;
}
