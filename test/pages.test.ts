// The organisation screens in every language: each section is there with the counts and figures
// of the data (content/organisation/), and the first brief's sample figures only while sample.
import { describe, expect, it } from 'vitest';
import { coreValues, milestones, overview } from '../src/content/about.ts';
import { articles } from '../src/content/articles/index.ts';
import { caseTypeStats, featuredCases, testimonials } from '../src/content/cases.ts';
import { academicPartners, lawEnforcementPartners, lawFirmPartners, technologyPartners } from '../src/content/partners.ts';
import { caseSummary, homeStats, partnerStats } from '../src/content/site.ts';
import { advisors, departments, teamMembers } from '../src/content/team.ts';
import { text } from '../src/content/text.ts';
import { translations } from '../src/i18n/translate.ts';
import { casePageCount } from '../src/pages/Cases.tsx';
import { membersShown } from '../src/pages/Team.tsx';
import { privacyRevised } from '../src/content/revisions.ts';
import { atLeast, countInProse, formatCount, formatDate, formatNumber, formatUsdExact } from '../src/site/format.ts';
import { locales, localizePath, type Locale } from '../src/site/locale.ts';
import { page, textOf } from './helpers.ts';
import { isSample, specSample } from './sample.ts';

const prefixes = [['zh-TW', ''], ['zh-CN', '/cn'], ['en', '/en']] as const;

/** Items the page shows of a list of checkable claims: all while sample, else the confirmed ones. */
const shownClaims = <T extends { confirmUrl?: string }>(items: readonly T[]) =>
  isSample ? items : items.filter((item) => item.confirmUrl?.startsWith('https://'));

describe.each(prefixes)('about (%s)', (locale, prefix) => {
  it('has mission, vision, the values, the timeline, the overview and join buttons', async () => {
    const { doc } = await page(`${prefix}/about`);
    expect(doc.querySelectorAll('#mission .card')).toHaveLength(2);
    // Plain lists between hairlines, no icon tiles.
    expect(doc.querySelectorAll('#values dt').map(textOf)).toEqual(coreValues.map((v) => text(v.title, locale)));
    expect(doc.querySelectorAll('#values svg, #overview dl svg')).toHaveLength(0);
    expect(doc.querySelectorAll('#timeline time').map(textOf)).toEqual(milestones.map((m) => String(m.year)));
    expect(doc.querySelectorAll('#overview dl:not(#record) dt')).toHaveLength(overview.filter((item) => !item.checkable || shownClaims([item]).length).length);
    // The join buttons open the request form with the kind chosen, and Careers: no mail link.
    expect(doc.querySelectorAll('#join a').map((a) => a.getAttribute('href'))).toEqual([`${prefix}/contact?kind=partnership`, `${prefix}/careers`]);
    expect(doc.querySelector(`#check-us a[href="${prefix}/verify"]`)).not.toBeNull();
  });
});

