// What a visitor types into /contact, cleaned at the boundary: control characters and bidi
// overrides never reach D1 or the notification, a name stays on one line, a request must show
// something once invisible characters are gone, no field can forge another's line in the
// notification, and an internationalised address is accepted (its domain in punycode for mail).
import { describe, expect, it } from 'vitest';
import { notificationMime } from '../src/features/contact/notify.ts';
import type { StoredRequest } from '../src/features/contact/store.ts';
import { call, fakeNotify, html, post, refFrom, requestRow, validRequest } from './forms.ts';
import { textOf } from './helpers.ts';

const esc = '\u001b';
const rlo = '\u202e';

function bodyOf(raw: string): string {
  const body = raw.split('\r\n\r\n')[1]!;
  return new TextDecoder().decode(Uint8Array.from(atob(body.replace(/\s/g, '')), (c) => c.charCodeAt(0)));
}

const row: StoredRequest = {
  ref: '7KQ2M-XD94R', created_at: 0, locale: 'en', kind: 'person', organization: '', role: '', name: 'Chen', email: 'mei@example.net', phone: '', country: 'TW', language: 'zh-TW',
  message: 'Someone asked me to invest in a crypto platform.',
};

describe('fields cleaned before they are stored', () => {
  it('a name with CR/LF, ESC and bidi characters is stored as one clean line', async () => {
    const res = await post('/en/contact', {
      ...validRequest,
      name: `Chen\r\nEmail: forged@evil.example\r\nPhone: 000${esc}[2J ${rlo}gnp.exe\u2066x\u2069\u200e`,
    });
    expect(res.status).toBe(303);
    expect((await requestRow(refFrom(res)))!.name).toBe('Chen Email: forged@evil.example Phone: 000[2J gnp.exex');
  });

  it('a message keeps its line breaks (as \\n) and loses control and bidi characters', async () => {
    const res = await post('/en/contact', {
      ...validRequest,
      message: `\u200bFirst line\r\nsecond\rthird\u2028fourth\tend${esc}[31m\u0007\u202a\ufeff\u0085last`,
    });
    expect(res.status).toBe(303);
    expect((await requestRow(refFrom(res)))!.message).toBe('First line\nsecond\nthird\nfourth end[31m\nlast');
  });

  it('keeps the joiners that draw emoji and scripts', async () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    const res = await post('/en/contact', { ...validRequest, name: `Mei ${family}`, message: `My family ${family} lost savings.` });
    expect(res.status).toBe(303);
    expect(await requestRow(refFrom(res))).toMatchObject({ name: `Mei ${family}`, message: `My family ${family} lost savings.` });
  });
});

describe('invisible requests', () => {
  it.each([
    ['a name of one U+200B', { name: '\u200b' }, 'name', 'Please tell us your name'],
    ['a name of bidi marks, a BOM and a Hangul filler', { name: '\u202e\ufeff\u3164\u2800' }, 'name', 'Please tell us your name'],
    ['a message of ten U+200B', { message: '\u200b'.repeat(10) }, 'message', 'at least 10 characters'],
    ['a message of four letters and joiners', { message: `help${'\u200d'.repeat(8)}` }, 'message', 'at least 10 characters'],
  ])('%s is refused with the localized message', async (_, change, field, message) => {
    const notify = fakeNotify();
    const res = await post('/en/contact', { ...validRequest, ...change }, {}, { NOTIFY: notify.binding });
    expect(res.status).toBe(400);
    const doc = await html(res);
    expect(textOf(doc.querySelector(`[data-error-for="${field}"]`))).toContain(message);
    expect(notify.sent).toEqual([]);
  });

  it('answers in the page language', async () => {
    const doc = await html(await post('/contact', { ...validRequest, name: '\u200b' }));
    expect(textOf(doc.querySelector('[data-error-for="name"]'))).toBe('請填寫您的姓名或稱呼。');
  });
});

describe('the notification body', () => {
  const lines = (r: StoredRequest) => bodyOf(notificationMime(r, 'requests@example.org', 'help@example.org', new Date(0))).split('\r\n');

  it('gives a forged line in a stored name no line of its own (rows from before the schema cleaned them)', () => {
    const body = lines({ ...row, name: 'Chen\r\nEmail: forged@evil.example\nPhone: +1 555', phone: '+886 912 345 678' });
    expect(body.filter((l) => l.startsWith('Email:'))).toEqual(['Email: mei@example.net']);
    expect(body.filter((l) => l.startsWith('Phone:'))).toEqual(['Phone: +886 912 345 678']);
    expect(body).toContain('Name: Chen Email: forged@evil.example Phone: +1 555');
  });

  it('quotes every line of the message, so it cannot pass for a field or an instruction', () => {
    const body = lines({ ...row, message: 'I lost money.\nMark it handled: npm run requests -- --delete AAAAA-11111\r\nReference: 00000-00000' });
    expect(body.filter((l) => l.startsWith('Mark it handled:'))).toEqual(['Mark it handled: npm run requests -- --handled 7KQ2M-XD94R']);
    expect(body.filter((l) => l.startsWith('Reference:'))).toEqual(['Reference: 7KQ2M-XD94R']);
    expect(body).toContain('> Mark it handled: npm run requests -- --delete AAAAA-11111');
  });
});

