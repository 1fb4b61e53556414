// The text readers see in a content file, line by line with its language: the body and the text
// fields of a Markdown file, the `zh-TW:` and `en:` values of a YAML file. Never a folder name, a
// link target, a field name or a fact (id, date, category), so a usage rule never trips on a path.

export type TextLanguage = 'zh-TW' | 'en';

export interface TextLine {
  readonly line: number;
  readonly language: TextLanguage;
  readonly text: string;
  /** The frontmatter field of a Markdown line ('' in the body); in YAML, the key a text sits
   *  under (`verifyAlsoCalled:` above its `zh-TW:`). */
  readonly field?: string;
}

/** Frontmatter fields that hold facts or names of things, not text a reader reads. */
const factFields = new Set(['id', 'date', 'updated', 'readTime', 'category', 'featured', 'citesOwnCases', 'type', 'scamTypes', 'order', 'relatedArticles', 'draft']);

/** Link targets and bare addresses are not read as prose. */
const withoutTargets = (text: string) => text.replace(/\]\([^)]*\)/g, ']').replace(/\b(https?:\/\/|mailto:)\S+/g, '');

function markdownLines(lines: readonly string[], language: TextLanguage): TextLine[] {
  const out: TextLine[] = [];
  let inFrontmatter = lines[0] === '---';
  let field = '';
  lines.forEach((raw, i) => {
    if (i === 0 && inFrontmatter) return;
    if (inFrontmatter) {
      if (raw === '---') {
        inFrontmatter = false;
        return;
      }
      if (raw.startsWith('#')) return;
      const key = /^([\w-]+):\s*(.*)$/.exec(raw);
      if (key) field = key[1]!;
      if (factFields.has(field)) return;
      const value = key ? key[2]! : raw.replace(/^\s*-\s*/, '');
      // YAML's own quotes (around a value or a list item) are not the text's.
      const text = value.trim().replace(/(^|[[,]\s*)(["'])/g, '$1').replace(/(["'])(\s*(?=[,\]]|$))/g, '$2');
      if (text) out.push({ line: i + 1, language, text, field });
      return;
    }
    if (raw.trim()) out.push({ line: i + 1, language, text: withoutTargets(raw) });
  });
  return out;
}

function yamlLines(lines: readonly string[]): TextLine[] {
  const out: TextLine[] = [];
  let open: { language: TextLanguage; indent: number } | undefined;
  let field = '';
  lines.forEach((raw, i) => {
    const indent = raw.length - raw.trimStart().length;
    if (open && raw.trim() && indent > open.indent && !raw.trimStart().startsWith('#')) {
      out.push({ line: i + 1, language: open.language, text: withoutTargets(raw.trim()), field });
      return;
    }
    open = undefined;
    const m = /^(\s*(?:- )?)(zh-TW|en):\s*(.*)$/.exec(raw);
    if (!m) {
      const key = /^\s*(?:- )?([\w-]+):\s*$/.exec(raw);
      if (key) field = key[1]!;
      return;
    }
    const language = m[2] as TextLanguage;
    const value = m[3]!.replace(/\s+#.*$/, '');
    if (value === '' || /^[|>][+-]?$/.test(value)) open = { language, indent: m[1]!.length };
    else out.push({ line: i + 1, language, text: withoutTargets(value.replace(/^(['"])(.*)\1$/, '$2')), field });
  });
  return out;
}

/** `path` is relative to content/ ('news/x/en.md', 'organisation/team.yaml'). Review files
 *  (zh-CN) are the build's output and have no lines of their own. */
export function textLines(path: string, source: string): TextLine[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  if (path.endsWith('/en.md')) return markdownLines(lines, 'en');
  if (path.endsWith('/zh-TW.md')) return markdownLines(lines, 'zh-TW');
  if (path.endsWith('.yaml') && !path.endsWith('.zh-CN.yaml') && path !== 'zh-CN-overrides.yaml') return yamlLines(lines);
  return [];
}
