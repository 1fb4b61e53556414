// Throughput of the production bundle (the deploy dry run) in workerd through Miniflare, without
// `wrangler dev`'s proxy (which costs more than the worker): autocannon over loopback, and the CPU
// workerd spends per request (Linux /proc).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { freePort } from '../shared/local-server.ts';
import { workerdCpuMs } from './process-memory.ts';

export interface WorkerdRun { label: string; rps: number; p50: number; p99: number; cpuMsPerRequest: number }

const compatibilityDate = /compatibility_date\s*=\s*"([^"]+)"/.exec(readFileSync(join(import.meta.dirname, '../../wrangler.toml'), 'utf8'))![1]!;

/** Starts the bundle in `bundleDir` (worker.js) in front of `root`'s dist/static, with these vars.
 *  `inspectorPort`: also open workerd's DevTools protocol there (scripts/bench/scale.ts reads the
 *  isolate's heap through it). */
export async function startBundle(root: string, bundleDir: string, vars: Record<string, string>, inspectorPort?: number) {
  const port = await freePort();
  // Miniflare 5 takes its own config shape; convertV4MiniflareOptions accepts the classic one.
  const mf = new Miniflare(convertV4MiniflareOptions({
    host: '127.0.0.1', port, ...(inspectorPort ? { inspectorPort } : {}),
    modules: [{ type: 'ESModule', path: join(bundleDir, 'worker.js') }],
    modulesRoot: bundleDir,
    compatibilityDate,
    bindings: { SITE_URL: `http://127.0.0.1:${port}`, ...vars },
    // binding: the worker reads the search index and the article and news bodies through it (as wrangler.toml's [assets] says).
    assets: { directory: join(root, 'dist/static'), binding: 'ASSETS', routerConfig: { has_user_worker: true } },
  }));
  const url = (await mf.ready).origin;
  return { url, stop: () => mf.dispose() };
}

/** Requests per second and workerd CPU per request for one URL (after one warm-up request). */
export async function measure(label: string, url: string, seconds = 8, connections = 20): Promise<WorkerdRun> {
  await fetch(url);
  const cpuBefore = workerdCpuMs(process.pid);
  const r = await autocannon({ url, connections, duration: seconds });
  const cpu = workerdCpuMs(process.pid) - cpuBefore;
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  const done = r.requests.total || 1;
  return { label, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, cpuMsPerRequest: cpu / done };
}
