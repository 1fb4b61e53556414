// The web editor: on the public site, /admin is a page that says where the editor is; the editor
// itself answers only on its own origin (CMS_ORIGIN), with a policy that only it has, and signs
// editors in with GitHub through this worker (the OAuth handshake: state bound to the browser and
// short-lived, the token only in the sign-in window's page, never in a URL or a log). Its
// config.yml is made from the build's schemas, so a field, a choice or a limit added there is in
// the editor too, and the editor never asks for the Simplified Chinese.
import { env } from 'cloudflare:test';
import { parse as parseYaml } from 'yaml';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cmsConfig } from '../scripts/build/cms/config.ts';
import { fieldOf, fieldsOf } from '../scripts/build/cms/fields.ts';
import { articleSchema, newsSchema } from '../scripts/build/content/schema.ts';
import { schemas as organisationSchemas } from '../scripts/build/organisation/schema.ts';
import { vocabularyFile, vocabularySchema, wordLists } from '../scripts/build/search/vocabulary-schema.ts';
import { createApp } from '../src/worker.ts';
import { get, sitemapFilesXml } from './helpers.ts';

const directives = (res: Response) => new Map((res.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...rest]) => [k!, rest]));

/** The editor's settings of a deploy that has it, on an origin of its own; GitHub played by github.test. */
const editorOrigin = 'https://cms.site.test';
const withEditor = {
  CMS_ORIGIN: editorOrigin, CMS_GITHUB_REPO: 'owner/site', CMS_GITHUB_BRANCH: 'main', CMS_GITHUB_PRIVATE: 'false',
  CMS_GITHUB_CLIENT_ID: 'Ov23liTestClient', CMS_GITHUB_CLIENT_SECRET: 'client-secret-0123456789', CMS_GITHUB_URL: 'https://github.test',
};
/** A chat and an analytics tag configured: the public pages may load them, the editor never. */
const withThirdParties = { CHAT_PROVIDER: 'tawk', CHAT_ID: 'prop/widget', GTAG_ID: 'G-TEST1', GTAG_CONVERSION: '' };

const app = createApp();
/** The app under these vars (the test env's, overridden). */
function request(url: string, vars: Record<string, string> = {}, init: RequestInit = {}): Promise<Response> {
  return Promise.resolve(app.fetch(new Request(url, { redirect: 'manual', ...init }), { ...(env as object), ...vars }));
}

afterEach(() => vi.restoreAllMocks());

describe('/admin on the public site', () => {
  it('says where the editor is: an origin of its own', async () => {
    const res = await request('https://site.test/admin', { ...withEditor, ...withThirdParties });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain(`<a href="${editorOrigin}/admin">`);
    expect(html).not.toMatch(/<script|decap-cms|cms-config/);
    const policy = directives(res);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.has('script-src')).toBe(false);
    // The sign-in lives on the editor's origin only.
    expect((await request('https://site.test/admin/auth', withEditor)).status).toBe(404);
  });

  it('says plainly that there is no editor when none is set up', async () => {
    const res = await request('https://site.test/admin', { CMS_ORIGIN: '' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('The web editor is not set up on this site.');
    expect(html).not.toMatch(/<a |<script/);
  });

  it('leaves every public page its own strict policy', async () => {
    for (const path of ['/', '/en/blog', '/cn/report']) {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).not.toMatch(/unsafe-eval|unsafe-inline|api\.github\.com/);
    }
  });

  it('has one address, and is in neither the sitemap nor the search index', async () => {
    const slash = await get('/admin/');
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toMatch(/\/admin$/);
    expect(await sitemapFilesXml()).not.toContain('/admin');
    expect((await get('/admin', { method: 'POST' })).status).toBe(405);
  });
});

