// The rules across the figures the Association gives about itself (content/organisation/*.yaml,
// docs/editing.md "Figures and where to check them") that no schema can say: every figure names a
// source that exists and years in order; an average is what its table gives; and figures that
// count the same thing agree. One whose years include another's is not smaller (a total since 1994
// is at least the total since 2019; everyone who worked on our cases includes the paid staff), and
// two over the same years are equal. A disagreement names both lines. After the checks,
// withSources puts each source in place of its id.
import type { OrganisationProblem, ParsedOrganisation } from './schema.ts';
import { amountBandCeiling, amountBandFloor, amountBandOf, amountBands } from '../../../src/content/amount-bands.ts';

type File = OrganisationProblem['file'];
type Path = readonly (string | number)[];

/** What a figure counts, as the build compares it: set by where the figure sits, not by an editor. */
type Measure =
  | 'partner-countries' | 'everyone-who-worked' | 'staff' | 'recovered-usd' | 'frozen-in-cases' | 'lost-in-closed-cases' | 'losses-reported'
  | 'people-helped' | 'cases-assessed' | 'cases-closed' | 'cases-recovered' | 'cases-with-partners' | 'partner-organisations'
  | 'lost-in-listed-cases' | 'recovered-in-listed-cases' | 'cases-listed';

/** A measure and the measures it includes: everyone who worked includes the staff; the people we
 *  helped include one for every case closed; the cases closed include those that recovered money. */
const includes: Readonly<Partial<Record<Measure, readonly Measure[]>>> = {
  'everyone-who-worked': ['staff'],
  'losses-reported': ['lost-in-closed-cases'],
  'lost-in-closed-cases': ['frozen-in-cases', 'lost-in-listed-cases'],
  'recovered-usd': ['recovered-in-listed-cases'],
  'people-helped': ['cases-assessed'],
  'cases-assessed': ['cases-closed'],
  'cases-closed': ['cases-recovered', 'cases-with-partners', 'cases-listed'],
};

const covers = (a: Measure, b: Measure): boolean => a === b || (includes[a] ?? []).some((m) => covers(m, b));

