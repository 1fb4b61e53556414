// A content value as the plain text a search result's snippet is cut from, at build. Each item of
// a list (a channel, a tool, a person) reads as a sentence of its own and its fields as a list
// ("Taiwan. Call the … hotline, 165. 165 (Anti-fraud hotline), 110 (Emergency)."), so a snippet
// never runs one item's last words into the next one's name.
import { bodyText, isLocalizedBody } from '../content/body.ts';
import { text } from '../content/text.ts';
import type { Localized } from '../content/types.ts';
import type { Locale } from '../site/locale.ts';

export const isLocalized = (value: unknown): value is Localized =>
  typeof value === 'object' && value !== null && typeof (value as Localized)['zh-TW'] === 'string' && typeof (value as Localized).en === 'string';

/** Ends a clause or sentence already: nothing to add after it. */
const punctuated = /[.!?;:,。！？；：，、—]$/u;

/** The spec's body markup ('## ', '### ', '- ') as plain text; a heading is set off from the text
 *  after it (a dash in English, a full stop in Chinese, where a spaced dash reads as a calque) and
 *  a list item ends as a sentence, so a snippet never runs a heading or an item into the next. */
function plain(markup: string, locale: Locale): string {
  const end = locale === 'en' ? '.' : '。';
  return markup
    .replace(/^#{2,3} (.+)$/gm, (_, title: string) => (punctuated.test(title) ? title : `${title}${locale === 'en' ? ' —' : end}`))
    .replace(/^- (.+)$/gm, (_, item: string) => (punctuated.test(item.trim()) ? item : `${item}${end}`));
}

/** One line of plain text: no line breaks, and in Chinese no space after a full-width mark. */
function tidy(s: string, locale: Locale): string {
  const line = plain(s, locale).replace(/\s+/g, ' ').trim();
  return locale === 'en' ? line : line.replace(/([。！？；：，、]) /gu, '$1');
}

/** A section's heading, set off from the text after it as a body's headings are (plain). */
export const heading = (title: string, locale: Locale) => (punctuated.test(title) ? title : `${title}${locale === 'en' ? ' —' : '。'}`);

/** Full-width marks take no space after them. */
const fullWidth = /[。！？；：，、]$/u;

interface Marks {
  /** Between two fields of an item. */
  readonly field: string;
  /** At the end of an item that does not end a sentence already. */
  readonly end: string;
}

const marks = (locale: Locale): Marks => (locale === 'en' ? { field: ', ', end: '.' } : { field: '，', end: '。' });

/** Parts in order, each set off from the next: after a part that ends a clause, a space (none
 *  after a full-width mark); before a heading or an English sentence (a capital, a full stop), a
 *  full stop; else a comma ("Lin Yi-chun, Chair"). */
function list(parts: readonly string[], m: Marks): string {
  let out = '';
  for (const part of parts) {
    if (!out) out = part;
    else if (punctuated.test(out)) out += `${fullWidth.test(out) ? '' : ' '}${part}`;
    else if (part.endsWith('—') || (m.end === '。' && part.endsWith('。')) || (m.end === '.' && /^\p{Lu}/u.test(part) && /[.!?]$/u.test(part))) out += `${m.end}${m.end === '.' ? ' ' : ''}${part}`;
    else out += `${m.field}${part}`;
  }
  return out;
}

/** An item's texts in order (a phone number with its note as one: "116 006 (from abroad)"). */
function fields(value: unknown, locale: Locale, key = ''): string[] {
  if (isLocalized(value)) return [tidy(text(value, locale), locale)];
  if (isLocalizedBody(value)) return [tidy(bodyText(value[locale]), locale)];
  if (typeof value === 'string') return key === 'number' || key === 'websites' ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => fields(v, locale, key));
  if (typeof value !== 'object' || value === null) return [];
  const { number, note } = value as { number?: unknown; note?: unknown };
  if (typeof number === 'string' && isLocalized(note)) {
    const said = tidy(text(note, locale), locale);
    return [locale === 'en' ? `${number} (${said})` : `${number}（${said}）`];
  }
  return Object.entries(value).flatMap(([k, v]) => fields(v, locale, k));
}

/** Texts as one sentence of their own (ended with a full stop unless they end a clause already). */
export function sentence(parts: readonly string[], locale: Locale): string {
  const said = list(parts.filter(Boolean), marks(locale));
  return !said || punctuated.test(said) ? said : `${said}${marks(locale).end}`;
}

/** One item (an object of a list) as a sentence of its own. */
export const itemText = (value: unknown, locale: Locale): string => sentence(fields(value, locale), locale);

/** Every text of a content value in one language, in order: Localized leaves and bodies, each
 *  item of a list as one sentence, plus phone numbers and web addresses (a visitor may search for
 *  "165" or "scamwatch"). */
export function collect(value: unknown, locale: Locale, key = ''): string[] {
  if (isLocalized(value) || isLocalizedBody(value) || typeof value === 'string') return fields(value, locale, key);
  if (Array.isArray(value)) {
    return value.flatMap((v) => (typeof v === 'object' && v !== null && !isLocalized(v) && !isLocalizedBody(v) ? [itemText(v, locale)] : collect(v, locale, key)));
  }
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => collect(v, locale, k));
  return [];
}

/** Texts as one, each set off from the next (a title without a full stop from the text after it). */
export function joined(parts: readonly string[], locale: Locale): string {
  return list(parts.map((p) => tidy(p, locale)).filter(Boolean), marks(locale));
}
