// How hard English prose is to read: the Flesch-Kincaid grade level (flesch-kincaid, with
// syllable's counts), over the sentences a reader reads as text. Plain-language guidance for the
// public aims at grade 8 or below; the site holds every English page under grade 9 but its two
// legal texts (test/reading-grade.test.ts prints the grade of every page).
import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

/** A block is prose when it has at least this many words and ends as a sentence does: fewer
 *  words, or no closing mark, is a label, a button, a heading or a list of names. */
export const proseWords = 10;
const endsAsSentence = /[.?!:][”’")]*$/;

/** The highest grade a page may read at (exclusive), and the pages that may read harder. */
export const maxGrade = 9;
export const gradeExempt: readonly string[] = ['/terms', '/privacy'];

const words = (text: string) => text.match(/[A-Za-z0-9][A-Za-z0-9’'.-]*/g) ?? [];

/** The sentences of a block: ends at . ? ! (not inside "p.m.", "U.S." or a number) and at ":" or ";" before a list-like rest. */
function sentences(block: string): string[] {
  return block
    .replace(/\b([ap])\.m\./g, '$1m').replace(/\bU\.S\./g, 'US').replace(/\b(e\.g|i\.e|etc|Mr|Ms|Dr|St)\./g, '$1')
    .split(/(?<=[.?!])["”’)]*\s+(?=[A-Z0-9“"(])/)
    .map((s) => s.trim())
    .filter((s) => words(s).length > 0);
}

export interface Reading {
  readonly grade: number;
  readonly sentences: number;
  readonly words: number;
}

/** The Flesch-Kincaid grade of the prose blocks (sentences of at least proseWords words). */
export function readingGrade(blocks: readonly string[]): Reading {
  const prose = blocks.map((b) => b.trim()).filter((b) => words(b).length >= proseWords && endsAsSentence.test(b)).flatMap(sentences);
  const all = prose.flatMap(words);
  const counts = { sentence: prose.length, word: all.length, syllable: all.reduce((n, w) => n + syllable(w.replace(/[’'.-]+$/g, '')), 0) };
  return { grade: counts.word === 0 ? 0 : Math.round(fleschKincaid(counts) * 10) / 10, sentences: counts.sentence, words: counts.word };
}
