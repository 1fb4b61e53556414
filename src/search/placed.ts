// A result's text as one reader should see it: a section about many places (the support lines, the
// report page's channels) shows a reader only the parts for every reader and for their own place,
// as the page they land on leads with; no place, only the parts for every reader.
import type { ShardText, TextPiece } from './format.ts';

/** Two texts as one: a space between them, none after a full-width mark (Chinese sets none). */
const glue = (a: string, b: string) => (!a ? b : !b ? a : `${a}${/[。！？；：，、]$/u.test(a) ? '' : ' '}${b}`);

const join = (pieces: readonly TextPiece[]) => pieces.reduce((out, [, text]) => glue(out, text), '');

/** Adjacent pieces about the same place as one (smaller text shards, the same text). */
export function mergePieces(pieces: readonly TextPiece[]): TextPiece[] {
  const merged: TextPiece[] = [];
  for (const [place, text] of pieces) {
    if (!text) continue;
    const last = merged.at(-1);
    if (last && last[0] === place) merged[merged.length - 1] = [place, glue(last[1], text)];
    else merged.push([place, text]);
  }
  return merged;
}

/** The whole text, every place's parts included (what the index searches). */
export function fullText(text: ShardText): string {
  return typeof text === 'string' ? text : join(text);
}

/** The parts for every reader and for `place`. */
export function readerText(text: ShardText, place: string | null): string {
  return typeof text === 'string' ? text : join(text.filter(([p]) => p === '' || p === place));
}

/** What a reader's snippet is cut from: their text, unless the query found the result only through
 *  another place's part (the visitor typed that line's name or number, not the title, not their
 *  own text): then their text with the first such part, so they see what they asked for. */
export function snippetSource(text: ShardText, place: string | null, title: string, matches: (text: string) => boolean): string {
  const own = readerText(text, place);
  if (typeof text === 'string' || matches(title) || matches(own)) return own;
  const named = text.find(([p, part]) => p !== '' && p !== place && matches(part));
  return named ? join(text.filter((piece) => piece === named || piece[0] === '' || piece[0] === place)) : own;
}
