// The first minute of a victim : the visitor's place (cf.country, or ?place= chosen in a
// link) decides Home's number to call, which card /report opens first, and where a guide says to
// report; someone to talk to is on /report and every guide; pages that vary by place are cached
// per place. Expectations come from the content modules of FACTS.md, not from organisation data.
import { describe, expect, it } from 'vitest';
import type { HTMLElement } from 'node-html-parser';
import { bankSteps, lossChannels, supportLines } from '../src/content/report-help.ts';
import { firstSteps, reportChannels } from '../src/content/report.ts';
import { serviceCountries } from '../src/content/site.ts';
import { places } from '../src/site/place.ts';
import { scamGuides } from '../src/content/scams.ts';
import { checkTools, licenceRegisters, ownCheck } from '../src/content/check-tools.ts';
import type { ServiceCountry } from '../src/content/types.ts';
import { get, page, textOf } from './helpers.ts';
import { translations } from '../src/i18n/translate.ts';

const from = (country?: string) => (country ? { cf: { country } as IncomingRequestCfProperties } : undefined);
const tel = (n: string) => `tel:${n.replace(/[^+\d]/g, '')}`;
const channel = (cc: ServiceCountry) => reportChannels.find((c) => c.country === cc)!;
/** What Home's first screen offers to tap for a place: its first number, else its first site (an
 *  emergency-only number is not offered as the way to report: the site, when there is one). */
const officialTarget = (cc: ServiceCountry) => {
  const c = channel(cc);
  if (c.phones[0]?.emergencyOnly) return c.websites[0] ? `https://${c.websites[0]}` : undefined;
  return c.phones[0] ? tel(c.phones[0].number) : `https://${c.websites[0]}`;
};
const hrefs = (el: HTMLElement | null) => el?.querySelectorAll('a[href]').map((a) => a.getAttribute('href')!) ?? [];

describe('Home\'s first screen', () => {
  it.each([
    ['/en', 'GB', 'GB'], ['/', 'TW', 'TW'], ['/en', 'AU', 'AU'], ['/cn', 'GB', 'GB'],
    // No country, or one outside the 11: Traditional Chinese readers get Taiwan's number.
    ['/', undefined, 'TW'], ['/', 'JP', 'TW'],
  ] as const)('%s from %s offers the official number of %s in the hero, one tap to call', async (url, country, place) => {
    const { doc } = await page(url, from(country));
    const line = doc.querySelector('main > div [data-first-call]')!;
    expect(line.getAttribute('data-first-call')).toBe(place);
    expect(line.querySelector('[data-official-call]')?.getAttribute('href')).toBe(officialTarget(place));
    // The bank step of that place, and the place's card and the other places one tap away.
    expect(textOf(line)).toMatch(url === '/en' ? /Call your bank now/ : /銀行|银行/);
    const prefix = url === '/' ? '' : url;
    expect(line.querySelector('[data-place-card-link]')?.getAttribute('href')).toBe(`${prefix}/report?place=${place}#country-${place.toLowerCase()}`);
    expect(line.querySelector('[data-other-places]')?.getAttribute('href')).toBe(`${prefix}/report#places`);
  });

  it('tells a reader in Mainland China to call the police now, in every language, where the number is the police\'s own', async () => {
    // 110 is the police's emergency number there, and the police start the emergency stop (FACTS block 4).
    const police = reportChannels.find((c) => c.country === 'CN')!.phones[0]!.number;
    for (const [url, says] of [['/cn', `请立即拨打 ${police} 报警`], ['/', `請立即撥打 ${police} 報警`], ['/en', `Call the police now at ${police}`]] as const) {
      const line = (await page(url, from('CN'))).doc.querySelector('[data-first-call="CN"]')!;
      expect(textOf(line), url).toContain(says);
      expect(textOf(line), url).not.toMatch(/官方专线|官方專線|official number/);
    }
    // Elsewhere the line names whose number it is.
    expect(textOf((await page('/cn', from('TW'))).doc.querySelector('[data-first-call="TW"]'))).toContain('官方专线');
  });

  it('says "call the police" once where the bank step is itself the police\'s number, then what comes next', async () => {
    const policeFirst = reportChannels.filter((c) => {
      const first = c.phones[0];
      return first !== undefined && !first.emergencyOnly && c.emergency.includes(first.number) && bankSteps[c.country]?.phones[0]?.number === first.number;
    });
    expect(policeFirst.length, "FACTS block 4: Mainland China").toBeGreaterThan(0);
    for (const { country } of policeFirst) {
      for (const url of ['/', '/cn', '/en']) {
        const box = textOf((await page(url, from(country))).doc.querySelector(`[data-first-call="${country}"]`));
        const label = bankSteps[country]!.label;
        if (label && url === '/en') expect(box, `${url} ${country}`).not.toContain(label.en);
        if (label && url === '/') expect(box, `${url} ${country}`).not.toContain(label['zh-TW']);
        expect(box, `${url} ${country}`).toMatch(/Then call your bank|報警後，再聯絡銀行|报警后，再联系银行/);
      }
    }
  });

  it('gives the bank\'s own number where the official source names one that differs', async () => {
    const { doc } = await page('/en', from('GB'));
    const bankPhone = bankSteps.GB!.phones[0]!.number;
    expect(doc.querySelector('[data-first-call] [data-bank-call]')?.getAttribute('href')).toBe(tel(bankPhone));
  });

  it('without a place among several usual ones (English, no country) points to the list of places', async () => {
    const { doc } = await page('/en');
    const line = doc.querySelector('[data-first-call]')!;
    expect(line.getAttribute('data-first-call')).toBe('');
    expect(hrefs(line)).toEqual(['/en/report#places']);
  });

  it.each(serviceCountries)('for %s: the official number in one tap, the place\'s card in one more', async (cc) => {
    const { doc } = await page(`/en?place=${cc}`);
    const line = doc.querySelector('[data-first-call]')!;
    expect(line.querySelector('[data-official-call]')?.getAttribute('href')).toBe(officialTarget(cc));
    const cardLink = line.querySelector('[data-place-card-link]')!.getAttribute('href')!;
    const report = await page(cardLink.split('#')[0]!);
    const card = report.doc.querySelector(`#${cardLink.split('#')[1]}`)!;
    expect(card.getAttribute('data-country')).toBe(cc);
    expect(card.querySelector('details')?.hasAttribute('open')).toBe(true);
  });
});