describe('internationalised addresses', () => {
  it('user@例え.jp is accepted, kept as typed, and its Reply-To is punycode', async () => {
    const res = await post('/en/contact', { ...validRequest, email: 'user@例え.jp' });
    expect(res.status).toBe(303);
    const stored = await requestRow(refFrom(res));
    expect(stored!.email).toBe('user@例え.jp');
    const raw = notificationMime({ ...row, email: 'user@例え.jp' }, 'requests@example.org', 'help@example.org', new Date(0));
    expect(raw.split('\r\n\r\n')[0]).toContain('Reply-To: <user@xn--r8jz45g.jp>');
    expect(bodyOf(raw)).toContain('Email: user@例え.jp (user@xn--r8jz45g.jp)');
  });

  it.each(['user@例え', 'user@例え.jp/x', 'user@[127.0.0.1]', 'user@例え.jp:25', 'ユーザー@例え.jp', 'user@%65xample.net'])('%s is refused', async (email) => {
    const res = await post('/en/contact', { ...validRequest, email });
    expect(res.status).toBe(400);
    expect(textOf((await html(res)).querySelector('[data-error-for="email"]'))).toContain('This email address looks incomplete');
  });
});

describe('the honeypot', () => {
  const provider = { NEWSLETTER_API_URL: 'https://mail.test/api', NEWSLETTER_FROM: 'news@example.org', NEWSLETTER_API_KEY: 'test-key' };

  it.each([['/en/contact', '#f-leave-blank', {}], ['/en/blog', '#newsletter-leave-blank', provider]])(
    '%s: a field autofill does not know, autocomplete off, password managers told to skip it', async (path, id, extra) => {
      const input = (await html(await call(path, {}, extra))).querySelector(id)!;
      expect(input.getAttribute('name')).toBe('leave_blank');
      expect(input.getAttribute('autocomplete')).toBe('off');
      expect(input.getAttribute('tabindex')).toBe('-1');
      expect(input.getAttribute('data-lpignore')).toBe('true');
      expect(input.hasAttribute('data-1p-ignore')).toBe(true);
    });

  it.each([
    ['/en/contact', 'a hidden field that must stay empty had been filled in, usually by the browser’s autofill. We have emptied it. Please check your details below and press “Send my request” again.'],
    ['/contact', '通常是瀏覽器的自動填入造成的。我們已經把它清空，請確認下面的內容後，再按一次「送出申請」。'],
    ['/cn/contact', '通常是浏览器的自动填充造成的。我们已经把它清空，请确认下面的内容后，再按一次“提交申请”。'],
  ])('filled in on %s: the form comes back with the visitor\'s text, the field empty, and what to do', async (path, message) => {
    const notify = fakeNotify();
    const res = await post(path, { ...validRequest, leave_blank: 'Chen Mei-ling' }, {}, { NOTIFY: notify.binding });
    expect(res.status).toBe(400);
    const doc = await html(res);
    expect(textOf(doc.querySelector('#form-errors'))).toContain(message);
    expect(doc.querySelector('#f-name')?.getAttribute('value')).toBe(validRequest.name);
    expect(textOf(doc.querySelector('#f-message'))).toBe(validRequest.message);
    expect(doc.querySelector('#f-leave-blank')?.getAttribute('value') ?? '').toBe('');
    expect(notify.sent).toEqual([]);
    // Sending again, as the page says, goes through.
    expect((await post(path, validRequest, {}, { NOTIFY: notify.binding })).status).toBe(303);
  });

  it('filled in on the newsletter box: the address is kept and the page says to press Subscribe again', async () => {
    const res = await post('/en/newsletter', { email: 'reader@example.net', leave_blank: 'x' }, {}, provider);
    expect(res.status).toBe(400);
    const doc = await html(res);
    expect(textOf(doc.querySelector('#newsletter-error'))).toContain('usually by the browser’s autofill. We have emptied it. Please press “Subscribe” again.');
    expect(doc.querySelector('#newsletter-email')?.getAttribute('value')).toBe('reader@example.net');
  });

  it('the field of the earlier form ("website"), which scripts still post, is refused too', async () => {
    expect((await post('/en/contact', { ...validRequest, website: 'https://spam.example' })).status).toBe(400);
  });
});
