// Honest by construction: everything the Association says about itself (figures, amounts, people,
// partners, cases, testimonials, news, passages citing its own case files) sits inside an element
// marked data-org, which shows the sample marker while CONTENT_STATUS is sample. This test walks
// every page in three languages and fails on an organisation value found outside such an element.
// Once verified, no marker is left, and claims nobody can check (partners and certifications
// without a confirmation link, police or public bodies) are hidden.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { parse, type HTMLElement } from 'node-html-parser';
import type { Env } from '../src/site/config.ts';
import { articles } from '../src/content/articles/index.ts';
import { caseTypeStats, featuredCases, testimonials } from '../src/content/cases.ts';
import { newsItems } from '../src/content/news.ts';
import { introduction, overview } from '../src/content/about.ts';
import { academicPartners, lawEnforcementPartners, lawFirmPartners, technologyPartners } from '../src/content/partners.ts';
import { caseSummary, homeStats, practiceAreas } from '../src/content/site.ts';
import { advisors, departments, teamMembers } from '../src/content/team.ts';
import { text } from '../src/content/text.ts';
import type { Localized } from '../src/content/types.ts';
import { formatUsd, formatUsdCompact } from '../src/site/format.ts';
import { translations } from '../src/i18n/translate.ts';
import { locales, localizePath, type Locale } from '../src/site/locale.ts';
import { createApp } from '../src/worker.ts';
import { casePageCount } from '../src/pages/Cases.tsx';
import { page, pageUrls, textOf } from './helpers.ts';
import { isSample } from './sample.ts';

const partners = [...lawEnforcementPartners, ...lawFirmPartners, ...technologyPartners, ...academicPartners];

/** Values only the Association can vouch for, as each locale's pages print them. */
function organisationValues(locale: Locale): string[] {
  const t = (value: Localized) => text(value, locale);
  return [
    ...teamMembers.map((m) => t(m.name)),
    ...departments.map((d) => t(d.head)),
    ...advisors.map((a) => t(a.name)),
    ...partners.map((p) => t(p.name)),
    ...featuredCases.map((c) => c.id),
    ...testimonials.map((q) => t(q.name)),
    ...newsItems.map((n) => t(n.title)),
    ...articles.map((a) => t(a.author)),
    ...practiceAreas.flatMap((a) => (a.amount === undefined ? [] : [formatUsd(a.amount, locale)])),
    ...caseTypeStats.map((s) => formatUsdCompact(s.totalAmount, locale)),
    formatUsdCompact(caseSummary.recoveredUsd, locale),
    `${caseSummary.averageRecoveryRate}%`,
    `${homeStats.satisfaction.value}%`,
    String(homeStats.teamMembers.value),
    t(introduction),
    // Article 3's rates come from the Association's own case files.
    '85%',
  ];
}

/** The page with every data-org element removed: what must hold no organisation value. */
function outsideClaims(doc: HTMLElement): string {
  for (const el of doc.querySelectorAll('[data-org]')) el.remove();
  return textOf(doc.querySelector('main'));
}

describe.runIf(isSample)('organisation claims while content is sample', () => {
  // The later pages of /cases (?page=2 ...) are reached by link, not listed in the route table.
  const casePages = locales.flatMap((locale) => Array.from({ length: casePageCount - 1 }, (_, i) => ({ locale, url: `${localizePath('/cases', locale)}?page=${i + 2}` })));
  it.each([...pageUrls, ...casePages])('$url shows no organisation value outside a marked claim', async ({ url, locale }) => {
    const { doc } = await page(url);
    const claims = doc.querySelectorAll('main [data-org]');
    for (const claim of claims) {
      expect(claim.querySelector('[data-sample-mark]'), claim.outerHTML.slice(0, 120)).not.toBeNull();
    }
    const rest = outsideClaims(doc);
    expect(organisationValues(locale).filter((value) => rest.includes(value))).toEqual([]);
  });

  it('finds the values it looks for, so it can fail', async () => {
    const cases = await Promise.all(Array.from({ length: casePageCount }, (_, i) => page(`/en/cases${i ? `?page=${i + 1}` : ''}`)));
    const all = cases.map(({ doc }) => textOf(doc.querySelector('main'))).join(' ');
    // Every case id and testimonial name, and the summary's figures, are among them.
    const expected = [...featuredCases.map((c) => c.id), ...testimonials.map((q) => q.name.en), formatUsdCompact(caseSummary.recoveredUsd, 'en')];
    expect(expected.filter((value) => !all.includes(value))).toEqual([]);
    expect(organisationValues('en').filter((value) => all.includes(value)).length).toBeGreaterThanOrEqual(expected.length);
    const home = (await page('/en')).doc;
    expect(textOf(home.querySelector('main'))).toContain(formatUsdCompact(practiceAreas.find((a) => a.amount !== undefined)!.amount!, 'en'));
    // Home's sections of the Association's own claims: the news, who we are with its figures, the outcomes.
    expect(home.querySelectorAll('main [data-org] [data-sample-mark]').length).toBeGreaterThanOrEqual(2);
  });

  it('lists no police or public body as a partner, and explains why', async () => {
    for (const url of ['/partners', '/cn/partners', '/en/partners']) {
      const { doc } = await page(url);
      const main = textOf(doc.querySelector('main'));
      expect(lawEnforcementPartners.filter((p) => main.includes(p.name.en) || main.includes(p.name['zh-TW']))).toEqual([]);
      expect(doc.querySelector('#law-enforcement [data-public-bodies-rule]')).not.toBeNull();
    }
  });
});

describe('organisation claims once verified', () => {
  const app = createApp();
  async function verified(url: string) {
    const res = await app.fetch(new Request(`https://site.test${url}`), { ...(env as Env), CONTENT_STATUS: 'verified' });
    return parse(await res.text());
  }

  it.each(pageUrls.filter((p) => p.locale === 'en'))('$url carries no sample marker', async ({ url }) => {
    const doc = await verified(url);
    expect(doc.querySelectorAll('[data-sample-mark]')).toHaveLength(0);
  });

  it('hides partners and certifications that link to no confirmation', async () => {
    const partnersPage = textOf((await verified('/en/partners')).querySelector('main'));
    expect(partners.filter((p) => !p.confirmUrl && partnersPage.includes(p.name.en)).map((p) => p.name.en)).toEqual([]);
    // With no confirmed public body the section says why none is listed.
    const confirmedBodies = lawEnforcementPartners.filter((p) => p.confirmUrl?.startsWith('https://'));
    expect(partnersPage.includes(translations('en').partners.lawEnforcementRule())).toBe(confirmedBodies.length === 0);
    for (const p of confirmedBodies) expect(partnersPage).toContain(p.name.en);
    const about = textOf((await verified('/en/about')).querySelector('#overview'));
    for (const item of overview) {
      expect(about.includes(item.label.en)).toBe(!item.checkable || Boolean(item.confirmUrl));
    }
  });
});