describe.each(prefixes)('team (%s)', (locale, prefix) => {
  it('has the office drawing, a card for each member (the first few shown, the rest in one <details>), the departments, the advisors and the jobs buttons', async () => {
    const { doc } = await page(`${prefix}/team`);
    // Drawn inline (no request before the first paint), named for screen readers.
    const photo = doc.querySelector('main [role="img"]:has(> svg)');
    expect(photo?.getAttribute('aria-label')?.length).toBeGreaterThan(20);
    const cards = doc.querySelectorAll('[data-member]');
    expect(cards.map((card) => card.getAttribute('data-member'))).toEqual(teamMembers.map((m) => m.id));
    expect(doc.querySelectorAll('#leadership > div > ul > [data-member]')).toHaveLength(Math.min(membersShown, teamMembers.length));
    expect(doc.querySelectorAll('details[data-more-members] [data-member]')).toHaveLength(Math.max(0, teamMembers.length - membersShown));
    for (const [i, card] of cards.entries()) {
      const member = teamMembers[i]!;
      expect(textOf(card.querySelector('h3'))).toBe(text(member.name, locale));
      // Their photograph when the content gives one; else a drawn placeholder, never an initial.
      if (member.image) expect(card.querySelector('img[data-member-photo]')).not.toBeNull();
      else expect(card.querySelector('svg[data-photo-placeholder]')).not.toBeNull();
      expect(card.querySelector('[data-initial]')).toBeNull();
      expect(card.querySelector('img[src*="flag"]'), 'a place is named, never flagged').toBeNull();
      // Their own e-mail only: no one has a direct line, so no card dials the main number.
      const social = card.querySelectorAll('a[aria-label]');
      expect(social).toHaveLength(1);
      expect(social[0]!.getAttribute('href')).toBe(`mailto:${member.email}`);
      // A lawyer's card says where they are admitted, with its number; no one else's does.
      expect(textOf(card.querySelector('[data-admitted] dd'))).toBe(member.admitted ? text(member.admitted, locale) + (isSample ? translations(locale).sample.badge() : '') : '');
    }
    // The one who runs the staff is named above the cards; how to check a lawyer comes with any lawyer.
    const LL = translations(locale);
    const director = teamMembers.find((m) => m.title === 'director');
    expect(textOf(doc.querySelector('#leadership [data-director]'))).toBe(director ? LL.team.directorLead({ name: text(director.name, locale) }) : '');
    expect(textOf(doc.querySelector('#leadership [data-lawyer-check]'))).toBe(teamMembers.some((m) => m.admitted) ? LL.team.lawyerCheck() : '');
    const shown = doc.querySelectorAll('#departments > div > ul > li');
    expect(shown).toHaveLength(departments.length);
    expect(shown.map((d) => textOf(d).match(/\d+/)?.[0])).toEqual(departments.map((d) => String(d.members)));
    // Advisors: each says it is unpaid and handles no cases; once verified, only those who confirm
    // on a page of their own that they agreed to be listed.
    const advisorCards = doc.querySelectorAll('#advisors li');
    expect(advisorCards).toHaveLength(shownClaims(advisors).length);
    for (const card of advisorCards) expect(textOf(card.querySelector('[data-advisor-terms]'))).toBe(LL.team.advisorTerms());
    expect(doc.querySelectorAll('#join a').map((a) => a.getAttribute('href'))).toEqual([`${prefix}/careers`, `${prefix}/contact?kind=job`]);
  });

  it('gives each person one title: the card, the department head line and the bylines agree', async () => {
    const LL = translations(locale);
    const { doc } = await page(`${prefix}/team`);
    const grade = { director: LL.team.director(), partner: LL.team.partner(), associate: LL.team.associate() } as const;
    const titleOf = (m: (typeof teamMembers)[number]) => (m.role ? text(m.role, locale) : grade[m.title]);
    for (const m of teamMembers) expect(textOf(doc.querySelector(`[data-member="${m.id}"] h3 + p`))).toContain(titleOf(m));
    for (const d of departments) {
      // The build holds a head with a role to it (scripts/build/organisation/schema.ts).
      const head = teamMembers.find((m) => m.name.en === d.head.en);
      if (head?.role) expect(text(d.headTitle, locale), d.id).toBe(titleOf(head));
    }
    for (const a of articles) {
      const author = teamMembers.find((m) => m.name.en === a.author.en);
      if (author) expect(text(a.authorTitle, locale), String(a.id)).toBe(titleOf(author));
    }
  });
});

describe.each(prefixes)('partners (%s)', (locale, prefix) => {
  it('has the network figures, each kind of partner it may show and the partnership buttons', async () => {
    const { doc } = await page(`${prefix}/partners`);
    // Only what the Association does (no other body's helpline counted as ours), each with how it is counted.
    expect(doc.querySelectorAll('#network dt + dd').map(textOf)).toEqual(
      [partnerStats.organizations, homeStats.countries, partnerStats.cases].map((n) => atLeast(formatCount(n.value, locale), locale)),
    );
    expect(doc.querySelectorAll('#network [data-figure] [data-how-we-count]')).toHaveLength(3);
    const kinds: [string, readonly { confirmUrl?: string }[]][] = [['law-firms', lawFirmPartners], ['technology', technologyPartners], ['academic', academicPartners]];
    for (const [id, list] of kinds) {
      expect(doc.querySelectorAll(`#${id} ul > li`), id).toHaveLength(shownClaims(list).length);
    }
    // Police and public bodies are never listed on our word: while sample, the rule instead.
    const publicBodies = isSample ? [] : shownClaims(lawEnforcementPartners);
    expect(doc.querySelectorAll('#law-enforcement li')).toHaveLength(publicBodies.length);
    if (!publicBodies.length) expect(textOf(doc.querySelector('#law-enforcement [data-public-bodies-rule]')).length).toBeGreaterThan(40);
    expect(doc.querySelectorAll('#become-partner a').map((a) => a.getAttribute('href'))).toEqual([`${prefix}/contact?kind=partnership`, `${prefix}/contact?kind=proposal`]);
  });
});

