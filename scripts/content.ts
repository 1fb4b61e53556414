// The build step for what editors write under content/: the Markdown (articles, news, scam guides,
// legal pages; scripts/content-compile.ts) into src/generated/content.ts (git-ignored, like the
// other generated modules; without the article and news bodies, which the build writes as static
// assets from what this returns) and src/generated/content-full.ts (the same with the bodies, for
// scripts and tests); the site's own text (content/text/*.yaml; scripts/content-text.ts) into
// src/generated/text.ts. Every Simplified Chinese text is derived here, and written beside its
// source for review: each folder's zh-CN.md beside its zh-TW.md, text/x.zh-CN.yaml beside
// text/x.yaml. A review file is the build's output, never its input: when it is stale the build
// rewrites it and says so, and never fails for it (an edit made in a browser builds as it is).
// A problem in a source file stops the build with its file, line and field, every problem of the
// build listed at once (scripts/content-checks/: the rules in plain words; docs/editing.md). The
// pictures beside the articles and news are resized first (scripts/content-images.ts): the bodies
// name their files.
// `node scripts/content.ts` runs this step alone.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { compileContent, ContentError, contentModules, OVERRIDES } from './content-compile.ts';
import { contentImages } from './content-images.ts';
import { compileTexts, isReviewPath, TEXT_DIR, textModule } from './content-text.ts';
import { Overrides } from './zh-cn-overrides.ts';
import { checkContentFiles, formatProblems } from './content-checks/index.ts';
import { buildIsVerified } from './content-checks/mode.ts';

const root = join(import.meta.dirname, '..');

/** Every file under a content folder the build reads or writes: path (with '/') -> text. The
 *  Markdown, the overrides, the site's text and the review files beside them. */
export function readContentFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      const rel = relative(dir, path).split(sep).join('/');
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md') || rel === OVERRIDES || (rel.startsWith(`${TEXT_DIR}/`) && rel.endsWith('.yaml'))) {
        files.set(rel, readFileSync(path, 'utf8'));
      }
    }
  };
  walk(dir);
  return files;
}

const isReview = (path: string) => path.endsWith('/zh-CN.md') || isReviewPath(path);

/** Compiles content/ into src/generated/content.ts, content-full.ts and text.ts, and rewrites
 *  the review files that differ; returns a digest of the worker's modules (for the build id; it
 *  names every body file by its hash), the body and picture files to write under dist/static,
 *  and every problem found (then nothing is written). Style findings are printed as warnings. */
export async function buildContent(): Promise<{ digest: string; bodyFiles: ReadonlyMap<string, string>; imageFiles: ReadonlyMap<string, Buffer>; errors: readonly string[]; warnings: readonly string[] }> {
  const dir = join(root, 'content');
  const all = readContentFiles(dir);
  const files = new Map([...all].filter(([path]) => !isReview(path)));
  const pictures = await contentImages(dir, join(root, 'node_modules/.cache/content-images'));
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
  const content = attempt(() => compileContent(files, 'content', pictures.images));
  const text = attempt(() => compileTexts(files, new Overrides(files.get(OVERRIDES))));
  // The organisation's data files are compiled later (scripts/organisation.ts), checked here with the rest.
  const organisationDir = join(dir, 'organisation');
  const organisation = existsSync(organisationDir)
    ? readdirSync(organisationDir).filter((name) => name.endsWith('.yaml') && !isReviewPath(name))
      .map((name) => [`organisation/${name}`, readFileSync(join(organisationDir, name), 'utf8')] as const)
    : [];
  const checked = new Map([...files, ...organisation]);
  const retiredNames = (text?.values.retiredNames ?? []) as string[];
  const checks = checkContentFiles(checked, { verified: buildIsVerified(readFileSync(join(root, 'wrangler.toml'), 'utf8'), process.env), retiredNames });
  errors.push(...checks.errors);
  if (checks.warnings.length) console.warn(formatProblems('content style (warnings: the site still builds)', checks.warnings));
  const { warnings } = checks;
  if (!content || !text || errors.length) return { digest: '', bodyFiles: new Map(), imageFiles: new Map(), errors, warnings };
  const reviews = new Map([...content.zhCN, ...text.reviews]);
  for (const [path, review] of reviews) {
    if (all.get(path) === review) continue;
    writeFileSync(join(dir, path), review);
    console.warn(`review file updated: content/${path} (commit it with its source)`);
  }
  for (const path of all.keys()) {
    if (isReview(path) && !reviews.has(path) && existsSync(join(dir, path))) {
      rmSync(join(dir, path));
      console.warn(`review file removed: content/${path} (its source is gone)`);
    }
  }
  const { module, fullModule, bodyFiles } = contentModules(content);
  const textSource = textModule(text.values);
  mkdirSync(join(root, 'src/generated'), { recursive: true });
  writeFileSync(join(root, 'src/generated/content.ts'), module);
  writeFileSync(join(root, 'src/generated/content-full.ts'), fullModule);
  writeFileSync(join(root, 'src/generated/text.ts'), textSource);
  // What the pictures became, for the content tests (which compile content/ again without sharp).
  writeFileSync(join(root, 'src/generated/content-images.ts'), `// Generated by scripts/content.ts (scripts/content-images.ts). Do not edit.
import type { ImageVariants } from '../../scripts/content-image-blocks.ts';

/** Each picture's path under content/ -> its variants. */
export const contentImages: ReadonlyMap<string, ImageVariants> = new Map(${JSON.stringify([...pictures.images])});
`);
  const imageBytes = [...pictures.files.values()].reduce((n, b) => n + b.length, 0);
  console.log(`content: ${content.articles.length} articles, ${content.newsItems.length} news items, ${content.scamGuides.length} scam guides, ${Object.keys(content.legal).length} legal pages, ${Object.keys(text.values).length} texts of the site's own pages; ${pictures.images.size} pictures in ${pictures.files.size} variants (${(imageBytes / 1024).toFixed(0)} KB)`);
  return { digest: createHash('sha256').update(module).update(textSource).digest('hex'), bodyFiles, imageFiles: pictures.files, errors, warnings };
}

if (import.meta.main) {
  const { errors } = await buildContent();
  if (errors.length) {
    console.error(formatProblems('content cannot build', errors));
    process.exit(1);
  }
}
