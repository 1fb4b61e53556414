// The site search's index, made once per build: each language's documents (the full
// content, read here in Node) tokenized, with the readers' vocabulary (content/search/), and written as static assets under
// /assets/search/<digest>/<locale>/ (src/search/format.ts), and src/generated/search-manifest.ts
// naming that folder for the worker. The worker never builds an index and never reads the
// content's bodies for search: snippets come from the text shards written here.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { SearchFiles } from '../../../src/search/build.ts';
import { headFile, postingFile, textFile } from '../../../src/search/format.ts';
import { locales } from '../../../src/site/locale.ts';


/** Each language's files, made by the same modules the worker runs (bundled, as the i18n
 *  modules import without file extensions, which Node alone does not resolve). */
async function searchFiles(root: string): Promise<Record<(typeof locales)[number], SearchFiles>> {
  const dir = mkdtempSync(join(tmpdir(), 'search-index-'));
  try {
    const out = await build({
      stdin: {
        contents: `import { searchConcepts, searchDocuments } from './src/search/documents.ts';
import { buildSearchFiles } from './src/search/build.ts';
import { fullContent } from './src/generated/content-full.ts';
export const files = (locale) => buildSearchFiles(searchDocuments(locale, fullContent()), searchConcepts());`,
        resolveDir: root, loader: 'ts',
      },
      bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'error',
    });
    const file = join(dir, 'search-build.mjs');
    writeFileSync(file, out.outputFiles[0]!.contents);
    const mod = (await import(pathToFileURL(file).href)) as { files: (locale: string) => SearchFiles };
    return Object.fromEntries(locales.map((l) => [l, mod.files(l)])) as Record<(typeof locales)[number], SearchFiles>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes the index under staticDir and the manifest; returns the bytes per language. */
export async function writeSearchIndex(root: string, staticDir: string): Promise<Record<string, { bytes: number; head: number; postingShards: number; textShards: number }>> {
  const all = await searchFiles(root);
  const written: [string, string][] = [];
  for (const locale of locales) {
    const f = all[locale];
    written.push([`${locale}/${headFile}`, JSON.stringify(f.head)]);
    f.postings.forEach((p, i) => written.push([`${locale}/${postingFile(i)}`, JSON.stringify(p)]));
    f.texts.forEach((t, i) => written.push([`${locale}/${textFile(i)}`, JSON.stringify(t)]));
  }
  const digest = createHash('sha256').update(written.map(([n, d]) => `${n}\n${d}`).join('\n')).digest('hex').slice(0, 12);
  const base = `/assets/search/${digest}`;
  for (const [name, data] of written) {
    const path = join(staticDir, base, name);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, data);
  }
  writeFileSync(join(root, 'src/generated/search-manifest.ts'),
    `// Made by \`npm run build\` (scripts/build/search/index.ts): do not edit. Where this build's search index is.\nexport const searchBase = ${JSON.stringify(base)};\n`);
  return Object.fromEntries(locales.map((locale) => {
    const mine = written.filter(([n]) => n.startsWith(`${locale}/`));
    return [locale, {
      bytes: mine.reduce((s, [, d]) => s + Buffer.byteLength(d), 0),
      head: Buffer.byteLength(mine[0]![1]),
      postingShards: all[locale].postings.length,
      textShards: all[locale].texts.length,
    }];
  }));
}
