// `npm run bench`'s own parts, run here so a broken bench shows before a two-hour run needs it:
// the floor's replay server (scripts/bench-replay.ts) answers with what the site answered, byte for
// byte, for a page and every asset the page names; and a partial bench prints its table and leaves
// docs/bench.md alone. (The bench's numbers are never checked here: tests check correctness.)
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplay, type Replay } from '../../scripts/bench-replay.ts';
import { machineFactor, reference, startReference } from '../../scripts/bench-reference.ts';
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

  it('answers with the status, headers and text the site gave', async () => {
    const [site, again] = await Promise.all([get(baseUrl() + path), get(replay.url + path)]);
    expect(again.status).toBe(site.status);
    expect(described(again)).toEqual(described(site));
    expect(again.headers['content-length']).toBe(String(again.body.length));
    expect(text(again)).toBe(text(site));
  });

  it('serves every asset the page names, as the site serves it', async () => {
    const page = text(await get(replay.url + path));
    const assets = [...new Set([...page.matchAll(/["'(](\/assets\/[^"'()\s]+)["')]/g)].map((m) => m[1]!))];
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const [site, again] = await Promise.all([get(baseUrl() + asset), get(replay.url + asset)]);
      expect(again.status, asset).toBe(site.status);
      expect(again.headers['content-type'], asset).toBe(site.headers['content-type']);
      expect(text(again), asset).toBe(text(site));
    }
  });
});

describe('the reference: pages recorded when the 760 ms goal was set', () => {
  const paths = Object.keys(reference.lcpThen);

  it('serves each page and every asset it names, as recorded, and nothing else', async () => {
    expect(paths.length).toBeGreaterThan(0);
    const served = await startReference();
    try {
      for (const path of paths) {
        const page = await get(served.url + path);
        expect(page.status, path).toBe(200);
        expect(page.headers['content-type'], path).toMatch(/^text\/html/);
        expect(page.headers['content-length'], path).toBe(String(page.body.length));
        const html = text(page);
        expect(html, path).toContain('</html>');
        // A sprite's #fragment is the browser's: it asks for the file.
        const assets = [...new Set([...html.matchAll(/["'(](\/assets\/[^"'()\s#]+)/g)].map((m) => m[1]!))];
        expect(assets.length, path).toBeGreaterThan(0);
        for (const asset of assets) expect((await get(served.url + asset)).status, `${path}: ${asset}`).toBe(200);
      }
      expect((await get(`${served.url}/not-recorded`)).status).toBe(404);
    } finally {
      await served.close();
    }
  });

  it("scales the goal by the median page's LCP now over its LCP then, leaving out pages not measured", () => {
    const factors = [2, 1.5, 3, 1.2, 2.5];
    const now = paths.map((path, i) => ({ path, lcp: reference.lcpThen[path]! * factors[i % factors.length]! }));
    const expected = now.map((r) => r.lcp / reference.lcpThen[r.path]!).sort((a, b) => a - b)[Math.floor(now.length / 2)];
    expect(machineFactor(now)).toBeCloseTo(expected!);
    expect(machineFactor([...now, { path: '/not-a-reference', lcp: 99_999 }])).toBeCloseTo(expected!);
    expect(machineFactor(now.map((r) => ({ ...r, lcp: NaN })))).toBeUndefined();
  });
});

describe('a partial npm run bench', () => {
  it('prints the bytes table for the pages asked and leaves docs/bench.md as it was', async () => {
    const before = readFileSync(join(root, 'docs/bench.md'), 'utf8');
    const { code, stdout, output } = await runCommand(join(root, 'node_modules/.bin/node'), ['scripts/bench.ts'], {
      cwd: root, timeoutMs: 120_000, env: { BENCH_ONLY: 'bytes', BENCH_PAGES: '/en/about,/blog/1', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
    });
    expect(code, output.slice(-2000)).toBe(0);
    expect(stdout).toContain('## Bytes per page');
    expect(stdout).toMatch(/^\| \/en\/about \| [\d.]+ KB \| [\d.]+ KB \| \d+ B \| (yes|no) \|/m);
    expect(stdout).toMatch(/^\| \/blog\/1 \|/m);
    expect(stdout).toContain('docs/bench.md left as it was');
    expect(readFileSync(join(root, 'docs/bench.md'), 'utf8')).toBe(before);
  }, 150_000);
});