describe.each(prefixes)('cases (%s)', (locale, prefix) => {
  it('has the summary, the case types, every closed case over its pages, testimonials and the CTA', async () => {
    const { doc } = await page(`${prefix}/cases`);
    const summary = doc.querySelectorAll('#summary dt + dd').map(textOf);
    expect(summary).toEqual([
      formatNumber(caseSummary.totalCases, locale),
      formatUsdExact(caseSummary.recoveredUsd, locale, translations(locale).home.about),
      expect.stringContaining(String(caseSummary.averageMonths)),
      formatUsdExact(caseSummary.frozenUsd, locale, translations(locale).home.about),
    ]);
    // The figures say their years and out of how many closed cases; the average rate is a sentence
    // that says what it leaves out, never a headline tile.
    expect(textOf(doc.querySelector('#summary [data-how-we-count] [data-years]'))).toContain(String(caseSummary.from));
    expect(textOf(doc.querySelector('#summary dl'))).toContain(formatNumber(caseSummary.casesClosed, locale));
    const note = textOf(doc.querySelector('#summary [data-figures-note]'));
    expect(note).toContain(`${caseSummary.averageRecoveryRate}%`);
    expect(note).toContain(translations(locale).cases.averageNotChance({ rate: caseSummary.averageRecoveryRate }));
    const types = doc.querySelectorAll('#case-types tbody tr');
    // A row per type: its name, then the cases, the amount recovered and, last, the average share.
    const cells = types.map((t) => t.querySelectorAll('td').map(textOf));
    const shownTypeCases = cells.map((c) => Number(c[0]!.replaceAll(',', '')));
    expect(shownTypeCases).toEqual(caseTypeStats.map((s) => s.cases));
    expect(cells.map((c) => c.at(-1))).toEqual(caseTypeStats.map((s) => `${s.averageRecovery}%`));
    // The total shown is the sum of the types shown.
    expect(formatNumber(shownTypeCases.reduce((a, b) => a + b, 0), locale)).toBe(summary[0]);
    const later = await Promise.all(Array.from({ length: casePageCount - 1 }, (_, i) => page(`${prefix}/cases?page=${i + 2}`)));
    const cases = [...doc.querySelectorAll('[data-case]'), ...later.flatMap((p) => p.doc.querySelectorAll('[data-case]'))];
    expect(cases.map((c) => c.getAttribute('data-case'))).toEqual(featuredCases.map((c) => c.id));
    for (const c of cases) expect(c.getAttribute('data-case')).toMatch(/^CASE-\d{4}-\d{3}$/);
    expect(doc.querySelectorAll('#testimonials li')).toHaveLength(testimonials.length);
    expect(doc.querySelectorAll('#cta a[data-consult]')).toHaveLength(1);
    expect(doc.querySelector('#cta [data-promises]')).not.toBeNull();
  });
});

it('marks every featured case closed, in each language', async () => {
  const urls = [['/cases', '已結案'], ['/cn/cases', '已结案'], ['/en/cases', 'Closed']] as const;
  for (const [base, closed] of urls) {
    for (let n = 1; n <= casePageCount; n++) {
      const { doc } = await page(n === 1 ? base : `${base}?page=${n}`);
      for (const c of doc.querySelectorAll('[data-case]')) expect(textOf(c)).toContain(closed);
    }
  }
});

