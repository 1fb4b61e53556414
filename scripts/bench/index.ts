// `npm run bench` (after the build): what the site costs a visitor over the physical floor (every
// sitemap page through `wrangler dev` and the same bytes from a plain server, in alternating pairs:
// replay.ts, lighthouse.ts), and what it weighs (bytes and first window, search,
// bundle, startup, scale, throughput). Prints its tables and writes them into docs/performance.md,
// which says how to read them and which BENCH_* variables limit a run.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { assetUrls } from '../../src/generated/assets.ts';
import { articles } from '../../src/generated/content.ts';
import { pairedCosts, median, type PageCost } from './lighthouse.ts';
import { startReplay } from './replay.ts';
import { bundle, goals, maxUncompressedBytes, scaleRows, scaleSizes, staticShare, type ScaleRow } from './scale.ts';
import { searchTimes } from './search.ts';
import { navigationRows } from './navigation.ts';
import { measure, startBundle, type WorkerdRun } from './workerd.ts';
import { startLocalServer } from '../shared/local-server.ts';
import { firstWindow, wireBytes } from './wire-bytes.ts';

const root = join(import.meta.dirname, '../..');
const docs = join(root, 'docs/performance.md'), costGoalMs = 30;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number, digits = 0) => (Number.isFinite(n) ? `${n.toFixed(digits)} ms` : '–');
const signed = (n: number) => (Number.isFinite(n) ? `${n >= 0 ? '+' : '−'}${Math.abs(Math.round(n))} ms` : '–');
/** Each section's lines, written to the page in the order of `order` (Lighthouse runs last, on
 *  whatever of the run's time budget the rest left). */
const order = ['pages', 'navigation', 'search', 'scale', 'throughput'];
const parts = new Map<string, string[]>();
let part: string[] = [];
const section = (name: string) => { part = []; parts.set(name, part); };
const print = (line = '') => { console.log(line); part.push(line); };
const started = Date.now();

