// How a page's phrases (its title, the names people give it) and a query are compared.
import { foldHan } from './fold.ts';

/** A phrase or a query compared as written: NFKC, lower case, one script, punctuation and spaces
 *  to single spaces, and no space left between two Han characters. */
export function phraseForm(s: string): string {
  return foldHan(s.normalize('NFKC').toLowerCase())
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/(?<=\p{Script=Han}) (?=\p{Script=Han})/gu, '');
}
