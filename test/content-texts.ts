// Every text of the compiled content (the Markdown under content/, see scripts/content.ts) in one
// language: frontmatter fields and bodies as plain text. The voice tests read these beside the
// text written in .ts modules.
import * as compiled from '../src/generated/content.ts';
import { fullContent } from '../src/generated/content-full.ts';
import { bodyText, isLocalizedBody } from '../src/content/body.ts';

type Locale = 'zh-TW' | 'zh-CN' | 'en';

function texts(value: unknown, locale: Locale): string[] {
  if (isLocalizedBody(value)) return [bodyText(value[locale])];
  if (Array.isArray(value)) return value.flatMap((v) => texts(v, locale));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record['zh-TW'] === 'string' && typeof record.en === 'string') return [String(record[locale])];
    return Object.values(record).flatMap((v) => texts(v, locale));
  }
  return [];
}

// The full module's entries carry the bodies the worker's module leaves to static assets.
export const compiledTexts = (locale: Locale): string[] => texts([...Object.values(compiled), fullContent()], locale);
