// `npm run setup-site`: the real site's one-time set-up in a terminal, in order, for someone who can
// paste commands but is not a developer (docs/operating.md, "Set up the site once"). Each step
// first checks what exists and does only what is missing, so it can be run again after a stop:
//   1. signed in to Cloudflare (`wrangler whoami`; else it says to run `npx wrangler login`);
//   2. the live site's database: created (`wrangler d1 create`) and its id written into
//      wrangler.toml, unless wrangler.toml already has one;
//   3. the worker's two secrets (SIGNING_SECRET, RATE_LIMIT_SECRET): each a new random value, put
//      with `wrangler secret put` only when `wrangler secret list` lacks it; the web editor's
//      CMS_GITHUB_CLIENT_SECRET, which only GitHub can give, is asked for in words;
//   4. the drafts' previews' database, as in 2;
//   5. what is left to do outside the terminal (the dashboard, github.com), then `npm run deploy`
//      (its preflight names every setting still missing, and stops before any upload).
//   node scripts/ops/setup-site.ts [--dry-run] [--config wrangler.toml] [--no-deploy]
// --dry-run asks nothing of Cloudflare and changes nothing: it reads wrangler.toml and prints each
// step with the command it would run. $WRANGLER names another wrangler to run (the tests' stand-in).
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';

const root = join(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    'dry-run': { type: 'boolean' },
    'no-deploy': { type: 'boolean' },
    config: { type: 'string', default: join(root, 'wrangler.toml') },
  },
});
const dryRun = values['dry-run'] ?? false;
const configPath = resolve(values.config);
const wrangler = process.env.WRANGLER ?? join(root, 'node_modules/.bin/wrangler');
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };
const placeholderId = '00000000-0000-0000-0000-000000000000';

/** Runs wrangler, its output captured; stdin (a secret) given only through the pipe, never an argument. */
function run(args: readonly string[], input?: string): { ok: boolean; out: string } {
  const options: SpawnSyncOptions = { cwd: root, env, encoding: 'utf8', input, stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] };
  const done = spawnSync(wrangler, [...args], options);
  return { ok: done.status === 0, out: stripVTControlCharacters(`${String(done.stdout ?? '')}${String(done.stderr ?? '')}`).trim() };
}

const say = (line = '') => console.log(line);
const heading = (n: number, title: string) => say(`\n== ${n}. ${title}`);
function stop(message: string): never {
  console.error(`\nSet-up stopped: ${message}\nFix that, then run npm run setup-site again: what is done already is skipped.`);
  process.exit(1);
}

