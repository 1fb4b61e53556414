// The web editor's local backend for `npm run cms`: decap-server's file-system middleware (it
// reads and writes the files of this working tree) in a server of ours, on 127.0.0.1 only, that
// answers a request only when its Host names this machine (localhost, 127.0.0.1 or [::1], with
// this port), plus /status: what the last build found (scripts/dev/cms/builds.ts), which the editor
// shows (src/client/admin-status.ts). A web page elsewhere that points its own name at 127.0.0.1 (DNS rebinding) sends
// that name as Host and is refused, so it can never read .dev.vars or write a script the next
// build runs (docs/decisions.md, "The local editor's backend"). CORS admits the editor's origin only.
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import { createRequire } from 'node:module';

/** The Host values a request may carry: this machine's names, with the port. */
export function allowedHosts(port: number): Set<string> {
  return new Set([`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]);
}

export interface LocalBackend {
  /** Its address, as the editor's config names it (http://localhost:<port>). */
  readonly url: string;
  readonly server: Server;
  close(): Promise<void>;
}

type App = RequestListener & { [key: string]: unknown };

/** Starts decap-server's file-system backend for the repository at `root` on 127.0.0.1:`port`. */
export async function startLocalBackend({ root, port, editorOrigin, status }: { root: string; port: number; editorOrigin: string; status?: () => unknown }): Promise<LocalBackend> {
  // decap-server's own express (a dependency of it, not of this project) and its middlewares.
  const require = createRequire(createRequire(import.meta.url).resolve('decap-server/package.json'));
  const express = require('express') as () => App;
  const { registerLocalFs } = require('./dist/middlewares.js') as { registerLocalFs(app: App, options: { logLevel: string }): Promise<void> };
  const app = express();
  // decap-server reads the repository and the allowed origin from the environment, once, here.
  const saved = { GIT_REPO_DIRECTORY: process.env.GIT_REPO_DIRECTORY, ORIGIN: process.env.ORIGIN };
  Object.assign(process.env, { GIT_REPO_DIRECTORY: root, ORIGIN: editorOrigin });
  try {
    await registerLocalFs(app, { logLevel: 'warn' });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  const hosts = allowedHosts(port);
  const server = createServer((req: IncomingMessage, res) => {
    if (!hosts.has((req.headers.host ?? '').toLowerCase())) {
      res.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8' }).end('421 Misdirected Request: this local editor backend answers only requests addressed to localhost.\n');
      return;
    }
    if (req.url === '/status' && status) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': editorOrigin, Vary: 'Origin' }).end(JSON.stringify(status()));
      return;
    }
    app(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://localhost:${port}`,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
