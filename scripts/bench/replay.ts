// The floor for `npm run bench`: the site's own responses, recorded once (status, headers and body
// bytes exactly as served, still gzip) and replayed from memory by a plain Node HTTP server, so a
// page measured through it costs no rendering, no worker and no streaming: what the bytes alone
// cost a visitor on this machine at this moment. One difference: the replay sends a
// Content-Length where the worker streams chunks (a few bytes of framing less).
import { request, createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface Recorded { status: number; headers: IncomingHttpHeaders; body: Buffer }
export interface Replay { url: string; close(): Promise<void> }

/** Headers that describe one connection, not the response. */
const connectionHeaders = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

/** One GET with the headers Chromium sends that change the answer (it asks for gzip; so does this). */
const fetchRaw = (origin: string, path: string) => new Promise<Recorded>((resolve, reject) => {
  request(`${origin}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html,*/*' } }, (res) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }));
    res.on('error', reject);
  }).on('error', reject).end();
});

/** Same-origin files a response names (its scripts, chunks, images; a #fragment is the browser's). */
function assetsNamedIn({ body, headers }: Recorded): string[] {
  const encoding = headers['content-encoding'];
  if (encoding && encoding !== 'gzip') return [];
  let text: string;
  try { text = (encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8'); } catch { return []; }
  return [
    ...[...text.matchAll(/["'(](\/assets\/[^"'()\s#]+)(?:#[^"'()\s]*)?["')]/g)].map((m) => m[1]!),
    // A module's chunks are imported relative to it ("./chunk.X.js").
    ...[...text.matchAll(/["']\.\/([\w.-]+\.js)["']/g)].map((m) => `/assets/${m[1]}`),
  ];
}

/** Records each path and every asset it names (recursively), then serves them from memory; a path
 *  not recorded is fetched from `origin` once, on its first request, and kept. */
export async function startReplay(origin: string, paths: readonly string[]): Promise<Replay> {
  const kept = new Map<string, Recorded>();
  const record = async (path: string): Promise<Recorded> => {
    const hit = kept.get(path);
    if (hit) return hit;
    const got = await fetchRaw(origin, path);
    kept.set(path, got);
    for (const asset of assetsNamedIn(got)) await record(asset);
    return got;
  };
  for (const path of paths) await record(path);
  const server = createServer((req, res) => {
    record(req.url ?? '/').then((r) => {
      const headers = Object.fromEntries(Object.entries(r.headers).filter(([name, value]) => value !== undefined && !connectionHeaders.has(name))) as Record<string, string | string[]>;
      res.writeHead(r.status, { ...headers, 'content-length': String(r.body.length) });
      res.end(req.method === 'HEAD' ? undefined : r.body);
    }, () => { res.writeHead(502).end(); });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
