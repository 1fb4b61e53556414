// How `npm run requests` shows a request (scripts/requests.ts), kept pure so the tests check it.
// Every column is printed through `shown`: whatever a stored row holds (rows stored before the form
// cleaned its fields, or written some other way), nothing reaches the operator's terminal raw,
// nothing looks blank, and no field floods the screen.

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

/** Most characters shown of one field; the message gets more. */
export const fieldCap = 80;
export const messageCap = 300;

/** A field as the listing shows it: cut to `cap` characters (the full length said), then made printable. */
export function shown(value: unknown, cap = fieldCap): string {
  const text = value === null || value === undefined ? '' : String(value);
  const chars = Array.from(text);
  if (chars.length <= cap) return printable(text);
  return `${printable(chars.slice(0, cap).join(''))}… [${chars.length.toLocaleString('en')} characters]`;
}

const time = (ms: unknown) => (typeof ms === 'number' && Number.isFinite(ms) ? new Date(ms).toISOString().slice(0, 16).replace('T', ' ') : '-');

/** The lines of one request in the listing (the first begins with a blank line between requests). */
export function formatRequest(r: Record<string, unknown>): string[] {
  const state = r.handled_at ? `handled ${time(r.handled_at)}` : r.notified_at ? 'notified' : 'NOT NOTIFIED YET';
  const contact = [r.email, r.phone].filter(Boolean).map((v) => shown(v));
  const about = [r.organization, r.role].filter(Boolean).map((v) => shown(v));
  const message = String(r.message ?? '').replace(/[\r\n\t ]+/g, ' ');
  return [
    `\n${shown(r.ref)}  ${time(r.created_at)} UTC  ${state}  [${shown(r.kind ?? 'person')}]`,
    `  ${[shown(r.name), ...about, ...contact, ...(r.country ? [shown(r.country)] : [])].join(' · ')} · reply in ${shown(r.language)}`,
    `  ${shown(message, messageCap)}`,
  ];
}
