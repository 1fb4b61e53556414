// Simplified Chinese for the Markdown under content/: each zh-TW.md converted whole (the glossary,
// then OpenCC's character mode: scripts/build/zh-cn/convert.ts) into the zh-CN.md beside it, holding the
// reviewed phrases of content/zh-CN-overrides.yaml (scripts/build/zh-cn/overrides.ts) that name the file.
import { fail } from '../read/markdown.ts';
import { type FixedPhrase, toSimplified } from './convert.ts';

export const OVERRIDES = 'zh-CN-overrides.yaml';

/** The line put at the top of every generated zh-CN.md's frontmatter. */
export const zhCNNotice = `# Made from zh-TW.md by \`npm run build\`: do not edit. Fix a phrase in content/${OVERRIDES}.`;

/** zh-CN.md: zh-TW.md converted whole (frontmatter and body), the notice in its first line. */
export function simplifiedFile(path: string, source: string, fixed: readonly FixedPhrase[], root: string): string {
  let converted: string;
  try {
    converted = toSimplified(source, fixed);
  } catch (error) {
    return fail(`${root}/${path}`, 1, (error as Error).message);
  }
  return converted.replace(/^---\n/, `---\n${zhCNNotice}\n`);
}
