// The shapes of every piece of typed, in-bundle content.
// Language-neutral facts (ids, numbers, dates, country codes) are written once; text is
// Localized: Traditional Chinese (Taiwan) and English written side by side under content/, and
// Simplified Chinese, never written by hand: the build derives it from the zh-TW text (docs/zh-cn.md).
import type { BodyAssets, LocalizedBody } from './body.ts';

/** One piece of text in the site's three languages. */
export interface Localized {
  readonly 'zh-TW': string;
  readonly 'zh-CN': string;
  readonly en: string;
}

/** ISO 3166-1 alpha-2 codes of the 11 service countries (the footer lists them). */
export type ServiceCountry =
  | 'HK' | 'MY' | 'SG' | 'TW' | 'US' | 'CA' | 'GB' | 'DE' | 'FR' | 'IT' | 'AU';

/** A place the site can speak to: a service country, or Mainland China (official channels only,
 *  FACTS block 4; not a service country). */
export type Place = ServiceCountry | 'CN';

/** Icon names the site can draw (components/Icon.tsx maps them to SVG). */
export type IconName =
  | 'shield' | 'scale' | 'search' | 'globe' | 'users' | 'heart' | 'eye' | 'target'
  | 'coins' | 'bitcoin' | 'briefcase' | 'mail' | 'phone' | 'clock' | 'chart' | 'lock'
  | 'database' | 'cpu' | 'file' | 'award' | 'handshake' | 'building' | 'graduation';

/** Tailwind-style colour names that cards may use for an accent. */
export type AccentColor = 'blue' | 'emerald' | 'amber' | 'rose' | 'violet' | 'sky';

// ---- Blog ----------------------------------------------------------------------------------

export type CategoryId =
  | 'anti-fraud-guide' | 'legal-column' | 'trend-analysis' | 'enterprise-security'
  | 'technology-application' | 'case-studies';

export interface Article {
  readonly id: number;                 // used in /blog/{id}
  readonly title: Localized;
  readonly excerpt: Localized;         // one or two sentences for cards
  /** Where the body is (a static asset per language, read when the page renders): bodies stay out
   *  of the worker bundle, whose heap would otherwise hold every article at once. */
  readonly body: BodyAssets;
  readonly author: Localized;          // fictional person
  readonly authorTitle: Localized;
  readonly date: string;               // ISO date first published, YYYY-MM-DD
  /** The instant it goes public (ms since 1970): hidden before it (src/content/published.ts). */
  readonly publishAt: number;
  /** Shown only in the local preview, never on the live site. */
  readonly draft?: true;
  /** ISO date of the last revision that changed what the article says; absent if never revised. */
  readonly updated?: string;
  readonly readTime: number;           // minutes
  readonly category: CategoryId;
  readonly tags: readonly Localized[];
  readonly featured: boolean;
  /** The body cites the Association's own case files: organisation data, marked while sample. */
  readonly citesOwnCases?: boolean;
}

/** An article with its body in hand: what the build compiles, and what the build's search index
 *  reads (src/generated/content-full.ts; tests read each body from its asset, test/entry-bodies.ts). */
export interface ArticleWithBody extends Article {
  /** Body: the spec's markup ('## ', '### ', '- ', paragraphs) with links and emphasis, compiled. */
  readonly content: LocalizedBody;
}

/** What a news item is: an alert about a scam going round, an event, or news of the Association. */
export type NewsType = 'alert' | 'event' | 'association';

/** A dated notice with its own page (/news/{slug}), listed on /news, Home and the blog sidebar. */
export interface NewsItem {
  readonly slug: string;               // kebab-case, unique; the URL segment
  readonly type: NewsType;
  readonly date: string;               // ISO date first published, YYYY-MM-DD
  /** The instant it goes public (ms since 1970): hidden before it (src/content/published.ts). */
  readonly publishAt: number;
  /** Shown only in the local preview, never on the live site. */
  readonly draft?: true;
  /** ISO date of the last revision that changed what the item says; absent if never revised. */
  readonly updated?: string;
  /** Events: the day it ends, shown, and the instant it is over (src/content/published.ts). */
  readonly endsOn?: string;
  readonly endsAt?: number;
  readonly title: Localized;
  readonly summary: Localized;         // one or two sentences: lists, feeds, meta description
  /** Where the body is, as Article.body. */
  readonly body: BodyAssets;
  /** Alerts: the scam guides (/scams/{type}) that explain the scam in full. */
  readonly scamTypes?: readonly ScamType[];
}

