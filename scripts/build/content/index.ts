// The build step for what editors write under content/: the Markdown (articles, news, scam guides,
// legal pages; scripts/build/content/compile.ts) into src/generated/content.ts (git-ignored, like the
// other generated modules; without the article and news bodies, which are written as static
// assets, one file per entry and language, as each entry compiles) and src/generated/content-full.ts
// (the same with the bodies, written a piece at a time from those files, for the browser tests that
// look at every body); the site's own text (content/text/*.yaml; scripts/build/content/text.ts) into
// src/generated/text.ts. Every Simplified Chinese text is derived here, and written beside its
// source for review: each folder's zh-CN.md beside its zh-TW.md, text/x.zh-CN.yaml beside
// text/x.yaml. A review file is the build's output, never its input: when it is stale the build
// rewrites it and says so, and never fails for it (an edit made in a browser builds as it is).
// A problem in a source file stops the build with its file, line and field, every problem of the
// build listed at once (scripts/build/content/checks/: the rules in plain words; docs/editing.md). The
// pictures beside the articles and news that a body names are resized first
// (scripts/build/content/images.ts): the bodies name their files; a picture no body names is not
// published.
// `node scripts/build/content/index.ts` runs this step alone.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileContentTo, ContentError, type ContentSink, contentModule, draftFolders, entrySource, fullModuleParts, OVERRIDES, reviewOf } from './compile.ts';
import { contentImages, namedPictures } from './images.ts';
import { compileTexts, isReviewPath, TEXT_DIR, textModule } from './text.ts';
import { type FilesOnDisk, filesUnder } from './files.ts';
import { Overrides } from '../zh-cn/overrides.ts';
import { checkContentFiles, formatProblems } from './checks/index.ts';
import { buildIsVerified } from './checks/mode.ts';
import { officialNumbers, type NumberSources } from '../../../src/content/official-numbers.ts';

const root = join(import.meta.dirname, '../../..');

/** Every file under a content folder the build reads or writes: path (with '/') -> text, each
 *  read when asked for (./files.ts). The Markdown, the overrides, the site's text and the review
 *  files beside them. */
export function readContentFiles(dir: string): FilesOnDisk {
  return filesUnder(dir, (rel, name) => name.endsWith('.md') || rel === OVERRIDES || (rel.startsWith(`${TEXT_DIR}/`) && rel.endsWith('.yaml')));
}

const isReview = (path: string) => path.endsWith('/zh-CN.md') || isReviewPath(path);

/** Compiles content/ into src/generated/content.ts, content-full.ts and text.ts, writes the
 *  article and news bodies under `staticDir` (the build's static folder in the making), and
 *  rewrites the review files that differ; returns a digest of the worker's modules (for the build
 *  id; it names every body file by its hash), the picture files to write under dist/static, and
 *  every problem found (then nothing is written but bodies, which a failed build throws away). Style
 *  findings are printed as warnings. */
