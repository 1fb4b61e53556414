// The schema of the organisation's data files (content/organisation/*.yaml) and their compiler:
// YAML text in, the typed data of src/generated/organisation.ts out, or every problem at once,
// each naming its file, line and field ("team.yaml:12: members[2].name.en: must not be empty").
// No file system here: scripts/build/organisation/index.ts reads and writes, and a workerd test compiles the
// same files to check the generated module is current.
//
// What the schema holds is what must be true of any data, never today's sample: every text in both
// languages, whole numbers where a count is meant, four-digit years in order, unique ids, nothing
// recovered beyond what was lost. Facts that follow from others are computed, not written twice:
// a case's recovery rate, the Cases page's total cases and amount recovered.
import * as v from 'valibot';
import { LineCounter, parseDocument } from 'yaml';
import { officialNames } from '../../../src/content/official-names.ts';
import { withSimplified } from '../content/text.ts';
import { yamlProblem } from '../read/yaml-errors.ts';
import { issueWords } from '../read/issue-words.ts';
import { feeProblems, identityProblems } from './fees.ts';
import { figureProblems, withSources } from './figures.ts';
import { returnedProblems, returners } from './returned.ts';
import { endorsementMessage, namedInstitutions } from '../content/checks/endorsement.ts';
import { Overrides } from '../zh-cn/overrides.ts';
import type {
  AccentColor, CaseType, IconName, Localized, OrganisationData, ServiceCountry,
} from '../../../src/content/types.ts';

/** The data files, in the order they are read. Each is one subject an operator replaces. */
export const organisationFiles = ['team.yaml', 'partners.yaml', 'cases.yaml', 'about.yaml', 'figures.yaml', 'contact.yaml', 'identity.yaml', 'fees.yaml', 'careers.yaml'] as const;
export type OrganisationFile = (typeof organisationFiles)[number];

// Names the site can show: each list is checked against its type both ways (a Record of the type).
const keysOf = <K extends string>(record: Record<K, true>) => Object.keys(record) as K[];
const countries = keysOf<ServiceCountry>({ HK: true, MY: true, SG: true, TW: true, US: true, CA: true, GB: true, DE: true, FR: true, IT: true, AU: true });
const icons = keysOf<IconName>({
  shield: true, scale: true, search: true, globe: true, users: true, heart: true, eye: true, target: true,
  coins: true, bitcoin: true, briefcase: true, mail: true, phone: true, clock: true, chart: true, lock: true,
  database: true, cpu: true, file: true, award: true, handshake: true, building: true, graduation: true,
});
const caseTypes = keysOf<CaseType>({ investment: true, crypto: true, business: true, romance: true });
const colors = keysOf<AccentColor>({ blue: true, emerald: true, amber: true, rose: true, violet: true, sky: true });

const oneOf = <T extends string>(options: readonly T[]) =>
  v.picklist(options as [T, ...T[]], `must be one of: ${options.join(', ')}`);

// ---- Values ---------------------------------------------------------------------------------

const text = v.pipe(v.string('must be text'), v.trim(), v.minLength(1, 'must not be empty'));

/** {officialNames.caCafc} in a text: the body's name as content/text/official-names.yaml writes it. */
const officialName = /\{officialNames\.(\w+)\}/g;
const knownName = (name: string) => Object.hasOwn(officialNames, name);

/** A text in both hand-written languages; Simplified Chinese is derived from the zh-TW. */
const localized = v.pipe(
  v.strictObject({ 'zh-TW': text, en: text }, 'must have a zh-TW and an en text'),
  v.check(
    (value) => [...`${value['zh-TW']} ${value.en}`.matchAll(officialName)].every((m) => knownName(m[1]!)),
    `names an official body that content/text/official-names.yaml does not have ({officialNames.<key>})`,
  ),
  // Simplified Chinese is added once the whole file is read (compileOrganisation), where the
  // overrides can name the text's file and key.
  v.transform((value): Omit<Localized, 'zh-CN'> => {
    const names = officialNames as Record<string, Localized>;
    return {
      'zh-TW': value['zh-TW'].replace(officialName, (_, key: string) => names[key]!['zh-TW']),
      en: value.en.replace(officialName, (_, key: string) => names[key]!.en),
    };
  }),
);

