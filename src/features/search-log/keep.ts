// Which search queries may be counted for the editors, and in what form. A query is
// counted as a normalised string only: NFKC, lower case, every run of punctuation and spaces one
// space, none between two Chinese characters (报案 and "報案！" count apart by script only). A
// query that may hold personal data is never kept: 4 or more digits in a row (a phone, an account
// or a card number, however spaced or dashed), an @ (an address), a web address, or more than 10
// words (an account of what happened). A name cannot be told from a word: the listing shows only
// queries seen on 3 different days (scripts/ops/search-misses.ts), which one person's name is not.

/** Most words a kept query may have. */
export const maxKeptWords = 10;

const words = new Intl.Segmenter('zh', { granularity: 'word' });

/** Digits with what people put between them in a number (spaces, dashes, dots, brackets). */
const digitRun = /\p{Nd}(?:[\s\-–.()/]*\p{Nd})*/gu;
const webAddress = /:\/\/|www\.|[\p{L}\p{N}-]+\.[\p{L}]{2,}|\.(?:com|net|org|gov|edu|io|me|cn|tw|hk|sg|my|uk|au|ca|de|fr|it)\b/iu;

/** True when a query may hold personal data (and must not be kept). */
export function mayBePersonal(raw: string): boolean {
  const text = raw.normalize('NFKC');
  if (text.includes('@')) return true;
  if ([...text.matchAll(digitRun)].some(([run]) => run.replace(/\D/gu, '').length >= 4)) return true;
  if (webAddress.test(text)) return true;
  let count = 0;
  for (const segment of words.segment(text)) if (segment.isWordLike && ++count > maxKeptWords) return true;
  return false;
}

/** The query as it is counted: NFKC, lower case, punctuation and spaces folded. */
export function normalisedQuery(raw: string): string {
  return raw.normalize('NFKC').toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/(?<=\p{Script=Han}) (?=\p{Script=Han})/gu, '');
}

/** The form a query is counted in, or null when it must not be kept. */
export function keptQuery(raw: string): string | null {
  if (mayBePersonal(raw)) return null;
  const query = normalisedQuery(raw);
  return query ? query : null;
}