/** A news item with its body in hand (as ArticleWithBody). */
export interface NewsItemWithBody extends NewsItem {
  readonly content: LocalizedBody;
}

// ---- Organisation --------------------------------------------------------------------------

// The organisation's facts are data files an operator replaces (content/organisation/*.yaml,
// checked by scripts/build/organisation/schema.ts, compiled to src/generated/organisation.ts). These
// types say what a value is, never what today's sample says: counts, years and ids are the
// schema's rules and the data's business.

export interface TeamMember {
  readonly id: string;                 // kebab-case, unique
  readonly name: Localized;
  readonly title: 'director' | 'partner' | 'associate';
  /** The job they hold (Head of Legal Affairs), shown as their title instead of the grade. */
  readonly role?: Localized;
  readonly country: ServiceCountry;
  readonly image?: string;             // path under /assets/; absent: the card shows the initial
  readonly education: Localized;
  readonly experience: number;         // years
  readonly specialties: readonly Localized[];
  readonly description: Localized;
  readonly email: string;              // @example.org while the content is sample
  /** A lawyer's bar and admission number, as its register writes them. */
  readonly admitted?: Localized;
}

export interface Department {
  readonly id: string;                 // kebab-case, unique
  readonly name: Localized;
  readonly head: Localized;
  readonly headTitle: Localized;
  readonly members: number;
  readonly specialties: readonly Localized[];
  readonly description: Localized;
}

export interface Advisor {
  readonly name: Localized;
  readonly title: Localized;
  readonly organization: Localized;
  readonly expertise: Localized;
  /** Optional: a page (https) where the advisor or their organization confirms they agreed to be listed. */
  readonly confirmUrl?: string;
}

/**
 * A claim a visitor can check: a partnership, certification or registration. Once content is
 * verified it is shown only with `confirmUrl`, the https page where the other party confirms it
 * (its own page, a public register); without one it is hidden.
 */
export interface Checkable {
  readonly confirmUrl?: string;
}

export interface LawEnforcementPartner extends Checkable {
  /** Never listed on our word alone: shown only once verified, and only with `confirmUrl`. */
  readonly name: Localized;
  readonly region: Localized;
  readonly type: Localized;
  readonly cooperation: Localized;
  readonly established: number;        // year the cooperation began
  readonly cases: number;
}

export interface LawFirmPartner extends Checkable {
  readonly name: Localized;
  readonly location: Localized;
  readonly speciality: Localized;
  readonly partnership: Localized;
  readonly description: Localized;
}

export interface TechnologyPartner extends Checkable {
  readonly name: Localized;
  readonly service: Localized;
  readonly description: Localized;
  readonly icon: IconName;
}

export interface AcademicPartner extends Checkable {
  readonly name: Localized;
  readonly program: Localized;
  readonly focus: Localized;
}

// ---- Cases ---------------------------------------------------------------------------------

export type CaseType = 'investment' | 'crypto' | 'business' | 'romance';

export interface Case {
  readonly id: string;                 // CASE-YYYY-NNN, unique
  readonly title: Localized;
  readonly amount: number;             // USD lost
  readonly recovered: number;          // USD recovered
  readonly recoveryRate: number;       // percent, = round(recovered / amount * 100): computed
  readonly durationMonths: number;
  readonly region: ServiceCountry;
  readonly type: CaseType;
  readonly status: 'closed';
  readonly description: Localized;
  readonly achievements: readonly Localized[];
  /** Who gave the money back, when any came back (the build requires it in verified mode). */
  readonly returnedBy?: Returner;
  /** Our success fee on the money that came back, USD (0: none), when money came back. */
  readonly charged?: number;
  /** The investigation fee a business or organisation client paid, USD (0: waived); absent for an individual. */
  readonly investigationFee?: number;
}