export async function buildContent({ production = false, staticDir }: { production?: boolean; staticDir: string }): Promise<{ digest: string; imageFiles: ReadonlyMap<string, Buffer>; errors: readonly string[]; warnings: readonly string[]; drafts: number }> {
  const dir = join(root, 'content');
  const all = readContentFiles(dir);
  const sources = all.filter((path) => !isReview(path));
  // A build for the live site (--production: npm run deploy) leaves drafts out altogether: no
  // metadata in the worker, no body or picture among the static files. They are compiled and
  // checked all the same (a guide may name a draft article), and dropped from what is written.
  const drafts = draftFolders(sources);
  const shipped = (path: string) => !production || !drafts.has(path.split('/').slice(0, 2).join('/'));
  const files = sources;
  // Only the pictures a body names are made and published: a file left in a folder is not, nor,
  // for the live site, a draft's (the compile takes those as present).
  const named = namedPictures(files);
  const pictures = await contentImages(dir, join(root, 'node_modules/.cache/content-images'), new Set([...named].filter(shipped)));
  // (A draft's pictures, left out with it, are not unused.)
  const unused = pictures.unused.filter((path) => shipped(path.slice('content/'.length)));
  if (unused.length) console.warn(formatProblems('pictures no body names (not published; delete them, or name them in a body)', unused));
  const errors: string[] = [];
  const attempt = <T>(step: () => T): T | undefined => {
    try {
      return step();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      errors.push(...error.message.split('\n'));
      return undefined;
    }
  };
  // A refused picture is listed with what to do (pictures.errors); the compile takes it as present,
  // so a body naming it is not also told there is no such file.
  errors.push(...pictures.errors);
  const placeholder = { src: '', width: 1, height: 1, avif: '', webp: '' };
  const notMade = [...pictures.refused, ...[...named].filter((key) => !shipped(key))];
  const images = new Map([...pictures.images, ...notMade.map((key) => [key, placeholder] as const)]);
  // The site's own texts first: they list the official numbers, the only ones a body may call.
  const text = attempt(() => compileTexts(files, new Overrides(files.get(OVERRIDES))));
  const official = text ? officialNumbers(text.values as unknown as NumberSources) : undefined;
  // Each entry's bodies are written as it compiles (a draft's not, for the live site); of each
  // zh-CN.md, only whether it differs from the file is kept (made again and written below, once the
  // whole build is good: a first build of years of content changes them all).
  mkdirSync(join(staticDir, 'assets/content'), { recursive: true });
  const madeReviews = new Set<string>();
  const changedReviews = new Set<string>();
  const sink: ContentSink = {
    entry: (entry, bodies) => {
      if (production && entry.draft) return;
      for (const [url, json] of bodies) writeFileSync(join(staticDir, url), json);
    },
    review: (path, text) => {
      madeReviews.add(path);
      if (all.get(path) !== text) changedReviews.add(path);
    },
  };
  const compiled = attempt(() => compileContentTo(files, sink, 'content', images, official));
  const content = compiled && production
    ? { ...compiled, articles: compiled.articles.filter((a) => !a.draft), newsItems: compiled.newsItems.filter((n) => !n.draft) }
    : compiled;
  // The organisation's data files are compiled later (scripts/build/organisation/index.ts), checked here with the rest.
  const organisationDir = join(dir, 'organisation');
  const organisation = existsSync(organisationDir)
    ? readdirSync(organisationDir).filter((name) => name.endsWith('.yaml') && !isReviewPath(name)).map((name) => `organisation/${name}`)
    : [];
  const checked = sources.filter(() => true, organisation);
  const retiredNames = (text?.values.retiredNames ?? []) as string[];
  const checks = checkContentFiles(checked, { verified: buildIsVerified(readFileSync(join(root, 'wrangler.toml'), 'utf8'), process.env), retiredNames });
  errors.push(...checks.errors);
  if (checks.warnings.length) console.warn(formatProblems('content style (warnings: the site still builds)', checks.warnings));
  const { warnings } = checks;
  if (!content || !text || errors.length) return { digest: '', imageFiles: new Map(), errors, warnings, drafts: 0 };
  const overrides = new Overrides(files.get(OVERRIDES));
  function* reviews(): Generator<readonly [string, string]> {
    for (const path of changedReviews) {
      const key = path.slice(0, -'/zh-CN.md'.length);
      yield [path, reviewOf(key, entrySource(files, key)!, overrides)];
    }
    yield* text!.reviews;
  }
  for (const [path, review] of reviews()) {
    if (all.get(path) === review) continue;
    // Written whole, then renamed into place: the web editor's watcher (and a test) never reads a
    // half-written review file.
    writeFileSync(join(dir, `${path}.tmp`), review);
    renameSync(join(dir, `${path}.tmp`), join(dir, path));
    console.warn(`review file updated: content/${path} (commit it with its source)`);
  }
  for (const path of all.keys()) {
    if (isReview(path) && !madeReviews.has(path) && !text.reviews.has(path) && existsSync(join(dir, path))) {
      rmSync(join(dir, path));
      console.warn(`review file removed: content/${path} (its source is gone)`);
    }
  }
  const module = contentModule(content);
  const textSource = textModule(text.values);
  mkdirSync(join(root, 'src/generated'), { recursive: true });
  writeFileSync(join(root, 'src/generated/content.ts'), module);
  const full = openSync(join(root, 'src/generated/content-full.ts'), 'w');
  try {
    for (const part of fullModuleParts(content, (url) => readFileSync(join(staticDir, url), 'utf8'))) writeSync(full, part);
  } finally {
    closeSync(full);
  }
  writeFileSync(join(root, 'src/generated/text.ts'), textSource);
  // What the pictures became, for the content tests (which compile content/ again without sharp).
  writeFileSync(join(root, 'src/generated/content-images.ts'), `// Generated by scripts/build/content/index.ts (scripts/build/content/images.ts). Do not edit.
import type { ImageBlock } from '../content/body.ts';

/** Each picture's path under content/ -> its variants. */
export const contentImages: ReadonlyMap<string, Omit<ImageBlock, 'kind' | 'alt'>> = new Map(${JSON.stringify([...pictures.images])});
`);
  const imageBytes = [...pictures.files.values()].reduce((n, b) => n + b.length, 0);
  console.log(`content: ${content.articles.length} articles, ${content.newsItems.length} news items, ${content.scamGuides.length} scam guides, ${Object.keys(content.legal).length} legal pages, ${Object.keys(text.values).length} texts of the site's own pages; ${pictures.images.size} pictures in ${pictures.files.size} variants (${(imageBytes / 1024).toFixed(0)} KB)`);
  const shippedDrafts = [...content.articles, ...content.newsItems].filter((e) => e.draft).length;
  if (production && drafts.size) console.log(`content: ${drafts.size} draft${drafts.size === 1 ? '' : 's'} left out of this build for the live site`);
  return { digest: createHash('sha256').update(module).update(textSource).digest('hex'), imageFiles: pictures.files, errors, warnings, drafts: shippedDrafts };
}


if (import.meta.main) {
  // Alone, the bodies go to a folder of their own, removed after.
  const staticDir = mkdtempSync(join(tmpdir(), 'content-bodies-'));
  const { errors } = await buildContent({ staticDir }).finally(() => rmSync(staticDir, { recursive: true, force: true }));
  if (errors.length) {
    console.error(formatProblems('content cannot build', errors));
    process.exit(1);
  }
}
