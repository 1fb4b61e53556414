// `npm run preview`: the platform's command for every branch but the deployed one (Workers Builds:
// "Builds for non-production branches", docs/operating.md). Each entry an editor saves in the web
// editor is a draft on a branch of its own (cms/<collection>/<slug>); this builds that branch as a
// Worker Preview of the site, at https://<name>-antifraud-site.<subdomain>.workers.dev, where the
// editor opens the exact page before publishing (the editor links it: src/client/admin-preview.ts).
// Steps: the build (as `npm run build`: a content mistake stops here, with file and line, in the
// build's log), the checks of the previews' settings (scripts/ops/preflight-checks.ts, previewProblems),
// the database migrations on the previews' own database, then `wrangler preview --env production`
// named after the branch (previewName, src/client/admin-paths.ts: the editor computes the same name).
//   node scripts/ops/preview.ts [--dry-run] [--allow-example-url]
// The branch is WORKERS_CI_BRANCH (Workers Builds sets it), else git's current branch. --dry-run
// prints the name, the address and the commands without running the migrations or the upload.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { unstable_readConfig } from 'wrangler';
import { previewName } from '../../src/client/admin-paths.ts';
import { previewProblems, type PreviewsConfig } from './preflight-checks.ts';

const root = join(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean' }, 'allow-example-url': { type: 'boolean' } } });
const dryRun = values['dry-run'] ?? false;
const wrangler = join(root, 'node_modules/.bin/wrangler');
const quiet = { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG: 'error' };

function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = quiet): void {
  console.log(`$ ${[command.replace(`${root}/`, ''), ...args].join(' ')}`);
  if (dryRun) return;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const branch = process.env.WORKERS_CI_BRANCH || spawnSync('git', ['rev-parse', '--abbrev-ref', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
if (!branch || branch === 'HEAD') {
  console.error('No branch to name the preview after: set WORKERS_CI_BRANCH, or run this on a branch.');
  process.exit(1);
}
const name = previewName(branch);

// 1. The build, with its drafts (a deploy's, `--production`, leaves them out): a content mistake
// stops it here, as it stops a deploy.
run(process.execPath, [join(root, 'scripts/build/index.ts')], process.env);

// 2. The previews' settings, as wrangler reads them.
const config = unstable_readConfig({ config: join(root, 'wrangler.toml'), env: 'production' });
const previews = (config as unknown as { previews?: PreviewsConfig }).previews;
const problems = previewProblems(config, previews, { allowExampleUrl: values['allow-example-url'] ?? false });
if (problems.length) {
  console.error(`The preview was not made:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}

// 3. The previews' database gets the tables the forms write to (a migration already applied is
// skipped): through a config naming that database alone, as wrangler applies migrations by binding.
const db = previews!.d1_databases!.find((d) => d.binding === 'DB')!;
const d1Config = join(root, 'dist/preview-d1.toml');
mkdirSync(join(root, 'dist'), { recursive: true });
writeFileSync(d1Config, `# Made by scripts/ops/preview.ts: the previews' database, for \`wrangler d1 migrations apply\`.
name = "${config.name}"
[[d1_databases]]
binding = "DB"
database_name = ${JSON.stringify((db as { database_name?: string }).database_name ?? 'antifraud-site-preview')}
database_id = ${JSON.stringify(db.database_id)}
migrations_dir = ${JSON.stringify(join(root, db.migrations_dir ?? 'migrations'))}
`);
run(wrangler, ['d1', 'migrations', 'apply', 'DB', '--remote', '--config', d1Config], { ...quiet, CI: 'true' });

// 4. The preview itself, named after the branch.
run(wrangler, ['preview', '--env', 'production', '--name', name, '--message', branch.slice(0, 100)]);
console.log(`Preview of ${branch}: "${name}" (https://${name}-${config.name}.<your workers.dev subdomain>)`);
