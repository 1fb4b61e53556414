// Every file or folder of the repository that a comment or a doc names exists, so a reader who
// follows one lands somewhere: the docs (docs/, README.md) whole, and the comments of code,
// config and SQL (not its strings: a test may name a file it makes up). And nothing cites what a
// reader of the repository cannot open: a file beside it, the product spec or the issue tracker.
// A comment says what the code requires instead.
// Paths named as examples ("e.g. content/articles/pension-scams/"), patterns (<folder>, *) and the
// folders the project makes when it runs need not exist.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/** The tracked text files, and the part of each a reader reads as prose. */
function prose(): { file: string; lines: { n: number; text: string }[] }[] {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  return files.flatMap((file) => {
    const kind = commentKind(file);
    if (!kind || !existsSync(join(root, file))) return [];
    const text = readFileSync(join(root, file), 'utf8');
    return [{ file, lines: kind === 'all' ? text.split('\n').map((t, i) => ({ n: i + 1, text: t })) : comments(text, kind) }];
  });
}

type Kind = 'all' | 'slash' | 'hash' | 'sql';

function commentKind(file: string): Kind | null {
  if (file.startsWith('test/fixtures/') || file === 'package-lock.json') return null;
  const ext = extname(file);
  if (ext === '.md') return file.startsWith('content/') ? 'hash' : 'all';
  if (['.ts', '.tsx', '.js', '.mjs'].includes(ext)) return 'slash';
  if (['.toml', '.yaml', '.yml'].includes(ext) || file.startsWith('.ci/') || file.startsWith('assets/_')) return 'hash';
  if (ext === '.sql') return 'sql';
  return null;
}

/** The comment text of each line (a Markdown entry's comments are its front matter's # lines). */
function comments(text: string, kind: Exclude<Kind, 'all'>): { n: number; text: string }[] {
  const out: { n: number; text: string }[] = [];
  let inBlock = false;
  text.split('\n').forEach((line, i) => {
    const n = i + 1;
    if (kind === 'hash') {
      const at = line.search(/(^|\s)#(\s|$)/);
      if (at >= 0) out.push({ n, text: line.slice(at) });
    } else if (kind === 'sql') {
      const at = line.indexOf('--');
      if (at >= 0) out.push({ n, text: line.slice(at + 2) });
    } else if (inBlock || /^\s*\/?\*/.test(line)) {
      out.push({ n, text: line });
      inBlock = !line.includes('*/') && (inBlock || line.includes('/*'));
    } else {
      // A line comment, on its own line or after code (not inside a string such as 'https://…').
      const at = line.search(/(^|[\s;,)])\/\/\s/);
      if (at >= 0) out.push({ n, text: line.slice(at) });
    }
  });
  return out;
}

/** A path of the repository as prose names it: from one of its top folders, or a top file. */
const named = /(?<![\w./-])(?:src|scripts|test|docs|content|assets|migrations|\.ci)\/[\w./@+-]*[\w/-]|(?<![\w./-])(?:README\.md|package\.json|wrangler\.toml|vitest(?:\.e2e)?\.config\.ts|eslint\.config\.js|tsconfig\.json|uno\.config\.ts)\b/g;
/** Written as a pattern or a placeholder (content/articles/<folder>/, src/http/editor-*.ts). */
const isPattern = (path: string, next: string) => /[<>{}*…]/.test(path + next);
/** Folders the project makes when it runs, named before they exist: the web editor's store of
 *  uploads, which the site never reads (scripts/build/cms/config.ts), and the team's photographs, made by
 *  the first upload (scripts/build/cms/fields.ts). */
const madeAtRunTime = new Set(['content/media', 'content/media/', 'assets/team', 'assets/team/']);
const asExample = (before: string) => /(?:e\.g\.|for example|such as|like)[^.;:]{0,60}$/i.test(before);

describe('what the docs and comments name', () => {
  const texts = prose();

  it('reads the docs and the comments of every kind of tracked file', () => {
    const read = new Set(texts.map((t) => t.file));
    for (const file of ['README.md', 'docs/architecture.md', 'src/worker.ts', 'scripts/build/index.ts', 'wrangler.toml', 'migrations/0001_requests_and_subscribers.sql', 'assets/_headers', '.ci/run']) {
      expect(read.has(file), file).toBe(true);
    }
  });

  it('is there: every repository path a doc or a comment names exists', () => {
    const missing: string[] = [];
    for (const { file, lines } of texts) {
      for (const { n, text } of lines) {
        for (const m of text.matchAll(named)) {
          const path = m[0].replace(/[.]+$/, '').split('#')[0]!;
          if (isPattern(path, text[m.index + m[0].length] ?? '') || madeAtRunTime.has(path) || asExample(text.slice(0, m.index))) continue;
          if (!existsSync(join(root, path))) missing.push(`${file}:${n}: ${path}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('cites nothing a reader of the repository cannot open: no file outside it, no spec section, no issue number', () => {
    const found: string[] = [];
    for (const { file, lines } of texts) {
      for (const { n, text } of lines) {
        const m = /\.\.\/shared\/|\bSPEC\b|\bissues? \d+\b|\(#\d+\)/.exec(text);
        if (m) found.push(`${file}:${n}: ${text.trim().slice(0, 120)}`);
      }
    }
    expect(found).toEqual([]);
  });
});
