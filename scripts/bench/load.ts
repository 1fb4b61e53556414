// `npm run load`: a bounded loopback load on the local workerd (wrangler dev on 127.0.0.1):
// 50,000 requests at concurrency 100 over a mix of pages, 404s and static assets. Prints
// requests/s, latency p50/p99, errors (must be 0), status counts and workerd's memory before and
// after. Traffic goes to 127.0.0.1 only, and the run stops by itself.
import autocannon from 'autocannon';
import { assetUrls } from '../../src/generated/assets.ts';
import { startLocalServer } from '../shared/local-server.ts';
import { workerdMemoryMiB } from './process-memory.ts';

const amount = Number(process.env.LOAD_REQUESTS ?? 50_000);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);

const pages = ['/', '/en', '/cn', '/about', '/en/team', '/cn/partners', '/en/cases', '/blog', '/en/blog/3', '/cn/blog/5', '/en/report', '/privacy'];
const missing = ['/nowhere', '/en/nope', '/cn/blog/99', '/blog/abc'];
const assets = [assetUrls['site.css']!, assetUrls['site.js']!, assetUrls['logo.svg']!];
// 6 pages : 2 misses : 2 assets, in a fixed order (reproducible).
const mix = Array.from({ length: 60 }, (_, i) => (i % 5 < 3 ? pages[i % pages.length]! : i % 5 === 3 ? missing[i % missing.length]! : assets[i % assets.length]!));

const server = await startLocalServer({ ENVIRONMENT: 'production', CONTENT_STATUS: 'verified' });
try {
  for (const path of new Set(mix)) await fetch(server.url + path); // warm every route once
  const before = workerdMemoryMiB(server.process.pid!);
  const statuses = new Map<number, number>();
  const result = await autocannon({
    url: server.url,
    connections,
    amount,
    timeout: 10,
    requests: mix.map((path) => ({ method: 'GET', path })),
    setupClient: (client) => client.on('response', (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1)),
  });
  const after = workerdMemoryMiB(server.process.pid!);
  const rows = [
    ['requests', String(result.requests.sent ?? amount)],
    ['concurrency', String(connections)],
    ['duration', `${result.duration.toFixed(1)} s`],
    ['requests/s (mean)', result.requests.average.toFixed(0)],
    ['latency p50', `${result.latency.p50} ms`],
    ['latency p99', `${result.latency.p99} ms`],
    ['errors (socket, timeouts)', String(result.errors + result.timeouts)],
    ['status counts', [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ')],
    ['workerd memory before', before === null ? 'n/a' : `${before} MiB`],
    ['workerd memory after', after === null ? 'n/a' : `${after} MiB`],
  ];
  console.log(`\n| load (127.0.0.1, ${amount} requests) | value |\n|---|---|`);
  for (const [k, v] of rows) console.log(`| ${k} | ${v} |`);
  const unexpected = [...statuses.keys()].filter((s) => s !== 200 && s !== 404);
  if (result.errors + result.timeouts > 0 || unexpected.length > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
