// The deploy preflight, after `npm run build`: reads the production config as wrangler does, checks
// its vars, Workers Logs settings and the forms' bindings (scripts/ops/preflight-checks.ts), bundles the
// worker with `wrangler deploy --dry-run --env production` and checks the bundle's uncompressed size
// against the budget, counts the static files against the plan's limit (WORKERS_PLAN, free by
// default), then that the build ships no draft (npm run deploy builds with --production) and that
// the worker has the secrets it needs (the signing key, the rate limit's key, and the web editor's
// sign-in secret when the editor is on), and lists the D1 migrations the database has not had yet
// (which `npm run deploy` applies next, before the upload). Exits 1 with every problem listed, so
// `npm run deploy` stops before changing anything.
//   node scripts/ops/preflight.ts [--allow-example-url] [--config wrangler.toml] [--persist-to dir]
// CI runs it with --allow-example-url (this repository ships the example SITE_URL) in `npm test`;
// there it has no Cloudflare account, so the migrations are listed only for a local D1 named by
// --persist-to (the deploy's dry run, scripts/ops/deploy.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { gzipSync } from 'node:zlib';
import { unstable_readConfig } from 'wrangler';
import {
  bindingProblems, bundleProblems, bundleSummary, configProblems, draftProblems, migrationWarnings, pendingMigrations, requiredSecrets, secretProblems,
  staticFileCheck, workersPlan, type BuildInfo, type BundleSize,
} from './preflight-checks.ts';

const root = join(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    'allow-example-url': { type: 'boolean' },
    config: { type: 'string', default: join(root, 'wrangler.toml') },
    'persist-to': { type: 'string' },
  },
});
const configPath = resolve(values.config);

