// The build's part of the web editor (docs/editing.md): Decap CMS's files copied from
// node_modules under dist/static/assets/decap-cms-<version>/ (its chunks keep the names its main
// file asks for; the version in the folder's name keeps them immutable), the editor's page script
// (src/client/admin.ts), the build's rules bundled for the editor (scripts/build/cms/checks.ts, with the
// site as built: its pages, articles and data files), the sign-in window's script
// (src/client/admin-signin.ts), config.yml made from the schemas (scripts/build/cms/config.ts), and
// src/generated/admin.ts: their addresses and the
// stylesheet of the editor's plain pages, which the worker serves (src/http/editor-*.ts).
// Nothing here depends on where the site is deployed: the repository, the sign-in and the local
// backend are the worker's vars (src/site/editor.ts), so `npm run build` and `npm run cms` make
// the same files.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { retiredNames } from '../../../src/content/official-names.ts';
import { checkFirst } from '../../../src/content/check-tools.ts';
import { officialNumbers } from '../../../src/content/official-numbers.ts';
import { reportChannels } from '../../../src/content/report.ts';
import { bankSteps, lossChannels, supportLines } from '../../../src/content/report-help.ts';
import { fontStacks, lineTokens, surfaceTokens, textTokens, type Token } from '../../../design-tokens.ts';
import type { EditorSite } from './checks.ts';
import { cmsConfig } from './config.ts';
import type { SiteIndex } from '../content/checks/links.ts';
import { buildIsVerified } from '../content/checks/mode.ts';
import { readOrganisationSources } from '../organisation/index.ts';
import { imageName } from '../read/markdown.ts';
import { schemas } from '../organisation/schema.ts';

/** Writes `data` as /assets/<stem>.<hash><ext>. Not among the site's asset URLs (src/generated/assets.ts):
 *  no public page loads these, so none counts against a public page's budgets. */
function emit(outDir: string, name: string, data: string): string {
  const ext = extname(name);
  const file = `${name.slice(0, -ext.length)}.${createHash('sha256').update(data).digest('hex').slice(0, 12)}${ext}`;
  writeFileSync(join(outDir, file), data);
  return `/assets/${file}`;
}

/** The editor's plain pages (src/http/editor-pages.ts): readable at 320 px and at 1440 px. */
const plainStyle = 'body{margin:0;font:1.0625rem/1.6 system-ui,sans-serif;color:#1a1a1a;background:#fff}'
  + 'main{max-width:40rem;margin:0 auto;padding:2rem 1.25rem}section+section{margin-top:2rem;border-top:1px solid #ddd;padding-top:1rem}'
  + 'h1{font-size:1.375rem;line-height:1.3;margin:0 0 .75rem}a{color:#0b57d0;overflow-wrap:anywhere}li{margin:.25rem 0;overflow-wrap:anywhere}';

/** A token's light value ('slate-700' -> '#334155'). */
const tone = (tokens: readonly Token[], name: string) => tokens.find(([n]) => n === name)![1];
const fg = (name: string) => tone(textTokens, name);
const bg = (name: string) => tone(surfaceTokens, name);
const line = (name: string) => tone(lineTokens, name);

/** The preview pane's stylesheet (src/client/admin-preview.ts): an entry laid out as its page is,
 *  in the site's tokens, type sizes and font stacks. */
const previewStyle = [
  `body{margin:0;background:${bg('white')};color:${fg('slate-800')};font:18px/1.7 ${fontStacks.en}}`,
  `.page{max-width:46rem;margin:0 auto;padding:28px 20px 40px;border-bottom:8px solid ${bg('slate-100')}}`,
  `.page[lang="zh-Hant-TW"]{font-family:${fontStacks['zh-TW']}}`,
  `.language{font:600 13px/1.4 ${fontStacks.en};letter-spacing:.04em;color:${fg('slate-600')};margin:0 0 12px}`,
  `h1{font-size:2.25rem;line-height:1.2;font-weight:700;letter-spacing:-.01em;color:${fg('slate-900')};margin:0 0 12px}`,
  `.lead{font-size:1.125rem;color:${fg('slate-600')};margin:0 0 16px}.byline{color:${fg('slate-700')};margin:0 0 8px}`,
  `.tags{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0;margin:0 0 24px}.tags li{background:${bg('brand-50')};color:${fg('brand-800')};border-radius:999px;padding:2px 12px;font-size:.875rem}`,
  `.body{border-top:1px solid ${line('slate-200')};padding-top:24px}.body h2{font-size:1.5rem;line-height:1.3;margin:2rem 0 .75rem;color:${fg('slate-900')}}.body h3{font-size:1.25rem;margin:1.5rem 0 .5rem;color:${fg('slate-900')}}`,
  `.body p{margin:0 0 1rem}.body ul{padding-left:1.25rem;margin:0 0 1rem}.body li{margin:.25rem 0}`,
  `a{color:${fg('brand-700')};text-decoration:underline;text-underline-offset:4px;overflow-wrap:anywhere}.host{color:${fg('slate-600')}}`,
  `.body img{display:block;max-width:100%;height:auto;margin:1.5rem 0;border:1px solid ${line('slate-200')};border-radius:12px}`,
  `.banner{border:2px dashed #b91c1c;background:#fef2f2;color:#7f1d1d;border-radius:12px;padding:12px 16px;font-weight:700;margin:0 0 16px}`,
  `.problem{color:#b00020}.open{background:${bg('slate-50')};border-bottom:1px solid ${line('slate-200')};padding:12px 20px;font:14px/1.5 ${fontStacks.en}}.open p{margin:.25rem 0}`,
].join('');

