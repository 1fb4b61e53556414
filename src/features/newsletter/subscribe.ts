// A sign-up's work, done after the response (waitUntil) so that the answer is the same, and as
// fast, whatever the address's state: new, pending or already subscribed. Timing would otherwise
// tell who is subscribed (a provider call for a pending address, none for a confirmed one).
// The same statements run for every state; only a new or pending address within its mail limits
// gets a confirmation mail, and a confirmed one gets nothing. The limits: 3 a day per inbox (every
// spelling of one: +tags, Gmail's dots), and at most so many addresses mailed an hour across the
// site, so the form cannot be used to send the Association's mail in bulk.
import type { NewsletterConfig } from '../../site/config.ts';
import { log } from '../../site/log.ts';
import { newToken } from '../forms/random-id.ts';
import { day, retention } from '../forms/retention.ts';
import { mailboxKey } from '../forms/email.ts';
import { sendNewsletterMail } from './provider.ts';

const hour = 60 * 60 * 1000;

/** At most this many confirmation mails per inbox per window (migrations/0002_confirmation_mail_limit.sql, 0005_newsletter_mailbox.sql). */
export const confirmationMailLimit = { mails: 3, windowMs: day } as const;

/** At most this many addresses get a confirmation mail per hour, site-wide (migrations/0005_newsletter_mailbox.sql):
 *  far above the sign-ups a week of news brings, far below what would hurt the sender's name. */
export const confirmationMailCap = { addresses: 100, windowMs: hour } as const;

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
  const mailbox = mailboxKey(email);
  const windowStart = now - confirmationMailLimit.windowMs;
  let inserted: boolean;
  let token: string | undefined;
  try {
    const [, insert, claim] = await db.batch([
      // A pending row past its 7 days has a dead link: it starts over.
      db.prepare('DELETE FROM subscribers WHERE email = ? AND confirmed_at IS NULL AND created_at < ?').bind(email, now - retention.unconfirmedSubscribersDays * day),
      db.prepare('INSERT INTO subscribers (token, email, mailbox, locale, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING').bind(newToken(), email, mailbox, job.locale, now),
      // Claims one mail of the window in the same statement that checks the limits: two sign-ups at
      // once cannot both take the last one. SET reads the row as it was, so the order is immaterial.
      // The inbox's mails are those of every row of its mailbox (and this row, whatever it holds)
      // whose window is still open.
      db.prepare(`UPDATE subscribers SET
          mails_in_window = CASE WHEN mail_window_start IS NULL OR mail_window_start <= ?1 THEN 1 ELSE mails_in_window + 1 END,
          mail_window_start = CASE WHEN mail_window_start IS NULL OR mail_window_start <= ?1 THEN ?2 ELSE mail_window_start END,
          last_mail_at = ?2
        WHERE email = ?3 AND confirmed_at IS NULL
          AND (SELECT COALESCE(SUM(mails_in_window), 0) FROM subscribers WHERE (mailbox = ?5 OR email = ?3) AND mail_window_start > ?1) < ?4
          AND (SELECT COUNT(*) FROM subscribers WHERE last_mail_at > ?6) < ?7
        RETURNING token`).bind(windowStart, now, email, confirmationMailLimit.mails, mailbox, now - confirmationMailCap.windowMs, confirmationMailCap.addresses),
    ]);
    inserted = (insert!.meta.changes ?? 0) > 0;
    token = (claim!.results[0] as { token: string } | undefined)?.token;
  } catch (error) {
    log('warn', 'newsletter_store_failed', { error: error instanceof Error ? error.name : 'unknown' });
    return;
  }
  if (!token) return; // subscribed already, or this inbox (or the site this hour) has had its mails for now

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
