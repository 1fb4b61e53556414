// The per-visitor limit on form posts (the [[ratelimits]] binding FORM_LIMIT, wrangler.toml). A
// visitor is what one person controls: an IPv4 address, or an IPv6 /64 (one subscriber line or
// device is handed a whole /64, so counting single IPv6 addresses let one client rotate through
// billions). The key is an HMAC-SHA-256 of that network under a secret (RATE_LIMIT_SECRET), so
// it cannot be reversed by hashing every IPv4 address; it is never stored or logged, and
// rotating the secret only restarts the counters.
import type { SiteConfig } from '../../site/config.ts';
import type { WorkerEnv } from '../../site/env.ts';
import { log } from '../../site/log.ts';

/** As in wrangler.toml (both [[ratelimits]] sections): 10 posts per 60 s; Retry-After says 60. */
export const formRateLimit = { limit: 10, periodSeconds: 60 } as const;

/** Used only outside production when the secret is unset (wrangler dev, tests). */
export const localRateLimitSecret = 'local-development-only-rate-limit-secret';

/** The visitor's network: the IPv4 address, or the first 64 bits of an IPv6 address. */
export function visitorNetwork(ip: string): string {
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
  return `${groups.slice(0, 4).join(':')}::/64`;
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

/** The limiter's key for this form and visitor: form name and 128 bits of the HMAC, in hex. */
export async function visitorKey(form: string, request: Request, env: WorkerEnv, config: SiteConfig): Promise<string> {
  const network = visitorNetwork(request.headers.get('CF-Connecting-IP') ?? 'unknown');
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secretFor(env, config)), new TextEncoder().encode(network));
  const hex = [...new Uint8Array(mac).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${form}:${hex}`;
}

/** True when this visitor may post `form` now (the binding counts per key and per period); the
 *  search's limit (src/http/search-limit.ts) counts with its own binding, keyed the same way. */
export async function withinRateLimit(env: WorkerEnv, config: SiteConfig, form: string, request: Request, limiter: RateLimit = env.FORM_LIMIT): Promise<boolean> {
  if (!config.rateLimit) return true;
  const { success } = await limiter.limit({ key: await visitorKey(form, request, env, config) });
  return success;
}
