// The assessment request (/contact) in workerd: the form in three languages, a valid request
import { individualsPayNothing } from '../src/components/Fees.tsx';
// stored before the 303 and notified after it, its thank-you page shown to the sending browser
// only, one message per invalid field, every refusal with its status, a failed notification kept and retried by the Cron handler, retention, and no
// visitor input in any log line.
import { commitments } from '../src/content/commitments.ts';
import { findScamGuide } from '../src/content/scams.ts';
import { firstSteps, reportChannels } from '../src/content/report.ts';
import { bankSteps, generalBankShort } from '../src/content/report-help.ts';
import { places } from '../src/site/place.ts';
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker, { createApp } from '../src/worker.ts';
import { notificationMime } from '../src/features/contact/notify.ts';
import { retention } from '../src/features/forms/retention.ts';
import { thanksMaxAgeSeconds } from '../src/features/contact/thanks-proof.ts';
import { baseEnv, call, callAsSender, cookieFrom, db, fakeNotify, senderCookie, html, post, refFrom, requestRow, validRequest } from './forms.ts';
import { parse } from 'node-html-parser';
import { origin, textOf } from './helpers.ts';

afterEach(() => vi.restoreAllMocks());

const day = 24 * 60 * 60 * 1000;

describe('the form page', () => {
  it.each([
    ['/contact', '送出之前，請記得', '/privacy'],
    ['/cn/contact', '提交之前，请记得', '/cn/privacy'],
    ['/en/contact', 'Before you send', '/en/privacy'],
  ])('%s shows the warning and a form that posts to itself', async (path, warning, privacy) => {
    const res = await call(path);
    expect(res.status).toBe(200);
    const doc = await html(res);
    expect(textOf(doc.querySelector('main'))).toContain(warning);
    const form = doc.querySelector('form[data-contact-form]')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(path);
    for (const name of ['name', 'email', 'phone', 'country', 'language', 'message', 'consent', 'leave_blank']) {
      expect(form.querySelector(`[name="${name}"]`), name).not.toBeNull();
    }
    expect(form.querySelector(`a[href="${privacy}"]`)).not.toBeNull();
    // The service countries, Mainland China (first for Simplified Chinese readers, most of whom
    // are there), then "another country" last.
    const options = form.querySelectorAll('#f-country option').map((o) => o.getAttribute('value'));
    const service = places.filter((cc) => cc !== 'CN');
    expect(options).toEqual(path.startsWith('/cn/') ? ['', 'CN', ...service, 'other'] : ['', ...service, 'CN', 'other']);
    // Mainland China is not served: the note beside the form is there, hidden until it is chosen.
    expect(form.querySelector('[data-mainland-note]')?.hasAttribute('hidden')).toBe(true);
  });

  it('a reader who chose Mainland China sees, beside the form, that it is not served there, and 110', async () => {
    for (const [path, served] of [['/cn/contact', '本协会未在中国大陆提供服务'], ['/contact', '本協會未在中國大陸提供服務'], ['/en/contact', 'We do not work in mainland China']] as const) {
      const form = (await html(await call(path, { headers: { Cookie: 'place=CN' } }))).querySelector('form[data-contact-form]')!;
      const note = form.querySelector('[data-mainland-note]')!;
      expect(note.hasAttribute('hidden'), path).toBe(false);
      expect(textOf(note), path).toContain(served);
      expect(note.querySelector('a')?.getAttribute('href')).toBe(`tel:${reportChannels.find((c) => c.country === 'CN')!.phones[0]!.number}`);
    }
  });

  it.each([['/contact', 'zh-TW'], ['/cn/contact', 'zh-CN'], ['/en/contact', 'en']])(
    '%s states the length the message box enforces, written as the language writes numbers', async (path, tag) => {
      const doc = await html(await call(path));
      const box = doc.querySelector('#f-message')!;
      const [min, max] = ['minlength', 'maxlength'].map((a) => Number(box.getAttribute(a)));
      const hint = textOf(doc.querySelector('#message-hint'));
      expect(hint).toContain(String(min));
      expect(hint).toContain(max!.toLocaleString(tag));
      expect(box.getAttribute('aria-describedby')).toContain('message-hint');
    });

  it('says never to send passwords, codes or card numbers, that the assessment is free, and what we charge after it (the fee table under the form)', async () => {
    const doc = await html(await call('/en/contact'));
    expect(textOf(doc.querySelector('[data-warning="secrets"]'))).toMatch(/passwords, one-time codes or card numbers/);
    expect(textOf(doc.querySelector('[data-warning="payment"]'))).toContain(commitments.freeAssessment.en);
    expect(doc.querySelector('[data-warning="payment"] a[href="#fees"]')).not.toBeNull();
    expect(textOf(doc.querySelector('#fees [data-fees]'))).toContain(commitments.fees.en);
  });

  it.each(['/contact', '/cn/contact', '/en/contact'])('%s keeps "individuals pay nothing" in view and folds the business fees (closed), while How We Work shows them open', async (path) => {
    const doc = await html(await call(path));
    const fold = doc.querySelector('#fees details[data-fees-fold]');
    if (!individualsPayNothing()) return expect(fold).toBeNull();
    expect(fold).not.toBeNull();
    expect(fold!.hasAttribute('open')).toBe(false);
    expect(textOf(fold!.querySelector('summary'))).not.toBe('');
    expect(fold!.querySelector('[data-fee-amount]')).not.toBeNull();
    expect(doc.querySelectorAll('#fees [data-individuals-pay-nothing]').length).toBe(1);
    const short = doc.querySelector('#fees [data-individuals-pay-nothing]');
    expect(short?.closest('details')).toBeNull();
    const locale = path.startsWith('/en') ? 'en' : path.startsWith('/cn') ? 'zh-CN' : 'zh-TW';
    expect(textOf(short)).toContain(commitments.individualsPayNothing[locale]);
    const how = await html(await call(path.replace('/contact', '/how-we-work')));
    expect(how.querySelector('[data-fees] [data-fee-amount]')?.closest('details')).toBeNull();
  });

  it('is where every consultation button and the footer lead', async () => {
    const doc = await html(await call('/en'));
    const consult = doc.querySelectorAll('a[data-consult]').map((a) => a.getAttribute('href'));
    expect(consult.length).toBeGreaterThanOrEqual(3);
    expect(new Set(consult)).toEqual(new Set(['/en/contact']));
    expect(doc.querySelector('footer a[href="/en/contact"]')).not.toBeNull();
  });
});

