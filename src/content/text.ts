// Picks the text of a Localized value for a locale. Simplified Chinese comes from the generated
// map (src/content/zh-CN.ts, built by `npm run i18n`); a text missing from it (the map is stale)
// falls back to the Traditional Chinese rather than to nothing, and a test keeps the map fresh.
import type { Localized } from './types.ts';
import { zhCNContent } from './zh-CN.ts';

export type ContentLocale = 'zh-TW' | 'zh-CN' | 'en';

export function text(value: Localized, locale: ContentLocale): string {
  if (locale === 'zh-CN') return zhCNContent[value['zh-TW']] ?? value['zh-TW'];
  return value[locale];
}
