// The worker's settings, read from wrangler [vars]. Unknown or missing values fall back to the
// safe side: content counts as sample (noindex), errors are shown as in production.
export interface Env {
  SITE_URL?: string;
  CONTENT_STATUS?: string;
  ENVIRONMENT?: string;
  CHAT_PROVIDER?: string;
  CHAT_ID?: string;
  GTAG_ID?: string;
  GTAG_CONVERSION?: string;
  /** Overrides of the providers' script URLs (a test fixture, a self-hosted proxy). */
  CHAT_SCRIPT_URL?: string;
  GTAG_SCRIPT_URL?: string;
  RENDER_CACHE?: string;
  /** The request notification's sender and the Association's inbox (bindings: src/site/env.ts). */
  NOTIFY_FROM?: string;
  NOTIFY_TO?: string;
  /** RATE_LIMIT = "off" only for the local load run (the preflight refuses it in production). */
  RATE_LIMIT?: string;
  /** The HMAC secret of the rate limit's visitor key (a secret, never a var; features/forms/rate-limit.ts). */
  RATE_LIMIT_SECRET?: string;
  /** Newsletter provider: base URL of its HTTP API, the sender, and the API key (a secret). */
  NEWSLETTER_API_URL?: string;
  NEWSLETTER_FROM?: string;
  NEWSLETTER_API_KEY?: string;
  /** Optional Turnstile on /contact: site key (var) and secret (secret). */
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET?: string;
  /** Working days within which the Association usually answers a request (the thank-you page says so). */
  REPLY_WITHIN_DAYS?: string;
}

export type ChatProvider = 'tawk' | 'crisp';

export interface ChatConfig {
  readonly provider: ChatProvider;
  readonly id: string;
  readonly scriptUrl: string;
}

export interface AnalyticsConfig {
  readonly id: string;
  /** The conversion's send_to value, e.g. 'AW-123/abc'; empty: no conversion event. */
  readonly conversion: string;
  readonly scriptUrl: string;
}

export interface NewsletterConfig {
  /** Base URL of the provider's HTTP API (https, or http on this machine for a test fixture). */
  readonly apiUrl: string;
  readonly from: string;
}

export interface SiteConfig {
  /** Origin for absolute URLs (canonical, sitemap, Open Graph), without a trailing slash. */
  readonly siteUrl: string;
  readonly contentStatus: 'sample' | 'verified';
  readonly environment: 'development' | 'production';
  /** ENVIRONMENT = "preview": a draft's preview on the platform (docs/operating.md). It runs as
   *  production does, and also shows drafts and scheduled entries, under a banner; never indexed. */
  readonly preview: boolean;
  /** Keep rendered pages in memory per isolate ('off' only to measure what it saves). */
  readonly renderCache: boolean;
  /** Live chat, loaded only when a visitor asks for it; null: buttons lead to the contact details. */
  readonly chat: ChatConfig | null;
  /** Analytics and conversion tracking, loaded only after consent; null: none at all. */
  readonly analytics: AnalyticsConfig | null;
  /** Double opt-in newsletter; null: the blog's box offers the Atom feed instead. */
  readonly newsletter: NewsletterConfig | null;
  /** Turnstile site key for /contact; null: off (and not admitted by the CSP). */
  readonly turnstileSiteKey: string | null;
  /** Form posts are rate limited per visitor (off only for the local load run). */
  readonly rateLimit: boolean;
  /** Working days within which a request is usually answered (REPLY_WITHIN_DAYS, 1 to 30). */
  readonly replyWithinDays: number;
  /** Everything above in one string, for cache keys. */
  readonly key: string;
}

/** Script URLs must be https (or plain http on this machine, for local fixtures). */
function scriptUrl(value: string | undefined, fallback: string): string;
function scriptUrl(value: string | undefined, fallback: null): string | null;
function scriptUrl(value: string | undefined, fallback: string | null): string | null {
  if (!value) return fallback;
  try {
    const url = new URL(value);
    const local = url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname);
    return url.protocol === 'https:' || local ? url.href : fallback;
  } catch {
    return fallback;
  }
}

const idPattern = /^[A-Za-z0-9/_-]{1,100}$/;

