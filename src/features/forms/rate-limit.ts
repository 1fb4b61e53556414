// The per-visitor limit on form posts (the [[ratelimits]] binding FORM_LIMIT, wrangler.toml). A
// visitor is what one person controls: an IPv4 address, or an IPv6 /64 (one subscriber line or
// device is handed a whole /64, so counting single IPv6 addresses let one client rotate through
// billions). Beside it, a coarser brake on each IPv6 /48 (FORM_LIMIT_48): one account at a
// tunnel broker, or one customer of many providers, is handed a whole /48, 65,536 /64s. The key
// is an HMAC-SHA-256 of the network under a secret (RATE_LIMIT_SECRET), so it cannot be reversed
// by hashing every IPv4 address; it is never stored or logged, and rotating the secret only
// restarts the counters.
import type { SiteConfig } from '../../site/config.ts';
import type { WorkerEnv } from '../../site/env.ts';
import { log } from '../../site/log.ts';

/** As in wrangler.toml (both [[ratelimits]] sections): 10 posts per 60 s; Retry-After says 60. */
export const formRateLimit = { limit: 10, periodSeconds: 60 } as const;

/** Posts of one form from one IPv6 /48 (FORM_LIMIT_48), counted only once its /64 was within its
 *  own limit, so one /64 adds at most 10 a minute: ten busy /64s of a /48, never one spammer,
 *  reach it. No /32 bucket: a /32 is a whole provider's (a mobile carrier's phones share a few),
 *  and a handful of phones could then shut the form for all its customers in a location. */
export const wideRateLimit = { prefix: 48, limit: 100, periodSeconds: 60 } as const;

/** Used only outside production when the secret is unset (wrangler dev, tests). */
export const localRateLimitSecret = 'local-development-only-rate-limit-secret';

/** The visitor's network: the IPv4 address, or the first 64 (or `prefix`, a multiple of 16) bits
 *  of an IPv6 address. */
export function visitorNetwork(ip: string, prefix = 64): string {
  if (!ip.includes(':')) return ip.trim();
  let host: string;
  try {
    // The URL parser gives IPv6 its one canonical form (lowercase, zeros compressed).
    host = new URL(`http://[${ip.trim()}]`).hostname.slice(1, -1);
  } catch {
    return ip.trim();
  }
  const [head = '', tail] = host.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  // An IPv4-mapped address (::ffff:192.0.2.1) is that IPv4 visitor.
  if (groups.slice(0, 6).join(':') === '0:0:0:0:0:ffff') {
    const [hi, lo] = [parseInt(groups[6]!, 16), parseInt(groups[7]!, 16)];
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups.slice(0, prefix / 16).join(':')}::/${prefix}`;
}

let isolateSecret: string | null = null;

/**
 * The HMAC secret. In production without RATE_LIMIT_SECRET (the preflight cannot see secrets), a
 * random one per isolate: the key stays irreversible and the forms keep working, though each
 * isolate then counts on its own; an error line says so until the secret is set.
 */
function secretFor(env: WorkerEnv, config: SiteConfig): string {
  if (env.RATE_LIMIT_SECRET) return env.RATE_LIMIT_SECRET;
  if (config.environment !== 'production') return localRateLimitSecret;
  if (isolateSecret === null) {
    isolateSecret = [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('');
    log('error', 'rate_limit_secret_missing', { fix: 'wrangler secret put RATE_LIMIT_SECRET --env production' });
  }
  return isolateSecret;
}

const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(secret, key);
  }
  return key;
}

const visitorIp = (request: Request) => request.headers.get('CF-Connecting-IP') ?? 'unknown';

/** The limiter's key for this form and network: form name (and the prefix, for a coarser one) and
 *  128 bits of the HMAC, in hex. */
async function networkKey(form: string, network: string, env: WorkerEnv, config: SiteConfig): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secretFor(env, config)), new TextEncoder().encode(network));
  return `${form}:${[...new Uint8Array(mac).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The limiter's key for this form and visitor (an IPv4 address or an IPv6 /64). */
export const visitorKey = (form: string, request: Request, env: WorkerEnv, config: SiteConfig) =>
  networkKey(form, visitorNetwork(visitorIp(request)), env, config);

/** True when this visitor may post `form` now (the binding counts per key and per period); with
 *  `wide`, an IPv6 visitor's /48 is counted too, only once the /64 was within its limit. The
 *  search's limit (src/http/search-limit.ts) counts with its own binding, keyed the same way. */
export async function withinRateLimit(env: WorkerEnv, config: SiteConfig, form: string, request: Request, limiter: RateLimit = env.FORM_LIMIT, wide?: RateLimit): Promise<boolean> {
  if (!config.rateLimit) return true;
  if (!(await limiter.limit({ key: await visitorKey(form, request, env, config) })).success) return false;
  const ip = visitorIp(request);
  const network = visitorNetwork(ip, wideRateLimit.prefix);
  if (!wide || !network.endsWith(`/${wideRateLimit.prefix}`)) return true;
  return (await wide.limit({ key: await networkKey(`${form}/${wideRateLimit.prefix}`, network, env, config) })).success;
}
