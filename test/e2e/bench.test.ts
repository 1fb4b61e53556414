// `npm run bench`'s own parts, checked here so a broken bench shows before a half-hour run needs
// it (the bench's numbers are never checked: tests check correctness, and no Lighthouse runs here):
// the floor's replay server answers with what the site answered, for a page and every asset it
// names; the site's cost is the median of the pairs' differences; the search rows measure the
// query shapes they name; a partial run prints the per-page table and leaves docs/performance.md;
// BENCH_SCALE names the fixtures of the scale section in years; the build's peak memory counts its
// whole process tree.
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxQueryLength } from '../../src/search/limits.ts';
import { costOf, median } from '../../scripts/bench/lighthouse.ts';
import { startReplay, type Replay } from '../../scripts/bench/replay.ts';
import { heavyQueries } from '../../scripts/bench/search.ts';
import { scaleSizes } from '../../scripts/bench/scale.ts';
import { peakTreeMemory } from '../../scripts/bench/process-memory.ts';
import { runCommand } from './run.ts';
import { baseUrl } from './support.ts';

const root = join(import.meta.dirname, '../..');

interface Raw { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** A GET as Chromium makes it (gzip accepted), the body as it came over the wire. */
function get(url: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject).end();
  });
}

const text = (r: Raw) => (r.headers['content-encoding'] === 'gzip' ? gunzipSync(r.body) : r.body).toString('utf8');
/** The headers that describe the response, not the connection it came on. */
const described = (r: Raw) => Object.fromEntries(Object.entries(r.headers).filter(([k]) => !['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(k)));

describe('the floor: a page replayed from memory', () => {
  const path = '/en/about';
  let replay: Replay;
  beforeAll(async () => { replay = await startReplay(baseUrl(), [path]); });
  afterAll(() => replay.close());

  it('answers with the status, headers and bytes the site gave', async () => {
    const [site, again] = await Promise.all([get(baseUrl() + path), get(replay.url + path)]);
    expect(again.status).toBe(site.status);
    expect(described(again)).toEqual(described(site));
    expect(again.headers['content-length']).toBe(String(again.body.length));
    expect(text(again)).toBe(text(site));
  });

  it('serves every asset the page names, as the site serves it', async () => {
    const page = text(await get(replay.url + path));
    const assets = [...new Set([...page.matchAll(/["'(](\/assets\/[^"'()\s#]+)/g)].map((m) => m[1]!))];
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const [site, again] = await Promise.all([get(baseUrl() + asset), get(replay.url + asset)]);
      expect(again.status, asset).toBe(site.status);
      expect(again.headers['content-type'], asset).toBe(site.headers['content-type']);
      expect(text(again), asset).toBe(text(site));
    }
  });
});

describe('the scale section\'s fixtures', () => {
  it('are 300 + 300 unless BENCH_SCALE names years at 50 articles and 100 news items a year', () => {
    expect(scaleSizes(undefined)).toEqual([{ articles: 300, news: 300 }]);
    expect(scaleSizes('10,50')).toEqual([{ articles: 500, news: 1000 }, { articles: 2500, news: 5000 }]);
    expect(() => scaleSizes('10x')).toThrow('BENCH_SCALE: "10x" is not a whole number of years');
  });
});

describe('the peak memory of a command', () => {
  // A process holding 100 MB that starts one holding 150 MB: both at once, 250 MB (238 MiB) and more.
  const child = 'const b = Buffer.alloc(150e6, 1); setTimeout(() => b.length, 2000);';
  const parent = `const b = Buffer.alloc(100e6, 1); require('node:child_process').spawnSync(process.execPath, ['-e', ${JSON.stringify(child)}]); b.length;`;

  it('sums every process under it, as they run together', async () => {
    const { peakMiB } = await peakTreeMemory(process.execPath, ['-e', parent], { stdio: 'ignore' });
    expect(peakMiB).toBeGreaterThan(238);
  });

  it('fails with the command', async () => {
    await expect(peakTreeMemory(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' })).rejects.toThrow('ended with code 3');
  });
});

describe("the site's cost from pairs of runs", () => {
  it('is the median of site − floor, pair by pair, not the difference of the medians', () => {
    // Medians of each side: 900 − 700 = 200; the pairs' differences are 300, 0, 10 → 10.
    const pairs = [{ site: 1000, floor: 700 }, { site: 600, floor: 600 }, { site: 900, floor: 890 }];
    expect(costOf(pairs)).toBe(10);
    expect(costOf([{ site: 800, floor: 760 }, { site: 700, floor: 690 }])).toBe(25);
    expect(costOf([])).toBeNaN();
  });

  it('leaves out runs without an LCP', () => {
    expect(median([3, NaN, 1, 2])).toBe(2);
    expect(median([NaN])).toBeNaN();
  });
});

describe('the search row: the costliest query shapes against one word', () => {
  it('searches whole queries of the shapes it names, within the length the search keeps', () => {
    for (const [locale, { one, heavy }] of Object.entries(heavyQueries)) {
      expect(one, locale).toMatch(/^\S+$/);
      for (const [shape, q] of Object.entries(heavy)) {
        expect([...q].length, `${locale}: ${shape}`).toBeLessThanOrEqual(maxQueryLength);
        expect([...q].length, `${locale}: ${shape}`).toBeGreaterThanOrEqual(maxQueryLength - 1);
        if (/50 Han characters, spaced/.test(shape)) expect(q.split(' ').filter((c) => /^\p{Script=Han}$/u.test(c)), `${locale}: ${shape}`).toHaveLength(50);
      }
    }
  });
});

describe('the search part of npm run bench', () => {
  it('prints the cost of the costliest shapes and the relevance suite\'s score in each language', async () => {
    const { code, stdout, output } = await runCommand(join(root, 'node_modules/.bin/node'), ['scripts/bench/index.ts'], {
      cwd: root, timeoutMs: 120_000, env: { BENCH_ONLY: 'search' },
    });
    expect(code, output.slice(-2000)).toBe(0);
    expect(stdout).toMatch(/^\| en \| the characters or words that begin the most words of the vocabulary \(\d+ characters\) \|/m);
    for (const locale of ['zh-TW', 'zh-CN', 'en']) expect(stdout).toMatch(new RegExp(`^\\| ${locale} \\| \\d+ \\| \\d+\\.\\d % \\| (?:0\\.\\d{3}|1\\.000) \\|$`, 'm'));
  }, 150_000);
});

describe('a partial npm run bench', () => {
  it('prints the per-page table for the pages asked and leaves docs/performance.md as it was', async () => {
    const before = readFileSync(join(root, 'docs/performance.md'), 'utf8');
    const { code, stdout, output } = await runCommand(join(root, 'node_modules/.bin/node'), ['scripts/bench/index.ts'], {
      cwd: root, timeoutMs: 60_000, env: { BENCH_ONLY: 'bytes', BENCH_PAGES: '/en/about,/blog/1', BENCH_SITE: baseUrl() },
    });
    expect(code, output.slice(-2000)).toBe(0);
    expect(stdout).toContain("## Every page: its bytes and the site's cost over the floor");
    expect(stdout).toMatch(/^\| \/en\/about \| \d+ B \| (fits|\*\*over\*\*) \| – \| – \| – \| – \|$/m);
    expect(stdout).toMatch(/^\| \/blog\/1 \| \d+ B \|/m);
    expect(stdout).toContain('docs/performance.md left as it was');
    expect(readFileSync(join(root, 'docs/performance.md'), 'utf8')).toBe(before);
  }, 90_000);
});
