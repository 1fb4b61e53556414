// The worker's signing key: what it alone can make and check (a thank-you page's proof that this
// browser just sent that request; the pages' ETags, so what they are made of cannot be worked out
// offline). One secret, SIGNING_SECRET (`wrangler secret put SIGNING_SECRET --env production`),
// the same in every isolate, so a proof made by one isolate holds in the next; each use signs
// under a purpose of its own, so no signature made for one can pass for another. Locally
// (`npm start`, the tests) a named default, so nothing needs setting up. In production without
// it (the preflight refuses to deploy so), a random key per isolate and an error line: proofs
// then hold only in the isolate that made them, and ETags differ per isolate; nothing breaks.
import type { SiteConfig } from './config.ts';
import { log } from './log.ts';

/** Used only outside production when the secret is unset (wrangler dev, tests). */
export const localSigningSecret = 'local-development-only-signing-secret';

export interface Signer {
  /** HMAC-SHA-256 of `text` under the key and `purpose`, base64url (43 characters). */
  sign(purpose: string, text: string): Promise<string>;
  /** Whether `signature` is `sign(purpose, text)`, compared in constant time. */
  verify(purpose: string, text: string, signature: string): Promise<boolean>;
}

let isolateSecret: string | null = null;

function secretFor(secret: string | undefined, config: SiteConfig): string {
  if (secret) return secret;
  if (config.environment !== 'production') return localSigningSecret;
  if (isolateSecret === null) {
    isolateSecret = base64url(crypto.getRandomValues(new Uint8Array(32)));
    log('error', 'signing_secret_missing', { fix: 'wrangler secret put SIGNING_SECRET --env production' });
  }
  return isolateSecret;
}

const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(secret, key);
  }
  return key;
}

export function signer(secret: string | undefined, config: SiteConfig): Signer {
  const sign = async (purpose: string, text: string) => {
    const mac = await crypto.subtle.sign('HMAC', await hmacKey(secretFor(secret, config)), encoder.encode(`${purpose}\u0000${text}`));
    return base64url(new Uint8Array(mac));
  };
  return {
    sign,
    async verify(purpose, text, signature) {
      // Every character compared, whatever differs first: the time says nothing of where.
      const expected = await sign(purpose, text);
      let difference = expected.length ^ signature.length;
      for (let i = 0; i < expected.length; i++) difference |= expected.charCodeAt(i) ^ signature.charCodeAt(i % Math.max(signature.length, 1));
      return difference === 0;
    },
  };
}
