// The web editor's sign-in, end to end, set up as docs/operating.md says ("Try the sign-in on
// your computer"): `npm run github-stand-in` plays GitHub; an OAuth App is registered on it
// through its settings page; the site runs with that app's Client ID and secret, the editor on
// its own origin (http://cms.localhost:<port>: Chromium sends *.localhost to this machine) and a
// chat and an analytics tag configured on the public origin (http://127.0.0.1:<port>; a fake
// provider plays them). An editor signs in from the public /admin's link; the token reaches the
// editor's window only, and no page of the public origin, third-party scripts running, finds it
// in any storage. A sign-in this browser did not start is refused, and a window opened by any
// other page gets nothing.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startLocalServer, type LocalServer } from '../../scripts/shared/local-server.ts';
import { startFakeProvider, type FakeProvider } from './fixtures/fake-provider.ts';
import { desktop, open, useBrowser, type Page } from './support.ts';

const root = join(import.meta.dirname, '../..');
const browser = useBrowser();

let standIn: ChildProcess;
let standInOrigin = '';
let standInOutput = '';
let fake: FakeProvider;
let site: LocalServer;
let editorOrigin = '';

/** `npm run github-stand-in` on a free port; resolves with its origin once it prints it. */
async function startStandIn(): Promise<string> {
  const port = await freePort();
  standIn = spawn(join(root, 'node_modules/.bin/node'), ['scripts/dev/github-stand-in.ts'], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  standIn.stdout!.on('data', (d) => { standInOutput += d; });
  standIn.stderr!.on('data', (d) => { standInOutput += d; });
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    const origin = standInOutput.match(/GitHub stand-in: (http:\/\/\S+)/)?.[1];
    if (origin) return origin;
  }
  throw new Error(`the stand-in did not start:\n${standInOutput}`);
}

/** Registers the OAuth App on the stand-in's settings page, as the docs' step says; its Client ID and secret. */
async function registerApp(callback: string): Promise<{ clientId: string; clientSecret: string }> {
  const context = await browser().newContext();
  const page = await context.newPage();
  await page.goto(`${standInOrigin}/settings/applications/new`);
  await page.getByLabel('Application name').fill('Anti-fraud site editor');
  await page.getByLabel('Homepage URL').fill('http://127.0.0.1');
  await page.getByLabel('Authorization callback URL').fill(callback);
  await page.getByRole('button', { name: 'Register application' }).click();
  const clientId = (await page.locator('#client-id').textContent())!;
  await page.getByRole('button', { name: 'Generate a new client secret' }).click();
  const clientSecret = (await page.locator('#client-secret').textContent())!;
  await context.close();
  return { clientId, clientSecret };
}

beforeAll(async () => {
  [fake, standInOrigin] = await Promise.all([startFakeProvider(), startStandIn()]);
  const port = await freePort();
  editorOrigin = `http://cms.localhost:${port}`;
  const app = await registerApp(`${editorOrigin}/admin/callback`);
  site = await startLocalServer({
    CHAT_PROVIDER: 'tawk', CHAT_ID: 'test-property/default', CHAT_SCRIPT_URL: `${fake.origin}/tawk.js`,
    GTAG_ID: 'G-TEST', GTAG_CONVERSION: 'AW-TEST/consult', GTAG_SCRIPT_URL: `${fake.origin}/gtag.js`,
    CMS_ORIGIN: editorOrigin, CMS_GITHUB_REPO: 'example-org/antifraud-site', CMS_GITHUB_PRIVATE: 'false',
    CMS_GITHUB_CLIENT_ID: app.clientId, CMS_GITHUB_CLIENT_SECRET: app.clientSecret, CMS_GITHUB_URL: standInOrigin,
  }, undefined, undefined, port);
}, 300_000);

afterAll(async () => {
  await site?.stop();
  await fake?.close();
  if (standIn && standIn.exitCode === null) {
    const exited = new Promise((r) => standIn.once('exit', r));
    standIn.kill('SIGTERM');
    await exited;
  }
});

const tokenRequests = () => standInOutput.split('\n').filter((line) => line === 'POST /login/oauth/access_token').length;

/** Everything a script on `page`'s origin can read of its storage: Web Storage, cookies, IndexedDB. */
function storageOf(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const dump: unknown[] = [{ ...localStorage }, { ...sessionStorage }, document.cookie];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => { const r = indexedDB.open(name); r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error); });
      for (const store of [...db.objectStoreNames]) {
        const all = db.transaction(store).objectStore(store).getAll();
        dump.push(name, store, await new Promise((resolve) => { all.onsuccess = () => resolve(all.result); }));
      }
      db.close();
    }
    return JSON.stringify(dump);
  });
}

/** Clicks the editor's "Login with GitHub" and returns the sign-in window (on the stand-in's authorize page). */
async function openSignin(editor: Page): Promise<Page> {
  const popup = editor.waitForEvent('popup', { timeout: 120_000 });
  await editor.getByRole('button', { name: 'Login with GitHub' }).click();
  const window = await popup;
  await window.waitForLoadState();
  return window;
}

