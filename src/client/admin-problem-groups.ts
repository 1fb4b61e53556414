// The problem lines of a build that stopped, as the editor's build note (src/client/admin-status.ts)
// groups them. No DOM here: the workerd tests read it too.

/** A build's problem lines as groups: verified mode's note (scripts/build/cms/by-entry.ts) is a
 *  summary, then sections (a collection or a data file) at the margin, entries indented two spaces
 *  ("3 · name: fields: what to write") and their fields six; any other build's lines are one flat
 *  list (a single group with no heading). */
export interface ProblemGroup {
  readonly heading: string;
  readonly entries: readonly { readonly name: string; readonly said: string; readonly fields: readonly string[] }[];
}
export function problemGroups(lines: readonly string[]): { summary: string; groups: ProblemGroup[] } {
  if (!lines.some((l) => l.startsWith('  '))) return { summary: '', groups: lines.length ? [{ heading: '', entries: lines.map((l) => ({ name: '', said: l, fields: [] })) }] : [] };
  const groups: { heading: string; entries: { name: string; said: string; fields: string[] }[] }[] = [];
  let summary = '';
  for (const line of lines) {
    const indent = line.length - line.trimStart().length;
    const text = line.trim();
    if (indent === 0) {
      if (!summary && !groups.length) summary = text;
      else groups.push({ heading: text, entries: [] });
      continue;
    }
    const group = groups.at(-1) ?? (groups[0] = { heading: '', entries: [] });
    if (indent >= 4 && group.entries.length) {
      group.entries.at(-1)!.fields.push(text);
      continue;
    }
    // '3 · name: what to write' -> the name, then what is said of it ('only the sample-data comment …' has no count).
    const m = /^(\d+ · .+?)(?:: (.*))?$/.exec(text);
    group.entries.push(m ? { name: m[1]!, said: m[2] ?? '', fields: [] } : { name: '', said: text, fields: [] });
  }
  return { summary, groups };
}
