// Picks the text of a Localized value for a locale. Every text under content/ is compiled with
// its Simplified Chinese (docs/zh-cn.md), so this is a plain lookup.
import type { Localized } from './types.ts';

export type ContentLocale = 'zh-TW' | 'zh-CN' | 'en';

export const text = (value: Localized, locale: ContentLocale): string => value[locale];