describe('places', () => {
  // Named in words, with one neutral marker for every place: never a flag (the ROC flag beside 台湾
  // on the Simplified Chinese site was the first thing a Mainland editor struck).
  it.each(['', '/cn', '/en'])('are never shown by a flag, in %s', async (prefix) => {
    for (const path of ['', '/report', '/team', '/contact']) {
      const { doc } = await page(`${prefix}${path}?place=TW`);
      expect(doc.querySelectorAll('img').filter((img) => /flag/i.test(img.getAttribute('src') ?? '')), `${prefix}${path}`).toEqual([]);
      const marks = doc.querySelectorAll('footer [data-place-link]');
      expect(marks.length, `${prefix}${path}`).toBe(serviceCountries.length);
      expect(marks.filter((a) => !a.querySelector('svg')), 'each place has the marker').toEqual([]);
    }
  });
});

describe('the visitor\'s place', () => {
  it('is the ?place= of the URL before cf.country, in any case, and ignores anything else', async () => {
    expect((await page('/en?place=gb', from('TW'))).doc.querySelector('[data-first-call]')?.getAttribute('data-first-call')).toBe('GB');
    for (const odd of ['?place=XX', '?place=', '?place=%00', '?place=GB&place=TW', '?place[]=GB']) {
      const { res, doc } = await page(`/en${odd}`, from('AU'));
      expect(res.status, odd).toBe(200);
      expect(doc.querySelector('[data-first-call]')?.getAttribute('data-first-call'), odd).toBe(odd.includes('GB&') ? 'GB' : 'AU');
    }
  });

  it('keeps one place\'s page from another: own ETag, no 304 across places, private to the browser', async () => {
    for (const path of ['/en', '/en/report', '/en/scams/investment']) {
      const tw = await get(path, from('TW'));
      const gb = await get(path, from('GB'));
      expect(tw.headers.get('etag')).not.toBe(gb.headers.get('etag'));
      expect(tw.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate');
      const cross = await get(path, { ...from('GB'), headers: { 'If-None-Match': tw.headers.get('etag')! } });
      expect(cross.status, path).toBe(200);
      expect((await get(path, { ...from('TW'), headers: { 'If-None-Match': tw.headers.get('etag')! } })).status).toBe(304);
      // A chosen place is a page of its own too.
      const chosen = await get(`${path}?place=GB`, from('TW'));
      expect(new Set([chosen.headers.get('etag'), tw.headers.get('etag'), gb.headers.get('etag')]).size).toBe(3);
    }
    // A page that does not vary by place stays public.
    expect((await get('/en/team', from('TW'))).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });
});

describe('/report as a switchboard', () => {
  it.each([['TW', 'TW'], ['GB', 'GB'], ['AU', 'AU'], [undefined, null]] as const)('from %s lists the 11 places and Mainland China as jump links, and opens %s first', async (country, place) => {
    const { doc } = await page('/en/report', from(country));
    const all = doc.querySelectorAll('#places a[data-place-link]');
    const jumps = all.filter((a) => a.getAttribute('data-place-link') !== 'other');
    expect(jumps.map((a) => a.getAttribute('data-place-link')).sort()).toEqual([...places].sort());
    for (const a of jumps) {
      const cc = a.getAttribute('data-place-link')!;
      expect(a.getAttribute('href')).toBe(`/en/report?place=${cc}#country-${cc.toLowerCase()}`);
    }
    // Last, "somewhere else": no place's card opened.
    expect(all.at(-1)?.getAttribute('href')).toBe('/en/report?place=other#channels');
    const cards = doc.querySelectorAll('#channels [data-country]');
    expect(cards).toHaveLength(places.length);
    const opened = cards.filter((c) => c.querySelector('details')!.hasAttribute('open')).map((c) => c.getAttribute('data-country'));
    if (place) {
      expect(jumps[0]!.getAttribute('data-place-link')).toBe(place);
      expect(cards[0]!.getAttribute('data-country')).toBe(place);
      expect(opened).toEqual([place]);
    } else {
      expect(opened).toEqual([]);
    }
  });

  it.each(serviceCountries)('%s has a card with its number, bank step, reference number, check tools and support lines', async (cc) => {
    const { doc } = await page(`/report?place=${cc}`);
    const card = doc.querySelector(`#country-${cc.toLowerCase()}`)!;
    expect(card.getAttribute('data-country')).toBe(cc);
    // Its numbers to report on, its sites, then the numbers for danger now (an emergency-only number among them).
    const lines = channel(cc).phones.filter((p) => !p.emergencyOnly);
    const danger = lines[0] && channel(cc).emergency.every((n) => n === lines[0]!.number) ? [] : channel(cc).emergency;
    expect(hrefs(card.querySelector('[data-channel]'))).toEqual([
      ...lines.map((p) => tel(p.number)), ...channel(cc).websites.map((w) => `https://${w}`), ...danger.map(tel)]);
    expect(hrefs(card.querySelector('[data-bank-step]'))).toEqual((bankSteps[cc]?.phones ?? []).map((p) => tel(p.number)));
    expect(textOf(card.querySelector('[data-bank-step]')).length).toBeGreaterThan(10);
    // The step to keep the case number, never a label with nothing under it: what the place's police
    // give where FACTS says it, elsewhere FACTS' general step.
    expect(card.querySelectorAll('[data-reference] p')).toHaveLength(2);
    expect(textOf(card.querySelectorAll('[data-reference] p')[1]!).length).toBeGreaterThan(10);
    // That a request to us is not a police report is said once, over the cards, not in each.
    expect(textOf(card.querySelector('[data-reference]'))).not.toMatch(/不是報案/);
    expect(textOf(doc.querySelector('#channels'))!.match(/不是報案/g)).toHaveLength(1);
    expect(hrefs(card.querySelector('[data-support]'))).toEqual(
      supportLines.filter((l) => l.country === cc).flatMap((l) => l.phones.map((p) => tel(p.number))));
  });

  it('footer country names lead to their cards, in the page\'s language', async () => {
    for (const [url, prefix] of [['/', ''], ['/cn/about', '/cn'], ['/en/cases', '/en']] as const) {
      const { doc } = await page(url);
      const links = doc.querySelectorAll('footer a[data-place-link]');
      expect(links.map((a) => a.getAttribute('href'))).toEqual(
        serviceCountries.map((cc) => `${prefix}/report?place=${cc}#country-${cc.toLowerCase()}`));
    }
  });
});

describe('a scam guide, where the visitor is', () => {
  it.each([
    ['TW', 'investment'], ['GB', 'job'], ['GB', 'investment'], ['AU', 'business-email'], ['AU', 'romance'], [undefined, 'investment'],
  ] as const)('from %s, /en/scams/%s says where to report and who to talk to', async (country, scam) => {
    const { doc } = await page(`/en/scams/${scam}`, from(country));
    const here = doc.querySelector('#do-now [data-report-here]')!;
    expect(here.getAttribute('data-report-here')).toBe(country ?? '');
    const talk = doc.querySelector('#talk')!;
    if (!country) {
      expect(hrefs(here)).toEqual(['/en/report#places']);
      // No place: no place's lines on the guide, every place's card on /report one tap away.
      expect(talk.querySelectorAll('[data-support-lines]')).toHaveLength(0);
      expect(talk.querySelectorAll('[data-support-others] a').map((a) => a.getAttribute('href')))
        .toEqual(expect.arrayContaining(places.filter((cc) => supportLines.some((l) => l.country === cc)).map((cc) => `/en/report?place=${cc}#country-${cc.toLowerCase()}`)));
      return;
    }
    // The channel for this kind of loss where block 3 tells them apart, else the place's channel.
    const loss = lossChannels[country]?.[scam];
    const lines = channel(country).phones.filter((p) => !p.emergencyOnly);
    const danger = lines[0] && channel(country).emergency.every((n) => n === lines[0]!.number) ? [] : channel(country).emergency.map(tel);
    const expected = loss
      ? [...loss.phones.map((p) => tel(p.number)), ...loss.websites.map((w) => `https://${w}`), ...danger]
      : [...channel(country).phones.filter((p) => !p.emergencyOnly).map((p) => tel(p.number)), ...channel(country).websites.map((w) => `https://${w}`), ...channel(country).emergency.map(tel)];
    expect(hrefs(here).slice(0, -2)).toEqual(expected);
    expect(hrefs(here).slice(-2)).toEqual([`/en/report?place=${country}#country-${country.toLowerCase()}`, '/en/report#places']);
    // The place's support lines, and only those; every other place's on its /report card, one tap away.
    expect(talk.querySelectorAll('[data-support-lines]').map((l) => l.getAttribute('data-support-lines'))).toEqual([country]);
    const others = talk.querySelectorAll('[data-support-others] a').map((a) => a.getAttribute('href'));
    expect(others.sort()).toEqual(places.filter((cc) => cc !== country && supportLines.some((l) => l.country === cc)).map((cc) => `/en/report?place=${cc}#country-${cc.toLowerCase()}`).sort());
    // The page's one 'last checked' date covers the support lines too.
    expect(talk.querySelector('[data-help-checked]')).toBeNull();
  });

  // The box says the danger number once, under the channel: a loss channel's own text and numbers
  // never repeat it (the Taiwan read found "有立即危險才撥 110" twice in a row on /business).
  it.each(places.flatMap((cc) => scamGuides.map((g) => [cc, g.id] as const)))('from %s, /scams/%s gives each number of the where-to-report box once', async (country, scam) => {
    const { doc } = await page(`/scams/${scam}`, from(country));
    const numbers = hrefs(doc.querySelector('#do-now [data-report-here]')!).filter((h) => h.startsWith('tel:'));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });

  it.each(scamGuides.map((g) => g.id))('/scams/%s leads its steps with the police for a reader in Mainland China, in all three languages', async (id) => {
    // There the police, not the bank, start the emergency stop (FACTS block 4).
    // A guide that starts with hanging up on the caller keeps that first: one cannot dial 110 mid-call.
    const mainland = firstSteps.find((s) => s.mainland)!.mainland!;
    const guide = scamGuides.find((g) => g.id === id)!;
    for (const [prefix, locale] of [['', 'zh-TW'], ['/cn', 'zh-CN'], ['/en', 'en']] as const) {
      const cn = await page(`${prefix}/scams/${id}`, from('CN'));
      const steps = cn.doc.querySelectorAll('#do-now ol > li').map(textOf);
      if (guide.hangUpStep === undefined) expect(steps[0], `${prefix} CN`).toContain(mainland[locale]);
      else {
        expect(steps[0], `${prefix} CN`).toContain(guide.doNow[0]![locale]);
        expect(steps[1], `${prefix} CN`).toContain(mainland[locale]);
      }
      const tw = await page(`${prefix}/scams/${id}`, from('TW'));
      expect(textOf(tw.doc.querySelector('#do-now'))).not.toContain(mainland[locale]);
      // In place of the guide's own report step (its case number is a 报案回执 there), not beside it.
      expect(guide.reportStep, id).toBeDefined();
      const report = guide.doNow[guide.reportStep!]![locale];
      const gb = await page(`${prefix}/scams/${id}`, from('GB'));
      expect(textOf(gb.doc.querySelector('#do-now ol')), `${prefix} GB`).toContain(report);
      expect(textOf(cn.doc.querySelector('#do-now ol')), `${prefix} CN`).not.toContain(report);
      // In Taiwan the guide's own report step, in Taiwan's words: 165 or a police station, the 報案三聯單 (FACTS).
      const twSteps = textOf(tw.doc.querySelector('#do-now ol')).toLowerCase();
      const words = firstSteps.find((s) => s.taiwanWords)!.taiwanWords!;
      const said = report.toLowerCase();
      for (const { from: was, to } of words) {
        if (!said.includes(was[locale].toLowerCase())) continue;
        expect(twSteps, `${prefix} TW`).toContain(to[locale].toLowerCase());
      }
      expect(words.some(({ from: was }) => said.includes(was[locale].toLowerCase())), `${id} ${locale}: a report step Taiwan's words apply to`).toBe(true);
      expect(twSteps, `${prefix} TW`).not.toContain(said);
    }
  });

  it.each(scamGuides.filter((g) => g.bankStep !== undefined).map((g) => g.id))('/scams/%s says to call 165, not the bank, for a reader in Taiwan, as the box above it does', async (id) => {
    // In Taiwan 165 contacts the bank (FACTS block 3): the box says "call 165 first", so the steps do too.
    const taiwan = firstSteps.find((s) => s.taiwan)!.taiwan!;
    const guide = scamGuides.find((g) => g.id === id)!;
    const bank = guide.doNow[guide.bankStep!]!;
    for (const [prefix, locale] of [['', 'zh-TW'], ['/cn', 'zh-CN'], ['/en', 'en']] as const) {
      const tw = await page(`${prefix}/scams/${id}`, from('TW'));
      const steps = textOf(tw.doc.querySelector('#do-now ol'));
      expect(steps, `${prefix} TW`).toContain(taiwan.detail[locale]);
      expect(steps, `${prefix} TW`).not.toContain(bank[locale]);
      const gb = await page(`${prefix}/scams/${id}`, from('GB'));
      expect(textOf(gb.doc.querySelector('#do-now ol')), `${prefix} GB`).toContain(bank[locale]);
    }
  });

  it('/business leads its steps with the police for a reader in Mainland China, and 165 for one in Taiwan', async () => {
    const mainland = firstSteps.find((s) => s.mainland)!.mainland!;
    const taiwan = firstSteps.find((s) => s.taiwan)!.taiwan!;
    for (const [prefix, locale] of [['', 'zh-TW'], ['/cn', 'zh-CN'], ['/en', 'en']] as const) {
      const cn = await page(`${prefix}/business`, from('CN'));
      expect(textOf(cn.doc.querySelector('#do-now ol > li')), `${prefix} CN`).toContain(mainland[locale]);
      const tw = await page(`${prefix}/business`, from('TW'));
      expect(textOf(tw.doc.querySelector('#do-now ol')), `${prefix} TW`).toContain(taiwan.detail[locale]);
    }
  });

  it('/business\'s bank heading and every page\'s footer lead a reader who chose Taiwan with 165, and others with the bank', async () => {
    // In Taiwan 165 contacts the bank (FACTS block 3): a heading "ask your bank" above "call 165" reads wrong.
    for (const [prefix, locale] of [['', 'zh-TW'], ['/cn', 'zh-CN'], ['/en', 'en']] as const) {
      const LL = translations(locale);
      const tw = (await page(`${prefix}/business?place=TW`)).doc;
      expect(textOf(tw.querySelector('#bank h2')), `${prefix} TW`).toBe(LL.pages.business.bankTitleTaiwan());
      expect(textOf(tw.querySelector('footer')), `${prefix} TW`).toContain(LL.footer.reportFirstTaiwan());
      const gb = (await page(`${prefix}/business?place=GB`)).doc;
      expect(textOf(gb.querySelector('#bank h2')), `${prefix} GB`).toBe(LL.pages.business.bankTitle());
      expect(textOf(gb.querySelector('footer')), `${prefix} GB`).toContain(LL.footer.reportFirst());
    }
  });

  it('/report\'s and Home\'s first step says to call 165 for a reader in Taiwan, and the bank elsewhere', async () => {
    const step = firstSteps.find((s) => s.taiwan)!;
    for (const [prefix, locale] of [['', 'zh-TW'], ['/cn', 'zh-CN'], ['/en', 'en']] as const) {
      for (const path of [`${prefix}/report`, prefix || '/']) {
        const tw = await page(path, from('TW'));
        const first = textOf(tw.doc.querySelector('main ol > li'));
        expect(first, `${path} TW`).toContain(step.taiwan!.detail[locale]);
        const gb = await page(path, from('GB'));
        expect(textOf(gb.doc.querySelector('main ol > li')), `${path} GB`).toContain(step.detail[locale]);
      }
    }
  });

  it('a reader in Mainland China is told to tell the bank after the police, never to have it reverse the payment (Home, /report, every guide, /business)', async () => {
    // The police start the emergency stop there (FACTS block 4): the bank step follows the 110 step and says so.
    const step = firstSteps.find((s) => s.mainlandAfterPolice)!;
    const after = step.mainlandAfterPolice!.detail;
    for (const [prefix, locale] of [['', 'zh-TW'], ['/cn', 'zh-CN'], ['/en', 'en']] as const) {
      for (const path of [`${prefix}/report`, prefix || '/']) {
        const steps = textOf((await page(path, from('CN'))).doc.querySelector('main ol'));
        expect(steps, `${path} CN`).toContain(after[locale]);
        expect(steps, `${path} CN`).not.toContain(step.detail[locale]);
      }
      for (const guide of scamGuides.filter((g) => g.bankStep !== undefined)) {
        const steps = textOf((await page(`${prefix}/scams/${guide.id}`, from('CN'))).doc.querySelector('#do-now ol'));
        expect(steps, `${prefix}/scams/${guide.id} CN`).toContain(after[locale]);
        expect(steps, `${prefix}/scams/${guide.id} CN`).not.toContain(guide.doNow[guide.bankStep!]![locale]);
      }
      const business = (await page(`${prefix}/business`, from('CN'))).doc;
      expect(textOf(business.querySelector('#do-now ol')), `${prefix}/business CN`).toContain(after[locale]);
      expect(textOf(business.querySelector('#bank h2')), `${prefix}/business CN`).toBe(translations(locale).pages.business.bankTitleMainland());
    }
  });

  it.each(scamGuides.filter((g) => g.toolsStep !== undefined || g.preventToolsStep !== undefined).map((g) => g.id))('/scams/%s points a reader only to tools that hold something for their place, or to their place\'s own check', async (id) => {
    // A Mainland reader sent to "the regulator's register below" finds none of theirs (FACTS block 4
    // gives the 国家反诈中心 app and 96110 instead); a reader elsewhere is sent there only if it lists theirs.
    // The step sits in "what to do now" or in "next time" (#prevent), and is treated the same in both.
    const guide = scamGuides.find((g) => g.id === id)!;
    const [step, list] = guide.toolsStep !== undefined ? [guide.doNow[guide.toolsStep]!, '#do-now ol'] : [guide.prevent[guide.preventToolsStep!]!, '#prevent ul'];
    expect(ownCheck.CN, 'Mainland China has its own check').toBeDefined();
    for (const place of places) {
      const listed = id === 'investment'
        ? licenceRegisters.some((r) => r.country === place)
        : checkTools.some((t) => t.country === place && t.scams.includes(id));
      for (const [prefix, locale] of [['', 'zh-TW'], ['/cn', 'zh-CN'], ['/en', 'en']] as const) {
        const steps = textOf((await page(`${prefix}/scams/${id}`, from(place))).doc.querySelector(list));
        const own = ownCheck[place];
        if (own) expect(steps, `${prefix} ${place}`).toContain(own[locale]);
        expect(steps.includes(step[locale]), `${prefix} ${place}`).toBe(!own && listed);
      }
    }
    // A reader whose place is unknown is pointed to the tools below, which list every place.
    const { doc } = await page(`/cn/scams/${id}`);
    expect(textOf(doc.querySelector(list))).toContain(step['zh-CN']);
  });

  it.each(['', '/cn', '/en'])('%s: no guide\'s "what to do now" tells a reader how to pay safely next time; that advice has its own heading', async (prefix) => {
    const locale = prefix === '/cn' ? 'zh-CN' : prefix === '/en' ? 'en' : 'zh-TW';
    for (const guide of scamGuides.filter((g) => g.prevent.length > 0)) {
      const { doc } = await page(`${prefix}/scams/${guide.id}`);
      expect(textOf(doc.querySelector('#prevent h2')), guide.id).toBe(translations(locale).scams.preventTitle());
      const now = textOf(doc.querySelector('#do-now ol'));
      const next = textOf(doc.querySelector('#prevent ul'));
      for (const step of guide.prevent) {
        expect(now.includes(step[locale]), `${prefix}/scams/${guide.id}`).toBe(false);
        if (guide.prevent.indexOf(step) !== guide.preventToolsStep) expect(next, `${prefix}/scams/${guide.id}`).toContain(step[locale]);
      }
    }
  });

  it.each(['GB', 'TW', 'US', 'HK'])('the check tools\' lead says the reader\'s tools come first only when they have some there (from %s)', async (country) => {
    for (const guide of scamGuides) {
      const { doc } = await page(`/en/scams/${guide.id}`, from(country));
      const own = checkTools.some((tool) => tool.country === country && tool.scams.includes(guide.id));
      expect(textOf(doc.querySelector('#check')).includes('come first'), `${guide.id} ${country}`).toBe(own);
    }
  });

  it.each(scamGuides.map((g) => g.id))('/scams/%s has someone to talk to in all three languages', async (id) => {
    for (const prefix of ['', '/cn', '/en']) {
      const { doc } = await page(`${prefix}/scams/${id}`, from('TW'));
      expect(doc.querySelectorAll('#talk [data-support-line]').length).toBeGreaterThan(0);
      expect(doc.querySelector('#do-now [data-report-here]')).not.toBeNull();
    }
  });

  it('/report has someone to talk to, the visitor\'s lines first', async () => {
    const { doc } = await page('/en/report', from('AU'));
    expect(doc.querySelector('#talk [data-support-lines]')?.getAttribute('data-support-lines')).toBe('AU');
  });

  it.each([['AU'], [undefined]])('/report from %s lists every other place\'s support lines once, in its card: #talk links to those cards', async (country) => {
    const { doc } = await page('/en/report', from(country));
    const talk = doc.querySelector('#talk')!;
    const own = talk.querySelectorAll('[data-support-lines]').map((l) => l.getAttribute('data-support-lines'));
    expect(own).toEqual(country ? [country] : []);
    const withLines = places.filter((cc) => cc !== country && supportLines.some((l) => l.country === cc));
    expect(talk.querySelectorAll('[data-support-others] a').map((a) => a.getAttribute('href')))
      .toEqual(expect.arrayContaining(withLines.map((cc) => `/en/report?place=${cc}#country-${cc.toLowerCase()}`)));
    expect(talk.querySelectorAll('[data-support-others] a')).toHaveLength(withLines.length);
    for (const cc of withLines) expect(doc.querySelectorAll(`[data-support-lines="${cc}"]`)).toHaveLength(1);
  });
});
