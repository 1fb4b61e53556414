// `npm start` (after the build): serves the site with `wrangler dev` on http://localhost:8787, or
// on $PORT, after applying the D1 migrations locally, and the web editor's origin on
// http://cms.localhost:$PORT (browsers send *.localhost to this machine); SITE_URL follows the port,
// so the site's own links (canonical, the editor's way back) stay on this server. Local workerd only: no
// Cloudflare account, no network beyond this machine.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { migrateLocal } from '../shared/migrate-local.ts';

const root = join(import.meta.dirname, '../..');
const port = process.env.PORT ?? '8787';

migrateLocal();

const child = spawn(join(root, 'node_modules/.bin/wrangler'), ['dev', '--port', port, '--ip', process.env.HOST ?? 'localhost', '--var', `CMS_ORIGIN:http://cms.localhost:${port}`, '--var', `SITE_URL:http://localhost:${port}`], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
