// The web editor's own origin (CMS_ORIGIN, e.g. https://cms.example.org, routed to this worker):
// Decap CMS at /admin and the GitHub sign-in (editor-signin.ts), nothing else. No page of the
// public site is answered here, so no script a public page may run (chat, analytics) ever runs
// on this origin, where the editor's GitHub token is kept; and the public site's pages, on their
// origin, cannot read this one's storage. A request for this host never reaches the site's routes.
import { Hono, type MiddlewareHandler } from 'hono';
import { editorAssets } from '../generated/admin.ts';
import { readConfig } from '../site/config.ts';
import { readEditorConfig, type EditorConfig } from '../site/editor.ts';
import { log } from '../site/log.ts';
import type { AppEnv } from './app-env.ts';
import { canonicalUrls } from './canonical-url.ts';
import { editorDocument, jsonScript, plainPage, plainPagePolicy } from './editor-pages.ts';
import { addSignin, notSetUpText } from './editor-signin.ts';
import { httpsRedirect } from './https-redirect.ts';
import { secureHeaders } from './secure-headers.ts';

/**
 * Decap's page's policy: its scripts from this origin only, plus 'unsafe-eval' (Decap compiles
 * its config's validators at run time) and inline styles (it styles itself with inserted <style>
 * elements): docs/decisions.md, "The web editor". It talks to GitHub's API, or locally to
 * decap-server; never to any other origin.
 */
export function decapPolicy(editor: EditorConfig): string {
  const connect = [new URL(editor.apiUrl).origin, ...(editor.localBackend ? [new URL(editor.localBackend).origin] : [])];
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    `connect-src 'self' blob: ${connect.join(' ')}`,
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** What the page hands Decap on top of config.yml (the build's): where to commit, and how to sign in. */
export function decapSettings(editor: EditorConfig, siteUrl: string) {
  return {
    backend: {
      name: 'github',
      repo: editor.repo,
      branch: editor.branch,
      // The sign-in window is this origin's /admin/auth: never Decap's default, api.netlify.com.
      base_url: editor.origin,
      auth_endpoint: 'admin/auth',
      auth_scope: editor.scope,
      ...(editor.apiUrl === 'https://api.github.com' ? {} : { api_root: editor.apiUrl }),
    },
    // Locally the editor writes the working tree at once (decap-server keeps no drafts); on the
    // live site each entry is a draft on a branch of its own until it is published (config.yml).
    ...(editor.localBackend ? { local_backend: { url: `${editor.localBackend}/api/v1`, allowed_hosts: [new URL(editor.origin!).hostname] }, publish_mode: 'simple' } : {}),
    site_url: siteUrl,
    display_url: siteUrl,
  };
}

/** What the page script needs beyond Decap's settings: where a draft's preview is (src/client/admin-preview.ts). */
export const editorLinks = (editor: EditorConfig) => ({ preview_url: editor.localBackend ? '' : editor.previewUrl ?? '' });

function decapPage(settings: object, links: object): string {
  return editorDocument('en', 'Content editor', `<link href="${editorAssets.config}" type="text/yaml" rel="cms-config-url">
${jsonScript('cms-settings', settings)}
${jsonScript('editor-links', links)}
<script src="${editorAssets.checks}"></script>
<script src="${editorAssets.script}"></script>
<script src="${editorAssets.cms}"></script>`, '');
}

const editorApp = new Hono<AppEnv>();
// Registered before the site's security headers, so it sees (and overrides) what they set.
editorApp.use('*', async (c, next) => {
  await next();
  const headers = c.res.headers;
  headers.set('X-Robots-Tag', 'noindex, nofollow');
  headers.set('Referrer-Policy', 'no-referrer');
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', plainPagePolicy(false));
});
editorApp.use('*', secureHeaders);
editorApp.use('*', httpsRedirect);
editorApp.use('*', async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('405 Method Not Allowed', 405, { Allow: 'GET, HEAD' });
  await next();
});
editorApp.use('*', canonicalUrls());
editorApp.get('/', (c) => c.redirect('/admin', 302));
editorApp.get('/robots.txt', (c) => c.text('User-agent: *\nDisallow: /\n'));
// Browsers ask for it on every page; no icon, and no 404 in the console.
editorApp.get('/favicon.ico', (c) => c.body(null, 204));
editorApp.get('/admin', (c) => {
  const env = c.env ?? {};
  const editor = readEditorConfig(env);
  // Without sign-in (and without `npm run cms`'s local backend) Decap would send editors to its
  // default sign-in service, a third party's: say what is missing instead of loading it.
  if (editor.missing.length && !editor.localBackend) {
    const body = plainPage({ title: { 'zh-TW': '網頁編輯器', en: 'Web editor' }, paragraphs: [notSetUpText()], list: editor.missing });
    return c.html(body, 503);
  }
  return c.html(decapPage(decapSettings(editor, readConfig(env).siteUrl), editorLinks(editor)), 200, { 'Content-Security-Policy': decapPolicy(editor) });
});
addSignin(editorApp);
editorApp.notFound((c) => c.text('404 Not Found. This address serves the web editor only: /admin.', 404));
editorApp.onError((error, c) => {
  const id = crypto.randomUUID().slice(0, 8);
  log('error', 'editor_error', { id, message: error.message, stack: error.stack ?? '' });
  return c.text(`500 Internal Server Error (${id})`, 500);
});

/** Hands a request for the editor's host to the editor's app; any other goes on to the site. */
export const editorOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { host } = readEditorConfig(c.env ?? {});
  if (host && new URL(c.req.url).host === host) return editorApp.fetch(c.req.raw, c.env);
  await next();
};
