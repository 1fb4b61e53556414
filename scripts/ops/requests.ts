// `npm run requests`: the operators' view of the requests in D1 (every kind the form takes: help
// for a person or a business, partnership, proposal, job, press), through
// `wrangler d1 execute DB` (local by default, `--remote` for production, which needs
// `wrangler login`). Lists open requests (or all, or one kind), marks one handled, deletes one (a
// visitor's deletion request), or exports everything as JSON, readable by its owner only.
//   npm run requests [-- --all] [--kind KIND] [--handled REF] [--delete REF] [--export file.json] [--remote] [--persist-to DIR]
// A failure changes nothing and says why: a reference is looked up before anything is changed.
// What a visitor typed is shown escaped and cut (scripts/ops/request-listing.ts).
import { closeSync, fchmodSync, openSync, writeSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { referencePattern } from '../../src/features/forms/random-id.ts';
import { requestKind, requestKinds } from '../../src/features/contact/kinds.ts';
import { D1CommandError, d1Execute } from './d1-execute.ts';
import { formatRequest } from './request-listing.ts';
import { minuteOf as time, printable, printableLines } from '../shared/terminal-text.ts';

const usage = 'usage: npm run requests -- [--all] [--kind KIND] [--handled REF] [--delete REF] [--export FILE] [--remote] [--persist-to DIR]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const options = {
  all: { type: 'boolean' }, remote: { type: 'boolean' }, kind: { type: 'string' }, handled: { type: 'string' }, delete: { type: 'string' },
  export: { type: 'string' }, 'persist-to': { type: 'string' },
} as const;

/** An unknown option is a usage error, not a stack trace. */
function readArgs() {
  try {
    return parseArgs({ options }).values;
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
}
const values = readArgs();
if ([values.handled, values.delete, values.export].filter((v) => v !== undefined).length > 1) fail(`One of --handled, --delete and --export at a time.\n${usage}`);
// The kind is validated against the list before it goes into SQL text: it can only be one of them.
const kind = values.kind === undefined ? undefined : requestKind(values.kind.trim().toLowerCase());
if (kind === null) fail(`"${printable(values.kind ?? '')}" is not a kind of request; the kinds are: ${requestKinds.join(', ')}.`);
if (kind && (values.handled || values.delete || values.export)) fail(`--kind goes with the listing only.\n${usage}`);
if (values.remote && values['persist-to']) fail('--persist-to is for a local database; it cannot go with --remote.');

function d1(sql: string): Record<string, unknown>[] {
  try {
    return d1Execute(sql, { remote: values.remote, persistTo: values['persist-to'] });
  } catch (error) {
    if (error instanceof D1CommandError) fail(printableLines(error.message));
    throw error;
  }
}

/** A reference is the only value put into SQL text here, so it must be exactly one. */
function reference(value: string): string {
  const ref = value.trim().toUpperCase();
  if (!referencePattern.test(ref)) fail(`"${printable(value)}" is not a reference number (like 7KQ2M-XD94R); nothing was changed.`);
  return ref;
}

/** The request, or a failure that says so before anything is changed. */
function existing(ref: string): { handled_at: number | null } {
  const [row] = d1(`SELECT ref, handled_at FROM requests WHERE ref = '${ref}'`);
  if (!row) fail(`No request ${ref} in the ${values.remote ? 'production' : 'local'} database; nothing was changed. \`npm run requests -- --all\` lists every request.`);
  return row as { handled_at: number | null };
}

/** Written owner-only (0600) from the first byte, also when the file already existed. */
function writePrivate(path: string, text: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'w', 0o600);
    fchmodSync(fd, 0o600);
    writeSync(fd, text);
  } catch (error) {
    fail(`Could not write ${path}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

if (values.handled) {
  const ref = reference(values.handled);
  const row = existing(ref);
  if (row.handled_at !== null) {
    console.log(`${ref} was already marked handled on ${time(row.handled_at)} UTC; nothing was changed.`);
  } else {
    d1(`UPDATE requests SET handled_at = ${Date.now()} WHERE ref = '${ref}' AND handled_at IS NULL`);
    console.log(`${ref} marked handled.`);
  }
} else if (values.delete) {
  const ref = reference(values.delete);
  existing(ref);
  d1(`DELETE FROM requests WHERE ref = '${ref}'`);
  console.log(`${ref} deleted. Delete its notification email too.`);
} else if (values.export) {
  const rows = d1('SELECT * FROM requests ORDER BY created_at');
  writePrivate(values.export, `${JSON.stringify(rows, null, 2)}\n`);
  console.log(`${rows.length} request${rows.length === 1 ? '' : 's'} written to ${values.export}, readable by you only (personal data: keep it off shared drives, delete it when done).`);
} else {
  const where = [values.all ? '' : 'handled_at IS NULL', kind ? `kind = '${kind}'` : ''].filter(Boolean);
  const rows = d1(`SELECT ref, created_at, locale, kind, language, country, name, organization, role, email, phone, message, notified_at, handled_at FROM requests ${where.length ? `WHERE ${where.join(' AND ')} ` : ''}ORDER BY created_at`);
  console.log(`${rows.length} ${values.all ? '' : 'open '}${kind ? `"${kind}" ` : ''}request${rows.length === 1 ? '' : 's'} (${values.remote ? 'production' : 'local'}).`);
  for (const r of rows) for (const line of formatRequest(r)) console.log(line);
}
