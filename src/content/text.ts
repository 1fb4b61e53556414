// Picks the text of a Localized value for a locale. Compiled content (Markdown under content/)
// carries its Simplified Chinese; for text written in .ts modules it comes from the generated
// map (src/content/zh-CN.ts, built by `npm run i18n`, keyed by textKey of the zh-TW text); a text
// missing from it (the map is stale) falls back to the Traditional Chinese rather than to
// nothing, and a test keeps the map fresh.
import { textKey } from './text-key.ts';
import type { Localized } from './types.ts';
import { zhCNContent } from './zh-CN.ts';

const simplified = new WeakMap<Localized, string>();

export type ContentLocale = 'zh-TW' | 'zh-CN' | 'en';

export function text(value: Localized, locale: ContentLocale): string {
  if (locale === 'zh-CN') {
    if (value['zh-CN'] !== undefined) return value['zh-CN'];
    let out = simplified.get(value);
    if (out === undefined) {
      out = zhCNContent[textKey(value['zh-TW'])] ?? value['zh-TW'];
      simplified.set(value, out);
    }
    return out;
  }
  return value[locale];
}
