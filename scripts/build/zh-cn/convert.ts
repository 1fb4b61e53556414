// Traditional Chinese (Taiwan) -> Simplified Chinese (Mainland), for the build only.
// Two steps, never OpenCC's 'twp' phrase table (a computing glossary that turns 匯出 into 导出
// and 執行 into 运行 in legal and money text):
// 1. the reviewed glossary (scripts/build/zh-cn/glossary.ts) replaces whole Taiwan terms, longest first;
//    each replacement is held behind a private-use placeholder so step 2 cannot touch it;
// 2. OpenCC converts the remaining characters only ('tw' -> 'cn'), and 「」『』 become “”‘’;
// 3. punctuation as GB/T 15834 writes it where Taiwan's differs: no 顿号 between quoted or
//    title-marked items (「稅款」、「解凍金」 -> “税款”“解冻金”), and a law title the glossary puts
//    in 《》 is not marked twice when the source already marked it.
import * as OpenCC from 'opencc-js';
import { glossary } from './glossary.ts';

const convertCharacters = OpenCC.Converter({ from: 'tw', to: 'cn' });

const mainlandOf = new Map(glossary);
// Longest first, so 個人資料保護法 wins over 個人資料. Terms are plain text: escape for RegExp.
const termPattern = new RegExp(
  [...mainlandOf.keys()]
    .sort((a, b) => b.length - a.length)
    .map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
  'g',
);
const quotes: Readonly<Record<string, string>> = { '「': '“', '」': '”', '『': '‘', '』': '’' };
const PLACEHOLDER_BASE = 0xe000; // Unicode private use area: never in our text, kept by OpenCC

/** A reviewed Mainland rendering of a phrase (content/zh-CN-overrides.yaml, scripts/build/zh-cn/overrides.ts). */
export interface FixedPhrase {
  readonly from: string;
  readonly to: string;
}

/** `fixed` phrases are held first, so neither the glossary nor OpenCC touches their rendering. */
export function toSimplified(text: string, fixed: readonly FixedPhrase[] = []): string {
  if (/[\ue000-\uf8ff]/.test(text)) throw new Error(`private-use character in source text: ${text.slice(0, 40)}`);
  const held: string[] = [];
  const hold = (rendering: string) => {
    held.push(rendering);
    return String.fromCharCode(PLACEHOLDER_BASE + held.length - 1);
  };
  let source = text;
  // Longest first, so a phrase inside a longer one does not break it up.
  for (const { from, to } of [...fixed].sort((a, b) => b.from.length - a.from.length)) source = source.split(from).join(hold(to));
  const marked = source.replace(termPattern, (term) => hold(mainlandOf.get(term)!));
  const converted = convertCharacters(marked)
    .replace(/[「」『』]/g, (q) => quotes[q]!)
    .replace(/[\ue000-\uf8ff]/g, (p) => held[p.charCodeAt(0) - PLACEHOLDER_BASE]!);
  return mainlandPunctuation(converted);
}

/**
 * GB/T 15834-2011: items each in quotation marks or title marks take no 顿号 between them (4.5.3.5);
 * a range is written with 至 rather than Taiwan's en dash (每天 7 时至 22 时, 09:00 至 18:00,
 * 第 1 至 10 件; the interface's placeholders {from}–{to} included).
 */
export function mainlandPunctuation(text: string): string {
  return text
    .replace(/(\d+)–(\d+) 时/g, '$1 时至 $2 时')
    .replace(/([\d}])–(?=[\d{])/g, '$1 至 ')
    .replace(/([”’》])、(?=[“‘《])/g, '$1')
    .replace(/《《([^《》]*)》》/g, '《$1》');
}

/** The reviewed phrases to hold in one string of a JSON-like value, by its dotted key. */
export type PhrasesAt = (key: string, zhTW: string) => readonly FixedPhrase[];

/** Converts every string in a JSON-like value, keeping its shape. */
export function simplifyDeep<T>(value: T, phrasesAt: PhrasesAt = () => [], key = ''): T {
  if (typeof value === 'string') return toSimplified(value, phrasesAt(key, value)) as T;
  const at = (k: string | number) => (key ? `${key}.${k}` : String(k));
  if (Array.isArray(value)) return value.map((v, i) => simplifyDeep(v, phrasesAt, at(i))) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, simplifyDeep(v, phrasesAt, at(k))]),
    ) as T;
  }
  return value;
}
