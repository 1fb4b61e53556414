// `npm run cms`: the web editor on this working tree. Builds, starts the editor's local backend
// (decap-server's file-system backend, which reads and writes the files here: no GitHub, no
// sign-in; scripts/cms-local-backend.ts) on $CMS_PORT (8081), and the site on $PORT (8787) as
// `npm start` does, with the editor on its own origin, http://cms.localhost:$PORT (browsers send
// *.localhost to this machine), and prints the editor's address. Saving in the editor writes
// content/; Enter here builds again to show the change on the site; commit it with git. Ctrl-C
// stops both.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { join } from 'node:path';
import { startLocalBackend } from './cms-local-backend.ts';
import { migrateLocal } from './migrate-local.ts';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? '8787');
const cmsPort = Number(process.env.CMS_PORT ?? '8081');
const host = process.env.HOST ?? 'localhost';
const editorOrigin = `http://cms.localhost:${port}`;
const quiet = { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };

const buildArgs = [join(root, 'scripts/build.ts')];
const built = spawnSync(process.execPath, buildArgs, { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
migrateLocal();

const backend = await startLocalBackend({ root, port: cmsPort, editorOrigin });
const wrangler: ChildProcess = spawn(join(root, 'node_modules/.bin/wrangler'), [
  'dev', '--port', String(port), '--ip', host, '--show-interactive-dev-session=false',
  '--var', `CMS_ORIGIN:${editorOrigin}`, '--var', `CMS_LOCAL_BACKEND:${backend.url}`,
], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...quiet } });
const stop = async (signal: NodeJS.Signals) => {
  wrangler.kill(signal);
  await backend.close();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));
wrangler.on('exit', async (code) => { await backend.close(); process.exit(code ?? 0); });

// Enter in this terminal builds again: the site reloads with what the editor saved.
let rebuilding = false;
process.stdin.on('data', () => {
  if (rebuilding) return;
  rebuilding = true;
  spawn(process.execPath, buildArgs, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] }).on('exit', (code) => {
    rebuilding = false;
    console.log(code === 0 ? '\nBuilt: reload the page to see the change.\n' : '\nThe build stopped: fix what it names above, save, and press Enter again.\n');
  });
});

/** The editor page's status, asked of the local site by the editor's host name (which Node
 *  itself does not resolve: only browsers send *.localhost to this machine). */
const editorStatus = () => new Promise<number>((resolve) => {
  get({ host, port, path: '/admin', headers: { Host: new URL(editorOrigin).host } }, (res) => { res.resume(); resolve(res.statusCode ?? 0); })
    .on('error', () => resolve(0));
});

// The address once the site answers (wrangler dev takes a few seconds to start).
for (let tries = 0; tries < 600; tries++) {
  if (await editorStatus() === 200) {
    console.log(`\nWeb editor: ${editorOrigin}/admin (files under ${join(root, 'content')}; local backend ${backend.url})\nPress Enter here to build again and see what you saved on the site.\n`);
    break;
  }
  await new Promise((r) => setTimeout(r, 250));
}
