// The floor for `npm run bench`'s Lighthouse goals: the site's own responses, recorded once (status,
// headers and body bytes exactly as served, still compressed) and replayed from memory by a plain
// Node HTTP server, so a page measured through it costs no rendering, no worker and no streaming.
// Lighthouse's timings move with the machine (a slower or busier machine adds 200–300 ms of LCP to
// every page), so the bench measures the same bytes both ways in the same run: what is left between
// the two is what the site's serving costs, on any machine.
import { request, createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface Recorded { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** Hop-by-hop and per-response headers that describe one connection, not the response. */
const connectionHeaders = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

/** One GET with the headers Chromium sends that change the answer (it asks for gzip; so does this). */
function fetchRaw(origin: string, path: string): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html,*/*' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Same-origin files a page or module names (its stylesheet, scripts, chunks, images). */
function assetsNamedIn(body: Buffer, encoding: string | undefined): string[] {
  if (encoding && encoding !== 'gzip') return [];
  let text: string;
  try {
    text = (encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');
  } catch { return []; }
  const found = new Set<string>();
  // A fragment (a sprite's #id) is the browser's: it asks for the file without it.
  for (const m of text.matchAll(/["'(](\/assets\/[^"'()\s#]+)(?:#[^"'()\s]*)?["')]/g)) found.add(m[1]!);
  // A module's chunks are imported relative to it ("./chunk.X.js").
  for (const m of text.matchAll(/["']\.\/([\w.-]+\.js)["']/g)) found.add(`/assets/${m[1]}`);
  return [...found];
}

export interface Replay { url: string; close(): Promise<void> }

/** Records each path and every asset it names (recursively), into `kept`. */
export async function recordResponses(origin: string, paths: readonly string[], kept = new Map<string, Recorded>()): Promise<Map<string, Recorded>> {
  const record = async (path: string): Promise<void> => {
    if (kept.has(path)) return;
    const got = await fetchRaw(origin, path);
    kept.set(path, got);
    for (const asset of assetsNamedIn(got.body, got.headers['content-encoding'] as string | undefined)) await record(asset);
  };
  for (const path of paths) await record(path);
  return kept;
}

/** Serves recorded responses from memory, exactly as recorded; a path not kept is asked of `miss`
 *  (404 without one). */
export async function serveRecorded(kept: Map<string, Recorded>, miss?: (path: string) => Promise<Recorded>): Promise<Replay> {
  const find = async (path: string): Promise<Recorded> => {
    const hit = kept.get(path);
    if (hit) return hit;
    if (!miss) return { status: 404, headers: { 'content-type': 'text/plain' }, body: Buffer.from('not recorded') };
    const got = await miss(path);
    kept.set(path, got);
    return got;
  };
  const server: Server = createServer((req, res) => {
    find(req.url ?? '/').then((r) => {
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(r.headers)) if (value !== undefined && !connectionHeaders.has(name)) headers[name] = value;
      headers['content-length'] = String(r.body.length);
      res.writeHead(r.status, headers);
      res.end(req.method === 'HEAD' ? undefined : r.body);
    }, () => { res.writeHead(502).end(); });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** Records each path and every asset it names (recursively), then serves them from memory; a path
 *  not recorded is fetched once on first request and kept. */
export async function startReplay(origin: string, paths: readonly string[]): Promise<Replay> {
  const kept = await recordResponses(origin, paths);
  return serveRecorded(kept, async (path) => (await recordResponses(origin, [path], kept)).get(path)!);
}
