// `npm run load:contact`: a bounded loopback load on the request form. 2,000 valid POSTs at
// concurrency 50 against a local `wrangler dev` (rate limit relaxed with RATE_LIMIT=off, as
// only this run may), into a fresh local D1 (its own persistence dir, deleted afterwards).
// Then it counts the rows: every 303 must be a stored request. Prints the figures; exits 1 on
// any error, any status but 303, or rows != requests.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalServer } from '../shared/local-server.ts';

const root = join(import.meta.dirname, '../..');
const amount = Number(process.env.LOAD_REQUESTS ?? 2_000);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);
const persist = mkdtempSync(join(tmpdir(), 'load-contact-'));

const wrangler = (args: string[]) => spawnSync(join(root, 'node_modules/.bin/wrangler'), args, {
  cwd: root, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: 'true' },
});

const server = await startLocalServer({ RATE_LIMIT: 'off' }, 60_000, persist);
try {
  const count = () => {
    const run = wrangler(['d1', 'execute', 'DB', '--local', '--persist-to', persist, '--json', '--command', 'SELECT COUNT(*) AS n FROM requests']);
    if (run.status !== 0) throw new Error(run.stdout + run.stderr);
    return (JSON.parse(run.stdout) as { results: { n: number }[] }[])[0]!.results[0]!.n;
  };
  const before = count();
  const body = (i: number) => new URLSearchParams({
    name: `Load test ${i}`, email: `load${i}@example.net`, phone: '', country: 'TW', language: i % 2 ? 'en' : 'zh-TW',
    message: `Load test request number ${i}: 我被騙了，想請您協助評估。`, consent: 'yes', leave_blank: '',
  }).toString();
  const statuses = new Map<number, number>();
  const result = await autocannon({
    url: server.url,
    connections,
    amount,
    timeout: 20,
    requests: Array.from({ length: 100 }, (_, i) => ({
      method: 'POST' as const,
      path: i % 3 === 0 ? '/contact' : i % 3 === 1 ? '/en/contact' : '/cn/contact',
      headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body(i),
    })),
    setupClient: (client) => client.on('response', (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1)),
  });
  const rows = count() - before;
  const errors = result.errors + result.timeouts;
  const rowsTable = [
    ['POST /contact (3 languages)', String(result.requests.sent ?? amount)],
    ['concurrency', String(connections)],
    ['duration', `${result.duration.toFixed(1)} s`],
    ['requests/s (mean)', result.requests.average.toFixed(0)],
    ['latency p50 / p99', `${result.latency.p50} ms / ${result.latency.p99} ms`],
    ['errors (socket, timeouts)', String(errors)],
    ['status counts', [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ')],
    ['rows stored in D1', String(rows)],
  ];
  console.log(`\n| load:contact (127.0.0.1, ${amount} submissions) | value |\n|---|---|`);
  for (const [k, v] of rowsTable) console.log(`| ${k} | ${v} |`);
  if (errors > 0 || rows !== amount || statuses.get(303) !== amount) process.exitCode = 1;
} finally {
  await server.stop();
  rmSync(persist, { recursive: true, force: true });
}
