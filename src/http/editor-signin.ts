// Signing an editor in with GitHub, served by this worker on the editor's own origin: the two
// steps of GitHub's OAuth web flow, answered the way Decap CMS's GitHub backend expects of an
// "authorizer" (a window it opens at <base_url>/admin/auth, which ends by handing it the token with
// postMessage). So the Association registers one GitHub OAuth App and runs nothing else.
//
// /admin/auth      sets a short-lived, HttpOnly cookie holding a fresh `state` and PKCE verifier
//                  (bound to this browser) and sends the window to GitHub's authorize page;
// /admin/callback  checks GitHub's `state` against that cookie (and its age), exchanges the code
//                  for a token server to server with the client secret (a wrangler secret), and
//                  answers a page whose script gives the token to the editor by postMessage, to
//                  the editor's own origin only. The token is never in a URL and never logged.
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { readEditorConfig, type EditorConfig } from '../site/editor.ts';
import { log } from '../site/log.ts';
import type { AppEnv } from './app-env.ts';
import { plainPage, plainPagePolicy } from './editor-pages.ts';

/** How long a sign-in may take between the editor's click and GitHub's answer. */
export const signinMaxAgeSeconds = 600;
const cookieName = 'editor-signin';
export const callbackPath = '/admin/callback';

const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const randomToken = () => base64url(crypto.getRandomValues(new Uint8Array(32)));
const sha256 = async (text: string) => base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));

function sameString(a: string, b: string): boolean {
  const [x, y] = [new TextEncoder().encode(a), new TextEncoder().encode(b)];
  return x.byteLength === y.byteLength && crypto.subtle.timingSafeEqual(x, y);
}

/** The cookie's options: `__Host-` and Secure on https (every deploy); plain on http://cms.localhost. */
const cookieOptions = (editor: EditorConfig): CookieOptions => {
  const secure = editor.origin!.startsWith('https:');
  return secure ? { path: '/', httpOnly: true, sameSite: 'Lax', secure, prefix: 'host' } : { path: '/', httpOnly: true, sameSite: 'Lax' };
};

const title = { 'zh-TW': '登入網頁編輯器', en: 'Signing in to the web editor' };

