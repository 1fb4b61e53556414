// What must hold before the production bundle ships (scripts/ops/preflight.ts runs these on the
// config wrangler reads and on its dry-run bundle). Every check is one the platform would not
// make: the worker reads unknown or malformed vars as the safe default (config.ts), so a typo
// would ship silently as "sample content" or "no chat". Pure functions, tested in workerd.
import { parseReplyWithinDays, readConfig, type Env } from '../../src/site/config.ts';
import { clientIdPattern, isLoopback, repoPattern } from '../../src/site/editor.ts';
import { formRateLimit, wideRateLimit } from '../../src/features/forms/rate-limit.ts';
import { searchRateLimit } from '../../src/search/limits.ts';
import { staticFileLimits } from '../shared/platform-limits.ts';

/**
 * The platform's limit on a worker's size: 64 MiB uncompressed, on every plan (it replaced the
 * former 3 MB / 10 MB compressed limits; wrangler checks the same, MAX_UNCOMPRESSED_SIZE_BYTES).
 * No tighter project budget here: the limits that bind first as content grows are the isolate's
 * memory (128 MB) and startup (1 s), which `npm run bench` measures (its scale section, with a
 * 300-article + 300-news fixture: docs/architecture.md, "Content that can grow").
 */
export const platformSizeLimit = 64 * 1024 * 1024;

/** The example origin this repository ships with; CI accepts it, a deploy does not. */
export const exampleSiteUrl = 'https://www.example.org';

export interface ProductionConfig {
  readonly vars: Readonly<Record<string, unknown>>;
  readonly observability?: {
    readonly enabled?: boolean;
    readonly head_sampling_rate?: number;
    readonly logs?: { readonly enabled?: boolean; readonly head_sampling_rate?: number; readonly invocation_logs?: boolean };
  };
}

