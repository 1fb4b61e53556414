// The build step for what editors write (content/, Markdown): reads the files, compiles them
// (scripts/content-compile.ts) into src/generated/content.ts (git-ignored, like the other
// generated modules; without the article and news bodies, which the build writes as static
// assets from what this returns), src/generated/content-full.ts (the same with the bodies, for
// scripts and tests) and writes each folder's zh-CN.md beside its zh-TW.md, checked in so that a
// Mainland reviewer reads the Simplified Chinese next to its source and sees it change in review.
// Under CI a zh-CN.md that differs from what the build makes fails instead of being rewritten,
// so a stale one cannot land. A problem in a file stops the build with its file, line and field.
// `node scripts/content.ts` runs this step alone.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { compileContent, ContentError, contentModules, OVERRIDES } from './content-compile.ts';

const root = join(import.meta.dirname, '..');

/** Every Markdown file under a content folder, and its overrides file: path (with '/') -> text. */
export function readContentFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md') || relative(dir, path) === OVERRIDES) {
        files.set(relative(dir, path).split(sep).join('/'), readFileSync(path, 'utf8'));
      }
    }
  };
  walk(dir);
  return files;
}

/** Compiles content/ into src/generated/content.ts, content-full.ts and the zh-CN.md files;
 *  returns a digest of the worker's module (for the build id; it names every body file by its
 *  hash) and the body files to write under dist/static. `check`: fail on a stale zh-CN.md,
 *  write nothing there. */
export function buildContent({ check = Boolean(process.env.CI) } = {}): { digest: string; bodyFiles: ReadonlyMap<string, string> } {
  const dir = join(root, 'content');
  const files = readContentFiles(dir);
  let content;
  try {
    content = compileContent(files);
  } catch (error) {
    if (error instanceof ContentError) {
      console.error(`content cannot build:\n  ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const stale: string[] = [];
  for (const [path, text] of content.zhCN) {
    if (files.get(path) === text) continue;
    if (check) stale.push(`content/${path}`);
    else {
      writeFileSync(join(dir, path), text);
      console.log(`wrote content/${path}`);
    }
  }
  // A zh-CN.md whose zh-TW.md is gone.
  for (const path of files.keys()) {
    if (path.endsWith('/zh-CN.md') && !content.zhCN.has(path)) stale.push(`content/${path} (no zh-TW.md beside it: delete it)`);
  }
  if (stale.length) {
    console.error(`stale Simplified Chinese (run npm run build and commit the result):\n${stale.map((s) => `  ${s}`).join('\n')}`);
    process.exit(1);
  }
  const { module, fullModule, bodyFiles } = contentModules(content);
  mkdirSync(join(root, 'src/generated'), { recursive: true });
  writeFileSync(join(root, 'src/generated/content.ts'), module);
  writeFileSync(join(root, 'src/generated/content-full.ts'), fullModule);
  console.log(`content: ${content.articles.length} articles, ${content.newsItems.length} news items, ${content.scamGuides.length} scam guides, ${Object.keys(content.legal).length} legal pages`);
  return { digest: createHash('sha256').update(module).digest('hex'), bodyFiles };
}

if (import.meta.main) buildContent();
