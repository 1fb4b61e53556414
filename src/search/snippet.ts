// The piece of a result's text shown under its title: a window around the first place where the
// query matches, with every match inside it marked. Returned as parts, never as HTML, so the
// page renders them as text and nothing a visitor typed can become markup.
import { foldHan } from './fold.ts';
import type { ShardText } from './format.ts';
import { snippetSource } from './placed.ts';
import { isHanTerm, runs, stemWord } from './tokenize.ts';

export interface SnippetPart {
  readonly text: string;
  readonly mark: boolean;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern for everything worth marking: the matched Han terms and the query's Han runs that
 *  hold one, and whole words beginning with a matched stem or with a query word whose stem
 *  matched. Longest first. Only what matched: a word of the query that found nothing in this
 *  text (a typo, a word past the search's budget) would cost a scan of the text for nothing. */
function needles(query: string, matched: readonly string[]): RegExp | null {
  const literal = new Set<string>();
  const wordStarts = new Set<string>();
  const found = new Set(matched);
  const hanFound = matched.filter(isHanTerm);
  for (const [run] of foldHan(query.normalize('NFKC').toLowerCase()).matchAll(runs)) {
    if (isHanTerm(run) ? hanFound.some((t) => run.includes(t)) : found.has(stemWord(run))) (isHanTerm(run) ? literal : wordStarts).add(run);
  }
  for (const term of matched) (isHanTerm(term) ? literal : wordStarts).add(term);
  const longestFirst = (list: Iterable<string>) => [...list].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const words = longestFirst([...wordStarts].filter((w) => w.length > 1 || /\p{N}/u.test(w)));
  // One look-behind before all the word starts, not one each: the regular expression engine then
  // scans a text once for them all (several times faster on a long query).
  const parts = [...longestFirst(literal), ...(words.length ? [`(?<![\\p{L}\\p{N}])(?:${words.join('|')})[\\p{L}\\p{N}]*`] : [])];
  return parts.length ? new RegExp(parts.join('|'), 'giu') : null;
}

/** The snippets of one query's results: `matched` holds every result's matched terms, so the
 *  pattern is built once per query rather than once per result. `place`: the reader's; `title`:
 *  the result's (placed.ts). */
export function snippetsFor(query: string, matched: readonly string[]): (text: ShardText, width: number, place: string | null, title: string, fromStart?: boolean) => SnippetPart[] {
  const pattern = needles(query, [...new Set(matched)]);
  const matches = (text: string) => pattern !== null && foldHan(text).search(pattern) >= 0;
  // `fromStart`: the text's opening lines, matches still marked (for a result whose window around
  // the first match another result already shows: a page and its own section).
  return (text, width, place, title, fromStart = false) => snippet(snippetSource(text, place, title, matches), pattern, width, fromStart);
}

/** `width`: characters shown (about 80 for Chinese, 200 for English). */
function snippet(text: string, pattern: RegExp | null, width: number, fromStart = false): SnippetPart[] {
  // Matched in one script (the index's and the query's), shown as written: folding keeps lengths.
  const folded = foldHan(text);
  const first = pattern && !fromStart ? folded.search(pattern) : -1;
  let start = first < 0 ? 0 : Math.max(0, first - Math.floor(width / 3));
  let end = Math.min(text.length, start + width);
  if (end === text.length) start = Math.max(0, end - width);
  // Whole words in spaced scripts: move the cut ends to the nearest space inside the window.
  if (start > 0) { const space = text.indexOf(' ', start); if (space >= 0 && space < start + 20 && space < first) start = space + 1; }
  if (end < text.length) { const space = text.lastIndexOf(' ', end); if (space > end - 20 && space > start) end = space; }
  const window = text.slice(start, end);
  const foldedWindow = folded.slice(start, end);
  const parts: SnippetPart[] = [];
  let last = 0;
  if (pattern) {
    for (const m of foldedWindow.matchAll(pattern)) {
      if (m.index > last) parts.push({ text: window.slice(last, m.index), mark: false });
      parts.push({ text: window.slice(m.index, m.index + m[0].length), mark: true });
      last = m.index + m[0].length;
    }
  }
  if (last < window.length) parts.push({ text: window.slice(last), mark: false });
  if (start > 0) parts.unshift({ text: '…', mark: false });
  if (end < text.length) parts.push({ text: '…', mark: false });
  return parts;
}
