// ESLint: the recommended JavaScript and TypeScript rules, plus the project's own boundaries:
// - the layers of src/ (docs/architecture.md): worker.ts → http/ → render/ → pages/ → features/
//   → components/ → site/, content/, search/, i18n/; an import may only run down, never up or
//   sideways between two features (what they share is in features/forms/); the browser module
//   (client/) imports nothing of the worker's;
// - only worker.ts and http/ know Hono, only render/ knows react-dom/server;
// - the rooms of scripts/ (docs/architecture.md): the build's stages (scripts/build/<stage>/) run
//   in the order of buildStages below, and a stage imports only stages before it; the build and
//   scripts/shared/ import no other room; ops/ (the operators' commands) import nothing of the
//   build's (only what it writes, src/generated/ and dist/, and scripts/shared/); src/ imports
//   nothing of scripts/ (the worker ships without the build);
// - no raw HTML from React but the build's own CSS and SVG in Inline.tsx; no inline scripts, no
//   style attributes: the CSP forbids them.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** A relative import of one of these folders of src/, from any depth ('../pages/x', '../../http/y'). */
const folders = (...names) => `^(\\.\\./)+(${names.join('|')})/`;
const layer = (message, ...names) => ({ regex: folders(...names), message });
const worker = { regex: '^(\\.\\./)+worker\\.ts$', message: 'Nothing imports the worker: it assembles the app.' };
const hono = { group: ['hono', 'hono/*'], message: 'Only worker.ts and src/http/ know Hono.' };
// The article and news bodies are static assets the pages read through the assets binding
// (PageContext.readBody); the module holding them all stays out of the worker's pages.
const fullContent = { regex: 'generated/content-full', message: 'Pages read bodies through ctx.readBody (static assets): only the build\'s scripts import src/generated/content-full.ts.' };
const reactDomServer = { group: ['react-dom/server', 'react-dom/server.*'], message: 'Only src/render/ knows react-dom/server.' };
const noScripts = { regex: '^(\\.\\./)+scripts/', message: 'Nothing in src/ imports scripts/: the worker ships without the build. Put what both need in src/ (scripts/ may import src/).' };

/** The search modules the build runs (scripts/build/search/index.ts): they read the content, the worker's never do. */
const buildSearch = ['src/search/documents.ts', 'src/search/build.ts', 'src/search/page-documents.ts', 'src/search/item-text.ts'];

/** no-restricted-imports for files of one layer: the layers above it, and what only others may know. */
const restrict = (files, above, ...more) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [
        ...(above.length ? [layer(`Imports run down the layers (docs/architecture.md): this file may not import ${above.join(', ')}.`, ...above)] : []),
        worker,
        fullContent,
        noScripts,
        ...more,
      ],
    }],
  },
});

/** The build's stages (folders of scripts/build/), in the order `npm run build` (scripts/build/index.ts)
 *  needs them: a stage may import the stages before it, never one after it, and none imports the
 *  entry. docs/architecture.md draws the pipeline; test/e2e/layers.test.ts checks that every folder
 *  of scripts/build/ is listed here. */
export const buildStages = ['read', 'zh-cn', 'content', 'organisation', 'security-txt', 'i18n', 'search', 'links', 'page-assets', 'cms'];
/** The rooms of scripts/ besides the build (each a folder; docs/architecture.md). */
const otherRooms = ['ops', 'bench', 'dev', 'test-support'];
const notOtherRooms = (from) => ({ regex: `^(\\.\\./)+(${otherRooms.join('|')})/`, message: `${from} imports no other room of scripts/ (ops/, bench/, dev/, test-support/): what two rooms share is in scripts/shared/.` });

/** no-restricted-imports for each stage of the build, at each depth of its folder (a stage's own
 *  subfolders, such as content/checks/): a relative import that reaches a later stage, or the entry. */
const stageRules = buildStages.flatMap((stage, i) => {
  const later = buildStages.slice(i + 1);
  return [1, 2, 3].map((depth) => {
    const up = '(\\.\\./)'.repeat(depth);
    const patterns = [
      { regex: `^${up}index\\.ts$`, message: 'A stage of the build does not import its entry (scripts/build/index.ts): the entry runs the stages.' },
      notOtherRooms('The build'),
    ];
    if (later.length) {
      patterns.unshift({
        regex: `^${up}(\\.\\./build/|\\.\\./\\.\\./scripts/build/)?(${later.join('|')})/`,
        message: `The build's stages run in order (buildStages in eslint.config.js: ${buildStages.join(' → ')}): ${stage}/ may not import a later stage (${later.join(', ')}).`,
      });
    }
    return { files: [`scripts/build/${stage}/${'*/'.repeat(depth - 1)}*.ts`], rules: { 'no-restricted-imports': ['error', { patterns }] } };
  });
});

