// The newsletter sign-up cannot be used to learn who is subscribed, nor to flood an address: the
// answer is the same whatever the address's state and comes before any provider call (which
// happens after the response), an inbox gets at most three confirmation mails a day however its
// address is spelled (+tags, Gmail's dots, an internationalised domain), and the site mails at
// most so many addresses an hour.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/worker.ts';
import { confirmationMailCap, confirmationMailLimit } from '../src/features/newsletter/subscribe.ts';
import { baseEnv, db, freshIp, post } from './forms.ts';
import { origin } from './helpers.ts';

const provider = { NEWSLETTER_API_URL: 'https://mail.test/api', NEWSLETTER_FROM: 'news@example.org', NEWSLETTER_API_KEY: 'test-key' };
const day = 24 * 60 * 60 * 1000;
const app = createApp();
let mails: { to: string[]; text: string }[];
let gate: Promise<void> | null;
let providerStatus: number;

beforeEach(() => {
  mails = [];
  gate = null;
  providerStatus = 200;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    mails.push(await new Request(input as RequestInfo, init as RequestInit).json());
    if (gate) await gate;
    return new Response('{"id":"x"}', { status: providerStatus });
  });
});
afterEach(() => vi.restoreAllMocks());

const subscriber = (email: string) => db.prepare('SELECT * FROM subscribers WHERE email = ?').bind(email).all<{ token: string; confirmed_at: number | null }>();
const sentTo = (email: string) => mails.filter((m) => m.to[0] === email);

describe('the same answer whatever the address\'s state', () => {
  it('a new, a pending and a subscribed address all get the 303 before the provider has answered', async () => {
    const now = Date.now();
    await db.batch([
      db.prepare("INSERT INTO subscribers (token, email, locale, created_at) VALUES ('pending-token', 'state-pending@example.net', 'en', ?)").bind(now),
      db.prepare("INSERT INTO subscribers (token, email, locale, created_at, confirmed_at) VALUES ('confirmed-token', 'state-confirmed@example.net', 'en', ?, ?)").bind(now, now),
    ]);
    let release!: () => void;
    gate = new Promise((resolve) => { release = resolve; });
    const answers: unknown[] = [];
    const contexts: ExecutionContext[] = [];
    for (const email of ['state-new@example.net', 'state-pending@example.net', 'state-confirmed@example.net']) {
      const ctx = createExecutionContext();
      contexts.push(ctx);
      const request = new Request(`${origin}/en/newsletter`, {
        method: 'POST', redirect: 'manual', body: new URLSearchParams({ email, leave_blank: '' }),
        headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': freshIp() },
      });
      // Not a timing measurement: the provider does not answer until released, so a handler that
      // waited for it would not answer at all.
      const res = await Promise.race([app.fetch(request, { ...baseEnv, ...provider }, ctx), new Promise((r) => setTimeout(() => r('waited for the provider'), 3000))]);
      answers.push(res instanceof Response ? [res.status, res.headers.get('location'), res.headers.get('cache-control'), await res.text()] : res);
    }
    expect(answers).toEqual(Array(3).fill([303, '/en/newsletter/sent', 'no-store', '']));
    release();
    await Promise.all(contexts.map((ctx) => waitOnExecutionContext(ctx)));
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['state-new@example.net', 'state-pending@example.net']);
    expect(sentTo('state-pending@example.net')[0]!.text).toContain('/en/newsletter/confirm/pending-token');
  });

  it('keeps nothing new when the provider fails, and says the same', async () => {
    providerStatus = 500;
    const res = await post('/en/newsletter', { email: 'state-down@example.net' }, {}, provider);
    expect([res.status, res.headers.get('location')]).toEqual([303, '/en/newsletter/sent']);
    expect((await subscriber('state-down@example.net')).results).toEqual([]);
  });
});

