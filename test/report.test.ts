// Victim first: the Home block picks the visitor's official channel, /report lists all 11 with
// the numbers of FACTS.md, and the sample-content guard marks sample content until it is verified.
import { env } from 'cloudflare:test';
import { redFlags } from '../src/content/report.ts';
import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import type { Env } from '../src/site/config.ts';
import { createApp } from '../src/worker.ts';
import { page, pageUrls, textOf } from './helpers.ts';
import { isSample } from './sample.ts';

// Every number and official web address of FACTS.md, by country: the lines to report on, then the
// emergency numbers for danger now ("In danger now"; none added where the line is the emergency number).
const facts: Record<string, { phones: string[]; sites: string[] }> = {
  TW: { phones: ['165', '110'], sites: ['165.npa.gov.tw'] },
  HK: { phones: ['18222', '999'], sites: ['adcc.gov.hk', 'cyberdefender.hk'] },
  SG: { phones: ['1799', '1800-255-0000', '999'], sites: ['scamshield.gov.sg'] },
  MY: { phones: ['997', '999'], sites: [] },
  US: { phones: ['911'], sites: ['ic3.gov', 'reportfraud.ftc.gov'] },
  CA: { phones: ['1-888-495-8501', '911'], sites: ['antifraudcentre-centreantifraude.ca'] },
  GB: { phones: ['0300 123 2040', '101', '999', '112'], sites: ['reportfraud.police.uk'] },
  DE: { phones: ['110', '112'], sites: [] },
  FR: { phones: ['17', '112'], sites: ['17cyber.gouv.fr', 'service-public.fr'] },
  IT: { phones: ['112'], sites: ['commissariatodips.it'] },
  AU: { phones: ['1300 292 371', '1800 595 160', '000'], sites: ['cyber.gov.au', 'scamwatch.gov.au'] },
  // Block 4: Mainland China, not a service country (no web address confirmed for the app).
  CN: { phones: ['110', '96110'], sites: [] },
};

function channelsOn(doc: ReturnType<typeof parse>) {
  return doc.querySelectorAll('[data-country]').map((outer) => {
    // The channel's own links; the report page adds the bank step, check tools and support lines.
    const card = outer.querySelector('[data-channel]')!;
    return {
      country: outer.getAttribute('data-country')!,
      phones: card.querySelectorAll('a[href^="tel:"]').map(textOf),
      tel: card.querySelectorAll('a[href^="tel:"]').map((a) => a.getAttribute('href')),
      sites: card.querySelectorAll('a[href^="https://"]').map((a) => a.getAttribute('href')),
    };
  });
}

// With no known country, the locale's usual readers' countries come first, then the footer's order;
// Mainland China last (after the usual places for Simplified Chinese readers).
const orderWithoutCountry: Record<string, string[]> = {
  'zh-TW': ['TW', 'HK', 'MY', 'SG', 'US', 'CA', 'GB', 'DE', 'FR', 'IT', 'AU', 'CN'],
  'zh-CN': ['HK', 'SG', 'MY', 'TW', 'CN', 'US', 'CA', 'GB', 'DE', 'FR', 'IT', 'AU'],
  en: ['GB', 'US', 'CA', 'AU', 'HK', 'MY', 'SG', 'TW', 'DE', 'FR', 'IT', 'CN'],
};

