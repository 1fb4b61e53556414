// Starts the built site under `wrangler dev` (local workerd) on a free loopback port, for the
// browser tests, the screenshots and the bench, after applying the D1 migrations to the default
// local persistence (.wrangler/state). Resolves once the site answers; stop() ends it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { migrateLocal } from './migrate-local.ts';

const root = join(import.meta.dirname, '../..');

export interface LocalServer {
  readonly url: string;
  readonly process: ChildProcess;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * `vars` become worker vars (CLOUDFLARE_INCLUDE_PROCESS_ENV), e.g. { CONTENT_STATUS: 'verified' }.
 * The web editor's origin is http://cms.localhost:<port> unless `vars` name another CMS_ORIGIN.
 * `persistTo`: a separate local state directory (D1, rate limits) instead of .wrangler/state.
 * `port`: a port chosen beforehand (freePort), when a setting must name the address first.
 */
export async function startLocalServer(vars: Record<string, string> = {}, timeoutMs = 180_000, persistTo?: string, chosenPort?: number): Promise<LocalServer> {
  migrateLocal(persistTo);
  const port = chosenPort ?? await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(join(root, 'node_modules/.bin/wrangler'), ['dev', '--port', String(port), '--ip', '127.0.0.1', '--show-interactive-dev-session=false',
    ...(vars.CMS_ORIGIN ? [] : ['--var', `CMS_ORIGIN:http://cms.localhost:${port}`]), ...(persistTo ? ['--persist-to', persistTo] : [])], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: {
      ...process.env,
      ...vars,
      CLOUDFLARE_INCLUDE_PROCESS_ENV: Object.keys(vars).length ? 'true' : 'false',
      WRANGLER_SEND_METRICS: 'false',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_LOG: 'warn',
    },
  });
  let output = '';
  child.stdout!.on('data', (d) => { output += d; });
  child.stderr!.on('data', (d) => { output += d; });
  const stop = () => new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    try { process.kill(-child.pid!, 'SIGTERM'); } catch { child.kill('SIGTERM'); }
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/`);
      if (res.ok) return { url, process: child, stop };
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`wrangler dev did not answer within ${timeoutMs} ms:\n${output}`);
}