const only = process.env.BENCH_ONLY?.split(',');
const run = (section: string) => !only || only.includes(section);
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** The per-page table: bytes, first window, and (with Lighthouse) the site's cost over its floor. */
async function pagesTable() {
  // BENCH_SITE: a site already running (the tests' `wrangler dev`) instead of a new one.
  const server = process.env.BENCH_SITE ? { url: process.env.BENCH_SITE, stop: async () => {} } : await startLocalServer({ CONTENT_STATUS: 'verified', ENVIRONMENT: 'production' });
  try {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const all = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const pages = process.env.BENCH_PAGES?.split(',') ?? all;
    const wire = new Map<string, number>();
    for (const path of pages) wire.set(path, await wireBytes(server.url + path));
    const bySize = [...pages].sort((a, b) => wire.get(a)! - wire.get(b)!);
    const appliedPages = process.env.BENCH_APPLIED_PAGES?.split(',') ?? [...new Set([pages[0]!, bySize[Math.floor(bySize.length / 2)]!, bySize.at(-1)!])];
    const simulatedPairs = env('BENCH_SIMULATED_PAIRS', 1), appliedPairs = env('BENCH_APPLIED_PAIRS', 2);
    const minutes = env('BENCH_MINUTES', 29), deadline = started + minutes * 60_000;
    let simulated = new Map<string, PageCost>(), applied = new Map<string, PageCost>();
    if (run('lighthouse')) {
      const replay = await startReplay(server.url, pages);
      try {
        const progress = (r: PageCost) => console.error(`  ${Math.round((Date.now() - started) / 1000)} s ${r.path}: ${signed(r.cost)} (${r.pairs.map((p) => `${Math.round(p.site)}/${Math.round(p.floor)}`).join(', ')})`);
        // Applied first (a few pages), then simulated on every page until the time budget is spent.
        console.error(`applied throttling, ${appliedPairs} pair(s) per page: ${appliedPages.join(', ')}`);
        applied = new Map((await pairedCosts(server.url, replay.url, appliedPages, 'devtools', appliedPairs, deadline, progress)).map((r) => [r.path, r]));
        console.error(`simulated throttling, ${simulatedPairs} pair(s) per page, ${pages.length} pages, until minute ${minutes}`);
        simulated = new Map((await pairedCosts(server.url, replay.url, pages, 'simulate', simulatedPairs, deadline, progress)).map((r) => [r.path, r]));
      } finally {
        await replay.close();
      }
    }
    const [css, js] = await Promise.all(['site.css', 'site.js'].map(async (name) => Buffer.from(await (await fetch(server.url + assetUrls[name]!)).arrayBuffer())));
    section('pages');
    print(`## Every page: its bytes and the site's cost over the floor\n`);
    print(`${pages.length} of the sitemap's ${all.length} pages. "As served": status line, headers and gzip body as Chrome counts them (first window: ${firstWindow.toLocaleString('en')} bytes). ` +
      `Each page also inlines the rules of its stylesheet (whole sheet ${kb(css.length)}, ${kb(gzipSync(css).length)} gzip) and loads the client module after its largest paint (${kb(gzipSync(js).length)} gzip). ` +
      (run('lighthouse') ? `LCPs are medians of each side's runs; the site's cost is the median of the pairs' differences: simulated throttling ${simulatedPairs} pair(s) per page, applied throttling ${appliedPairs} pair(s) on ${appliedPages.join(', ')}.\n` : 'Lighthouse not run (BENCH_ONLY).\n'));
    print('| page | as served | first window | LCP, worker (simulated) | LCP, floor (simulated) | site\'s cost, simulated | site\'s cost, applied |');
    print('|---|---|---|---|---|---|---|');
    for (const path of pages) {
      const s = simulated.get(path), a = applied.get(path);
      print(`| ${path} | ${wire.get(path)} B | ${wire.get(path)! <= firstWindow ? 'fits' : '**over**'} | ${ms(median(s?.pairs.map((p) => p.site) ?? []))} | ${ms(median(s?.pairs.map((p) => p.floor) ?? []))} | ${signed(s?.cost ?? NaN)} | ${signed(a?.cost ?? NaN)} |`);
    }
    const over = pages.filter((p) => wire.get(p)! > firstWindow);
    print(`\n${over.length} of ${pages.length} pages need more than the first window${over.length ? ` (${over.join(', ')})` : ''}.`);
    if (run('lighthouse')) {
      const say = (name: string, m: Map<string, PageCost>) => {
        const measured = [...m.values()].filter((r) => r.pairs.length), miss = measured.filter((r) => r.cost > costGoalMs);
        const unmeasured = m.size - measured.length;
        print(`**${name}:** ${measured.length} page${measured.length === 1 ? '' : 's'} measured${unmeasured ? ` (**${unmeasured} not**: the run's ${minutes} minutes were spent, BENCH_MINUTES)` : ''}, median cost ${signed(median(measured.map((r) => r.cost)))}; ` +
          `${miss.length ? `**${miss.length} over ${costGoalMs} ms**: ${miss.map((r) => `${r.path} ${signed(r.cost)}`).join(', ')}` : `every page measured at most ${costGoalMs} ms`}.`);
      };
      print();
      say('Simulated throttling', simulated);
      print();
      say('Applied throttling', applied);
    }
    print();
  } finally {
    await server.stop();
  }
}

async function searchTable() {
  const { rows, heavy, suite } = await searchTimes(root, true);
  section('search');
  print('## Search (src/search bundled as the worker bundles it, run in V8 over the index the build wrote)\n');
  print('| language | index | first search, fresh isolate | per query p50 | p95 |');
  print('|---|---|---|---|---|');
  for (const r of rows) print(`| ${r.locale} | ${kb(r.indexBytes)} | ${ms(r.firstMs, 1)} | ${ms(r.p50, 2)} | ${ms(r.p95, 2)} |`);
  print('\nThe costliest query shapes against a one-word query (cold: the first search of a fresh module, median of 5; warm: median of 20 once its shards are read). The search work is bounded so that these cost at most 3× one word (src/search/limits.ts); this row checks it:\n');
  print('| language | query | cold | one word, cold | ratio | warm | one word, warm | ratio |');
  print('|---|---|---|---|---|---|---|---|');
  const ratio = (a: number, b: number) => `${a / b > 3 ? '**' : ''}${(a / b).toFixed(1)}×${a / b > 3 ? '**' : ''}`;
  for (const h of heavy) print(`| ${h.locale} | ${h.shape} (${h.chars} characters) | ${ms(h.coldMs, 1)} | ${ms(h.coldOneMs, 1)} | ${ratio(h.coldMs, h.coldOneMs)} | ${ms(h.warmMs, 2)} | ${ms(h.warmOneMs, 2)} | ${ratio(h.warmMs, h.warmOneMs)} |`);
  print('\nRelevance: the suite of what victims type (test/fixtures/search-suite.ts), each query\'s page among the first three (`npm test` fails below 90 % in a language) and the mean reciprocal rank:\n');
  print('| language | queries | within three | MRR |');
  print('|---|---|---|---|');
  for (const s of suite) print(`| ${s.locale} | ${s.queries} | ${(s.withinThree * 100).toFixed(1)} % | ${s.mrr.toFixed(3)} |`);
  print();
}

async function scaleTable() {
  section('scale');
  print(`## Bundle, startup and scale: today's content and ${scaleSizes().map((s) => `${s.articles} articles + ${s.news} news items`).join(', ')} (scripts/bench/scale-fixture.ts${process.env.BENCH_SCALE ? `, BENCH_SCALE=${process.env.BENCH_SCALE}` : ''})\n`);
  const rows: ScaleRow[] = await scaleRows(root, (r) => console.error(`  scale: ${r.label} measured`));
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MiB`;
  const screens = (r: ScaleRow) => [r.largest, ...r.firstScreens].filter((s) => s.problem);
  const lines: [string, (r: ScaleRow) => string, string][] = [
    ['build: time, peak memory of its process tree', (r) => `${(r.buildMs / 1000).toFixed(1)} s, ${r.buildPeakMiB.toFixed(0)} MiB`, '10 years ≤ 30 s; 50 years ≤ 1 GiB'],
    ['worker bundle (deploy dry run), gzip', (r) => `${mb(r.bundleBytes)}, ${mb(r.bundleGzip)}`, `≤ ${maxUncompressedBytes / 1024 / 1024} MiB (platform)`],
    ['startup CPU (wrangler check startup)', (r) => ms(r.startupMs, 1), `≤ ${goals.startupMs} ms`],
    ['isolate heap: start / after a page ×3 / + longest article ×3 / + a search ×3', (r) => `${r.heapStartMB.toFixed(1)} / ${r.heapPagesMB.toFixed(1)} / ${r.heapArticlesMB.toFixed(1)} / ${r.heapAfterMB.toFixed(1)} MB`, `≤ ${goals.heapMB} MB`],
    ['largest page as served', (r) => `${r.largest.path}, ${r.largest.bytes} B`, ''],
    ['first screens in the first window (largest page; /, /blog, /news ×3)', (r) => (screens(r).length ? `**${screens(r).map((s) => `${s.path}: ${s.problem}`).join('; ')}**` : `all ${r.firstScreens.length + 1}`), 'all'],
    ['feed (/en)', (r) => `${r.feed.entries} entries, ${kb(r.feed.gzip)} gzip`, ''],
    ['/en/blog, /en/news', (r) => `${r.blog.cards} cards, ${kb(r.blog.gzip)} gzip; ${r.newsList.items} items, ${kb(r.newsList.gzip)} gzip`, ''],
    ['static files (the plan\'s limit per version)', (r) => staticShare(r.staticFiles), '< 80% (the preflight warns)'],
    ['/sitemap.xml: status, first answer in a fresh isolate; files, URLs, largest file', (r) => `${r.sitemap.status}, ${ms(r.sitemap.firstMs, 0)}; ${r.sitemap.files} files, ${r.sitemap.urls} URLs, ${kb(r.sitemap.largestFile)}`, '200; ≤ 50,000 URLs a file'],
    ['search index zh-TW / zh-CN / en', (r) => r.search.map((s) => kb(s.indexBytes)).join(' / '), ''],
    ['search: first in a fresh isolate, per query p50 / p95 (zh-TW / zh-CN / en)', (r) => r.search.map((s) => `${ms(s.firstMs, 1)}, ${ms(s.p50, 2)} / ${ms(s.p95, 2)}`).join('; '), ''],
  ];
  print(`| | ${rows.map((r) => `${r.articles} articles, ${r.news} news`).join(' | ')} | goal |`);
  print(`|---|${rows.map(() => '---').join('|')}|---|`);
  for (const [name, cell, goal] of lines) print(`| ${name} | ${rows.map(cell).join(' | ')} | ${goal} |`);
  print();
}

async function throughputTable() {
  // The deploy dry run in dist/bundle (the scale section leaves today's there).
  if (!run('scale')) bundle(root);
  const longest = [...articles].sort((a, b) => b.readTime - a.readTime)[0]!;
  const urls = { 'page /en/about': '/en/about', [`article /en/blog/${longest.id}`]: `/en/blog/${longest.id}`, 'static file (site.css)': assetUrls['site.css']! };
  section('throughput');
  print('## Throughput of the production bundle in workerd (Miniflare, no dev proxy; autocannon, 127.0.0.1, 20 connections, 8 s each)\n');
  print('| render cache | URL | req/s | p50 | p99 | workerd CPU per request |');
  print('|---|---|---|---|---|---|');
  const got: Record<string, WorkerdRun> = {};
  for (const cache of ['on', 'off']) {
    const server = await startBundle(root, join(root, 'dist/bundle'), { CONTENT_STATUS: 'verified', ENVIRONMENT: 'production', RENDER_CACHE: cache });
    try {
      for (const [label, path] of Object.entries(urls).slice(0, cache === 'on' ? 3 : 2)) {
        const r = (got[`${label} ${cache}`] = await measure(label, server.url + path));
        print(`| ${cache} | ${label} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${ms(r.cpuMsPerRequest, 2)} |`);
      }
    } finally {
      await server.stop();
    }
  }
  const page = got['page /en/about on']!, file = got['static file (site.css) on']!, uncached = got['page /en/about off']!;
  print(`\nCached page / static file: **${(page.rps / file.rps).toFixed(2)}** (goal ≥ 0.9). An uncached render costs ${ms(uncached.cpuMsPerRequest - file.cpuMsPerRequest, 2)} of workerd CPU beyond serving a static file (client and server share the machine's cores).\n`);
}

/** A section that fails says so on the page, and the run goes on. */
/** Click → largest paint for the two navigations a visitor makes most, without and with the
 *  page's Speculation Rules (scripts/bench/navigation.ts). */
async function navigationTable() {
  const server = process.env.BENCH_SITE ? { url: process.env.BENCH_SITE, stop: async () => {} } : await startLocalServer({ CONTENT_STATUS: 'verified', ENVIRONMENT: 'production' });
  try {
    const runs = env('BENCH_NAVIGATION_RUNS', 5);
    const rows = await navigationRows(server.url, [['/en', '/en/report'], ['/en/blog', '/en/blog/1']], runs);
    section('navigation');
    print(`## Navigation: click → largest paint of the next page (Chromium, 412 px, applied throttling: 150 ms, 1.6 Mbit/s, CPU 4×; median of ${runs})\n`);
    print('| navigation | speculation off | Speculation Rules as served |');
    print('|---|---|---|');
    for (const r of rows) print(`| ${r.from} → ${r.to} | ${ms(r.without)} | ${ms(r.with)} |`);
    print();
  } finally { await server.stop(); }
}

const guard = async (name: string, f: () => Promise<void>) => { try { await f(); } catch (e) { section(name); print(`## ${name}: failed (${(e as Error).message.split('\n')[0]})\n`); } };
if (run('navigation')) await guard('navigation', navigationTable);
if (run('search')) await guard('search', searchTable);
if (run('scale')) await guard('scale', scaleTable);
if (run('throughput')) await guard('throughput', throughputTable);
if (run('bytes') || run('lighthouse')) await guard('pages', pagesTable);
section('end');
print(`Measured in ${Math.round((Date.now() - started) / 60_000)} min on ${new Date().toISOString().slice(0, 10)}.`);

// A partial run (BENCH_ONLY, BENCH_PAGES) prints but leaves the page alone, unless BENCH_WRITE=1.
if ((only || process.env.BENCH_PAGES) && !process.env.BENCH_WRITE) {
  console.log('\npartial run: docs/performance.md left as it was');
} else {
  const [before, rest] = readFileSync(docs, 'utf8').split('<!-- bench:start -->');
  const after = rest!.split('<!-- bench:end -->')[1];
  const partial = only || process.env.BENCH_PAGES ? `A partial run (${[only && `BENCH_ONLY=${only.join(',')}`, process.env.BENCH_PAGES && `BENCH_PAGES=${process.env.BENCH_PAGES}`].filter(Boolean).join(', ')}).\n\n` : '';
  writeFileSync(docs, `${before}<!-- bench:start -->\n\n${partial}${[...order, 'end'].flatMap((name) => parts.get(name) ?? []).join('\n')}\n\n<!-- bench:end -->${after}`);
  console.log('\nwritten to docs/performance.md');
}
