// Simplified Chinese for the text written in .ts modules under src/content/ (report, check tools,
// How We Work, and the organisation's data as those modules expose it), made reviewable: each text
// is named by where it lives, `src/content/<file>.ts#<export>.<field or index>…`. Two files under
// content/ use those names:
// - zh-CN-text-overrides.yaml (edited by a reviewer): a phrase the glossary cannot express, for
//   the text at one location; a stale entry (the location is gone, or its text no longer says
//   the phrase) stops `npm run i18n` and the test, naming the entry's line;
// - zh-CN-text.yaml (written by `npm run i18n`, checked in): every location with its zh-TW and
//   zh-CN side by side, so a Mainland reviewer reads a change in review, as with zh-CN.md.
// The worker still looks the text up by a hash of its zh-TW (src/content/zh-CN.ts): a text that
// appears at several locations has one rendering, so an override changes it at all of them.
import * as v from 'valibot';
import { isSeq, LineCounter, parseDocument, stringify } from 'yaml';
import { textKey } from '../src/content/text-key.ts';
import { banner, type FixedPhrase, toSimplified } from './zh-cn.ts';

export const TEXT_OVERRIDES = 'content/zh-CN-text-overrides.yaml';
export const TEXT_REVIEW = 'content/zh-CN-text.yaml';

export interface Located {
  readonly at: string;
  readonly zhTW: string;
}

/** Every Localized text ({ 'zh-TW', en }) in a module, with its location. */
export function locatedTexts(file: string, value: unknown, path: readonly string[] = [], into: Located[] = []): Located[] {
  if (Array.isArray(value)) {
    value.forEach((item, i) => locatedTexts(file, item, [...path, String(i)], into));
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 2 && typeof record['zh-TW'] === 'string' && typeof record.en === 'string') {
      into.push({ at: `${file}#${path.join('.')}`, zhTW: record['zh-TW'] });
    } else {
      for (const key of keys.sort()) locatedTexts(file, record[key], [...path, key], into);
    }
  }
  return into;
}

/** A module's path as the locations write it, from a glob key ('../src/content/x.ts') or a path
 *  relative to the project. */
export const moduleFile = (key: string): string => key.replace(/^(\.\.\/)+/, '').replace(/^\.\//, '');

const entrySchema = v.strictObject({
  at: v.pipe(v.string(), v.regex(/^src\/content\/[a-z0-9/._-]+\.ts#[A-Za-z0-9_.]+$/, 'must be "src/content/<file>.ts#<field path>", as content/zh-CN-text.yaml names it')),
  'zh-TW': v.pipe(v.string(), v.minLength(1, 'must not be empty')),
  'zh-CN': v.pipe(v.string(), v.minLength(1, 'must not be empty')),
});

export class TextOverrideError extends Error {}

function fail(line: number, message: string): never {
  throw new TextOverrideError(`${TEXT_OVERRIDES}:${line}: ${message}`);
}

/** The overrides, by zh-TW text, each checked against the location it names. */
export function textOverrides(source: string, located: readonly Located[]): Map<string, FixedPhrase[]> {
  const byText = new Map<string, FixedPhrase[]>();
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, prettyErrors: false });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line;
  if (doc.errors[0]) fail(lineAt(doc.errors[0].pos[0]), `not valid YAML: ${doc.errors[0].message.split('\n')[0]}`);
  if (doc.contents === null) return byText; // comments only
  if (!isSeq(doc.contents)) fail(1, 'a list of overrides ("- at: …") is expected');
  const items = (doc.contents as { items: { range?: [number, number, number] }[] }).items;
  const textAt = new Map(located.map((l) => [l.at, l.zhTW]));
  (doc.toJS() as unknown[]).forEach((raw, i) => {
    const line = lineAt(items[i]?.range?.[0] ?? 0);
    const result = v.safeParse(entrySchema, raw);
    if (!result.success) {
      const issue = result.issues[0];
      fail(line, `${issue.path?.map((p) => String(p.key)).join('.') ?? ''}: ${issue.input === undefined ? 'is required' : issue.message}`);
    }
    const { at, 'zh-TW': zhTW, 'zh-CN': zhCN } = result.output;
    const text = textAt.get(at);
    if (text === undefined) return fail(line, `stale override: ${at} does not exist (see ${TEXT_REVIEW} for the locations)`);
    if (!text.includes(zhTW)) {
      const now = located.filter((l) => l.zhTW.includes(zhTW)).map((l) => l.at);
      fail(line, `stale override: ${at} no longer says "${zhTW}"${now.length ? ` (it is now at ${now.join(', ')}: update "at")` : ' (remove the override or write the new phrase)'}`);
    }
    if (toSimplified(zhTW) === zhCN) fail(line, `override changes nothing: the glossary and OpenCC already give "${zhCN}"`);
    const fixed = text.split('\n').flatMap((l, n) => (l.includes(zhTW) ? [{ line: n + 1, zhTW, zhCN }] : []));
    byText.set(text, [...(byText.get(text) ?? []), ...fixed]);
  });
  return byText;
}

/** Each module's located texts, in file order. */
export function locateAll(modules: Readonly<Record<string, unknown>>): Located[] {
  return Object.keys(modules).sort().flatMap((key) => locatedTexts(moduleFile(key), modules[key]));
}

/** The review file: every location, its zh-TW and the zh-CN the site shows. */
export function textReviewFile(located: readonly Located[], simplified: (zhTW: string) => string): string {
  const entries = Object.fromEntries(located.map((l) => [l.at, { 'zh-TW': l.zhTW, 'zh-CN': simplified(l.zhTW) }]));
  return '# Written by `npm run i18n`: do not edit. The Simplified Chinese of the text in src/content/*.ts\n' +
    `# (and the organisation's data, as those modules expose it), beside its Traditional Chinese.\n` +
    `# Fix a phrase in ${TEXT_OVERRIDES} (by the location written here), a term in scripts/zh-cn-glossary.ts.\n` +
    stringify(entries, { lineWidth: 0 });
}

/** What `npm run i18n` writes for the .ts modules' text: src/content/zh-CN.ts (the worker's map)
 *  and content/zh-CN-text.yaml (the review file). `modules`: module path -> module. */
export function zhCNTextOutputs(modules: Readonly<Record<string, unknown>>, overridesSource: string): { map: string; review: string } {
  const located = locateAll(modules);
  const fixed = textOverrides(overridesSource, located);
  const converted = new Map<string, string>();
  const simplified = (zhTW: string) => {
    let out = converted.get(zhTW);
    if (out === undefined) converted.set(zhTW, (out = toSimplified(zhTW, fixed.get(zhTW))));
    return out;
  };
  const entries = new Map<string, string>();
  for (const t of [...new Set(located.map((l) => l.zhTW))].sort()) {
    const key = textKey(t);
    if (entries.has(key)) throw new Error(`two content texts share the key ${key}; change one of them`);
    entries.set(key, simplified(t));
  }
  const map = `${banner('the zh-TW text of src/content/')}// Keys are textKey() of the zh-TW texts (src/content/text-key.ts); src/content/text.ts looks them up.
// A reviewer reads this text beside its source in ${TEXT_REVIEW}.
export const zhCNContent: Readonly<Record<string, string>> = ${JSON.stringify(Object.fromEntries([...entries].sort(([a], [b]) => a.localeCompare(b))), null, 1)};
`;
  return { map, review: textReviewFile(located, simplified) };
}
