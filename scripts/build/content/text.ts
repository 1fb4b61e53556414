// The text of the site's own pages (content/text/*.yaml: the report page and its help, the check
// tools, How We Work, the commitments, About, the names of official bodies) → src/generated/text.ts,
// which the typed modules of src/content/ re-export. Each file's top-level keys are the names it
// exports; a text is a mapping of exactly `zh-TW` and `en` (tagged `!markdown`: Markdown, compiled
// to blocks as the articles' bodies are), and its Simplified Chinese is derived here (scripts/build/zh-cn/convert.ts, with the reviewed overrides). `{officialNames.caCafc}` or
// `{commitments.freeAssessment}` in a text is that text in the same language
// (`{officialNames.caCafc.en}`: in English), so a name or a promise is written once. Everything else (ids, numbers, URLs, country codes) is written once,
// for every language. Pure: files in, module and review files out.
import { LineCounter, parseDocument, stringify, visit } from 'yaml';
import { yamlProblem } from '../read/yaml-errors.ts';
import { ContentError, parseMarkdownBody } from '../read/markdown.ts';
import type { Overrides } from '../zh-cn/overrides.ts';
import { toSimplified } from '../zh-cn/convert.ts';

export const TEXT_DIR = 'text';

/** A problem in a text file: a ContentError, so the build reports it as it does the Markdown's. */
export class TextError extends ContentError {}

/** The key a !markdown text carries once read (no YAML key can be written so). */
const MARKDOWN = '!markdown';

type Localized = { 'zh-TW': string; en: string };
const isLocalized = (value: unknown): value is Localized => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(value).filter((k) => k !== MARKDOWN);
  return keys.length === 2 && typeof record['zh-TW'] === 'string' && typeof record.en === 'string';
};

/** A review file's path beside its source: text/report.yaml -> text/report.zh-CN.yaml. */
export const reviewPath = (path: string) => path.replace(/\.yaml$/, '.zh-CN.yaml');
export const isReviewPath = (path: string) => path.endsWith('.zh-CN.yaml');

/** {officialNames.caCafc}: that text in the same language; {officialNames.caCafc.en}: in English. */
const reference = /\{(\w+)\.(\w+)(?:\.(en|zh-TW))?\}/g;

export interface CompiledText {
  /** Export name -> value, every text with its zh-CN. */
  readonly values: Readonly<Record<string, unknown>>;
  /** Review file path (relative to content/) -> its text. */
  readonly reviews: ReadonlyMap<string, string>;
}

