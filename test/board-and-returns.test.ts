// Issue 49, what a reader checking "a non-profit or a recovery firm?" looks for, held for any
// content: a board independent of the staff (at most one staff member, without a vote), the one
// phone line given as one line (no card on /team dials it as if it were a direct line), and for
// every case or testimonial that recovered money, who returned it and what we charged, with the
// build refusing a charge on money a bank, the police or a court returned; an organisation's
// investigation fee with its amount; and on /cases, who returned the money in all.
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { compileOrganisation, OrganisationDataError } from '../scripts/build/organisation/schema.ts';
import { featuredCases, testimonials } from '../src/content/cases.ts';
import { caseSummary } from '../src/content/site.ts';
import { feeSchedule } from '../src/content/fees.ts';
import { formatUsd, formatUsdCompact } from '../src/site/format.ts';
import { identity } from '../src/content/identity.ts';
import { casePageCount } from '../src/pages/Cases.tsx';
import { translations } from '../src/i18n/translate.ts';
import { text } from '../src/content/text.ts';
import { locales, localizePath } from '../src/site/locale.ts';
import { page, textOf } from './helpers.ts';

const sources = Object.fromEntries(Object.entries(import.meta.glob('../content/organisation/*.yaml', { query: '?raw', import: 'default', eager: true }) as Record<string, string>)
  .filter(([path]) => !path.endsWith('.zh-CN.yaml')).map(([path, source]) => [path.slice(path.lastIndexOf('/') + 1), source]));

/** An entry of the parsed YAML, to edit. */
type Entry = Record<string, unknown>;
type Data = Record<string, Entry[]>;

/** The build's problems once `change` has edited the parsed YAML of `file`. */
function problems(file: string, change: (data: Data) => void, verified = false): string[] {
  const data = parseDocument(sources[file]!).toJS() as Data;
  change(data);
  try {
    compileOrganisation({ ...sources, [file]: JSON.stringify(data) }, { verified });
    return [];
  } catch (error) {
    if (!(error instanceof OrganisationDataError)) throw error;
    return [...error.problems];
  }
}

/** The investigation fee's range in fees.yaml, as the build reads it. */
function investigationRange(): { from: number; to: number } | undefined {
  const f = feeSchedule.fees.find((x) => x.id === 'investigation');
  return f?.from !== undefined && f.to !== undefined ? { from: f.from, to: f.to } : undefined;
}

describe('an independent board', () => {
  it('the content as it is passes the rule', () => {
    expect(identity.board.filter((m) => !m.independent).length).toBeLessThanOrEqual(1);
    expect(identity.board.filter((m) => !m.independent && m.votes)).toEqual([]);
  });

  it('the build stops on a second staff member, or a staff member who votes', () => {
    const two = problems('identity.yaml', (d) => {
      Object.assign(d.board![0]!, { independent: false, votes: false });
      Object.assign(d.board![1]!, { independent: false, votes: false });
    });
    expect(two.join('\n')).toMatch(/identity\.yaml:\d+: board\[1\]\.independent: is false, and so is .*: at most one board member may be on the staff/);
    const voting = problems('identity.yaml', (d) => {
      for (const m of d.board!) m.independent = true;
      d.board![0]!.independent = false; delete d.board![0]!.votes;
    });
    expect(voting.join('\n')).toMatch(/identity\.yaml:\d+: board\[0\]\.votes: must be false/);
  });

  it.each(locales)('/verify states the rule and marks at most one member as staff (%s)', async (locale) => {
    const V = translations(locale).pages.verify;
    const { doc } = await page(localizePath('/verify', locale));
    expect(textOf(doc.querySelector('#board'))).toContain(V.boardLead());
    const cards = doc.querySelectorAll('#board [data-board-member]');
    expect(cards).toHaveLength(identity.board.length);
    expect(cards.filter((c) => textOf(c).includes(V.independent())).length).toBeGreaterThanOrEqual(identity.board.length - 1);
  });
});

describe('/team gives one main line, not a phone on every card', () => {
  it.each(locales)('%s', async (locale) => {
    const { doc } = await page(localizePath('/team', locale));
    const cards = doc.querySelectorAll('[data-member]');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.querySelector('a[href^="tel:"]'), card.getAttribute('data-member')!).toBeNull();
    const line = doc.querySelector('#leadership [data-main-line]');
    expect(textOf(line)).toContain(translations(locale).team.mainLine());
    expect(line!.querySelectorAll('a[href^="tel:"]')).toHaveLength(1);
  });
});

