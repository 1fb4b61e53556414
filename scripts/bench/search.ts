// The site search's cost and relevance, for `npm run bench`: src/search bundled by esbuild as the
// worker bundles it, run in V8 (workerd's engine) over the index the build wrote to dist/static:
// index bytes, a fresh module's first search (reads the shards it needs), time per query once
// cached, the costliest query shapes against a one-word query, cold and warm, and the relevance
// suite's score per language (MRR and share within three: test/fixtures/search-suite.ts).
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from '../../test/fixtures/search-suite.ts';
import { scoreSuite, type SuiteScore } from '../../test/fixtures/search-suite-score.ts';

type Locale = 'zh-TW' | 'zh-CN' | 'en';
interface SearchModule {
  search(query: string, locale: Locale, read: (path: string) => Promise<string>): Promise<{ hits: readonly { doc: { path: string } }[] }>;
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

const han = '的是不了在有人這中大為上個國我以要他時來用們生到作地於出就分對成會可主發年動同工也能下過子說產種面而方後多定行學法所民得經十三之進著等部度家電力裡如水化高自二理起小物現實加量都兩體制機當使點從業本去把性好應開它合還因由其些然前外天政四日那社義事平形相全表間樣與關各重新線內數正心反你明看原又麼利比或但質氣第向道命此變條只沒結解問意建月公無系軍很情者最立代想已通並提直題黨程展五果料象員革位入常文總次品式活設及管特件長求老頭基資邊流路級少圖山統接知較將組見計別她手角期根論運農指幾九區強放決西被幹做必戰先回則任取據處理';
/** A one-word query and the costliest shapes, per language (a query is cut at 100 characters). */
const words = 'the of and to in is you that it he was for on are as with his they at be this have from or one had by word but not what all were';
export const heavyQueries: Record<Locale, { one: string; heavy: Record<string, string> }> = {
  'zh-TW': { one: '詐騙', heavy: { '50 Han characters, spaced': [...han].slice(0, 50).join(' '), '100 Han characters, unspaced': [...han].slice(50, 150).join('') } },
  'zh-CN': { one: '诈骗', heavy: { '50 Han characters, spaced': '的 是 不 了 在 有 人 这 中 大 为 上 个 国 我 以 要 他 时 来 用 们 生 到 作 地 于 出 就 分 对 成 会 可 主 发 年 动 同 工 也 能 下 过 子 说 产 种 面 而', '100 Han characters, unspaced': [...han].slice(50, 150).join('') } },
  en: { one: 'scam', heavy: { 'common words, spaced': words.slice(0, 100).trimEnd(), 'a sentence': 'i was scammed by someone who said they were from the bank and asked me to move my savings to a safe' } },
};

/** The costliest query for the readers' vocabulary (src/search/concepts.ts looks at the words
 *  under each of a query's characters or words): the 100 characters, or as many words as fit in 100
 *  characters, that begin the most of its words. */
function vocabularyProbe(words: readonly (readonly [string, number])[], locale: Locale): string {
  const counts = new Map<string, number>();
  for (const [form] of words) {
    const han = form.split(' ').find((p) => /^\p{Script=Han}/u.test(p));
    const key = locale === 'en' ? (han ? undefined : form.split(' ')[0]) : han?.[0];
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const keys = [...counts].sort((a, b) => b[1] - a[1]).map(([k]) => k);
  if (locale !== 'en') return keys.slice(0, 100).join('');
  let q = '';
  for (const k of keys) if (q.length + k.length + 1 <= 100) q += `${q ? ' ' : ''}${k}`;
  return q;
}

export interface HeavyRow { locale: Locale; shape: string; chars: number; coldMs: number; coldOneMs: number; warmMs: number; warmOneMs: number }
export interface SearchBench { locale: Locale; indexBytes: number; firstMs: number; p50: number; p95: number }

/** `root` must be built (npm run build): its dist/static holds the index. `withHeavy`: also the
 *  costliest shapes against the one-word query; cold is a fresh module's first search (a new
 *  isolate, no shard read; median of 5), warm the median of 20 once that query's shards are read. */
export async function searchTimes(root: string, withHeavy = false): Promise<{ rows: SearchBench[]; heavy: HeavyRow[]; suite: SuiteScore[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-search-'));
  const staticDir = join(root, 'dist/static');
  const read = (path: string) => Promise.resolve(readFileSync(join(staticDir, path), 'utf8'));
  const base = /searchBase = "([^"]+)"/.exec(readFileSync(join(root, 'src/generated/search-manifest.ts'), 'utf8'))![1]!;
  try {
    const out = await build({
      entryPoints: [join(root, 'src/search/index.ts')], bundle: true, format: 'esm', platform: 'neutral', write: false, minify: true,
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    writeFileSync(join(dir, 'search.mjs'), out.outputFiles[0]!.contents);
    let n = 0;
    // A fresh instance of the module (its own caches, as in a new isolate).
    const fresh = async () => (await import(`${pathToFileURL(join(dir, 'search.mjs')).href}?${n++}`)) as SearchModule;
    const time = async (mod: SearchModule, q: string, locale: Locale) => { const t = performance.now(); await mod.search(mod.normalizeQuery(q).query, locale, read); return performance.now() - t; };
    const cold = async (q: string, locale: Locale) => { const t: number[] = []; for (let i = 0; i < 5; i++) t.push(await time(await fresh(), q, locale)); return percentile(t.sort((a, b) => a - b), 0.5); };
    const warm = async (q: string, locale: Locale, mod?: SearchModule) => {
      mod ??= await fresh();
      await time(mod, q, locale);
      const t: number[] = [];
      for (let i = 0; i < 20; i++) t.push(await time(mod, q, locale));
      return percentile(t.sort((a, b) => a - b), 0.5);
    };
    const rows: SearchBench[] = [];
    for (const locale of Object.keys(queries) as Locale[]) {
      const mod = await fresh();
      const firstMs = await time(mod, queries[locale][0]!, locale);
      const times: number[] = [];
      for (let round = 0; round < 100; round++) for (const q of queries[locale]) times.push(await time(mod, q, locale));
      times.sort((a, b) => a - b);
      rows.push({ locale, indexBytes: bytesUnder(join(staticDir, base, locale)), firstMs, p50: percentile(times, 0.5), p95: percentile(times, 0.95) });
    }
    const heavy: HeavyRow[] = [];
    for (const [locale, { one, heavy: fixed }] of withHeavy ? (Object.entries(heavyQueries) as [Locale, (typeof heavyQueries)[Locale]][]) : []) {
      const coldOneMs = await cold(one, locale), warmOneMs = await warm(one, locale);
      const head = JSON.parse(readFileSync(join(staticDir, base, locale, 'head.json'), 'utf8')) as { conceptWords: [string, number][] };
      const shapes = { ...fixed, 'the characters or words that begin the most words of the vocabulary': vocabularyProbe(head.conceptWords, locale) };
      for (const [shape, q] of Object.entries(shapes)) heavy.push({ locale, shape, chars: [...q].length, coldMs: await cold(q, locale), coldOneMs, warmMs: await warm(q, locale), warmOneMs });
    }
    // The relevance suite (test/fixtures/search-suite.ts), asked of the same module.
    const relevance = await fresh();
    const results = await Promise.all(suite.map(async (q) => (await relevance.search(relevance.normalizeQuery(q.query).query, q.locale, read)).hits.map((h) => h.doc.path)));
    return { rows, heavy, suite: scoreSuite(suite, results) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
