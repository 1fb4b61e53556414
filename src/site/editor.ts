// The web editor's settings (docs/operating.md, "The web editor"), read from wrangler vars and one
// secret: the origin it lives on (its own, never the public site's), the repository it commits
// to, and the GitHub OAuth App that signs editors in through this worker. Read by the worker
// (src/http/editor-*.ts) and the deploy preflight (scripts/ops/preflight-checks.ts), so both agree on
// what "set up" means.

export interface EditorEnv {
  /** The editor's origin, e.g. https://cms.example.org; empty: no editor on this deploy. */
  CMS_ORIGIN?: string;
  /** GitHub "owner/name" of this repository. */
  CMS_GITHUB_REPO?: string;
  /** The deployed branch (main when empty). */
  CMS_GITHUB_BRANCH?: string;
  /** "true" when the repository is private: sign-in must then ask for the `repo` scope. */
  CMS_GITHUB_PRIVATE?: string;
  /** The OAuth App's client id (public) and its client secret (a secret, never a var). */
  CMS_GITHUB_CLIENT_ID?: string;
  CMS_GITHUB_CLIENT_SECRET?: string;
  /** GitHub's web origin: https://github.com unless a GitHub Enterprise server or the local
   *  stand-in (`npm run github-stand-in`) plays it; its API is then under /api/v3. */
  CMS_GITHUB_URL?: string;
  /** decap-server's address, set by `npm run cms` only: the editor writes the working tree. */
  CMS_LOCAL_BACKEND?: string;
  /** Where the platform serves a draft's preview, with {name} for the preview's name:
   *  https://{name}-antifraud-site.<subdomain>.workers.dev (docs/operating.md). */
  CMS_PREVIEW_URL?: string;
}

/** The OAuth scope that lets an editor commit: `public_repo` (write access to public repositories
 *  only) is enough for a public repository; a private one needs `repo`. OAuth Apps have no scope
 *  narrower than these (docs/decisions.md, "The editor's sign-in"). */
export type EditorScope = 'public_repo' | 'repo';

export interface EditorConfig {
  /** The editor's origin and host (host:port as in a request's URL); null: no editor. */
  readonly origin: string | null;
  readonly host: string | null;
  readonly repo: string;
  readonly branch: string;
  readonly scope: EditorScope;
  readonly clientId: string;
  readonly clientSecret: string;
  /** GitHub's web origin (the OAuth endpoints) and its REST API root. */
  readonly githubUrl: string;
  readonly apiUrl: string;
  readonly localBackend: string | null;
  /** A draft's preview address with {name} in it (https), or null when previews are not set up. */
  readonly previewUrl: string | null;
  /** What sign-in still lacks, each in words an operator can act on; empty: sign-in works. */
  readonly missing: readonly string[];
}

export const repoPattern = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;
export const clientIdPattern = /^[A-Za-z0-9._-]{1,100}$/;
const githubDotCom = 'https://github.com';

/** A URL's origin if it is one (http only on this machine), else null. */
export function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    const local = url.protocol === 'http:' && isLoopback(url.hostname);
    return (url.protocol === 'https:' || local) && url.origin !== 'null' ? url.origin : null;
  } catch {
    return null;
  }
}

/** localhost, *.localhost (RFC 6761: always this machine), 127.0.0.1 and ::1. */
export function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';
}

/** CMS_PREVIEW_URL if it is an https origin with {name} once, in its host name; else null. */
export function previewUrlOf(value: string | undefined): string | null {
  if (!value || value.split('{name}').length !== 2) return null;
  try {
    const url = new URL(value.replace('{name}', 'preview-name'));
    return url.protocol === 'https:' && url.hostname.includes('preview-name') && url.pathname === '/' && !url.search && !url.hash ? value.replace(/\/+$/, '') : null;
  } catch {
    return null;
  }
}

const configs = new WeakMap<object, EditorConfig>();

/** The editor's settings of an env (read once per env object). */
export function readEditorConfig(env: EditorEnv): EditorConfig {
  const cached = configs.get(env);
  if (cached) return cached;
  const origin = originOf(env.CMS_ORIGIN);
  const repo = env.CMS_GITHUB_REPO ?? '';
  const clientId = env.CMS_GITHUB_CLIENT_ID ?? '';
  const clientSecret = env.CMS_GITHUB_CLIENT_SECRET ?? '';
  const githubUrl = originOf(env.CMS_GITHUB_URL) ?? githubDotCom;
  const missing = [
    ...(origin ? [] : ['CMS_ORIGIN (a var): the editor\'s own address, e.g. https://cms.your-domain.org']),
    ...(repoPattern.test(repo) ? [] : ['CMS_GITHUB_REPO (a var): the repository, as owner/name']),
    ...(clientIdPattern.test(clientId) ? [] : ['CMS_GITHUB_CLIENT_ID (a var): the Client ID of the GitHub OAuth App']),
    ...(clientSecret ? [] : ['CMS_GITHUB_CLIENT_SECRET (a secret: wrangler secret put CMS_GITHUB_CLIENT_SECRET): the OAuth App\'s client secret']),
  ];
  const config: EditorConfig = {
    origin,
    host: origin ? new URL(origin).host : null,
    repo,
    branch: env.CMS_GITHUB_BRANCH || 'main',
    scope: env.CMS_GITHUB_PRIVATE === 'true' ? 'repo' : 'public_repo',
    clientId,
    clientSecret,
    githubUrl,
    apiUrl: githubUrl === githubDotCom ? 'https://api.github.com' : `${githubUrl}/api/v3`,
    localBackend: originOf(env.CMS_LOCAL_BACKEND) ? env.CMS_LOCAL_BACKEND!.replace(/\/+$/, '') : null,
    previewUrl: previewUrlOf(env.CMS_PREVIEW_URL),
    missing,
  };
  configs.set(env, config);
  return config;
}
