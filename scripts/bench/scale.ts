// The scale section of `npm run bench` (BENCH_ONLY=scale): today's content and the generated
// fixture of scripts/bench/scale-fixture.ts (300 articles + 300 news items; BENCH_SCALE=10,50 for fixtures
// of ten and fifty years at 50 articles and 100 news items a year), each built, then measured
// the same way: the worker bundle of `wrangler deploy --dry-run` against the platform's 64 MiB
// (wrangler 4.164's MAX_UNCOMPRESSED_SIZE_BYTES); startup CPU (`wrangler check startup`); the V8
// heap of one isolate (the bundle in workerd through Miniflare, read over workerd's DevTools
// protocol) at start and after pages and searches in each language (the platform allows 128 MB);
// whether the first screens arrive in the first window (scripts/bench/first-screen.ts); what grows with
// the content (the build's time and peak memory, the feed, /blog, /news, the static files against the plan's limit, the sitemap's
// files and the time to its first answer); and the search (scripts/bench/search.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../shared/browser.ts';
import { startBundle } from './workerd.ts';
import { firstScreenProblem } from './first-screen.ts';
import { freePort } from '../shared/local-server.ts';
import { makeScaleFixture } from './scale-fixture.ts';
import { staticFileLimits } from '../shared/platform-limits.ts';
import { peakTreeMemory } from './process-memory.ts';
import { searchTimes } from './search.ts';
import { wireResponse } from './wire-bytes.ts';

/** The platform's size rule for a worker (wrangler 4.164: MAX_UNCOMPRESSED_SIZE_BYTES). */
export const maxUncompressedBytes = 64 * 1024 * 1024;
/** The project's goals for 300 articles + 300 news items (docs/performance.md). */
export const goals = { startupMs: 100, heapMB: 64 } as const;

/** One tree's measures (today's repository or the fixture). */
export type ScaleRow = Awaited<ReturnType<typeof measureScale>>;

const env = () => ({ ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: '' });

/** `wrangler deploy --dry-run --outdir dist/bundle` in `dir`, then `wrangler check startup`. */
export function bundle(dir: string) {
  const wrangler = join(dir, 'node_modules/.bin/wrangler');
  const out = join(dir, 'dist/bundle');
  rmSync(out, { recursive: true, force: true });
  execFileSync(wrangler, ['deploy', '--dry-run', '--outdir', out], { cwd: dir, stdio: 'ignore', env: env() });
  const worker = readFileSync(join(out, 'worker.js'));
  const profile = join(out, 'startup.cpuprofile');
  // `wrangler check startup` can fail on a loaded machine (it times the start against the limit):
  // the row says so (NaN) and the other measures go on.
  let startupMs = NaN;
  try {
    execFileSync(wrangler, ['check', 'startup', '--outfile', profile], { cwd: dir, stdio: 'ignore', env: env() });
    startupMs = startupCpuMs(profile);
  } catch (e) { console.error(`wrangler check startup failed in ${dir}: ${(e as Error).message.split('\n')[0]}`); }
  return { bundleBytes: worker.length, bundleGzip: gzipSync(worker).length, startupMs };
}

/** Busy (not idle) time of a `wrangler check startup` CPU profile, in ms. */
export function startupCpuMs(profile: string): number {
  const p = JSON.parse(readFileSync(profile, 'utf8')) as { nodes: { id: number; callFrame: { functionName: string } }[]; samples: number[]; timeDeltas: number[] };
  const idle = new Set(p.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  return p.samples.reduce((sum, id, i) => sum + (idle.has(id) ? 0 : p.timeDeltas[i]!), 0) / 1000;
}

/** The V8 heap of the worker's isolate, through workerd's DevTools protocol (MB, 10^6 bytes). */
async function heapReader(inspectorPort: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as { id: string; webSocketDebuggerUrl: string }[];
  const target = targets.find((t) => t.id.startsWith('core:user'));
  if (!target) throw new Error(`no user worker among workerd's inspector targets: ${targets.map((t) => t.id).join(', ')}`);
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => { ws.addEventListener('open', resolve); ws.addEventListener('error', reject); });
  let id = 0;
  const pending = new Map<number, (result: { usedSize: number }) => void>();
  ws.addEventListener('message', (e) => { const m = JSON.parse(String(e.data)) as { id?: number; result?: { usedSize: number } }; if (m.id !== undefined) pending.get(m.id)?.(m.result!); });
  return {
    usedMB: () => new Promise<number>((resolve) => { pending.set(++id, (r) => resolve(r.usedSize / 1e6)); ws.send(JSON.stringify({ id, method: 'Runtime.getHeapUsage' })); }),
    close: () => ws.close(),
  };
}

const searches: Record<string, string> = { '': '詐騙', '/cn': '诈骗', '/en': 'scam' };

