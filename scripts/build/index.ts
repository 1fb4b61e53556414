// `npm run build`: everything the worker needs that is made, not written. Each stage is a folder
// beside this file, run in the order of buildStages in eslint.config.js (docs/architecture.md draws
// the pipeline; each folder's README.md says what it reads and writes). What it writes:
// - dist/static/: what Workers Static Assets serves. Every file is under /assets/ (so none can
//   shadow a page route) with a content-hashed name (so all can be cached for a year): the
//   stylesheet (UnoCSS over src/), the client module (esbuild), and the files of assets/.
//   assets/_headers goes to its root, where the platform reads it;
// - src/generated/redirects.ts: assets/_redirects, once it passes the checks of
//   scripts/build/links/redirects.ts (else the build fails), answered by the worker (src/http/listed-redirects.ts)
//   so that its 301s carry the security headers of every response;
// - src/generated/assets.ts: their URLs and a build id (for ETags), imported by the worker;
// - src/generated/style.ts: the stylesheet again, as rules the worker picks from for each page's
//   inline <style>; client-loader.ts: the inline script that loads the client module, and its
//   CSP hash; inline-svg.ts: SVG drawings shown inline above the fold (scripts/build/page-assets/inline-style.ts).
// - src/generated/content.ts and text.ts: what is written under content/, compiled
//   (scripts/build/content/index.ts), every Simplified Chinese text derived, and written beside its source
//   for review (docs/zh-cn.md); the article and news bodies go to dist/static/assets/content/
//   (hash-named JSON the worker reads through the assets binding, and the search index below), one
//   entry at a time, and with their bodies to src/generated/content-full.ts, for the browser tests
//   that look at every body (workerd tests read bodies as pages do); the pictures beside articles and news go
//   to dist/static/assets/content-images/ as AVIF and WebP at a few widths (scripts/build/content/images.ts);
// - the web editor (/admin): Decap CMS's files, its page and config.yml (scripts/build/cms/admin.ts);
// - src/generated/security-txt.ts: /.well-known/security.txt's fields (RFC 9116) from the `security`
//   block of content/organisation/contact.yaml (scripts/build/security-txt/), served by the worker
//   with its Canonical address (src/http/text-files.ts);
// - src/i18n/zh-CN and typesafe-i18n's utilities: the interface strings (scripts/build/i18n/index.ts).
// - the site search's index (scripts/build/search/index.ts): static assets under
//   dist/static/assets/search/<digest>/, named by src/generated/search-manifest.ts, with the
//   readers' vocabulary (content/search/vocabulary.yaml → src/generated/vocabulary.ts, checked by
//   scripts/build/search/vocabulary.ts); and src/generated/han-fold.ts, the Traditional → Simplified character
//   map search folds with.
// - dist/build.json: whether the build is for the live site (--production: drafts left out) and how
//   many drafts it ships, for the deploy preflight.
// Both outputs are git-ignored; the review files beside the content are checked in.
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { createGenerator } from '@unocss/core';
import { build } from 'esbuild';
import { Features, transform } from 'lightningcss';
import config from '../../uno.config.ts';
import { parseRedirects, redirectProblems } from './links/redirects.ts';
import { writeClientLoader, writeInlineStyle, writeInlineSvgs } from './page-assets/inline-style.ts';
import { renameSheetClasses, sheetClasses, shortClassNames } from './page-assets/class-names.ts';
import { writeIcons } from './page-assets/icons.ts';
import { clientClasses as clientClassList } from '../../src/client/classes.ts';
import { buildContent } from './content/index.ts';
import { formatProblems } from './content/checks/index.ts';
import { buildContentStatus, buildIsVerified } from './content/checks/mode.ts';
import { formatByEntry } from './cms/by-entry.ts';
import { writeInterfaceStrings } from './i18n/index.ts';
import { writeHanFold } from './zh-cn/han-fold.ts';
import { writeSearchIndex } from './search/index.ts';

// V8 lets its heap grow to several times what was live at its last collection before it collects
// again (up to 4×, when allocation is fast); the build makes mostly short-lived garbage (every
// entry's Markdown trees, every document's terms), so its memory followed the content's size. Grown by 5 % at a time, the
// heap stays near what is live: the measures are in docs/performance.md, "Growth". (Set here, not
// as a flag on the command: every way the build is started gets it, and V8 reads it at each collection.)
setFlagsFromString('--heap-growing-percent=5');

