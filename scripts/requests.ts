// `npm run requests`: the operators' view of the assessment requests in D1, through
// `wrangler d1 execute DB` (local by default, `--remote` for production, which needs
// `wrangler login`). Lists open requests (or all), marks one handled, deletes one (a visitor's
// deletion request), or exports everything as JSON.
//   npm run requests [-- --all] [--handled REF] [--delete REF] [--export file.json] [--remote]
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { referencePattern } from '../src/features/forms/random-id.ts';

const root = join(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    all: { type: 'boolean' }, remote: { type: 'boolean' }, handled: { type: 'string' }, delete: { type: 'string' }, export: { type: 'string' },
  },
});

function d1(sql: string): Record<string, unknown>[] {
  const where = values.remote ? ['--remote', '--env', 'production'] : ['--local'];
  const run = spawnSync(join(root, 'node_modules/.bin/wrangler'), ['d1', 'execute', 'DB', ...where, '--json', '--command', sql], {
    cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_LOG: 'error' },
  });
  if (run.status !== 0) {
    console.error(`wrangler d1 execute failed:\n${run.stdout}${run.stderr}`);
    process.exit(1);
  }
  const out = JSON.parse(run.stdout) as { results: Record<string, unknown>[] }[];
  return out.flatMap((r) => r.results);
}

/** A reference is the only value put into SQL text here, so it must be exactly one. */
function reference(value: string): string {
  const ref = value.trim().toUpperCase();
  if (!referencePattern.test(ref)) {
    console.error(`"${value}" is not a reference number (like 7KQ2M-XD94R)`);
    process.exit(1);
  }
  return ref;
}

const time = (ms: unknown) => (typeof ms === 'number' ? new Date(ms).toISOString().slice(0, 16).replace('T', ' ') : '-');

if (values.handled) {
  const ref = reference(values.handled);
  const rows = d1(`UPDATE requests SET handled_at = ${Date.now()} WHERE ref = '${ref}' RETURNING ref`);
  console.log(rows.length ? `${ref} marked handled.` : `No request ${ref}.`);
} else if (values.delete) {
  const ref = reference(values.delete);
  const rows = d1(`DELETE FROM requests WHERE ref = '${ref}' RETURNING ref`);
  console.log(rows.length ? `${ref} deleted.` : `No request ${ref}.`);
} else if (values.export) {
  const rows = d1('SELECT * FROM requests ORDER BY created_at');
  writeFileSync(values.export, `${JSON.stringify(rows, null, 2)}\n`);
  console.log(`${rows.length} requests written to ${values.export} (personal data: keep it safe, delete it when done).`);
} else {
  const rows = d1(`SELECT ref, created_at, locale, language, country, name, email, phone, message, notified_at, handled_at FROM requests ${values.all ? '' : 'WHERE handled_at IS NULL '}ORDER BY created_at`);
  console.log(`${rows.length} ${values.all ? '' : 'open '}request${rows.length === 1 ? '' : 's'} (${values.remote ? 'production' : 'local'}).`);
  for (const r of rows) {
    const state = r.handled_at ? `handled ${time(r.handled_at)}` : r.notified_at ? 'notified' : 'NOT NOTIFIED YET';
    console.log(`\n${r.ref}  ${time(r.created_at)} UTC  ${state}`);
    console.log(`  ${r.name} · ${[r.email, r.phone].filter(Boolean).join(' · ')} · ${r.country} · reply in ${r.language}`);
    console.log(`  ${String(r.message).replace(/\s+/g, ' ').slice(0, 300)}`);
  }
}
