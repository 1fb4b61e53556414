// Every page URL path of the site (each route of src/routes.ts in each locale of src/locale.ts),
// for build-time checks in Node. Node strips types from .ts but cannot load the .tsx pages the
// route table imports, so esbuild bundles the two modules first, as wrangler would.
import { build } from 'esbuild';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

const entry = `
import { allPaths } from './src/site/routes.ts';
import { locales, localizePath } from './src/site/locale.ts';
export const pagePaths = locales.flatMap((locale) => allPaths().map((path) => localizePath(path, locale)));
`;

export async function pagePaths(): Promise<Set<string>> {
  const result = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts', sourcefile: 'page-paths-entry.ts' },
    bundle: true, write: false, format: 'esm', platform: 'neutral', target: 'es2022',
    mainFields: ['module', 'main'], conditions: ['workerd', 'worker', 'import'], jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  const mod = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { pagePaths: string[] };
  return new Set(mod.pagePaths);
}