describe.each([['zh-TW', ''], ['zh-CN', '/cn'], ['en', '/en']])('/report (%s)', (locale, prefix) => {
  it('lists all 11 countries and Mainland China with exactly the official numbers and sites', async () => {
    const { res, doc } = await page(`${prefix}/report`);
    expect(res.status).toBe(200);
    const channels = channelsOn(doc);
    expect(channels.map((c) => c.country)).toEqual(orderWithoutCountry[locale]);
    for (const c of channels) {
      expect(c.phones, c.country).toEqual(facts[c.country]!.phones);
      expect(c.tel).toEqual(facts[c.country]!.phones.map((p) => `tel:${p.replace(/\D/g, '')}`));
      expect(c.sites, c.country).toEqual(facts[c.country]!.sites.map((s) => `https://${s}`));
    }
  });

  it('gives one "last checked" date a page, on every page', async () => {
    for (const { url } of pageUrls.filter((p) => p.locale === locale)) {
      const { doc } = await page(url);
      expect(doc.querySelectorAll('[data-facts-checked], [data-help-checked]').length, url).toBeLessThanOrEqual(1);
    }
  });

  it('has the five steps and the recovery-scam red flags with the no-charge line', async () => {
    const { doc } = await page(`${prefix}/report`);
    expect(doc.querySelectorAll('#first-steps ol > li')).toHaveLength(5);
    expect(doc.querySelectorAll('#recovery-scams [data-red-flags] > li')).toHaveLength(redFlags.length);
    expect(textOf(doc.querySelector('[data-never-charge]')).length).toBeGreaterThan(10);
    // Then what to do for a reader who has already paid one, and where our own fee is set out.
    expect(doc.querySelector(`#recovery-scams a[href="${prefix}/how-we-work#already-paid"]`)).not.toBeNull();
    expect(doc.querySelector(`#recovery-scams a[href="${prefix}/how-we-work#fees"]`)).not.toBeNull();
  });

  it('opens with the place\'s official number and the way to the five steps, which come before the places; Print after them', async () => {
    const { html, doc } = await page(`${prefix}/report?place=GB`);
    const hero = doc.querySelector('[data-hero]')!;
    expect(hero.querySelector('a[data-official-call]')?.getAttribute('href')).toBe(`tel:${facts.GB!.phones[0]!.replace(/\D/g, '')}`);
    expect(hero.querySelector('a[data-steps-link]')?.getAttribute('href')).toBe('#first-steps');
    expect(hero.querySelector('[data-print]')).toBeNull();
    expect(html.indexOf('id="first-steps"')).toBeGreaterThan(0);
    expect(html.indexOf('id="first-steps"')).toBeLessThan(html.indexOf('data-country='));
    expect(html.indexOf('data-print=""')).toBeGreaterThan(html.lastIndexOf('data-country='));
    // No card has a heading over an empty list (a place with no confirmed support line).
    for (const list of doc.querySelectorAll('[data-support-lines]')) expect(list.querySelectorAll('li').length, list.getAttribute('data-support-lines')!).toBeGreaterThan(0);
  });

  it('shows the chosen place\'s card open and folds every other place under one "other places" summary', async () => {
    for (const place of Object.keys(facts)) {
      const { doc } = await page(`${prefix}/report?place=${place}`);
      const fold = doc.querySelectorAll('details[data-other-places-list="channels"]');
      expect(fold, place).toHaveLength(1);
      expect(fold[0]!.hasAttribute('open'), place).toBe(false);
      expect(textOf(fold[0]!.querySelector('summary')).length, place).toBeGreaterThan(1);
      const inside = fold[0]!.querySelectorAll('[data-country]').map((el) => el.getAttribute('data-country'));
      const all = doc.querySelectorAll('[data-country]').map((el) => el.getAttribute('data-country'));
      expect(all.filter((cc) => !inside.includes(cc)), place).toEqual([place]);
      expect(inside.sort(), place).toEqual(Object.keys(facts).filter((cc) => cc !== place).sort());
      expect(doc.querySelector(`[data-country="${place}"] details[data-place-card]`)?.hasAttribute('open'), place).toBe(true);
    }
    // "Somewhere else": no place to open first, so every place's card is in view, as before.
    const { doc } = await page(`${prefix}/report?place=other`);
    expect(doc.querySelector('details[data-other-places-list="channels"]')?.hasAttribute('open')).toBe(true);
  });

  it('puts the visitor\'s own country first', async () => {
    const { doc } = await page(`${prefix}/report`, { cf: { country: 'IT' } as IncomingRequestCfProperties });
    expect(doc.querySelector('[data-country]')?.getAttribute('data-country')).toBe('IT');
  });
});

