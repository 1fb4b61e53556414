// The deploy preflight's checks (scripts/ops/preflight-checks.ts): production vars that would ship
// silently wrong, Workers Logs settings that would lose errors or keep visitors' IPs, and the
// bundle size limit, the D1 migrations a database lacks. The CLI around them (a real dry run) is tested in test/e2e/operator-scripts.test.ts.
import { describe, expect, it } from 'vitest';
import {
  bindingProblems, bundleProblems, bundleSummary, configProblems, editorSecretProblems, migrationWarnings, pendingMigrations, platformSizeLimit,
  requiredSecrets, secretProblems, staticFileCheck, staticFileLimits, workersPlan,
  type BindingConfig, type ProductionConfig,
} from '../scripts/ops/preflight-checks.ts';

const good: ProductionConfig = {
  vars: {
    SITE_URL: 'https://www.antifraud-association.org', CONTENT_STATUS: 'verified', ENVIRONMENT: 'production',
    CHAT_PROVIDER: '', CHAT_ID: '', GTAG_ID: '', GTAG_CONVERSION: '',
  },
  observability: { enabled: true, head_sampling_rate: 1, logs: { enabled: true, invocation_logs: false } },
};
const withVars = (vars: Record<string, string>, allowExampleUrl = false) =>
  configProblems({ ...good, vars: { ...good.vars, ...vars } }, { allowExampleUrl }).join('\n');

describe('production vars', () => {
  it('accepts a consistent production config', () => {
    expect(configProblems(good)).toEqual([]);
    expect(withVars({ CHAT_PROVIDER: 'tawk', CHAT_ID: '64f1a2b3c4d5e6f7a8b9c0d1/1h9abcdef', GTAG_ID: 'G-ABC123', GTAG_CONVERSION: 'AW-123/abc' })).toBe('');
    expect(withVars({ CHAT_PROVIDER: 'crisp', CHAT_ID: '3d5d9a4b-7c1e-4f2a-9b8d-0e6f1a2b3c4d', CONTENT_STATUS: 'sample' })).toBe('');
    expect(withVars({ REPLY_WITHIN_DAYS: '2' })).toBe('');
  });

  it('stops on the example SITE_URL unless told that it is expected (CI)', () => {
    expect(withVars({ SITE_URL: 'https://www.example.org' })).toContain('SITE_URL is still the example value "https://www.example.org"');
    expect(withVars({ SITE_URL: 'https://example.com' })).toContain('still the example value');
    expect(withVars({ SITE_URL: 'https://www.example.org' }, true)).toBe('');
  });

  it.each([
    ['http://www.antifraud-association.org', 'must be https'],
    ['https://www.antifraud-association.org/zh', 'origin only'],
    ['https://localhost', 'local address'],
    ['www.antifraud-association.org', 'is not a URL'],
    ['', 'is not a URL'],
  ])('refuses SITE_URL %j', (SITE_URL, message) => {
    expect(withVars({ SITE_URL }, true)).toContain(message);
  });

  it.each([
    [{ ENVIRONMENT: 'development' }, 'ENVIRONMENT is "development"'],
    [{ ENVIRONMENT: '' }, 'ENVIRONMENT is ""'],
    [{ CONTENT_STATUS: 'verfied' }, 'CONTENT_STATUS is "verfied"'],
    [{ CHAT_PROVIDER: 'tawk', CHAT_ID: '' }, 'CHAT_ID "" is missing or malformed (PROPERTY_ID/WIDGET_ID)'],
    [{ CHAT_PROVIDER: 'tawk', CHAT_ID: 'only-a-property' }, 'missing or malformed'],
    [{ CHAT_PROVIDER: 'crisp', CHAT_ID: 'bad id!' }, 'missing or malformed (the Crisp website id)'],
    [{ CHAT_PROVIDER: 'intercom', CHAT_ID: 'x' }, 'CHAT_PROVIDER "intercom" is unknown'],
    [{ CHAT_ID: 'a/b' }, 'CHAT_ID is set but CHAT_PROVIDER is empty'],
    [{ GTAG_CONVERSION: 'AW-1/x' }, 'GTAG_CONVERSION is set but GTAG_ID is empty'],
    [{ GTAG_ID: 'G 1' }, 'GTAG_ID "G 1" is malformed'],
    [{ GTAG_ID: 'G-1', GTAG_CONVERSION: 'AW 1' }, 'GTAG_CONVERSION "AW 1" is malformed'],
    [{ CHAT_SCRIPT_URL: 'http://cdn.antifraud.test/chat.js' }, 'CHAT_SCRIPT_URL "http://cdn.antifraud.test/chat.js" must be https'],
    [{ RENDER_CACHE: 'off' }, 'RENDER_CACHE is "off"'],
    [{ REPLY_WITHIN_DAYS: 'two' }, 'REPLY_WITHIN_DAYS is "two": write a whole number of working days from 1 to 30'],
    [{ REPLY_WITHIN_DAYS: '0' }, 'REPLY_WITHIN_DAYS is "0"'],
    [{ REPLY_WITHIN_DAYS: '45' }, 'REPLY_WITHIN_DAYS is "45"'],
  ])('refuses %j', (vars, message) => {
    expect(withVars(vars)).toContain(message);
  });
});

