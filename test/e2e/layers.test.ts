// The layers of src/ and the rooms of scripts/ hold by construction: the lint rule (eslint.config.js)
// fails an import that runs up a layer or sideways between features, a build stage that imports a
// later one, an operator command that imports the build's internals, and src/ importing scripts/;
// and the code as it stands passes it. Run with
// ESLint's own API on deliberately broken imports, as `npm run lint` would see them in those files.
import { ESLint } from 'eslint';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The no-restricted-imports messages ESLint gives `code` as if it were the file at `path`. */
async function layerErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

/** The one lint error `code` gets in the file at `path`, which must match `message`. */
async function expectRefused(path: string, code: string, message: RegExp) {
  const errors = await layerErrors(path, `${code}\nvoid 0;\n`);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(message);
}

/** No lint error of these rules for `code` in the file at `path`. */
async function expectAllowed(path: string, code: string) {
  expect(await layerErrors(path, `${code}\nvoid 0;\n`)).toEqual([]);
}

describe('an import that runs up a layer', () => {
  it.each([
    ['src/components/Broken.tsx', "import { homeView } from '../pages/Home.tsx';", /may not import/],
    ['src/components/Broken.tsx', "import { ContactForm } from '../features/contact/ContactForm.tsx';", /may not import/],
    ['src/features/contact/Broken.ts', "import { views } from '../../pages/index.ts';", /may not import/],
    ['src/pages/Broken.tsx', "import { renderDocument } from '../render/document.tsx';", /may not import/],
    ['src/render/Broken.ts', "import { pageContext } from '../http/page-context.ts';", /may not import/],
    ['src/site/Broken.ts', "import { Icon } from '../components/Icon.tsx';", /may not import/],
    ['src/content/Broken.ts', "import { feedPath } from '../http/feed.ts';", /may not import/],
    ['src/http/Broken.ts', "import app from '../worker.ts';", /Nothing imports the worker/],
  ])('%s: %s fails the lint', expectRefused);
});

describe('an import sideways or of what another room owns', () => {
  it.each([
    ['src/features/newsletter/Broken.ts', "import { limits } from '../contact/schema.ts';", /no other feature/],
    ['src/features/contact/Broken.ts', "import { formHandlers } from '../index.ts';", /lists the handlers/],
    ['src/pages/Broken.tsx', "import { Hono } from 'hono';", /Only worker.ts and src\/http\/ know Hono/],
    ['src/components/Broken.tsx', "import { renderToString } from 'react-dom/server';", /Only src\/render\/ knows react-dom\/server/],
    ['src/client/broken.ts', "import { locales } from '../site/locale.ts';", /may not import/],
    ['src/client/broken.ts', "import { useState } from 'react';", /no React in the browser/],
    ['src/pages/Broken.tsx', "import { fullContent } from '../generated/content-full.ts';", /Pages read bodies through ctx.readBody/],
    ['test/broken.test.ts', "import { fullContent } from '../src/generated/content-full.ts';", /Workerd tests read bodies through the assets binding/],
  ])('%s: %s fails the lint', expectRefused);
});