describe('the web editor\'s sign-in, against the GitHub stand-in', () => {
  it('signs an editor in through this site, and no page of the public origin can read the token', async () => {
    const context = await browser().newContext({ viewport: desktop });
    // The public site, with its third parties running: analytics accepted, the chat opened.
    const publicPage = await context.newPage();
    await open(publicPage, `${site.url}/en/contact`, { waitUntil: 'networkidle' });
    await publicPage.getByRole('button', { name: 'Accept analytics cookies' }).click();
    await publicPage.locator('main a[data-chat]').click();
    await publicPage.waitForSelector('html[data-chat-open]');
    expect(fake.log.some((p) => p.startsWith('/gtag.js')) && fake.log.some((p) => p.startsWith('/tawk.js'))).toBe(true);

    // /admin on the public site leads to the editor's own origin.
    await publicPage.goto(`${site.url}/admin`);
    await Promise.all([
      publicPage.waitForURL(`${editorOrigin}/admin`),
      publicPage.getByRole('link', { name: `${editorOrigin}/admin` }).first().click(),
    ]);
    const editor = publicPage;

    const signin = await openSignin(editor);
    expect(new URL(signin.url()).origin).toBe(standInOrigin);
    // The smallest scope that lets an editor commit to a public repository.
    expect(await signin.locator('body').textContent()).toContain('Scope asked for: public_repo');
    expect(signin.url()).toContain(`redirect_uri=${encodeURIComponent(`${editorOrigin}/admin/callback`)}`);
    // Listening before the click: the window may close before a listener added after it would hear.
    const closed = signin.waitForEvent('close', { timeout: 120_000 }); // a loaded machine is slow, not wrong
    await signin.getByRole('button', { name: /^Authorize/ }).click();
    await closed;

    // Signed in: Decap lists the collections, and keeps the token on the editor's origin.
    await editor.getByRole('link', { name: 'Articles' }).first().waitFor();
    const user = await editor.evaluate(() => localStorage.getItem('decap-cms-user'));
    const token = (JSON.parse(user ?? '{}') as { token?: string }).token ?? '';
    expect(token).toMatch(/^gho_standin_/);
    await expect.poll(tokenRequests).toBe(1);

    // The public origin, its third parties loaded, holds nothing of it.
    const after = await context.newPage();
    await open(after, `${site.url}/en/contact`, { waitUntil: 'networkidle' });
    await after.locator('main a[data-chat]').click();
    await after.waitForSelector('html[data-chat-open]');
    for (const path of ['/en/contact', '/', '/admin']) {
      if (path !== '/en/contact') await after.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
      const stored = await storageOf(after);
      expect(stored, path).not.toContain(token);
      expect(stored, path).not.toContain('decap-cms-user');
    }
    const publicCookies = JSON.stringify(await context.cookies(site.url));
    expect(publicCookies).not.toContain(token);
    // The sign-in cookie was the editor's host's only, and is spent.
    expect((await context.cookies(editorOrigin)).map((c) => c.name)).not.toContain('editor-signin');
    await context.close();
  });

  it('refuses a sign-in whose state this browser did not start, without asking GitHub for a token', async () => {
    const context = await browser().newContext({ viewport: desktop });
    const editor = await context.newPage();
    await editor.goto(`${editorOrigin}/admin`);
    const signin = await openSignin(editor);
    const forged = new URL(signin.url());
    forged.searchParams.set('state', 'a-state-this-browser-never-saw');
    await signin.goto(forged.href);
    const before = tokenRequests();
    await signin.getByRole('button', { name: /^Authorize/ }).click();
    await signin.waitForURL(`${editorOrigin}/admin/callback`).catch(() => undefined);
    await expect.poll(() => editor.locator('body').textContent()).toContain('The sign-in could not be checked');
    expect(tokenRequests()).toBe(before);
    expect(await editor.evaluate(() => localStorage.getItem('decap-cms-user'))).toBeNull();
    await context.close();
  });

  it('gives the token to no window but the editor\'s own, even one a public page opened', async () => {
    const context = await browser().newContext({ viewport: desktop });
    // A page of another origin (here the public site, as a script running on it could) opens the
    // sign-in itself, listens for what the sign-in window sends and answers as the editor would.
    const other = await context.newPage();
    await other.goto(`${site.url}/en`);
    const popup = other.waitForEvent('popup');
    await other.evaluate((url) => {
      (window as unknown as { got: string[] }).got = [];
      addEventListener('message', (e) => {
        (window as unknown as { got: string[] }).got.push(String(e.data));
        // Plays the editor's part of the handshake, as a thief would.
        if (e.data === 'authorizing:github') (e.source as Window).postMessage(e.data, e.origin);
      });
      window.open(`${url}/admin/auth`, 'signin');
    }, editorOrigin);
    const signin = await popup;
    await signin.waitForLoadState();
    const before = tokenRequests();
    await signin.getByRole('button', { name: /^Authorize/ }).click();
    await signin.waitForURL((url) => url.pathname === '/admin/callback');
    await signin.locator('main').waitFor();
    // GitHub did issue a token (the state was this browser's own), but nothing left the window.
    await expect.poll(tokenRequests).toBe(before + 1);
    await other.waitForTimeout(500);
    expect(await other.evaluate(() => (window as unknown as { got: string[] }).got)).toEqual([]);
    expect(await signin.locator('#signin').count()).toBe(0);
    expect(new URL(signin.url()).search).toBe('');
    await context.close();
  });
});
