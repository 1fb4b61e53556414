// /privacy says what the forms keep: every column of D1's tables has its sentence (a new column
// without one fails here), and how the rate limit's key is made (a keyed hash under a rotated
// secret, never stored), in every language.
import { describe, expect, it } from 'vitest';
import { call, db, html } from './forms.ts';
import { textOf } from './helpers.ts';

/** Each column, and the words of the English /privacy that say it is kept. */
const described: Record<string, Record<string, string>> = {
  requests: {
    ref: 'the reference number the system assigns to it',
    created_at: 'the time the request was sent',
    locale: 'the page language',
    kind: 'what the request is about',
    organization: 'the company or organization you name',
    role: 'the position you apply for',
    name: 'the name or form of address you enter',
    email: 'your email or phone number',
    phone: 'your email or phone number',
    country: 'your country or region',
    language: 'the language you want us to reply in',
    message: 'your account of what happened',
    notified_at: 'when it emailed us about your request',
    notify_attempts: 'how many times it tried to (it tries again if a send fails)',
    handled_at: 'when our staff marked the request as handled',
  },
  subscribers: {
    token: 'the random code in your confirmation and unsubscribe links',
    email: 'your email address',
    locale: 'the page language when you subscribed',
    created_at: 'when you subscribed and confirmed',
    confirmed_at: 'when you subscribed and confirmed',
    mails_in_window: 'how many confirmation emails were sent to the address within 24 hours',
    mail_window_start: 'when the first and the last of them were sent',
    last_mail_at: 'when the first and the last of them were sent',
    mailbox: 'the inbox the address reaches (the address without any “+” tag, and for Gmail without dots)',
  },
};

// The newsletter's section shows where the site runs one (test/privacy-features.test.ts).
const withNewsletter = { NEWSLETTER_API_URL: 'https://mail.test/api', NEWSLETTER_FROM: 'news@example.org', NEWSLETTER_API_KEY: 'test-key' };
const privacyText = async (path: string) => textOf((await html(await call(path, {}, withNewsletter))).querySelector('main'));

describe('/privacy', () => {
  it.each(Object.keys(described))('names every column of %s', async (table) => {
    const { results } = await db.prepare(`SELECT name FROM pragma_table_info('${table}')`).all<{ name: string }>();
    expect(results.map((c) => c.name).sort()).toEqual(Object.keys(described[table]!).sort());
    const text = await privacyText('/en/privacy');
    for (const words of Object.values(described[table]!)) expect(text).toContain(words);
  });

  it.each([
    ['/en/privacy', ['first 64 bits', 'a secret key that only the Association holds and changes often', 'keyed hash (HMAC-SHA-256)', 'never saved in our database or in any log']],
    ['/privacy', ['前 64 位元', '只有本協會持有、並會定期更換的金鑰', '雜湊值（HMAC-SHA-256）', '不會存進資料庫或任何紀錄', '試著寄了幾次', '標記為「已處理」', '24 小時內寄出了幾封確認信']],
    ['/cn/privacy', ['前 64 位', '定期更换的密钥', '哈希值（HMAC-SHA-256）', '尝试发送了几次', '24 小时内发出了几封确认邮件']],
  ])('%s says how the rate-limit key is made and what else is kept', async (path, phrases) => {
    const text = await privacyText(path);
    for (const phrase of phrases) expect(text).toContain(phrase);
    expect(text).not.toMatch(/one-way hash|單向雜湊|单向哈希/);
  });
});
