// The newsletter provider's HTTP API: one call, "send this email", in the shape Resend documents
// (POST {NEWSLETTER_API_URL}/emails, Bearer key, JSON { from, to, subject, text, headers }).
// Another provider needs only this file changed. Every mail carries RFC 8058 one-click
// unsubscribe headers and the same link in its text.
import type { NewsletterConfig } from '../../site/config.ts';
import { log } from '../../site/log.ts';

export interface NewsletterMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly unsubscribeUrl: string;
}

/** True when the provider accepted the mail. */
export async function sendNewsletterMail(config: NewsletterConfig, apiKey: string, mail: NewsletterMail): Promise<boolean> {
  try {
    const res = await fetch(`${config.apiUrl}/emails`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        from: config.from,
        to: [mail.to],
        subject: mail.subject,
        text: mail.text,
        headers: {
          'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      }),
    });
    await res.body?.cancel();
    if (!res.ok) log('warn', 'newsletter_provider_error', { status: res.status });
    return res.ok;
  } catch (error) {
    log('warn', 'newsletter_provider_error', { error: error instanceof Error ? error.name : 'unknown' });
    return false;
  }
}