async function bundle(root: string, entry: string, define: Record<string, string> = {}): Promise<string> {
  const out = await build({ entryPoints: [join(root, entry)], bundle: true, minify: true, format: 'iife', target: 'es2020', write: false, legalComments: 'none', define });
  return out.outputFiles[0]!.text;
}

/** In the editor's bundle of the build's rules: the Simplified Chinese left to the build (its
 *  tables are megabytes), and a hash that names nothing (only the build names files). */
const zhCn = join(import.meta.dirname, '../zh-cn/convert.ts');
const checksZh = join(import.meta.dirname, 'checks-zh.ts');
const browserRules: Plugin = {
  name: 'browser-rules',
  setup(b) {
    b.onResolve({ filter: /convert\.ts$/ }, (args) => (args.importer === checksZh || join(args.resolveDir, args.path) !== zhCn ? undefined : { path: checksZh }));
    b.onResolve({ filter: /^node:crypto$/ }, () => ({ path: 'node:crypto', namespace: 'browser-rules' }));
    b.onLoad({ filter: /.*/, namespace: 'browser-rules' }, () => ({ contents: 'export const createHash = () => { const h = { update: () => h, digest: () => "0".repeat(64) }; return h; };', loader: 'js' }));
  },
};

/** What the editor's checks know of the site as built. */
function editorSite(root: string, site: SiteIndex): EditorSite {
  const articlesDir = join(root, 'content/articles');
  const folders = readdirSync(articlesDir).filter((folder) => existsSync(join(articlesDir, folder, 'zh-TW.md')));
  const field = (folder: string, locale: string, key: string) => {
    const file = join(articlesDir, folder, `${locale}.md`);
    return existsSync(file) ? new RegExp(`^${key}: *"?(.+?)"?\\s*$`, 'm').exec(readFileSync(file, 'utf8'))?.[1] : undefined;
  };
  const articles = Object.fromEntries(folders.flatMap((folder) => {
    const id = field(folder, 'zh-TW', 'id');
    return id ? [[id, folder] as const] : [];
  }));
  const authors = Object.fromEntries(folders.map((folder) => [folder, { 'zh-TW': field(folder, 'zh-TW', 'author') ?? '', en: field(folder, 'en', 'author') ?? '' }]));
  const newsDir = join(root, 'content/news');
  const newsFolders = existsSync(newsDir) ? readdirSync(newsDir).filter((folder) => existsSync(join(newsDir, folder, 'zh-TW.md'))) : [];
  return {
    ...site, articles, authors, retiredNames, newsFolders,
    official: [...officialNumbers({ reportChannels, supportLines, bankSteps, lossChannels, checkFirst })],
    verified: buildIsVerified(readFileSync(join(root, 'wrangler.toml'), 'utf8'), process.env),
    organisation: readOrganisationSources(join(root, 'content/organisation')),
  };
}

export async function writeCmsAssets(root: string, outDir: string, site: SiteIndex): Promise<void> {
  const decapDir = join(root, 'node_modules/decap-cms');
  const version = (JSON.parse(readFileSync(join(decapDir, 'package.json'), 'utf8')) as { version: string }).version;
  const folder = `decap-cms-${version}`;
  mkdirSync(join(outDir, folder));
  for (const name of readdirSync(join(decapDir, 'dist'))) {
    if (/^(\d+\.)?decap-cms\.js$|\.wasm$/.test(name)) copyFileSync(join(decapDir, 'dist', name), join(outDir, folder, name));
  }
  const assets = {
    config: emit(outDir, 'cms-config.yml', cmsConfig(schemas)),
    // The build's rule for a picture's name, which the editor's picture panel checks before inserting.
    script: emit(outDir, 'admin.js', await bundle(root, 'src/client/admin.ts', { IMAGE_NAME: JSON.stringify(imageName.source), PREVIEW_STYLE: JSON.stringify(previewStyle) })),
    cms: `/assets/${folder}/decap-cms.js`,
    signin: emit(outDir, 'admin-signin.js', await bundle(root, 'src/client/admin-signin.ts')),
    checks: emit(outDir, 'admin-checks.js', (await build({
      entryPoints: [join(root, 'scripts/build/cms/checks.ts')], bundle: true, minify: true, format: 'iife', target: 'es2020', platform: 'browser',
      write: false, legalComments: 'none', plugins: [browserRules], define: { EDITOR_SITE: JSON.stringify(editorSite(root, site)) },
    })).outputFiles[0]!.text),
  };
  const styleHash = `'sha256-${createHash('sha256').update(plainStyle).digest('base64')}'`;
  writeFileSync(join(root, 'src/generated/admin.ts'), `// Generated by scripts/build/index.ts (scripts/build/cms/admin.ts). Do not edit.
/** The web editor's files: config.yml, its page script, Decap CMS, the sign-in window's script, the build's rules. */
export const editorAssets = ${JSON.stringify(assets)} as const;
/** The stylesheet of the editor's plain pages, and its CSP source. */
export const editorStyle = ${JSON.stringify(plainStyle)};
export const editorStyleHash = ${JSON.stringify(styleHash)};
`);
}
