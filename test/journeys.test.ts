// Each visitor's journey ends at a page or a form that exists: the menu and the footer
// reach Report, Is this a scam, News, Careers and Contact, and every footer service link answers
// 200; the one request form takes every kind (fields by kind without JavaScript, stored with its
// kind, notified with the kind in the subject); /careers hides a closed opening at request time;
// /business and /verify say what they must. Invariants only: nothing here depends on the sample.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOpen, openOpenings, openings } from '../src/content/careers.ts';
import { commitments } from '../src/content/commitments.ts';
import { identity } from '../src/content/identity.ts';
import { contact } from '../src/content/site.ts';
import { findScamGuide } from '../src/content/scams.ts';
import { kindQuery, kinds, requestKinds, type RequestKind } from '../src/features/contact/kinds.ts';
import { notificationMime } from '../src/features/contact/notify.ts';
import { translations } from '../src/i18n/translate.ts';
import type { Localized } from '../src/content/types.ts';
import { call, cookieFrom, fakeNotify, html, post, refFrom, requestRow, validRequest } from './forms.ts';
import { page, textOf } from './helpers.ts';

afterEach(() => vi.useRealTimers());

const prefixes = [['zh-TW', ''], ['zh-CN', '/cn'], ['en', '/en']] as const;
const text = (value: Localized, locale: keyof Localized) => value[locale];

describe.each(prefixes)('navigation (%s)', (_locale, prefix) => {
  it('the menu and the footer reach Report, Is this a scam, News, Careers and Contact; every footer service link is a page', async () => {
    const { doc } = await page(`${prefix}/team`);
    for (const path of ['/report', '/scams', '/news', '/careers', '/contact']) {
      expect(doc.querySelector(`#site-menu a[href="${prefix}${path}"]`), `menu ${path}`).not.toBeNull();
      expect(doc.querySelector(`footer a[href="${prefix}${path}"]`), `footer ${path}`).not.toBeNull();
    }
    // The first brief's items stay in the menu.
    for (const path of ['/about', '/team', '/partners', '/cases', '/blog']) expect(doc.querySelector(`#site-menu a[href="${prefix}${path}"]`), path).not.toBeNull();
    for (const path of ['/verify', '/business']) expect(doc.querySelector(`footer a[href="${prefix}${path}"]`), path).not.toBeNull();
    const services = doc.querySelectorAll('footer a[data-service-link]').map((a) => a.getAttribute('href')!);
    expect(services.length).toBeGreaterThanOrEqual(4);
    // The Association's services never read like the "recovery services" /report warns about.
    for (const a of doc.querySelectorAll('footer a[data-service-link]')) expect(a.textContent).not.toMatch(/recover|追回|追款/i);
    for (const href of services) {
      expect(href).not.toContain('#');
      expect((await call(href)).status, href).toBe(200);
    }
  });
});

describe('no mail link as a primary action', () => {
  it.each(['/about', '/team', '/partners', '/careers', '/business', '/verify', '/contact', '/en/partners', '/en/team'])('%s', async (path) => {
    const { doc } = await page(path);
    expect(doc.querySelectorAll('main a[href^="mailto:"][class*="btn"]'), path).toHaveLength(0);
    expect(doc.querySelectorAll('main [data-hero-actions] a[href^="mailto:"], main section[id="join"] a[href^="mailto:"]')).toHaveLength(0);
  });
});