describe.runIf(isSample)('the SPEC sample figures on the pages (only while CONTENT_STATUS is sample)', () => {
  it('about shows the five timeline years', async () => {
    const { doc } = await page('/en/about');
    expect(doc.querySelectorAll('#timeline time').map(textOf)).toEqual(specSample.timeline.map(String));
  });

  it('team shows 16 member cards at example.org, departments of 45, 35, 25 and 30, and four advisors', async () => {
    const { doc } = await page('/en/team');
    const cards = doc.querySelectorAll('[data-member]');
    expect(cards).toHaveLength(specSample.teamMembers);
    for (const card of cards) expect(card.querySelector('a[aria-label]')!.getAttribute('href')).toMatch(/^mailto:.+@example\.org$/);
    const shown = doc.querySelectorAll('#departments > div > ul > li');
    expect(shown.map((d) => textOf(d).match(/\d+/)?.[0])).toEqual(specSample.departments.map(([, n]) => String(n)));
    expect(doc.querySelectorAll('#advisors li')).toHaveLength(specSample.advisors);
  });

  it('partners shows 50+, 30+, 1,000+ and 24/7, and at least three of each kind but public bodies', async () => {
    const { doc } = await page('/en/partners');
    expect(doc.querySelectorAll('#network dt + dd').map(textOf)).toEqual(specSample.partnerStats);
    for (const id of ['law-firms', 'technology', 'academic']) {
      expect(doc.querySelectorAll(`#${id} ul > li`).length, id).toBeGreaterThanOrEqual(specSample.minPartnersOfEachKind);
    }
  });

  it('partners folds each longer list after two, without JavaScript, and gives a law firm one line of details', async () => {
    const { doc } = await page('/en/partners');
    for (const [id, list] of [['law-firms', lawFirmPartners], ['technology', technologyPartners], ['academic', academicPartners]] as const) {
      const folded = doc.querySelectorAll(`#${id} details[data-more-partners] ul > li`).length;
      expect(doc.querySelectorAll(`#${id} ul > li`).length - folded, id).toBe(Math.min(2, list.length));
      expect(folded, id).toBe(Math.max(0, list.length - 2));
      if (folded) expect(textOf(doc.querySelector(`#${id} summary`)), id).toContain(countInProse(folded, 'en'));
    }
    const meta = doc.querySelectorAll('#law-firms [data-partner-meta]').map(textOf);
    expect(meta).toEqual(lawFirmPartners.map((p) => `${p.location.en} · ${p.speciality.en}`));
    expect(doc.querySelector('#law-firms dl')).toBeNull();
  });

  it.each(prefixes)('cases (%s) shows 473, $890M, 87%, 5.2 months, the four types and 20 cases', async (locale, prefix) => {
    const { doc } = await page(`${prefix}/cases`);
    const summary = doc.querySelectorAll('#summary dt + dd').map(textOf);
    expect(summary[0]).toBe('473');
    expect(summary[1]).toBe(locale === 'en' ? '$890M' : locale === 'zh-CN' ? '8.9 亿美元' : '8.9 億美元');
    expect(textOf(doc.querySelector('#summary [data-figures-note]'))).toContain('87%');
    expect(summary[2]).toContain('5.2');
    const types = doc.querySelectorAll('#case-types tbody tr');
    expect(types.map((t) => textOf(t.querySelector('td')))).toEqual(specSample.caseTypes.map(([, n]) => String(n)));
    expect(types.map((t) => textOf(t.querySelectorAll('td').at(-1)))).toEqual(specSample.caseTypes.map(([, , rate]) => `${rate}%`));
    const later = await Promise.all(Array.from({ length: casePageCount - 1 }, (_, i) => page(`${prefix}/cases?page=${i + 2}`)));
    const cases = [...doc.querySelectorAll('[data-case]'), ...later.flatMap((p) => p.doc.querySelectorAll('[data-case]'))];
    expect(new Set(cases.map((c) => c.getAttribute('data-case'))).size).toBe(specSample.cases);
    expect(doc.querySelectorAll('#testimonials li').length).toBeGreaterThanOrEqual(specSample.minTestimonials);
  });
});

describe('privacy and terms', () => {
  it.each([
    ['/privacy', ['30 日', '資料可攜', '必要', '分析', '功能', '標準契約條款', formatDate(privacyRevised, 'zh-TW'), 'privacy@example.org', 'legal@example.org', '+1 202-555-0143', '臺北']],
    ['/en/privacy', ['30 days', 'portability', 'Essential cookies', 'Analytics cookies', 'Functional cookies', 'standard contractual clauses', formatDate(privacyRevised, 'en'), 'privacy@example.org']],
    ['/terms', ['30 分鐘', '美元', '無法保證能追回', '30 日', '調解', '仲裁', '臺灣臺北地方法院', '中華民國', '2024 年 2 月 1 日']],
    ['/en/terms', ['30 minutes', 'US dollars', 'cannot guarantee that any of your losses', '30 days', 'mediation', 'arbitration', 'Taipei District Court', 'Republic of China', 'February 1, 2024']],
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

  it('says in its governing-law clause, in every language, that the Traditional Chinese version prevails over the others', async () => {
    const clause: Record<Locale, RegExp> = {
      'zh-TW': /簡體中文版本及英文譯本；各版本如有不同，以繁體中文版本為準/,
      'zh-CN': /简体中文版本及英文译本；各版本如有不同，以繁体中文版本为准/,
      en: /If the Chinese and English versions differ, the Traditional Chinese version prevails/,
    };
    for (const locale of locales) {
      const sections = (await page(localizePath('/terms', locale))).doc.querySelectorAll('main section[id^="section-"]');
      expect(textOf(sections.at(-1)), locale).toMatch(clause[locale]);
    }
  });
});
