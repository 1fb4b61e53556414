// The thank-you page confirms a request only to the browser that just sent it. Any
// well-formed reference in the URL used to get "We have received your request, your reference
// number is …": a recovery scammer's ready-made proof, on the Association's own domain, of a case
// that does not exist. Now the 303 after a stored request sets a short-lived cookie holding the
// reference, its expiry and the worker's signature of both (site/signing.ts), one per language's
// thank-you path (HttpOnly, SameSite=Strict: never sent on a link from another site); the page
// shows the reference only when that cookie names it, unexpired and signed. A link opened anywhere
// else, forged or merely shared, gets a page that confirms nothing.
import type { PageContext } from '../../site/context.ts';
import { locales, localizePath } from '../../site/locale.ts';

export const thanksCookie = 'thanks';
/** How long after sending the page still shows the reference (a reload, a glance back). */
export const thanksMaxAgeSeconds = 60 * 60;
const purpose = 'contact-thanks';
const thanksPath = '/contact/thanks';

/** The Set-Cookie headers for the 303 to the thank-you page of `ref`: one per language's path, so
 *  switching the page's language keeps it. */
export async function thanksCookies(ctx: PageContext, ref: string, now = Date.now()): Promise<string[]> {
  const expires = Math.floor(now / 1000) + thanksMaxAgeSeconds;
  const value = `${ref}.${expires}.${await ctx.signer.sign(purpose, `${ref}.${expires}`)}`;
  const secure = ctx.url.protocol === 'https:' ? '; Secure' : '';
  return locales.map((locale) => `${thanksCookie}=${value}; Path=${localizePath(thanksPath, locale)}; Max-Age=${thanksMaxAgeSeconds}; SameSite=Strict; HttpOnly${secure}`);
}

/** Whether this browser sent the request `ref` within the last hour (its cookie says so, signed). */
export async function sentByThisBrowser(ctx: PageContext, ref: string, now = Date.now()): Promise<boolean> {
  const [named, expires, signature, ...rest] = (ctx.cookie(thanksCookie) ?? '').split('.');
  if (named !== ref || rest.length || !signature || !/^\d{1,12}$/.test(expires ?? '')) return false;
  const seconds = now / 1000;
  if (Number(expires) <= seconds || Number(expires) > seconds + thanksMaxAgeSeconds) return false;
  return ctx.signer.verify(purpose, `${ref}.${expires}`, signature);
}