const root = join(import.meta.dirname, '../..');
/** Where the static files end up: dist/static, or $BUILD_STATIC_DIR (`npm run cms` gives each
 *  build a folder of its own, scripts/dev/cms/builds.ts). */
const finalDir = resolve(root, process.env.BUILD_STATIC_DIR ?? 'dist/static');
// Written whole beside it under another name, then swapped in by two renames once the build has
// succeeded (swapIn below): a server reading the folder never sees a half-written build, and a
// failed build leaves the last good one in place.
const staticDir = `${finalDir}.partial-${process.pid}`;
const outDir = join(staticDir, 'assets');
process.on('exit', () => rmSync(staticDir, { recursive: true, force: true }));

/** What the build found, as JSON in $BUILD_REPORT when set (`npm run cms` shows it in the editor:
 *  scripts/dev/cms/builds.ts). The same lines the terminal shows. */
function report(outcome: { ok: boolean; buildId?: string; errors: readonly string[]; warnings: readonly string[] }): void {
  // With the content status it checked for: the editor's checks apply the same (src/client/admin.ts).
  const contentStatus = buildContentStatus(readFileSync(join(root, 'wrangler.toml'), 'utf8'), process.env);
  if (process.env.BUILD_REPORT) writeFileSync(process.env.BUILD_REPORT, JSON.stringify({ ...outcome, contentStatus }));
}

/** Stops the build on these problems, the last good build left in place. */
function stop(errors: readonly string[]): never {
  report({ ok: false, errors, warnings: contentWarnings });
  process.exit(1);
}

/** Replaces `target` with the finished `staging` folder: a rename each way, the old one then removed. */
function swapIn(staging: string, target: string): void {
  const old = `${target}.old-${process.pid}`;
  // (lstat: `npm run cms` leaves dist/static a link to its last build, scripts/dev/cms/builds.ts.)
  if (existsSync(target) || lstatSync(target, { throwIfNoEntry: false })) renameSync(target, old);
  renameSync(staging, target);
  rmSync(old, { recursive: true, force: true });
}

/** Oldest browsers the stylesheet is written for (Lightning CSS's version numbers: major << 16). */
const cssTargets = { safari: 13 << 16, ios_saf: 13 << 16, chrome: 80 << 16, edge: 80 << 16, firefox: 78 << 16, samsung: 12 << 16 };

const hash = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 12);

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : filesUnder(path, test);
    return test(e.name) ? [path] : [];
  }).sort();
}

const urls: Record<string, string> = {};

/** Writes `data` as /assets/<stem>.<hash><ext> and records its URL under `name`. */
function emit(name: string, data: string | Buffer): string {
  const ext = extname(name);
  const file = `${name.slice(0, -ext.length || undefined).replace(/[^a-z0-9-]/gi, '-')}.${hash(data)}${ext}`;
  writeFileSync(join(outDir, file), data);
  return (urls[name] = `/assets/${file}`);
}

// Search folds Traditional and Simplified Chinese with a character map made from OpenCC (first:
// the readers' vocabulary is checked with it below).
writeHanFold(root);