/** Who can give a victim's money back: a bank, the police, a court (at the client's own lawyer's
 *  request) or the platform itself. Never the Association. */
export type Returner = 'bank' | 'police' | 'court' | 'platform';

/** A closed case in which nothing was recovered, shown as an example beside the figures. */
export interface NothingRecoveredExample {
  readonly title: Localized;
  readonly amount: number;             // USD lost
  readonly region: ServiceCountry;
  readonly description: Localized;
}

export interface CaseTypeStat {
  readonly type: CaseType;
  readonly cases: number;
  readonly totalAmount: number;        // USD recovered
  readonly frozen: number;             // USD banks, exchanges or courts froze or held in those cases
  readonly averageRecovery: number;    // percent: totalAmount / frozen
  readonly icon: IconName;
  readonly color: AccentColor;
}

export interface Testimonial {
  readonly name: Localized;            // initials style (e.g. 'Mr. C. Lin')
  readonly company: Localized;
  readonly case: Localized;            // case type in words
  readonly amount: number;             // USD lost
  readonly recovered: number;          // USD recovered
  readonly returnedBy?: Returner;
  readonly charged?: number;           // USD: our success fee on what came back
  readonly investigationFee?: number;  // USD a business or organisation client paid; absent for an individual
  readonly quote: Localized;
}

/** The Cases page's summary: cases closed from `from` to `to`. The totals of the cases that
 *  recovered money are the sums of the case-type statistics. */
export interface CaseSummary {
  readonly from: number;
  readonly to: number;
  readonly source: FigureSource;
  /** The people who asked for a case assessment in those years (the step before a case is taken on). */
  readonly assessed: number;
  /** Every case closed in those years, those that recovered nothing too. */
  readonly casesClosed: number;
  /** The cases that recovered money (the sum of the types' cases). */
  readonly totalCases: number;
  readonly recoveredUsd: number;
  /** What banks, exchanges or courts froze or held in the cases that recovered money. */
  readonly frozenUsd: number;
  readonly averageRecoveryRate: number; // percent, recoveredUsd / frozenUsd
  /** What the clients of every closed case had lost, and the share of it that came back
   *  (recoveredUsd / lost, computed). */
  readonly lost: number;
  readonly lostShareRecovered: number;
  readonly averageMonths: number;
  /** Who returned the money that reached the clients, USD each; together recoveredUsd. */
  readonly returnedBy: Readonly<Record<Returner, number>>;
}

/** Where an organisation figure can be checked (content/organisation/figures.yaml `sources`). */
export interface FigureSource {
  readonly id: string;
  /** What to open: "Our annual reports". */
  readonly name: Localized;
  /** Who counted, and who checked. */
  readonly countedBy: Localized;
  readonly url: string;
}

/** How a figure (or a group of figures) is counted: what, over which years, and where to check. */
export interface HowCounted {
  readonly counts: Localized;
  readonly from: number;
  readonly to: number;
  readonly source: FigureSource;
}

/** A figure the Association gives about itself, with how it is counted. */
export interface Figure extends HowCounted {
  readonly value: number;
}

// ---- Home, About, Partners, contact ----------------------------------------------------------

/** Home's four stat tiles (countries and service types are shown with a '+'). */
export interface HomeStats {
  /** Also the Partners page's countries figure. */
  readonly countries: Figure;
  readonly teamMembers: Figure;
  readonly satisfaction: Figure;       // percent
  readonly serviceTypes: Figure;
}

/** The partner network in figures on the Partners page (each shown with a '+'). */
export interface PartnerStats {
  readonly organizations: Figure;
  readonly cases: Figure;
}

