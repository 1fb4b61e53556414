// Helpers for the form tests: call the worker with extra env (fake bindings, a provider), post
// a form as a browser on this origin would, and read D1.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { parse } from 'node-html-parser';
import { createApp } from '../src/worker.ts';
import type { WorkerEnv } from '../src/site/env.ts';
import { readConfig } from '../src/site/config.ts';
import type { PageContext } from '../src/site/context.ts';
import { signer } from '../src/site/signing.ts';
import { thanksCookie, thanksCookies } from '../src/features/contact/thanks-proof.ts';
import { origin } from './helpers.ts';

export const baseEnv = env as unknown as WorkerEnv & { DB: D1Database };
export const db = baseEnv.DB;
const app = createApp();

/** A NOTIFY binding that records the envelope it is given (workerd's EmailMessage does not expose
 * its raw text; notificationMime is tested on its own), or fails like an unavailable mail service. */
export function fakeNotify(fail = false) {
  const sent: { from: string; to: string }[] = [];
  const binding = {
    async send(message: EmailMessage) {
      if (fail) throw new Error('send_email unavailable');
      sent.push({ from: message.from, to: message.to });
      return { messageId: 'test' };
    },
  } as unknown as SendEmail;
  return { binding, sent };
}

export async function call(path: string, init: RequestInit = {}, extra: Partial<WorkerEnv> = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(origin + path, { redirect: 'manual', ...init }), { ...baseEnv, ...extra }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

let ipCounter = 0;
/** A fresh visitor IP per call, so the rate limit is only met where a test means to meet it. */
export const freshIp = () => `203.0.113.${(ipCounter = (ipCounter + 1) % 250) + 1}-${Math.random()}`;

export function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}, extra: Partial<WorkerEnv> = {}) {
  return call(path, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': freshIp(), ...headers },
    body: new URLSearchParams(fields).toString(),
  }, extra);
}

export async function html(res: Response) {
  return parse(await res.text());
}

export const validRequest = {
  name: 'Chen Mei-ling',
  email: 'mei@example.net',
  phone: '',
  country: 'TW',
  language: 'zh-TW',
  message: 'Someone on a dating app asked me to invest in a crypto platform, and now I cannot withdraw.',
  consent: 'yes',
  leave_blank: '',
};

/** The reference in a 303 to the thank-you page (/contact/thanks/<ref>, then ?country= when one was chosen). */
export const refFrom = (res: Response) => /\/contact\/thanks\/([0-9A-Z]{5}-[0-9A-Z]{5})(?:\?(?:kind=[a-z]+&?)?(?:country=[A-Z]{2})?)?$/.exec(res.headers.get('Location') ?? '')?.[1] ?? '';

export async function requestRow(ref: string) {
  return db.prepare('SELECT * FROM requests WHERE ref = ?').bind(ref).first<Record<string, string | number | null>>();
}

/** The Cookie header a browser sends back after a 303 that set `name` (the first cookie of that name). */
export function cookieFrom(res: Response, name = thanksCookie): string {
  const set = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? '';
  return set.split(';')[0]!;
}

/** The cookie the browser that sent request `ref` holds (made as the 303 makes it, under the
 *  env's SIGNING_SECRET, or the local default). */
export async function senderCookie(ref: string, extra: Partial<WorkerEnv> = {}, now = Date.now()): Promise<string> {
  const env = { ...baseEnv, ...extra };
  const ctx = { signer: signer(env.SIGNING_SECRET, readConfig(env)), url: new URL(origin) } as PageContext;
  return (await thanksCookies(ctx, ref, now))[0]!.split(';')[0]!;
}

/** A thank-you page (or any path naming a reference) as the browser that sent that request sees it. */
export async function callAsSender(path: string, init: RequestInit = {}, extra: Partial<WorkerEnv> = {}) {
  const ref = /\/contact\/thanks\/([^/?]+)/.exec(path)?.[1] ?? '';
  const headers = new Headers(init.headers);
  headers.append('Cookie', await senderCookie(ref, extra));
  return call(path, { ...init, headers }, extra);
}