function readChat(env: Env): ChatConfig | null {
  const provider = env.CHAT_PROVIDER;
  const id = env.CHAT_ID ?? '';
  if ((provider !== 'tawk' && provider !== 'crisp') || !idPattern.test(id)) return null;
  const fallback = provider === 'tawk' ? `https://embed.tawk.to/${id}` : 'https://client.crisp.chat/l.js';
  return { provider, id, scriptUrl: scriptUrl(env.CHAT_SCRIPT_URL, fallback) };
}

function readAnalytics(env: Env): AnalyticsConfig | null {
  const id = env.GTAG_ID ?? '';
  if (!idPattern.test(id)) return null;
  const conversion = idPattern.test(env.GTAG_CONVERSION ?? '') ? env.GTAG_CONVERSION! : '';
  const fallback = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  return { id, conversion, scriptUrl: scriptUrl(env.GTAG_SCRIPT_URL, fallback) };
}

const emailPattern = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** On only with all three: an API URL, a sender address and the key (the key is never in `key`). */
function readNewsletter(env: Env): NewsletterConfig | null {
  const apiUrl = scriptUrl(env.NEWSLETTER_API_URL, null);
  const from = env.NEWSLETTER_FROM ?? '';
  if (!apiUrl || !emailPattern.test(from) || !env.NEWSLETTER_API_KEY) return null;
  return { apiUrl: apiUrl.replace(/\/+$/, ''), from };
}

const defaultSiteUrl = 'https://www.example.org';

/** What the thank-you page says when REPLY_WITHIN_DAYS is unset or malformed (the preflight
 *  refuses a malformed one): a week of working days, a time a small team can keep. */
export const defaultReplyWithinDays = 5;

/** REPLY_WITHIN_DAYS as a whole number of working days from 1 to 30, or null. */
export function parseReplyWithinDays(value: string | undefined): number | null {
  return value !== undefined && /^(?:[1-9]|[12][0-9]|30)$/.test(value.trim()) ? Number(value) : null;
}

/** A copy of the site that is not the Association's own address: this machine, a test host, a
 *  reserved example domain (RFC 2606, 6761). Pages that tell readers to check our address say so
 *  instead of showing it as ours. */
export function isLocalCopy(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname;
  return ['localhost', '127.0.0.1', '[::1]', '0.0.0.0'].includes(host) || /\.(localhost|local|test|example|invalid)$/.test(host)
    || /(^|\.)example\.(org|com|net)$/.test(host);
}

function parseOrigin(value: string | undefined): string {
  try {
    return value ? new URL(value).origin : defaultSiteUrl;
  } catch {
    return defaultSiteUrl;
  }
}

const configs = new WeakMap<object, SiteConfig>();

/** The settings of an env (read once per env object: per isolate in production). */
export function readConfig(env: Env): SiteConfig {
  const cached = configs.get(env);
  if (cached) return cached;
  const base = {
    siteUrl: parseOrigin(env.SITE_URL),
    contentStatus: env.CONTENT_STATUS === 'verified' ? 'verified' : 'sample',
    environment: env.ENVIRONMENT === 'development' ? 'development' : 'production',
    preview: env.ENVIRONMENT === 'preview',
    renderCache: env.RENDER_CACHE !== 'off',
    chat: readChat(env),
    analytics: readAnalytics(env),
    newsletter: readNewsletter(env),
    turnstileSiteKey: idPattern.test(env.TURNSTILE_SITE_KEY ?? '') ? env.TURNSTILE_SITE_KEY! : null,
    rateLimit: env.RATE_LIMIT !== 'off',
    replyWithinDays: parseReplyWithinDays(env.REPLY_WITHIN_DAYS) ?? defaultReplyWithinDays,
  } as const;
  const config: SiteConfig = { ...base, key: JSON.stringify(base) };
  configs.set(env, config);
  return config;
}

/** Kept out of search engines: sample content, and anything that is not a page (404, 500). */
export function isNoindex(config: SiteConfig, view: { status: number; noindex?: boolean }): boolean {
  return config.contentStatus === 'sample' || config.preview || view.status !== 200 || view.noindex === true;
}
