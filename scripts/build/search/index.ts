// The site search's index, made once per build: each language's documents tokenized, with the
// readers' vocabulary (content/search/), and written as static assets under
// /assets/search/<digest>/<locale>/ (src/search/format.ts), and src/generated/search-manifest.ts
// naming that folder for the worker. The worker never builds an index and never reads the
// content's bodies for search: snippets come from the text shards written here.
// The documents are made one entry at a time: each article's and news item's metadata comes from
// src/generated/content.ts, its body from the body file the content stage wrote under the static
// folder, read when the document is made and let go after it. No module holds every body (the
// build's memory stays flat in the content's size; docs/performance.md, "Growth"); one language's
// index is made, written and let go before the next.
import { createHash, type Hash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';
import type { Body, LocalizedBody } from '../../../src/content/body.ts';
import type { Article, NewsItem } from '../../../src/content/types.ts';
import type { EntriesWithBodies } from '../../../src/search/documents.ts';
import type { SearchFiles } from '../../../src/search/build.ts';
import { headFile, postingFile, textFile } from '../../../src/search/format.ts';
import { locales } from '../../../src/site/locale.ts';

/** What the bundled search modules give the build. */
interface SearchModule {
  readonly articles: readonly Article[];
  readonly newsItems: readonly NewsItem[];
  readonly files: (locale: string, entries: EntriesWithBodies) => SearchFiles;
}

/** The search modules, bundled as the worker bundles them (the i18n modules import without file
 *  extensions, which Node alone does not resolve), with the entries' metadata. */
async function searchModule(root: string): Promise<SearchModule> {
  const dir = mkdtempSync(join(tmpdir(), 'search-index-'));
  try {
    const out = await build({
      stdin: {
        contents: `import { searchConcepts, searchDocuments } from './src/search/documents.ts';
import { buildSearchFiles } from './src/search/build.ts';
export { articles, newsItems } from './src/generated/content.ts';
export const files = (locale, entries) => buildSearchFiles(searchDocuments(locale, entries), searchConcepts());`,
        resolveDir: root, loader: 'ts',
      },
      bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'error',
      // The content's module stays out of the bundle, imported by Node from its file: the one
      // instance the build's earlier stages loaded, not a second copy parsed by esbuild and again here.
      plugins: [{
        name: 'content-module-outside',
        setup: (b) => b.onResolve({ filter: /\/generated\/content\.ts$/ }, (args) => ({ path: pathToFileURL(join(args.resolveDir, args.path)).href, external: true })),
      }],
    });
    // esbuild's own process is let go while the index is made (the next bundle starts another).
    await stop();
    const file = join(dir, 'search-build.mjs');
    writeFileSync(file, out.outputFiles[0]!.contents);
    return (await import(pathToFileURL(file).href)) as SearchModule;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each entry with a `content` whose bodies are read from their files under `staticDir` when
 *  asked for (each time: none is kept). */
function entriesReadingBodies(mod: SearchModule, staticDir: string): EntriesWithBodies {
  const body = (url: string): Body => JSON.parse(readFileSync(join(staticDir, url), 'utf8')) as Body;
  const withContent = <T extends Article | NewsItem>(entry: T) => {
    const content = Object.defineProperties({}, Object.fromEntries(locales.map((l) => [l, { get: () => body(entry.body[l]), enumerable: true }]))) as LocalizedBody;
    return { ...entry, content };
  };
  return { articles: mod.articles.map(withContent), newsItems: mod.newsItems.map(withContent) };
}

/** Makes one language's files and writes them into `dir`, each added to `digest` (its name, then
 *  its text, each set off by a newline from the one before); returns their bytes. Made here, not
 *  handed in: once this returns, nothing holds that language's index while the next one is made. */
function writeLanguage(make: () => SearchFiles, dir: string, locale: string, digest: Hash) {
  const f = make();
  let bytes = 0;
  const write = (name: string, data: string) => {
    digest.update(`${locale === locales[0] && name === headFile ? '' : '\n'}${locale}/${name}\n${data}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, name), data);
    bytes += Buffer.byteLength(data);
  };
  write(headFile, JSON.stringify(f.head));
  const head = bytes;
  f.postings.forEach((p, i) => write(postingFile(i), JSON.stringify(p)));
  f.texts.forEach((t, i) => write(textFile(i), JSON.stringify(t)));
  return { bytes, head, postingShards: f.postings.length, textShards: f.texts.length };
}

/** Writes the index under staticDir and the manifest; returns the bytes per language. The article
 *  and news bodies must already be written there (scripts/build/content/index.ts). */
export async function writeSearchIndex(root: string, staticDir: string): Promise<Record<string, { bytes: number; head: number; postingShards: number; textShards: number }>> {
  const mod = await searchModule(root);
  const entries = entriesReadingBodies(mod, staticDir);
  // Written into a folder of its own, then named by the digest of every file (name and text, in
  // the order written), known once the last language is done.
  const partial = join(staticDir, 'assets/search/.partial');
  const digest = createHash('sha256');
  const sizes: Record<string, { bytes: number; head: number; postingShards: number; textShards: number }> = {};
  for (const locale of locales) sizes[locale] = writeLanguage(() => mod.files(locale, entries), join(partial, locale), locale, digest);
  const base = `/assets/search/${digest.digest('hex').slice(0, 12)}`;
  renameSync(partial, join(staticDir, base));
  writeFileSync(join(root, 'src/generated/search-manifest.ts'),
    `// Made by \`npm run build\` (scripts/build/search/index.ts): do not edit. Where this build's search index is.\nexport const searchBase = ${JSON.stringify(base)};\n`);
  return sizes;
}