describe('the request form, by kind', () => {
  it.each(prefixes)('renders each kind\'s own fields from the link alone (%s)', async (_locale, prefix) => {
    for (const kind of requestKinds) {
      const path = `${prefix}/contact${kindQuery(kind)}`;
      const res = await call(path);
      expect(res.status, path).toBe(200);
      const doc = await html(res);
      const form = doc.querySelector('form[data-contact-form]')!;
      expect(form.querySelector('input[name="kind"]')?.getAttribute('value'), path).toBe(kind);
      expect(form.querySelector('a[aria-current][data-kind-link]')?.getAttribute('data-kind-link'), path).toBe(kind);
      const needs = kinds[kind];
      const organization = form.querySelector('[name="organization"]');
      expect(organization !== null, `${path} organization`).toBe(needs.organization !== 'none');
      if (organization) expect(organization.hasAttribute('required'), path).toBe(needs.organization === 'required');
      expect(form.querySelector('[name="role"]') !== null, `${path} role`).toBe(needs.role !== 'none');
      expect(form.querySelector('[name="country"]')!.hasAttribute('required'), path).toBe(needs.country === 'required');
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(new RegExp(`${path.replace('?', '\\?')}$`));
      // Every kind is one link away, without JavaScript.
      expect(form.querySelectorAll('a[data-kind-link]').map((a) => a.getAttribute('href'))).toEqual(
        requestKinds.map((k) => `${prefix}/contact${kindQuery(k)}`));
    }
  });

  it.each(prefixes)('titles each kind\'s page, its link and its fields with the strings its row names (%s)', async (locale, prefix) => {
    for (const kind of requestKinds) {
      const text = kinds[kind].text(translations(locale).contact);
      const doc = await html(await call(`${prefix}/contact${kindQuery(kind)}`));
      expect(textOf(doc.querySelector('h1')), kind).toBe(text.title);
      expect(textOf(doc.querySelector(`a[data-kind-link="${kind}"]`)), kind).toContain(text.choice);
      expect(textOf(doc.querySelector('label[for="f-message"]')), kind).toContain(text.message);
      if (text.organization !== null) expect(textOf(doc.querySelector('label[for="f-organization"]')), kind).toContain(text.organization);
    }
  });

  it.each(prefixes)('gives every kind\'s page the same stylesheet, so the browser module can swap the form in place (%s)', async (_locale, prefix) => {
    const sheets = new Set<string>();
    for (const kind of requestKinds) {
      const doc = await html(await call(`${prefix}/contact${kindQuery(kind)}`));
      sheets.add(doc.querySelector('head style')!.textContent);
    }
    expect(sheets.size).toBe(1);
  });

  it('answers a kind that names none, or the default spelt out, with the plain form (301)', async () => {
    for (const query of ['?kind=person', '?kind=nonsense', '?kind=']) {
      const res = await call(`/en/contact${query}`);
      expect(res.status, query).toBe(301);
      expect(res.headers.get('Location')).toBe('/en/contact');
    }
  });

  it('fills in an open position from the Apply link, and ignores a closed or unknown one', async () => {
    const open = openOpenings(Date.now())[0];
    if (open) {
      const doc = await html(await call(`/en/contact?kind=job&role=${open.id}`));
      expect(doc.querySelector('#f-role')?.getAttribute('value')).toBe(open.role.en);
    }
    const doc = await html(await call('/en/contact?kind=job&role=no-such-opening'));
    expect(doc.querySelector('#f-role')?.getAttribute('value') ?? '').toBe('');
  });

  const fields: Record<RequestKind, Record<string, string>> = {
    person: {},
    business: { organization: 'Acme Trading Ltd', message: 'We paid a supplier invoice to new bank details that turned out to be fake.' },
    partnership: { organization: 'Example Foundation', country: '', message: 'We run talks for older people and would like to work together.' },
    proposal: { country: '', message: 'A short workshop on spotting fake invoices for small firms.' },
    job: { role: 'Case support officer', country: '', message: 'I have five years of experience on a victim support line.' },
    press: { organization: 'Example Daily', country: '', message: 'How do refund scams work? Deadline Friday noon.' },
  };

  it.each(requestKinds)('a "%s" request is stored with its kind, notified, and thanked on the right page', async (kind) => {
    const notify = fakeNotify();
    const res = await post('/en/contact', { ...validRequest, kind, ...fields[kind] }, {}, { NOTIFY: notify.binding });
    expect(res.status).toBe(303);
    const ref = refFrom(res);
    const location = res.headers.get('Location')!;
    const row = await requestRow(ref);
    expect(row).toMatchObject({ kind, organization: fields[kind].organization ?? '', role: fields[kind].role ?? '', notify_attempts: 1 });
    expect(row!.notified_at).toBeTypeOf('number');
    expect(notify.sent).toHaveLength(1);
    const mime = notificationMime(row as never, 'requests@example.org', 'help@example.org', new Date(0));
    expect(mime).toContain(`Subject: [${kind}] ${kinds[kind].subject} ${ref}`);
    // As the browser that sent it: with the cookie the 303 set (test/contact.test.ts).
    const thanks = await html(await call(location, { headers: { Cookie: cookieFrom(res) } }));
    expect(textOf(thanks.querySelector('[data-reference]'))).toBe(ref);
    // Help after a scam gives the report-first steps; a partner, a journalist or an applicant does not need them.
    expect(thanks.querySelector('#report-first') !== null, location).toBe(kinds[kind].help);
  });

  it('keeps a field the kind does not show out of the stored request', async () => {
    const res = await post('/en/contact', { ...validRequest, kind: 'person', organization: 'Injected Ltd', role: 'x' });
    expect(await requestRow(refFrom(res))).toMatchObject({ kind: 'person', organization: '', role: '' });
  });

  it('asks a company for its name, and refuses a kind that names none, with one message each (400)', async () => {
    const missing = await post('/en/contact', { ...validRequest, kind: 'business' });
    expect(missing.status).toBe(400);
    const doc = await html(missing);
    expect(doc.querySelector('#f-organization')?.getAttribute('aria-invalid')).toBe('true');
    expect(doc.querySelector('input[name="kind"]')?.getAttribute('value')).toBe('business');
    const wrong = await post('/en/contact', { ...validRequest, kind: 'lottery' });
    expect(wrong.status).toBe(400);
    expect(textOf((await html(wrong)).querySelector('#form-errors'))).toContain('what your message is about');
  });
});

