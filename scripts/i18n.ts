// `npm run i18n`: derives every Simplified Chinese text from the Traditional Chinese source and
// regenerates typesafe-i18n's typed utilities. `--check` only compares and exits 1 when stale.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { zhCNTranslationModule } from './zh-cn.ts';
import { TEXT_OVERRIDES, TEXT_REVIEW, TextOverrideError, zhCNTextOutputs } from './zh-cn-text.ts';
import { writeOrganisation } from './organisation.ts';

const root = join(import.meta.dirname, '..');
const check = process.argv.includes('--check');

/** Content modules: every .ts under src/content/ except the types and the generated map. */
function contentFiles(dir = join(root, 'src/content')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(path);
    if (!entry.name.endsWith('.ts') || ['types.ts', 'zh-CN.ts', 'text.ts', 'text-key.ts'].includes(entry.name)) return [];
    return [path];
  }).sort();
}

// The organisation's data (content/organisation/*.yaml) reaches the content modules compiled:
// compile it first, so its zh-TW texts are collected from the current files.
writeOrganisation();

const base = (await import(pathToFileURL(join(root, 'src/i18n/zh-TW/index.ts')).href)).default;
const modules: Record<string, unknown> = {};
for (const f of contentFiles()) modules[relative(root, f).split(sep).join('/')] = await import(pathToFileURL(f).href);
let text;
try {
  text = zhCNTextOutputs(modules, readFileSync(join(root, TEXT_OVERRIDES), 'utf8'));
} catch (error) {
  if (!(error instanceof TextOverrideError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const outputs = new Map<string, string>([
  [join(root, 'src/i18n/zh-CN/index.ts'), zhCNTranslationModule(base)],
  [join(root, 'src/content/zh-CN.ts'), text.map],
  [join(root, TEXT_REVIEW), text.review],
]);

let stale = 0;
for (const [path, text] of outputs) {
  let current = '';
  try { current = readFileSync(path, 'utf8'); } catch { /* not generated yet */ }
  if (current === text) continue;
  stale++;
  if (check) {
    console.error(`stale: ${path.slice(root.length + 1)} (run npm run i18n)`);
  } else {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    console.log(`wrote ${path.slice(root.length + 1)}`);
  }
}
if (check) process.exit(stale ? 1 : 0);
execFileSync(join(root, 'node_modules/.bin/typesafe-i18n'), ['--no-watch'], { cwd: root, stdio: 'ignore' });
console.log('typesafe-i18n utilities regenerated');