describe('who returned the money, and what we charged', () => {
  it('the build stops on a charge for money a bank, the police or a court returned, and (verified) on a missing field', () => {
    for (const returnedBy of ['bank', 'police', 'court']) {
      const charged = problems('cases.yaml', (d) => Object.assign(d.cases![0]!, { recovered: 1, returnedBy, charged: 1 }));
      expect(charged.join('\n'), returnedBy).toMatch(new RegExp(`cases\\.yaml:\\d+: cases\\[0\\]\\.charged: must be 0: money returned by the ${returnedBy} is never fee-able`));
    }
    const missing = (d: Data) => { Object.assign(d.cases![0]!, { recovered: 1 }); delete d.cases![0]!.returnedBy; delete d.cases![0]!.charged; };
    expect(problems('cases.yaml', missing, true).join('\n')).toMatch(/cases\.yaml:\d+: cases\[0\]\.returnedBy: is missing/);
    expect(problems('cases.yaml', missing).filter((p) => p.includes('cases[0]'))).toEqual([]);
    const nothing = problems('cases.yaml', (d) => Object.assign(d.cases![0]!, { recovered: 0, returnedBy: 'bank', charged: 0 }));
    expect(nothing.join('\n')).toMatch(/cases\[0\]\.returnedBy: nothing was recovered/);
  });

  it('the build stops on an investigation fee outside fees.yaml\'s range; 0 (waived) and the range pass', () => {
    const range = investigationRange();
    expect(range).toBeDefined();
    const at = (fee: number) => problems('cases.yaml', (d) => Object.assign(d.testimonials![0]!, { investigationFee: fee }));
    expect(at(range!.to + 1).join('\n')).toMatch(/cases\.yaml:\d+: testimonials\[0\]\.investigationFee: must be within the investigation fee's range/);
    expect(at(range!.from - 1 > 0 ? range!.from - 1 : range!.to + 1).join('\n')).toMatch(/investigationFee: must be within/);
    expect(at(0)).toEqual([]);
    expect(at(range!.to)).toEqual([]);
  });

  it('the build stops when who returned the money does not add up to the money returned', () => {
    const off = problems('cases.yaml', (d) => { const by = (d.summary as unknown as Entry).returnedBy as Record<string, number>; by.bank! += 1; });
    expect(off.join('\n')).toMatch(/cases\.yaml:\d+: summary\.returnedBy: adds up to \d+, but the types returned \d+ .*\(and content\/organisation\/cases\.yaml:\d+: types\)/);
  });

  it.each(locales)('/cases says who returned the money, each amount, and they add up to the total (%s)', async (locale) => {
    const C = translations(locale).cases;
    const { doc } = await page(localizePath('/cases', locale));
    const box = doc.querySelector('#summary [data-returned-by]');
    expect(textOf(box)).toContain(C.returnedByLead());
    const rows = box!.querySelectorAll('[data-returner]');
    const shown = Object.entries(caseSummary.returnedBy).filter(([, n]) => n > 0);
    expect(rows).toHaveLength(shown.length);
    for (const [who, amount] of shown) {
      const row = rows.find((r) => r.getAttribute('data-returner') === who);
      expect(textOf(row), who).toContain(formatUsdCompact(amount, locale));
    }
    expect(Object.values(caseSummary.returnedBy).reduce((a, b) => a + b, 0)).toBe(caseSummary.recoveredUsd);
  });

  it.each(locales)('each case card and testimonial says it when money came back, and none when nothing did (%s)', async (locale) => {
    const C = translations(locale).cases;
    const seen = new Set<string>();
    for (let n = 1; n <= casePageCount; n++) {
      const { doc } = await page(`${localizePath('/cases', locale)}${n > 1 ? `?page=${n}` : ''}`);
      for (const card of doc.querySelectorAll('[data-case]')) {
        const c = featuredCases.find((x) => x.id === card.getAttribute('data-case'))!;
        seen.add(c.id);
        const line = card.querySelector('[data-case-returned]');
        if (c.recovered > 0 && c.returnedBy) {
          expect(textOf(line), c.id).toContain(C.returners[c.returnedBy]());
          if (c.charged === 0 && c.investigationFee === undefined) expect(textOf(line), c.id).toContain(C.feesNone());
        } else {
          expect(line, c.id).toBeNull();
        }
        // An organisation's investigation fee is shown with its amount, whatever came back.
        const fees = textOf(card.querySelector('[data-case-returned], [data-case-charged]'));
        if (c.investigationFee) expect(fees, c.id).toContain(formatUsd(c.investigationFee, locale));
        if (c.investigationFee && c.recovered === 0) expect(fees, c.id).toBe(C.feesInvestigationKept({ fee: formatUsd(c.investigationFee, locale) }));
      }
      if (n > 1) continue;
      const outcomes = doc.querySelectorAll('#testimonials [data-testimonial-outcome]').map(textOf);
      expect(outcomes).toHaveLength(testimonials.length);
      testimonials.forEach((q, i) => {
        if (q.recovered > 0 && q.returnedBy) expect(outcomes[i], text(q.name, locale)).toContain(C.returners[q.returnedBy]());
        if (q.recovered === 0) expect(outcomes[i], text(q.name, locale)).not.toContain(C.recoveredAmount());
        if (q.investigationFee) expect(outcomes[i], text(q.name, locale)).toContain(formatUsd(q.investigationFee, locale));
        if (q.investigationFee === undefined && q.recovered > 0 && !q.charged) expect(outcomes[i], text(q.name, locale)).toContain(C.feesNone());
      });
    }
    expect(seen.size).toBe(featuredCases.length);
  });
});