function fail(problems: string[]): never {
  console.error(`Preflight failed, nothing was deployed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}

// 1. The settings, as wrangler resolves them for the production environment (its warnings are
// left to the dry run below, which fails on them).
process.env.WRANGLER_LOG = 'error';
const config = unstable_readConfig({ config: configPath, env: 'production' });
const options = { allowExampleUrl: values['allow-example-url'] ?? false };
const settings = [
  ...configProblems({ vars: config.vars, observability: config.observability }, options),
  ...bindingProblems(config, options),
];
if (settings.length) fail(settings);

// 2. The bundle wrangler would upload. Its warnings (an unknown field, a setting an environment
// does not inherit) mean the production config is not what it looks like: they fail too.
function dryRun(): { problems: string[]; bundle: BundleSize } {
  const outdir = mkdtempSync(join(tmpdir(), 'preflight-'));
  try {
    const run = spawnSync(join(root, 'node_modules/.bin/wrangler'),
      ['deploy', '--dry-run', '--config', configPath, '--env', 'production', '--outdir', outdir], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, WRANGLER_LOG: 'log', WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
      });
    const output = `${run.stdout}${run.stderr}`;
    if (run.status !== 0) return { problems: [`wrangler deploy --dry-run failed:\n${output}`], bundle: { rawBytes: 0, gzipBytes: 0 } };
    const warnings = [...stripVTControlCharacters(output).matchAll(/^▲ \[WARNING\].*(?:\n(?:[ \t].*)?)*/gm)].map((m) => m[0].trim());
    const modules = readdirSync(outdir).filter((f) => /\.(m?js|wasm)$/.test(f));
    if (modules.length === 0) return { problems: [`wrangler wrote no bundle to ${outdir}`], bundle: { rawBytes: 0, gzipBytes: 0 } };
    const files = modules.map((f) => readFileSync(join(outdir, f)));
    const bundle = { rawBytes: files.reduce((n, b) => n + b.length, 0), gzipBytes: files.reduce((n, b) => n + gzipSync(b).length, 0) };
    return { problems: [...warnings.map((w) => `wrangler warns:\n${w.trim()}`), ...bundleProblems(bundle)], bundle };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

// The static files the version uploads, against the plan's limit (WORKERS_PLAN: free or paid):
// wrangler counts them only at the upload. Its own metafiles are not assets.
function staticFiles(dir: string): number {
  const meta = new Set(['_headers', '_redirects', '.assetsignore']);
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !(e.parentPath === dir && meta.has(e.name))).length;
}
const plan = workersPlan(process.env.WORKERS_PLAN);
if (!plan) fail([`WORKERS_PLAN is "${process.env.WORKERS_PLAN}": write "free" or "paid" (the account's Workers plan, which sets the limit on static files)`]);
const files = staticFileCheck(staticFiles(resolve(dirname(configPath), config.assets?.directory ?? 'dist/static')), plan);

const { problems, bundle } = dryRun();
if (problems.length || files.problems.length) fail([...problems, ...files.problems]);
for (const warning of files.warnings) console.warn(`Warning: ${warning}`);

// 3. The secrets the worker needs (names only, from `wrangler secret list`): the signing key and
// the rate limit's key always, the web editor's sign-in secret when the editor is on. CI
// (--allow-example-url) deploys nothing and has no account.
function secretNames(): string[] | string {
  const run = spawnSync(join(root, 'node_modules/.bin/wrangler'), ['secret', 'list', '--config', configPath, '--env', 'production', '--format', 'json'], {
    cwd: root, encoding: 'utf8', env: { ...process.env, WRANGLER_LOG: 'error', WRANGLER_SEND_METRICS: 'false' },
  });
  try {
    if (run.status === 0) return (JSON.parse(run.stdout) as { name: string }[]).map((s) => s.name);
  } catch { /* reported below */ }
  return stripVTControlCharacters(`${run.stderr}${run.stdout}`).trim().split('\n')[0] ?? `exit ${run.status}`;
}
if (!options.allowExampleUrl) {
  console.log(`Dry run: ${bundleSummary(bundle)}.`);
  // Drafts go to the live site only by mistake: `npm run build` makes the local preview's build,
  // which ships them (unlinked, but their bodies are static files).
  const shipsDrafts = draftProblems(JSON.parse(readFileSync(join(root, 'dist/build.json'), 'utf8')) as BuildInfo);
  if (shipsDrafts.length) fail(shipsDrafts);
  const names = secretNames();
  if (typeof names === 'string') fail([`could not list the worker's secrets to check ${requiredSecrets(config.vars).join(', ')} (wrangler secret list: ${names})`]);
  const missing = secretProblems(config.vars, names);
  if (missing.length) fail(missing);
}

// 4. The D1 migrations the production database has not had: `npm run deploy` applies them before
// the upload (the new worker may read a new column). Asked of the remote database on a real
// deploy, of a local one with --persist-to, not at all in CI (no account).
function migrations(): string {
  const persistTo = values['persist-to'];
  if (options.allowExampleUrl && !persistTo) return 'D1 migrations not listed (no Cloudflare account with --allow-example-url)';
  const where = persistTo ? ['--local', '--persist-to', resolve(persistTo)] : ['--remote'];
  const run = spawnSync(join(root, 'node_modules/.bin/wrangler'), ['d1', 'migrations', 'list', 'DB', ...where, '--config', configPath, '--env', 'production'], {
    cwd: root, encoding: 'utf8', env: { ...process.env, WRANGLER_LOG: 'log', WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  });
  const output = stripVTControlCharacters(`${run.stdout}${run.stderr}`);
  let pending: string[];
  try {
    if (run.status !== 0) {
      const lines = output.split('\n').map((l) => l.trim()).filter((l) => l && !/^[─⛅🪵]/u.test(l));
      throw new Error(`wrangler d1 migrations list failed: ${lines.find((l) => /\[ERROR\]/.test(l)) ?? lines.at(-1) ?? `exit ${run.status}`}`);
    }
    pending = pendingMigrations(output);
  } catch (e) {
    fail([`could not list the D1 migrations the ${persistTo ? 'local' : 'production'} database lacks (${(e as Error).message})${persistTo ? '' : '; signed in? `npx wrangler login`'}`]);
  }
  if (pending.length === 0) return 'D1 migrations: none to apply';
  const dir = resolve(dirname(configPath), config.d1_databases.find((d: { binding?: string }) => d.binding === 'DB')?.migrations_dir ?? 'migrations');
  for (const name of pending) {
    for (const warning of migrationWarnings(name, readFileSync(join(dir, name), 'utf8'))) console.warn(`Warning: ${warning}`);
  }
  return `D1 migrations to apply before the upload (npm run deploy applies them): ${pending.join(', ')}`;
}
const migrationLine = migrations();

console.log(`Preflight passed: ${config.name} (production), SITE_URL ${String(config.vars.SITE_URL)}; ${bundleSummary(bundle)}; ${files.summary}.`);
console.log(migrationLine);
