// The worker's whole environment: the vars (config.ts) plus the bindings of wrangler.toml. Kept
// apart from config.ts, which the browser tests also compile (without the Workers types).
import type { Env } from './config.ts';

export interface WorkerEnv extends Env {
  /** Assessment requests and newsletter addresses (migrations/). */
  DB?: D1Database;
  /** The request notification, to the Association's own inbox (send_email binding). */
  NOTIFY?: SendEmail;
  /** Form posts per visitor ([[ratelimits]]). */
  FORM_LIMIT?: RateLimit;
}