/** `files`: path relative to content/ ('text/report.yaml') -> YAML. `root` names content/ in messages. */
export function compileTexts(files: ReadonlyMap<string, string>, overrides: Overrides, root = 'content'): CompiledText {
  const sources = [...files.keys()].filter((path) => path.startsWith(`${TEXT_DIR}/`) && path.endsWith('.yaml') && !isReviewPath(path)).sort()
    .map((path) => [path, files.get(path)!] as const);
  const raw = new Map<string, { file: string; value: unknown }>();
  for (const [path, source] of sources) {
    const file = `${root}/${path}`;
    const lineCounter = new LineCounter();
    const doc = parseDocument(source, { lineCounter, prettyErrors: false });
    if (doc.errors.length) {
      const yaml = yamlProblem(source, doc.errors, (offset) => lineCounter.linePos(offset).line);
      throw new TextError(`${file}:${yaml.line}: ${yaml.message}`);
    }
    // A text tagged !markdown keeps the mark through toJS as one more key.
    visit(doc, {
      Map(_, node) {
        if (node.tag !== '!markdown') return;
        node.tag = undefined;
        node.items.push(doc.createPair(MARKDOWN, true));
      },
    });
    const value = doc.toJS({ maxAliasCount: -1 }) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new TextError(`${file}: a mapping of names to texts and data is expected`);
    for (const [name, v] of Object.entries(value)) {
      if (raw.has(name)) throw new TextError(`${file}: ${name} is already written in ${raw.get(name)!.file}`);
      raw.set(name, { file, value: v });
    }
  }

  const resolve = (text: string, lang: 'zh-TW' | 'en', where: string): string => text.replace(reference, (whole, name: string, key: string, language?: 'en' | 'zh-TW') => {
    const target = (raw.get(name)?.value as Record<string, unknown> | undefined)?.[key];
    if (!isLocalized(target)) throw new TextError(`${where}: ${whole} names no text (write {<name>.<key>} of a text in content/${TEXT_DIR}/)`);
    const named = target[language ?? lang];
    if (/\{\w+\.\w+/.test(named)) throw new TextError(`${where}: ${whole} names a text that itself names another`);
    return named;
  });

  const values: Record<string, unknown> = {};
  const reviewLines = new Map<string, [string, string][]>();
  for (const [name, { file, value }] of raw) {
    if (!reviewLines.has(file)) reviewLines.set(file, []);
    values[name] = withSimplified(value, { file, path: [name], overrides, review: reviewLines.get(file)!, resolve });
  }
  overrides.checkUsed((file) => file.startsWith(`${root}/${TEXT_DIR}/`));

  const reviews = new Map([...reviewLines].map(([file, lines]) => [
    reviewPath(file.slice(root.length + 1)),
    reviewFile(file, lines),
  ]));
  return { values, reviews };
}

/** The first line of a review file. */
export const reviewNotice = (source: string) =>
  `# The Simplified Chinese of ${source}, made by \`npm run build\` for review: do not edit. Fix a phrase in content/zh-CN-overrides.yaml.`;

/** Where a value's texts live, and what to do with each: `review` collects key -> zh-CN, and
 *  `resolve` fills in the references of one language's text. */
export interface SimplifyContext {
  readonly file: string;
  readonly path: readonly string[];
  readonly overrides: Overrides;
  readonly review?: [string, string][];
  readonly resolve?: (text: string, lang: 'zh-TW' | 'en', where: string) => string;
}

/** A copy of `value` in which every text ({ zh-TW, en }) has its Simplified Chinese. */
export function withSimplified(value: unknown, context: SimplifyContext): unknown {
  const { file, path, overrides, review, resolve = (t: string) => t } = context;
  if (isLocalized(value)) {
    const key = path.join('.');
    const zhTW = resolve(value['zh-TW'], 'zh-TW', `${file}: ${key}`);
    const en = resolve(value.en, 'en', `${file}: ${key}`);
    const zhCN = toSimplified(zhTW, overrides.phrases(file, key, zhTW));
    review?.push([key, zhCN]);
    // A !markdown text is compiled to blocks as the articles' bodies are (scripts/build/read/markdown.ts).
    if ((value as Record<string, unknown>)[MARKDOWN] === true) {
      const body = (text: string, lang: string) => parseMarkdownBody(`${file}#${key} (${lang}), line`, text);
      return { 'zh-TW': body(zhTW, 'zh-TW'), 'zh-CN': body(zhCN, 'zh-CN'), en: body(en, 'en') };
    }
    return { 'zh-TW': zhTW, 'zh-CN': zhCN, en };
  }
  const at = (v: unknown, k: string) => withSimplified(v, { ...context, path: [...path, k] });
  if (Array.isArray(value)) return value.map((v, i) => at(v, String(i)));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, at(v, k)]));
  return value;
}

/** A review file's text: the notice, then key: zh-CN for every text of `source`, in its order. */
export const reviewFile = (source: string, lines: readonly [string, string][]) =>
  `${reviewNotice(source)}\n${stringify(Object.fromEntries(lines), { lineWidth: 0 })}`;

/** src/generated/text.ts. */
export function textModule(values: Readonly<Record<string, unknown>>): string {
  return `// Generated by \`npm run build\` (scripts/build/content/text.ts) from content/${TEXT_DIR}/*.yaml. Do not edit.\n${
    Object.entries(values).map(([name, value]) => `export const ${name} = ${JSON.stringify(value, null, 1)} as const;\n`).join('')}`;
}
