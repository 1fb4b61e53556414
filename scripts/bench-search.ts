// The site search's cost, for `npm run bench`: the search module bundled by esbuild exactly as
// the worker bundles it, then run here in V8 (the engine workerd runs) over the index the build
// wrote to dist/static (read from disk where the worker reads it through the assets binding):
// the index's bytes per language, the first search of a fresh module (reads and parses the
// head and the shards it needs; nothing is built), and the time per query (median and 95th
// percentile) once the shards it needs are cached.
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

type Locale = 'zh-TW' | 'zh-CN' | 'en';
interface SearchModule {
  search(query: string, locale: Locale, read: (path: string) => Promise<string>): Promise<unknown[]>;
  normalizeQuery(raw: string): { query: string };
}

const queries: Record<Locale, string[]> = {
  'zh-TW': ['投資詐騙', '假冒客服', '165', '報案', '禮物卡', '感情詐騙 加密貨幣', '追款', '騙', '被騙了怎麼辦', '刷单'],
  'zh-CN': ['投资诈骗', '假冒客服', '18222', '报案', '礼品卡', '杀猪盘', '追款', '骗', '冒充公检法', '被騙了'],
  en: ['investment scam', 'romance', 'gift cards', 'report fraud', 'phishing text', 'recovery fee', 'romanse', 'scam', 'investmnet', 'I was scammed what do I do'],
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

function bytesUnder(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((s, e) => s + (e.isDirectory() ? bytesUnder(join(dir, e.name)) : statSync(join(dir, e.name)).size), 0);
}

export interface SearchBench { locale: Locale; indexBytes: number; firstMs: number; p50: number; p95: number; results: number }

/** `root` must be built (npm run build): its dist/static holds the index. */
export async function searchTimes(root: string): Promise<SearchBench[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-search-'));
  const staticDir = join(root, 'dist/static');
  const read = (path: string) => Promise.resolve(readFileSync(join(staticDir, path), 'utf8'));
  const base = /searchBase = "([^"]+)"/.exec(readFileSync(join(root, 'src/generated/search-manifest.ts'), 'utf8'))![1]!;
  try {
    const out = await build({
      entryPoints: [join(root, 'src/search/index.ts')], bundle: true, format: 'esm', platform: 'neutral', write: false, minify: true,
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    const rows: SearchBench[] = [];
    for (const locale of Object.keys(queries) as Locale[]) {
      // A fresh module per language: nothing cached, as in a new isolate.
      const file = join(dir, `search-${locale}.mjs`);
      writeFileSync(file, out.outputFiles[0]!.contents);
      const mod = (await import(pathToFileURL(file).href)) as SearchModule;
      const start = performance.now();
      await mod.search(queries[locale][0]!, locale, read);
      const firstMs = performance.now() - start;
      const times: number[] = [];
      let results = 0;
      for (let round = 0; round < 100; round++) {
        for (const q of queries[locale]) {
          const t = performance.now();
          results += (await mod.search(mod.normalizeQuery(q).query, locale, read)).length;
          times.push(performance.now() - t);
        }
      }
      times.sort((a, b) => a - b);
      rows.push({ locale, indexBytes: bytesUnder(join(staticDir, base, locale)), firstMs, p50: percentile(times, 0.5), p95: percentile(times, 0.95), results: results / times.length });
    }
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
