// What a form handler decides, without knowing Hono: a 303 to a page, or a view to render with
// its status. src/http/form-routes.ts turns it into a response (no-store either way).
import type { WorkerEnv } from '../../site/env.ts';
import type { PageContext, View } from '../../site/context.ts';

export type Outcome = { readonly redirect: string } | { readonly view: View };

export interface FormCall {
  readonly request: Request;
  readonly env: WorkerEnv;
  readonly ctx: PageContext;
  /** Work after the response (the notification email): ExecutionContext.waitUntil. */
  readonly waitUntil: (promise: Promise<unknown>) => void;
}
