// "Is this a scam?": the index and seven guides in three languages (24 URLs), their sections, the
// visitor's country first, only FACTS.md's numbers and addresses, and the ways in (Home, top bar).
import { describe, expect, it } from 'vitest';
import type { HTMLElement } from 'node-html-parser';
import { checkTools } from '../src/content/check-tools.ts';
import { scamGuides } from '../src/content/scams.ts';
import { localizePath, type Locale } from '../src/site/locale.ts';
import { page, pageUrls, textOf } from './helpers.ts';

const locales: Locale[] = ['zh-TW', 'zh-CN', 'en'];
const guideIds = ['investment', 'romance', 'impersonation', 'phishing', 'job', 'shopping', 'business-email'];

// FACTS.md, transcribed by hand (block 1 channels, block 2 tools and registers, block 3 numbers), so that the
// content is checked against the facts and not against itself.
const factsHosts = new Set([
  '165.npa.gov.tw', 'adcc.gov.hk', 'cyberdefender.hk', 'scamshield.gov.sg', 'ic3.gov', 'reportfraud.ftc.gov',
  'antifraudcentre-centreantifraude.ca', 'reportfraud.police.uk', '17cyber.gouv.fr', 'service-public.fr',
  'commissariatodips.it', 'cyber.gov.au', 'scamwatch.gov.au', '165dashboard.tw', 'ccid.rmp.gov.my/semakmule',
  'fightspam.gc.ca', 'verbraucherzentrale.de/fakeshopfinder', '33700.fr', 'internet-signalement.gouv.fr',
  'sfc.hk', 'mas.gov.sg', 'sc.com.my/investor-alert-list', 'fca.org.uk', 'investor.gov', 'bafin.de', 'amf-france.org',
]);
const factsNumbers = new Set([
  '165', '110', '18222', '999', '1799', '18002550000', '997', '18884958501', '03001232040', '101', '17', '1300292371',
  '1800595160', '000', '111', '7726', '33700',
  // Block 3: bank contact, the channel for a kind of loss, support lines.
  '159', '116116', '+493040504050', '08001116768', '1925', '1995', '28960000', '1767', '91511767', '15999', '0192615999',
  '988', '8779083360', '116123', '08081689111', '08001110111', '08001110222', '116006', '+33180523376', '3114',
  '0223272327', '131114',
  // "In danger now": the emergency numbers.
  '911', '112',
  // Block 4: Mainland China (the national psychological assistance line; WeChat Pay, Alipay).
  '96110', '12356', '95017', '95188',
]);

function officialLinks(main: HTMLElement) {
  const hrefs = main.querySelectorAll('a[href]').map((a) => a.getAttribute('href')!);
  return {
    hosts: hrefs.filter((h) => h.startsWith('https://')).map((h) => h.slice('https://'.length)),
    numbers: hrefs.filter((h) => /^(tel|sms):/.test(h)).map((h) => h.slice(4)),
  };
}