/** Measures the built tree in `dir` (today's repository or a fixture). */
export async function measureScale(label: string, dir: string, build: { buildMs: number; buildPeakMiB: number }) {
  const b = bundle(dir);
  const search = (await searchTimes(dir)).rows;
  const inspectorPort = await freePort();
  const server = await startBundle(dir, join(dir, 'dist/bundle'), { CONTENT_STATUS: 'verified', ENVIRONMENT: 'production' }, inspectorPort);
  const heap = await heapReader(inspectorPort);
  try {
    const get = async (path: string) => Buffer.from(await (await fetch(server.url + path)).arrayBuffer());
    // A fresh isolate: its heap at start, then after one page and one search in each language.
    const heapStartMB = await heap.usedMB();
    for (const prefix of Object.keys(searches)) await get(prefix || '/');
    const heapPagesMB = await heap.usedMB();
    // Then the longest article in each language: the pages that read a body.
    const longest = longestArticle(dir);
    for (const prefix of Object.keys(searches)) await get(`${prefix}/blog/${longest}`);
    const heapArticlesMB = await heap.usedMB();
    for (const [prefix, q] of Object.entries(searches)) await get(`${prefix}/search?q=${encodeURIComponent(q)}`);
    const heapAfterMB = await heap.usedMB();

    // The sitemap: an index of files (src/http/sitemap.ts), the first answer of a fresh isolate.
    const started = performance.now();
    const index = await fetch(`${server.url}/sitemap.xml`);
    const indexXml = await index.text();
    const sitemapFirstMs = performance.now() - started;
    const files = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const paths: string[] = [];
    let largestFile = 0;
    for (const file of files) {
      const xml = (await get(file)).toString();
      largestFile = Math.max(largestFile, Buffer.byteLength(xml));
      paths.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
    }
    const sitemap = { status: index.status, firstMs: sitemapFirstMs, files: files.length, urls: paths.length, largestFile };
    let largest = { path: '', bytes: 0 };
    for (const path of paths) {
      const { bytes } = await wireResponse(server.url + path);
      if (bytes > largest.bytes) largest = { path, bytes };
    }
    const browser = await launchBrowser();
    const page = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
    const check = async (path: string) => {
      const wire = await wireResponse(server.url + path);
      return { path, bytes: wire.bytes, problem: await firstScreenProblem(page, server.url + path, wire) };
    };
    let firstScreens, largestChecked;
    try {
      largestChecked = await check(largest.path);
      firstScreens = [];
      for (const prefix of Object.keys(searches)) for (const p of ['', '/blog', '/news']) firstScreens.push(await check(prefix + p || '/'));
    } finally {
      await browser.close();
    }

    const feedXml = await get('/en/feed.xml');
    const blogHtml = await get('/en/blog');
    const newsHtml = await get('/en/news');
    const count = (html: Buffer, pattern: RegExp) => (html.toString().match(pattern) ?? []).length;
    return {
      label, articles: readdirCount(join(dir, 'content/articles')), news: readdirCount(join(dir, 'content/news')), ...build, ...b,
      heapStartMB, heapPagesMB, heapArticlesMB, heapAfterMB, search, largest: largestChecked, firstScreens, sitemap,
      staticFiles: readdirSync(join(dir, 'dist/static'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && !['_headers', '_redirects'].includes(e.name)).length,
      feed: { gzip: gzipSync(feedXml).length, entries: count(feedXml, /<entry>/g) },
      blog: { gzip: gzipSync(blogHtml).length, cards: count(blogHtml, /<article\b/g) },
      newsList: { gzip: gzipSync(newsHtml).length, items: count(newsHtml, /data-news-link=/g) },
    };
  } finally {
    heap.close();
    await server.stop();
  }
}

/** The id (from zh-TW.md) of the article with the longest en.md in a content tree. */
const longestArticle = (dir: string) => readdirSync(join(dir, 'content/articles')).map((name) => join(dir, 'content/articles', name))
  .map((d) => ({ id: /^id:\s*(\d+)/m.exec(readFileSync(join(d, 'zh-TW.md'), 'utf8'))?.[1], size: readFileSync(join(d, 'en.md'), 'utf8').length }))
  .filter((s) => s.id).sort((a, b) => b.size - a.size)[0]!.id!;

const readdirCount = (dir: string) => readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).length;

/** `npm run build`'s work (node scripts/build/index.ts) in `dir`: its time and the peak resident
 *  memory of its process tree (scripts/bench/process-memory.ts). */
async function measuredBuild(dir: string): Promise<{ buildMs: number; buildPeakMiB: number }> {
  const { ms, peakMiB } = await peakTreeMemory(process.execPath, ['scripts/build/index.ts'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: env() });
  return { buildMs: ms, buildPeakMiB: peakMiB };
}

/** The fixtures to measure: BENCH_SCALE=10,50 is ten and fifty years at the brief's pace (50
 *  articles and 100 news items a year: 500 + 1,000 and 2,500 + 5,000); unset, 300 + 300. */
export function scaleSizes(value = process.env.BENCH_SCALE): { articles: number; news: number }[] {
  if (!value) return [{ articles: 300, news: 300 }];
  return value.split(',').map((v) => {
    const years = Number(v);
    if (!Number.isInteger(years) || years < 1) throw new Error(`BENCH_SCALE: "${v}" is not a whole number of years`);
    return { articles: 50 * years, news: 100 * years };
  });
}

/** Today's content (this repository, already built) and each fixture (scaleSizes). */
export async function scaleRows(root: string, onRow: (row: ScaleRow) => void): Promise<ScaleRow[]> {
  const rows = [await measureScale('today', root, await measuredBuild(root))];
  onRow(rows[0]!);
  for (const { articles, news } of scaleSizes()) {
    const dir = makeScaleFixture(articles, news, { build: false });
    try {
      rows.push(await measureScale(`${articles} + ${news} fixture`, dir, await measuredBuild(dir)));
      onRow(rows.at(-1)!);
    } finally {
      if (process.env.SCALE_FIXTURE_KEEP !== '1') rmSync(dir, { recursive: true, force: true });
      else console.log(`fixture kept in ${dir}`);
    }
  }
  return rows;
}

/** Static files against the Free plan's limit on one version (scripts/ops/preflight-checks.ts). */
export const staticShare = (files: number) => `${files.toLocaleString('en-US')} (${Math.round((files / staticFileLimits.free) * 100)}% of Free's ${staticFileLimits.free.toLocaleString('en-US')})`;