describe('scripts/ in rooms: an import that breaks the build\'s order or a room\'s walls', () => {
  it.each([
    ['scripts/build/read/broken.ts', "import { toSimplified } from '../zh-cn/convert.ts';", /read\/ may not import a later stage/],
    ['scripts/build/zh-cn/broken.ts', "import { buildContent } from '../content/index.ts';", /zh-cn\/ may not import a later stage/],
    ['scripts/build/content/broken.ts', "import { cmsConfig } from '../cms/config.ts';", /content\/ may not import a later stage/],
    ['scripts/build/content/checks/broken.ts', "import { writeSearchIndex } from '../../search/index.ts';", /content\/ may not import a later stage/],
    ['scripts/build/search/broken.ts', "import { siteIndex } from '../../build/links/index.ts';", /search\/ may not import a later stage/],
    ['scripts/build/links/broken.ts', "import '../index.ts';", /does not import its entry/],
    ['scripts/build/content/broken.ts', "import { printable } from '../../ops/request-listing.ts';", /The build imports no other room/],
    ['scripts/build/index.ts', "import { scaleSizes } from '../bench/scale.ts';", /The build imports no other room/],
    ['scripts/ops/broken.ts', "import { buildContent } from '../build/content/index.ts';", /never import the build's internals/],
    ['scripts/ops/broken.ts', "import { scaleSizes } from '../bench/scale.ts';", /import no other room/],
    ['scripts/shared/broken.ts', "import { parseRedirects } from '../build/links/redirects.ts';", /imports nothing of the build/],
    ['scripts/shared/broken.ts', "import { migrateLocal } from '../dev/start.ts';", /scripts\/shared\/ imports no other room/],
    ['src/content/Broken.ts', "import { toSimplified } from '../../scripts/build/zh-cn/convert.ts';", /Nothing in src\/ imports scripts\//],
    ['src/broken.ts', "import { launchBrowserServer } from '../scripts/shared/browser.ts';", /Nothing in src\/ imports scripts\//],
    ['src/client/broken.ts', "import type { EditorSite } from '../../scripts/build/cms/checks.ts';", /Nothing in src\/ imports scripts\//],
  ])('%s: %s fails the lint', expectRefused);

  it.each([
    ['scripts/build/cms/fine.ts', "import { buildContent } from '../content/index.ts';\nimport { toSimplified } from '../zh-cn/convert.ts';\nimport { vocabularySchema } from '../search/vocabulary-schema.ts';"],
    ['scripts/build/content/checks/fine.ts', "import { fail } from '../../read/markdown.ts';\nimport { officialNumbers } from '../../../../src/content/official-numbers.ts';"],
    ['scripts/build/links/fine.ts', "import { buildContent } from '../content/index.ts';\nimport { freePort } from '../../shared/local-server.ts';"],
    ['scripts/ops/fine.ts', "import { printable } from '../shared/terminal-text.ts';\nimport { assetUrls } from '../../src/generated/assets.ts';"],
    ['scripts/bench/fine.ts', "import { writeSearchIndex } from '../build/search/index.ts';\nimport { draftProblems } from '../ops/preflight-checks.ts';"],
  ])('%s: pass', expectAllowed);

  it('keeps every file of scripts/ in a room the lint rules name: nothing lies loose at its top', () => {
    const tracked = execFileSync('git', ['ls-files', 'scripts'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(tracked.filter((f) => f.split('/').length === 2)).toEqual([]);
    expect([...new Set(tracked.map((f) => f.split('/')[1]))].sort()).toEqual(['bench', 'build', 'dev', 'ops', 'shared', 'test-support']);
  });

  it('lists every stage of the build in its order, and only folders that are stages', async () => {
    const { buildStages } = (await import(pathToFileURL(join(root, 'eslint.config.js')).href)) as { buildStages: string[] };
    const folders = readdirSync(join(root, 'scripts/build'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect([...buildStages].sort()).toEqual(folders.sort());
  });
});

describe('imports that run down', () => {
  it.each([
    ['src/http/Fine.ts', "import { views } from '../pages/index.ts';\nimport { Hono } from 'hono';"],
    ['src/pages/Fine.tsx', "import { NewsletterBox } from '../features/newsletter/NewsletterBox.tsx';\nimport { Icon } from '../components/Icon.tsx';"],
    ['src/features/newsletter/Fine.ts', "import { guardPost } from '../forms/guard.ts';\nimport { log } from '../../site/log.ts';"],
    ['src/components/Fine.tsx', "import { localizePath } from '../site/locale.ts';\nimport { articles } from '../content/articles/index.ts';"],
    ['src/site/Fine.ts', "import { scamGuides } from '../content/scams.ts';"],
  ])('%s: pass', expectAllowed);
});

describe('the code as it stands', () => {
  it('has no import that breaks a layer or a room', async () => {
    const results = await eslint.lintFiles(['src', 'scripts']);
    const broken = results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => `${r.filePath}:${m.line} ${m.message}`));
    expect(broken).toEqual([]);
  });
});

describe('the runtime dependencies', () => {
  it('are exactly the packages the worker imports: the build\'s tools and the web editor are devDependencies', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const imported = new Set<string>();
    // src/client is bundled into static files at build time, so what it imports is a build input.
    for (const file of readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !f.startsWith('generated/') && !f.startsWith('client/'))) {
      for (const [, spec] of readFileSync(join(root, 'src', file), 'utf8').matchAll(/^import(?! type)[^'"]*['"]([^'"./][^'"]*)['"]/gm)) {
        if (spec!.startsWith('cloudflare:') || spec!.startsWith('node:')) continue;
        imported.add(spec!.startsWith('@') ? spec!.split('/').slice(0, 2).join('/') : spec!.split('/')[0]!);
      }
    }
    expect([...imported].sort()).toEqual(Object.keys(pkg.dependencies).sort());
  });
});
