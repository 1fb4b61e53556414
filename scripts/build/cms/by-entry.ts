// The build's problems ("content/<file>:<line>: <message>") told by the entry an editor opens in
// the web editor: a news item by its title, a team member by their name, identity.yaml's
// registration by its field, … each with how many problems it holds and, under it, the fields
// (labelled as the editor labels them) and what to write. Verified mode lists every sample value
// left (a couple of hundred lines by file and line for the sample content); told this way it is a
// list of entries to open one by one. Works on any content: entries are found from the files'
// own text (frontmatter titles, YAML keys and list items), never from names known here.
import { labelOf } from './fields.ts';

/** The web editor's collections, by folder under content/ (scripts/build/cms/config.ts). */
export const collectionLabels: Readonly<Record<string, string>> = {
  articles: 'Articles', news: 'News', scams: 'Scam guides', legal: 'Privacy and Terms', organisation: 'Organisation data',
};

/** A Markdown file's languages as the editor's panes are named (src/client/admin-checks-widget.ts). */
const panes: Readonly<Record<string, string>> = { 'zh-TW': 'ZH-TW, left', en: 'EN, right' };

const problemLine = /^(content\/([^/:]+)\/([^:]+)):(\d+): (.*)$/;
const indentOf = (line: string) => line.length - line.trimStart().length;
const unquote = (value: string) => value.trim().replace(/^(["'])(.*)\1$/, '$2');
const ownKey = (line: string) => /^\s*(?:- +)?([\w-]+):(?:\s|$)/.exec(line)?.[1];
const meaningful = (line: string) => line.trim() !== '' && !line.trimStart().startsWith('#');

/** A YAML list item's name, as the editor's list shows it: its name, title, label, role, type or id (English when it has languages), or its text. */
function itemName(lines: readonly string[], dash: number): string {
  const d = indentOf(lines[dash]!);
  const own = lines[dash]!.slice(d + 1).trim();
  if (!ownKey(lines[dash]!)) return unquote(own);
  let end = dash + 1;
  while (end < lines.length && (!meaningful(lines[end]!) || indentOf(lines[end]!) > d)) end++;
  const keys = new Map<string, number>();
  for (let i = dash; i < end; i++) {
    const key = ownKey(lines[i]!);
    if (key && (i === dash || indentOf(lines[i]!) === d + 2)) keys.set(key, i);
  }
  for (const name of ['name', 'title', 'label', 'role', 'type', 'id']) {
    const at = keys.get(name);
    if (at === undefined) continue;
    const inline = lines[at]!.replace(/^\s*(?:- +)?[\w-]+:/, '').trim();
    if (inline) return unquote(inline);
    for (let i = at + 1; i < end && indentOf(lines[i]!) > indentOf(lines[at]!) + (lines[at]!.trimStart().startsWith('-') ? 2 : 0); i++) {
      const en = /^\s*en:\s*(.+)$/.exec(lines[i]!)?.[1];
      if (en) return unquote(en);
    }
  }
  return `item ${dash + 1}`;
}

/** Where line `at` (0-based) of a YAML file is: its path of keys and list items, outermost first. */
function yamlPath(lines: readonly string[], at: number): { key?: string; item?: string }[] {
  const path: { key?: string; item?: string }[] = [];
  const line = lines[at]!;
  let want = indentOf(line);
  const key = ownKey(line);
  if (line.trimStart().startsWith('- ')) {
    if (key) path.unshift({ key });
    path.unshift({ item: itemName(lines, at) });
  } else if (key) path.unshift({ key });
  for (let j = at - 1; j >= 0 && want > 0; j--) {
    const above = lines[j]!;
    if (!meaningful(above) || indentOf(above) >= want) continue;
    const child = want;
    want = indentOf(above);
    if (above.trimStart().startsWith('- ')) {
      const k = ownKey(above);
      // The line below sits among the item's keys (the dash line's own key is one of them): the item is its parent.
      if (k && child !== want + 2) path.unshift({ key: k });
      path.unshift({ item: itemName(lines, j) });
    } else {
      const k = ownKey(above);
      if (k) path.unshift({ key: k });
    }
  }
  return path;
}

/** A field's path as the editor labels it ('Name › EN'). */
const languages: Readonly<Record<string, string>> = { 'zh-TW': 'ZH-TW', en: 'EN' };
const labelled = (path: readonly { key?: string; item?: string }[]) => path.map((p) => p.item ?? languages[p.key!] ?? labelOf(p.key!)).join(' › ');

/** Line `line` (1-based) of a YAML text: its top-level key, and the rest of its path as the editor
 *  labels it ('Chen Wei › Name › EN'). */
export function yamlPlace(text: string, line: number): { key: string; where: string } {
  const path = yamlPath(text.split(/\r?\n/), line - 1);
  return { key: path[0]?.key ?? '', where: labelled(path.slice(1)) };
}

/** A Markdown entry's title, as the editor's list shows it (zh-TW), from its zh-TW.md (or the file itself). */
function markdownTitle(read: (path: string) => string | undefined, folder: string, file: string): string {
  for (const path of [`${folder}/zh-TW.md`, file]) {
    const title = /^(?:title|name): *(.+)$/m.exec(read(path)?.split(/^---\s*$/m)[1] ?? '')?.[1];
    if (title) return unquote(title);
  }
  return folder.split('/').pop()!;
}

/** The section (a collection, or a data file), entry and field of one problem at `line` (1-based) of `file` (content/…); no field: the sample-data comment. */
function place(read: (path: string) => string | undefined, file: string, kind: string, rest: string, line: number): { section: string; entry: string; field?: string } {
  const collection = collectionLabels[kind] ?? kind;
  const lines = (read(file) ?? '').split(/\r?\n/);
  const source = lines[line - 1] ?? '';
  const comment = source.trimStart().startsWith('#');
  if (file.endsWith('.md')) {
    const folder = file.slice(0, file.lastIndexOf('/'));
    const pane = panes[file.slice(file.lastIndexOf('/') + 1, -'.md'.length)] ?? file;
    const inFrontmatter = line > 1 && lines[0]?.trim() === '---' && lines.slice(1, line - 1).every((l) => l.trim() !== '---');
    const key = inFrontmatter ? ownKey(source) : undefined;
    const field = comment ? undefined : key ? `${labelOf(key)} (${pane})` : `Body (${pane})`;
    return { section: collection, entry: markdownTitle(read, folder, file), field };
  }
  const section = `${collection} › ${rest}`;
  if (comment) return { section, entry: '' };
  const path = yamlPath(lines, line - 1);
  // The entry: the file's section (a top-level key) and, in a list, its item.
  const split = path[1]?.item !== undefined ? 2 : 1;
  return { section, entry: labelled(path.slice(0, split)), field: labelled(path.slice(split)) || labelled(path) };
}

interface Entry { count: number; comment: boolean; byMessage: Map<string, string[]> }

/** The build's problem lines told by section and entry, in the order the build lists them; lines that name no content file come apart, as they are. */
export function problemsByEntry(problems: readonly string[], read: (path: string) => string | undefined): { sections: Map<string, Map<string, Entry>>; other: string[] } {
  const sections = new Map<string, Map<string, Entry>>();
  const other: string[] = [];
  for (const problem of problems) {
    const m = problemLine.exec(problem);
    if (!m) {
      other.push(problem);
      continue;
    }
    const [, file, kind, rest, line, message] = m as unknown as [string, string, string, string, string, string];
    const { section, entry, field } = place(read, file, kind, rest, Number(line));
    const entries = sections.get(section) ?? new Map<string, Entry>();
    sections.set(section, entries);
    const group = entries.get(entry) ?? { count: 0, comment: false, byMessage: new Map<string, string[]>() };
    entries.set(entry, group);
    group.count++;
    if (field === undefined) {
      group.comment = true;
      continue;
    }
    // '"Chen Wei" is a person …' -> the value goes with its field, the rest is said once.
    const quoted = /^"([^"]*)" (?:is )?(.*)$/.exec(message);
    const said = quoted ? quoted[2]! : message.replace(/^this value /, 'it ').replace(/^this is /, '');
    const fields = group.byMessage.get(said) ?? [];
    fields.push(quoted ? `${field} "${quoted[1]}"` : field);
    group.byMessage.set(said, fields);
  }
  return { sections, other };
}

/** 'Name › ZH-TW "x"', 'Name › EN "y"', 'Email "z"', 'Email "z"' -> 'Name ZH-TW "x", EN "y"; Email "z" ×2'. */
function fieldsSaid(fields: readonly string[]): string {
  const times = new Map<string, number>();
  for (const f of fields) times.set(f, (times.get(f) ?? 0) + 1);
  const byField = new Map<string, string[]>();
  for (const [f, n] of times) {
    const m = /^(?:(.*) › )?(ZH-TW|EN)( "[^"]*")?$/.exec(f);
    const [base, language] = m ? [m[1] ?? '', `${m[2]}${m[3] ?? ''}`] : [f, ''];
    byField.set(base, [...(byField.get(base) ?? []), `${language}${n > 1 ? ` ×${n}` : ''}`.trim()]);
  }
  return [...byField].map(([base, saids]) => [base, saids.filter(Boolean).join(', ')].filter(Boolean).join(' ')).join('; ');
}

/** The list as the terminal and the editor's note show it: a heading, then each section (a collection
 *  or a data file) with its entries, each with its count and what to change; entries whose only
 *  problem is the comment marking them as sample are named together. `read` gives a file's text by its
 *  path in the repository (content/…). */
export function formatByEntry(problems: readonly string[], read: (path: string) => string | undefined): string[] {
  const { sections, other } = problemsByEntry(problems, read);
  const entryCount = [...sections.values()].reduce((n, entries) => n + [...entries.keys()].filter(Boolean).length, 0);
  const out = [
    `${problems.length} to fix in ${entryCount} entries. In the web editor (/admin) open each entry named below (its collection, then the entry), change the fields listed, Publish. A comment saying a file is sample data goes by itself when the entry is published with no sample value left.`,
  ];
  /** A message said in full once; after that, only its first words (what is wrong). */
  const told = new Set<string>();
  for (const [section, entries] of sections) {
    const count = [...entries.values()].reduce((n, e) => n + e.count, 0);
    out.push(`${section} (${count})`);
    const onlyComment = [...entries].filter(([, e]) => e.byMessage.size === 0).map(([name]) => name);
    for (const [name, e] of entries) {
      if (e.byMessage.size === 0) continue;
      const said = [...e.byMessage].map(([message, fields]) => `${fieldsSaid(fields)}: ${told.has(message) ? message.split(':')[0] : message}`);
      for (const message of e.byMessage.keys()) told.add(message);
      const title = `  ${e.count} · ${name || 'the file'}`;
      if (said.length === 1) out.push(`${title}: ${said[0]}`);
      else out.push(title, ...said.map((l) => `      ${l}`));
    }
    if (onlyComment.length) {
      const named = onlyComment.filter(Boolean);
      out.push(named.length ? `  only the sample-data comment (open, Publish): ${named.join('; ')}` : '  only the sample-data comment: open the file, Publish');
    }
  }
  return [...out, ...other];
}
