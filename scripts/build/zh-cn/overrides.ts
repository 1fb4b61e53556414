// The reviewed Mainland wording of phrases the glossary cannot express (content/zh-CN-overrides.yaml):
// one format for every Simplified Chinese text the build derives. An entry names where the text
// lives (`file`: a zh-TW.md, or a YAML file under content/ or the interface strings
// src/i18n/zh-TW/index.ts, with `#` and the key of one text in it)
// and the phrase as the Traditional Chinese writes it (`from`), with what a Mainland reader sees
// (`to`). Each compile step asks for the phrases of the texts it converts; when an entry's file is
// gone, or no text there says its phrase any more, the build stops and names the entry's line.
import * as v from 'valibot';
import { isSeq, LineCounter, parseDocument } from 'yaml';
import { yamlProblem } from '../read/yaml-errors.ts';
import { ContentError } from '../read/markdown.ts';
import { type FixedPhrase, toSimplified } from './convert.ts';

/** A problem in the overrides file: a ContentError, so every content step reports it alike. */
export class OverrideError extends ContentError {}

interface Entry extends FixedPhrase {
  readonly file: string;
  readonly key: string | undefined;
  readonly line: number;
}

const phrase = v.pipe(v.string('must be text'), v.minLength(1, 'must not be empty'));
const entrySchema = v.strictObject({
  file: v.pipe(v.string('must be text'), v.regex(/^(content\/[A-Za-z0-9/._-]+\.(md|yaml)|src\/i18n\/zh-TW\/index\.ts)(#[\w.-]+)?$/, 'must be "content/<path>.md", or "content/<path>.yaml" or "src/i18n/zh-TW/index.ts" and optionally "#<key>"')),
  from: phrase,
  to: phrase,
});


export class Overrides {
  private readonly entries: readonly Entry[];
  private readonly used = new Set<Entry>();
  private readonly seenFiles = new Set<string>();

  private readonly fail: (line: number, message: string) => never;

  /** `root` names content/ in messages and in the entries' `file`. */
  constructor(source: string | undefined, root = 'content') {
    this.fail = (line, message) => {
      throw new OverrideError(`${root}/zh-CN-overrides.yaml:${line}: ${message}`);
    };
    this.entries = source === undefined ? [] : parse(source, this.fail);
  }

  /** The phrases to hold in one text: `file` (from the repository root), `key` for a YAML text. */
  phrases(file: string, key: string | undefined, zhTW: string): FixedPhrase[] {
    this.seenFiles.add(file);
    return this.entries.filter((e) => {
      if (e.file !== file || (e.key !== undefined && e.key !== key) || !zhTW.includes(e.from)) return false;
      this.used.add(e);
      return true;
    });
  }

  /** Fails on the first entry within `scope` that no text used: its file is gone or its phrase is. */
  checkUsed(scope: (file: string) => boolean): void {
    for (const e of this.entries) {
      if (!scope(e.file) || this.used.has(e)) continue;
      const where = e.key === undefined ? e.file : `${e.file}#${e.key}`;
      if (!this.seenFiles.has(e.file)) this.fail(e.line, `stale override: ${e.file} does not exist`);
      this.fail(e.line, `stale override: ${where} no longer says "${e.from}" (remove the override or write the new phrase)`);
    }
  }
}

function parse(source: string, fail: (line: number, message: string) => never): Entry[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, prettyErrors: false });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line;
  if (doc.errors.length) {
    const yaml = yamlProblem(source, doc.errors, lineAt);
    fail(yaml.line, yaml.message);
  }
  if (doc.contents === null) return []; // comments only
  if (!isSeq(doc.contents)) fail(1, 'a list of overrides ("- file: …") is expected');
  const items = (doc.contents as { items: { range?: [number, number, number] }[] }).items;
  return (doc.toJS() as unknown[]).map((raw, i) => {
    const line = lineAt(items[i]?.range?.[0] ?? 0);
    const result = v.safeParse(entrySchema, raw);
    if (!result.success) {
      const issue = result.issues[0];
      return fail(line, `${issue.path?.map((p) => String(p.key)).join('.') ?? ''}: ${issue.input === undefined ? 'is required' : issue.message}`);
    }
    const { file: at, from, to } = result.output;
    const [file, key] = at.split('#') as [string, string | undefined];
    if (file.endsWith('.md') && key !== undefined) fail(line, 'file: a Markdown file takes no "#<key>": the phrase is held wherever the file says it');
    if (toSimplified(from) === to) fail(line, `override changes nothing: the glossary and OpenCC already give "${to}"`);
    return { file, key, from, to, line };
  });
}
