// Applies migrations/ to the local D1 (wrangler's default persistence, .wrangler/state) so that
// `npm start` and the browser tests find the tables. Offline, idempotent, no account needed.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

export function migrateLocal(persistTo?: string): void {
  const args = ['d1', 'migrations', 'apply', 'DB', '--local', ...(persistTo ? ['--persist-to', persistTo] : [])];
  const run = spawnSync(join(root, 'node_modules/.bin/wrangler'), args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: 'true' },
  });
  if (run.status !== 0) throw new Error(`wrangler ${args.join(' ')} failed:\n${run.stdout}${run.stderr}`);
}

if (import.meta.main) migrateLocal();
