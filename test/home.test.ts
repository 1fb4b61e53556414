// Home: the headline, the actions, the four figures and the practice areas with their amounts,
// per locale, as the data gives them (content/organisation/figures.yaml); the first brief's sample
// figures only while sample.
import { describe, expect, it } from 'vitest';
import { homeStats, practiceAreas, practiceAreasCounted } from '../src/content/site.ts';
import { identity } from '../src/content/identity.ts';
import { translations } from '../src/i18n/translate.ts';
import { text } from '../src/content/text.ts';
import { formatUsdCompact, formatUsdExact } from '../src/site/format.ts';
import { page, textOf } from './helpers.ts';
import { isSample, specSample } from './sample.ts';

describe('home', () => {
  it.each([
    ['/', 'zh-TW', '被騙了怎麼辦？'],
    ['/cn', 'zh-CN', '被骗了怎么办？'],
    ['/en', 'en', 'What to do if you’ve been scammed?'],
  ] as const)('%s has the headline and locale-formatted amounts', async (url, locale, headline) => {
    const { doc } = await page(url);
    expect(textOf(doc.querySelector('h1'))).toBe(headline);
    for (const area of practiceAreas) if (area.amount !== undefined) expect(textOf(doc.querySelector('#services'))).toContain(formatUsdCompact(area.amount, locale));
  });

  it('shows the four stat tiles and both readings of the team figure', async () => {
    const { doc } = await page('/en');
    const stats = doc.querySelector('#stats')!;
    const values = stats.querySelectorAll('dt + dd').map(textOf);
    expect(values).toEqual([`${homeStats.countries.value}+`, homeStats.teamMembers.value.toLocaleString('en-US'), `${homeStats.satisfaction.value}%`, `${homeStats.serviceTypes.value}+`]);
    // The team figure has one reading (the specification's two, team members and advisors, together): the annual
    // report's paid staff, and the rest volunteer advisors, counted from the two figures.
    expect(textOf(stats)).toContain('Staff and volunteer advisors on our cases');
    const { staff } = identity.annualReport;
    expect(textOf(stats)).toContain(`${staff.toLocaleString('en-US')} paid staff and ${(homeStats.teamMembers.value - staff).toLocaleString('en-US')} volunteer advisors`);
    // The countries figure is the partner network; the 11 are the places we serve.
    expect(textOf(stats)).toContain('Countries and regions in our partner network');
    expect(textOf(stats)).toContain('We serve clients in 11 of them');
  });

  it('lists the practice areas with their amounts and fraud types', async () => {
    const { doc } = await page('/en');
    const cards = doc.querySelectorAll('#services li');
    // To the dollar, as the records give them, with the rounded form beside; each says its years; a
    // service without an amount shows none.
    expect(cards.map((c) => textOf(c.querySelector('dd[data-amount]')))).toEqual(practiceAreas.map((a) => (a.amount === undefined ? '' : formatUsdExact(a.amount, 'en', translations('en').home.about))));
    for (const card of cards.filter((c) => c.querySelector('dd[data-amount]'))) expect(textOf(card.querySelector('dt'))).toContain(String(practiceAreasCounted.from));
    const shown = textOf(doc.querySelector('#services'));
    for (const area of practiceAreas) expect(shown).toContain(text(area.type, 'en'));
  });

  it.runIf(isSample)('shows the SPEC sample figures and amounts (only while sample)', async () => {
    for (const [url, locale] of [['/', 'zh-TW'], ['/cn', 'zh-CN'], ['/en', 'en']] as const) {
      expect(textOf((await page(url)).doc.querySelector('#services')), url).toContain(formatUsdCompact(specSample.practiceAmounts[0], locale));
    }
    const { doc } = await page('/en');
    expect(doc.querySelectorAll('#stats dt + dd').map(textOf)).toEqual(specSample.homeStats);
    // The sample's amounts to the dollar, as the first brief gives them, the rounded form beside.
    expect(doc.querySelectorAll('#services li').map((c) => textOf(c.querySelector('dd[data-amount]')))).toEqual(specSample.practiceAmounts.map((a) => (a === undefined ? '' : `$${a.toLocaleString('en-US')} (about ${formatUsdCompact(a, 'en')})`)));
    const shown = textOf(doc.querySelector('#services'));
    for (const t of specSample.practiceTypes) expect(shown).toContain(t);
  });

  it('links the free assessment to the contact details, learn-more to about, and cases from the CTA', async () => {
    const { doc } = await page('/cn');
    const hero = doc.querySelector('main > div')!;
    // The first-call line (its own tests in first-minute.test.ts) comes first; then the actions.
    const heroLinks = hero.querySelectorAll('a').filter((a) => !a.closest('[data-first-call]')).map((a) => [textOf(a), a.getAttribute('href')]);
    expect(heroLinks).toEqual([['免费案件评估', '/cn/contact'], ['了解我们', '/cn/about']]);
    // Our promises are said once, beside the closing call to action, and lead to How We Work.
    expect(doc.querySelectorAll('[data-promises]')).toHaveLength(1);
    expect(doc.querySelector('#about a')?.getAttribute('href')).toBe('/cn/about');
    expect(doc.querySelectorAll('#cta a').map((a) => a.getAttribute('href'))).toEqual(['/cn/contact', '/cn/cases', '/cn/how-we-work']);
    expect(doc.querySelector('#contact')).not.toBeNull();
  });
});