/** The lines of one [[table]] of wrangler.toml (e.g. env.production.d1_databases): its start and end. */
function tableRange(toml: string, table: string): [number, number] | undefined {
  const start = toml.indexOf(`[[${table}]]\n`);
  if (start < 0) return undefined;
  const next = toml.slice(start + table.length + 5).search(/^\[/m);
  return [start, next < 0 ? toml.length : start + table.length + 5 + next];
}
const tableValue = (toml: string, table: string, key: string) => {
  const range = tableRange(toml, table);
  return range ? new RegExp(`^${key} = "([^"]*)"`, 'm').exec(toml.slice(...range))?.[1] : undefined;
};
const varOf = (toml: string, name: string) => {
  const section = /^\[env\.production\.vars\]\s*$([\s\S]*?)(?=^\[)/m.exec(toml)?.[1] ?? '';
  return new RegExp(`^${name} = "([^"]*)"`, 'm').exec(section)?.[1] ?? '';
};

/** Step 2 and 4: a database, created when wrangler.toml still has the placeholder id, its id written in. */
function database(n: number, title: string, table: string): void {
  heading(n, title);
  const toml = readFileSync(configPath, 'utf8');
  const name = tableValue(toml, table, 'database_name');
  const id = tableValue(toml, table, 'database_id');
  if (!name || id === undefined) stop(`${configPath} has no [[${table}]] with a database_name and database_id.`);
  if (id !== placeholderId) return say(`Done already: wrangler.toml has the id of "${name}" (${id}).`);
  const create = ['d1', 'create', name];
  if (dryRun) return say(`Would run: npx wrangler ${create.join(' ')}\nthen write the id it prints as database_id under [[${table}]] in wrangler.toml.`);
  say(`Running: npx wrangler ${create.join(' ')}`);
  const made = run(create);
  say(made.out);
  const newId = /database_id"?\s*[=:]\s*"([0-9a-f-]{36})"/.exec(made.out)?.[1];
  if (!made.ok || !newId) stop(`wrangler d1 create did not make "${name}" (if it exists already, copy its id from the dashboard: Storage & databases → D1 → ${name}, into [[${table}]] database_id of wrangler.toml).`);
  const range = tableRange(toml, table)!;
  const block = toml.slice(...range).replace(`database_id = "${placeholderId}"`, `database_id = "${newId}"`);
  writeFileSync(configPath, toml.slice(0, range[0]) + block + toml.slice(range[1]));
  say(`Written into wrangler.toml: database_id = "${newId}" under [[${table}]]. Commit that change (step 5 says how).`);
}

/** Step 3: the worker's secrets, each put only when missing. */
function secrets(n: number): void {
  heading(n, 'the worker\'s secrets (SIGNING_SECRET, RATE_LIMIT_SECRET)');
  const generated = ['SIGNING_SECRET', 'RATE_LIMIT_SECRET'];
  const editorOn = varOf(readFileSync(configPath, 'utf8'), 'CMS_ORIGIN') !== '';
  const list = ['secret', 'list', '--config', configPath, '--env', 'production', '--format', 'json'];
  if (dryRun) {
    say(`Would run: npx wrangler ${list.join(' ')}`);
    for (const name of generated) say(`then, if ${name} is missing: a new random value, put with npx wrangler secret put ${name} --env production (the value is never shown or saved).`);
    if (editorOn) say('and, if CMS_GITHUB_CLIENT_SECRET is missing, ask you for the OAuth App\'s client secret.');
    return;
  }
  const listed = run(list);
  let names: string[] = [];
  // Before the first deploy there is no worker: `wrangler secret put` creates it with its secrets
  // (the preflight of that deploy asks for them).
  if (listed.ok) {
    try {
      names = (JSON.parse(listed.out) as { name: string }[]).map((s) => s.name);
    } catch {
      stop(`wrangler secret list printed what this cannot read: ${listed.out.split('\n')[0] ?? ''}`);
    }
  } else if (/10007|does not exist|not found/i.test(listed.out)) say('No worker yet: it is created with its secrets.');
  else stop(`could not list the worker's secrets: ${listed.out.split('\n')[0] ?? ''}`);
  for (const name of generated) {
    if (names.includes(name)) {
      say(`Done already: ${name} is set.`);
      continue;
    }
    const put = run(['secret', 'put', name, '--config', configPath, '--env', 'production'], randomBytes(32).toString('base64'));
    if (!put.ok) stop(`wrangler secret put ${name} failed: ${put.out}`);
    say(`Set: ${name} (a new random value; nobody needs to know it).`);
  }
  if (editorOn && !names.includes('CMS_GITHUB_CLIENT_SECRET')) {
    say('Missing: CMS_GITHUB_CLIENT_SECRET, the web editor\'s sign-in. Only GitHub can give it (docs/operating.md, "Set up the editor once", step 3). Run:');
    say('  npx wrangler secret put CMS_GITHUB_CLIENT_SECRET --env production');
    say('paste the secret, press Enter.');
  } else if (editorOn) say('Done already: CMS_GITHUB_CLIENT_SECRET is set.');
}

heading(1, 'signed in to Cloudflare');
if (dryRun) say('Would run: npx wrangler whoami (if you are not signed in: npx wrangler login, which opens Cloudflare in your browser).');
else {
  const who = run(['whoami']);
  if (!who.ok || /not authenticated|You are not/i.test(who.out)) stop('you are not signed in to Cloudflare. Run npx wrangler login (it opens Cloudflare in your browser; choose Allow).');
  say(who.out.split('\n').find((l) => /logged in|associated with the email/i.test(l)) ?? 'Signed in.');
}
database(2, 'the live site\'s database', 'env.production.d1_databases');
secrets(3);
database(4, 'the drafts\' previews\' database', 'env.production.previews.d1_databases');

heading(5, 'what is left outside this terminal, then the deploy');
const toml = readFileSync(configPath, 'utf8');
const todo = [
  ...(varOf(toml, 'SITE_URL').includes('example.org') ? ['wrangler.toml: SITE_URL under [env.production.vars] is still https://www.example.org: write the site\'s address.'] : []),
  ...(/example\.org/.test(varOf(toml, 'NOTIFY_TO') + varOf(toml, 'NOTIFY_FROM')) ? ['wrangler.toml: NOTIFY_TO / NOTIFY_FROM (and destination_address) are example.org addresses: verify the Association\'s inbox in the dashboard (your domain → Email → Email Routing → Destination addresses), then write it there.'] : []),
  'Commit wrangler.toml: on github.com open the file, the pencil, paste the same lines, Commit changes; or in this folder: git commit -am "Set up the site" && git push.',
  'The web editor (docs/operating.md, "Set up the editor once"): its address as a Custom domain (Cloudflare dashboard: Workers & Pages → antifraud-site → Settings → Domains & Routes → Add); the GitHub OAuth App (github.com: your picture → Settings → Developer settings → OAuth Apps → New OAuth App); its settings in wrangler.toml; Builds → Connect for a deploy on each commit.',
];
for (const [i, line] of todo.entries()) say(`  ${i + 1}. ${line}`);
say('\nEditors never do any of this: they sign in at the editor\'s address in a browser; each Publish is built and deployed by the platform.');
if (dryRun || values['no-deploy']) say(`\n${dryRun ? 'Would run' : 'Next'}: npm run deploy (its preflight lists every setting still missing, and uploads nothing until all are right).`);
else {
  say('\nRunning: npm run deploy');
  const deploy = spawnSync('npm', ['run', 'deploy'], { cwd: root, env, stdio: 'inherit' });
  if (deploy.status !== 0) stop('npm run deploy stopped: its messages above say which setting is missing or wrong.');
  say('\nThe site is deployed.');
}
