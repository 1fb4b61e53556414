// The worker's whole environment. What wrangler.toml declares (vars and bindings: DB, NOTIFY,
// FORM_LIMIT) is typed by `wrangler types` into worker-configuration.d.ts beside this file
// (`npm run types` writes it; `npm test` fails while it is stale). Added here by hand only what
// wrangler.toml cannot declare: the optional secrets (a `[secrets] required` list would make every
// deploy and `wrangler dev` demand them, and drop the other .dev.vars keys the browser tests set),
// and the measuring-only switch RENDER_CACHE.
import type { Env } from './config.ts';

export interface OptionalSettings {
  /** The newsletter provider's API key (`wrangler secret put NEWSLETTER_API_KEY`). */
  readonly NEWSLETTER_API_KEY?: string;
  /** Turnstile's secret, with TURNSTILE_SITE_KEY. */
  readonly TURNSTILE_SECRET?: string;
  /** The rate limit's HMAC key (features/forms/rate-limit.ts): production without it still
   *  works, with a random key per isolate and an error line, so it is not a required secret. */
  readonly RATE_LIMIT_SECRET?: string;
  /** 'off' only to measure what the page cache saves (the bench). */
  readonly RENDER_CACHE?: string;
  /** The chat's and the tag's script URLs, for a test fixture or a self-hosted proxy. */
  readonly CHAT_SCRIPT_URL?: string;
  readonly GTAG_SCRIPT_URL?: string;
}

export type WorkerEnv = WranglerEnv & OptionalSettings;

// Every var the config reads is declared in wrangler.toml or above: a new one must be added there.
type Undeclared = Exclude<keyof Env, keyof WorkerEnv>;
const everyVarDeclared: Undeclared extends never ? true : Undeclared = true;
void everyVarDeclared;