describe('careers', () => {
  it('an opening is open to the end of its closing day (UTC), and not after', () => {
    const opening = { ...openings[0]!, closes: '2027-01-31' };
    expect(isOpen(opening, Date.parse('2027-01-31T23:59:59Z'))).toBe(true);
    expect(isOpen(opening, Date.parse('2027-02-01T00:00:00Z'))).toBe(false);
  });

  it.each(prefixes)('lists exactly the openings open now, each with an Apply link to the form (%s)', async (locale, prefix) => {
    const doc = await html(await call(`${prefix}/careers`));
    const open = openOpenings(Date.now());
    expect(doc.querySelectorAll('[data-opening]').map((o) => o.getAttribute('data-opening'))).toEqual(open.map((o) => o.id));
    for (const o of open) {
      const card = doc.querySelector(`[data-opening="${o.id}"]`)!;
      expect(textOf(card.querySelector('h3'))).toBe(text(o.role, locale));
      expect(card.querySelector('a[data-apply]')?.getAttribute('href')).toBe(`${prefix}/contact?kind=job&role=${o.id}`);
    }
    expect(doc.querySelector('#recommend a')?.getAttribute('href')).toBe(`${prefix}/contact?kind=job`);
    // Before any opening: how to tell our offers from a job scam, inside the opening, with the way
    // to check our contacts; and what happens after an application, in steps.
    const check = doc.querySelector('[data-hero] [data-job-scam-check]');
    expect(check?.querySelectorAll('li')).toHaveLength(3);
    expect(check?.querySelector(`a[href="${prefix}/verify"]`)).not.toBeNull();
    expect(doc.querySelectorAll('#process ol > li')).toHaveLength(3);
  });

  it('hides every opening once its date has passed, with no deploy, and says so with a way to leave details', async () => {
    const latest = openings.reduce((a, o) => (o.closes > a ? o.closes : a), '2000-01-01');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(`${latest}T00:00:00Z`) + 2 * 24 * 60 * 60 * 1000);
    const res = await call('/en/careers');
    expect(res.status).toBe(200);
    const doc = await html(res);
    expect(doc.querySelectorAll('[data-opening]')).toHaveLength(0);
    expect(doc.querySelector('[data-no-openings] a')?.getAttribute('href')).toBe('/en/contact?kind=job');
  });
});

