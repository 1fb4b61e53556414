// The Hono environment of the app: the worker's bindings, and what a response's middleware learn
// from the handler (the inline stylesheet's hash, for the CSP).
import type { WorkerEnv } from '../site/env.ts';

export interface PolicyVariables {
  /** The CSP source expression of the inline stylesheet of the document being answered. */
  styleHash?: string;
  /** The same of its speculation rules. */
  speculationHash?: string;
  /** The page shows one visitor's own state (a search, a reference): no third-party origin. */
  firstPartyOnly?: boolean;
  /** A whole policy of the response's own, in place of the site's (the web editor, /admin). */
  policy?: string;
}

export type AppEnv = { Bindings: WorkerEnv; Variables: PolicyVariables };