describe('the scam guides', () => {
  it('link back to every public news item about their kind of scam, as the item links to them', async () => {
    // The news pages a reader can open (the route table's own list), each with the guides it names.
    const items = pageUrls.filter((p) => p.locale === 'en' && /^\/news\/[^/]+$/.test(p.path));
    let links = 0;
    for (const item of items) {
      const { doc } = await page(item.url);
      const guides = doc.querySelectorAll('#news-guides-title ~ * a[href^="/en/scams/"]').map((a) => a.getAttribute('href')!);
      for (const guide of new Set(guides)) {
        const back = await page(guide);
        expect(back.doc.querySelector(`#more a[href="${item.url}"]`), `${guide} → ${item.url}`).not.toBeNull();
        links += 1;
      }
    }
    expect(links).toBeGreaterThan(0);
  });

  it('are the seven types of FACTS.md block 2, at 24 URLs with the index', () => {
    expect(scamGuides.map((g) => g.id)).toEqual(guideIds);
    expect(pageUrls.filter((p) => p.path === '/scams' || p.path.startsWith('/scams/'))).toHaveLength(24);
  });

  describe.each(locales)('in %s', (locale) => {
    it('index lists the seven guides with a sentence each', async () => {
      const { res, doc } = await page(localizePath('/scams', locale));
      expect(res.status).toBe(200);
      const links = doc.querySelectorAll('main [data-scam-link]');
      expect(links.map((a) => a.getAttribute('href'))).toEqual(guideIds.map((id) => localizePath(`/scams/${id}`, locale)));
      for (const a of links) expect(textOf(a).length).toBeGreaterThan(20);
      // Last, for a scam that is none of these: the request form.
      expect(doc.querySelector('main [data-scam-more]')?.getAttribute('href')).toBe(localizePath('/contact', locale));
    });

    it.each(guideIds)('%s has its sections, the recovery-scam line, related articles and the checked date', async (id) => {
      const { res, doc } = await page(localizePath(`/scams/${id}`, locale));
      expect(res.status).toBe(200);
      expect(doc.querySelectorAll('#signs li').length).toBeGreaterThanOrEqual(3);
      expect(doc.querySelectorAll('#do-now li').length).toBeGreaterThanOrEqual(3);
      expect(doc.querySelectorAll('#check [data-check-tool]').length).toBeGreaterThanOrEqual(3);
      expect(doc.querySelector('[data-recovery-warning] a')?.getAttribute('href')).toBe(`${localizePath('/report', locale)}#recovery-scams`);
      expect(doc.querySelectorAll('#more a[href*="/blog/"]').length).toBeGreaterThanOrEqual(1);
      expect(textOf(doc.querySelector('[data-facts-checked]'))).toMatch(/2026/);
      expect(doc.querySelector('#registers') !== null).toBe(id === 'investment');
      // A company that paid a fake invoice is led on to the page for businesses.
      expect(doc.querySelector('#do-now a[data-business-link]')?.getAttribute('href') ?? null).toBe(id === 'business-email' ? localizePath('/business', locale) : null);
      const { hosts, numbers } = officialLinks(doc.querySelector('main')!);
      expect(hosts.filter((h) => !factsHosts.has(h))).toEqual([]);
      expect(numbers.filter((n) => !factsNumbers.has(n))).toEqual([]);
    });
  });

  it('lists the check tools of the visitor\'s country first', async () => {
    const fr = await page('/en/scams/phishing', { cf: { country: 'FR' } as IncomingRequestCfProperties });
    expect(fr.doc.querySelector('[data-check-tool]')?.getAttribute('data-check-tool')).toBe('FR');
    const hk = await page('/cn/scams/investment', { cf: { country: 'HK' } as IncomingRequestCfProperties });
    expect(hk.doc.querySelector('[data-check-tool]')?.getAttribute('data-check-tool')).toBe('HK');
    expect(hk.doc.querySelector('[data-register]')?.getAttribute('data-register')).toBe('HK');
    // Unknown country: the locale's usual readers first (Taiwan for Traditional Chinese).
    const tw = await page('/scams/phishing');
    expect(tw.doc.querySelector('[data-check-tool]')?.getAttribute('data-check-tool')).toBe('TW');
  });

  it('keeps the visitor\'s place\'s tools and registers open and every other place one tap away, and opens with its number', async () => {
    const { doc } = await page('/en/scams/investment?place=HK');
    for (const [item, list] of [['data-check-tool', 'tools'], ['data-register', 'registers']] as const) {
      const others = doc.querySelector(`details[data-other-places-list="${list}"]`)!;
      expect(others.hasAttribute('open'), list).toBe(false);
      const inside = new Set(others.querySelectorAll(`[${item}]`));
      const outside = doc.querySelectorAll(`[${item}]`).filter((el) => !inside.has(el));
      expect(outside.length, list).toBeGreaterThan(0);
      expect(outside.every((el) => el.getAttribute(item) === 'HK'), list).toBe(true);
      expect([...inside].some((el) => el.getAttribute(item) === 'HK'), list).toBe(false);
    }
    const hero = doc.querySelector('[data-hero]')!;
    expect(hero.querySelector('a[data-official-call]')?.getAttribute('href')).toBe('tel:18222');
    expect(hero.querySelector('a[data-steps-link]')?.getAttribute('href')).toBe('#do-now');
    expect(hero.querySelector('[data-print]')).toBeNull();
    // A place with no tool for a guide gets no "check with an official tool" heading over other
    // countries' tools alone, and no editorial note; a place with one gets the section.
    for (const guide of scamGuides) {
      for (const cc of ['TW', 'HK', 'SG', 'MY', 'US', 'CA', 'GB', 'DE', 'FR', 'IT', 'AU', 'CN'] as const) {
        const has = checkTools.some((tool) => tool.country === cc && tool.scams.includes(guide.id));
        const { doc: guidePage } = await page(`/en/scams/${guide.id}?place=${cc}`);
        const check = guidePage.querySelector('#check');
        expect(check !== null, `${guide.id} ${cc}`).toBe(has);
        if (check) expect(textOf(check)).not.toMatch(/confirmed/i);
      }
    }
    // "Somewhere else": no place to open first, so every place's tools are open.
    const none = await page('/en/scams/investment?place=other');
    expect(none.doc.querySelector('details[data-other-places-list="tools"]')?.hasAttribute('open')).toBe(true);
  });

  it('carries BreadcrumbList and HowTo structured data', async () => {
    const { doc } = await page('/en/scams/romance');
    const types = doc.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent)['@type']);
    expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'HowTo']));
  });

  it('answers 404 for an unknown type', async () => {
    for (const url of ['/scams/lottery', '/en/scams/Investment', '/cn/scams/']) {
      const res = await page(url);
      expect([404, 301]).toContain(res.res.status);
    }
    expect((await page('/en/scams/lottery')).res.status).toBe(404);
  });
});