export interface CheckOptions {
  /** CI: the example SITE_URL is expected in this repository. */
  readonly allowExampleUrl?: boolean;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const isExampleHost = (host: string) => /(^|\.)example\.(org|com|net)$/i.test(host);

function siteUrlProblems(value: string, options: CheckOptions): string[] {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return [`SITE_URL "${value}" is not a URL: set the site's origin, e.g. https://www.your-domain.org`];
  }
  if (url.protocol !== 'https:') return [`SITE_URL "${value}" must be https`];
  if (url.origin !== value.replace(/\/$/, '')) return [`SITE_URL "${value}" must be an origin only (no path or query)`];
  if (['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return [`SITE_URL "${value}" is a local address`];
  if (isExampleHost(url.hostname) && !options.allowExampleUrl) {
    return [`SITE_URL is still the example value "${value}": set the real origin in [env.production.vars] of wrangler.toml (canonical URLs, the sitemap and Open Graph use it)`];
  }
  return [];
}

/** Everything inconsistent in the production vars and observability settings. */
export function configProblems(config: ProductionConfig, options: CheckOptions = {}): string[] {
  const { vars } = config;
  const problems: string[] = [];
  const env = Object.fromEntries(Object.entries(vars).filter(([, v]) => typeof v === 'string')) as Env;
  const site = readConfig(env);

  if (vars.ENVIRONMENT !== 'production') {
    problems.push(`ENVIRONMENT is "${str(vars.ENVIRONMENT)}": production must say "production" (otherwise error text is shown to visitors and http is not redirected)`);
  }
  problems.push(...siteUrlProblems(str(vars.SITE_URL), options));
  if (vars.CONTENT_STATUS !== 'sample' && vars.CONTENT_STATUS !== 'verified') {
    problems.push(`CONTENT_STATUS is "${str(vars.CONTENT_STATUS)}": write "sample" or "verified" (anything else is read as sample)`);
  }

  const provider = str(vars.CHAT_PROVIDER);
  const chatId = str(vars.CHAT_ID);
  if (provider === '' && chatId !== '') problems.push('CHAT_ID is set but CHAT_PROVIDER is empty: set both ("tawk" or "crisp") or neither');
  else if (provider !== '' && provider !== 'tawk' && provider !== 'crisp') problems.push(`CHAT_PROVIDER "${provider}" is unknown: "tawk", "crisp" or empty`);
  else if (provider !== '' && (site.chat === null || (provider === 'tawk' && !/^[^/]+\/[^/]+$/.test(chatId)))) {
    problems.push(`CHAT_PROVIDER is "${provider}" but CHAT_ID "${chatId}" is missing or malformed (${provider === 'tawk' ? 'PROPERTY_ID/WIDGET_ID' : 'the Crisp website id'}): consultation buttons would fall back to the contact details`);
  }

  const gtag = str(vars.GTAG_ID);
  const conversion = str(vars.GTAG_CONVERSION);
  if (gtag === '' && conversion !== '') problems.push('GTAG_CONVERSION is set but GTAG_ID is empty: set both or neither');
  else if (gtag !== '' && site.analytics === null) problems.push(`GTAG_ID "${gtag}" is malformed`);
  else if (conversion !== '' && site.analytics?.conversion !== conversion) problems.push(`GTAG_CONVERSION "${conversion}" is malformed (e.g. AW-123456789/AbC-dEfGh)`);

  for (const name of ['CHAT_SCRIPT_URL', 'GTAG_SCRIPT_URL'] as const) {
    const value = str(vars[name]);
    if (value !== '' && !value.startsWith('https://')) problems.push(`${name} "${value}" must be https (otherwise it is ignored)`);
  }
  if (vars.RENDER_CACHE === 'off') problems.push('RENDER_CACHE is "off": that is for measuring only');
  if (vars.REPLY_WITHIN_DAYS !== undefined && parseReplyWithinDays(str(vars.REPLY_WITHIN_DAYS)) === null) {
    problems.push(`REPLY_WITHIN_DAYS is "${str(vars.REPLY_WITHIN_DAYS)}": write a whole number of working days from 1 to 30 (the thank-you page promises it)`);
  }

  const obs = config.observability;
  if (obs?.enabled !== true) problems.push('[env.production.observability] enabled must be true: without it Workers Logs keeps nothing');
  for (const [where, rate] of [['observability', obs?.head_sampling_rate], ['observability.logs', obs?.logs?.head_sampling_rate]] as const) {
    if (rate !== undefined && rate !== 1) problems.push(`${where}.head_sampling_rate is ${rate}: sampling drops whole invocations, so not_found and render_error lines too; keep 1`);
  }
  if (obs?.logs?.enabled === false) problems.push('observability.logs.enabled is false: Workers Logs would keep nothing');
  if (obs?.logs?.invocation_logs !== false) problems.push('observability.logs.invocation_logs must be false: invocation logs store request headers and the visitor\'s IP');
  problems.push(...editorProblems(vars, options));
  return problems;
}

/** The secret the web editor's sign-in needs once CMS_ORIGIN is set (the preflight lists the worker's secrets). */
export const editorSecret = 'CMS_GITHUB_CLIENT_SECRET';

/**
 * The web editor (docs/operating.md, "The web editor"): off while CMS_ORIGIN is empty; once set,
 * it must be an https origin of its own (never the public site's, where third-party scripts may
 * run), and sign-in must be complete, or editors would meet a page saying what is missing.
 */
export function editorProblems(vars: Readonly<Record<string, unknown>>, options: CheckOptions = {}): string[] {
  const problems: string[] = [];
  const origin = str(vars.CMS_ORIGIN);
  if (vars[editorSecret] !== undefined) problems.push(`${editorSecret} is a var in wrangler.toml: anyone reading the repository could sign in as the Association's OAuth App. Remove it, register a new secret on GitHub, and run \`wrangler secret put ${editorSecret} --env production\``);
  if (str(vars.CMS_LOCAL_BACKEND) !== '') problems.push('CMS_LOCAL_BACKEND is set: that is for `npm run cms` on a computer only');
  if (origin === '') {
    const set = ['CMS_GITHUB_REPO', 'CMS_GITHUB_CLIENT_ID'].filter((name) => str(vars[name]) !== '');
    if (set.length) problems.push(`${set.join(' and ')} set but CMS_ORIGIN is empty: the web editor is off. Set CMS_ORIGIN (https://cms.your-domain.org) or clear them`);
    return problems;
  }
  let url: URL | null = null;
  try { url = new URL(origin); } catch { /* reported below */ }
  if (!url || url.protocol !== 'https:' || url.origin !== origin.replace(/\/$/, '')) {
    problems.push(`CMS_ORIGIN "${origin}" must be an https origin only, e.g. https://cms.your-domain.org`);
  } else {
    let site = '';
    try { site = new URL(str(vars.SITE_URL)).host; } catch { /* SITE_URL's own problem */ }
    if (isLoopback(url.hostname)) problems.push(`CMS_ORIGIN "${origin}" is a local address`);
    else if (url.host === site) problems.push(`CMS_ORIGIN "${origin}" is the public site's own origin: the editor needs an origin of its own (e.g. cms.${site.replace(/^www\./, '')}), where no chat or analytics script can reach its sign-in`);
    else if (isExampleHost(url.hostname) && !options.allowExampleUrl) problems.push(`CMS_ORIGIN is still an example address "${origin}": set the editor's own (e.g. https://cms.your-domain.org)`);
  }
  if (!repoPattern.test(str(vars.CMS_GITHUB_REPO))) problems.push(`CMS_GITHUB_REPO "${str(vars.CMS_GITHUB_REPO)}" must be the repository as owner/name: the editor commits there`);
  if (!clientIdPattern.test(str(vars.CMS_GITHUB_CLIENT_ID))) problems.push(`CMS_GITHUB_CLIENT_ID "${str(vars.CMS_GITHUB_CLIENT_ID)}" is missing or malformed: the Client ID of the GitHub OAuth App (docs/operating.md)`);
  if (vars.CMS_GITHUB_PRIVATE !== 'true' && vars.CMS_GITHUB_PRIVATE !== 'false') {
    problems.push(`CMS_GITHUB_PRIVATE is "${str(vars.CMS_GITHUB_PRIVATE)}": write "true" if the repository is private (sign-in then asks GitHub for the repo scope), "false" if it is public (the narrower public_repo scope)`);
  }
  const github = str(vars.CMS_GITHUB_URL);
  if (github !== '' && !github.startsWith('https://')) problems.push(`CMS_GITHUB_URL "${github}" must be https (a GitHub Enterprise server); leave it unset for github.com`);
  return problems;
}

/** Whether the worker has the sign-in's secret, given the names `wrangler secret list` printed. */
export function editorSecretProblems(vars: Readonly<Record<string, unknown>>, secretNames: readonly string[]): string[] {
  if (str(vars.CMS_ORIGIN) === '' || secretNames.includes(editorSecret)) return [];
  return [`the web editor is on (CMS_ORIGIN) but the worker has no secret ${editorSecret}: nobody could sign in. Run \`npx wrangler secret put ${editorSecret} --env production\` with the OAuth App's client secret (docs/operating.md)`];
}

/** What the build wrote beside its output (dist/build.json). */
export interface BuildInfo {
  readonly production?: boolean;
  /** Drafts among what it ships (a build for the local preview keeps them). */
  readonly drafts?: number;
}

/** A build that ships drafts must not go live: their bodies would be public static files. */
export function draftProblems(build: BuildInfo): string[] {
  const drafts = build.drafts ?? 0;
  if (drafts === 0) return [];
  return [`this build ships ${drafts} draft${drafts === 1 ? '' : 's'} (\`npm run build\` makes the local preview's build): deploy with \`npm run deploy\`, which builds for the live site with --production and leaves drafts out`];
}

/** What each secret the worker always needs is for, and how to make one. */
const alwaysNeeded: Readonly<Record<string, string>> = {
  SIGNING_SECRET: 'without it each isolate signs with a key of its own, so a thank-you page shown by another isolate confirms nothing and ETags differ per isolate',
  RATE_LIMIT_SECRET: 'without it each isolate keys the rate limit with a key of its own, so each counts on its own',
};

/** The secrets a deploy of these vars needs. */
export const requiredSecrets = (vars: Readonly<Record<string, unknown>>) =>
  [...Object.keys(alwaysNeeded), ...(str(vars.CMS_ORIGIN) === '' ? [] : [editorSecret])];

/** Every secret the worker needs and lacks, given the names `wrangler secret list` printed. */
export function secretProblems(vars: Readonly<Record<string, unknown>>, secretNames: readonly string[]): string[] {
  return [
    ...Object.entries(alwaysNeeded).filter(([name]) => !secretNames.includes(name))
      .map(([name, why]) => `the worker has no secret ${name}: ${why}. Run \`openssl rand -base64 32 | npx wrangler secret put ${name} --env production\` (docs/operating.md)`),
    ...editorSecretProblems(vars, secretNames),
  ];
}

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MiB` : `${(bytes / 1024).toFixed(1)} KB`);

/** The bundle's sizes: what the platform counts (uncompressed) and what crosses the network (gzip). */
export interface BundleSize {
  readonly rawBytes: number;
  readonly gzipBytes: number;
}

/** Whether the bundle fits the platform's size limit. */
export function bundleProblems({ rawBytes }: BundleSize, limit = platformSizeLimit): string[] {
  return rawBytes > limit
    ? [`worker bundle ${size(rawBytes)} uncompressed is over the platform's limit of ${size(limit)}: keep long content beside the bundle (Workers Static Assets) or split the worker`]
    : [];
}

/** One line for the log: sizes and limit. */
export function bundleSummary({ rawBytes, gzipBytes }: BundleSize, limit = platformSizeLimit): string {
  return `worker bundle ${size(rawBytes)} (${size(gzipBytes)} gzip): ${Math.round((rawBytes / limit) * 100)}% of the platform's ${size(limit)} limit`;
}

/** The bindings the forms and the search need, as wrangler reads them for production. */
export interface BindingConfig {
  readonly vars: Readonly<Record<string, unknown>>;
  readonly d1_databases?: readonly { readonly binding?: string; readonly database_id?: string; readonly migrations_dir?: string }[];
  readonly send_email?: readonly { readonly name?: string; readonly destination_address?: string }[];
  readonly ratelimits?: readonly { readonly name?: string; readonly simple?: { readonly limit?: number; readonly period?: number } }[];
  readonly triggers?: { readonly crons?: readonly string[] };
}

const emailAddress = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const placeholderId = /^0{8}-0{4}-0{4}-0{4}-0{12}$/;

/**
 * What the request form and the newsletter need in production: the D1 database (a real id), the
 * notification binding restricted to the inbox NOTIFY_TO names, the rate limit, the Cron trigger
 * that retries and deletes, and a newsletter provider that is https. With allowExampleUrl (CI),
 * the placeholder database id and the example.org addresses of this repository pass.
 */
export function bindingProblems(config: BindingConfig, options: CheckOptions = {}): string[] {
  const problems: string[] = [];
  const example = !options.allowExampleUrl;
  const db = config.d1_databases?.find((d) => d.binding === 'DB');
  if (!db) problems.push('no D1 binding "DB" in [[env.production.d1_databases]]: assessment requests could not be stored');
  else {
    if (!db.database_id || (placeholderId.test(db.database_id) && example)) {
      problems.push(`D1 database_id "${db.database_id ?? ''}" is the placeholder: run \`wrangler d1 create antifraud-site\` and put its id in [[env.production.d1_databases]]`);
    }
    if (!db.migrations_dir) problems.push('D1 binding "DB" has no migrations_dir: `wrangler d1 migrations apply DB --remote` would not find migrations/');
  }

  const notifyTo = str(config.vars.NOTIFY_TO);
  const notifyFrom = str(config.vars.NOTIFY_FROM);
  const mail = config.send_email?.find((m) => m.name === 'NOTIFY');
  if (!mail) problems.push('no send_email binding "NOTIFY" in [[env.production.send_email]]: requests would never be notified');
  else if (!mail.destination_address) problems.push('send_email "NOTIFY" has no destination_address: restrict it to the Association\'s verified inbox');
  else if (mail.destination_address !== notifyTo) problems.push(`NOTIFY_TO "${notifyTo}" is not the send_email destination_address "${mail.destination_address}"`);
  for (const [name, value] of [['NOTIFY_FROM', notifyFrom], ['NOTIFY_TO', notifyTo]] as const) {
    if (!emailAddress.test(value)) problems.push(`${name} "${value}" is not an email address`);
    else if (example && isExampleHost(value.slice(value.lastIndexOf('@') + 1))) problems.push(`${name} "${value}" is still an example.org address: set the Association's own (Email Routing verified) address`);
  }

  const limiters = [
    ['FORM_LIMIT', formRateLimit, 'forms', 'src/features/forms/rate-limit.ts'],
    ['FORM_LIMIT_48', wideRateLimit, 'forms per IPv6 /48', 'src/features/forms/rate-limit.ts'],
    ['SEARCH_LIMIT', searchRateLimit, 'searches', 'src/search/limits.ts'],
  ] as const;
  for (const [name, limit, what, source] of limiters) {
    const limiter = config.ratelimits?.find((r) => r.name === name);
    if (!limiter) problems.push(`no [[env.production.ratelimits]] "${name}": ${what} would not be rate limited`);
    else if (limiter.simple?.limit !== limit.limit || limiter.simple.period !== limit.periodSeconds) {
      problems.push(`[[env.production.ratelimits]] "${name}" is ${limiter.simple?.limit} per ${limiter.simple?.period} s, but the worker (Retry-After) and docs/operating.md say ${limit.limit} per ${limit.periodSeconds} s: change ${source} and both [[ratelimits]] sections together`);
    }
  }
  // The preflight cannot see secrets; it can see the one mistake that would publish this one.
  if (config.vars.RATE_LIMIT_SECRET !== undefined) {
    problems.push('RATE_LIMIT_SECRET is a var in wrangler.toml: anyone reading the repository could reverse the rate-limit keys. Remove it and run `wrangler secret put RATE_LIMIT_SECRET --env production`');
  }
  if (config.vars.SIGNING_SECRET !== undefined) {
    problems.push('SIGNING_SECRET is a var in wrangler.toml: anyone reading the repository could make the thank-you page confirm any reference. Remove it and run `wrangler secret put SIGNING_SECRET --env production`');
  }
  if (config.vars.RATE_LIMIT === 'off') problems.push('RATE_LIMIT is "off": that is for the local load run only');
  if (!config.triggers?.crons?.length) problems.push('no [env.production.triggers] crons: failed notifications would not be retried, nor old requests deleted as /privacy promises');

  const api = str(config.vars.NEWSLETTER_API_URL);
  if (api !== '' && !api.startsWith('https://')) problems.push(`NEWSLETTER_API_URL "${api}" must be https`);
  if (api !== '' && !emailAddress.test(str(config.vars.NEWSLETTER_FROM))) problems.push('NEWSLETTER_API_URL is set but NEWSLETTER_FROM is not an email address');
  return problems;
}

/** The previews of this worker ([env.production.previews]), as wrangler reads them. */
export interface PreviewsConfig extends BindingConfig {
  readonly define?: Readonly<Record<string, string>>;
  readonly ratelimits?: readonly { readonly name?: string; readonly namespace_id?: string; readonly simple?: { readonly limit?: number; readonly period?: number } }[];
}

/** Vars a preview sets its own way: everything else must be production's, so a preview shows
 *  what the live site will (docs/operating.md, "A preview of each draft"). */
const ownPreviewVars = new Set(['ENVIRONMENT', 'CMS_ORIGIN', 'CMS_GITHUB_REPO', 'CMS_GITHUB_BRANCH', 'CMS_GITHUB_PRIVATE', 'CMS_GITHUB_CLIENT_ID', 'CMS_PREVIEW_URL']);

/**
 * What a draft's preview needs (`npm run preview`, scripts/ops/preview.ts): the previews block, with
 * ENVIRONMENT = "preview", no web editor, production's React build and production's other vars;
 * a database of its own (never production's), the notification binding, and the rate limits at
 * production's limits in namespaces of their own. With allowExampleUrl (CI) the placeholder
 * database id passes.
 */
export function previewProblems(production: BindingConfig, previews: PreviewsConfig | undefined, options: CheckOptions = {}): string[] {
  if (!previews) return ['no [env.production.previews] in wrangler.toml: a preview would start from nothing (copy the block this repository ships)'];
  const problems: string[] = [];
  const vars = previews.vars ?? {};
  if (vars.ENVIRONMENT !== 'preview') problems.push(`[env.production.previews.vars] ENVIRONMENT is "${str(vars.ENVIRONMENT)}": it must be "preview" (drafts and scheduled entries shown under a banner, never indexed)`);
  if (str(vars.CMS_ORIGIN)) problems.push('[env.production.previews.vars] CMS_ORIGIN is set: a preview has no web editor; leave it empty');
  for (const [name, value] of Object.entries(production.vars)) {
    if (ownPreviewVars.has(name)) continue;
    if (vars[name] !== value) problems.push(`[env.production.previews.vars] ${name} is ${JSON.stringify(vars[name] ?? null)}, production's is ${JSON.stringify(value)}: a preview shows what the live site will, so write production's value`);
  }
  if (previews.define?.['process.env.NODE_ENV'] !== '"production"') problems.push('[env.production.previews.define] lacks "process.env.NODE_ENV" = \'"production"\': the preview would bundle React\'s development build');
  const db = previews.d1_databases?.find((d) => d.binding === 'DB');
  const productionDb = production.d1_databases?.find((d) => d.binding === 'DB');
  if (!db) problems.push('no D1 binding "DB" in [[env.production.previews.d1_databases]]: a preview\'s forms would fail');
  else if (!db.database_id || (placeholderId.test(db.database_id) && !options.allowExampleUrl)) problems.push(`the previews' D1 database_id "${db.database_id ?? ''}" is the placeholder: run \`wrangler d1 create antifraud-site-preview\` and put its id in [[env.production.previews.d1_databases]]`);
  else if (db.database_id === productionDb?.database_id && !placeholderId.test(db.database_id)) problems.push('the previews\' D1 database is production\'s: a preview\'s test requests would land among the real ones; give previews a database of their own');
  if (!previews.send_email?.some((m) => m.name === 'NOTIFY')) problems.push('no send_email binding "NOTIFY" in [[env.production.previews.send_email]]: a preview\'s forms would fail');
  for (const limiter of production.ratelimits ?? []) {
    const own = previews.ratelimits?.find((r) => r.name === limiter.name);
    if (!own) problems.push(`no [[env.production.previews.ratelimits]] "${limiter.name}": a preview's ${limiter.name === 'SEARCH_LIMIT' ? 'searches' : 'forms'} would fail`);
    else if (own.simple?.limit !== limiter.simple?.limit || own.simple?.period !== limiter.simple?.period) problems.push(`[[env.production.previews.ratelimits]] "${limiter.name}" is not production's ${limiter.simple?.limit} per ${limiter.simple?.period} s`);
  }
  return problems;
}

/**
 * The D1 migrations not yet applied, from what `wrangler d1 migrations list DB` printed (wrangler
 * 4: "✅ No migrations to apply!", or "Migrations to be applied:" and a table of file names). An
 * answer in neither shape (not signed in, no such database, a new wrangler) is an error, so the
 * preflight never reads "nothing to apply" into output it does not understand.
 */
export function pendingMigrations(output: string): string[] {
  if (/No migrations to apply/.test(output)) return [];
  const start = output.indexOf('Migrations to be applied');
  if (start === -1) {
    const said = output.split('\n').map((l) => l.trim()).filter((l) => l && !/^[─⛅]/.test(l)).slice(0, 3).join(' / ');
    throw new Error(`wrangler d1 migrations list said neither which migrations are pending nor that none are: ${said || '(nothing)'}`);
  }
  return [...output.slice(start).matchAll(/^│\s*(\S+\.sql)\s*│/gm)].map((m) => m[1]!);
}

/**
 * What in a migration would break the worker still serving: `npm run deploy` applies migrations
 * first and uploads the new worker after, so for a moment the old worker runs on the new schema.
 * A column or table added is harmless to it; one dropped or renamed is not.
 */
export function migrationWarnings(name: string, sql: string): string[] {
  const code = sql.replace(/--.*$/gm, '');
  const found = [
    [/\bDROP\s+(TABLE|COLUMN)\b/i, 'drops a table or column'],
    [/\bRENAME\b/i, 'renames a table or column'],
  ] as const;
  return found.filter(([pattern]) => pattern.test(code)).map(([, what]) =>
    `migration ${name} ${what}: the worker still serving uses the old schema until the new one is up (migrate, then deploy). Keep changes additive; drop or rename only in a later deploy, once no deployed code uses the old name`);
}

export { staticFileLimits };
export type WorkersPlan = keyof typeof staticFileLimits;
/** Warn from this share of the plan's limit: a few years of content before it binds. */
export const staticFileWarnShare = 0.8;

/** WORKERS_PLAN as the operator set it ("free", the default, or "paid"), or null when it is neither. */
export function workersPlan(value: string | undefined): WorkersPlan | null {
  const v = (value ?? 'free').trim().toLowerCase();
  return v === 'free' || v === 'paid' ? v : null;
}

/** What the count of static files means on `plan`: problems stop the deploy, warnings do not. */
export function staticFileCheck(count: number, plan: WorkersPlan): { problems: string[]; warnings: string[]; summary: string } {
  const limit = staticFileLimits[plan];
  const name = plan === 'free' ? 'the Free plan' : 'Workers Paid';
  const summary = `${count.toLocaleString('en-US')} static files: ${Math.round((count / limit) * 100)}% of ${name}'s ${limit.toLocaleString('en-US')} per version (WORKERS_PLAN=${plan})`;
  if (count > limit) {
    return {
      problems: [`${summary}: the upload would fail. ${plan === 'free' ? 'Move the account to Workers Paid (100,000) and set WORKERS_PLAN=paid, or pack' : 'Pack'} the files (several bodies or search shards a file: docs/architecture.md, "Content that can grow")`],
      warnings: [], summary,
    };
  }
  if (count >= limit * staticFileWarnShare) {
    return { problems: [], warnings: [`${summary}: over ${Math.round(staticFileWarnShare * 100)}% of the limit; plan for it (docs/architecture.md, "Content that can grow")`], summary };
  }
  return { problems: [], warnings: [], summary };
}
