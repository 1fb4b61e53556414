// The organisation screens in every language: each section is there with its counts and figures.
import { describe, expect, it } from 'vitest';
import { page, textOf } from './helpers.ts';

const prefixes = [['zh-TW', ''], ['zh-CN', '/cn'], ['en', '/en']] as const;

describe.each(prefixes)('about (%s)', (_locale, prefix) => {
  it('has mission, vision, four values, the five years, the overview and join buttons', async () => {
    const { doc } = await page(`${prefix}/about`);
    expect(doc.querySelectorAll('#mission .card')).toHaveLength(2);
    expect(doc.querySelectorAll('#values li')).toHaveLength(4);
    expect(doc.querySelectorAll('#timeline time').map(textOf)).toEqual(['1994', '2000', '2010', '2020', '2024']);
    expect(doc.querySelectorAll('#overview dt')).toHaveLength(4);
    const join = doc.querySelectorAll('#join a').map((a) => a.getAttribute('href')!);
    expect(join).toHaveLength(2);
    for (const href of join) expect(href).toMatch(/^mailto:[a-z]+@example\.org\?subject=.+/);
  });
});

describe.each(prefixes)('team (%s)', (_locale, prefix) => {
  it('has the photo, 16 member cards, 4 departments, 4 advisors and the jobs buttons', async () => {
    const { doc } = await page(`${prefix}/team`);
    // Drawn inline (no request before the first paint), named for screen readers.
    const photo = doc.querySelector('main [role="img"]:has(> svg)');
    expect(photo?.getAttribute('aria-label')?.length).toBeGreaterThan(20);
    const cards = doc.querySelectorAll('[data-member]');
    expect(cards).toHaveLength(16);
    for (const card of cards) {
      expect(textOf(card.querySelector('[data-initial]'))).toHaveLength(1);
      expect(card.querySelector('img[src*="/assets/flags."]')).not.toBeNull();
      const social = card.querySelectorAll('a[aria-label]');
      expect(social).toHaveLength(2);
      expect(social[0]!.getAttribute('href')).toMatch(/^mailto:.+@example\.org$/);
    }
    const departments = doc.querySelectorAll('#departments > div > ul > li');
    expect(departments).toHaveLength(4);
    expect(departments.map((d) => textOf(d).match(/\d+/)?.[0])).toEqual(['45', '35', '25', '30']);
    expect(doc.querySelectorAll('#advisors li')).toHaveLength(4);
    expect(doc.querySelectorAll('#join a[href^="mailto:"]')).toHaveLength(2);
  });
});

describe.each(prefixes)('partners (%s)', (_locale, prefix) => {
  it('has the network figures, four kinds of partner and the partnership buttons', async () => {
    const { doc } = await page(`${prefix}/partners`);
    expect(doc.querySelectorAll('#network dt + dd').map(textOf)).toEqual(['50+', '30+', '1,000+', '24/7']);
    for (const id of ['law-firms', 'technology', 'academic']) {
      expect(doc.querySelectorAll(`#${id} ul > li`).length, id).toBeGreaterThanOrEqual(3);
    }
    // Police and public bodies are never listed on our word: while sample, the rule instead.
    expect(doc.querySelectorAll('#law-enforcement li')).toHaveLength(0);
    expect(textOf(doc.querySelector('#law-enforcement [data-public-bodies-rule]')).length).toBeGreaterThan(40);
    expect(doc.querySelectorAll('#become-partner a[href^="mailto:partners@example.org"]')).toHaveLength(2);
  });
});

describe.each(prefixes)('cases (%s)', (locale, prefix) => {
  it('has the summary, the four case types, 10 of the 20 closed cases, testimonials and the CTA', async () => {
    const { doc } = await page(`${prefix}/cases`);
    const summary = doc.querySelectorAll('#summary dt + dd').map(textOf);
    expect(summary[0]).toBe('473');
    expect(summary[1]).toBe(locale === 'en' ? '$890M' : 'US$8.9億'.replace('億', locale === 'zh-CN' ? '亿' : '億'));
    expect(summary[2]).toBe('87%');
    expect(summary[3]).toContain('5.2');
    const types = doc.querySelectorAll('#case-types li');
    expect(types.map((t) => textOf(t).match(/\d+/)?.[0])).toEqual(['156', '132', '98', '87']);
    expect(types.map((t) => textOf(t).match(/(\d+)%/)?.[1])).toEqual(['89', '82', '91', '75']);
    const cases = [...doc.querySelectorAll('[data-case]'), ...(await page(`${prefix}/cases?page=2`)).doc.querySelectorAll('[data-case]')];
    expect(cases).toHaveLength(20);
    for (const c of cases) expect(c.getAttribute('data-case')).toMatch(/^CASE-\d{4}-\d{3}$/);
    expect(new Set(cases.map((c) => c.getAttribute('data-case'))).size).toBe(20);
    expect(doc.querySelectorAll('#testimonials li').length).toBeGreaterThanOrEqual(4);
    expect(doc.querySelectorAll('#cta a[data-consult]')).toHaveLength(2);
    expect(doc.querySelector('#cta [data-promises]')).not.toBeNull();
  });
});

it('marks every featured case closed, in each language', async () => {
  for (const [url, closed] of [['/cases', '已結案'], ['/cn/cases', '已结案'], ['/en/cases', 'Closed'], ['/cases?page=2', '已結案'], ['/cn/cases?page=2', '已结案'], ['/en/cases?page=2', 'Closed']]) {
    const { doc } = await page(url!);
    for (const c of doc.querySelectorAll('[data-case]')) expect(textOf(c)).toContain(closed);
  }
});

describe('privacy and terms', () => {
  it.each([
    ['/privacy', ['30 日', '資料可攜', '必要', '分析', '功能', '標準契約條款', '2026年11月24日', 'privacy@example.org', 'legal@example.org', '+1 202-555-0143', '臺北']],
    ['/en/privacy', ['30 days', 'portability', 'Essential cookies', 'Analytics cookies', 'Functional cookies', 'standard contractual clauses', 'November 24, 2026', 'privacy@example.org']],
    ['/terms', ['30 分鐘', '美元', '100%', '30 日', '調解', '仲裁', '臺灣臺北地方法院', '中華民國', '2024年2月1日']],
    ['/en/terms', ['30 minutes', 'US dollars', '100%', '30 days', 'mediation', 'arbitration', 'Taipei District Court', 'Republic of China', 'February 1, 2024']],
  ])('%s states every point of SPEC section 9', async (url, phrases) => {
    const { doc } = await page(url);
    const text = textOf(doc.querySelector('main'));
    for (const phrase of phrases) expect(text, phrase).toContain(phrase);
    expect(doc.querySelectorAll('main section[id^="section-"]').length).toBeGreaterThanOrEqual(8);
  });

  it('says the Traditional Chinese text is binding on the translations only', async () => {
    expect((await page('/terms')).doc.querySelector('[data-binding-notice]')).toBeNull();
    expect((await page('/en/terms')).doc.querySelector('[data-binding-notice]')).not.toBeNull();
    expect((await page('/cn/privacy')).doc.querySelector('[data-binding-notice]')).not.toBeNull();
  });
});
