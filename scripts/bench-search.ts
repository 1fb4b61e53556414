// The site search's cost, for `npm run bench`: the search module bundled by esbuild exactly as
// the worker bundles it, then run here in V8 (the engine workerd runs): the time to build each
// language's index (once per isolate) and the time per query (median and 95th percentile).
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

type Locale = 'zh-TW' | 'zh-CN' | 'en';
interface SearchModule {
  search(query: string, locale: Locale): unknown[];
  normalizeQuery(raw: string): { query: string };
}

const queries: Record<Locale, string[]> = {
  'zh-TW': ['投資詐騙', '假冒客服', '165', '報案', '禮物卡', '感情詐騙 加密貨幣', '追款', '騙'],
  'zh-CN': ['投资诈骗', '假冒客服', '18222', '报案', '礼品卡', '杀猪盘', '追款', '骗'],
  en: ['investment scam', 'romance', 'gift cards', 'report fraud', 'phishing text', 'recovery fee', 'romanse', 'scam'],
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export async function searchTimes(root: string): Promise<{ locale: Locale; indexMs: number; p50: number; p95: number; results: number }[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-search-'));
  try {
    const out = await build({
      entryPoints: [join(root, 'src/search/index.ts')], bundle: true, format: 'esm', platform: 'neutral', write: false, minify: true,
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    const file = join(dir, 'search.mjs');
    writeFileSync(file, out.outputFiles[0]!.contents);
    const mod = (await import(pathToFileURL(file).href)) as SearchModule;
    return (Object.keys(queries) as Locale[]).map((locale) => {
      const start = performance.now();
      mod.search(queries[locale][0]!, locale);
      const indexMs = performance.now() - start;
      const times: number[] = [];
      let results = 0;
      for (let round = 0; round < 200; round++) {
        for (const q of queries[locale]) {
          const t = performance.now();
          results += mod.search(mod.normalizeQuery(q).query, locale).length;
          times.push(performance.now() - t);
        }
      }
      times.sort((a, b) => a - b);
      return { locale, indexMs, p50: percentile(times, 0.5), p95: percentile(times, 0.95), results: results / times.length };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