describe('a valid request', () => {
  it('is stored, answered with a 303 to the thank-you page, then notified', async () => {
    const notify = fakeNotify();
    const res = await post('/en/contact', { ...validRequest, name: '  Chen Mei-ling  ' }, {}, { NOTIFY: notify.binding });
    expect(res.status).toBe(303);
    const ref = refFrom(res);
    expect(res.headers.get('Location')).toBe(`/en/contact/thanks/${ref}?country=TW`);
    const row = await requestRow(ref);
    expect(row).toMatchObject({ name: 'Chen Mei-ling', email: 'mei@example.net', country: 'TW', language: 'zh-TW', locale: 'en', notify_attempts: 1 });
    expect(row!.notified_at).toBeTypeOf('number');
    expect(notify.sent).toEqual([{ from: 'requests@example.org', to: 'help@example.org' }]);
  });

  it('is notified as a plain-text UTF-8 message with the reference in the subject', () => {
    const row = { ref: '7KQ2M-XD94R', created_at: 0, locale: 'zh-TW', kind: 'person', organization: '', role: '', name: '王小明', email: 'mei@example.net', phone: '', country: 'TW', language: 'zh-TW', message: '被騙投資虛擬貨幣。' };
    const raw = notificationMime(row, 'requests@example.org', 'help@example.org', new Date(0));
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toContain('Subject: [person] Assessment request 7KQ2M-XD94R');
    expect(head).toContain('Reply-To: <mei@example.net>');
    expect(head).toContain('From: Website requests <requests@example.org>');
    expect(head).not.toContain('王小明');
    const bytes = Uint8Array.from(atob(body!.replace(/\s/g, '')), (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toContain('Name: 王小明');
  });

  it('keeps Chinese text intact, with a phone number instead of an email', async () => {
    const notify = fakeNotify();
    const res = await post('/contact', { ...validRequest, email: '', phone: '+886 912-345-678', name: '王小明', message: '我在交友軟體上認識對方，被騙投資虛擬貨幣。' }, {}, { NOTIFY: notify.binding });
    expect(res.status).toBe(303);
    expect(await requestRow(refFrom(res))).toMatchObject({ name: '王小明', phone: '+886 912-345-678', email: '', locale: 'zh-TW' });
  });

  it('gets a private thank-you page with the reference and the report-first steps', async () => {
    const res = await callAsSender('/cn/contact/thanks/7KQ2M-XD94R');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const doc = await html(res);
    expect(textOf(doc.querySelector('[data-reference]'))).toBe('7KQ2M-XD94R');
    expect(doc.querySelector('#report-first')).not.toBeNull();
    expect((await call('/contact/thanks/not-a-ref')).status).toBe(404);
  });
});

describe('the thank-you page', () => {
  const cf = (country: string) => ({ cf: { country } as IncomingRequestCfProperties } as RequestInit);
  const channels = async (path: string, country: string) =>
    (await html(await callAsSender(path, cf(country)))).querySelectorAll('#report-first [data-country]').map((c) => c.getAttribute('data-country'));

  it('shows the official channel of the country chosen in the form, not the one the request came from', async () => {
    const res = await post('/en/contact', { ...validRequest, country: 'GB' });
    const location = res.headers.get('Location')!;
    expect(location).toBe(`/en/contact/thanks/${refFrom(res)}?country=GB`);
    expect(await channels(location, 'AU')).toEqual(['GB']);
    expect(await channels('/contact/thanks/7KQ2M-XD94R?country=AU', 'TW')).toEqual(['AU']);
  });

  it('a reader who chose Mainland China has it preselected, sends it, and is shown 110, not another place', async () => {
    const form = await html(await call('/cn/contact', { headers: { Cookie: 'place=CN' } }));
    expect(form.querySelector('#f-country option[selected]')?.getAttribute('value')).toBe('CN');
    // Above the form, the police first, as there (FACTS block 4), not the bank.
    expect(form.querySelector('a[data-mainland-call]')?.getAttribute('href')).toBe(`tel:${reportChannels.find((c) => c.country === 'CN')!.phones[0]!.number}`);
    expect((await html(await call('/cn/contact', { headers: { Cookie: 'place=TW' } }))).querySelector('a[data-mainland-call]')).toBeNull();
    const res = await post('/cn/contact', { ...validRequest, country: 'CN' });
    const location = res.headers.get('Location')!;
    expect(location).toBe(`/cn/contact/thanks/${refFrom(res)}?country=CN`);
    expect((await requestRow(refFrom(res)))?.country).toBe('CN');
    expect(await channels(location, 'HK')).toEqual(['CN']);
    const card = (await html(await callAsSender(location))).querySelector('#report-first [data-country="CN"]')!;
    expect(card.querySelector('a[href="tel:110"]')).not.toBeNull();
  });

  it('counts in its lead the steps it gives: a person\'s first steps, a company\'s business-email steps', async () => {
    const guide = findScamGuide('business-email')!;
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    for (const kind of ['person', 'business']) {
      const doc = await html(await callAsSender(`/en/contact/thanks/7KQ2M-XD94R?kind=${kind}`));
      const count = doc.querySelectorAll('#report-first ol > li').length;
      expect(count).toBe(kind === 'business' ? guide.doNow.length : firstSteps.length);
      expect(textOf(doc.querySelector('#report-first-title + p'))).toContain(`Do these ${words[count]} things first`);
    }
    const zh = await html(await callAsSender('/contact/thanks/7KQ2M-XD94R?kind=business'));
    expect(textOf(zh.querySelector('#report-first-title + p'))).toContain(`先做這${'零一二三四五六七八九十'[guide.doNow.length]}件事`);
  });

  it('says each thing once, and gives a company the business-email steps, not the five for a person', async () => {
    const person = await html(await callAsSender('/en/contact/thanks/7KQ2M-XD94R?kind=person'));
    const lead = textOf(person.querySelector('[data-hero] p'));
    expect(person.querySelectorAll('main li').map(textOf)).not.toContain(lead);
    const business = await html(await callAsSender('/en/contact/thanks/7KQ2M-XD94R?kind=business'));
    const steps = (doc: ReturnType<typeof parse>) => doc.querySelectorAll('#report-first ol > li').map(textOf);
    expect(steps(business)).not.toEqual(steps(person));
    const guide = findScamGuide('business-email')!;
    expect(steps(business).join(' ')).toContain(guide.doNow[0]!.en.slice(0, 30));
  });

  // Issue 40's grade: on a phone the number was 2.5 screens down, after the steps, and the bank's
  // own line (UK 159) was missing. Mainland China's box says 110 first, before "call your bank".
  it.each(places)('for %s: the place\'s number and bank line come before what happens next and the steps, in every language, for a person and a company', async (place) => {
    const channel = reportChannels.find((c) => c.country === place)!;
    const phone = channel.phones[0];
    const tel = (n: string) => `tel:${n.replace(/[^+\d]/g, '')}`;
    // Where the only number is for emergencies, the way to report is the official site (if any),
    // and the number is given as what it is for.
    const site = channel.websites[0] ? `https://${channel.websites[0]}` : undefined;
    const target = phone && !phone.emergencyOnly ? tel(phone.number) : site;
    const bank = bankSteps[place];
    const bankPhone = bank?.phones[0]?.number;
    for (const [prefix, locale] of [['', 'zh-TW'], ['/cn', 'zh-CN'], ['/en', 'en']] as const) {
      for (const kind of ['person', 'business']) {
        const path = `${prefix}/contact/thanks/7KQ2M-XD94R?kind=${kind}&country=${place}`;
        const raw = await (await callAsSender(path, cf('AU'))).text();
        const box = parse(raw).querySelector('[data-first-call]');
        expect(box?.getAttribute('data-first-call'), path).toBe(place);
        expect(box!.querySelector('[data-official-call]')?.getAttribute('href'), path).toBe(target);
        if (phone?.emergencyOnly) expect(box!.querySelector('[data-emergency-call]')?.getAttribute('href'), path).toBe(tel(phone.number));
        // Where the bank step is itself the police's number (110 in Mainland China), the box has said
        // "call the police" already: only that the bank comes next.
        if (bankPhone !== undefined && bankPhone === phone?.number && !phone.emergencyOnly) expect(textOf(box), path).toMatch(/銀行|银行|bank/);
        else expect(textOf(box), path).toContain(textOf(parse((bank?.short ?? generalBankShort)[locale])));
        if (bankPhone && bankPhone !== phone?.number) expect(box!.querySelector('[data-bank-call]')?.getAttribute('href'), path).toBe(tel(bankPhone));
        // Before what happens next and before the steps, in the page's order (a phone's too).
        const at = (marker: string) => raw.indexOf(marker);
        expect(at('data-first-call='), path).toBeGreaterThan(at('data-not-police'));
        expect(at('data-first-call='), path).toBeLessThan(at('id="next-title"'));
        expect(at('id="next-title"'), path).toBeLessThan(at('id="report-first"'));
      }
    }
  });

  it('with no place chosen in the form, offers the way to find one, not a number of another place', async () => {
    for (const prefix of ['', '/cn', '/en']) {
      const res = await post(`${prefix}/contact`, { ...validRequest, country: 'other' });
      const box = (await html(await callAsSender(res.headers.get('Location')!, cf('TW')))).querySelector('[data-first-call]');
      expect(box?.getAttribute('data-first-call'), prefix).toBe('');
      expect(box!.querySelector('[data-other-places]')?.getAttribute('href'), prefix).toBe(`${prefix}/report#places`);
      expect(box!.querySelector('a[href^="tel:"]'), prefix).toBeNull();
    }
  });

  it('follows no country for "another country", nor for a made-up one', async () => {
    const res = await post('/cn/contact', { ...validRequest, country: 'other' });
    const location = res.headers.get('Location')!;
    expect(location).toBe(`/cn/contact/thanks/${refFrom(res)}`);
    const none = await channels(location, 'ZZ');
    expect(none.length).toBeGreaterThan(0);
    expect(await channels(location, 'AU')).toEqual(none);
    expect(await channels(`${location}?country=XX`, 'AU')).toEqual(none);
  });

  it.each([
    ['/contact/thanks/7KQ2M-XD94R', '我們通常會在 5 個工作天內回覆', '這份申請不是報案', '不會產生警方的案件編號', '保留受理單位給您的案件編號'],
    ['/cn/contact/thanks/7KQ2M-XD94R', '我们通常会在 5 个工作日内回复', '这份申请不是报案', '不会产生警方的报案回执', '保留受理单位给您的报案回执'],
    ['/en/contact/thanks/7KQ2M-XD94R', 'We usually reply within five business days', 'This request is not a police report', 'gives you no police case number', 'keep the case number'],
  ])('%s says when to expect a reply and that the request is not a police report', async (path, reply, title, noNumber, keep) => {
    const doc = await html(await callAsSender(path));
    expect(textOf(doc.querySelector('[data-reply-within]'))).toContain(reply);
    const notPolice = textOf(doc.querySelector('[data-not-police]'));
    for (const words of [title, noNumber, keep]) expect(notPolice).toContain(words);
  });

  it('says the reply time the operator set (REPLY_WITHIN_DAYS), and the default for a malformed one', async () => {
    const within = async (value: string, path = '/en/contact/thanks/7KQ2M-XD94R') =>
      textOf((await html(await callAsSender(path, {}, { REPLY_WITHIN_DAYS: value }))).querySelector('[data-reply-within]'));
    expect(await within('1')).toContain('within one business day.');
    expect(await within('10')).toContain('within 10 business days.');
    expect(await within('10', '/contact/thanks/7KQ2M-XD94R')).toContain('10 個工作天');
    expect(await within('soon')).toContain('within five business days.');
  });
});

describe('a thank-you page confirms only a request this browser just sent (issue 50, F4)', () => {
  // Any well-formed reference used to get "We have received your request, your reference number
  // is …": a recovery scammer's proof, on our domain, of a case that does not exist.
  const forged = '/en/contact/thanks/SCAM0-CASE1';
  const neutral = async (res: Response, ref: string) => {
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const doc = await html(res);
    expect(doc.querySelector('[data-reference]')).toBeNull();
    expect(doc.querySelector('[data-unconfirmed]')).not.toBeNull();
    expect(textOf(doc.querySelector('main')) + textOf(doc.querySelector('title'))).not.toContain(ref);
    return doc;
  };

  it('a link with any reference, opened by anyone, shows no reference and confirms nothing', async () => {
    const doc = await neutral(await call(forged), 'SCAM0-CASE1');
    expect(textOf(doc.querySelector('h1'))).toBe('This page confirms no request');
    expect(textOf(doc.querySelector('main'))).toContain('it is not proof');
    expect(textOf(doc.querySelector('title'))).toContain('This page confirms no request');
    for (const [path, title] of [['/contact/thanks/SCAM0-CASE1', '這個頁面不能證明任何申請'], ['/cn/contact/thanks/SCAM0-CASE1', '这个页面不能证明任何申请']] as const) {
      expect(textOf((await neutral(await call(path), 'SCAM0-CASE1')).querySelector('h1'))).toBe(title);
    }
  });

  it('the browser that sent a request gets a signed cookie for each language\'s thank-you page, and sees its reference there', async () => {
    const res = await post('/en/contact', { ...validRequest, country: 'GB' });
    const ref = refFrom(res);
    const cookies = res.headers.getSetCookie();
    expect(cookies.map((c) => /Path=([^;]+)/.exec(c)?.[1])).toEqual(['/contact/thanks', '/cn/contact/thanks', '/en/contact/thanks']);
    for (const cookie of cookies) {
      expect(cookie).toMatch(new RegExp(`^thanks=${ref}\\.\\d+\\.[\\w-]{43}; `));
      expect(cookie).toContain(`Max-Age=${thanksMaxAgeSeconds}; SameSite=Strict; HttpOnly`);
    }
    const headers = { Cookie: cookieFrom(res) };
    const doc = await html(await call(res.headers.get('Location')!, { headers }));
    expect(textOf(doc.querySelector('[data-reference]'))).toBe(ref);
    // The same page in another language (the switcher), from that path's cookie.
    const zh = await html(await call(`/contact/thanks/${ref}?country=GB`, { headers }));
    expect(textOf(zh.querySelector('[data-reference]'))).toBe(ref);
    // The same browser, another reference: nothing.
    await neutral(await call(forged, { headers }), 'SCAM0-CASE1');
  });

  it('a cookie expired, tampered with, or signed under another secret confirms nothing', async () => {
    const ref = '7KQ2M-XD94R';
    const path = `/en/contact/thanks/${ref}`;
    const expired = await senderCookie(ref, {}, Date.now() - thanksMaxAgeSeconds * 1000 - 1000);
    await neutral(await call(path, { headers: { Cookie: expired } }), ref);
    const good = await senderCookie(ref);
    const tampered = good.replace(/\.(\d+)\./, (_, exp: string) => `.${Number(exp) + 600}.`);
    await neutral(await call(path, { headers: { Cookie: tampered } }), ref);
    await neutral(await call(path, { headers: { Cookie: good.replace(ref, 'SCAM0-CASE1') } }), ref);
    await neutral(await call(path, { headers: { Cookie: await senderCookie(ref, { SIGNING_SECRET: 'another secret' }) } }), ref);
    expect(textOf((await html(await call(path, { headers: { Cookie: good } }))).querySelector('[data-reference]'))).toBe(ref);
  });

  it('with SIGNING_SECRET set, a proof made in one isolate holds in another', async () => {
    const secret = { SIGNING_SECRET: 'the production secret' };
    const res = await post('/en/contact', validRequest, {}, secret);
    const other = createApp();
    const ctx = createExecutionContext();
    const page = await other.fetch(new Request(origin + res.headers.get('Location')!, { headers: { Cookie: cookieFrom(res) } }), { ...baseEnv, ...secret }, ctx);
    await waitOnExecutionContext(ctx);
    expect(textOf((await html(page)).querySelector('[data-reference]'))).toBe(refFrom(res));
  });

  it('in production without SIGNING_SECRET it still works in the isolate, and says what to set', async () => {
    // A fresh isolate's modules: the per-isolate key is made, and said, once per isolate.
    vi.resetModules();
    const { createApp: freshApp } = await import('../src/worker.ts');
    const app = freshApp();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // (With the rate limit's secret, so this test leaves that key's per-isolate fallback to its own test.)
    const production = { ...baseEnv, ENVIRONMENT: 'production', RATE_LIMIT_SECRET: 'test rate-limit secret' };
    const send = async (request: Request) => {
      const ctx = createExecutionContext();
      const res = await app.fetch(request, production, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    };
    const res = await send(new Request(`${origin}/en/contact`, {
      method: 'POST', redirect: 'manual', body: new URLSearchParams(validRequest),
      headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': '198.51.100.250' },
    }));
    const page = await send(new Request(origin + res.headers.get('Location')!, { headers: { Cookie: cookieFrom(res) } }));
    expect(textOf((await html(page)).querySelector('[data-reference]'))).toBe(refFrom(res));
    expect(error.mock.calls.map((c) => String(c[0])).join('\n')).toContain('"event":"signing_secret_missing"');
    error.mockRestore();
  });
});

describe('invalid input', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['name', { name: '' }, 'Please tell us your name'],
    ['name', { name: 'x'.repeat(101) }, '100 characters or fewer'],
    ['email', { email: 'mei@' }, 'This email address looks incomplete'],
    ['email', { email: '', phone: '' }, 'Please give an email address or a phone number'],
    ['phone', { phone: 'call me' }, 'Please enter a phone number'],
    ['country', { country: 'XX' }, 'Please choose a country'],
    ['language', { language: 'fr' }, 'Please choose the language'],
    ['message', { message: 'help' }, 'at least 10 characters'],
    ['message', { message: 'x'.repeat(2001) }, '2000 characters or fewer'],
    ['consent', { consent: '' }, 'Please check the box'],
  ];
  it.each(cases)('%s: %j comes back with status 400, the values and one message', async (field, change, message) => {
    const before = await db.prepare('SELECT COUNT(*) AS n FROM requests').first<{ n: number }>();
    const res = await post('/en/contact', { ...validRequest, ...change });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const doc = await html(res);
    const errors = doc.querySelectorAll('[data-error-for]').filter((e) => textOf(e) !== '');
    expect(errors.map((e) => e.getAttribute('data-error-for'))).toEqual([field]);
    expect(textOf(errors[0])).toContain(message);
    expect(doc.querySelector(`[name="${field}"]`)?.getAttribute('aria-invalid')).toBe('true');
    expect(doc.querySelector('#f-name')?.getAttribute('value')).toBe(change.name ?? validRequest.name);
    expect(textOf(doc.querySelector('#f-message'))).toBe(change.message ?? validRequest.message);
    expect(await db.prepare('SELECT COUNT(*) AS n FROM requests').first()).toEqual(before);
  });

  it('answers in the page language', async () => {
    const doc = await html(await post('/contact', { ...validRequest, name: '' }));
    expect(textOf(doc.querySelector('[data-error-for="name"]'))).toBe('請填寫您的姓名或稱呼。');
    const cn = await html(await post('/cn/contact', { ...validRequest, consent: '' }));
    expect(textOf(cn.querySelector('[data-error-for="consent"]'))).toBe('请勾选同意，我们才能处理您的申请。');
  });

  it('puts the form and its error summary before the warning, with a link to each field in error', async () => {
    const text = await (await post('/en/contact', { ...validRequest, name: '', message: 'help' })).text();
    expect(text.indexOf('id="form-errors"')).toBeGreaterThan(0);
    expect(text.indexOf('id="form-errors"')).toBeLessThan(text.indexOf('id="warning-title"'));
    const doc = parse(text);
    const links = doc.querySelectorAll('#form-errors a');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#f-name', '#f-message']);
    for (const a of links) expect(doc.querySelector(a.getAttribute('href')!), a.getAttribute('href')!).not.toBeNull();
    expect(textOf(links[0])).toBe(textOf(doc.querySelector('[data-error-for="name"]')));
    expect(textOf(links[1])).toContain('at least 10 characters');
    // The page as first shown keeps the warning first.
    const fresh = await (await call('/en/contact')).text();
    expect(fresh.indexOf('id="warning-title"')).toBeLessThan(fresh.indexOf('id="form-errors"'));
  });

  it('reports several fields at once, one message each', async () => {
    const doc = await html(await post('/en/contact', { name: '', email: 'x', message: '' }));
    expect(doc.querySelectorAll('[data-error-for]').filter((e) => textOf(e) !== '').map((e) => e.getAttribute('data-error-for')))
      .toEqual(['name', 'email', 'country', 'language', 'message', 'consent']);
  });
});

describe('refused', () => {
  it('a POST from another site (403), or without Origin', async () => {
    expect((await post('/en/contact', validRequest, { Origin: 'https://evil.example' })).status).toBe(403);
    const noOrigin = await call('/en/contact', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(validRequest) });
    expect(noOrigin.status).toBe(403);
    expect(textOf((await html(noOrigin)).querySelector('h1'))).toBe('This could not be sent');
  });

  it('the honeypot filled in (400, nothing stored)', async () => {
    const notify = fakeNotify();
    const res = await post('/en/contact', { ...validRequest, leave_blank: 'https://spam.example' }, {}, { NOTIFY: notify.binding });
    expect(res.status).toBe(400);
    expect(textOf((await html(res)).querySelector('#form-errors'))).toContain('not sent');
    expect(notify.sent).toEqual([]);
  });

  it('an oversized body (413), with or without Content-Length', async () => {
    expect((await post('/en/contact', { ...validRequest, message: 'x'.repeat(40_000) })).status).toBe(413);
    const chunked = new ReadableStream({
      start(c) { c.enqueue(new TextEncoder().encode(`message=${'y'.repeat(40_000)}`)); c.close(); },
    });
    const res = await call('/en/contact', {
      method: 'POST', body: chunked, duplex: 'half',
      headers: { Origin: 'https://site.test', 'Content-Type': 'application/x-www-form-urlencoded' },
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it.each(['application/json', 'text/plain', ''])('content type %j (415)', async (type) => {
    const res = await call('/en/contact', { method: 'POST', headers: { Origin: 'https://site.test', ...(type ? { 'Content-Type': type } : {}) }, body: JSON.stringify(validRequest) });
    expect(res.status).toBe(415);
  });

  it('the 11th post in a minute from one visitor (429, a localized page)', async () => {
    const ip = '198.51.100.77';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post('/contact', { ...validRequest, name: '' }, { 'CF-Connecting-IP': ip })).status);
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    const res = await post('/contact', validRequest, { 'CF-Connecting-IP': ip });
    expect(res.status).toBe(429);
    expect(textOf((await html(res)).querySelector('h1'))).toBe('請稍候再試');
    // Another visitor is not affected.
    expect((await post('/contact', { ...validRequest, name: '' }, { 'CF-Connecting-IP': '198.51.100.78' })).status).toBe(400);
  });

  it('other methods keep 405, and form paths say POST is allowed', async () => {
    const put = await call('/en/contact', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
    const about = await call('/en/about', { method: 'POST', headers: { Origin: 'https://site.test' } });
    expect(about.status).toBe(405);
    expect(about.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('notification failures and the Cron trigger', () => {
  it('keeps the request when the email fails, and the retry sends it', async () => {
    const res = await post('/en/contact', validRequest, {}, { NOTIFY: fakeNotify(true).binding });
    expect(res.status).toBe(303);
    const ref = refFrom(res);
    expect(await requestRow(ref)).toMatchObject({ notified_at: null, notify_attempts: 1 });

    const notify = fakeNotify();
    const controller = createScheduledController({ scheduledTime: Date.now() + 5 * 60_000, cron: '*/15 * * * *' });
    await worker.scheduled(controller, { ...baseEnv, NOTIFY: notify.binding });
    expect(notify.sent.length).toBeGreaterThanOrEqual(1);
    const row = await requestRow(ref);
    expect(row!.notified_at).toBeTypeOf('number');
    expect(row!.notify_attempts).toBe(2);
  });

  it('deletes requests past the retention on /privacy and unconfirmed addresses after 7 days', async () => {
    const now = Date.now();
    const old = now - (retention.requestsDays + 1) * day;
    const insert = (ref: string, at: number) => db.prepare(
      "INSERT INTO requests (ref, created_at, locale, name, country, language, message, notified_at) VALUES (?, ?, 'en', 'n', 'TW', 'en', 'm', ?)",
    ).bind(ref, at, at);
    await db.batch([insert('OLD00-00001', old), insert('NEW00-00001', now - 10 * day)]);
    const sub = (token: string, at: number, confirmed: number | null) => db.prepare(
      "INSERT INTO subscribers (token, email, locale, created_at, confirmed_at) VALUES (?, ?, 'en', ?, ?)",
    ).bind(token, `${token}@example.net`, at, confirmed);
    await db.batch([sub('stale', now - 8 * day, null), sub('fresh', now - day, null), sub('kept', now - 400 * day, now - 399 * day)]);

    await worker.scheduled(createScheduledController({ scheduledTime: now }), { ...baseEnv, NOTIFY: fakeNotify().binding });
    expect(await requestRow('OLD00-00001')).toBeNull();
    expect(await requestRow('NEW00-00001')).not.toBeNull();
    const tokens = (await db.prepare("SELECT token FROM subscribers WHERE token IN ('stale', 'fresh', 'kept') ORDER BY token").all<{ token: string }>()).results.map((r) => r.token);
    expect(tokens).toEqual(['fresh', 'kept']);
  });

  it('/privacy states the same periods in every language (the newsletter\'s where the site runs one)', async () => {
    const newsletter = { NEWSLETTER_API_URL: 'https://mail.test/api', NEWSLETTER_FROM: 'news@example.org', NEWSLETTER_API_KEY: 'test-key' };
    expect(textOf((await html(await call('/en/privacy', {}, newsletter))).querySelector('main'))).toMatch(/180 days after it arrives[\s\S]*after seven days/);
    expect(textOf((await html(await call('/privacy', {}, newsletter))).querySelector('main'))).toMatch(/180 天[\s\S]*7 天/);
    expect(textOf((await html(await call('/cn/privacy', {}, newsletter))).querySelector('main'))).toMatch(/180 天[\s\S]*7 天/);
  });
});

describe('logs', () => {
  it('never contain what a visitor typed', async () => {
    const lines: string[] = [];
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => { lines.push(args.map(String).join(' ')); });
    }
    const secret = { ...validRequest, name: 'Zyxwv Canary', email: 'canary-7731@example.net', phone: '+1 555 7731', message: 'canary message 7731 about a scam' };
    await post('/en/contact', secret, {}, { NOTIFY: fakeNotify(true).binding });
    await post('/en/contact', { ...secret, email: 'canary-7731@' });
    await post('/en/contact', { ...secret, leave_blank: 'canary-7731' });
    await post('/en/contact', secret, { Origin: 'https://canary-7731.example' });
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now() + 5 * 60_000 }), { ...baseEnv, NOTIFY: fakeNotify(true).binding });
    expect(lines.length).toBeGreaterThan(0); // the failed notifications were logged
    expect(lines.filter((l) => /canary|7731|Zyxwv/i.test(l))).toEqual([]);
    expect(lines.join('\n')).not.toMatch(/203\.0\.113|198\.51\.100/);
  });
});

describe('the form says when a reply comes, before it is sent', () => {
  it.each(['/contact', '/cn/contact', '/en/contact'])('%s names the reply time above the button, from the configuration', async (path) => {
    const days = 12; // 10 or more: English writes it in numerals too (one to nine in words)
    const doc = await html(await call(path, {}, { REPLY_WITHIN_DAYS: String(days) }));
    const note = doc.querySelector('form [data-reply-note]');
    expect(textOf(note)).toMatch(new RegExp(`\\b${days}\\b`));
    expect(note?.nextElementSibling?.getAttribute('type')).toBe('submit');
  });
});
