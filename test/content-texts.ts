// The texts the language tests read: every text of the compiled content (the Markdown under
// content/, see scripts/build/content/index.ts) in one language, frontmatter fields and bodies as plain text;
// the text of the site's own pages and the organisation's data, as the src/content modules give
// it; and every interface string.
import * as compiled from '../src/generated/content.ts';
import { entriesWithBodies } from './entry-bodies.ts';
import { bodyText, isLocalizedBody } from '../src/content/body.ts';

type Locale = 'zh-TW' | 'zh-CN' | 'en';

function texts(value: unknown, locale: Locale): string[] {
  if (isLocalizedBody(value)) return [bodyText(value[locale])];
  if (Array.isArray(value)) return value.flatMap((v) => texts(v, locale));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record['zh-TW'] === 'string' && typeof record.en === 'string') return [String(record[locale])];
    // `body` names the files an entry's body is served from (paths, not text a reader sees).
    return Object.entries(record).flatMap(([key, v]) => (key === 'body' ? [] : texts(v, locale)));
  }
  return [];
}

// The entries with the bodies the worker's module leaves to static assets, read as pages read them
// (test/entry-bodies.ts), once per test file.
let entries: ReturnType<typeof entriesWithBodies> | undefined;
export const compiledTexts = async (locale: Locale): Promise<string[]> => texts([...Object.values(compiled), await (entries ??= entriesWithBodies())], locale);

/** Every module of src/content that holds text (not the types or the text helper). */
export const contentModules: unknown[] = Object.values(
  import.meta.glob(['../src/content/**/*.ts', '!../src/content/{types,text}.ts'], { eager: true }),
);

/** Every text of the src/content modules in one language, as the site serves it. */
export const moduleTexts = (locale: Locale): string[] => [...new Set(texts(contentModules, locale))];

/** The Traditional Chinese of every text ({ zh-TW, en, … }) found anywhere in a value. */
export const zhTWOf = (value: unknown): Set<string> => new Set(texts(value, 'zh-TW'));

/** Every string in a value, depth first (the interface strings of a locale). */
export function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The English of every { 'zh-TW', en } pair in a value. */
export function englishOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(englishOf);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.en === 'string' && typeof record['zh-TW'] === 'string') return [record.en];
    return Object.entries(record).flatMap(([key, v]) => (key === 'body' ? [] : englishOf(v)));
  }
  return [];
}