describe('confirmation mails per address', () => {
  it(`a pending address gets at most ${confirmationMailLimit.mails} a day, however many visitors ask`, async () => {
    for (let i = 0; i < 6; i++) expect((await post('/en/newsletter', { email: 'flood@example.net' }, {}, provider)).status).toBe(303);
    expect(sentTo('flood@example.net')).toHaveLength(confirmationMailLimit.mails);
    const { results: [row] } = await subscriber('flood@example.net');
    expect(new Set(sentTo('flood@example.net').map((m) => m.text.includes(row!.token)))).toEqual(new Set([true]));
    // A day later the address may have one again.
    await db.prepare('UPDATE subscribers SET mail_window_start = mail_window_start - ? WHERE email = ?').bind(day, 'flood@example.net').run();
    await post('/en/newsletter', { email: 'flood@example.net' }, {}, provider);
    expect(sentTo('flood@example.net')).toHaveLength(confirmationMailLimit.mails + 1);
  });

  it(`one inbox gets at most ${confirmationMailLimit.mails} a day however its address is spelled: +tags, Gmail's dots (issue 50, F7)`, async () => {
    const spellings = ['victim@gmail.com', 'v.ictim@gmail.com', 'vic.tim@gmail.com', 'victim+1@gmail.com', 'victim+news@gmail.com', 'Vic.Tim+2@GoogleMail.com',
      'victim@googlemail.com'];
    for (const email of spellings) expect((await post('/en/newsletter', { email }, {}, provider)).status).toBe(303);
    expect(mails).toHaveLength(confirmationMailLimit.mails);
    // Another provider's inbox: its +tags are one inbox, its dots are not.
    for (const email of ['ann+a@example.net', 'ann+b@example.net', 'ann@example.net', 'ann+c@example.net', 'a.nn@example.net']) {
      await post('/en/newsletter', { email }, {}, provider);
    }
    expect(mails.filter((m) => /^ann/.test(m.to[0]!))).toHaveLength(confirmationMailLimit.mails);
    expect(sentTo('a.nn@example.net')).toHaveLength(1);
  });

  it(`at most ${confirmationMailCap.addresses} addresses get a confirmation mail an hour, site-wide`, async () => {
    const now = Date.now();
    const hour = 60 * 60 * 1000;
    // Fill the hour: the addresses other tests mailed count too.
    const { results: [mailed] } = await db.prepare('SELECT COUNT(*) AS n FROM subscribers WHERE last_mail_at > ?').bind(now - hour).all<{ n: number }>();
    const fill = Array.from({ length: confirmationMailCap.addresses - mailed!.n }, (_, i) =>
      db.prepare('INSERT INTO subscribers (token, email, mailbox, locale, created_at, mail_window_start, mails_in_window, last_mail_at) VALUES (?, ?, ?, \'en\', ?, ?, 1, ?)')
        .bind(`cap-${i}`, `cap-${i}@example.net`, `cap-${i}@example.net`, now, now, now - hour / 2 - i * 1000));
    await db.batch(fill);
    try {
      expect((await post('/en/newsletter', { email: 'one-too-many@example.net' }, {}, provider)).status).toBe(303);
      expect(sentTo('one-too-many@example.net')).toEqual([]);
      // An hour after one of them, there is room again.
      await db.prepare('UPDATE subscribers SET last_mail_at = last_mail_at - ? WHERE token = \'cap-0\'').bind(hour).run();
      await post('/en/newsletter', { email: 'one-too-many@example.net' }, {}, provider);
      expect(sentTo('one-too-many@example.net')).toHaveLength(1);
    } finally {
      await db.prepare("DELETE FROM subscribers WHERE token LIKE 'cap-%' OR email = 'one-too-many@example.net'").run();
    }
  });

  it('a failed mail does not use up the limit', async () => {
    providerStatus = 500;
    await post('/en/newsletter', { email: 'retry@example.net' }, {}, provider); // new: nothing kept
    await db.prepare("INSERT INTO subscribers (token, email, locale, created_at) VALUES ('retry-token', 'retry@example.net', 'en', ?)").bind(Date.now()).run();
    for (let i = 0; i < 4; i++) await post('/en/newsletter', { email: 'retry@example.net' }, {}, provider);
    providerStatus = 200;
    for (let i = 0; i < 4; i++) await post('/en/newsletter', { email: 'retry@example.net' }, {}, provider);
    expect(sentTo('retry@example.net')).toHaveLength(5 + confirmationMailLimit.mails);
  });

  it('a pending address past its 7 days starts over with a new link that works', async () => {
    await db.prepare("INSERT INTO subscribers (token, email, locale, created_at) VALUES (?, 'stale-pending@example.net', 'en', ?)").bind('S'.repeat(43), Date.now() - 8 * day).run();
    await post('/en/newsletter', { email: 'stale-pending@example.net' }, {}, provider);
    const { results: [row] } = await subscriber('stale-pending@example.net');
    expect(row!.token).not.toBe('S'.repeat(43));
    expect(sentTo('stale-pending@example.net')[0]!.text).toContain(`/en/newsletter/confirm/${row!.token}`);
    expect((await post(`/en/newsletter/confirm/${row!.token}`, {}, {}, provider)).status).toBe(200);
  });
});

describe('internationalised addresses', () => {
  it('User@例え.jp is accepted, mailed and stored with its domain in punycode: one mailbox, one row', async () => {
    expect((await post('/en/newsletter', { email: ' User@例え.jp ' }, {}, provider)).status).toBe(303);
    expect(mails.map((m) => m.to)).toEqual([['user@xn--r8jz45g.jp']]);
    await post('/en/newsletter', { email: 'user@XN--R8JZ45G.jp' }, {}, provider);
    expect((await subscriber('user@xn--r8jz45g.jp')).results).toHaveLength(1);
    expect((await subscriber('user@例え.jp')).results).toEqual([]);
  });
});
