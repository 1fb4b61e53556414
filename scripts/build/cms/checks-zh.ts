// scripts/build/zh-cn/convert.ts as the web editor's checks have it (scripts/build/cms/checks.ts, bundled by
// scripts/build/cms/admin.ts): the text left as it is. The editor writes Traditional Chinese and English;
// the Simplified Chinese is made by the build, whose character tables are far too large to send to
// the browser. Same exports, same signatures.
import type { FixedPhrase, PhrasesAt } from '../zh-cn/convert.ts';

export type { FixedPhrase, PhrasesAt };

export const toSimplified = (text: string, _fixed: readonly FixedPhrase[] = []): string => text;
export const mainlandPunctuation = (text: string): string => text;
export const simplifyDeep = <T>(value: T, _phrasesAt?: PhrasesAt, _key = ''): T => value;
