// What a form handler decides, without knowing Hono: a 303 to a page, a view to render with its
// status, or a refusal (a small page of its own). src/http/form-routes.ts turns it into a
// response (no-store in every case).
import type { WorkerEnv } from '../../site/env.ts';
import type { PageContext, View } from '../../site/context.ts';
import type { Refused } from './refused.ts';

/** A 303 to `redirect`, with `cookies` (Set-Cookie values) when the next page needs them; a view;
 *  or a refusal. */
export type Outcome = { readonly redirect: string; readonly cookies?: readonly string[] } | { readonly view: View } | { readonly refused: Refused };

export interface FormCall {
  readonly request: Request;
  readonly env: WorkerEnv;
  readonly ctx: PageContext;
  /** Work after the response (the notification email): ExecutionContext.waitUntil. */
  readonly waitUntil: (promise: Promise<unknown>) => void;
}
