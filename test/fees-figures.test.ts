// Issue 41: one fee statement everywhere; figures that say what they count and since when; no
// amount labelled as recovered by teaching; outcomes told honestly beside the figures; Home and
// /cases not written as a recovery pitch. Expectations come from the content modules and the
// interface strings, never from today's sample figures.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commitments } from '../src/content/commitments.ts';
import { record } from '../src/content/about.ts';
import { outcomes } from '../src/content/outcomes.ts';
import { caseSummary, practiceAreas, practiceAreasSince } from '../src/content/site.ts';
import { text } from '../src/content/text.ts';
import { countInProse, formatUsd, formatUsdCompact } from '../src/site/format.ts';
import { nothingRecoveredExample, testimonials } from '../src/content/cases.ts';
import { translations } from '../src/i18n/translate.ts';
import { locales, localizePath } from '../src/site/locale.ts';
import { page, textOf } from './helpers.ts';

describe('one fee statement', () => {
  it.each(locales)('/contact, /how-we-work and /terms say it in the same words (%s)', async (locale) => {
    const statement = text(commitments.fees, locale);
    // Nothing before the agreement, what after: the statement names both.
    expect(statement.length).toBeGreaterThan(40);
    for (const path of ['/contact', '/how-we-work', '/terms']) {
      const main = textOf((await page(localizePath(path, locale))).doc.querySelector('main'));
      expect(main, path).toContain(statement);
    }
    // /how-we-work keeps it in its fees section.
    const how = (await page(localizePath('/how-we-work', locale))).doc;
    expect(textOf(how.querySelector('#fees'))).toContain(statement);
  });

  it('contradicts nothing on /contact: no line there says the Association never charges', async () => {
    const main = textOf((await page('/en/contact')).doc.querySelector('main'));
    expect(main).not.toMatch(/never (ask|charge)[^.]*\bpay\b(?! to submit)/i);
  });
});

describe('figures say what they count and since when', () => {
  it.each(locales)('Home\'s amounts (%s): rounded, labelled with their start year, none on a service that recovers nothing', async (locale) => {
    const LL = translations(locale);
    const { doc } = await page(localizePath('/', locale));
    const cards = doc.querySelectorAll('#services li');
    expect(cards).toHaveLength(practiceAreas.length);
    for (const [i, area] of practiceAreas.entries()) {
      const amount = cards[i]!.querySelector('dd[data-amount]');
      if (area.amount === undefined) {
        expect(amount, text(area.title, locale)).toBeNull();
        expect(textOf(cards[i])).not.toContain(LL.home.recoveredLabel({ year: practiceAreasSince }));
      } else {
        expect(textOf(cards[i]!.querySelector('dt'))).toBe(LL.home.recoveredLabel({ year: practiceAreasSince }));
        // Not counted to the dollar: no seven-digit run of figures.
        expect(textOf(amount)).not.toMatch(/\d{1,3}(,\d{3}){2,}/);
      }
    }
  });

  it.each(locales)('Home\'s satisfaction figure (%s) says which cases it comes from, since when', async (locale) => {
    const LL = translations(locale);
    const { doc } = await page(localizePath('/', locale));
    expect(textOf(doc.querySelector('#stats'))).toContain(LL.home.statSatisfactionNote({ year: caseSummary.countedSince }));
  });

  it('the teaching service shows no amount (the prevention-education card)', async () => {
    const { doc } = await page('/en');
    const education = doc.querySelectorAll('#services li').find((li) => /education|prevention/i.test(textOf(li.querySelector('h3'))));
    if (education) expect(education.querySelector('dd[data-amount]')).toBeNull();
    expect(textOf(doc.querySelector('#services'))).not.toMatch(/\$[\d,]{9,}/);
  });

  it.each(locales)('/cases (%s): the summary says since when; the average rate is a sentence that says what it leaves out', async (locale) => {
    const LL = translations(locale);
    const { doc } = await page(localizePath('/cases', locale));
    expect(textOf(doc.querySelector('#summary dl'))).toContain(LL.cases.totalCases({ year: caseSummary.countedSince }));
    // No tile shows the rate as a headline.
    expect(doc.querySelectorAll('#summary dt + dd').map(textOf)).not.toContain(`${caseSummary.averageRecoveryRate}%`);
    expect(textOf(doc.querySelector('#summary [data-figures-note]'))).toContain(`${caseSummary.averageRecoveryRate}%`);
    // Straight after the rate: it is no reader's chance of getting money back.
    expect(textOf(doc.querySelector('#summary [data-figures-note]')).endsWith(LL.cases.averageNotChance())).toBe(true);
  });

  it('a rounded amount has at most three significant digits in every language, so none reads as counted to the dollar', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 5e12 }), fc.constantFrom(...locales), (amount, locale) => {
      const digits = formatUsdCompact(amount, locale).replace(/\D/g, '').replace(/^0+|0+$/g, '');
      return digits.length <= 3;
    }), { seed: 41, numRuns: 500 });
    expect(formatUsdCompact(96_844_144, 'zh-TW')).toBe('9,680 萬美元');
    expect(formatUsdCompact(96_844_144, 'en')).toBe('$96.8M');
  });
});