interface Counted {
  readonly file: File;
  readonly path: Path;
  readonly measure: Measure;
  readonly from: number;
  readonly to: number;
  readonly value: number;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const years = (c: Counted) => (c.from === c.to ? String(c.from) : `${c.from}–${c.to}`);
const show = (n: number) => n.toLocaleString('en-US');

/** Every figure the build compares, with what it counts and its years. */
export function countedFigures(d: ParsedOrganisation): Counted[] {
  const f = d['figures.yaml'];
  const cases = d['cases.yaml'];
  const report = d['identity.yaml'].annualReport;
  const team = d['team.yaml'];
  const record = d['about.yaml'].record;
  const summary = cases.summary;
  const at = (file: File, path: Path, measure: Measure, { from, to, value }: { from: number; to: number; value: number }): Counted => ({ file, path, measure, from, to, value });
  const inCases = (path: Path, measure: Measure, value: number) => at('cases.yaml', path, measure, { from: summary.from, to: summary.to, value });
  const amounts = f.practiceAreas.flatMap((a) => (a.amount === undefined ? [] : [a.amount]));
  return [
    at('figures.yaml', ['home', 'countries', 'value'], 'partner-countries', f.home.countries),
    at('figures.yaml', ['home', 'teamMembers', 'value'], 'everyone-who-worked', f.home.teamMembers),
    at('figures.yaml', ['partners', 'organizations', 'value'], 'partner-organisations', f.partners.organizations),
    at('figures.yaml', ['partners', 'cases', 'value'], 'cases-with-partners', f.partners.cases),
    ...(amounts.length ? [at('figures.yaml', ['practiceAreas'], 'recovered-usd', { ...f.practiceAreasCounted, value: sum(amounts) })] : []),
    at('identity.yaml', ['annualReport', 'staff'], 'staff', { from: report.year, to: report.year, value: report.staff }),
    at('team.yaml', ['departments'], 'staff', { ...team.departmentsCounted, value: sum(team.departments.map((x) => x.members)) }),
    inCases(['summary', 'casesClosed'], 'cases-closed', summary.casesClosed),
    inCases(['types'], 'cases-recovered', sum(cases.types.map((t) => t.cases))),
    inCases(['types'], 'recovered-usd', sum(cases.types.map((t) => t.totalAmount))),
    inCases(['types'], 'frozen-in-cases', sum(cases.types.map((t) => t.frozen))),
    inCases(['summary', 'lost'], 'lost-in-closed-cases', summary.lost),
    inCases(['summary', 'assessed'], 'cases-assessed', summary.assessed),
    // The closed cases listed on /cases are some of those the summary counts: together they lost
    // no more than all of them, got back no more, and are no more in number.
    inCases(['cases'], 'lost-in-listed-cases', sum(cases.cases.map((c) => c.amount))),
    inCases(['cases'], 'recovered-in-listed-cases', sum(cases.cases.map((c) => c.recovered))),
    inCases(['cases'], 'cases-listed', cases.cases.length),
    ...(record ? [
      at('about.yaml', ['record', 'victimsHelped', 'value'], 'people-helped', record.victimsHelped),
      at('about.yaml', ['record', 'lossesReported', 'value'], 'losses-reported', record.lossesReported),
    ] : []),
  ];
}

const names: Readonly<Record<Measure, string>> = {
  'partner-countries': 'countries with a partner', 'everyone-who-worked': 'everyone who worked on cases', staff: 'paid staff',
  'recovered-usd': 'US dollars recovered', 'frozen-in-cases': 'US dollars frozen or held in the cases that recovered money',
  'lost-in-closed-cases': 'US dollars lost in all closed cases',
  'losses-reported': 'US dollars the people we helped had lost', 'people-helped': 'people helped', 'cases-closed': 'cases closed',
  'cases-assessed': 'people who asked for a case assessment', 'lost-in-listed-cases': 'US dollars lost in the closed cases listed',
  'recovered-in-listed-cases': 'US dollars recovered in the closed cases listed', 'cases-listed': 'closed cases listed',
  'cases-recovered': 'cases that recovered money', 'cases-with-partners': 'cases with a partner', 'partner-organisations': 'partner organizations',
};

/** Figures that count the same thing, or one that includes the other, and disagree. */
export function disagreements(all: readonly Counted[]): OrganisationProblem[] {
  const out: OrganisationProblem[] = [];
  for (const a of all) {
    for (const b of all) {
      if (a === b || !covers(a.measure, b.measure)) continue;
      const same = a.measure === b.measure && a.from === b.from && a.to === b.to;
      if (same && a.value !== b.value && all.indexOf(a) < all.indexOf(b)) {
        out.push({ file: a.file, path: a.path, also: { file: b.file, path: b.path },
          message: `counts ${names[a.measure]} over the same years (${years(a)}) as the other line, and is ${show(a.value)} where it says ${show(b.value)}: the two must be the same number` });
      } else if (!same && a.from <= b.from && a.to >= b.to && a.value < b.value) {
        out.push({ file: a.file, path: a.path, also: { file: b.file, path: b.path },
          message: `${names[a.measure]} ${years(a)} is ${show(a.value)}, less than the ${show(b.value)} ${names[b.measure]} ${years(b)} of the other line, whose years it includes: a figure that includes another cannot be smaller` });
      }
    }
  }
  return out;
}

export function figureProblems(d: ParsedOrganisation): OrganisationProblem[] {
  const out: OrganisationProblem[] = [];
  const ids = d['figures.yaml'].sources.map((s) => s.id);
  ids.forEach((id, i) => {
    if (ids.indexOf(id) !== i) out.push({ file: 'figures.yaml', path: ['sources', i, 'id'], message: `"${id}" is used twice` });
  });
  const cases = d['cases.yaml'];
  // Every "how we count" of every file: years in order, a source that exists.
  const counted: [File, Path, { from: number; to: number; source: string }][] = [
    ['figures.yaml', ['home', 'countries'], d['figures.yaml'].home.countries],
    ['figures.yaml', ['home', 'teamMembers'], d['figures.yaml'].home.teamMembers],
    ['figures.yaml', ['home', 'satisfaction'], d['figures.yaml'].home.satisfaction],
    ['figures.yaml', ['home', 'serviceTypes'], d['figures.yaml'].home.serviceTypes],
    ['figures.yaml', ['practiceAreasCounted'], d['figures.yaml'].practiceAreasCounted],
    ['figures.yaml', ['partners', 'organizations'], d['figures.yaml'].partners.organizations],
    ['figures.yaml', ['partners', 'cases'], d['figures.yaml'].partners.cases],
    ['team.yaml', ['departmentsCounted'], d['team.yaml'].departmentsCounted],
    ['cases.yaml', ['summary'], cases.summary],
    ['cases.yaml', ['testimonialsCounted'], cases.testimonialsCounted],
    ...(d['about.yaml'].record ? [
      ['about.yaml', ['record', 'victimsHelped'], d['about.yaml'].record.victimsHelped],
      ['about.yaml', ['record', 'lossesReported'], d['about.yaml'].record.lossesReported],
    ] as [File, Path, { from: number; to: number; source: string }][] : []),
  ];
  for (const [file, path, c] of counted) {
    if (c.to < c.from) out.push({ file, path: [...path, 'to'], message: `must not be before from (${c.from})` });
    if (!ids.includes(c.source)) out.push({ file, path: [...path, 'source'], message: `"${c.source}" is not a source: write the id of one of figures.yaml's sources (${ids.join(', ')})` });
  }
  // An average is what its table gives: each type's share, and the whole table's.
  cases.types.forEach((t, i) => {
    if (t.totalAmount > t.frozen) out.push({ file: 'cases.yaml', path: ['types', i, 'totalAmount'], message: `must not be more than frozen (${t.frozen}): only money that was frozen or held can come back` });
    const rate = Math.round((t.totalAmount / t.frozen) * 100);
    if (rate !== t.averageRecovery) out.push({ file: 'cases.yaml', path: ['types', i, 'averageRecovery'], message: `is ${t.averageRecovery}%, but totalAmount / frozen is ${rate}%: write ${rate}, or correct the amounts` });
  });
  const frozen = sum(cases.types.map((t) => t.frozen));
  const returnedAll = sum(cases.types.map((t) => t.totalAmount));
  const overall = frozen > 0 ? Math.round((returnedAll / frozen) * 100) : 0;
  if (overall !== cases.summary.averageRecoveryRate) {
    out.push({ file: 'cases.yaml', path: ['summary', 'averageRecoveryRate'], also: { file: 'cases.yaml', path: ['types'] },
      message: `is ${cases.summary.averageRecoveryRate}%, but the types' amounts give ${overall}% (all their totalAmount / all their frozen): write ${overall}, or correct the table` });
  }
  out.push(...returnedSplitProblems(cases, returnedAll));
  return [...out, ...disagreements(countedFigures(d))];
}

/** The summary's two splits of the closed cases (cases.yaml): by how much came back, and the money
 *  returned by who returned it. Each must add up to the totals beside it. `returnedAll`: what the
 *  types returned. */
function returnedSplitProblems(cases: ParsedOrganisation['cases.yaml'], returnedAll: number): OrganisationProblem[] {
  const out: OrganisationProblem[] = [];
  // The closed cases by how much came back: all of them, those with nothing as many as the
  // types leave, the money in each band possible, and room for every case listed.
  const bands = cases.summary.byAmountBack;
  const recoveredCases = sum(cases.types.map((t) => t.cases));
  const at = ['summary', 'byAmountBack'];
  if (sum(Object.values(bands)) !== cases.summary.casesClosed) {
    out.push({ file: 'cases.yaml', path: at, also: { file: 'cases.yaml', path: ['summary', 'casesClosed'] }, message: `adds up to ${sum(Object.values(bands))} cases, but ${cases.summary.casesClosed} were closed: the two must be the same number` });
  }
  if (bands.under + bands.middle + bands.over !== recoveredCases) {
    out.push({ file: 'cases.yaml', path: at, also: { file: 'cases.yaml', path: ['types'] }, message: `gives ${bands.under + bands.middle + bands.over} cases that got money back (under, middle, over), but the types count ${recoveredCases}: the two must be the same number` });
  }
  const least = bands.middle * amountBandFloor + bands.over * (amountBandCeiling + 1);
  const most = bands.under * (amountBandFloor - 1) + bands.middle * amountBandCeiling;
  if (returnedAll < least || (bands.over === 0 && returnedAll > most)) {
    out.push({ file: 'cases.yaml', path: at, also: { file: 'cases.yaml', path: ['types'] }, message: `cannot hold the ${returnedAll} US dollars the types returned: cases in these bands get back ${least} at least${bands.over === 0 ? ` and ${most} at most` : ''}` });
  }
  for (const band of amountBands) {
    const listed = cases.cases.filter((c) => amountBandOf(c.recovered) === band).length;
    if (listed > bands[band]) out.push({ file: 'cases.yaml', path: [...at, band], also: { file: 'cases.yaml', path: ['cases'] }, message: `is ${bands[band]}, but ${listed} of the cases listed are in this band: it must count them all` });
  }
  // Who returned the money adds up to the money returned: the page shows both.
  const byReturner = sum(Object.values(cases.summary.returnedBy));
  if (byReturner !== returnedAll) {
    out.push({ file: 'cases.yaml', path: ['summary', 'returnedBy'], also: { file: 'cases.yaml', path: ['types'] },
      message: `adds up to ${byReturner}, but the types returned ${returnedAll} (all their totalAmount): the two must be the same amount` });
  }
  return out;
}

/** A source id, wherever a figure names one, replaced by the source (figures.sources, already
 *  with its Simplified Chinese). */
export function withSources<T extends Record<string, unknown>>(data: T): T {
  const figures = data.figures as { sources: readonly { id: string }[] };
  const byId = new Map(figures.sources.map((s) => [s.id, s]));
  const walk = (value: unknown, key: string): unknown => {
    if (key === 'source' && typeof value === 'string') return byId.get(value) ?? value;
    if (Array.isArray(value)) return value.map((v) => walk(v, ''));
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
  };
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, walk(v, k)])) as T;
}