/** How to reach the Association: the footer, How We Work, the team cards, the JSON-LD. */
export interface ContactDetails {
  readonly email: string;
  readonly privacyEmail: string;
  readonly legalEmail: string;
  readonly partnersEmail: string;
  readonly careersEmail: string;
  /** Journalists' address, beside the request form's press kind (/verify). */
  readonly pressEmail: string;
  readonly phone: string;
  /** What the number is: whose line, where and when it is answered. */
  readonly phoneIs: Localized;
  readonly address: Localized;
  /** For search engines (schema.org PostalAddress): the city in English, the ISO country code. */
  readonly addressLocality: string;
  readonly addressCountry: string;
  readonly hours: Localized;
  /** The same hours as data (Taipei time), shown on the reader's clock (site/local-hours.ts). */
  readonly openingHours: readonly OpeningPeriod[];
}

/** One run of days with the same office hours, in Taipei time: ISO weekdays (1 Monday … 7 Sunday). */
export interface OpeningPeriod {
  readonly days: readonly number[];
  /** "HH:MM", 24-hour. */
  readonly opens: string;
  readonly closes: string;
}

export interface PracticeArea {
  readonly title: Localized;           // the service
  readonly description: Localized;
  /** USD returned to clients in this area's cases (counted as figures.practiceAreasCounted says);
   *  none for a service that recovers nothing itself (teaching). */
  readonly amount?: number;
  readonly type: Localized;            // the fraud type
  readonly icon: IconName;
}

export interface CoreValue {
  readonly title: Localized;
  readonly description: Localized;
  readonly icon: IconName;
}

export interface Milestone {
  readonly year: number;               // four digits; the timeline runs in order
  readonly title: Localized;
  readonly description: Localized;
}

export interface OverviewItem extends Checkable {
  readonly label: Localized;           // headquarters, service scope, team, certifications
  readonly value: Localized;
  readonly icon: IconName;
  /** A certification or registration: hidden once verified unless `confirmUrl` is set. */
  readonly checkable?: boolean;
}

/** Everything content/organisation/ holds, as src/generated/organisation.ts exports it. */
export interface OrganisationData {
  readonly team: {
    readonly members: readonly TeamMember[];
    readonly departments: readonly Department[];
    /** How the departments' member counts are counted (paid staff, at a year's end). */
    readonly departmentsCounted: HowCounted;
    readonly advisors: readonly Advisor[];
  };
  readonly partners: {
    readonly lawEnforcement: readonly LawEnforcementPartner[];
    readonly lawFirms: readonly LawFirmPartner[];
    readonly technology: readonly TechnologyPartner[];
    readonly academic: readonly AcademicPartner[];
  };
  readonly cases: {
    readonly summary: CaseSummary;
    readonly types: readonly CaseTypeStat[];
    readonly cases: readonly Case[];
    readonly testimonials: readonly Testimonial[];
    /** Where the testimonials come from: every client asked, those who agreed quoted. */
    readonly testimonialsCounted: HowCounted;
    /** A closed case that recovered nothing: an example, not counted in the figures. */
    readonly nothingRecoveredExample?: NothingRecoveredExample;
  };
  readonly about: {
    /** Home's "Who we are" paragraph. */
    readonly introduction: Localized;
    /** The first line of /about, and its description for search engines. */
    readonly lead: Localized;
    readonly description: Localized;
    readonly timeline: readonly Milestone[];
    readonly overview: readonly OverviewItem[];
    /** Since the founding: people helped and money recovered with the Association's help. */
    readonly record?: AboutRecord;
  };
  readonly figures: {
    readonly home: HomeStats;
    readonly practiceAreas: readonly PracticeArea[];
    /** How the practice areas' amounts are counted. */
    readonly practiceAreasCounted: HowCounted;
    readonly partners: PartnerStats;
    readonly sources: readonly FigureSource[];
  };
  readonly contact: ContactDetails;
  readonly identity: Identity;
  readonly fees: Fees;
  readonly careers: { readonly openings: readonly Opening[] };
}