describe('outcomes told honestly, and not a recovery pitch', () => {
  it.each(locales)('/cases and Home (%s) say what a typical case looks like and that some recover nothing, next to the figures', async (locale) => {
    const t = (v: { 'zh-TW': string; en: string }) => text(v as never, locale);
    const LL = translations(locale);
    const cases = (await page(localizePath('/cases', locale))).doc;
    // Right after the figures, before anything else: what they leave out.
    const beside = cases.querySelector('#summary dl')!.nextElementSibling!;
    expect(beside.hasAttribute('data-nothing-recovered')).toBe(true);
    expect(textOf(beside)).toBe(`${t(outcomes.notCounted)}${locale === 'en' ? ' ' : ''}${t(outcomes.nothingRecovered)}`);
    const full = cases.querySelector('#outcomes [data-outcomes]')!;
    expect(textOf(full)).toContain(t(outcomes.typical));
    expect(full.querySelectorAll('#depends [data-depends] li').map(textOf)).toEqual(outcomes.depends.map(t));
    // A case that recovered nothing, when the data gives one: an organisation claim, not a featured case.
    const example = full.querySelector('[data-example-case]');
    expect(Boolean(example)).toBe(nothingRecoveredExample !== undefined);
    if (nothingRecoveredExample && example) {
      expect(textOf(example)).toContain(text(nothingRecoveredExample.description, locale));
      expect(textOf(example)).toContain(`${LL.cases.recoveredAmount()} ${formatUsd(0, locale)}`);
      expect(example.closest('[data-org]')).not.toBeNull();
      expect(example.closest('[data-case]')).toBeNull();
    }
    const home = (await page(localizePath('/', locale))).doc;
    // Home tells it in short, just above its amounts; the rest is one tap away on /cases.
    const short = home.querySelector('#services #outcomes [data-outcomes]')!;
    expect(textOf(short.querySelector('[data-nothing-recovered]'))).toContain(t(outcomes.short));
    expect(short.querySelector(`a[href="${localizePath('/cases', locale)}#depends"]`)).not.toBeNull();
    expect(home.querySelector('#outcomes + ul')?.querySelectorAll('li')).toHaveLength(practiceAreas.length);
  });

  it.each(locales)('when nothing is recovered, /cases and Home say the investigation fee is not refunded, in the fee statement\'s terms (%s)', async (locale) => {
    // The fee's name as the one fee statement gives it, and how /how-we-work says it is kept.
    const fee = { 'zh-TW': '調查費', 'zh-CN': '调查费', en: 'investigation fee' }[locale];
    const kept = { 'zh-TW': /不(會|予)?退還/, 'zh-CN': /不(会|予)?退还/, en: /not refunded/ }[locale];
    expect(text(commitments.fees, locale)).toContain(fee);
    expect(textOf((await page(localizePath('/how-we-work', locale))).doc.querySelector('#fees'))).toMatch(kept);
    const card = textOf((await page(localizePath('/cases', locale))).doc.querySelector('#summary [data-nothing-recovered]'));
    const home = textOf((await page(localizePath('/', locale))).doc.querySelector('#outcomes [data-nothing-recovered]'));
    for (const said of [card, home]) {
      expect(said).toContain(fee);
      expect(said).toMatch(kept);
    }
  });

  it.each(locales)('/cases (%s): the testimonials button says they all come from cases that recovered money, when they do', async (locale) => {
    const LL = translations(locale);
    const all = testimonials.every((q) => q.recovered > 0);
    const summary = (await page(localizePath('/cases', locale))).doc.querySelector('#testimonials summary');
    if (testimonials.length > 0) expect(textOf(summary)).toBe((all ? LL.cases.moreTestimonialsRecovered : LL.cases.moreTestimonials)({ count: countInProse(testimonials.length, locale) }));
    const said = { 'zh-TW': /追回款項/, 'zh-CN': /追回了款项/, en: /recovered money/ }[locale];
    expect(LL.cases.moreTestimonialsRecovered({ count: '1' })).toMatch(said);
    expect(LL.cases.moreTestimonials({ count: '1' })).not.toMatch(said);
  });

  it.each(locales)('no case card shows a recovery percentage; the all-time total is on /about with what it counts and since when, not on Home (%s)', async (locale) => {
    const cases = (await page(localizePath('/cases', locale))).doc;
    const cards = cases.querySelectorAll('[data-case]');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(textOf(card.querySelector('dl')), card.getAttribute('data-case')!).not.toMatch(/%/);
    if (!record) return;
    const LL = translations(locale);
    const total = formatUsdCompact(record.recoveredUsd, locale);
    expect(textOf((await page(localizePath('/', locale))).doc.querySelector('main'))).not.toContain(total);
    const about = (await page(localizePath('/about', locale))).doc;
    const shown = textOf(about.querySelector('#record'));
    expect(shown).toContain(total);
    expect(shown).toContain(LL.about.recordRecoveredNote());
    expect(textOf(about.querySelector('#record')?.previousElementSibling)).toBe(LL.about.recordTitle({ year: record.since }));
  });

  it('Home and /cases ask no "does your case have a chance?", hurry no one and headline no recovery rate', async () => {
    for (const path of ['/en', '/en/cases']) {
      const { doc } = await page(path);
      const main = textOf(doc.querySelector('main'));
      expect(main, path).not.toMatch(/has a chance|average recovery rate|\bgot back\b|talk to us first/i);
      // Testimonials wait behind a tap: the page leads with outcomes, not praise.
      for (const quote of doc.querySelectorAll('#testimonials blockquote')) expect(quote.closest('details'), path).not.toBeNull();
      for (const h of doc.querySelectorAll('main h1, main h2')) expect(textOf(h), path).not.toMatch(/\d+%|\$\d/);
    }
  });
});
