// English a US editor signs: one term per concept (scripts/build/content/checks/english-lists.ts), American usage, and
// American punctuation (curly quotes and apostrophes, commas and periods inside closing quotes,
// no full-width Chinese punctuation, one title separator). Checked twice: on every English text
// as written (content, organisation data, interface strings) and on every English page as served.
// Each rule is first shown to catch a bad string, so a rule that can no longer fail is noticed.
import { describe, expect, it } from 'vitest';
import en from '../src/i18n/en/index.ts';
import { pageAlsoCalled } from '../src/content/also-called.ts';
import { scamGuides } from '../src/content/scams.ts';
import { teamMembers } from '../src/content/team.ts';
import { localizePath } from '../src/site/locale.ts';
import { allPaths } from '../src/site/routes.ts';
import { compiledTexts, contentModules, englishOf, strings } from './content-texts.ts';
import { britishUsage, englishTerms, fullWidthPunctuation, officialEnglishNames, styleSheet } from '../scripts/build/content/checks/english-lists.ts';
import { page, textOf } from './helpers.ts';
import { headingCaseProblems } from '../scripts/build/content/checks/heading-case.ts';
import { maxTitleLength } from '../src/site/locale.ts';

const siteName = en.site.name;
import { britishProperNames } from './language-lists.ts';




/** The "also called" names keep the words victims use (dating scam, CEO fraud): not held to the term table. */
const alsoCalled = new Set([...scamGuides.map((g) => g.alsoCalled.en), ...Object.values(pageAlsoCalled).map((names) => names.en)]);

/** Every English text of the site as written: content modules, compiled Markdown and organisation data, interface strings. */
const allEnglish = [...englishOf(contentModules), ...await compiledTexts('en'), ...strings(en)].filter((t) => !alsoCalled.has(t));

/** A text with official names taken out: they keep their own words and spelling. */
function withoutOfficialNames(text: string): string {
  return [...officialEnglishNames, ...britishProperNames].reduce((rest, name) => rest.split(name).join(''), text);
}

/** What a US editor would change in a text: each finding names the rule and the words found. */
function termProblems(text: string): string[] {
  const rest = withoutOfficialNames(text);
  return englishTerms.flatMap(({ term, banned }) =>
    banned.flatMap((re) => rest.match(re)?.[0] ?? []).map((found) => `write "${term}", not "${found}"`));
}

function usageProblems(text: string): string[] {
  const rest = withoutOfficialNames(text);
  return britishUsage.flatMap((re) => rest.match(re)?.[0] ?? []).map((found) => `not American usage: "${found}"`);
}

/** The style sheet's choices (docs/english-style.md): places, words, the list comma, numbers. */
function styleSheetProblems(text: string): string[] {
  const rest = withoutOfficialNames(text);
  return styleSheet.flatMap(([re]) => rest.match(re)?.[0] ?? []).map((found) => `style sheet: "${found}"`);
}

