// Issues 41 and 49: one fee table, with its amounts, wherever a fee is named and never where none is
// charged; every figure with what it counts, its years, who counted and where to check it, and
// its sample mark; figures that count the same thing agree (the build's check, fed a bad sample);
// verified mode refuses a fee without an amount; outcomes told honestly beside the figures; Home
// and /cases not written as a recovery pitch. Expectations come from the content modules and the
// interface strings, never from today's sample figures.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HTMLElement } from 'node-html-parser';
import { compileOrganisation, OrganisationDataError } from '../scripts/build/organisation/schema.ts';
import { commitments } from '../src/content/commitments.ts';
import { record } from '../src/content/about.ts';
import { feeSchedule } from '../src/content/fees.ts';
import { outcomes } from '../src/content/outcomes.ts';
import { caseSummary, practiceAreas, practiceAreasCounted } from '../src/content/site.ts';
import { text } from '../src/content/text.ts';
import { countInProse, formatNumber, formatUsd, formatUsdCompact, formatUsdExact, formatUsdRange } from '../src/site/format.ts';
import { nothingRecoveredExample, testimonials } from '../src/content/cases.ts';
import { translations } from '../src/i18n/translate.ts';
import { locales, localizePath, type Locale } from '../src/site/locale.ts';
import { callAsSender, html } from './forms.ts';
import { page, pageUrls, textOf } from './helpers.ts';
import { isSample } from './sample.ts';

const sources = Object.fromEntries(Object.entries(import.meta.glob('../content/organisation/*.yaml', { query: '?raw', import: 'default', eager: true }) as Record<string, string>)
  .filter(([path]) => !path.endsWith('.zh-CN.yaml')).map(([path, source]) => [path.slice(path.lastIndexOf('/') + 1), source]));

/** The build's problems with the organisation data, once `change` has spoilt a copy of it. */
function problems(change: (files: Record<string, string>) => void, verified = false): string[] {
  const files = { ...sources };
  change(files);
  try {
    compileOrganisation(files, { verified });
    return [];
  } catch (error) {
    if (!(error instanceof OrganisationDataError)) throw error;
    return [...error.problems];
  }
}

/** A fee's amount as the table words it. */
const amountOf = (fee: (typeof feeSchedule.fees)[number], locale: Locale) => {
  const F = translations(locale).fees;
  if (fee.from !== undefined && fee.to !== undefined) return formatUsdRange(fee.from, fee.to, locale);
  return F.share({ percent: fee.percent!, cap: formatUsd(fee.cap!, locale) });
};

/** The fee table in `doc`: every fee with its amount, the costs others charge, the upfront-fee warning, how to tell us apart. */
function expectFeeTable(table: HTMLElement | null, locale: Locale, where: string) {
  expect(table, where).not.toBeNull();
  const t = (v: { 'zh-TW': string; en: string }) => text(v as never, locale);
  expect(textOf(table!.querySelector('[data-upfront]')), where).toBe(t(commitments.upfrontFee));
  for (const fee of feeSchedule.fees) {
    expect(textOf(table!.querySelector(`[data-fee="${fee.id}"] [data-fee-amount]`)), `${where} ${fee.id}`).toBe(amountOf(fee, locale));
    expect(textOf(table!.querySelector(`[data-fee="${fee.id}"]`)), where).toContain(t(fee.due));
  }
  expect(table!.querySelectorAll('[data-third-party] [data-cost-amount]').map(textOf), where)
    .toEqual(feeSchedule.thirdParty.map((c) => formatUsdRange(c.from, c.to, locale)));
  expect(textOf(table!.querySelector('[data-third-party]')), where).toContain(t(feeSchedule.lawyers));
  // The court's deposit among what others charge; no commissions; how to ask for a waiver.
  expect(textOf(table!.querySelector('[data-third-party] [data-court-deposit]')), where).toBe(t(feeSchedule.courtDeposit));
  expect(textOf(table!.querySelector('[data-third-party] [data-no-commissions]')), where).toBe(t(feeSchedule.noCommissions));
  expect(textOf(table!.querySelector('[data-hardship]')), where).toBe(t(feeSchedule.hardship));
  // New Taiwan dollars beside the US dollars for Taiwan's readers only, from the content's rate.
  const twd = feeSchedule.twd;
  for (const fee of feeSchedule.fees) {
    const shown = textOf(table!.querySelector(`[data-fee-twd="${fee.id}"]`));
    if (!twd || locale !== 'zh-TW') { expect(shown, where).toBe(''); continue; }
    const nt = (usd: number) => formatNumber(Math.round(usd * twd.rate), locale);
    const F = translations(locale).fees;
    expect(shown, `${where} ${fee.id}`).toBe(fee.from !== undefined ? F.twdRange({ from: nt(fee.from), to: nt(fee.to!) }) : F.twdCap({ cap: nt(fee.cap!) }));
  }
  expect(table!.querySelectorAll('[data-tell-apart] li').length, where).toBeGreaterThanOrEqual(5);
}

