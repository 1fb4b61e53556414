// `npm run missing-paths`: the missing-path report (scripts/ops/missing-report.ts) from the worker's
// not_found lines, read from one of:
//   npm run missing-paths -- tail.json          saved `wrangler tail --format json` (or dev) output
//   wrangler tail --env production --format json | npm run missing-paths     stdin
//   npm run missing-paths -- --live             runs that wrangler tail itself (needs a login)
//   npm run missing-paths -- --local            runs `wrangler dev` on :8787 (or $PORT)
// Live sources are read until Ctrl-C, or for --minutes N; then the report is printed. Nothing
// is stored: tail events carry request headers, and only our own lines are read from them.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import type { Readable } from 'node:stream';
import { formatReport, missingReport } from './missing-report.ts';
import { logRecords, type LogRecord } from './tail-log.ts';
import { printable, printableLines } from '../shared/terminal-text.ts';

const root = join(import.meta.dirname, '../..');
const wrangler = join(root, 'node_modules/.bin/wrangler');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { live: { type: 'boolean' }, local: { type: 'boolean' }, minutes: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});

if (values.help || (!values.live && !values.local && positionals.length === 0 && process.stdin.isTTY)) {
  console.log(readFileSync(import.meta.filename, 'utf8').split('\n').filter((l) => l.startsWith('//')).map((l) => l.slice(3)).join('\n'));
  process.exit(values.help ? 0 : 2);
}

const minutes = values.minutes === undefined ? null : Number(values.minutes);
if (minutes !== null && !(minutes > 0)) {
  console.error(`--minutes: a positive number, not "${printable(values.minutes ?? '')}"`);
  process.exit(2);
}

/** Reads streams until the first ends, Ctrl-C, or the time is up. */
function readUntilStopped(streams: Readable[], onText: (text: string, stream: number) => void): Promise<void> {
  return new Promise((resolve) => {
    streams.forEach((stream, i) => {
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => onText(chunk, i));
      stream.once('end', resolve);
    });
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
    if (minutes !== null) setTimeout(resolve, minutes * 60_000).unref();
  });
}

/** Our lines from streams. Tail events carry their time; `wrangler dev` prints one line per log
 * line without a time, so with `stampLines` each complete line is stamped as it arrives. */
async function readStreams(streams: Readable[], stampLines: boolean): Promise<LogRecord[]> {
  const records: LogRecord[] = [];
  const pending = streams.map(() => '');
  await readUntilStopped(streams, (chunk, i) => {
    pending[i] += chunk;
    if (!stampLines) return;
    const text = pending[i]!;
    const cut = text.lastIndexOf('\n');
    const now = Date.now();
    records.push(...logRecords(text.slice(0, cut + 1)).map((r) => ({ ...r, time: r.time ?? now })));
    pending[i] = text.slice(cut + 1);
  });
  return [...records, ...pending.flatMap((text) => logRecords(text))];
}

async function records(): Promise<LogRecord[]> {
  if (values.live || values.local) {
    const args = values.live
      ? ['tail', '--env', 'production', '--format', 'json', '--search', 'not_found']
      : ['dev', '--port', process.env.PORT ?? '8787', '--show-interactive-dev-session=false'];
    // wrangler dev prints the worker's console.warn and console.error on stderr: read both, and
    // pass stderr on so that wrangler's own messages (a login prompt, an error) stay visible;
    // what passes on is printable (it holds the paths visitors asked for).
    const child = spawn(wrangler, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
    });
    child.stderr!.on('data', (d: string | Buffer) => process.stderr.write(printableLines(stripVTControlCharacters(String(d)))));
    console.error(values.live
      ? 'Reading not_found lines from production (wrangler tail); Ctrl-C for the report.'
      : `Serving the built site on http://localhost:${process.env.PORT ?? '8787'}; Ctrl-C for the report.`);
    const found = await readStreams([child.stdout!, child.stderr!], Boolean(values.local));
    if (child.exitCode === null) child.kill('SIGINT');
    return found;
  }
  if (positionals.length) return positionals.flatMap((file) => logRecords(readFileSync(file, 'utf8')));
  return readStreams([process.stdin], false);
}

process.stdout.write(formatReport(missingReport(await records())));
process.exit(0);