/** Who the Association is, as a registry and its accounts record it (content/organisation/identity.yaml, /verify). */
export interface Identity {
  readonly legalName: Localized;
  /** What kind of body it is in law ("non-profit incorporated association"). */
  readonly legalForm: Localized;
  /** What its charter says about its income. */
  readonly nonProfit: Localized;
  readonly registration: { readonly number: string; readonly registry: Localized; readonly lookupUrl: string };
  readonly registeredAddress: Localized;
  /** Chair first; each with the term (years) and whether they are independent of the staff. */
  readonly board: readonly BoardMember[];
  /** The firm that audits the accounts. */
  readonly auditor: Localized;
  readonly annualReport: AnnualReport;
  /** The one account fees are paid into, in the Association's legal name. */
  readonly paymentAccount: { readonly bank: Localized; readonly accountName: Localized; readonly accountNumber: string };
}

export interface BoardMember {
  readonly name: Localized;
  readonly role: Localized;
  readonly since: number;
  readonly until: number;
  /** Not on the Association's staff. */
  readonly independent: boolean;
  /** False: attends without a vote (the one staff member the board may have). */
  readonly votes: boolean;
  readonly about: Localized;
}

export interface AnnualReport {
  readonly year: number;
  readonly publishedOn: string;
  readonly url: string;
  /** ISO 4217 code of the accounts' currency. */
  readonly currency: string;
  /** Units of that currency to one US dollar, as the report converts. */
  readonly usdRate: number;
  readonly income: number;
  readonly spending: number;
  /** Paid staff that year. */
  readonly staff: number;
  /** Where the income came from, in whole percent (together 100). */
  readonly incomeFrom: readonly { readonly source: Localized; readonly percent: number }[];
}

/** One fee of the Association (content/organisation/fees.yaml): its amount in US dollars is a range
 *  (`from`–`to`, `to` the cap) or a share of what comes back (`percent`, at most `cap`); neither
 *  only while the content is sample (verified mode refuses it). */
export interface Fee {
  readonly id: string;
  readonly name: Localized;
  /** Who pays it: everyone, or only businesses and organisations (individuals pay none of it). */
  readonly payers: 'everyone' | 'organizations';
  readonly from?: number;
  readonly to?: number;
  readonly percent?: number;
  readonly cap?: number;
  readonly covers: Localized;
  readonly due: Localized;
  readonly refund: Localized;
}

/** A cost others charge in some cases (translators, courts), in US dollars. */
export interface ThirdPartyCost {
  readonly name: Localized;
  readonly from: number;
  readonly to: number;
  readonly paidTo: Localized;
}

export interface Fees {
  readonly fees: readonly Fee[];
  readonly thirdParty: readonly ThirdPartyCost[];
  /** Lawyers' fees: agreed with the law firm directly. */
  readonly lawyers: Localized;
  /** A court's security deposit for an attachment order: paid to the court, never to us. */
  readonly courtDeposit: Localized;
  /** We take no referral fee or commission from anyone we refer a client to. */
  /** Under the list of others' costs: we never pass on a request for them nor collect them. */
  readonly neverCollected: Localized;
  readonly noCommissions: Localized;
  /** Who may ask for a fee to be waived, how, and who decides. */
  readonly hardship: Localized;
  /** The rate for the approximate New Taiwan dollar amounts shown to Taiwan's readers, and its date. */
  readonly twd?: { readonly rate: number; readonly on: string };
}

/** A job opening on /careers (content/organisation/careers.yaml). */
export interface Opening {
  readonly id: string;
  readonly role: Localized;
  readonly place: Localized;
  /** The last day applications are taken, YYYY-MM-DD (UTC). */
  readonly closes: string;
  readonly summary: Localized;
}

// ---- Long static text (privacy, terms) ------------------------------------------------------

export interface LegalSection {
  readonly heading: Localized;
  /** Same markup as articles: paragraphs, '- ' bullets, '### ' subheadings. */
  readonly body: LocalizedBody;
}

export interface LegalDocument {
  readonly title: Localized;
  readonly date: string;               // effective / last updated, ISO date
  readonly intro: Localized;
  readonly sections: readonly LegalSection[];
}

// ---- Where to report (FACTS.md only) --------------------------------------------------------