describe('the editor\'s own origin', () => {
  it('serves Decap with a policy only it has, and no script of any third party', async () => {
    const res = await request(`${editorOrigin}/admin`, { ...withEditor, ...withThirdParties });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const html = await res.text();
    expect(html).toMatch(/<link href="\/assets\/cms-config\.[0-9a-f]+\.yml" type="text\/yaml" rel="cms-config-url">/);
    expect(html).toMatch(/<script src="\/assets\/admin\.[0-9a-f]+\.js"><\/script>\s*<script src="\/assets\/decap-cms-[\d.]+\/decap-cms\.js"><\/script>/);
    const settings = JSON.parse(html.match(/<script type="application\/json" id="cms-settings">(.*?)<\/script>/)![1]!) as { backend: Record<string, string>; local_backend?: unknown };
    // Decap's sign-in window is this origin's /admin/auth, never its default (api.netlify.com).
    expect(settings.backend).toMatchObject({ name: 'github', repo: 'owner/site', branch: 'main', base_url: editorOrigin, auth_endpoint: 'admin/auth', auth_scope: 'public_repo', api_root: 'https://github.test/api/v3' });
    expect(settings.local_backend).toBeUndefined();
    expect(html).not.toMatch(/netlify|tawk|googletagmanager|client-secret/);
    const policy = directives(res);
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'blob:', 'https://github.test']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers.get('content-security-policy')).not.toMatch(/tawk|googletagmanager|jsdelivr|crisp/);
  });

  it('answers no page of the public site', async () => {
    const vars = { ...withEditor, ...withThirdParties };
    const home = await request(`${editorOrigin}/`, vars);
    expect([home.status, home.headers.get('location')]).toEqual([302, '/admin']);
    for (const path of ['/en', '/en/blog', '/contact', '/search?q=x']) {
      const res = await request(`${editorOrigin}${path}`, vars);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(res.headers.get('content-security-policy')).not.toMatch(/tawk|googletagmanager/);
    }
    expect(await (await request(`${editorOrigin}/robots.txt`, vars)).text()).toBe('User-agent: *\nDisallow: /\n');
    expect((await request(`${editorOrigin}/favicon.ico`, vars)).status).toBe(204);
    expect((await request(`${editorOrigin}/admin/auth`, vars, { method: 'POST' })).status).toBe(405);
  });

  it('without sign-in, says what is missing and never loads Decap (nor sends anyone to a third party)', async () => {
    const vars = { ...withEditor, CMS_GITHUB_CLIENT_ID: '', CMS_GITHUB_CLIENT_SECRET: '' };
    for (const path of ['/admin', '/admin/auth', '/admin/callback?code=x&state=y']) {
      const res = await request(`${editorOrigin}${path}`, vars);
      expect(res.status, path).toBe(503);
      const html = await res.text();
      expect(html).toContain('CMS_GITHUB_CLIENT_ID (a var)');
      expect(html).toContain('CMS_GITHUB_CLIENT_SECRET (a secret');
      expect(html).not.toMatch(/decap-cms|netlify|github\.test\/login/);
    }
  });

  it('on `npm run cms`, points Decap at the local backend, reachable under the policy', async () => {
    const vars = { CMS_ORIGIN: 'http://cms.localhost:8787', CMS_LOCAL_BACKEND: 'http://localhost:8081', CMS_GITHUB_CLIENT_ID: '' };
    const res = await request('http://cms.localhost:8787/admin', vars);
    expect(res.status).toBe(200);
    const settings = JSON.parse((await res.text()).match(/id="cms-settings">(.*?)<\/script>/)![1]!) as { local_backend: unknown };
    expect(settings.local_backend).toEqual({ url: 'http://localhost:8081/api/v1', allowed_hosts: ['cms.localhost'] });
    expect(directives(res).get('connect-src')).toContain('http://localhost:8081');
  });
});

const cookieName = '__Host-editor-signin';
const base64url = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Starts a sign-in as the editor's window does: GitHub's address and the browser's cookie. */
async function startSignin(vars: Record<string, string> = withEditor) {
  const res = await request(`${editorOrigin}/admin/auth?provider=github&site_id=cms.site.test&scope=repo`, vars);
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!);
  const setCookie = res.headers.get('set-cookie') ?? '';
  const cookie = setCookie.split(';')[0]!;
  return { location, setCookie, cookie, state: location.searchParams.get('state')! };
}

/** GitHub's token endpoint, played: answers `answer`, keeps what it was sent. */
function stubGitHub(answer: object) {
  const sent: { url: string; body: Record<string, string> }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    sent.push({ url: String(input), body: JSON.parse(String(init?.body)) as Record<string, string> });
    return Response.json(answer);
  });
  return sent;
}

/** Every line the worker writes to the console during `run`. */
async function logged(run: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  for (const level of ['log', 'info', 'warn', 'error'] as const) vi.spyOn(console, level).mockImplementation((...a: unknown[]) => { lines.push(a.map(String).join(' ')); });
  await run();
  return lines.join('\n');
}