/** scripts/ in rooms: the build's stages in order, the build and shared helpers at the bottom, the
 *  operators' commands kept off the build's internals. */
const scriptRooms = [
  ...stageRules,
  { files: ['scripts/build/index.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [notOtherRooms('The build')] }] } },
  { files: ['scripts/shared/**'], rules: { 'no-restricted-imports': ['error', { patterns: [notOtherRooms('scripts/shared/'), { regex: '^(\\.\\./)+build/', message: 'scripts/shared/ imports nothing of the build: it is shared by rooms the build does not know.' }] }] } },
  {
    files: ['scripts/ops/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { regex: '^(\\.\\./)+build/', message: 'The operators\' commands never import the build\'s internals: only what the build writes (src/generated/, dist/) and scripts/shared/. Move what both need to scripts/shared/ or src/.' },
        { regex: `^(\\.\\./)+(bench|dev|test-support)/`, message: 'The operators\' commands import no other room of scripts/ but scripts/shared/.' },
      ] }],
    },
  },
];

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.wrangler/', '.scratch/', 'src/generated/', 'src/i18n/i18n-*.ts', 'src/i18n/formatters.ts', 'src/site/worker-configuration.d.ts', 'test/fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Content is always escaped: render text, never raw HTML.' },
        { selector: "JSXAttribute[name.name='style']", message: 'No inline styles (CSP): use utility classes.' },
        { selector: "JSXOpeningElement[name.name='script']:not(:has(JSXAttribute[name.name='src'])):not(:has(JSXAttribute[name.name='type'][value.value='application/ld+json']))", message: 'No inline scripts (CSP): use a module under src/client.' },
      ],
    },
  },
  {
    // The one exception: build-time CSS and SVG from src/generated/, by name only (see the file).
    files: ['src/components/Inline.tsx'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "JSXAttribute[name.name='style']", message: 'No inline styles (CSP): use utility classes.' }],
    },
  },
  restrict(['src/*.ts', 'src/*.tsx'], []),
  restrict(['src/http/**'], [], reactDomServer),
  restrict(['src/render/**'], ['http'], hono),
  restrict(['src/pages/**'], ['http', 'render'], hono, reactDomServer),
  restrict(['src/features/**'], ['http', 'render', 'pages'], hono, reactDomServer),
  // A feature imports no other feature (only the shared form kit) and not the handler table above it.
  restrict(['src/features/*/**'], ['http', 'render', 'pages'], hono, reactDomServer,
    { regex: '^\\.\\./(?!forms/)[^./][^/]*/', message: 'A feature imports no other feature: share through src/features/forms/.' },
    { regex: '^\\.\\./index\\.ts$', message: 'features/index.ts lists the handlers: a feature does not import it.' }),
  restrict(['src/components/**'], ['http', 'render', 'pages', 'features'], hono, reactDomServer),
  restrict(['src/site/**', 'src/content/**', 'src/search/**', 'src/i18n/**'], ['http', 'render', 'pages', 'features', 'components'], hono, reactDomServer),
  // The search the worker runs reads the index the build made: it never builds one and
  // never imports the content (whose bodies leave the bundle). Only the build's modules may.
  {
    ...restrict(['src/search/**'], ['http', 'render', 'pages', 'features', 'components'], hono, reactDomServer,
      { regex: '^(\\.\\./)+(content|generated/content)', message: 'Run-time search reads the shipped index, not the content (src/search/documents.ts and build.ts are the build\'s).' },
      { regex: '^\\./(documents|build|page-documents|item-text)\\.ts$', message: 'Run-time search reads the shipped index: documents.ts, build.ts and the modules they use are for the build only.' }),
    ignores: buildSearch,
  },
  // The build's search documents (Node, at build) index every body, handed in by the build.
  restrict(buildSearch, ['http', 'render', 'pages', 'features', 'components'], hono, reactDomServer),
  // The workerd tests read bodies as the pages do (test/entry-bodies.ts): vitest sends each module
  // to workerd in one WebSocket message, which workerd refuses past about 7 MB, so a module holding
  // every body would stop the whole half once the content grows (docs/architecture.md).
  {
    files: ['test/**'],
    ignores: ['test/e2e/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: 'generated/content-full', message: 'Workerd tests read bodies through the assets binding (test/entry-bodies.ts): a module of every body stops the test workerd once the content grows.' }] }],
    },
  },
  restrict(['src/client/**'], ['http', 'render', 'pages', 'features', 'components', 'site', 'content', 'search', 'i18n', 'generated'], hono, reactDomServer,
    { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'The browser module is plain DOM code: no React in the browser.' }),
  ...scriptRooms,
);
