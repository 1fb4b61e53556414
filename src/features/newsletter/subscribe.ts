// A sign-up's work, done after the response (waitUntil) so that the answer is the same, and as
// fast, whatever the address's state: new, pending or already subscribed. Timing would otherwise
// tell who is subscribed (a provider call for a pending address, none for a confirmed one).
// The same statements run for every state; only a new or pending address within its mail limit
// gets a confirmation mail, and a confirmed one gets nothing.
import type { NewsletterConfig } from '../../site/config.ts';
import { log } from '../../site/log.ts';
import { newToken } from '../forms/random-id.ts';
import { day, retention } from '../forms/retention.ts';
import { sendNewsletterMail } from './provider.ts';

/** At most this many confirmation mails per address per window (migrations/0002_confirmation_mail_limit.sql). */
export const confirmationMailLimit = { mails: 3, windowMs: day } as const;

export interface SubscribeJob {
  readonly db: D1Database;
  readonly config: NewsletterConfig;
  readonly apiKey: string;
  /** Normalized: lowercase, domain in ASCII. */
  readonly email: string;
  readonly locale: string;
  /** The confirmation mail for a token: subject, text and unsubscribe link in the page's language. */
  readonly mail: (token: string) => { subject: string; text: string; unsubscribeUrl: string };
}

export async function startSubscription(job: SubscribeJob, now = Date.now()): Promise<void> {
  const { db, email } = job;
  const windowStart = now - confirmationMailLimit.windowMs;
  let inserted: boolean;
  let token: string | undefined;
  try {
    const [, insert, claim] = await db.batch([
      // A pending row past its 7 days has a dead link: it starts over.
      db.prepare('DELETE FROM subscribers WHERE email = ? AND confirmed_at IS NULL AND created_at < ?').bind(email, now - retention.unconfirmedSubscribersDays * day),
      db.prepare('INSERT INTO subscribers (token, email, locale, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (email) DO NOTHING').bind(newToken(), email, job.locale, now),
      // Claims one mail of the window in the same statement that checks it: two sign-ups at once
      // cannot both take the last one. SET reads the row as it was, so the order is immaterial.
      db.prepare(`UPDATE subscribers SET
          mails_in_window = CASE WHEN mail_window_start IS NULL OR mail_window_start <= ?1 THEN 1 ELSE mails_in_window + 1 END,
          mail_window_start = CASE WHEN mail_window_start IS NULL OR mail_window_start <= ?1 THEN ?2 ELSE mail_window_start END
        WHERE email = ?3 AND confirmed_at IS NULL AND (mail_window_start IS NULL OR mail_window_start <= ?1 OR mails_in_window < ?4)
        RETURNING token`).bind(windowStart, now, email, confirmationMailLimit.mails),
    ]);
    inserted = (insert!.meta.changes ?? 0) > 0;
    token = (claim!.results[0] as { token: string } | undefined)?.token;
  } catch (error) {
    log('warn', 'newsletter_store_failed', { error: error instanceof Error ? error.name : 'unknown' });
    return;
  }
  if (!token) return; // subscribed already, or this address has had its mails for now

  const mail = job.mail(token);
  if (await sendNewsletterMail(job.config, job.apiKey, { to: email, ...mail })) return;
  // Not sent: keep nothing new, and give the mail back to the window so a retry can have it.
  try {
    await (inserted
      ? db.prepare('DELETE FROM subscribers WHERE token = ? AND confirmed_at IS NULL').bind(token)
      : db.prepare('UPDATE subscribers SET mails_in_window = mails_in_window - 1 WHERE token = ? AND mails_in_window > 0').bind(token)
    ).run();
  } catch (error) {
    log('warn', 'newsletter_store_failed', { error: error instanceof Error ? error.name : 'unknown' });
  }
}