describe('signing in with GitHub, served by this worker', () => {
  it('sends the window to GitHub with a fresh state bound to this browser, asking the smallest scope', async () => {
    const first = await startSignin();
    expect(`${first.location.origin}${first.location.pathname}`).toBe('https://github.test/login/oauth/authorize');
    const params = Object.fromEntries(first.location.searchParams);
    expect(params).toMatchObject({ client_id: 'Ov23liTestClient', redirect_uri: `${editorOrigin}/admin/callback`, scope: 'public_repo', code_challenge_method: 'S256' });
    expect(params.state).toMatch(/^[\w-]{43}$/);
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    // Bound to this browser, for 10 minutes, out of reach of scripts and of other sites' requests.
    expect(first.setCookie).toMatch(new RegExp(`^${cookieName}=[^;]*${params.state}`));
    expect(first.setCookie).toMatch(/Max-Age=600/);
    expect(first.setCookie).toMatch(/HttpOnly/);
    expect(first.setCookie).toMatch(/Secure/);
    expect(first.setCookie).toMatch(/SameSite=Lax/);
    expect(first.setCookie).toMatch(/Path=\//);
    expect(first.setCookie).not.toMatch(/Domain=/i);
    expect((await startSignin()).state).not.toBe(params.state);
    // A HEAD starts nothing.
    for (const path of ['/admin/auth', `/admin/callback?code=c&state=${params.state}`]) {
      const head = await request(`${editorOrigin}${path}`, withEditor, { method: 'HEAD', headers: { Cookie: first.cookie } });
      expect([head.status, head.headers.get('set-cookie'), head.headers.get('location')]).toEqual([204, null, null]);
    }
    // A private repository needs GitHub's `repo` scope; whatever the window asks, the worker decides.
    expect((await startSignin({ ...withEditor, CMS_GITHUB_PRIVATE: 'true' })).location.searchParams.get('scope')).toBe('repo');
  });

  it('hands the token to the editor\'s window by postMessage to its own origin, never in a URL or a log', async () => {
    const { cookie, state, location } = await startSignin();
    const token = 'gho_TOKEN_that_must_stay_in_the_page';
    const sent = stubGitHub({ access_token: token, token_type: 'bearer', scope: 'public_repo' });
    let res!: Response;
    const log = await logged(async () => {
      res = await request(`${editorOrigin}/admin/callback?code=the-code&state=${state}`, withEditor, { headers: { Cookie: cookie } });
    });
    expect(res.status).toBe(200);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('https://github.test/login/oauth/access_token');
    expect(sent[0]!.body).toMatchObject({ client_id: 'Ov23liTestClient', client_secret: 'client-secret-0123456789', code: 'the-code', redirect_uri: `${editorOrigin}/admin/callback` });
    const challenge = base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(sent[0]!.body.code_verifier)));
    expect(challenge).toBe(location.searchParams.get('code_challenge'));

    const html = await res.text();
    const data = JSON.parse(html.match(/<script type="application\/json" id="signin">(.*?)<\/script>/)![1]!) as { origin: string; message: string };
    expect(data).toEqual({ origin: editorOrigin, message: `authorization:github:success:${JSON.stringify({ token, provider: 'github' })}` });
    expect(html).toMatch(/<script src="\/assets\/admin-signin\.[0-9a-f]+\.js"><\/script>/);
    expect(html.split(token)).toHaveLength(2);
    expect(directives(res).get('script-src')).toEqual(["'self'"]);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^${cookieName}=;.*Max-Age=0`));
    for (const [name, value] of res.headers) expect(`${name}: ${value}`).not.toContain(token);
    expect(log).not.toContain(token);
    expect(log).not.toContain('the-code');
  });

  it('refuses a callback this browser did not start, or started over 10 minutes ago, without asking GitHub', async () => {
    const { cookie, state } = await startSignin();
    const [name, value] = cookie.split('=') as [string, string];
    const [, ownState, verifier] = value.split('.');
    const cases: [string, string | undefined][] = [
      ['no cookie (another browser)', undefined],
      ['another state', cookie],
      ['expired', `${name}=${Date.now() - 601_000}.${ownState}.${verifier}`],
    ];
    for (const [what, sentCookie] of cases) {
      const sent = stubGitHub({ access_token: 'gho_never' });
      const callbackState = what === 'another state' ? `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}` : state;
      let res!: Response;
      const log = await logged(async () => {
        res = await request(`${editorOrigin}/admin/callback?code=c&state=${callbackState}`, withEditor, sentCookie ? { headers: { Cookie: sentCookie } } : {});
      });
      expect(res.status, what).toBe(400);
      expect(sent, what).toEqual([]);
      const html = await res.text();
      expect(html, what).toContain('not started from the web editor in this browser');
      expect(html, what).not.toContain('authorization:github:success');
      expect(html, what).toContain('authorization:github:error:');
      expect(log, what).toMatch(/editor_signin_refused/);
      vi.restoreAllMocks();
    }
  });

  it('says plainly when GitHub refuses, and logs GitHub\'s reason only', async () => {
    const { cookie, state } = await startSignin();
    stubGitHub({ error: 'incorrect_client_credentials', error_description: 'The client_id and/or client_secret passed are incorrect.' });
    let res!: Response;
    const log = await logged(async () => {
      res = await request(`${editorOrigin}/admin/callback?code=c0de&state=${state}`, withEditor, { headers: { Cookie: cookie } });
    });
    expect(res.status).toBe(502);
    expect(await res.text()).toContain('the Client ID or the client secret is wrong');
    expect(log).toMatch(/"event":"editor_signin_failed","reason":"incorrect_client_credentials"/);
    expect(log).not.toMatch(/c0de|client-secret-0123456789/);

    const denied = await request(`${editorOrigin}/admin/callback?error=access_denied&error_description=%3Cscript%3E&state=${state}`, withEditor, { headers: { Cookie: cookie } });
    expect(denied.status).toBe(400);
    const html = await denied.text();
    expect(html).toContain('You did not allow this sign-in on GitHub.');
    expect(html).not.toContain('<script>');
  });
});


describe('the editor\'s fields, read off the schemas', () => {
  it('turns each kind of schema into the matching field', () => {
    const fields = fieldsOf({
      draft: v.optional(v.boolean()),
      kind: v.picklist(['alert', 'event']),
      note: v.pipe(v.string(), v.maxLength(80, 'at most 80 characters')),
      code: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'two capitals')),
      when: v.pipe(v.string(), v.isoDate()),
      count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9)),
      places: v.optional(v.array(v.picklist(['TW', 'HK']))),
      names: v.pipe(v.array(v.string()), v.minLength(1)),
      at: v.union([v.pipe(v.string(), v.isoDate()), v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'YYYY-MM-DDTHH:MM'))]),
    });
    const byName = Object.fromEntries(fields.map((f) => [f.name, f]));
    expect(byName.draft).toMatchObject({ widget: 'boolean', required: false });
    expect(byName.kind).toMatchObject({ widget: 'select', options: ['alert', 'event'] });
    expect(byName.kind!.required).toBeUndefined();
    expect(byName.note).toMatchObject({ widget: 'string', pattern: ['^[\\s\\S]{0,80}$', 'at most 80 characters'], hint: 'at most 80 characters' });
    expect(byName.code).toMatchObject({ pattern: ['^[A-Z]{2}$', 'two capitals'] });
    expect(new RegExp((byName.code!.pattern as string[])[0]!).test('TW')).toBe(true);
    // A day is typed YYYY-MM-DD as an entry's Date is, never a picker in the browser's order marked UTC.
    expect(byName.when).toMatchObject({ widget: 'string', pattern: ['^\\d{4}-\\d{2}-\\d{2}$', 'must be a date written YYYY-MM-DD'], hint: 'a day written YYYY-MM-DD, such as 2026-11-30' });
    expect(new RegExp((byName.when!.pattern as string[])[0]!).test('11/30/2026')).toBe(false);
    expect(byName.count).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 9 });
    expect(byName.places).toMatchObject({ widget: 'select', multiple: true, options: ['TW', 'HK'], required: false });
    expect(byName.names).toMatchObject({ widget: 'list', min: 1 });
    const at = new RegExp((byName.at!.pattern as string[])[0]!);
    expect(['2026-03-01', '2026-03-01T09:30'].map((x) => at.test(x))).toEqual([true, true]);
    expect(at.test('March 1')).toBe(false);
    expect(fieldOf('place', v.strictObject({ 'zh-TW': v.string(), en: v.string() }))).toMatchObject({ widget: 'object', fields: [{ name: 'zh-TW' }, { name: 'en' }] });
    // An optional text in both languages (a member's role): nothing inside it is required, or Decap
    // refuses to save an entry without it.
    expect(fieldOf('role', v.optional(v.strictObject({ 'zh-TW': v.string(), en: v.string() })))).toMatchObject({
      widget: 'object', required: false, fields: [{ name: 'zh-TW', required: false }, { name: 'en', required: false }],
    });
  });

  it('offers every field of every schema, zh-TW and en side by side, never zh-CN', () => {
    type Field = { name: string; i18n?: boolean; fields?: Field[] };
    type Collection = { name: string; folder?: string; fields?: Field[]; files?: { file: string; fields: Field[] }[] };
    const config = parseYaml(cmsConfig(organisationSchemas)) as {
      i18n: { locales: string[]; default_locale: string }; local_backend?: unknown; backend: object; collections: Collection[];
    };
    expect(config.i18n).toMatchObject({ locales: ['zh-TW', 'en'], default_locale: 'zh-TW' });
    // Where it commits and how it signs in are the worker's (decapSettings): never in the build's file.
    expect(config.local_backend).toBeUndefined();
    expect(config.backend).toEqual({ name: 'github', commit_messages: expect.any(Object) });
    const collection = (name: string) => config.collections.find((c) => c.name === name)!;
    // Each entry and data file opens with the Checks box (the build's rules, as it is typed),
    // which has no value and is never saved.
    const checks = { name: 'checks', widget: 'checks', i18n: 'none' };
    for (const [name, kind] of [['articles', articleSchema], ['news', newsSchema]] as const) {
      const [first, ...fields] = collection(name).fields!;
      expect(first).toMatchObject(checks);
      expect(fields.filter((f) => f.i18n).map((f) => f.name).sort()).toEqual([...Object.keys(kind.text), 'body'].sort());
      expect(fields.filter((f) => !f.i18n).map((f) => f.name).sort()).toEqual(Object.keys(kind.neutral).sort());
    }
    const files = collection('organisation').files!;
    expect(files.map((f) => f.file)).toEqual(Object.keys(organisationSchemas).map((f) => `content/organisation/${f}`));
    for (const file of files) {
      const schema = organisationSchemas[file.file.replace('content/organisation/', '') as keyof typeof organisationSchemas] as unknown as { entries: object };
      expect(file.fields[0]).toMatchObject(checks);
      expect(file.fields.slice(1).map((f) => f.name)).toEqual(Object.keys(schema.entries));
    }
    // Each entry saved on the live site is a draft on a branch of its own until it is published.
    expect((config as { publish_mode?: string }).publish_mode).toBe('editorial_workflow');
    // The readers' vocabulary for search: its concepts, each word list one comma-separated line.
    const [vocabulary] = collection('search').files!;
    expect(vocabulary!.file).toBe(vocabularyFile);
    const concepts = vocabulary!.fields[0]!;
    expect(concepts.fields!.map((f) => f.name)).toEqual(Object.keys((vocabularySchema.entries.concepts as unknown as { item: { entries: object } }).item.entries));
    const lists = concepts.fields!.find((f) => f.name === 'words')!.fields! as (Field & { widget: string; field?: unknown })[];
    expect(lists.map((f) => [f.name, f.widget, f.field])).toEqual(wordLists.map((name) => [name, 'list', undefined]));
    expect(JSON.stringify(config)).not.toContain('zh-CN');
  });

  it('says a title\'s limit as the build counts it, and dates as they are typed: YYYY-MM-DD, never a picker in UTC', () => {
    type Field = { name: string; widget: string; hint?: string; picker_utc?: boolean };
    const config = parseYaml(cmsConfig(organisationSchemas)) as { collections: { name: string; fields?: Field[] }[] };
    for (const name of ['articles', 'news']) {
      const fields = config.collections.find((c) => c.name === name)!.fields!;
      const title = fields.find((f) => f.name === 'title')!;
      expect(title.hint).toMatch(/At most 70 columns, where a Chinese character counts as two/);
      expect(title.hint).not.toContain('70 characters');
      const updated = fields.find((f) => f.name === 'updated')!;
      expect(updated.widget).toBe('string');
      expect(updated.hint).toContain('YYYY-MM-DD');
    }
    expect(JSON.stringify(config)).not.toContain('picker_utc');
  });

  it('keeps pictures beside the entry, named as the build takes them, never without alt text', () => {
    type Body = { name: string; widget: string; pattern?: [string, string] };
    const config = parseYaml(cmsConfig(organisationSchemas)) as {
      slug: { encoding: string }; collections: { name: string; media_folder?: string; public_folder?: string; fields?: Body[] }[];
    };
    expect(config.slug.encoding).toBe('ascii');
    for (const c of config.collections.filter((c) => c.fields)) {
      const body = c.fields!.find((f) => f.name === 'body')!;
      const pictures = c.name === 'articles' || c.name === 'news';
      expect([c.name, body.widget, c.media_folder, c.public_folder]).toEqual(pictures ? [c.name, 'body', '', ''] : [c.name, 'markdown', undefined, undefined]);
      if (!pictures) continue;
      const alt = new RegExp(body.pattern![0]);
      expect(['Text.\n\n![A phone](photo.png)\n', 'Text only.', ''].map((x) => alt.test(x))).toEqual([true, true, true]);
      expect(['![](photo.png)', 'Text.\n\n![ ](photo.png)'].map((x) => alt.test(x))).toEqual([false, false]);
    }
  });
});