const list = <T extends v.GenericSchema>(item: T, what: string) =>
  v.pipe(v.array(item, `must be a list of ${what}`), v.minLength(1, `must list at least one of ${what}`));
const whole = v.pipe(v.number('must be a number'), v.integer('must be a whole number'));
const count = v.pipe(whole, v.minValue(0, 'must not be negative'));
const positive = v.pipe(whole, v.minValue(1, 'must be at least 1'));
const usd = v.pipe(v.number('must be an amount in US dollars'), v.minValue(0, 'must not be negative'));
const percent = v.pipe(v.number('must be a percentage'), v.minValue(0, 'must be 0 to 100'), v.maxValue(100, 'must be 0 to 100'));
const year = v.pipe(v.number('must be a year'), v.integer('must be a year'), v.minValue(1000, 'must be a four-digit year'), v.maxValue(9999, 'must be a four-digit year'));
const id = v.pipe(v.string('must be text'), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens (kebab-case)'));
const email = v.pipe(v.string('must be an e-mail address'), v.email('must be an e-mail address'));
const phone = v.pipe(v.string('must be a phone number in quotes'), v.regex(/^\+?[0-9][0-9 ()-]{5,}$/, 'must be a phone number (digits, spaces, + - ( ))'));
/** How a figure is counted (docs/editing.md): what it counts, the years it covers, and the id of
 *  the source (figures.yaml `sources`) that says who counted it and where to check it. */
const howCountedEntries = { counts: localized, from: year, to: year, source: id };
const howCounted = v.strictObject(howCountedEntries);
/** A figure: its value, and how it is counted. */
const figure = v.strictObject({ value: v.pipe(v.number('must be a number'), v.minValue(0, 'must not be negative')), ...howCountedEntries });
const webAddress = v.pipe(v.string('must be a web address'), v.url('must be a web address'), v.startsWith('https://', 'must start with https://'));
const confirmUrl = v.optional(v.pipe(v.string('must be a web address'), v.url('must be a web address'), v.startsWith('https://', 'must start with https://')));

// ---- One schema per file ------------------------------------------------------------------------

// The help an editor reads under each field (the web editor shows a schema's description as the
// field's hint: scripts/build/cms/fields.ts); the files' comments say the same for those who edit them.
const help = <T extends v.GenericSchema>(schema: T, text: string) => v.pipe(schema, v.description(text));

/** A picture: a file under assets/<folder>/, uploaded in the web editor (its picture widget) or put there. */
const picture = (folder: string, text: string) => v.optional(v.pipe(
  v.string('must be a file name under assets/'), v.regex(/^[\w./-]+$/, 'must be a file name under assets/'),
  v.description(text), v.metadata({ picture: folder }),
));

const team = v.strictObject({
  members: list(v.strictObject({
    id: help(id, 'Lower-case words joined by hyphens, unique (hsu-mei-ling). The page does not show it; a department\'s head is named by name (below).'),
    name: localized,
    title: help(oneOf(['director', 'partner', 'associate'] as const), 'director (shown as Executive Director: the one person who runs the staff), partner (Senior case advisor) or associate (Case advisor)'),
    role: v.optional(help(localized, 'Optional. The job they hold (Head of Legal Affairs), shown as their title instead of the grade: one title a person, so a department\'s headTitle and an article\'s authorTitle are this.')),
    country: help(oneOf(countries), 'Where the person works (two letters: TW Taiwan, HK Hong Kong, SG Singapore, MY Malaysia, US, CA Canada, GB United Kingdom, DE Germany, FR France, IT Italy, AU Australia).'),
    image: picture('team', 'Optional. The person\'s photograph, square, at least 192 × 192 pixels (a .jpg or .png; upload it here). Without one the card shows a drawn placeholder, never a stand-in face.'),
    education: localized,
    experience: help(count, 'Years of experience, a whole number.'),
    specialties: list(localized, 'specialties'),
    description: localized,
    email: help(email, 'Their work e-mail address (example.org addresses only while the content is sample).'),
    admitted: v.optional(help(localized, 'Only for a member whose text says they are a lawyer: where they are admitted and their admission number, as that bar\'s own register writes it (a SAMPLE- number while the content is sample).')),
  }), 'members'),
  departmentsCounted: howCounted,
  departments: list(v.strictObject({
    id,
    name: localized,
    head: help(localized, 'The name of the member who leads it, exactly as their card writes it in each language (members above). Renaming or removing that member? Change this too: the build stops on a head who is not a member.'),
    headTitle: help(localized, 'The head\'s title, the same as the role on their card.'),
    members: help(count, 'How many people work in it, a whole number.'),
    specialties: list(localized, 'specialties'),
    description: localized,
  }), 'departments'),
  advisors: v.array(v.strictObject({ name: localized, title: localized, organization: localized, expertise: localized, confirmUrl }), 'must be a list of advisors'),
});

const partner = <T extends v.ObjectEntries>(entries: T) => v.strictObject({ ...entries, confirmUrl });
const partners = v.strictObject({
  lawEnforcement: v.array(partner({ name: localized, region: localized, type: localized, cooperation: localized, established: year, cases: count }), 'must be a list'),
  lawFirms: v.array(partner({ name: localized, location: localized, speciality: localized, partnership: localized, description: localized }), 'must be a list'),
  technology: v.array(partner({ name: localized, service: localized, description: localized, icon: oneOf(icons) }), 'must be a list'),
  academic: v.array(partner({ name: localized, program: localized, focus: localized }), 'must be a list'),
});

const amounts = { amount: v.pipe(usd, v.minValue(1, 'must be more than 0')), recovered: usd };
/** Who returned the money and what we charged for it: required (verified mode) when money came back. */
const returned = {
  returnedBy: v.optional(help(oneOf(returners), 'Who gave the money back: bank (a reversal or a frozen account), police (their freeze and return process, 165 in Taiwan), court (an order the client\'s own lawyer asked for) or platform (the platform or exchange itself). Leave out when nothing came back.')),
  charged: v.optional(help(usd, 'Our success fee on the money that came back, whole US dollars: 0 for an individual, and always 0 for money a bank, the police or a court returned. Leave out when nothing came back.')),
  investigationFee: v.optional(help(usd, 'For a business or organisation client: the investigation fee it paid, whole US dollars (0 if it was waived), within fees.yaml\'s range. The page shows it, and that it is not refunded when nothing came back. Leave out for an individual, who pays nothing.')),
};
const cases = v.strictObject({
  summary: v.strictObject({
    from: help(year, 'The first year the statistics count: cases closed from then.'),
    to: help(year, 'The last year they count.'),
    source: help(id, 'Where they can be checked: the id of one of figures.yaml\'s sources.'),
    assessed: help(count, 'The people who asked us for a case assessment in those years: the step before a case is taken on. At least casesClosed.'),
    casesClosed: help(count, 'All cases closed in those years, those that recovered nothing too.'),
    lost: help(v.pipe(usd, v.minValue(1, 'must be more than 0')), 'What the clients of all those closed cases had lost, those that recovered nothing too, whole US dollars without separators. The page gives the share of it that came back (computed).'),
    averageRecoveryRate: help(percent, 'In the cases that recovered money: the share of the money banks, exchanges or courts froze or held that reached the clients, all their dollars together, a percentage from 0 to 100 (87 means 87%). The build checks it is what the types give.'),
    averageMonths: help(v.pipe(v.number('must be a number of months'), v.minValue(0, 'must not be negative')), 'The average time a case took from signing to closing, in months (5.2).'),
    returnedBy: help(v.strictObject({ bank: usd, police: usd, court: usd, platform: usd }),
      'Who returned the money that reached the clients, whole US dollars each: bank (reversals and frozen accounts), police (their freeze and return process), court (orders the clients\' own lawyers asked for) and platform (an exchange or company that paid back on the trail we traced). Together they are the types\' totalAmount; the build checks it.'),
  }),
  types: list(v.strictObject({
    type: oneOf(caseTypes),
    cases: help(count, 'Cases of this type that recovered money in those years. The page\'s total of such cases is the sum of these: it is computed, not written.'),
    totalAmount: help(usd, 'The money recovered in them, whole US dollars without separators (312460000). The page\'s total recovered is the sum of these.'),
    frozen: help(v.pipe(usd, v.minValue(1, 'must be more than 0')), 'The money banks, exchanges or courts froze or held in those cases (what could come back, not what was lost), whole US dollars without separators.'),
    averageRecovery: help(percent, 'The share of the frozen money that reached the clients (totalAmount / frozen), a whole percentage from 0 to 100; the build checks it.'),
    icon: oneOf(icons), color: oneOf(colors),
  }), 'case types'),
  cases: v.array(v.strictObject({
    id: help(v.pipe(v.string('must be text'), v.regex(/^CASE-\d{4}-\d{3}$/, 'must be written CASE-YYYY-NNN')), 'CASE- then the year and a number, unique: CASE-2024-017.'),
    title: localized,
    amount: help(amounts.amount, 'The money the client lost, whole US dollars without separators.'),
    recovered: help(amounts.recovered, 'The money recovered, whole US dollars (0 when nothing was). The recovery rate is computed from the two.'),
    durationMonths: help(positive, 'How many months the case took, a whole number.'),
    region: oneOf(countries),
    type: oneOf(caseTypes),
    description: localized,
    achievements: list(localized, 'achievements'),
    ...returned,
  }), 'must be a list of cases'),
  testimonialsCounted: howCounted,
  testimonials: v.array(v.strictObject({ name: localized, company: localized, case: localized, ...amounts, ...returned, quote: localized }), 'must be a list of testimonials'),
  // One closed case that recovered nothing, told inside "What a typical case looks like"; optional.
  nothingRecoveredExample: v.optional(v.strictObject({
    title: localized,
    amount: amounts.amount,
    region: oneOf(countries),
    description: localized,
  })),
});

const about = v.strictObject({
  introduction: localized,
  lead: localized,
  description: localized,
  timeline: list(v.strictObject({ year, title: localized, description: localized }), 'milestones'),
  overview: list(v.strictObject({ label: localized, value: localized, icon: oneOf(icons), checkable: v.optional(v.boolean('must be true or false')), confirmUrl }), 'overview items'),
  // Since it was founded: people advised or helped, and what they had lost (/about).
  record: v.optional(v.strictObject({ victimsHelped: figure, lossesReported: figure })),
});

const figures = v.strictObject({
  // Where every figure of the site can be checked.
  sources: list(v.strictObject({ id, name: localized, countedBy: localized, url: webAddress }), 'sources'),
  home: v.strictObject({ countries: figure, teamMembers: figure, satisfaction: figure, serviceTypes: figure }),
  practiceAreasCounted: howCounted,
  // A service that recovers nothing (teaching) has no amount.
  practiceAreas: list(v.strictObject({ title: localized, description: localized, amount: v.optional(usd), type: localized, icon: oneOf(icons) }), 'practice areas'),
  partners: v.strictObject({ organizations: figure, cases: figure }),
});

/** A calendar date written YYYY-MM-DD that exists (2026-02-30 does not). */
const date = v.pipe(
  v.string('must be a date written YYYY-MM-DD, in quotes'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD'),
  v.check((s) => new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'must be a date that exists'),
);

/** What /.well-known/security.txt (RFC 9116) says: written by the security-txt stage
 *  (scripts/build/security-txt/), which also refuses an `expires` in the past or over a year ahead.
 *  Kept out of src/generated/organisation.ts: no page shows it. */
export const securityContact = v.strictObject({
  email: help(email, 'Where to report a weakness of the site (security.txt\'s Contact, written as mailto:).'),
  expires: help(date, 'The day security.txt stops being valid (YYYY-MM-DD): at most a year ahead. Renew it before then, or the build stops.'),
  languages: help(list(v.pipe(v.string('must be a language tag'), v.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language tag (en, zh-TW)')), 'language tags'), 'The languages a report may be written in, the preferred first: a language tag each (zh-TW, en)'),
  policy: v.optional(help(webAddress, 'Optional. A page saying how reports are handled (https://…).')),
});

const contact = v.strictObject({
  email, privacyEmail: email, legalEmail: email, partnersEmail: email, careersEmail: email, pressEmail: email, phone,
  phoneIs: help(localized, 'What the number is, shown beside it wherever it is given: whose line, where it is answered and when.'),
  address: localized,
  addressLocality: text,
  addressCountry: v.pipe(v.string('must be a two-letter country code'), v.regex(/^[A-Z]{2}$/, 'must be a two-letter country code (ISO 3166-1)')),
  hours: localized,
  openingHours: help(v.array(v.strictObject({
    days: v.pipe(v.array(v.pipe(v.number('must be a weekday number'), v.integer('must be a whole number'), v.minValue(1, 'must be 1 (Monday) to 7 (Sunday)'), v.maxValue(7, 'must be 1 (Monday) to 7 (Sunday)'))), v.minLength(1, 'must name at least one day')),
    opens: v.pipe(v.string('must be a time'), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time "HH:MM" (09:00)')),
    closes: v.pipe(v.string('must be a time'), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time "HH:MM" (18:00)')),
  })), 'The same hours as `hours`, for the reader\'s clock: days 1 (Monday) to 7 (Sunday), times "HH:MM" in Taipei time'),
  security: securityContact,
});

// /verify: who the Association is, in the words and numbers anyone can check elsewhere. Every
// field is required, so the build refuses an empty one.
const percentShare = v.pipe(v.number('must be a percentage'), v.integer('must be a whole percentage'), v.minValue(1, 'must be 1 to 100'), v.maxValue(100, 'must be 1 to 100'));
const identity = v.strictObject({
  legalName: localized,
  legalForm: localized,
  nonProfit: localized,
  registration: v.strictObject({
    number: text,
    registry: localized,
    lookupUrl: webAddress,
  }),
  registeredAddress: localized,
  board: help(list(v.strictObject({
    name: localized,
    role: localized,
    since: year,
    until: help(year, 'The year the term ends.'),
    independent: help(v.boolean('must be true (not on the staff) or false'), 'true when the member is not on the staff.'),
    votes: v.optional(help(v.boolean('must be true or false'), 'false when the member attends without a vote (a staff member on the board must not vote). Left out: true.'), true),
    about: localized,
  }), 'board members'), 'The board, chair first: each member\'s name, role, term and who they are.'),
  auditor: localized,
  annualReport: v.strictObject({
    year,
    publishedOn: date,
    url: webAddress,
    currency: v.pipe(v.string('must be a currency code'), v.regex(/^[A-Z]{3}$/, 'must be a three-letter currency code (ISO 4217)')),
    usdRate: v.pipe(v.number('must be a number: units of the currency to one US dollar'), v.gtValue(0, 'must be more than 0')),
    income: count,
    spending: count,
    staff: count,
    incomeFrom: list(v.strictObject({ source: localized, percent: percentShare }), 'sources of income'),
  }),
  paymentAccount: v.strictObject({
    bank: localized,
    accountName: localized,
    accountNumber: v.pipe(v.string('must be the account number, in quotes'), v.trim(), v.minLength(4, 'must be the whole account number')),
  }),
});

// The fees (fees.yaml): each with its amount in US dollars, a range whose top is the cap or a share
// with a cap, what it pays for, when it is due and whether it is refunded; the costs others charge.
// An amount may be left out while the content is sample (the page says it is not set yet);
// verified mode refuses a fee without one (./organisation-verified.ts).
const dollars = v.pipe(whole, v.minValue(1, 'must be at least 1 (whole US dollars)'));
const fees = v.strictObject({
  fees: list(v.strictObject({
    id,
    name: localized,
    payers: v.optional(help(oneOf(['everyone', 'organizations'] as const), 'Who pays it: everyone (the default), or organizations: businesses and organisations only, individuals pay none of it.'), 'everyone'),
    from: v.optional(v.pipe(whole, v.minValue(0, 'must not be negative'))),
    to: v.optional(dollars),
    percent: v.optional(v.pipe(v.number('must be a percentage'), v.gtValue(0, 'must be more than 0'), v.maxValue(100, 'must be at most 100'))),
    cap: v.optional(dollars),
    covers: localized,
    due: localized,
    refund: localized,
  }), 'fees'),
  thirdParty: v.array(v.strictObject({ name: localized, from: dollars, to: dollars, paidTo: localized }), 'must be a list of costs'),
  courtDeposit: help(localized, 'The security deposit (bond) a court may set for an attachment order: who sets it and who it is paid to (never us).'),
  lawyers: localized,
  neverCollected: help(localized, 'Under the list of others\' costs: that we never pass on a request for any of them and never collect them, and where to check a court fee.'),
  noCommissions: help(localized, 'That we take no referral fee or commission from anyone we refer a client to.'),
  hardship: help(localized, 'Who may ask for a fee to be waived (sample policy: small organisations), how, and who decides.'),
  twd: v.optional(v.strictObject({
    rate: help(v.pipe(v.number('must be a number'), v.gtValue(0, 'must be more than 0')), 'New Taiwan dollars to one US dollar (32).'),
    on: help(date, 'The date of that rate, YYYY-MM-DD in quotes.'),
  })),
});

// /careers: each opening shows until the end of its closing date (UTC), decided by the worker at
// request time. The list may be empty: `openings: []`.
const careers = v.strictObject({
  openings: v.array(v.strictObject({
    id,
    role: localized,
    place: localized,
    closes: date,
    summary: localized,
  }), 'must be a list of openings'),
});

export const schemas = { 'team.yaml': team, 'partners.yaml': partners, 'cases.yaml': cases, 'about.yaml': about, 'figures.yaml': figures, 'contact.yaml': contact, 'identity.yaml': identity, 'fees.yaml': fees, 'careers.yaml': careers } as const;

// ---- Rules across entries ---------------------------------------------------------------------

type Path = readonly (string | number)[];
/** A problem at one field; `also`: the other field it disagrees with, named beside it. */
export type OrganisationProblem = {
  readonly file: OrganisationFile;
  readonly path: Path;
  readonly message: string;
  readonly also?: { readonly file: OrganisationFile; readonly path: Path };
};
type Problem = OrganisationProblem;
export type ParsedOrganisation = { [F in OrganisationFile]: v.InferOutput<(typeof schemas)[F]> };
type Parsed = ParsedOrganisation;

function crossChecks(d: Parsed, verified: boolean, assetExists?: (name: string) => boolean): Problem[] {
  const out: Problem[] = [...feeProblems(d, verified), ...identityProblems(d), ...figureProblems(d), ...returnedProblems(d, verified)];
  d['team.yaml'].members.forEach((m, i) => {
    if (m.image && assetExists && !assetExists(m.image)) out.push({ file: 'team.yaml', path: ['members', i, 'image'], message: `assets/${m.image} does not exist` });
    if (m.title === 'director' && d['team.yaml'].members.findIndex((x) => x.title === 'director') !== i) {
      out.push({ file: 'team.yaml', path: ['members', i, 'title'], message: 'is director, and so is an earlier member: one person runs the staff' });
    }
  });
  const unique = (file: OrganisationFile, key: string, values: readonly (string | number)[], field: string) => {
    values.forEach((value, i) => {
      if (values.indexOf(value) !== i) out.push({ file, path: [key, i, field], message: `"${value}" is used twice` });
    });
  };
  // A department's head is one of the members, by name in both languages: a head renamed or
  // taken off the team would be shown leading a department while no longer listed. One title a
  // person: a department head's title is the role on their card.
  d['team.yaml'].departments.forEach((dep, i) => {
    const head = d['team.yaml'].members.find((m) => m.name['zh-TW'] === dep.head['zh-TW'] && m.name.en === dep.head.en);
    if (!head) {
      out.push({ file: 'team.yaml', path: ['departments', i, 'head'], message: `${dep.head.en} (${dep.head['zh-TW']}) is not the name of any member: write the head's name in both languages exactly as their card in members writes it` });
      return;
    }
    if (!head.role) return;
    for (const lang of ['zh-TW', 'en'] as const) {
      if (head.role[lang] !== dep.headTitle[lang]) out.push({ file: 'team.yaml', path: ['departments', i, 'headTitle', lang], message: `must be "${head.role[lang]}", the role on ${head.name.en}'s card: one title a person` });
    }
  });
  unique('team.yaml', 'members', d['team.yaml'].members.map((m) => m.id), 'id');
  unique('team.yaml', 'departments', d['team.yaml'].departments.map((x) => x.id), 'id');
  unique('careers.yaml', 'openings', d['careers.yaml'].openings.map((o) => o.id), 'id');
  unique('cases.yaml', 'cases', d['cases.yaml'].cases.map((c) => c.id), 'id');
  unique('cases.yaml', 'types', d['cases.yaml'].types.map((t) => t.type), 'type');
  d['about.yaml'].timeline.forEach((m, i, all) => {
    if (i > 0 && m.year <= all[i - 1]!.year) out.push({ file: 'about.yaml', path: ['timeline', i, 'year'], message: `must come after ${all[i - 1]!.year}: list the milestones oldest first` });
  });
  for (const key of ['cases', 'testimonials'] as const) {
    d['cases.yaml'][key].forEach((c, i) => {
      if (c.recovered > c.amount) out.push({ file: 'cases.yaml', path: [key, i, 'recovered'], message: `must not be more than amount (${c.amount})` });
    });
  }
  // No one can guarantee that money comes back: a client's quote never says so.
  d['cases.yaml'].testimonials.forEach((q, i) => {
    if (/guarantee/i.test(q.quote.en)) out.push({ file: 'cases.yaml', path: ['testimonials', i, 'quote', 'en'], message: 'speaks of a guarantee: no one can guarantee that money comes back; keep the client\'s words but leave the promise out' });
    if (q.quote['zh-TW'].includes('保證')) out.push({ file: 'cases.yaml', path: ['testimonials', i, 'quote', 'zh-TW'], message: '說到「保證」: no one can guarantee that money comes back; leave the promise out' });
  });
  // Who could be read as endorsing the Association (a member's degree cannot: it is allowed).
  const endorsers: [OrganisationFile, string, unknown][] = [
    ['partners.yaml', 'lawEnforcement', d['partners.yaml'].lawEnforcement], ['partners.yaml', 'lawFirms', d['partners.yaml'].lawFirms],
    ['partners.yaml', 'technology', d['partners.yaml'].technology], ['partners.yaml', 'academic', d['partners.yaml'].academic],
    ['team.yaml', 'advisors', d['team.yaml'].advisors],
    // returnedBy names a kind of body that gave money back (police, court), not an endorser.
    ['cases.yaml', 'testimonials', d['cases.yaml'].testimonials.map(({ returnedBy: _, ...q }) => q)],
  ];
  for (const [file, key, list] of endorsers) {
    for (const [path, name] of namedInstitutions(list, [key])) out.push({ file, path, message: endorsementMessage(name) });
  }
  return out;
}

/** The contact data the pages read: security.txt's block is the security-txt stage's. */
function withoutSecurity<T extends { security: unknown }>({ security: _, ...rest }: T): Omit<T, 'security'> {
  return rest;
}

// ---- Compiling --------------------------------------------------------------------------------

export class OrganisationDataError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`content/organisation/ has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'OrganisationDataError';
    this.problems = problems;
  }
}

/** 'members[2].name.en' */
const pathText = (path: Path) => path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('');

/**
 * The typed data of the data files (file name → YAML text), or an OrganisationDataError listing
 * every problem as `content/organisation/<file>:<line>: <field path>: <what is wrong>`. With
 * `assetExists`, a member's image must be a file under assets/ (the build passes it).
 */
export function compileOrganisation(
  sources: Readonly<Record<string, string>>,
  { assetExists, overrides = new Overrides(undefined), reviews, verified = false }: {
    assetExists?: (name: string) => boolean;
    /** CONTENT_STATUS is "verified": a sample-only gap (a fee with no amount) stops the build too. */
    verified?: boolean;
    /** The reviewed phrases (content/zh-CN-overrides.yaml); `reviews` collects each file's zh-CN. */
    overrides?: Overrides;
    reviews?: Map<string, [string, string][]>;
  } = {},
): OrganisationData {
  const problems: string[] = [];
  const where = (file: string, line?: number) => `content/organisation/${file}${line ? `:${line}` : ''}`;
  for (const file of Object.keys(sources).sort()) {
    if (!(organisationFiles as readonly string[]).includes(file)) {
      problems.push(`${where(file)}: not one of the data files (${organisationFiles.join(', ')}); rename or remove it`);
    }
  }
  const parsed: Partial<Record<OrganisationFile, unknown>> = {};
  const lineOf: Partial<Record<OrganisationFile, (path: Path) => number | undefined>> = {};
  for (const file of organisationFiles) {
    const source = sources[file];
    if (source === undefined) {
      problems.push(`${where(file)}: missing (every data file is needed; copy the sample's and replace its values)`);
      continue;
    }
    const lines = new LineCounter();
    const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false });
    if (doc.errors.length) {
      // One message at the line to fix: a slip of indentation makes the parser report many.
      const yaml = yamlProblem(source, doc.errors, (offset) => lines.linePos(offset).line);
      problems.push(`${where(file, yaml.line)}: ${yaml.message}`);
      continue;
    }
    lineOf[file] = (path) => {
      // The deepest node of the path that exists: a missing field points at its entry.
      for (let n = path.length; n >= 0; n--) {
        const node = doc.getIn(path.slice(0, n), true) as { range?: [number, number, number] } | undefined;
        if (node?.range) return lines.linePos(node.range[0]).line;
      }
      return undefined;
    };
    const result = v.safeParse(schemas[file], doc.toJS());
    if (result.success) {
      parsed[file] = result.output;
      continue;
    }
    for (const issue of result.issues) {
      const path = (issue.path ?? []).map((p) => p.key as string | number);
      const missing = issue.input === undefined && path.length > 0;
      const unknownKey = issue.expected === 'never';
      const message = unknownKey ? 'is not a field of this entry (misspelt?)'
        : missing ? (issue.message.startsWith('Invalid') ? 'is missing' : `is missing (${issue.message})`)
        : issueWords(issue);
      problems.push(`${where(file, lineOf[file](path))}: ${pathText(path) || '(the whole file)'}: ${message}`);
    }
  }
  if (problems.length === 0) {
    for (const p of crossChecks(parsed as Parsed, verified, assetExists)) {
      const also = p.also ? ` (and ${where(p.also.file, lineOf[p.also.file]!(p.also.path))}: ${pathText(p.also.path)})` : '';
      problems.push(`${where(p.file, lineOf[p.file]!(p.path))}: ${pathText(p.path)}: ${p.message}${also}`);
    }
  }
  if (problems.length) throw new OrganisationDataError(problems);

  const d = parsed as Parsed;
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
  const caseData = d['cases.yaml'];
  const data = {
    team: d['team.yaml'],
    partners: d['partners.yaml'],
    cases: {
      summary: {
        totalCases: sum(caseData.types.map((t) => t.cases)),
        recoveredUsd: sum(caseData.types.map((t) => t.totalAmount)),
        frozenUsd: sum(caseData.types.map((t) => t.frozen)),
        lostShareRecovered: Math.round((sum(caseData.types.map((t) => t.totalAmount)) / caseData.summary.lost) * 100),
        ...caseData.summary,
      },
      types: caseData.types,
      cases: caseData.cases.map((c) => ({ ...c, recoveryRate: Math.round((c.recovered / c.amount) * 100), status: 'closed' as const })),
      testimonials: caseData.testimonials,
      testimonialsCounted: caseData.testimonialsCounted,
      ...(caseData.nothingRecoveredExample ? { nothingRecoveredExample: caseData.nothingRecoveredExample } : {}),
    },
    about: d['about.yaml'],
    figures: d['figures.yaml'],
    contact: withoutSecurity(d['contact.yaml']),
    identity: d['identity.yaml'],
    fees: d['fees.yaml'],
    careers: d['careers.yaml'],
  };
  // Every text gets its Simplified Chinese, keyed as the overrides name it: file#members.0.name.
  // The generated module declares OrganisationData, so the typecheck sees the result's shape.
  const simplified = Object.fromEntries(Object.entries(data).map(([key, value]) => {
    const file = `content/organisation/${key}.yaml`;
    const review: [string, string][] = [];
    reviews?.set(file, review);
    return [key, withSimplified(value, { file, path: [], overrides, review })];
  }));
  overrides.checkUsed((file) => file.startsWith('content/organisation/'));
  // Each figure's source id becomes the source itself, once its texts have their Simplified
  // Chinese (so the review files hold each source once, in figures.yaml's).
  return withSources(simplified) as unknown as OrganisationData;
}

/** The text of src/generated/organisation.ts. */
export function organisationModule(data: OrganisationData): string {
  return `// Generated by \`npm run build\` (scripts/build/organisation/index.ts) from content/organisation/*.yaml. Do not
// edit: change the YAML files and build again.
import type { OrganisationData } from '../content/types.ts';

export const organisation: OrganisationData = ${JSON.stringify(data, null, 1)};
`;
}