/** The sign-in window's page; `message` is what the editor's window receives (Decap's protocol). */
function windowPage(c: Context<AppEnv>, editor: EditorConfig, status: 200 | 400 | 502 | 503, text: { 'zh-TW': string; en: string }, message: string, list?: readonly string[]) {
  const body = plainPage({ title, paragraphs: [text], list, signin: { origin: editor.origin!, message } });
  return c.html(body, status, { 'Content-Security-Policy': plainPagePolicy(true), 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
}

const failure = (reason: string) => `authorization:github:error:${JSON.stringify({ message: reason })}`;

export function notSetUpText(): { 'zh-TW': string; en: string } {
  return {
    'zh-TW': '網頁編輯器的登入尚未設定完成。管理網站的人需要設定下方列出的項目（docs/operating.md，「The web editor」）。',
    en: 'Sign-in to the web editor is not set up yet. Whoever runs the site must set what is listed below (docs/operating.md, "The web editor").',
  };
}

export function addSignin(app: Hono<AppEnv>): void {
  // A HEAD (a link checker, a prefetch) neither starts a sign-in nor spends one (Hono answers it
  // with the GET route, so each route says so first).
  const head = (c: Context<AppEnv>) => (c.req.method === 'HEAD' ? c.body(null, 204, { 'Cache-Control': 'no-store' }) : null);
  app.get('/admin/auth', async (c) => {
    const skipped = head(c);
    if (skipped) return skipped;
    const editor = readEditorConfig(c.env ?? {});
    if (editor.missing.length) return windowPage(c, editor, 503, notSetUpText(), failure('Sign-in is not set up on this site.'), editor.missing);
    const state = randomToken();
    const verifier = randomToken();
    setCookie(c, cookieName, `${Date.now()}.${state}.${verifier}`, { ...cookieOptions(editor), maxAge: signinMaxAgeSeconds });
    const authorize = new URL('/login/oauth/authorize', editor.githubUrl);
    authorize.search = new URLSearchParams({
      client_id: editor.clientId,
      redirect_uri: editor.origin + callbackPath,
      scope: editor.scope,
      state,
      code_challenge: await sha256(verifier),
      code_challenge_method: 'S256',
      allow_signup: 'false',
    }).toString();
    return c.redirect(authorize.href, 302);
  });

  app.get(callbackPath, async (c) => {
    const skipped = head(c);
    if (skipped) return skipped;
    const editor = readEditorConfig(c.env ?? {});
    if (editor.missing.length) return windowPage(c, editor, 503, notSetUpText(), failure('Sign-in is not set up on this site.'), editor.missing);
    const options = cookieOptions(editor);
    const saved = getCookie(c, cookieName, options.secure ? 'host' : undefined) ?? '';
    deleteCookie(c, cookieName, options);
    const [issued, state, verifier] = saved.split('.');
    const query = c.req.query();

    if (query.error) {
      const denied = query.error === 'access_denied';
      return windowPage(c, editor, 400, denied
        ? { 'zh-TW': '您在 GitHub 上沒有允許這次登入。請關閉這個視窗，需要時再按「Login with GitHub」。', en: 'You did not allow this sign-in on GitHub. Close this window, and choose Login with GitHub again when you are ready.' }
        : { 'zh-TW': 'GitHub 沒有完成這次登入。請關閉這個視窗再試一次。', en: 'GitHub did not complete this sign-in. Close this window and try again.' },
      failure(denied ? 'You did not allow the sign-in on GitHub.' : 'GitHub did not complete the sign-in.'));
    }
    const fresh = Number(issued) > Date.now() - signinMaxAgeSeconds * 1000;
    if (!state || !verifier || !fresh || !query.state || !sameString(query.state, state) || !query.code) {
      log('warn', 'editor_signin_refused', { reason: !state ? 'no_cookie' : !fresh ? 'expired' : 'state_mismatch' });
      return windowPage(c, editor, 400, {
        'zh-TW': '這次登入不是從這個瀏覽器的網頁編輯器開始的，或已超過 10 分鐘。請關閉這個視窗，回到網頁編輯器再按一次「Login with GitHub」。',
        en: 'This sign-in was not started from the web editor in this browser, or took longer than 10 minutes. Close this window, go back to the web editor and choose Login with GitHub again.',
      }, failure('The sign-in could not be checked (started elsewhere, or over 10 minutes ago). Try again.'));
    }

    let answer: { access_token?: unknown; error?: unknown };
    try {
      const res = await fetch(new URL('/login/oauth/access_token', editor.githubUrl), {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'User-Agent': 'antifraud-site-editor' },
        body: JSON.stringify({ client_id: editor.clientId, client_secret: editor.clientSecret, code: query.code, redirect_uri: editor.origin + callbackPath, code_verifier: verifier }),
      });
      answer = res.ok ? await res.json() : { error: `http_${res.status}` };
    } catch {
      answer = { error: 'unreachable' };
    }
    if (typeof answer.access_token !== 'string' || !answer.access_token) {
      // GitHub's error code only (bad_verification_code, incorrect_client_credentials): never the code or a token.
      const reason = typeof answer.error === 'string' ? answer.error.slice(0, 60) : 'no_token';
      log('warn', 'editor_signin_failed', { reason });
      const credentials = reason === 'incorrect_client_credentials';
      return windowPage(c, editor, 502, credentials
        ? { 'zh-TW': 'GitHub 不接受本站的 OAuth App 設定（Client ID 或 client secret 不對）。請通知管理網站的人。', en: 'GitHub refused this site\'s OAuth App settings (the Client ID or the client secret is wrong). Tell whoever runs the site.' }
        : { 'zh-TW': 'GitHub 沒有發出登入許可。請關閉這個視窗再試一次。', en: 'GitHub did not issue the sign-in. Close this window and try again.' },
      failure(credentials ? 'GitHub refused the site\'s OAuth App settings (client id or secret).' : 'GitHub did not issue the sign-in. Try again.'));
    }
    return windowPage(c, editor, 200,
      { 'zh-TW': '已登入。這個視窗會自己關閉。', en: 'Signed in. This window closes by itself.' },
      `authorization:github:success:${JSON.stringify({ token: answer.access_token, provider: 'github' })}`);
  });
}
