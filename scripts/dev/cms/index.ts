// `npm run cms`: the web editor on this working tree. Builds, starts the editor's local backend
// (decap-server's file-system backend, which reads and writes the files here: no GitHub, no
// sign-in; scripts/dev/cms/local-backend.ts) on $CMS_PORT (8081), and the site on $PORT (8787) as
// `npm start` does, with the editor on its own origin, http://cms.localhost:$PORT (browsers send
// *.localhost to this machine), and prints the editor's address. Saving in the editor writes
// content/; each save builds the site again by itself (one watcher, scripts/dev/cms/watch.ts; Enter
// here does it too), one build at a time, each into a folder of its own, and the site switches to
// it once it is complete (scripts/dev/cms/builds.ts, scripts/dev/cms/site.ts): it never serves half a
// build, and a build that stops on a mistake leaves the last good one served. The editor shows
// what the last build found (the local backend's /status). Commit with git. Ctrl-C stops it all.
import { get } from 'node:http';
import { join } from 'node:path';
import { Builds, type BuildOutcome, pointStatic, pruneBuilds, runBuild } from './builds.ts';
import { startLocalBackend } from './local-backend.ts';
import { type CmsSite, startSite } from './site.ts';
import { watchSources } from './watch.ts';
import { migrateLocal } from '../../shared/migrate-local.ts';

const root = join(import.meta.dirname, '../../..');
const port = Number(process.env.PORT ?? '8787');
const cmsPort = Number(process.env.CMS_PORT ?? '8081');
const host = process.env.HOST ?? 'localhost';
const editorOrigin = `http://cms.localhost:${port}`;
Object.assign(process.env, { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' });

const log = (chunk: string) => process.stdout.write(chunk);
const said = (outcome: BuildOutcome) => console.log(outcome.ok
  ? `\nBuilt: the site shows what you saved (${new Date(outcome.at).toLocaleTimeString()}).\n`
  : '\nThe build stopped: fix what it names above and save again (the site keeps the last good build).\n');

const first = await runBuild(root, log);
if (!first.ok || !first.dir) {
  console.error(first.errors.join('\n'));
  process.exit(1);
}
// dist/static is this build (src/generated/ is); folders an earlier run left behind go.
pointStatic(root, first.dir);
pruneBuilds(root, [first.dir]);
migrateLocal();

// The site is started below, once the backend's address is known; no build is asked for before.
const running: { site?: CmsSite } = {};
const builds = new Builds({ root, first, serve: (dir) => running.site!.serve(dir), log, done: said });
const backend = await startLocalBackend({ root, port: cmsPort, editorOrigin, status: () => builds.state });
const site = await startSite({
  root, host, port, dir: first.dir,
  // The site's own address, so its links and the editor's "the real page" lead here.
  vars: { CMS_ORIGIN: editorOrigin, CMS_LOCAL_BACKEND: backend.url, SITE_URL: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}` },
});
running.site = site;

const stopWatching = watchSources(root, (paths) => {
  console.log(`\nChanged: ${paths.slice(0, 3).join(', ')}${paths.length > 3 ? ` and ${paths.length - 3} more` : ''}: building…\n`);
  void builds.request();
});
// Enter in this terminal builds again too.
process.stdin.on('data', () => void builds.request());

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  stopWatching();
  await Promise.allSettled([site.stop(), backend.close()]);
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop());

/** The editor page's status, asked of the local site by the editor's host name (which Node
 *  itself does not resolve: only browsers send *.localhost to this machine). */
const editorStatus = () => new Promise<number>((resolve) => {
  get({ host, port, path: '/admin', headers: { Host: new URL(editorOrigin).host } }, (res) => { res.resume(); resolve(res.statusCode ?? 0); })
    .on('error', () => resolve(0));
});

for (let tries = 0; tries < 600; tries++) {
  if (await editorStatus() === 200) {
    console.log(`\nWeb editor: ${editorOrigin}/admin (files under ${join(root, 'content')}; local backend ${backend.url})\nEach save builds the site again by itself (http://${host}:${port}); the editor shows what the build found.\n`);
    break;
  }
  await new Promise((r) => setTimeout(r, 250));
}
