// Work that may finish after the response is sent (a notification, a search count): handed to the
// platform's waitUntil, or just left to run where there is no execution context (a test calling
// the app directly).
import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';

export function afterResponse(c: Context<AppEnv>, work: Promise<unknown>): void {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    void work;
  }
}
