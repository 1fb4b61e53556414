// The one way an operator command prints text that came from outside (a visitor's request in D1,
// a path in the logs, a search query, a tool's error output): through `printable`, so nothing a
// visitor typed can drive the operator's terminal (ESC and OSC sequences set the window's title,
// clear the screen or fill the clipboard; a line break forges a table row; a bidi override
// reorders what is read), nothing looks blank, and no field floods the screen (`shown`). Every
// command in scripts/ that prints such data prints it through these: npm run requests,
// missing-paths and search-misses.

/** Characters that are invisible or drive the terminal: controls (ESC sequences, BEL), format
 *  characters (bidi overrides, zero-width), line and paragraph separators, every default-ignorable
 *  (the Hangul fillers U+3164, U+115F …), the braille blank, spaces other than the plain one, and
 *  halves of a broken surrogate pair. */
const hidden = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800\p{Zs}]/gu;

/** Something a reader sees: a character that is not hidden, not a space and not a combining mark. */
const visible = /[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800\p{Zs}\p{M}\p{Cs}]/u;

const escape = (c: string) => `\\u{${c.codePointAt(0)!.toString(16)}}`;

/**
 * Text safe to print: hidden characters written as \u{…} escapes (a plain space stays). Text
 * with nothing visible in it (marks alone, fillers) is escaped whole, so it never looks blank.
 */
export function printable(text: string): string {
  if (!visible.test(text)) return [...text].map(escape).join('');
  return text.replace(hidden, (c) => (c === ' ' ? c : escape(c)));
}

/** Whether text prints as it is (`printable` would change nothing). */
export const printsAsIs = (text: string) => printable(text) === text;

/** Text of several lines (a tool's error output), each line made printable. */
export const printableLines = (text: string) => text.split(/\r?\n/).map(printable).join('\n');

/** Most characters shown of one field; the message gets more. */
export const fieldCap = 80;
export const messageCap = 300;

/** A field as a listing shows it: cut to `cap` characters (the full length said), then made printable. */
export function shown(value: unknown, cap = fieldCap): string {
  const text = value === null || value === undefined ? '' : String(value);
  const chars = Array.from(text);
  if (chars.length <= cap) return printable(text);
  return `${printable(chars.slice(0, cap).join(''))}… [${chars.length.toLocaleString('en')} characters]`;
}

/** The largest distance from the epoch a Date can hold (ECMAScript: 100,000,000 days). */
const maxDateMs = 8.64e15;

/**
 * A stored time (ms since the epoch) as '2026-11-22 08:58' (UTC). Anything that is not a time a
 * Date can hold (a corrupt or hostile row: out of range, not a number) is '-' and the raw value,
 * never an exception that stops the listing.
 */
export function minuteOf(ms: unknown): string {
  if (ms === null || ms === undefined) return '-';
  if (typeof ms === 'number' && Number.isFinite(ms) && Math.abs(ms) <= maxDateMs) return new Date(ms).toISOString().replace(/:\d\d\.\d{3}Z$/, '').replace('T', ' ');
  return `- (${shown(ms)})`;
}