describe('for businesses', () => {
  it.each(prefixes)('gives the steps, the bank, the channel for a business loss and the form set for a business (%s)', async (_locale, prefix) => {
    const doc = await html(await call(`${prefix}/business`, { cf: { country: 'GB' } as IncomingRequestCfProperties } as RequestInit));
    expect(doc.querySelectorAll('#do-now ol > li')).toHaveLength(findScamGuide('business-email')!.doNow.length);
    expect(doc.querySelector('[data-bank-recall]')).not.toBeNull();
    expect(doc.querySelector('#report-here')?.getAttribute('data-report-here')).toBe('GB');
    const form = doc.querySelector('#request form[data-contact-form]')!;
    expect(form.getAttribute('action')).toBe(`${prefix}/contact`);
    expect(form.querySelector('input[name="kind"]')?.getAttribute('value')).toBe('business');
    expect(form.querySelector('#f-organization[required]')).not.toBeNull();
  });
});

describe('check who we are', () => {
  it.each(prefixes)('gives the registration, the registry to look it up in, the board, the annual report and the fee statement (%s)', async (locale, prefix) => {
    const { doc, res } = await page(`${prefix}/verify`);
    expect(res.status).toBe(200);
    expect(textOf(doc.querySelector('[data-legal-name]'))).toBe(text(identity.legalName, locale));
    expect(textOf(doc.querySelector('[data-registration-number]'))).toBe(identity.registration.number);
    expect(doc.querySelector('[data-registry-lookup]')?.getAttribute('href')).toBe(identity.registration.lookupUrl);
    expect(doc.querySelectorAll('[data-board-member]')).toHaveLength(identity.board.length);
    expect(doc.querySelector('[data-annual-report]')?.getAttribute('href')).toBe(identity.annualReport.url);
    // The one fee statement, in the words every page that speaks of fees uses.
    expect(textOf(doc.querySelector('#fees [data-fee-statement]'))).toBe(text(commitments.fees, locale));
    // Only its first sentence is bold.
    const bold = textOf(doc.querySelector('#fees [data-fee-statement] strong'));
    expect(bold.length).toBeGreaterThan(0);
    expect(text(commitments.fees, locale).startsWith(bold) && bold.length < text(commitments.fees, locale).length / 2).toBe(true);
    // A journalist's way in: the press address and the request form's press kind.
    expect(doc.querySelector(`[data-press] a[href="mailto:${contact.pressEmail}"]`)).not.toBeNull();
    expect(doc.querySelector(`[data-press] a[href="${prefix}/contact?kind=press"]`)).not.toBeNull();
    // How to confirm a call: the site's own contact details.
    expect(doc.querySelector('#confirm a[href^="tel:"]')).not.toBeNull();
    expect(doc.querySelector(`footer a[href="${prefix}/verify"]`)).not.toBeNull();
    // The page never sends its reader to itself.
    expect(doc.querySelectorAll(`main a[href="${prefix}/verify"]`)).toHaveLength(0);
  });

  it('marks the organisation data as sample while the content is sample', async () => {
    const { doc } = await page('/en/verify');
    const sample = doc.querySelector('[data-sample-notice]') !== null;
    for (const id of ['registration', 'board', 'annual-report']) {
      expect(doc.querySelector(`#${id}`)?.hasAttribute('data-org'), id).toBe(true);
      expect(doc.querySelector(`#${id} [data-sample-mark]`) !== null, id).toBe(sample);
    }
  });
});