describe('the web editor', () => {
  const editor = { CMS_ORIGIN: 'https://cms.antifraud-association.org', CMS_GITHUB_REPO: 'antifraud-association/site', CMS_GITHUB_BRANCH: 'main', CMS_GITHUB_PRIVATE: 'false', CMS_GITHUB_CLIENT_ID: 'Ov23liAbCdEf0123456789' };

  it('is off with CMS_ORIGIN empty, and passes once sign-in is complete on an origin of its own', () => {
    expect(withVars({ CMS_ORIGIN: '', CMS_GITHUB_PRIVATE: 'false', CMS_GITHUB_BRANCH: 'main' })).toBe('');
    expect(withVars(editor)).toBe('');
    expect(withVars({ ...editor, CMS_GITHUB_PRIVATE: 'true' })).toBe('');
  });

  it.each([
    [{ CMS_GITHUB_CLIENT_ID: '' }, 'CMS_GITHUB_CLIENT_ID "" is missing or malformed'],
    [{ CMS_GITHUB_REPO: '' }, 'CMS_GITHUB_REPO "" must be the repository as owner/name'],
    [{ CMS_GITHUB_REPO: 'just-a-name' }, 'CMS_GITHUB_REPO "just-a-name"'],
    [{ CMS_GITHUB_PRIVATE: '' }, 'CMS_GITHUB_PRIVATE is "": write "true" if the repository is private'],
    [{ CMS_ORIGIN: 'http://cms.antifraud-association.org' }, 'must be an https origin only'],
    [{ CMS_ORIGIN: 'https://cms.antifraud-association.org/admin' }, 'must be an https origin only'],
    [{ CMS_ORIGIN: 'https://www.antifraud-association.org' }, 'is the public site\'s own origin: the editor needs an origin of its own (e.g. cms.antifraud-association.org)'],
    [{ CMS_ORIGIN: 'https://cms.localhost' }, 'is a local address'],
    [{ CMS_ORIGIN: 'https://cms.example.org' }, 'CMS_ORIGIN is still an example address'],
    [{ CMS_GITHUB_URL: 'http://127.0.0.1:8789' }, 'CMS_GITHUB_URL "http://127.0.0.1:8789" must be https'],
    [{ CMS_LOCAL_BACKEND: 'http://localhost:8081' }, 'CMS_LOCAL_BACKEND is set'],
    [{ CMS_GITHUB_CLIENT_SECRET: 'oops' }, 'CMS_GITHUB_CLIENT_SECRET is a var in wrangler.toml'],
  ])('refuses an editor without what sign-in needs: %j', (vars, message) => {
    expect(withVars({ ...editor, ...vars })).toContain(message);
  });

  it('refuses settings for an editor that is off', () => {
    expect(withVars({ CMS_ORIGIN: '', CMS_GITHUB_CLIENT_ID: 'Ov23li' })).toContain('CMS_GITHUB_CLIENT_ID set but CMS_ORIGIN is empty');
  });

  it('needs the client secret on the worker once the editor is on', () => {
    expect(editorSecretProblems(editor, ['RATE_LIMIT_SECRET']).join()).toContain('the worker has no secret CMS_GITHUB_CLIENT_SECRET');
    expect(editorSecretProblems(editor, ['RATE_LIMIT_SECRET', 'CMS_GITHUB_CLIENT_SECRET'])).toEqual([]);
    expect(editorSecretProblems({ CMS_ORIGIN: '' }, [])).toEqual([]);
  });

  it('needs the signing key and the rate limit\'s key on every deploy, and the editor\'s secret only with the editor on', () => {
    expect(requiredSecrets({ CMS_ORIGIN: '' })).toEqual(['SIGNING_SECRET', 'RATE_LIMIT_SECRET']);
    expect(requiredSecrets({ CMS_ORIGIN: 'https://cms.antifraud-association.org' })).toEqual(['SIGNING_SECRET', 'RATE_LIMIT_SECRET', 'CMS_GITHUB_CLIENT_SECRET']);
    const missing = secretProblems({ CMS_ORIGIN: '' }, ['RATE_LIMIT_SECRET']);
    expect(missing).toHaveLength(1);
    expect(missing[0]).toContain('the worker has no secret SIGNING_SECRET: without it each isolate signs with a key of its own');
    expect(missing[0]).toContain('wrangler secret put SIGNING_SECRET --env production');
    expect(secretProblems({ CMS_ORIGIN: '' }, ['SIGNING_SECRET', 'RATE_LIMIT_SECRET'])).toEqual([]);
    expect(secretProblems({ CMS_ORIGIN: 'https://cms.antifraud-association.org' }, ['SIGNING_SECRET', 'RATE_LIMIT_SECRET']).join()).toContain('CMS_GITHUB_CLIENT_SECRET');
  });
});

