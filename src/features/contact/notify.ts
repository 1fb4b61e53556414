// The notification of a new request, to the Association's own inbox through the send_email
// binding (locally, wrangler writes it as an .eml file). Plain-text UTF-8 MIME, built here: the
// visitor's data goes only into the base64 body and, when it is a validated address, Reply-To
// (in ASCII: an internationalised domain as punycode). In the body every field is one line and
// the message is quoted line by line ("> "), so nothing a visitor typed can pass for another
// field or for the operator's instructions after it. The schema already cleans the fields; it is
// done again here for rows stored before it did, which the cron may still retry.
// A failure is recorded (the row keeps notified_at NULL) and the cron retries; it never loses
// the request, and the log line carries the reference only.
import { EmailMessage } from 'cloudflare:email';
import type { WorkerEnv } from '../../site/env.ts';
import { log } from '../../site/log.ts';
import { cleanLine, cleanText } from '../forms/clean-text.ts';
import { asciiEmail } from '../forms/email.ts';
import { markNotified, type StoredRequest } from './store.ts';
import { kinds, requestKind } from './kinds.ts';

function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/.{76}(?=.)/g, '$&\r\n');
}

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);

/** The raw message (RFC 5322 + MIME). Exported for the tests. */
export function notificationMime(row: StoredRequest, from: string, to: string, now = new Date()): string {
  const email = cleanLine(row.email);
  const replyTo = email ? asciiEmail(email) : null;
  // The kind as stored; a value that names no kind (a row written some other way) is shown as such.
  const kind = requestKind(row.kind);
  const kindName = kind ? kinds[kind].subject : 'Request';
  const body = [
    `Reference: ${row.ref}`,
    `Kind: ${kind ?? `unknown (${cleanLine(row.kind)})`}`,
    `Received: ${new Date(row.created_at).toISOString()}`,
    `Page language: ${cleanLine(row.locale)}`,
    `Reply in: ${cleanLine(row.language)}`,
    `Name: ${cleanLine(row.name)}`,
    ...(row.organization ? [`Organization: ${cleanLine(row.organization)}`] : []),
    ...(row.role ? [`Opening or work: ${cleanLine(row.role)}`] : []),
    `Email: ${email ? (replyTo && replyTo !== email ? `${email} (${replyTo})` : email) : '-'}`,
    `Phone: ${cleanLine(row.phone) || '-'}`,
    `Country: ${cleanLine(row.country) || '-'}`,
    '',
    'Message (quoted as written):',
    ...cleanText(row.message).split('\n').map((line) => `> ${line}`),
    '',
    `Mark it handled: npm run requests -- --handled ${row.ref}`,
  ].join('\r\n');
  const headers = [
    `From: Website requests <${from}>`,
    `To: <${to}>`,
    ...(replyTo ? [`Reply-To: <${replyTo}>`] : []),
    `Subject: [${kind ?? 'unknown'}] ${kindName} ${row.ref}`,
    `Message-ID: <${row.ref}.${now.getTime()}@${domainOf(from)}>`,
    `Date: ${now.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${base64Utf8(body)}\r\n`;
}

/** Sends one notification and records the outcome; true when it went out. */
export async function notify(env: WorkerEnv, row: StoredRequest, now = Date.now()): Promise<boolean> {
  const from = env.NOTIFY_FROM ?? '';
  const to = env.NOTIFY_TO ?? '';
  let sent = false;
  try {
    if (!from || !to) throw new Error('NOTIFY_FROM and NOTIFY_TO are not set');
    await env.NOTIFY.send(new EmailMessage(from, to, notificationMime(row, from, to, new Date(now))));
    sent = true;
  } catch (error) {
    log('warn', 'notify_failed', { ref: row.ref, error: error instanceof Error ? error.name : 'unknown' });
  }
  try {
    await markNotified(env.DB, row.ref, sent, now);
  } catch (error) {
    log('error', 'notify_mark_failed', { ref: row.ref, error: error instanceof Error ? error.name : 'unknown' });
  }
  return sent;
}
