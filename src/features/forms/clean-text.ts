// Text a visitor typed, cleaned at the boundary (the form schemas) before it is stored, mailed
// or listed. Control characters could forge lines in the notification or drive an operator's
// terminal (ESC sequences); bidi overrides and isolates reorder what is shown ("Trojan source");
// zero-width and other invisible characters make a request that looks empty, or hide text.
// Kept: line breaks in multi-line text (as \n), and the joiners and variation selectors that
// shape visible text (emoji sequences, Indic and Arabic scripts).

/** CR LF, CR, NEL and the Unicode line and paragraph separators: all one line break. */
const lineBreaks = /\r\n|[\r\u0085\u2028\u2029]/g;

/** Controls (C0, DEL, C1), format characters (bidi, BOM, tags …) and other default-ignorables. */
const invisible = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** Zero-width (non-)joiners and variation selectors: they shape the characters next to them. */
const shapingSource = String.raw`\u200C|\u200D|[\uFE00-\uFE0F]|[\u{E0100}-\u{E01EF}]`;
const shaping = new RegExp(`^(?:${shapingSource})$`, 'u');

/** What shows nothing of its own: spaces, the shaping characters, the braille blank, fillers and
 *  other default-ignorables, and combining marks (they only change the character before them,
 *  or stack over whatever is beside them: a name of marks alone is no name). */
const blank = new RegExp(String.raw`\s|\u2800|\p{M}|\p{Default_Ignorable_Code_Point}|${shapingSource}`, 'gu');
/** Combining marks and the shaping characters: not counted as characters a reader sees. */
const notCounted = new RegExp(String.raw`\p{M}|${shapingSource}`, 'gu');

function strip(text: string, keepNewline: boolean): string {
  return text.replace(invisible, (c) => ((keepNewline && c === '\n') || shaping.test(c) ? c : ''));
}

/** One line: every line break and tab becomes a space, runs of spaces one space, trimmed. */
export function cleanLine(text: string): string {
  return strip(text.replace(lineBreaks, ' ').replace(/[\t\n]/g, ' '), false).replace(/\s+/gu, ' ').trim();
}

/** Several lines: line breaks normalised to \n, tabs to a space, trimmed at both ends. */
export function cleanText(text: string): string {
  return strip(text.replace(lineBreaks, '\n').replace(/\t/g, ' '), true).trim();
}

/** The length a reader sees: the text without its joiners, variation selectors and combining
 *  marks (UTF-16 units, like HTML's minlength): base characters only. */
export function visibleLength(text: string): number {
  return text.replace(notCounted, '').length;
}

/** True when a base character would show: not only spaces, marks, joiners, fillers or blanks. */
export function hasVisible(text: string): boolean {
  return text.replace(blank, '') !== '';
}