describe('ways in', () => {
  it('Home asks "Is this a scam?" right after the report-first block, with every scam guide', async () => {
    const { doc } = await page('/en');
    const ids = doc.querySelectorAll('main section').map((s) => s.getAttribute('id'));
    expect(ids.indexOf('is-it-a-scam')).toBe(ids.indexOf('report-first') + 1);
    expect(doc.querySelectorAll('#is-it-a-scam [data-scam-link]')).toHaveLength(scamGuides.length);
  });

  it.each(['/', '/cn/about', '/en/blog/3', '/en/terms'])('the top bar of %s links to the index', async (url) => {
    const { doc } = await page(url);
    const prefix = url.startsWith('/cn') ? '/cn' : url.startsWith('/en') ? '/en' : '';
    expect(doc.querySelector(`header a[href="${prefix}/scams"]`)).not.toBeNull();
  });
});

describe('the report page', () => {
  it.each(locales)('adds each country\'s check tools and licence register, from FACTS.md only (%s)', async (locale) => {
    const { doc } = await page(localizePath('/report', locale));
    const card = (cc: string) => doc.querySelector(`[data-country="${cc}"]`)!;
    expect(textOf(card('HK'))).toMatch(/Scameter|防騙視伏器|防骗视伏器/);
    expect(card('MY').querySelector('a[href="https://ccid.rmp.gov.my/semakmule"]')).not.toBeNull();
    expect(card('GB').querySelector('a[href="sms:7726"]')).not.toBeNull();
    expect(card('FR').querySelector('a[href="sms:33700"]')).not.toBeNull();
    expect(card('TW').querySelector('a[href="https://165dashboard.tw"]')).not.toBeNull();
    expect(card('SG').querySelector('[data-register]')).not.toBeNull();
    expect(textOf(doc.querySelector('[data-facts-checked]'))).toMatch(/2026/);
    const { hosts, numbers } = officialLinks(doc.querySelector('main')!);
    expect(hosts.filter((h) => !factsHosts.has(h))).toEqual([]);
    expect(numbers.filter((n) => !factsNumbers.has(n))).toEqual([]);
  });
});
