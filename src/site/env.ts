// The worker's whole environment. What wrangler.toml declares (vars and bindings: DB, NOTIFY,
// FORM_LIMIT) is typed by `wrangler types` into worker-configuration.d.ts beside this file
// (`npm run types` writes it; `npm test` fails while it is stale). Added here by hand only what
// wrangler.toml cannot declare: the optional secrets (a `[secrets] required` list would make every
// deploy and `wrangler dev` demand them, and drop the other .dev.vars keys the browser tests set),
// the measuring-only switch RENDER_CACHE, and the web editor's local-only settings.
import type { Env } from './config.ts';
import type { EditorEnv } from './editor.ts';

export interface OptionalSettings {
  /** The newsletter provider's API key (`wrangler secret put NEWSLETTER_API_KEY`). */
  readonly NEWSLETTER_API_KEY?: string;
  /** Turnstile's secret, with TURNSTILE_SITE_KEY. */
  readonly TURNSTILE_SECRET?: string;
  /** The rate limit's HMAC key (features/forms/rate-limit.ts): production without it still
   *  works, with a random key per isolate and an error line, so it is not a required secret. */
  readonly RATE_LIMIT_SECRET?: string;
  /** The worker's signing key (site/signing.ts): the thank-you page's proof, the pages' ETags.
   *  Production without it still works (a random key per isolate, an error line); the preflight
   *  refuses to deploy without it. */
  readonly SIGNING_SECRET?: string;
  /** 'off' only to measure what the page cache saves (the bench). */
  readonly RENDER_CACHE?: string;
  /** The chat's and the tag's script URLs, for a test fixture or a self-hosted proxy. */
  readonly CHAT_SCRIPT_URL?: string;
  readonly GTAG_SCRIPT_URL?: string;
  /** The web editor's GitHub OAuth App secret (`wrangler secret put CMS_GITHUB_CLIENT_SECRET`). */
  readonly CMS_GITHUB_CLIENT_SECRET?: string;
  /** GitHub's origin when another server plays it: GitHub Enterprise, or the local stand-in. */
  readonly CMS_GITHUB_URL?: string;
  /** decap-server's address, set by `npm run cms` only (--var). */
  readonly CMS_LOCAL_BACKEND?: string;
}

export type WorkerEnv = WranglerEnv & OptionalSettings;

// Every var the config reads is declared in wrangler.toml or above: a new one must be added there.
type Undeclared = Exclude<keyof Env | keyof EditorEnv, keyof WorkerEnv>;
const everyVarDeclared: Undeclared extends never ? true : Undeclared = true;
void everyVarDeclared;