export interface ReportChannel {
  readonly country: Place;
  readonly place: Localized;           // country / territory name
  readonly body: Localized;            // official body and what to do there
  /** Numbers to call, first the main one. `note` says what the number is for; `emergencyOnly`: an
   *  emergency number, not the way to report a fraud (the first screen leads with reporting online). */
  readonly phones: readonly { readonly number: string; readonly note: Localized; readonly emergencyOnly?: boolean }[];
  /** The emergency numbers, for danger now (FACTS "In danger now"), the police's first. */
  readonly emergency: readonly string[];
  /** Official web addresses, host + optional path, without scheme (https is implied). */
  readonly websites: readonly string[];
  readonly note?: Localized;           // e.g. "call your bank or 997 first, then the police"
}

// ---- Scam guides, check tools and licence registers (FACTS.md block 2 only) -------------------

export type ScamType =
  | 'investment' | 'romance' | 'impersonation' | 'phishing' | 'job' | 'shopping' | 'business-email';

export interface ScamGuide {
  readonly id: ScamType;               // also the URL segment: /scams/{id}
  readonly name: Localized;            // e.g. 'Investment scams'
  readonly summary: Localized;         // one sentence, for the index and Home
  /** The names victims give it ('網戀詐騙、殺豬盤', 'pig butchering, dating scam'): searched like the
   *  name, never shown as a keyword line. Items joined by 、 (Chinese) or ', ' (English). */
  readonly alsoCalled: Localized;
  readonly looksLike: Localized;       // two or three plain sentences
  readonly signs: readonly Localized[];
  readonly doNow: readonly Localized[];
  /** The step of doNow that says to report to the police (marked `{reportStep}` in the source): a
   *  reader in Mainland China gets the police step first instead (FACTS block 4: 110 first, the
   *  receipt 报案回执), so it is left out for them. */
  readonly reportStep?: number;
  /** The first step of doNow when it says to hang up (marked `{hangUpStep}` in the source): a reader
   *  in Mainland China hangs up first, then gets the police step. */
  readonly hangUpStep?: number;
  /** The step of doNow that says to call the bank about a transfer (marked `{bankStep}` in the
   *  source): a reader in Taiwan calls 165 instead, which contacts the bank (FACTS block 3). */
  readonly bankStep?: number;
  /** The step of doNow that points to the check tools or registers below (marked `{toolsStep}`):
   *  a reader whose place has none of them gets their place's own check (check-tools.yaml
   *  `ownCheck`) in its place, or no such step. */
  readonly toolsStep?: number;
  /** How not to be caught next time ("pay by credit card"): kept out of doNow, whose reader has
   *  already been defrauded. Empty when the guide gives none. */
  readonly prevent: readonly Localized[];
  /** The step of prevent that points to the check tools or registers below (`{toolsStep}` there):
   *  treated as toolsStep is. A guide marks one tools step in all, in doNow or in prevent. */
  readonly preventToolsStep?: number;
  readonly relatedArticles: readonly number[];
}

/** An official tool to check a number, an account, a message, a firm or a shop before paying. */
export interface CheckTool {
  readonly country: Place;
  readonly name: Localized;            // as its owner names it
  readonly checks: Localized;          // what it checks, in a phrase or sentence
  readonly websites: readonly string[]; // host + optional path, https implied
  /** Numbers to call, or short codes to text (`text: true`: scam texts are forwarded there). */
  readonly numbers?: readonly { readonly number: string; readonly note: Localized; readonly text?: boolean }[];
  readonly emails?: readonly string[]; // addresses to forward scam emails to
  readonly scams: readonly ScamType[];  // the guides it belongs on
}

/** Where to check that an investment firm is licensed. */
export interface LicenceRegister {
  readonly country: Place;
  readonly regulator: Localized;
  readonly registers: Localized;       // the register(s) and lists to use
  readonly websites: readonly string[];
  readonly note?: Localized;
}

/** The Association's record since it was founded (/about): people it advised or helped, and what
 *  they had lost (US dollars; not money recovered). */
export interface AboutRecord {
  readonly victimsHelped: Figure;
  readonly lossesReported: Figure;
}
