// `npm run deploy`, after `npm run build`: the preflight (scripts/ops/preflight.ts, which also lists
// the D1 migrations the production database lacks), then those migrations, then the upload. In
// that order: the new worker may read a column a new migration adds, and the worker still serving
// keeps working on the new schema as long as migrations only add (docs/operating.md, "Deploying").
// Each step runs only if the one before it passed, and the migrations are listed again after they
// are applied, so an upload never meets a schema it was not built for.
//   node scripts/ops/deploy.ts [--dry-run] [--allow-example-url] [--config wrangler.toml]
// --dry-run changes nothing at Cloudflare: the migrations go to a local D1 (a new temporary one, or
// --persist-to dir) and the last step prints the upload command instead of running it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { pendingMigrations } from './preflight-checks.ts';

const root = join(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    'dry-run': { type: 'boolean' },
    'allow-example-url': { type: 'boolean' },
    config: { type: 'string', default: join(root, 'wrangler.toml') },
    'persist-to': { type: 'string' },
  },
});
const dryRun = values['dry-run'] ?? false;
const config = resolve(values.config);
const persistTo = dryRun ? resolve(values['persist-to'] ?? mkdtempSync(join(tmpdir(), 'deploy-dry-run-'))) : undefined;
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };
const wrangler = join(root, 'node_modules/.bin/wrangler');
/** Where the D1 commands go: the production database, or the dry run's local one. */
const database = persistTo ? ['--local', '--persist-to', persistTo] : ['--remote'];

function step(title: string, command: string, args: string[]): void {
  console.log(`\n== ${title}: ${[command === process.execPath ? 'node' : 'wrangler', ...args].join(' ')}`);
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (run.status !== 0) throw new Error(`Deploy stopped at "${title}" (exit ${run.status ?? run.signal}): nothing after it ran.`);
}

try {
  step('1. preflight', process.execPath, [join(root, 'scripts/ops/preflight.ts'), '--config', config,
    ...(values['allow-example-url'] ? ['--allow-example-url'] : []), ...(persistTo ? ['--persist-to', persistTo] : [])]);
  step('2. D1 migrations', wrangler, ['d1', 'migrations', 'apply', 'DB', ...database, '--config', config, '--env', 'production']);
  const list = spawnSync(wrangler, ['d1', 'migrations', 'list', 'DB', ...database, '--config', config, '--env', 'production'], { cwd: root, encoding: 'utf8', env });
  const left = pendingMigrations(stripVTControlCharacters(`${list.stdout}${list.stderr}`));
  if (left.length) throw new Error(`Deploy stopped: migrations still not applied after step 2: ${left.join(', ')}`);
  console.log('D1 migrations: all applied');
  const upload = ['deploy', '--config', config, '--env', 'production'];
  if (dryRun) console.log(`\n== 3. upload (dry run: not run): wrangler ${upload.join(' ')}`);
  else step('3. upload', wrangler, upload);
} catch (e) {
  console.error(`\n${(e as Error).message}`);
  process.exitCode = 1;
} finally {
  if (dryRun && !values['persist-to'] && persistTo) rmSync(persistTo, { recursive: true, force: true });
}
