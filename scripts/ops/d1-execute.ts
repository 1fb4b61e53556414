// SQL on the site's D1 for the operators' commands (`npm run requests`, `npm run search-misses`),
// through `wrangler d1 execute DB`: the local database by default (or the one under --persist-to),
// production's with --remote (which needs `wrangler login`). A failure is a D1CommandError that
// says why; nothing was changed by the statement that failed.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

export interface D1Target {
  readonly remote?: boolean;
  /** A local database's folder (wrangler's --persist-to); only without `remote`. */
  readonly persistTo?: string;
}

export class D1CommandError extends Error {}

/** The rows `sql` returns (none for a statement that returns none). */
export function d1Execute(sql: string, target: D1Target): Record<string, unknown>[] {
  const where = target.remote ? ['--remote', '--env', 'production'] : ['--local', ...(target.persistTo ? ['--persist-to', target.persistTo] : [])];
  // WRANGLER_LOG stays unset: with any level set, `wrangler d1 execute --json` prints no JSON at all.
  const { WRANGLER_LOG: _ignored, ...inherited } = process.env;
  const run = spawnSync(join(root, 'node_modules/.bin/wrangler'), ['d1', 'execute', 'DB', ...where, '--json', '--command', sql], {
    cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024,
    env: { ...inherited, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  });
  let out: unknown;
  try {
    out = JSON.parse(run.stdout);
  } catch {
    throw new D1CommandError(`wrangler d1 execute printed no JSON result (exit ${run.status}); nothing was changed.\n${run.stdout}${run.stderr}`);
  }
  if (run.status !== 0 || !Array.isArray(out)) {
    const text = (out as { error?: { text?: string } } | null)?.error?.text;
    throw new D1CommandError(`wrangler d1 execute failed${text ? `: ${text}` : ''}; nothing was changed.\n${text ? '' : run.stdout + run.stderr}`);
  }
  return (out as { results: Record<string, unknown>[] }[]).flatMap((r) => r.results);
}
