// `npm run github-stand-in`: a stand-in for GitHub on this machine, to set up and try the web
// editor's sign-in without any service but this project's (docs/operating.md, "Try the sign-in
// on your computer"), and for the browser test of it (test/e2e/editor-signin.test.ts). It plays:
// - the OAuth App settings: /settings/applications/new registers an app (name, homepage,
//   callback URL) and shows its Client ID; "Generate a new client secret" shows a secret once;
// - GitHub's OAuth web flow: /login/oauth/authorize (a page: Authorize or Cancel, for the
//   stand-in's user; the redirect_uri must be the app's callback URL, PKCE checked when sent) and
//   POST /login/oauth/access_token (client secret, single-use code of 10 minutes, PKCE verifier);
// - the part of the REST API (under /api/v3, as GitHub Enterprise has it) that the editor reads:
//   the user, the repository (the user may push), and the repository's files at the branch, read
//   from this git repository (read only: a save in the editor is refused with a plain message).
// Not GitHub: it keeps everything in memory, binds 127.0.0.1 only, and logs method and path only
// (never a code, a secret or a token).
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { printable } from '../shared/terminal-text.ts';

export interface StandInApp {
  readonly name: string;
  readonly homepage: string;
  readonly callback: string;
  readonly clientId: string;
  readonly secrets: string[];
}

interface Grant {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly scope: string;
  readonly challenge: string | null;
  readonly expires: number;
}

export interface GitHubStandIn {
  readonly origin: string;
  readonly apps: Map<string, StandInApp>;
  /** The scope each issued token was granted, in order (tests read it; the tokens are not kept here). */
  readonly grantedScopes: string[];
  /** Method and path of every request, in order. */
  readonly log: string[];
  close(): Promise<void>;
}