function punctuationProblems(text: string): string[] {
  const found: string[] = [];
  const near = (i: number) => text.slice(Math.max(0, i - 25), i + 25);
  const first = (re: RegExp, what: string) => {
    const m = re.exec(text);
    if (m) found.push(`${what}: …${near(m.index)}…`);
  };
  first(fullWidthPunctuation, 'full-width punctuation');
  first(/'/, 'straight apostrophe or quote (write ’ or ‘ ’)');
  first(/"/, 'straight double quote (write “ ”)');
  first(/”[,.]/, 'comma or period after a closing quote (US style puts it inside)');
  first(/ [,.;:!?](?![\d\w])/, 'space before punctuation');
  first(/\S {2,}\S/, 'two spaces');
  first(/(?<!\.)\.\.(?!\.)/, 'two periods (an abbreviation such as "p.m." ending a sentence takes no second one)');
  first(/\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4} [a-z]/, 'no comma after the year of a date in a sentence');
  return found;
}

/** An English <title>: one spaced ASCII bar between the page and the site, never the full-width
 *  one; or the page's title alone, where the two together would be cut in a search result. */
function titleProblems(title: string): string[] {
  const found: string[] = [];
  if (title.includes('｜')) found.push(`full-width bar in "${title}"`);
  const parts = title.split(' | ').length;
  if (parts > 2 || (parts === 1 && title.length + siteName.length + 3 <= maxTitleLength)) found.push(`"${title}" is not "page | site"`);
  return found;
}

describe('the English rules catch what they are for', () => {
  it.each([
    ['business email fraud', termProblems], ['Business fraud', termProblems], ['an unfreezing fee', termProblems],
    ['an unlocking fee', termProblems], ['Free Consultation', termProblems], ['Contact us now', termProblems],
    ['Ask for help', termProblems], ['the free assessment', termProblems], ['an adviser', termProblems],
    ['a dating scam', termProblems], ['the injured party', termProblems], ['your national reporting center', termProblems],
    ['the official fraud center', termProblems], ['online-banking passwords', termProblems],
    ['Free Case Assessment', termProblems], ['a free initial case assessment', termProblems], ['The first 30-minute assessment is free', termProblems],
    ['the police, fraud centers and regulators', termProblems], ['Joint cases', termProblems],
    ['team members and global advisors', termProblems], ['turn on two-step login', termProblems], ['an agreement both sides sign', termProblems], ['a written engagement agreement', termProblems],
    ['a warrant card', usageProblems], ['checked on 24 November 2026', usageProblems], ['09:00–18:00', usageProblems],
    ['Mon–Fri 8am–5pm', usageProblems], ['Opening hours', usageProblems], ['lookalike', usageProblems], ['fill in a short form', usageProblems],
    ['from 9:00 a.m. to noon', usageProblems], ['Call back on a number you found yourself', usageProblems],
    ['by phone, on a number you already hold', usageProblems], ['report to Police Scotland on 101', usageProblems], ['call the police on 110 first', usageProblems], ['In mainland China, call the police on [110](tel:110) first', usageProblems], ['Call us on +886 2 0000 0000', usageProblems], ['Lost money? Call the police now on {number}', usageProblems],
    ['Call a firm back only on the details in the Register', usageProblems], ['track a parcel', usageProblems],
    ['large one-off payments', usageProblems], ['asks you to pay in before you can withdraw', usageProblems],
    ['a job offer by SMS', usageProblems], ['M.Sc. in Economics', usageProblems], ['B.Sc. in Information Security', usageProblems],
    ['We agree fees only after', usageProblems], ['Any fee is agreed only after', usageProblems],
    ['To stop anyone sending the forms', usageProblems], ['exceed USD 5 billion', usageProblems], ['in the USA, the UK', usageProblems],
    ['sign it at a police office', usageProblems], ['Ordinary call cost', usageProblems], ['at the cost of an ordinary call', usageProblems],
    ['the section for your place', usageProblems], ['used online without you,', usageProblems], ['a fake customer service asking', usageProblems],
    ['in cryptocurrency, gift cards or by wire', usageProblems], ['cannot guarantee 100% recovery', usageProblems],
    ['Saturday, 2:00–3:30 p.m.', usageProblems], ['Fees paid are non-refundable', usageProblems], ['for non-commercial purposes', usageProblems],
    ['multi-state cases', usageProblems], ['first make an “opposition” with your bank', usageProblems], ['The form did not arrive whole', usageProblems],
    ['reply by the contact you gave', usageProblems], ['Talent recommendation', usageProblems],
    ['If the money left your account（just now）', punctuationProblems], ['the Association\'s name', punctuationProblems],
    ['press "Send"', punctuationProblems], ['a “tax”, a “fee”', punctuationProblems], ['the “165 police”.', punctuationProblems],
    ['Head ,', punctuationProblems], ['two  spaces', punctuationProblems], ['on February 1, 2024 and apply', punctuationProblems],
    ['daily 7 a.m. to 10 p.m..', punctuationProblems],
    ['About us｜International Anti-Fraud Association', titleProblems], ['About us', titleProblems],
    ['Where to Report', headingCaseProblems], ['Check Who We Are: our registration', headingCaseProblems], ['Help for Businesses That Paid a Scammer', headingCaseProblems], ['Article Not Found', headingCaseProblems],
    ['ask the bank to recall the transfer', termProblems], ['the bank’s recall request', termProblems], ['from pig butchering to drainers', termProblems],
    ['a non-delivery scam', termProblems], ['your national anti-fraud center', termProblems],
    ['Go to the official site (USA)', styleSheetProblems], ['Not in the U.S.?', styleSheetProblems], ['in the U.S. and Canada', styleSheetProblems],
    ['All fees are in U.S. dollars', styleSheetProblems], ['Amounts are in U.S. dollars', styleSheetProblems], ['Not in the US?', styleSheetProblems],
    ['The helpline is open 24/7.', styleSheetProblems], ['Call back at the number listed in the Register.', styleSheetProblems],
    ['In Mainland China the order differs', styleSheetProblems], ['Cryptocurrency scam', termProblems], ['Scams against businesses', termProblems], ['Not in the U.K.?', styleSheetProblems], ['in the United States, the UK, Canada and Australia', styleSheetProblems], ['in the UK and the United States', styleSheetProblems], ['and afterwards you owe nothing', styleSheetProblems], ['never pay anyone upfront who offers', styleSheetProblems], ['Do I have to pay upfront?', styleSheetProblems],
    ['Save screenshots, messages, receipts, and web addresses', styleSheetProblems], ['Read 6 client testimonials', styleSheetProblems],
    ['Show the other 2 partners', styleSheetProblems],
    ['Records are kept for 1 year after our last contact', styleSheetProblems], ['Browse the seven kinds of scam', styleSheetProblems],
    ['“No record” does not mean safe.', styleSheetProblems], ['Open Sunday to Thursday', styleSheetProblems], ['at 32 TWD to one US dollar', styleSheetProblems],
    ['Our 2025 annual report and accounts are out', usageProblems], ['They stopped me paying a fake agent', usageProblems],
    ['Our director decides within 5 working days', styleSheetProblems], ['A Non-profit incorporated association', styleSheetProblems],
    ['Our director decides within 5 business days', styleSheetProblems], ['Frozen money takes 3 months to come back', styleSheetProblems],
    ['845 of 1,318 closed cases got money back.', styleSheetProblems], ['In all, 1,318. 473 of them got money back.', styleSheetProblems], ['1,318 cases closed.', styleSheetProblems], ['{nothing} of {closed} closed cases got nothing back.', styleSheetProblems],
    ['If you need us, call your Executive Director', styleSheetProblems], ['As our Executive Director, he manages the staff', styleSheetProblems], ['Head of Investigation', styleSheetProblems], ['Lin Yi-chun · Head of International Cooperation', styleSheetProblems], ['Executive Director', styleSheetProblems], ['Senior Fellow', styleSheetProblems],
    ['Don’t tap the link.', styleSheetProblems], ['You’ll see the warning signs', styleSheetProblems], ['What to do if you’ve been scammed', styleSheetProblems], ['it’s free', styleSheetProblems],
    ['on Check Who We Are', styleSheetProblems], ['see our Where to Report page', styleSheetProblems], ['We do not work in Mainland China.', styleSheetProblems],
  ] as const)('%s is found', (bad, check) => {
    expect(check(bad)).not.toEqual([]);
  });

  it('lets official names and good English through', () => {
    const good = 'The SEC’s Investment Adviser Public Disclosure, the Canadian Anti-Fraud Centre and the official fraud-reporting service where you live: a “tax,” a “release fee.” Ask for a free case assessment, Monday through Friday, 9 a.m. to 6 p.m.; they stopped me from paying; the annual report and financial statements. Call back at a number you found yourself, depending on the number of pages; track a package; $5 billion in the United States; USDT on TRON; without your permission; a fake customer-service agent; M.S. in Economics; turn on two-step verification; both parties sign; police, anti-fraud centers and regulators; 2 to 3:30 p.m.; nonrefundable fees; collaborative cases.';
    expect([...termProblems(good), ...usageProblems(good), ...punctuationProblems(good)]).toEqual([]);
    const sheet = 'Not in the United States? Amounts are US dollars; US businesses; open 24 hours a day; the number listed in the register; the Financial Services Register; a crypto scam; business email compromise. In the UK, call 159. In the United States and the United Kingdom, report it. Save screenshots, messages, receipts and web addresses. If you paid, call your bank, and report it. We reply within two business days, 9 a.m. to 6 p.m.; Call the police at 110 first. Call the police now at {number}. Never pay anyone up front; an upfront fee; a written agreement. 165 contacts the bank for you. Of 1,318 closed cases, 845 got money back; $5B+; our executive director; Executive Director Chen; Head of investigation; Executive director; Senior fellow; she heads Legal Affairs; a 30-minute call; two partners; 24 hours; afterward; the National Anti-Fraud Center app; a nonprofit; Mainland China: call 110; in mainland China; on our “Check who we are” page; the seven kinds of scams; “No record” does not mean it is safe; NT$32 to US$1; one year; only courts, the authorities, or banks and exchanges acting under the law; Sunday through Thursday; romance baiting (“pig butchering”); the talk on December 6 at 9 a.m.';
    expect([...termProblems(sheet), ...styleSheetProblems(sheet)]).toEqual([]);
    expect(titleProblems('About us | International Anti-Fraud Association')).toEqual([]);
    expect(['Where to report', 'Check who we are: our registration', 'What to do in Hong Kong and mainland China', 'Report Fraud in the UK', 'Call the FBI’s IC3', 'The International Anti-Fraud Association at a glance', 'Open Monday to Saturday'].flatMap(headingCaseProblems)).toEqual([]);
  });
});

describe('English text as written', () => {
  it('is all here (content, organisation data, interface strings)', () => {
    expect(allEnglish.length).toBeGreaterThan(500);
  });

  it('writes headings, page names and menu labels in sentence case (interface strings that are titles)', () => {
    const titles: string[] = [];
    const walk = (value: unknown, key: string) => {
      if (typeof value === 'string') { if (/^nav\.|[Tt]itle$|\.eyebrow$|^(blog|news|newsletter|cases)\.back|Back$/.test(key)) titles.push(value); }
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}.${k}` : k);
    };
    walk(en, '');
    expect(titles.length).toBeGreaterThan(30);
    expect(titles.flatMap(headingCaseProblems)).toEqual([]);
  });

  it('uses one term per concept (scripts/build/content/checks/english-lists.ts), also-called names and official names aside', () => {
    expect(allEnglish.flatMap((t) => termProblems(t).map((p) => `${p}: ${t.slice(0, 60)}`))).toEqual([]);
  });

  it('writes American usage, dates and times', () => {
    expect(allEnglish.flatMap((t) => usageProblems(t).map((p) => `${p}: ${t.slice(0, 60)}`))).toEqual([]);
  });

  it('follows the style sheet (docs/english-style.md)', () => {
    expect(allEnglish.flatMap((t) => styleSheetProblems(t).map((p) => `${p}: ${t.slice(0, 60)}`))).toEqual([]);
  });

  it('punctuates as American English: curly quotes and apostrophes, commas and periods inside quotes, no full-width marks', () => {
    expect(allEnglish.flatMap(punctuationProblems)).toEqual([]);
  });

  it('writes team specialties in lower case, so the comma-joined list on /team reads as one sentence', () => {
    const properStart = /^(EU|US|English|French|Hong Kong|Malaysia|Singapore|Canada|France|Italy)\b/;
    const capitalized = teamMembers.flatMap((m) => m.specialties.map((s) => s.en)).filter((s) => /^[A-Z]/.test(s) && !properStart.test(s));
    expect(capitalized).toEqual([]);
  });
});

describe('English pages as served', () => {
  const enPages = allPaths().map((p) => localizePath(p, 'en'));

  it.each(enPages)('%s reads as American English', async (url) => {
    const { doc } = await page(url);
    for (const el of doc.querySelectorAll('script, style, [data-also-called]')) el.remove();
    const title = textOf(doc.querySelector('title'));
    const attr = (selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name) ?? '';
    const texts = [
      textOf(doc.querySelector('body')), title,
      attr('meta[name="description"]', 'content'), attr('meta[property="og:title"]', 'content'),
      attr('meta[property="og:description"]', 'content'), attr('meta[property="og:image:alt"]', 'content'),
      attr('link[type="application/atom+xml"]', 'title'),
    ];
    expect({
      title: titleProblems(title),
      feedAndImage: [attr('meta[property="og:image:alt"]', 'content'), attr('link[type="application/atom+xml"]', 'title')]
        .flatMap((t) => (t ? titleProblems(t) : [])),
      terms: texts.flatMap(termProblems),
      usage: texts.flatMap(usageProblems),
      styleSheet: texts.flatMap(styleSheetProblems),
      punctuation: texts.flatMap(punctuationProblems),
      headings: doc.querySelectorAll('h1, h2, header nav a, footer nav a').map(textOf).flatMap(headingCaseProblems),
    }).toEqual({ title: [], feedAndImage: [], terms: [], usage: [], styleSheet: [], punctuation: [], headings: [] });
  });

  it('names a department head once: "Led by Wong Ka-yan, head of legal affairs"', async () => {
    const { doc } = await page('/en/team');
    const section = textOf(doc.querySelector('#departments'));
    expect(section).toContain('Led by');
    expect(section).not.toMatch(/\bHead [A-Z][\w-]+ [A-Z][\w-]+ · Head\b/);
    expect(section).not.toContain(' · ');
  });
});
