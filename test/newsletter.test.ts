// The newsletter in workerd, against a fake provider (fetch stubbed): double opt-in, the confirm
// and one-click unsubscribe links, the RFC 8058 POST, and the Atom feed offered without a provider.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, db, html, post } from './forms.ts';
import { textOf } from './helpers.ts';

const provider = { NEWSLETTER_API_URL: 'https://mail.test/api', NEWSLETTER_FROM: 'news@example.org', NEWSLETTER_API_KEY: 'test-key' };
let mails: { url: string; auth: string | null; body: { from: string; to: string[]; subject: string; text: string; headers: Record<string, string> } }[];
let providerStatus: number;

beforeEach(() => {
  mails = [];
  providerStatus = 200;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init as RequestInit);
    mails.push({ url: request.url, auth: request.headers.get('Authorization'), body: await request.json() });
    return new Response('{"id":"x"}', { status: providerStatus });
  });
});
afterEach(() => vi.restoreAllMocks());

const subscriber = (email: string) => db.prepare('SELECT * FROM subscribers WHERE email = ?').bind(email).first<{ token: string; confirmed_at: number | null; locale: string }>();

describe('with a provider', () => {
  it('sends a confirmation first and keeps the address only once it is confirmed', async () => {
    const res = await post('/en/newsletter', { email: ' Reader@Example.net ', leave_blank: '' }, {}, provider);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/newsletter/sent');
    const row = await subscriber('reader@example.net');
    expect(row).toMatchObject({ confirmed_at: null, locale: 'en' });

    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.url).toBe('https://mail.test/api/emails');
    expect(mail.auth).toBe('Bearer test-key');
    expect(mail.body.to).toEqual(['reader@example.net']);
    const confirmUrl = `http://localhost:8787/en/newsletter/confirm/${row!.token}`;
    const unsubscribeUrl = `http://localhost:8787/en/newsletter/unsubscribe/${row!.token}`;
    expect(mail.body.text).toContain(confirmUrl);
    expect(mail.body.text).toContain(unsubscribeUrl);
    expect(mail.body.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    // Following the link (a mail scanner does) changes nothing; the button's POST confirms.
    const page = await call(`/en/newsletter/confirm/${row!.token}`, {}, provider);
    expect(page.status).toBe(200);
    expect((await html(page)).querySelector('main form')?.getAttribute('method')).toBe('post');
    expect((await subscriber('reader@example.net'))!.confirmed_at).toBeNull();

    const confirmed = await post(`/en/newsletter/confirm/${row!.token}`, {}, {}, provider);
    expect(confirmed.status).toBe(200);
    expect(textOf((await html(confirmed)).querySelector('h1'))).toBe('You are subscribed');
    expect((await subscriber('reader@example.net'))!.confirmed_at).toBeTypeOf('number');
    expect(mails).toHaveLength(2); // the welcome mail, with its own unsubscribe headers
    expect(mails[1]!.body.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Signing up again does not reveal that the address is subscribed, and sends nothing.
    const again = await post('/en/newsletter', { email: 'reader@example.net' }, {}, provider);
    expect(again.headers.get('location')).toBe('/en/newsletter/sent');
    expect(mails).toHaveLength(2);
  });

  it('unsubscribes by the RFC 8058 one-click POST (no Origin) and by the page button', async () => {
    await post('/newsletter', { email: 'one-click@example.net' }, {}, provider);
    const { token } = (await subscriber('one-click@example.net'))!;
    const page = await call(`/newsletter/unsubscribe/${token}`, {}, provider);
    expect((await html(page)).querySelector(`form[action="/newsletter/unsubscribe/${token}"]`)).not.toBeNull();
    expect(await subscriber('one-click@example.net')).not.toBeNull();

    const res = await call(`/newsletter/unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    }, provider);
    expect(res.status).toBe(200);
    expect(await subscriber('one-click@example.net')).toBeNull();

    await post('/cn/newsletter', { email: 'button@example.net' }, {}, provider);
    const second = (await subscriber('button@example.net'))!;
    const byButton = await post(`/cn/newsletter/unsubscribe/${second.token}`, {}, {}, provider);
    expect(textOf((await html(byButton)).querySelector('h1'))).toBe('已取消订阅');
    expect(await subscriber('button@example.net')).toBeNull();
  });

  it('refuses a bad address (400) and another origin (403)', async () => {
    const bad = await post('/en/newsletter', { email: 'not-an-address' }, {}, provider);
    expect(bad.status).toBe(400);
    const doc = await html(bad);
    expect(textOf(doc.querySelector('#newsletter-error'))).toBe('Please enter a complete email address.');
    expect(doc.querySelector('#newsletter-email')?.getAttribute('value')).toBe('not-an-address');
    expect((await post('/en/newsletter', { email: 'x@example.net' }, { Origin: 'https://evil.example' }, provider)).status).toBe(403);
  });

  it('an unknown or expired token is a clear 404', async () => {
    const res = await post(`/en/newsletter/confirm/${'A'.repeat(43)}`, {}, {}, provider);
    expect(res.status).toBe(404);
    expect(textOf((await html(res)).querySelector('h1'))).toBe('This link no longer works');
  });
});

describe('without a provider', () => {
  it.each([['/blog', '/feed.xml'], ['/cn/blog', '/cn/feed.xml'], ['/en/blog', '/en/feed.xml']])('%s offers the Atom feed instead', async (path, feed) => {
    const doc = await html(await call(path));
    const box = doc.querySelector('[data-newsletter]')!;
    expect(box.querySelector('form')).toBeNull();
    expect(box.querySelector('button[disabled]')).toBeNull();
    expect(box.querySelector('a[data-feed-link]')?.getAttribute('href')).toBe(feed);
  });

  it('shows the form when configured, and answers a POST without one with 503', async () => {
    const doc = await html(await call('/en/blog', {}, provider));
    expect(doc.querySelector('[data-newsletter] form')?.getAttribute('action')).toBe('/en/newsletter');
    expect((await post('/en/newsletter', { email: 'a@example.net' })).status).toBe(503);
    expect(mails).toEqual([]);
  });
});
