// How We Work: the page that answers "how is this different from a recovery scam?", reachable
// from the footer, the promises beside every free-assessment button and the Terms, and saying the
// same thing in the same words as the Terms and "Our promises".
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { commitments } from '../src/content/commitments.ts';
import { ourPromises } from '../src/content/report.ts';
import * as generated from '../src/generated/text.ts';
import { text } from '../src/content/text.ts';
import { localizePath, type Locale } from '../src/site/locale.ts';
import { page, textOf } from './helpers.ts';

const locales: Locale[] = ['zh-TW', 'zh-CN', 'en'];
const { stopFirst } = generated;

describe.each(locales)('How We Work (%s)', (locale) => {
  const url = localizePath('/how-we-work', locale);
  // Every commitment but the forms Check Who We Are uses of itself (`…Here`: "the account above").
  const all = Object.entries(commitments).filter(([key]) => !key.endsWith('Here')).map(([, c]) => text(c, locale));

  it('states every commitment, and the fee, payment and checking sections', async () => {
    const { res, doc } = await page(url);
    expect(res.status).toBe(200);
    const main = textOf(doc.querySelector('main'));
    expect(all.filter((c) => !main.includes(c))).toEqual([]);
    for (const id of ['free-assessment', 'fees', 'what-we-never-do', 'only-courts-freeze', 'report-first']) {
      expect(doc.querySelector(`#${id} h2`), id).not.toBeNull();
    }
    // How to tell us from a recovery scam, beside the fees: this site's own address (or that this
    // is a local copy) and phone number, written out.
    expect(doc.querySelector('#fees #check-it-is-us h3')).not.toBeNull();
    expect(textOf(doc.querySelector('#check-it-is-us'))).toContain(new URL((env as { SITE_URL: string }).SITE_URL).host);
    expect(doc.querySelector('#check-it-is-us a[href^="tel:"]')).not.toBeNull();
  });

  it('says each promise once, and puts "bank and police first" right under the hero with a link to /report', async () => {
    const { doc } = await page(url);
    const main = textOf(doc.querySelector('main'));
    for (const p of ourPromises.map((x) => text(x, locale))) expect(main.split(p).length - 1, p).toBe(1);
    expect(doc.querySelector('main [data-promises]')).toBeNull();
    const first = doc.querySelector('main [data-hero] ~ section');
    expect(first?.getAttribute('id')).toBe('report-first');
    expect(first?.querySelector(`a[href="${localizePath('/report', locale)}"]`)).not.toBeNull();
    expect(textOf(first)).toContain(text(commitments.reportingIsFree, locale));
  });

  it('says whom to call first place by place, not "your bank first" for everyone: Mainland China\'s police (110), Taiwan\'s 165', async () => {
    // The page is the same for every place (FACTS block 3 for Taiwan, block 4 for Mainland China);
    // a /cn reader meets Mainland China's order first.
    const band = textOf((await page(url)).doc.querySelector('#report-first'));
    expect(band).toMatch(/110/);
    expect(band).toMatch(/165/);
    if (locale === 'zh-CN') expect(band.indexOf('110')).toBeLessThan(band.indexOf('165'));
    if (locale === 'zh-TW') expect(band).toContain(text(stopFirst.byPlace, locale));
  });

  it('tells a reader who already paid a "recovery" service what to do, right under "bank and police first", linked from every recovery-scam warning and found by search', async () => {
    const { doc } = await page(url);
    const band = doc.querySelector('main [data-hero] ~ section');
    const next = band?.nextElementSibling;
    expect(next?.getAttribute('id')).toBe('already-paid');
    // FACTS' recovery-scam block: stop paying, call the bank, report, keep evidence, check who contacts you.
    expect(next?.querySelectorAll('li').length).toBeGreaterThanOrEqual(5);
    expect(next?.querySelector(`a[href="${localizePath('/report', locale)}"]`)).not.toBeNull();
    // "Reporting is free" is said once, in the band right above, not again in these steps (en review).
    expect(textOf(band)).toContain(text(commitments.reportingIsFree, locale));
    expect(textOf(next)).not.toContain(text(commitments.reportingIsFree, locale));
    const target = `${url}#already-paid`;
    for (const path of ['/report', '/scams/investment', '/news/people-using-our-name']) {
      expect((await page(localizePath(path, locale))).doc.querySelector(`main a[href="${target}"]`), path).not.toBeNull();
    }
    const query = { 'zh-TW': '付了追款費又被騙', 'zh-CN': '交了追款费又被骗', en: 'I already paid a recovery company' }[locale];
    const results = (await page(`${localizePath('/search', locale)}?q=${encodeURIComponent(query)}`)).doc;
    expect(results.querySelectorAll('main ol a[href]').slice(0, 3).map((a) => a.getAttribute('href')), query).toContain(target);
  });

  it('says the same thing as the Terms, in the same words', async () => {
    const terms = textOf((await page(localizePath('/terms', locale))).doc.querySelector('main'));
    const shared = [commitments.freeAssessment, commitments.feeInSignedAgreement, commitments.paidToOwnAccount,
      commitments.neverCryptoOrReleaseFees, commitments.neverContactFirst, commitments.neverPasswordsOrRemoteAccess,
      commitments.neverPromiseRecovery, commitments.onlyCourtsFreeze];
    expect(shared.map((c) => text(c, locale)).filter((c) => !terms.includes(c))).toEqual([]);
  });

  it('says the same thing as "Our promises", in the same words', async () => {
    const { doc } = await page(localizePath('/', locale));
    const promises = doc.querySelectorAll('[data-promises] li').map(textOf);
    expect(promises.slice(0, ourPromises.length)).toEqual(ourPromises.map((p) => text(p, locale)));
    expect(promises.every((p) => all.includes(p))).toBe(true);
  });

  it('is linked from the footer, every free-assessment area and the Terms', async () => {
    const linksTo = (doc: Awaited<ReturnType<typeof page>>['doc'], selector: string) =>
      doc.querySelectorAll(`${selector} a[href="${url}"]`).length;
    const home = (await page(localizePath('/', locale))).doc;
    expect(linksTo(home, 'footer')).toBeGreaterThanOrEqual(2); // quick links and the contact block
    expect(linksTo(home, '#cta')).toBe(1); // the promises, said once on Home
    const cases = (await page(localizePath('/cases', locale))).doc;
    expect(linksTo(cases, '#cta')).toBe(1);
    const terms = (await page(localizePath('/terms', locale))).doc;
    expect(linksTo(terms, 'main')).toBeGreaterThanOrEqual(1);
  });
});
