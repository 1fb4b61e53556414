// What a search costs by the shape of its query (issue 43): the search module bundled by esbuild as
// the worker bundles it, run here in V8 over the index the build wrote to dist/static, each query
// timed from the raw `q` parameter (normalizeQuery) through search() and the snippets of its hits.
// Cold: a fresh module per sample (nothing cached, as in a new isolate: the head and every shard
// the query needs are read and parsed). Warm: the same module, the query's shards already held.
// Prints each shape's median against the one-word query's, cold and warm; `searchCost(root)` is
// the same for another script (the bench). Needs `npm run build` first.
//   node scripts/search-cost.ts [--samples 15] [--json] [--root DIR]
// --root measures another checkout's src/search over its dist/static (an older commit, to compare).
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

type Locale = 'zh-TW' | 'zh-CN' | 'en';
interface SearchModule {
  normalizeQuery(raw: string): { query: string };
  search(query: string, locale: Locale, read: (path: string) => Promise<string>): Promise<{ text: string; matched: readonly string[] }[]>;
  /** This tree's snippets (one pattern per query) … */
  snippetsFor?(query: string, matched: readonly string[]): (text: string, width: number) => unknown[];
  /** … or an older tree's (one per result), for --root. */
  snippet?(text: string, query: string, matched: readonly string[], width: number): unknown[];
}

const commonHan = '的是不了人我在有他這中大來上國個到說們為子和你地出道也時年得就那要下以生會自著去之過家學對可她裡後小麼心多天而能好都然沒日於起還發成事只作當想看文無開手十用主行方又如前所本見經頭面公同三已老從動兩長知民樣現分將外但身些與高意進把法此實回二理美點月明其種聲全工己話兒者向情部正名定女問力機給等幾很業最間新什打便位因重被走電四第門相次東政海口使教西再平真聽世氣信北少關並內加化由卻代軍產入先山五太水萬市眼體別處總才場師書比住員九笑性通目華報立馬命張活難神數件安表原車白應路期叫死常提感金何更反合放做系計或司利受光王果親界及今京務制解各任至清物台象記邊共風戰干接它許八特覺望直服毛林題建南度統色字請交愛讓認算論百吃義科怎元社術結六功指思非流每青管夫連遠資隊跟帶花快條院變聯言權往展該領傳近留紅治決周保達辦運武半候七必城父強步完革深區即求品士轉量空甚眾技輕程告江語英基';

/** The shapes the issue names, each against a one-word query in the same language. */
export const shapes: readonly { name: string; locale: Locale; raw: string }[] = [
  { name: 'one word: scam', locale: 'zh-TW', raw: 'scam' },
  { name: 'one word: 詐騙', locale: 'zh-TW', raw: '詐騙' },
  { name: '50 common Han, spaced', locale: 'zh-TW', raw: [...commonHan].slice(0, 50).join(' ') },
  { name: '100 distinct Han, no space', locale: 'zh-TW', raw: [...commonHan].slice(50, 150).join('') },
  { name: '63 KB of U+FDFA', locale: 'zh-TW', raw: '\uFDFA'.repeat(21_000) },
  { name: 'long English, misspelt', locale: 'en', raw: 'investmnet romanse recovry phishng scamers withdraw platfrom crypto giftcard '.repeat(40) },
  { name: 'one word: scam (en)', locale: 'en', raw: 'scam' },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export interface SearchCostRow { name: string; locale: Locale; coldMs: number; warmMs: number; coldRatio: number; warmRatio: number }

/** Medians per shape, and each against the one-word query of its language ('scam'). */
export async function searchCost(root: string, samples = 15): Promise<SearchCostRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'search-cost-'));
  const staticDir = join(root, 'dist/static');
  const read = (path: string) => Promise.resolve(readFileSync(join(staticDir, path), 'utf8'));
  const entry = join(dir, 'entry.ts');
  writeFileSync(entry, `export { normalizeQuery, search } from ${JSON.stringify(join(root, 'src/search/index.ts'))};\nexport * from ${JSON.stringify(join(root, 'src/search/snippet.ts'))};\n`);
  try {
    const out = await build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'neutral', write: false, minify: true, define: { 'process.env.NODE_ENV': '"production"' } });
    let fresh = 0;
    const load = async () => {
      const file = join(dir, `search-${fresh++}.mjs`);
      writeFileSync(file, out.outputFiles[0]!.contents);
      return (await import(pathToFileURL(file).href)) as SearchModule;
    };
    const run = async (mod: SearchModule, locale: Locale, raw: string) => {
      const t = performance.now();
      const { query } = mod.normalizeQuery(raw);
      const hits = query ? await mod.search(query, locale, read) : [];
      const width = locale === 'en' ? 200 : 80;
      const snippet = mod.snippetsFor?.(query, hits.flatMap((h) => h.matched));
      for (const hit of hits) {
        if (snippet) snippet(hit.text, width);
        else mod.snippet!(hit.text, query, hit.matched, width);
      }
      return performance.now() - t;
    };
    // V8 compiles the module's code on first use: one throwaway run of every shape first.
    const warmup = await load();
    for (const s of shapes) await run(warmup, s.locale, s.raw);
    const cold = new Map<string, number[]>(shapes.map((s) => [s.name, []]));
    const warm = new Map<string, number[]>(shapes.map((s) => [s.name, []]));
    for (let i = 0; i < samples; i++) {
      // Interleaved, so a slow moment of the machine falls on every shape alike.
      for (const s of shapes) cold.get(s.name)!.push(await run(await load(), s.locale, s.raw));
    }
    const held = await load();
    for (const s of shapes) await run(held, s.locale, s.raw);
    for (let i = 0; i < samples * 4; i++) for (const s of shapes) warm.get(s.name)!.push(await run(held, s.locale, s.raw));
    const base = (locale: Locale, m: Map<string, number[]>) => median(m.get(locale === 'en' ? 'one word: scam (en)' : 'one word: scam')!);
    return shapes.map((s) => {
      const coldMs = median(cold.get(s.name)!);
      const warmMs = median(warm.get(s.name)!);
      return { name: s.name, locale: s.locale, coldMs, warmMs, coldRatio: coldMs / base(s.locale, cold), warmRatio: warmMs / base(s.locale, warm) };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { samples: { type: 'string', default: '15' }, json: { type: 'boolean' }, root: { type: 'string' } } });
  const rows = await searchCost(values.root ?? join(import.meta.dirname, '..'), Number(values.samples));
  if (values.json) console.log(JSON.stringify(rows, null, 2));
  else {
    console.log('shape                          locale  cold ms  ×scam   warm ms  ×scam');
    for (const r of rows) {
      console.log(`${r.name.padEnd(30)} ${r.locale.padEnd(6)} ${r.coldMs.toFixed(2).padStart(8)} ${r.coldRatio.toFixed(2).padStart(6)} ${r.warmMs.toFixed(3).padStart(9)} ${r.warmRatio.toFixed(2).padStart(6)}`);
    }
    const worst = (k: 'coldRatio' | 'warmRatio') => Math.max(...rows.map((r) => r[k]));
    console.log(`costliest / one word: cold ${worst('coldRatio').toFixed(2)}×, warm ${worst('warmRatio').toFixed(2)}×`);
  }
}
