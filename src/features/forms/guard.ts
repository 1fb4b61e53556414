// What every form POST passes before its fields are read: the same origin (no other site can
// post), a form content type (else 415), a bounded body (else 413, checked while reading, so a
// lying or missing Content-Length does not help), and a per-visitor rate limit (else 429,
// rate-limit.ts): the IP itself is never stored or logged.
import type { SiteConfig } from '../../site/config.ts';
import type { WorkerEnv } from '../../site/env.ts';
import { log } from '../../site/log.ts';
import { withinRateLimit } from './rate-limit.ts';

/** 400 here: the body did not arrive whole (the client hung up). */
export type Refusal = 400 | 403 | 413 | 415 | 429;

/** A browser's form POST carries Origin; Sec-Fetch-Site stands in where an old browser omits it. */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (origin !== null) return origin === new URL(request.url).origin;
  return request.headers.get('Sec-Fetch-Site') === 'same-origin';
}

const formTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

export function isFormType(request: Request): boolean {
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  return formTypes.has(type);
}

/** The body as FormData, or 413 past `maxBytes`, 415 when it does not parse as the form it claims,
 * 400 when it stops arriving. */
export async function readForm(request: Request, maxBytes: number): Promise<FormData | 400 | 413 | 415> {
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (declared > maxBytes) return 413;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel();
          return 413;
        }
        chunks.push(value);
      }
    } catch (error) {
      // The client hung up mid-upload ("Network connection lost."): its doing, not a fault of
      // ours, so no 500 and no error line; one info line counts how often it happens.
      log('info', 'form_body_incomplete', { error: error instanceof Error ? error.name : 'unknown' });
      return 400;
    }
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) { body.set(c, at); at += c.byteLength; }
  try {
    return await new Response(body, { headers: { 'Content-Type': request.headers.get('Content-Type')! } }).formData();
  } catch {
    return 415;
  }
}

export interface GuardOptions {
  readonly form: string;
  readonly maxBytes: number;
  /** RFC 8058 one-click unsubscribe comes from the mail provider's servers, with no Origin. */
  readonly checkOrigin: boolean;
  readonly rateLimit: boolean;
}

/** Runs the checks in order; the form's fields, or the status to refuse with. */
export async function guardPost(request: Request, env: WorkerEnv, config: SiteConfig, options: GuardOptions): Promise<FormData | Refusal> {
  if (options.checkOrigin && !sameOrigin(request)) return 403;
  if (!isFormType(request)) return 415;
  if (Number(request.headers.get('Content-Length') ?? '0') > options.maxBytes) return 413;
  if (options.rateLimit && !(await withinRateLimit(env, config, options.form, request, env.FORM_LIMIT, env.FORM_LIMIT_48))) return 429;
  return readForm(request, options.maxBytes);
}
