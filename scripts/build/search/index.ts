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
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
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
    });
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

/** Writes the index under staticDir and the manifest; returns the bytes per language. The article
 *  and news bodies must already be written there (scripts/build/content/index.ts). */
export async function writeSearchIndex(root: string, staticDir: string): Promise<Record<string, { bytes: number; head: number; postingShards: number; textShards: number }>> {
  const mod = await searchModule(root);
  const entries = entriesReadingBodies(mod, staticDir);
  // Written into a folder of its own, then named by the digest of every file (name and text, in
  // the order written), known once the last language is done.
  const partial = join(staticDir, 'assets/search/.partial');
  const digest = createHash('sha256');
  let first = true;
  const sizes: Record<string, { bytes: number; head: number; postingShards: number; textShards: number }> = {};
  for (const locale of locales) {
    const f = mod.files(locale, entries);
    let bytes = 0;
    const write = (name: string, data: string) => {
      digest.update(`${first ? '' : '\n'}${locale}/${name}\n${data}`);
      first = false;
      const path = join(partial, locale, name);
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, data);
      bytes += Buffer.byteLength(data);
    };
    write(headFile, JSON.stringify(f.head));
    const head = bytes;
    f.postings.forEach((p, i) => write(postingFile(i), JSON.stringify(p)));
    f.texts.forEach((t, i) => write(textFile(i), JSON.stringify(t)));
    sizes[locale] = { bytes, head, postingShards: f.postings.length, textShards: f.texts.length };
  }
  const base = `/assets/search/${digest.digest('hex').slice(0, 12)}`;
  renameSync(partial, join(staticDir, base));
  writeFileSync(join(root, 'src/generated/search-manifest.ts'),
    `// Made by \`npm run build\` (scripts/build/search/index.ts): do not edit. Where this build's search index is.\nexport const searchBase = ${JSON.stringify(base)};\n`);
  return sizes;
}