export const standInUser = { login: 'editor', id: 1001, name: 'Stand-in Editor', email: 'editor@example.org' };

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const token = (prefix: string, bytes = 20) => `${prefix}${randomBytes(bytes).toString('hex')}`;
const base64url = (b: Buffer) => b.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function page(res: ServerResponse, title: string, body: string, status = 200) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} · GitHub stand-in</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}label{display:block;margin:.75rem 0 .25rem;font-weight:600}input{width:100%;padding:.4rem;font:inherit;box-sizing:border-box}button{margin:1rem .5rem 0 0;padding:.5rem 1rem;font:inherit}code{background:#f3f3f3;padding:.1rem .3rem;overflow-wrap:anywhere}.note{background:#fff8c5;padding:.5rem}</style>
</head><body><p class="note">GitHub stand-in on this machine: not GitHub.</p><h1>${escape(title)}</h1>${body}</body></html>`);
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(body));

async function readBody(req: IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of req) text += chunk;
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    try { return JSON.parse(text) as Record<string, string>; } catch { return {}; }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** GitHub's rule: the redirect_uri's host and port are the callback URL's, its path the same or below. */
function redirectAllowed(callback: string, redirect: string): boolean {
  try {
    const [a, b] = [new URL(callback), new URL(redirect)];
    return a.origin === b.origin && (b.pathname === a.pathname || b.pathname.startsWith(a.pathname.replace(/\/?$/, '/')));
  } catch {
    return false;
  }
}

/** The repository's committed files, read with git (the stand-in's "repository" is this one). */
function gitReader(root: string) {
  const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
  /** The branch if this repository has it, else what is checked out (a clone may name its branch otherwise). */
  const ref = (branch: string) => {
    try { git('rev-parse', '--verify', `refs/heads/${branch}^{commit}`); return `refs/heads/${branch}`; } catch { return 'HEAD'; }
  };
  return {
    /** The commit a branch names, or null. */
    commit(branch: string): string | null {
      try { return git('rev-parse', '--verify', `${ref(branch)}^{commit}`).toString().trim(); } catch { return null; }
    },
    /** A tree's entries (`treeish` is a sha or `<branch>:<path>`), or null if there is none. */
    tree(treeish: string, recursive: boolean): { path: string; mode: string; type: string; sha: string; size?: number }[] | null {
      try {
        const [branch, path] = treeish.split(/:(.*)/s) as [string, string | undefined];
        const out = git('ls-tree', '-l', ...(recursive ? ['-r'] : []), '-z', path === undefined ? treeish : `${ref(branch)}:${path}`).toString();
        return out.split('\0').filter(Boolean).map((line) => {
          const [meta, path] = line.split('\t') as [string, string];
          const [mode, type, sha, size] = meta.split(/\s+/) as [string, string, string, string];
          return { path, mode, type, sha, ...(type === 'blob' ? { size: Number(size) } : {}) };
        });
      } catch { return null; }
    },
    blob(sha: string): Buffer | null {
      try { return git('cat-file', 'blob', sha); } catch { return null; }
    },
    /** The blob at `path` on `branch`: its sha and content, or null. */
    file(branch: string, path: string): { sha: string; content: Buffer } | null {
      try {
        const sha = git('rev-parse', '--verify', `${ref(branch)}:${path}`).toString().trim();
        const content = git('cat-file', 'blob', sha);
        return { sha, content };
      } catch { return null; }
    },
  };
}

/** Starts the stand-in on 127.0.0.1:`port` (0: any free port), reading files from the git repository at `root`. */
export async function startGitHubStandIn({ port = 0, root = join(import.meta.dirname, '../..'), onRequest }: { port?: number; root?: string; onRequest?: (line: string) => void } = {}): Promise<GitHubStandIn> {
  const apps = new Map<string, StandInApp>();
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, { scope: string }>();
  const grantedScopes: string[] = [];
  const log: string[] = [];
  const repo = gitReader(root);
  let origin = '';

  const apiCors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'Link, X-OAuth-Scopes' };

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method === 'OPTIONS') {
      return res.writeHead(204, { ...apiCors, 'Access-Control-Allow-Headers': 'Authorization, Content-Type, If-None-Match', 'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE', 'Access-Control-Max-Age': '600' }).end();
    }
    const auth = /^(?:token|Bearer) (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const grant = auth ? tokens.get(auth) : undefined;
    if (!grant) return json(res, 401, { message: 'Bad credentials' }, apiCors);
    const headers = { ...apiCors, 'X-OAuth-Scopes': grant.scope, 'Cache-Control': 'no-store' };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return json(res, 403, { message: 'The GitHub stand-in is read only: it checks the sign-in, it does not take changes. Use npm run cms to edit the files on your computer.' }, headers);
    }
    const path = url.pathname.slice('/api/v3'.length);
    if (path === '/user') return json(res, 200, { ...standInUser, avatar_url: '', html_url: `${origin}/${standInUser.login}`, type: 'User' }, headers);
    const match = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(path);
    if (!match) return json(res, 404, { message: 'Not Found (not played by the stand-in)' }, headers);
    const [, owner, name, rest = ''] = match as unknown as [string, string, string, string?];
    const fullName = `${owner}/${name}`;
    // Public repositories can be written with public_repo; a private one needs repo.
    const visible = grant.scope.split(/[ ,]+/).some((s) => s === 'repo' || s === 'public_repo');
    if (!visible) return json(res, 404, { message: 'Not Found' }, headers);
    if (rest === '') {
      return json(res, 200, { id: 1, name, full_name: fullName, private: false, default_branch: 'main', owner: { login: owner }, permissions: { admin: false, maintain: false, push: true, triage: true, pull: true } }, headers);
    }
    let m: RegExpExecArray | null;
    if ((m = /^\/branches\/(.+)$/.exec(rest))) {
      const branch = decodeURIComponent(m[1]!);
      const sha = repo.commit(branch);
      return sha ? json(res, 200, { name: branch, commit: { sha } }, headers) : json(res, 404, { message: 'Branch not found' }, headers);
    }
    if ((m = /^\/git\/trees\/(.+)$/.exec(rest))) {
      const treeish = decodeURIComponent(m[1]!);
      const entries = repo.tree(treeish, url.searchParams.get('recursive') === '1');
      if (!entries) return json(res, 404, { message: 'Not Found' }, headers);
      return json(res, 200, { sha: treeish, truncated: false, tree: entries.map((e) => ({ ...e, url: `${origin}/api/v3/repos/${fullName}/git/${e.type}s/${e.sha}` })) }, headers);
    }
    if ((m = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(rest))) {
      const blob = repo.blob(m[1]!);
      if (!blob) return json(res, 404, { message: 'Not Found' }, headers);
      if ((req.headers.accept ?? '').includes('raw')) return res.writeHead(200, { ...headers, 'Content-Type': 'application/octet-stream' }).end(blob);
      return json(res, 200, { sha: m[1], size: blob.length, encoding: 'base64', content: blob.toString('base64') }, headers);
    }
    if ((m = /^\/contents\/(.+)$/.exec(rest))) {
      const file = repo.file(url.searchParams.get('ref') ?? 'main', decodeURIComponent(m[1]!));
      if (!file) return json(res, 404, { message: 'Not Found' }, headers);
      if ((req.headers.accept ?? '').includes('raw')) return res.writeHead(200, { ...headers, 'Content-Type': 'application/octet-stream' }).end(file.content);
      return json(res, 200, { type: 'file', sha: file.sha, size: file.content.length, encoding: 'base64', content: file.content.toString('base64'), path: m[1] }, headers);
    }
    if (rest.startsWith('/commits')) return json(res, 200, [], headers);
    if (rest.startsWith('/pulls')) return json(res, 200, [], headers);
    return json(res, 404, { message: 'Not Found (not played by the stand-in)' }, headers);
  }

  async function authorize(req: IncomingMessage, res: ServerResponse, url: URL) {
    const params = req.method === 'POST' ? await readBody(req) : Object.fromEntries(url.searchParams);
    const app = apps.get(params.client_id ?? '');
    if (!app) return page(res, 'Application not found', '<p>No OAuth App has this client_id. Register one first: <a href="/settings/applications/new">New OAuth App</a>.</p>', 404);
    const redirectUri = params.redirect_uri || app.callback;
    if (!redirectAllowed(app.callback, redirectUri)) {
      return page(res, 'Redirect URI mismatch', `<p>The redirect_uri <code>${escape(redirectUri)}</code> is not the application's Authorization callback URL <code>${escape(app.callback)}</code>.</p>`, 400);
    }
    const back = new URL(redirectUri);
    if (params.state) back.searchParams.set('state', params.state);
    if (req.method === 'GET') {
      const hidden = Object.entries(params).map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`).join('');
      return page(res, `Authorize ${app.name}`, `<p><strong>${escape(app.name)}</strong> (${escape(app.homepage)}) wants to access your account <strong>${escape(standInUser.login)}</strong>.</p>
<p>Scope asked for: <code>${escape(params.scope || '(none)')}</code>. It will be sent back to <code>${escape(back.origin)}</code>.</p>
<form method="post" action="/login/oauth/authorize">${hidden}<button name="decision" value="authorize">Authorize ${escape(app.name)}</button><button name="decision" value="cancel">Cancel</button></form>`);
    }
    if (params.decision !== 'authorize') {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'The user has denied your application access.');
      return res.writeHead(302, { Location: back.href }).end();
    }
    if (params.code_challenge && params.code_challenge_method !== 'S256') return page(res, 'Unsupported PKCE method', '<p>Only S256 is supported.</p>', 400);
    const code = token('', 10);
    grants.set(code, { clientId: app.clientId, redirectUri, scope: params.scope ?? '', challenge: params.code_challenge || null, expires: Date.now() + 600_000 });
    back.searchParams.set('code', code);
    return res.writeHead(302, { Location: back.href }).end();
  }

  async function accessToken(req: IncomingMessage, res: ServerResponse) {
    const params = await readBody(req);
    const fail = (error: string, description: string) => json(res, 200, { error, error_description: description });
    const app = apps.get(params.client_id ?? '');
    if (!app || !app.secrets.includes(params.client_secret ?? '')) return fail('incorrect_client_credentials', 'The client_id and/or client_secret passed are incorrect.');
    const grant = grants.get(params.code ?? '');
    grants.delete(params.code ?? '');
    if (!grant || grant.clientId !== app.clientId || grant.expires < Date.now()) return fail('bad_verification_code', 'The code passed is incorrect or expired.');
    if (params.redirect_uri && params.redirect_uri !== grant.redirectUri) return fail('redirect_uri_mismatch', 'The redirect_uri MUST match the registered callback URL for this application.');
    if (grant.challenge && base64url(createHash('sha256').update(params.code_verifier ?? '').digest()) !== grant.challenge) return fail('bad_verification_code', 'The code_verifier does not match the code_challenge.');
    const accessToken = token('gho_standin_');
    tokens.set(accessToken, { scope: grant.scope });
    grantedScopes.push(grant.scope);
    const answer = { access_token: accessToken, token_type: 'bearer', scope: grant.scope };
    if ((req.headers.accept ?? '').includes('application/json')) return json(res, 200, answer);
    return res.writeHead(200, { 'Content-Type': 'application/x-www-form-urlencoded' }).end(new URLSearchParams(answer).toString());
  }

  async function settings(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (url.pathname === '/settings/applications/new') {
      if (req.method === 'POST') {
        const form = await readBody(req);
        const clientId = token('Ov23stand', 6);
        try {
          new URL(form.callback ?? '');
        } catch {
          return page(res, 'Register a new OAuth App', '<p>The Authorization callback URL must be a URL. <a href="/settings/applications/new">Back</a></p>', 400);
        }
        apps.set(clientId, { name: form.name || 'Web editor', homepage: form.homepage ?? '', callback: form.callback!, clientId, secrets: [] });
        return res.writeHead(303, { Location: `/settings/applications/${clientId}` }).end();
      }
      return page(res, 'Register a new OAuth App', `<form method="post">
<label for="name">Application name</label><input id="name" name="name" required>
<label for="homepage">Homepage URL</label><input id="homepage" name="homepage" required>
<label for="callback">Authorization callback URL</label><input id="callback" name="callback" required>
<button>Register application</button></form>`);
    }
    const m = /^\/settings\/applications\/([^/]+)(\/secret)?$/.exec(url.pathname);
    const app = m ? apps.get(m[1]!) : undefined;
    if (!app) return page(res, 'Not found', '<p>No such OAuth App. <a href="/">Home</a></p>', 404);
    let secret = '';
    if (m![2] && req.method === 'POST') {
      secret = token('standin_secret_');
      app.secrets.push(secret);
    }
    return page(res, app.name, `<p>Client ID</p><p><code id="client-id">${escape(app.clientId)}</code></p>
<p>Authorization callback URL: <code>${escape(app.callback)}</code></p>
<h2>Client secrets</h2>
${secret ? `<p>Copy your new client secret now. You won't be able to see it again.</p><p><code id="client-secret">${escape(secret)}</code></p>` : `<p>${app.secrets.length} client secret(s).</p>`}
<form method="post" action="/settings/applications/${escape(app.clientId)}/secret"><button>Generate a new client secret</button></form>`);
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    log.push(`${req.method} ${url.pathname}`);
    onRequest?.(log.at(-1)!);
    const handle = async () => {
      if (url.pathname.startsWith('/api/v3/')) return api(req, res, url);
      if (url.pathname === '/login/oauth/authorize') return authorize(req, res, url);
      if (url.pathname === '/login/oauth/access_token' && req.method === 'POST') return accessToken(req, res);
      if (url.pathname.startsWith('/settings/applications')) return settings(req, res, url);
      if (url.pathname === '/') {
        const list = [...apps.values()].map((a) => `<li><a href="/settings/applications/${escape(a.clientId)}">${escape(a.name)}</a> (callback ${escape(a.callback)})</li>`).join('');
        return page(res, 'GitHub stand-in', `<p>It plays GitHub's OAuth Apps, its sign-in and the few API calls the web editor makes, on this machine only.</p>
<p><a href="/settings/applications/new">Register a new OAuth App</a></p>${list ? `<ul>${list}</ul>` : ''}`);
      }
      return page(res, 'Not found', '<p>The stand-in does not play this address.</p>', 404);
    };
    handle().catch((error: Error) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(`stand-in error: ${error.message}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, apps, grantedScopes, log, close: () => new Promise<void>((resolve) => {
    server.close(() => resolve());
    // A browser keeps its connections open: closed too, so Ctrl-C stops at once, not when the browser closes.
    server.closeAllConnections();
  }) };
}

if (import.meta.main && process.argv.some((a) => a === '--help' || a === '-h')) {
  console.log(`npm run github-stand-in: plays GitHub's sign-in on http://127.0.0.1:8789 for the web editor's
local trial (docs/operating.md, "Try the sign-in on your computer"). PORT=… picks another port.`);
} else if (import.meta.main) {
  const standIn = await startGitHubStandIn({ port: Number(process.env.PORT ?? '8789'), onRequest: (line) => console.log(printable(line)) });
  console.log(`GitHub stand-in: ${standIn.origin} (on this machine only; not GitHub)
Register the OAuth App at ${standIn.origin}/settings/applications/new
In .dev.vars, CMS_GITHUB_URL=${standIn.origin} points the site's sign-in at it (docs/operating.md).
Ctrl-C stops it; it forgets every app and token when it stops.`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void standIn.close().then(() => process.exit(0)));
}
