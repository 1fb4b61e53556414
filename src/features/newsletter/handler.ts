// The newsletter's double opt-in. POST /newsletter keeps a pending address (random token) and
// has the provider send a confirmation; only POST /newsletter/confirm/<token> makes it a
// subscriber. POST /newsletter/unsubscribe/<token> deletes the address: from our page, or as the
// RFC 8058 one-click POST a mail client sends (no Origin, so that one path skips the origin
// check; the 256-bit token is what authorizes it). Every valid address gets the same "check your
// inbox" answer at once, the work done after it (subscribe.ts), so neither the answer nor its
// timing reveals who is subscribed.
import type { NewsletterConfig } from '../../site/config.ts';
import { refused } from '../forms/refused.ts';
import { newsletterDoneView, newsletterFormView } from './pages.tsx';
import { validateEmailField } from '../forms/email.ts';
import { guardPost } from '../forms/guard.ts';
import { honeypotFilled } from '../forms/honeypot.ts';
import type { FormCall, Outcome } from '../forms/outcome.ts';
import { sendNewsletterMail } from './provider.ts';
import { tokenPattern } from '../forms/random-id.ts';
import { startSubscription } from './subscribe.ts';
import { day, retention } from '../forms/retention.ts';

const maxBytes = 4 * 1024;

function links(call: FormCall, token: string) {
  const origin = call.ctx.config.siteUrl;
  return {
    confirmUrl: origin + call.ctx.href(`/newsletter/confirm/${token}`),
    unsubscribeUrl: origin + call.ctx.href(`/newsletter/unsubscribe/${token}`),
  };
}

function provider(call: FormCall): { config: NewsletterConfig; key: string; db: D1Database } | null {
  const config = call.ctx.config.newsletter;
  return config && call.env.NEWSLETTER_API_KEY ? { config, key: call.env.NEWSLETTER_API_KEY, db: call.env.DB } : null;
}

export async function postSubscribe(call: FormCall): Promise<Outcome> {
  const { ctx } = call;
  const form = await guardPost(call.request, call.env, ctx.config, { form: 'newsletter', maxBytes, checkOrigin: true, rateLimit: true });
  if (typeof form === 'number') return { refused: refused(ctx, form, '/blog') };
  const p = provider(call);
  if (!p) return { refused: refused(ctx, 503, '/blog') };
  const raw = form.get('email');
  const email = validateEmailField(raw);
  const typed = typeof raw === 'string' ? raw.slice(0, 254) : '';
  if (honeypotFilled(form)) return { view: newsletterFormView(ctx, typed, ctx.LL.newsletter.autofilled()) };
  if (!email) return { view: newsletterFormView(ctx, typed) };

  const N = ctx.LL.newsletter;
  call.waitUntil(startSubscription({
    db: p.db, config: p.config, apiKey: p.key, email, locale: ctx.locale,
    mail: (token) => {
      const urls = links(call, token);
      return { subject: N.confirmSubject(), text: N.confirmBody(urls), unsubscribeUrl: urls.unsubscribeUrl };
    },
  }));
  return { redirect: ctx.href('/newsletter/sent') };
}

export async function postConfirm(call: FormCall, token: string): Promise<Outcome> {
  const { ctx } = call;
  const form = await guardPost(call.request, call.env, ctx.config, { form: 'newsletter', maxBytes, checkOrigin: true, rateLimit: true });
  if (typeof form === 'number') return { refused: refused(ctx, form, '/blog') };
  const p = provider(call);
  if (!tokenPattern.test(token) || !p) return { view: newsletterDoneView(ctx, 'invalid') };
  const now = Date.now();
  const row = await p.db.prepare(
    'UPDATE subscribers SET confirmed_at = ? WHERE token = ? AND confirmed_at IS NULL AND created_at >= ? RETURNING email',
  ).bind(now, token, now - retention.unconfirmedSubscribersDays * day).first<{ email: string }>();
  if (!row) {
    const already = await p.db.prepare('SELECT 1 AS yes FROM subscribers WHERE token = ? AND confirmed_at IS NOT NULL').bind(token).first();
    return { view: newsletterDoneView(ctx, already ? 'confirmed' : 'invalid') };
  }
  const N = ctx.LL.newsletter;
  const { unsubscribeUrl } = links(call, token);
  call.waitUntil(sendNewsletterMail(p.config, p.key, { to: row.email, subject: N.welcomeSubject(), text: N.welcomeBody({ unsubscribeUrl }), unsubscribeUrl }));
  return { view: newsletterDoneView(ctx, 'confirmed') };
}

export async function postUnsubscribe(call: FormCall, token: string): Promise<Outcome> {
  const { ctx } = call;
  // The same per-visitor limit as every form: the token authorizes, the limit keeps anyone from
  // making the site try tokens (and write to D1) as fast as they can send.
  const form = await guardPost(call.request, call.env, ctx.config, { form: 'unsubscribe', maxBytes, checkOrigin: false, rateLimit: true });
  if (typeof form === 'number') return { refused: refused(ctx, form, '/blog') };
  if (tokenPattern.test(token)) {
    await call.env.DB.prepare('DELETE FROM subscribers WHERE token = ?').bind(token).run();
  }
  return { view: newsletterDoneView(ctx, 'unsubscribed') };
}