// Content first: the route table and every page read it. The Markdown (content/) and the
// organisation's data files (content/organisation/) are checked and compiled into src/generated/.
// Every problem of both is printed together, then the build stops (scripts/build/content/checks/).
// --production (npm run deploy, npm run preflight): a build for the live site, without drafts.
const production = process.argv.includes('--production');
// The article and news bodies are written into the static folder as each entry compiles.
rmSync(staticDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const { digest: contentDigest, imageFiles, errors: contentErrors, warnings: contentWarnings, drafts } = await buildContent({ production, staticDir });
const contentProblems = [...contentErrors];
// The organisation's data reads the official names compiled just above: imported only now (from
// the last good build's names when the content's text did not compile; none on a first build).
const organisation = await import('./organisation/index.ts').catch(() => undefined);
organisation?.writeOrganisation(contentProblems);
// /.well-known/security.txt's fields, from contact.yaml's `security` block (scripts/build/security-txt/):
// an Expires in the past or over a year ahead is listed with the rest.
(await import('./security-txt/index.ts').catch(() => undefined))?.writeSecurityTxt(contentProblems);
// The interface strings take overrides from the same file: a stale one is listed with the rest.
await writeInterfaceStrings(contentProblems);
// The readers' vocabulary for search names pages of the route table, which reads the content: when
// the content did not compile, it is checked on the next build.
if (!contentProblems.length) (await import('./search/vocabulary.ts')).writeVocabulary(contentProblems);
// Links between pages name pages that exist (scripts/build/links/index.ts): checked, like the vocabulary,
// once the content they name has compiled.
const siteLinks = contentProblems.length ? undefined : await import('./links/index.ts');
const site = siteLinks?.siteIndex();
if (siteLinks) contentProblems.push(...siteLinks.siteLinkProblems(site));
if (contentProblems.length) {
  // Verified mode lists every sample value left: told by the entry to open in the web editor, with
  // its fields, rather than a couple of hundred lines by file (scripts/build/cms/by-entry.ts).
  const verified = buildIsVerified(readFileSync(join(root, 'wrangler.toml'), 'utf8'), process.env);
  const said = verified ? formatByEntry(contentProblems, (path) => (existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : undefined)) : contentProblems;
  console.error(formatProblems(verified ? 'The build stopped (verified mode)' : 'The build stopped: fix these lines and build again', said));
  stop(said);
}

// The search index, made once here from the content's modules and the bodies written above, and
// served as static assets (src/search/format.ts).
const searchIndex = await writeSearchIndex(root, staticDir);
console.log(`search index: ${Object.entries(searchIndex).map(([l, s]) => `${l} ${(s.bytes / 1024).toFixed(0)} KB (head ${(s.head / 1024).toFixed(0)} KB, ${s.postingShards} posting + ${s.textShards} text shards)`).join('; ')}`);
writeFileSync(join(staticDir, '_headers'), readFileSync(join(root, 'assets/_headers')));
for (const file of filesUnder(join(root, 'assets'), (n) => n !== '_headers' && n !== '_redirects' && !n.endsWith('.md'))) {
  emit(relative(join(root, 'assets'), file), readFileSync(file));
}
// The pictures of articles and news (scripts/build/content/images.ts), named by content hash.
mkdirSync(join(outDir, 'content-images'));
for (const [url, data] of imageFiles) writeFileSync(join(staticDir, url), data);

// The drawings inlined into pages (their first picture, no request): their colours are utilities
// of the design tokens (fill-brand-50 …), so they follow the dark scheme as the page does.
const inlineDrawings = { 'illustrations/team.svg': readFileSync(join(root, 'assets/illustrations/team.svg'), 'utf8').trim() };
// Stylesheet: reset + the utilities used anywhere in src/ (content modules may name colours) and
// in the inlined drawings.
const sources = filesUnder(join(root, 'src'), (n) => /\.(tsx?)$/.test(n));
const sourceText = [...sources.map((f) => readFileSync(f, 'utf8')), ...Object.values(inlineDrawings)].join('\n');
const uno = await createGenerator(config);
const { css } = await uno.generate(sourceText, { minify: true });
const reset = readFileSync(join(root, 'node_modules/@unocss/reset/tailwind.css'), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ').trim();
// Classes the client module adds at run time are not in the markup it starts from: always kept
// (src/client/classes.ts lists them, and the module uses that list).
const clientClasses = new Set(clientClassList.map((c) => `.${c}`));
// Utilities get one- or two-letter names (scripts/build/page-assets/class-names.ts); the site's own component
// names, sr-only and what the client module toggles keep theirs.
const preflightCss = (await Promise.all((config.preflights ?? []).map((p) => p.getCSS({} as never)))).join('\n');
const keptClasses = new Set([...Object.keys(config.shortcuts ?? {}), ...sheetClasses(preflightCss), 'sr-only', ...[...clientClasses].map((c) => c.slice(1))]);
// Minified once more by Lightning CSS (hex colours, shorthands, .5rem): UnoCSS's output is
// compact but not minimal, and every byte of it is in every page's first round trip.
// The targets keep what older phones read: min-width media queries, not the range syntax
// (Safari before 16.4 ignores `width>=640px`, and with it every responsive rule). The font
// stacks stay as written: they already name each platform's font after system-ui.
// color-scheme stays as written too: the dark scheme is the tokens' (uno.config.ts), not a polyfill of light-dark().
const minified = transform({
  filename: 'site.css', code: Buffer.from(`${reset}\n${css}`), minify: true, targets: cssTargets, exclude: Features.FontFamilySystemUi | Features.LightDark,
}).code.toString();
const classNames = shortClassNames(minified, sourceText, keptClasses);
const siteCss = renameSheetClasses(minified, classNames);
const cssUrl = emit('site.css', siteCss);
writeInlineStyle(siteCss, clientClasses, classNames);
// The Team page's banner drawing, its first image: inline, as the logo is, so it costs no request.
await writeIcons();
writeInlineSvgs(inlineDrawings, readFileSync(join(root, 'assets/logo.svg'), 'utf8'));

// Client module: one small ES module, progressive enhancement only, plus the chunk it imports
// only when a third-party service is configured. esbuild names both by content hash.
const bundle = await build({
  entryPoints: { site: join(root, 'src/client/main.ts') },
  bundle: true, minify: true, format: 'esm', target: 'es2020', write: false, legalComments: 'none',
  splitting: true, outdir: outDir, entryNames: '[name].[hash]', chunkNames: 'chunk.[hash]',
});
for (const file of bundle.outputFiles) {
  const name = relative(outDir, file.path);
  writeFileSync(file.path, file.contents);
  const url = `/assets/${name}`;
  if (name.startsWith('site.')) urls['site.js'] = url;
  else urls[name] = url;
}
writeClientLoader(urls['site.js']!);

// The web editor at /admin (scripts/build/cms/admin.ts): Decap CMS, its page script and a config.yml made
// from the content schemas. Imported only now: the schemas read the content compiled above.
await (await import('./cms/admin.ts')).writeCmsAssets(root, outDir, site!);

// The build id changes whenever anything that shapes a page changes: ETags follow it.
const buildId = hash(sources.map((f) => relative(root, f) + readFileSync(f, 'utf8')).join('\0') + JSON.stringify(urls) + contentDigest + readFileSync(join(root, 'src/generated/organisation.ts'), 'utf8'));

mkdirSync(join(root, 'src/generated'), { recursive: true });
writeFileSync(join(root, 'src/generated/assets.ts'), `// Generated by scripts/build/index.ts. Do not edit.
export const buildId = ${JSON.stringify(buildId)};
/** Source name (as under assets/, plus site.css and site.js) -> hashed URL. */
export const assetUrls: Readonly<Record<string, string>> = ${JSON.stringify(urls, null, 2)};
`);
// What this build ships that only the local preview shows, for the deploy preflight (not served).
writeFileSync(join(root, 'dist/build.json'), `${JSON.stringify({ buildId, production, drafts })}\n`);
console.log(`build ${buildId}${production ? ' (for the live site)' : ''}: ${Object.keys(urls).length} assets; ${cssUrl} ${Buffer.byteLength(siteCss)} B; ${bundle.outputFiles.map((f) => `${relative(outDir, f.path)} ${f.contents.length} B`).join(', ')}`);

// Redirects: every target must be a page, and no redirect may hide one. The route table is read
// directly (it imports no page), once the content it lists is compiled (above).
const { allPagePaths } = await import('../../src/site/routes.ts');
const redirects = readFileSync(join(root, 'assets/_redirects'), 'utf8');
const problems = redirectProblems(redirects, allPagePaths());
if (problems.length) {
  console.error(`assets/_redirects cannot ship:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  stop(problems.map((p) => `assets/_redirects: ${p}`));
}
const redirectMap = Object.fromEntries(parseRedirects(redirects).rules.map((r) => [r.from, r.to]));
writeFileSync(join(root, 'src/generated/redirects.ts'), `// Generated by scripts/build/index.ts from assets/_redirects. Do not edit.
/** Old path (as the URL carries it) -> page path: each answers 301 (src/http/listed-redirects.ts). */
export const listedRedirects: Readonly<Record<string, string>> = ${JSON.stringify(redirectMap, null, 2)};
`);

// Everything is written and checked: the new static files replace the last build's at once.
swapIn(staticDir, finalDir);
report({ ok: true, buildId, errors: [], warnings: contentWarnings });