describe('Workers Logs settings', () => {
  const withObservability = (observability: ProductionConfig['observability']) => configProblems({ ...good, observability }).join('\n');

  it('needs logs on, every invocation kept, and no invocation logs', () => {
    expect(withObservability(undefined)).toContain('enabled must be true');
    expect(withObservability({ ...good.observability, head_sampling_rate: 0.1 })).toContain('head_sampling_rate is 0.1');
    expect(withObservability({ enabled: true, logs: { head_sampling_rate: 0.5, invocation_logs: false } })).toContain('observability.logs.head_sampling_rate is 0.5');
    expect(withObservability({ enabled: true, logs: { enabled: false, invocation_logs: false } })).toContain('logs.enabled is false');
    expect(withObservability({ enabled: true })).toContain('invocation_logs must be false');
    expect(withObservability({ enabled: true, logs: { invocation_logs: false } })).toBe('');
  });
});

describe('bundle size', () => {
  it('fits the platform\'s 64 MiB uncompressed limit, or stops with the size and the limit', () => {
    expect(bundleProblems({ rawBytes: 1.4 * 1024 * 1024, gzipBytes: 400 * 1024 })).toEqual([]);
    expect(bundleProblems({ rawBytes: platformSizeLimit, gzipBytes: 16 * 1024 * 1024 })).toEqual([]);
    expect(bundleProblems({ rawBytes: platformSizeLimit + 1, gzipBytes: 16 * 1024 * 1024 }).join()).toMatch(/worker bundle 64\.00 MiB uncompressed is over the platform's limit of 64\.00 MiB/);
  });
  it('is summed up with both sizes and the share of the limit', () => {
    expect(bundleSummary({ rawBytes: 16 * 1024 * 1024, gzipBytes: 4 * 1024 * 1024 })).toBe("worker bundle 16.00 MiB (4.00 MiB gzip): 25% of the platform's 64.00 MiB limit");
  });
});

describe('the forms\' bindings', () => {
  const real: BindingConfig = {
    vars: { NOTIFY_FROM: 'requests@antifraud-association.org', NOTIFY_TO: 'help@antifraud-association.org', RATE_LIMIT: 'on', NEWSLETTER_API_URL: '', NEWSLETTER_FROM: '' },
    d1_databases: [{ binding: 'DB', database_id: '4f6c1c2e-8a1b-4c3d-9e5f-0a1b2c3d4e5f', migrations_dir: 'migrations' }],
    send_email: [{ name: 'NOTIFY', destination_address: 'help@antifraud-association.org' }],
    ratelimits: [{ name: 'FORM_LIMIT', simple: { limit: 10, period: 60 } }, { name: 'FORM_LIMIT_48', simple: { limit: 100, period: 60 } },
      { name: 'SEARCH_LIMIT', simple: { limit: 60, period: 60 } }],
    triggers: { crons: ['*/15 * * * *'] },
  };
  const repo: BindingConfig = {
    ...real,
    vars: { ...real.vars, NOTIFY_FROM: 'requests@example.org', NOTIFY_TO: 'help@example.org' },
    d1_databases: [{ binding: 'DB', database_id: '00000000-0000-0000-0000-000000000000', migrations_dir: 'migrations' }],
    send_email: [{ name: 'NOTIFY', destination_address: 'help@example.org' }],
  };

  it('accepts real ids and addresses, and this repository\'s placeholders only in CI', () => {
    expect(bindingProblems(real)).toEqual([]);
    expect(bindingProblems(repo, { allowExampleUrl: true })).toEqual([]);
    const deploy = bindingProblems(repo).join('\n');
    expect(deploy).toContain('database_id "00000000-0000-0000-0000-000000000000" is the placeholder');
    expect(deploy).toContain('NOTIFY_TO "help@example.org" is still an example.org address');
  });

  it.each<[string, BindingConfig, string]>([
    ['no database', { ...real, d1_databases: [] }, 'no D1 binding "DB"'],
    ['no notification', { ...real, send_email: [] }, 'no send_email binding "NOTIFY"'],
    ['another inbox', { ...real, send_email: [{ name: 'NOTIFY', destination_address: 'other@antifraud-association.org' }] }, 'is not the send_email destination_address'],
    ['no rate limit', { ...real, ratelimits: [] }, 'FORM_LIMIT'],
    ['no /48 limit', { ...real, ratelimits: real.ratelimits!.filter((r) => r.name !== 'FORM_LIMIT_48') }, 'no [[env.production.ratelimits]] "FORM_LIMIT_48": forms per IPv6 /48 would not be rate limited'],
    ['no search limit', { ...real, ratelimits: real.ratelimits!.filter((r) => r.name !== 'SEARCH_LIMIT') }, 'no [[env.production.ratelimits]] "SEARCH_LIMIT": searches would not be rate limited'],
    ['a search limit other than the worker\'s', { ...real, ratelimits: [...real.ratelimits!.slice(0, 2), { name: 'SEARCH_LIMIT', simple: { limit: 600, period: 60 } }] }, '"SEARCH_LIMIT" is 600 per 60 s, but the worker (Retry-After) and docs/operating.md say 60 per 60 s'],
    ['a rate limit other than the worker\'s', { ...real, ratelimits: [{ name: 'FORM_LIMIT', simple: { limit: 10, period: 10 } }] }, 'is 10 per 10 s, but the worker (Retry-After) and docs/operating.md say 10 per 60 s'],
    ['the rate-limit secret as a var', { ...real, vars: { ...real.vars, RATE_LIMIT_SECRET: 'oops' } }, 'RATE_LIMIT_SECRET is a var in wrangler.toml'],
    ['the signing secret as a var', { ...real, vars: { ...real.vars, SIGNING_SECRET: 'oops' } }, 'SIGNING_SECRET is a var in wrangler.toml'],
    ['the rate limit off', { ...real, vars: { ...real.vars, RATE_LIMIT: 'off' } }, 'RATE_LIMIT is "off"'],
    ['no cron', { ...real, triggers: { crons: [] } }, 'no [env.production.triggers] crons'],
    ['a plain-http provider', { ...real, vars: { ...real.vars, NEWSLETTER_API_URL: 'http://api.mail.example', NEWSLETTER_FROM: 'news@antifraud-association.org' } }, 'must be https'],
  ])('stops on %s', (_name, config, message) => {
    expect(bindingProblems(config, { allowExampleUrl: true }).join('\n')).toContain(message);
  });
});

// What wrangler 4.164 prints for `wrangler d1 migrations list DB` (its colours stripped, as the
// preflight strips them): the deploy's dry run (test/e2e/operator-scripts.test.ts) reads the real thing.
const wranglerHeader = '\n ⛅️ wrangler 4.164.0\n────────────────────\nResource location: remote \n\n';
const twoPending = `${wranglerHeader}Migrations to be applied:
┌───────────────────────────────────┐
│ Name                              │
├───────────────────────────────────┤
│ 0004_search_queries.sql           │
├───────────────────────────────────┤
│ 0005_request_deadline.sql         │
└───────────────────────────────────┘
`;

describe('D1 migrations', () => {
  it('lists the migrations wrangler says are pending, in its order', () => {
    expect(pendingMigrations(twoPending)).toEqual(['0004_search_queries.sql', '0005_request_deadline.sql']);
  });

  it('lists none when wrangler says so', () => {
    expect(pendingMigrations(`${wranglerHeader}✅ No migrations to apply!\n`)).toEqual([]);
  });

  it('refuses an answer in neither shape rather than reading it as nothing to apply', () => {
    expect(() => pendingMigrations(`${wranglerHeader}✘ [ERROR] You are not logged in.\n`)).toThrow(/said neither.*You are not logged in/);
    expect(() => pendingMigrations('')).toThrow(/said neither/);
  });

  it('warns of a migration the worker still serving could not run on', () => {
    expect(migrationWarnings('0005_x.sql', 'ALTER TABLE requests DROP COLUMN role;').join()).toContain('0005_x.sql drops a table or column');
    expect(migrationWarnings('0005_x.sql', 'ALTER TABLE requests RENAME COLUMN role TO job;').join()).toContain('renames a table or column');
    expect(migrationWarnings('0005_x.sql', 'drop table subscribers;').join()).toContain('drops a table');
  });

  it('says nothing of one that only adds, nor of words in its comments', () => {
    const additive = "-- Replaces nothing: we never drop table rows here.\nALTER TABLE requests ADD COLUMN deadline TEXT NOT NULL DEFAULT '';\nCREATE INDEX requests_deadline ON requests (deadline);";
    expect(migrationWarnings('0005_x.sql', additive)).toEqual([]);
  });
});

describe('static files', () => {
  it('passes well under the plan\'s limit, and says which limit applies', () => {
    const { problems, warnings, summary } = staticFileCheck(196, 'free');
    expect([...problems, ...warnings]).toEqual([]);
    expect(summary).toBe('196 static files: 1% of the Free plan\'s 20,000 per version (WORKERS_PLAN=free)');
  });

  it('warns from 80% of the limit, before the upload would fail', () => {
    expect(staticFileCheck(staticFileLimits.free * 0.8 - 1, 'free').warnings).toEqual([]);
    expect(staticFileCheck(staticFileLimits.free * 0.8, 'free').warnings.join()).toContain('16,000 static files: 80% of the Free plan\'s 20,000 per version');
    expect(staticFileCheck(staticFileLimits.free * 0.8, 'free').problems).toEqual([]);
  });

  it('stops past the limit: on Free it names Workers Paid, on Paid the packing', () => {
    const free = staticFileCheck(27_780, 'free');
    expect(free.problems.join()).toMatch(/27,780 static files: 139% of the Free plan's 20,000 per version.*the upload would fail\. Move the account to Workers Paid \(100,000\) and set WORKERS_PLAN=paid/);
    expect(staticFileCheck(27_780, 'paid').problems).toEqual([]);
    expect(staticFileCheck(100_001, 'paid').problems.join()).toContain('of Workers Paid\'s 100,000 per version (WORKERS_PLAN=paid): the upload would fail. Pack the files');
  });

  it('reads the plan from WORKERS_PLAN: free unless it says paid, nothing else', () => {
    expect(workersPlan(undefined)).toBe('free');
    expect(workersPlan(' Paid ')).toBe('paid');
    expect(workersPlan('pro')).toBeNull();
  });
});
