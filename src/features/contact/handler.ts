// POST /contact: guard (origin, type, size, rate), honeypot, optional Turnstile, schema
// validation (400 with the form and one message per field), then the request is stored in D1
// before the 303 to the thank-you page, with the signed cookie that lets that page show the
// reference to this browser only (thanks-proof.ts); the notification goes out after the response.
import { contactView } from './ContactPage.tsx';
import { refused } from '../forms/refused.ts';
import { log } from '../../site/log.ts';
import { contactValues, validateContact } from './schema.ts';
import { guardPost } from '../forms/guard.ts';
import { honeypotFilled } from '../forms/honeypot.ts';
import { notify } from './notify.ts';
import type { FormCall, Outcome } from '../forms/outcome.ts';
import { insertRequest } from './store.ts';
import { turnstilePasses } from '../forms/turnstile.ts';
import { knownPlace } from '../../site/place.ts';
import { isHelpKind, kindQuery } from './kinds.ts';
import { thanksCookies } from './thanks-proof.ts';

/** The largest body accepted: room for the longest message the form allows, in Chinese, form-encoded. */
export const contactMaxBytes = 32 * 1024;

export async function postContact({ request, env, ctx, waitUntil }: FormCall): Promise<Outcome> {
  const form = await guardPost(request, env, ctx.config, { form: 'contact', maxBytes: contactMaxBytes, checkOrigin: true, rateLimit: true });
  if (typeof form === 'number') return { refused: refused(ctx, form) };

  const values = contactValues(form);
  const notSent = { values: { ...values }, formError: ctx.LL.contact.errors.notSent() };
  if (honeypotFilled(form)) return { view: contactView(ctx, { values, formError: ctx.LL.contact.errors.autofilled() }, 400) };
  if (ctx.config.turnstileSiteKey && !(await turnstilePasses(env.TURNSTILE_SECRET, form.get('cf-turnstile-response')))) {
    return { view: contactView(ctx, notSent, 400) };
  }

  const result = validateContact(ctx.LL, values);
  if (!result.ok) return { view: contactView(ctx, { values, errors: result.errors }, 400) };

  let row;
  try {
    row = await insertRequest(env.DB, result.request, ctx.locale);
  } catch (error) {
    log('error', 'request_store_failed', { error: error instanceof Error ? error.name : 'unknown' });
    return { refused: refused(ctx, 503) };
  }
  waitUntil(notify(env, row));
  const kind = result.request.kind;
  const thanks = ctx.href(`/contact/thanks/${row.ref}`);
  const cookies = await thanksCookies(ctx, row.ref);
  if (!isHelpKind(kind)) return { redirect: thanks + kindQuery(kind), cookies };
  // The place chosen in the form, for the thank-you page's official channel ("other": none).
  const country = knownPlace(row.country);
  const query = new URLSearchParams([...(kind === 'business' ? [['kind', kind]] : []), ...(country ? [['country', country]] : [])]).toString();
  return { redirect: thanks + (query ? `?${query}` : ''), cookies };
}