describe('home "report it first" block', () => {
  it.each([
    ['/en', 'HK', ['HK']],
    ['/', 'GB', ['GB']],
    ['/cn', 'AU', ['AU']],
    ['/en', 'JP', ['GB', 'US', 'CA', 'AU']],
    ['/', 'JP', ['TW']],
    ['/cn', 'JP', ['HK', 'SG', 'MY', 'TW']],
    ['/', undefined, ['TW']],
    ['/en', 'XX', ['GB', 'US', 'CA', 'AU']],
  ])('%s from %s shows %j', async (url, country, expected) => {
    const { doc } = await page(url, country ? { cf: { country } as IncomingRequestCfProperties } : undefined);
    const block = doc.querySelector('#report-first')!;
    expect(block.querySelectorAll('ol > li')).toHaveLength(5);
    const prefix = url === '/' ? '' : url;
    if (expected.length === 1) {
      // One place: its channel is in Home's opening (FirstCall), with the link to its card; not said again here.
      expect(doc.querySelector('[data-first-call]')?.getAttribute('data-first-call')).toBe(expected[0]);
      expect(doc.querySelector('[data-place-card-link]')?.getAttribute('href')).toBe(`${prefix}/report?place=${expected[0]}#country-${expected[0]!.toLowerCase()}`);
      expect(block.querySelectorAll('[data-country]')).toHaveLength(0);
      expect(block.querySelector('a.btn-primary')).toBeNull();
    } else {
      // Several: the block lists their channels and links to the list of the 11 places.
      expect(block.querySelectorAll('[data-country]').map((c) => c.getAttribute('data-country'))).toEqual(expected);
      expect(block.querySelector('a.btn-primary')?.getAttribute('href')).toBe(`${prefix}/report#places`);
    }
  });

  it('sits near the top of Home, right after the hero', async () => {
    const { doc } = await page('/en');
    const sections = doc.querySelector('main')!.childNodes.filter((n) => 'tagName' in n);
    expect((sections[1] as unknown as { id: string }).id).toBe('report-first');
  });

  it('gives each country its own ETag on Home', async () => {
    const [hk, gb] = await Promise.all(['HK', 'GB'].map(async (country) =>
      (await page('/en', { cf: { country } as IncomingRequestCfProperties })).res.headers.get('etag')));
    expect(hk).not.toBe(gb);
  });
});

describe('our promises beside a free-assessment button', () => {
  // Said once a page (Home has two free-assessment buttons: the promises sit by its closing one).
  it.each(['/', '/en/cases', '/cn'])('%s shows them once, in a band with a free-assessment button', async (url) => {
    const { doc } = await page(url);
    const blocks = doc.querySelectorAll('[data-promises]');
    expect(blocks).toHaveLength(1);
    for (const block of blocks) {
      expect(block.querySelectorAll('li')).toHaveLength(4);
      // In the same band as a free-assessment button.
      expect(block.parentNode?.querySelector('a[data-consult]')).toBeTruthy();
    }
  });
});

describe('sample-content guard', () => {
  // The mode the worker under test runs with (wrangler.toml [vars]): verified pages are checked below.
  it.runIf(isSample).each(pageUrls.filter((_, i) => i % 4 === 0))('marks $url as sample (noindex, header, footer notice)', async ({ url }) => {
    const { res, doc } = await page(url);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(textOf(doc.querySelector('footer [data-sample-notice]')).length).toBeGreaterThan(10);
  });

  it('drops all of it when CONTENT_STATUS is verified', async () => {
    const app = createApp();
    for (const url of ['/', '/en/team', '/cn/cases', '/en/blog/3']) {
      const res = await app.fetch(new Request(`https://site.test${url}`), { ...(env as Env), CONTENT_STATUS: 'verified' });
      const doc = parse(await res.text());
      expect(res.status).toBe(200);
      expect(res.headers.get('x-robots-tag')).toBeNull();
      expect(doc.querySelector('meta[name="robots"]')).toBeNull();
      expect(doc.querySelector('[data-sample-notice]')).toBeNull();
      expect(doc.querySelectorAll('main p').some((p) => /示範內容|示例内容|Sample content/.test(textOf(p)))).toBe(false);
    }
  });

  it('keeps 404 pages out of search engines even when verified', async () => {
    const res = await createApp().fetch(new Request('https://site.test/en/nowhere'), { ...(env as Env), CONTENT_STATUS: 'verified' });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
  });
});
