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
const shapingAll = new RegExp(shapingSource, 'gu');

/** What remains invisible after cleaning: spaces, the shaping characters, the braille blank. */
const blank = new RegExp(String.raw`\s|\u2800|${shapingSource}`, 'gu');

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

/** The length a reader sees: the text without its joiners and variation selectors (UTF-16 units, like HTML's minlength). */
export function visibleLength(text: string): number {
  return text.replace(shapingAll, '').length;
}

/** True when something would show: not only spaces, joiners or blanks. */
export function hasVisible(text: string): boolean {
  return text.replace(blank, '') !== '';
}
