// Simplified Chinese for the Markdown under content/: each zh-TW.md converted whole (the glossary,
// then OpenCC's character mode: scripts/zh-cn.ts) into the zh-CN.md beside it, after the reviewed
// overrides of content/zh-CN-overrides.yaml. An override is keyed by where its text lives (a
// zh-TW.md and a line) and names the phrase that line must still say: when it no longer does,
// the build stops with the override file and line, and where the phrase went if it can see it.
import * as v from 'valibot';
import { isSeq, LineCounter, parseDocument } from 'yaml';
import { fail } from './content-markdown.ts';
import { overrideSchema } from './content-schema.ts';
import { type FixedPhrase, toSimplified } from './zh-cn.ts';

export const OVERRIDES = 'zh-CN-overrides.yaml';

/** The line put at the top of every generated zh-CN.md's frontmatter. */
export const zhCNNotice = `# Made from zh-TW.md by \`npm run build\`: do not edit. Fix a phrase in content/${OVERRIDES}.`;

/** The overrides, by zh-TW.md path; each one checked against the line it names. */
export function readOverrides(files: ReadonlyMap<string, string>, root: string): Map<string, FixedPhrase[]> {
  const byFile = new Map<string, FixedPhrase[]>();
  const source = files.get(OVERRIDES);
  if (source === undefined) return byFile;
  const file = `${root}/${OVERRIDES}`;
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, prettyErrors: false });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line;
  if (doc.errors[0]) fail(file, lineAt(doc.errors[0].pos[0]), `not valid YAML: ${doc.errors[0].message.split('\n')[0]}`);
  if (doc.contents === null) return byFile; // comments only: no override yet
  if (!isSeq(doc.contents)) fail(file, 1, 'a list of overrides ("- at: …") is expected');
  const items = (doc.contents as { items: { range?: [number, number, number] }[] }).items;
  const list = doc.toJS() as unknown[];
  list.forEach((raw, i) => {
    const line = lineAt(items[i]?.range?.[0] ?? 0);
    const result = v.safeParse(overrideSchema, raw);
    if (!result.success) {
      const issue = result.issues[0];
      fail(file, line, `${issue.path?.map((p) => String(p.key)).join('.') ?? ''}: ${issue.input === undefined ? 'is required' : issue.message}`);
    }
    const { at, 'zh-TW': zhTW, 'zh-CN': zhCN } = result.output;
    const [path, lineText] = at.split(':') as [string, string];
    const target = files.get(path);
    if (target === undefined) fail(file, line, `stale override: ${root}/${path} does not exist`);
    const targetLine = Number(lineText);
    const lines = target!.split('\n');
    if (!lines[targetLine - 1]?.includes(zhTW)) {
      const now = lines.flatMap((l, n) => (l.includes(zhTW) ? [n + 1] : []));
      fail(file, line, `stale override: line ${targetLine} of ${root}/${path} no longer says "${zhTW}"${now.length ? ` (it is now on line ${now.join(', ')}: update "at")` : ' (remove the override or write the new phrase)'}`);
    }
    if (toSimplified(zhTW) === zhCN) fail(file, line, `override changes nothing: the glossary and OpenCC already give "${zhCN}"`);
    byFile.set(path, [...(byFile.get(path) ?? []), { line: targetLine, zhTW, zhCN }]);
  });
  return byFile;
}

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
