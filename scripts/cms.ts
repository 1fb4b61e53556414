// `npm run cms`: the web editor on this working tree. Builds with the editor pointed at the local
// backend (decap-server, which reads and writes the files here: no GitHub, no sign-in), starts
// decap-server on $CMS_PORT (8081) and the site on $PORT (8787) as `npm start` does, and prints the
// editor's address. Saving in the editor writes content/; Enter here builds again to show the
// change on the site; commit it with git. Ctrl-C stops both.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { migrateLocal } from './migrate-local.ts';

const root = join(import.meta.dirname, '..');
const port = process.env.PORT ?? '8787';
const cmsPort = process.env.CMS_PORT ?? '8081';
const host = process.env.HOST ?? 'localhost';
const localBackend = `http://localhost:${cmsPort}`;
const quiet = { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };

const buildArgs = [join(root, 'scripts/build.ts')];
const buildEnv = { ...process.env, CMS_LOCAL_BACKEND: localBackend };
const built = spawnSync(process.execPath, buildArgs, { cwd: root, stdio: 'inherit', env: buildEnv });
if (built.status !== 0) process.exit(built.status ?? 1);
migrateLocal();

const children: ChildProcess[] = [
  spawn(process.execPath, [join(root, 'node_modules/decap-server/dist/index.js')], {
    cwd: root, stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: cmsPort, BIND_HOST: '127.0.0.1', MODE: 'fs', GIT_REPO_DIRECTORY: root, LOG_LEVEL: 'warn' },
  }),
  spawn(join(root, 'node_modules/.bin/wrangler'), ['dev', '--port', port, '--ip', host, '--show-interactive-dev-session=false'], {
    cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...quiet },
  }),
];
const stop = (signal: NodeJS.Signals) => { for (const child of children) child.kill(signal); };
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));
for (const child of children) child.on('exit', (code) => { stop('SIGTERM'); process.exit(code ?? 0); });

// Enter in this terminal builds again, the editor still on the local backend (a plain `npm run
// build` would point /admin at GitHub): the site reloads with what the editor saved.
let rebuilding = false;
process.stdin.on('data', () => {
  if (rebuilding) return;
  rebuilding = true;
  spawn(process.execPath, buildArgs, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: buildEnv }).on('exit', (code) => {
    rebuilding = false;
    console.log(code === 0 ? '\nBuilt: reload the page to see the change.\n' : '\nThe build stopped: fix what it names above, save, and press Enter again.\n');
  });
});

// The address once the site answers (wrangler dev takes a few seconds to start).
const site = `http://${host}:${port}`;
for (let tries = 0; tries < 600; tries++) {
  try {
    if ((await fetch(`${site}/admin`)).ok) {
      console.log(`\nWeb editor: ${site}/admin (files under ${join(root, 'content')}; local backend ${localBackend})\nPress Enter here to build again and see what you saved on the site.\n`);
      break;
    }
  } catch { /* not up yet */ }
  await new Promise((r) => setTimeout(r, 250));
}