describe('one fee table, with its amounts', () => {
  it.each(locales)('How We Work, the Terms, the help form and its thank-you page show it the same (%s)', async (locale) => {
    for (const path of ['/how-we-work', '/terms', '/contact', '/contact?kind=business', '/contact/thanks/7KQ2M-XD94R']) {
      // The thank-you page as the browser that sent the request sees it.
      const doc = path.includes('/thanks/') ? await html(await callAsSender(localizePath(path, locale))) : (await page(localizePath(path, locale))).doc;
      const section = doc.querySelector('#fees');
      expect(section?.hasAttribute('hidden'), path).toBe(false);
      expectFeeTable(section!.querySelector('[data-fees]'), locale, path);
    }
  });

  it.each(['partnership', 'proposal', 'job', 'press'])('is not shown to a %s request, which is charged nothing', async (kind) => {
    for (const locale of locales) {
      const form = (await page(`${localizePath('/contact', locale)}?kind=${kind}`)).doc;
      // The same markup as every kind (the form swaps kinds in place), hidden.
      expect(form.querySelector('#fees')?.hasAttribute('hidden'), kind).toBe(true);
      expect(form.querySelector('[data-warning="payment"]')?.hasAttribute('hidden'), kind).toBe(true);
      const thanks = await html(await callAsSender(`${localizePath('/contact/thanks/7KQ2M-XD94R', locale)}?kind=${kind}`));
      expect(thanks.querySelector('[data-reference]'), kind).not.toBeNull();
      expect(thanks.querySelector('[data-fees], [data-fee-summary]'), kind).toBeNull();
    }
  });

  it('every page that names one of our fees shows what it costs on the same page', async () => {
    for (const { locale, url } of pageUrls) {
      const { doc, res } = await page(url);
      if (res.status !== 200) continue;
      const main = textOf(doc.querySelector('main'));
      const named = feeSchedule.fees.filter((fee) => main.includes(text(fee.name, locale)));
      if (named.length === 0) continue;
      const shown = doc.querySelectorAll('main [data-fee-amount]').filter((el) => !el.closest('[hidden]')).map(textOf);
      for (const fee of named) expect(shown.some((s) => s.includes(amountOf(fee, locale))), `${url} names ${fee.id}`).toBe(true);
    }
  });

  it('where individuals pay nothing (every fee for organisations only), every fee table and fee line says so before any amount', async () => {
    const free = feeSchedule.fees.every((fee) => fee.payers === 'organizations');
    let seen = 0;
    for (const { locale, url } of pageUrls) {
      const { doc, res } = await page(url);
      if (res.status !== 200) continue;
      for (const block of doc.querySelectorAll('main [data-fees], main [data-fee-summary]')) {
        if (block.closest('[hidden]')) continue;
        seen++;
        const said = block.querySelector('[data-individuals-pay-nothing]');
        if (!free) { expect(said, url).toBeNull(); continue; }
        expect(textOf(said), url).toBe(text(commitments.individualsPayNothing, locale));
        // Before the first amount, in reading order.
        const first = block.querySelector('[data-fee-amount]');
        expect(block.innerHTML.indexOf('data-individuals-pay-nothing'), url).toBeLessThan(block.innerHTML.indexOf(first!.outerHTML));
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('says once, on How We Work, why consumer agencies warn against paying upfront, and what ours is', async () => {
    const how = textOf((await page('/en/how-we-work')).doc.querySelector('#fees'));
    expect(how).toMatch(/agencies warn\b[^.]*\b(up front|in advance)\b/i);
    expect(how.split(text(commitments.upfrontFee, 'en')).length - 1).toBe(1);
  });

  it('no page asks for what our red flags warn against: no fee before a signed agreement, no other account', () => {
    for (const locale of locales) {
      for (const fee of feeSchedule.fees) expect(text(fee.due, locale)).not.toMatch(/before (the )?(free )?(case )?assessment/i);
    }
    const due = feeSchedule.fees.map((fee) => text(fee.due, 'en')).join(' ');
    expect(due).toMatch(/sign|back in your account/i);
    expect(text(commitments.paidToOwnAccount, 'en')).toMatch(/Check who we are/);
  });

  it('verified mode refuses a fee without an amount, naming its file and line; sample mode says it is not set', () => {
    const noAmount = (files: Record<string, string>) => {
      // Our fees lose their amounts; what others charge keeps its ranges.
      const [ours, others] = files['fees.yaml']!.split('\nthirdParty:');
      files['fees.yaml'] = `${ours!.replace(/^ {4}(from|to|percent|cap): \d+\n/gm, '')}\nthirdParty:${others}`;
    };
    expect(problems(noAmount)).toEqual([]);
    const refused = problems(noAmount, true);
    expect(refused.length).toBe(feeSchedule.fees.length);
    for (const [i, fee] of feeSchedule.fees.entries()) {
      expect(refused[i]).toMatch(new RegExp(`^content/organisation/fees\\.yaml:\\d+: fees\\[${i}\\]\\.name: "${fee.name.en}" has no amount`));
    }
    // Half an amount is refused in any mode.
    expect(problems((files) => { files['fees.yaml'] = files['fees.yaml']!.replace(/^ {4}to: \d+\n/m, ''); }).join('\n')).toMatch(/fees\.yaml:\d+: fees\[\d\]\.to: is missing/);
  });
});

/** Every figure of a page: a tile ([data-figure]) or a practice area's amount. */
const figuresOf = (doc: HTMLElement) => [...doc.querySelectorAll('main [data-figure]'), ...doc.querySelectorAll('main dd[data-amount]')];

describe('every figure with how it is counted', () => {
  it.each(locales)('Home, About, Team, Partners and /cases (%s): each figure has its years, what it counts and a source to check, beside it', async (locale) => {
    for (const path of ['/', '/about', '/team', '/partners', '/cases']) {
      const doc = (await page(localizePath(path, locale))).doc;
      const figures = figuresOf(doc);
      // Home and /cases always give figures; About's record is optional.
      if (path === '/' || path === '/cases') expect(figures.length, path).toBeGreaterThan(0);
      for (const figure of figures) {
        // In the figure's own tile, or once for a group in the section that holds it.
        const how = figure.querySelector('[data-how-we-count]') ?? figure.closest('section')!.querySelector('[data-how-we-count]');
        expect(how, `${path}: ${textOf(figure)}`).not.toBeNull();
        expect(textOf(how!.querySelector('[data-years]')), path).toMatch(/\d{4}/);
        expect(how!.querySelector('a[data-source]')?.getAttribute('href'), path).toMatch(/^https:\/\//);
        // What it counts, then who counted it: two sentences at least, none empty.
        const said = how!.querySelectorAll('p').map(textOf);
        expect(said.length, path).toBeGreaterThanOrEqual(2);
        for (const s of said) expect(s.length, path).toBeGreaterThan(0);
      }
    }
  });

  it.runIf(isSample)('each sample figure carries its own sample mark, and the pages that repeat claims say so in their description', async () => {
    const LL = translations('en');
    for (const path of ['/en', '/en/about', '/en/partners', '/en/cases']) {
      const doc = (await page(path)).doc;
      for (const figure of figuresOf(doc).filter((f) => !f.hasAttribute('data-amount'))) {
        expect(figure.querySelector('[data-sample-mark]'), `${path}: ${textOf(figure)}`).not.toBeNull();
      }
      for (const amount of doc.querySelectorAll('main dd[data-amount]')) expect(amount.nextElementSibling?.querySelector('[data-sample-mark]'), path).not.toBeNull();
    }
    for (const path of ['/en/about', '/en/team', '/en/partners', '/en/cases', '/en/verify']) {
      const description = (await page(path)).doc.querySelector('meta[name="description"]')?.getAttribute('content');
      expect(description, path).toMatch(new RegExp(`^${LL.sample.badge()}`));
    }
  });

  it('the build names both lines when figures that count the same thing disagree', () => {
    expect(problems(() => {})).toEqual([]);
    // Practice areas over years that include the /cases years, made smaller than the /cases total.
    const shrunk = problems((files) => {
      files['figures.yaml'] = files['figures.yaml']!.replace(/^ {4}amount: (\d+)$/gm, '    amount: 1000');
    });
    expect(shrunk.join('\n')).toMatch(/^content\/organisation\/figures\.yaml:\d+: practiceAreas: US dollars recovered .* less than .* \(and content\/organisation\/cases\.yaml:\d+: types\)$/m);
    // An average that is not what its table gives.
    const average = problems((files) => {
      files['cases.yaml'] = files['cases.yaml']!.replace(/^ {2}averageRecoveryRate: \d+$/m, '  averageRecoveryRate: 99');
    });
    expect(average.join('\n')).toMatch(/cases\.yaml:\d+: summary\.averageRecoveryRate: is 99%, but the types' amounts give \d+%/);
    // Staff counted twice for the same year, differently.
    const staff = problems((files) => {
      files['identity.yaml'] = files['identity.yaml']!.replace(/^ {2}staff: \d+$/m, '  staff: 3');
    });
    expect(staff.join('\n')).toMatch(/(identity|team)\.yaml:\d+: .*the two must be the same number \(and content\/organisation\/(team|identity)\.yaml:\d+/);
    // A total since the founding smaller than a total of later years.
    if (record) {
      const people = problems((files) => {
        files['about.yaml'] = files['about.yaml']!.replace(/(victimsHelped:\n {4}value: )\d+/, '$11');
      });
      expect(people.join('\n')).toMatch(/about\.yaml:\d+: record\.victimsHelped\.value: people helped .* less than/);
    }
    // A source that does not exist.
    expect(problems((files) => { files['cases.yaml'] = files['cases.yaml']!.replace(/^ {2}source: [\w-]+$/m, '  source: nowhere'); }).join('\n'))
      .toMatch(/cases\.yaml:\d+: summary\.source: "nowhere" is not a source/);
  });

  it.each(locales)('Home\'s amounts (%s): to the dollar with the rounded form beside, labelled with their years, none on a service that recovers nothing', async (locale) => {
    const LL = translations(locale);
    const { doc } = await page(localizePath('/', locale));
    const cards = doc.querySelectorAll('#services li');
    expect(cards).toHaveLength(practiceAreas.length);
    for (const [i, area] of practiceAreas.entries()) {
      const amount = cards[i]!.querySelector('dd[data-amount]');
      if (area.amount === undefined) {
        expect(amount, text(area.title, locale)).toBeNull();
      } else {
        expect(textOf(cards[i]!.querySelector('dt'))).toContain(String(practiceAreasCounted.to));
        expect(textOf(amount)).toBe(formatUsdExact(area.amount, locale, LL.home.about));
      }
    }
  });

  it('a rounded amount has at most three significant digits in every language, so none reads as counted to the dollar', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 5e12 }), fc.constantFrom(...locales), (amount, locale) => {
      const digits = formatUsdCompact(amount, locale).replace(/\D/g, '').replace(/^0+|0+$/g, '');
      return digits.length <= 3;
    }), { seed: 41, numRuns: 500 });
    expect(formatUsdCompact(96_844_144, 'zh-TW')).toBe('9,680 萬美元');
    expect(formatUsdCompact(96_844_144, 'en')).toBe('$96.8M');
    const about = translations('en').home.about;
    expect(formatUsdExact(676_151_185, 'en', about)).toBe('$676,151,185 (about $676M)');
    expect(formatUsdExact(890_000_000, 'en', about)).toBe('$890M');
  });

  it.each(locales)('/cases (%s): the figures say out of how many closed cases; the average rate is a sentence that says what it leaves out', async (locale) => {
    const LL = translations(locale);
    const { doc } = await page(localizePath('/cases', locale));
    // No tile shows the rate as a headline.
    expect(doc.querySelectorAll('#summary dt + dd').map(textOf)).not.toContain(`${caseSummary.averageRecoveryRate}%`);
    const note = textOf(doc.querySelector('#summary [data-figures-note]'));
    expect(note).toContain(`${caseSummary.averageRecoveryRate}%`);
    expect(note).toContain(LL.cases.averageNotChance({ rate: caseSummary.averageRecoveryRate }));
    // The denominator: every case closed, those that recovered nothing too. The statistics lead
    // with the cases that got nothing back, counted from the figures, before any amount returned.
    expect(caseSummary.casesClosed).toBeGreaterThanOrEqual(caseSummary.totalCases);
    const nothing = doc.querySelector('#summary [data-nothing-back]');
    expect(textOf(nothing)).toContain(LL.cases.nothingBack({
      nothing: formatNumber(caseSummary.casesClosed - caseSummary.totalCases, locale),
      closed: formatNumber(caseSummary.casesClosed, locale),
      share: Math.round(((caseSummary.casesClosed - caseSummary.totalCases) / caseSummary.casesClosed) * 100),
    }));
    expect(doc.querySelectorAll('#summary [data-nothing-back], #summary dl')[0]?.hasAttribute('data-nothing-back')).toBe(true);
    // Beside the amount returned, what all closed cases lost and the share of it that came back:
    // counted from the amounts, not written.
    expect(caseSummary.lost).toBeGreaterThanOrEqual(caseSummary.frozenUsd);
    expect(textOf(doc.querySelector('#summary dl'))).toContain(LL.cases.recoveredNote({
      share: Math.round((caseSummary.recoveredUsd / caseSummary.lost) * 100), lost: formatUsdCompact(caseSummary.lost, locale),
    }));
  });
});

describe('outcomes told honestly, and not a recovery pitch', () => {
  it.each(locales)('/cases and Home (%s) say what a typical case looks like and that some recover nothing, next to the figures', async (locale) => {
    const t = (v: { 'zh-TW': string; en: string }) => text(v as never, locale);
    const LL = translations(locale);
    const cases = (await page(localizePath('/cases', locale))).doc;
    expect(textOf(cases.querySelector('#summary [data-nothing-recovered]'))).toBe(`${t(outcomes.notCounted)}${locale === 'en' ? ' ' : ''}${t(outcomes.nothingRecovered)}`);
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
  });

  it.each(locales)('/cases (%s): the testimonials say whom we ask and who is quoted, and the button says when all recovered money', async (locale) => {
    const LL = translations(locale);
    const doc = (await page(localizePath('/cases', locale))).doc;
    expect(doc.querySelector('#testimonials [data-testimonials-from] + [data-how-we-count]')).not.toBeNull();
    const all = testimonials.every((q) => q.recovered > 0);
    const summary = doc.querySelector('#testimonials [data-more-testimonials] > summary');
    if (testimonials.length > 0) expect(textOf(summary)).toBe((all ? LL.cases.moreTestimonialsRecovered : LL.cases.moreTestimonials)({ count: countInProse(testimonials.length, locale) }));
  });

  it.runIf(isSample)('the sample quotes a client who got nothing back, not only those who did', () => {
    expect(testimonials.some((q) => q.recovered === 0)).toBe(true);
  });

  it.each(locales)('no case card shows a recovery percentage; /about counts losses, not recoveries, since the founding (%s)', async (locale) => {
    const cases = (await page(localizePath('/cases', locale))).doc;
    const cards = cases.querySelectorAll('[data-case]');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(textOf(card.querySelector('dl')), card.getAttribute('data-case')!).not.toMatch(/%/);
    if (!record) return;
    const LL = translations(locale);
    const about = (await page(localizePath('/about', locale))).doc;
    expect(textOf(about.querySelector('#record'))).toContain(LL.about.recordLossesNote());
    expect(textOf(about.querySelector('#record')?.previousElementSibling)).toBe(LL.about.recordTitle({ year: record.victimsHelped.from }));
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
