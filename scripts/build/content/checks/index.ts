// The rules the build checks over the files editors write, beyond each file's own schema (which
// scripts/build/content/compile.ts and scripts/build/organisation/schema.ts check): placeholder text and
// retired official names stop the build; style (./style.ts) warns; in verified mode every sample
// value stops it (./verified.ts). Pure: files in, messages out ('file:line: what to write').
import { styleWarnings } from './style.ts';
import { textLines } from './text-lines.ts';
import { verifiedProblems } from './verified.ts';

export interface CheckOptions {
  readonly verified: boolean;
  /** Earlier spellings of official names (content/text/official-names.yaml, retiredNames). */
  readonly retiredNames: readonly string[];
}

export interface CheckResult {
  readonly errors: string[];
  readonly warnings: string[];
}

const placeholder = /\b(lorem|ipsum|TODO|TBD|FIXME|XXX)\b|\[name\]/i;

/** `files`: path relative to content/ -> text. */
export function checkContentFiles(files: ReadonlyMap<string, string>, options: CheckOptions, root = 'content'): CheckResult {
  const errors: string[] = [];
  const warnings: string[] = [];
  // One file's text at a time (the build's files are read from disk as they are asked for).
  for (const path of [...files.keys()].sort()) {
    const source = files.get(path)!;
    // Retired names are kept where a text says what replaced them; the Markdown never needs one.
    const prose = path.endsWith('.md');
    for (const line of textLines(path, source)) {
      const at = `${root}/${path}:${line.line}`;
      const unfinished = placeholder.exec(line.text)?.[0];
      if (unfinished) errors.push(`${at}: "${unfinished}" is placeholder text: write the real text before it is published`);
      if (prose) {
        for (const name of options.retiredNames.filter((n) => line.text.includes(n))) {
          errors.push(`${at}: "${name}" is an earlier name of an official body: write its current name (content/text/official-names.yaml)`);
        }
      }
    }
    warnings.push(...styleWarnings(path, source, root));
  }
  if (options.verified) errors.push(...verifiedProblems(files, root));
  return { errors, warnings };
}

/** How the build prints them: every error, then every warning, each on its own line. */
export function formatProblems(title: string, lines: readonly string[]): string {
  return `${title} (${lines.length}):\n${lines.map((l) => `  ${l}`).join('\n')}`;
}
