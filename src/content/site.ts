// Organisation-wide facts shown on Home and in the footer.
// Figures and contact details are the operator's data (content/organisation/figures.yaml,
// contact.yaml, cases.yaml; compiled by the build), sample until verified (CONTENT_STATUS).
import { organisation } from '../generated/organisation.ts';
import type { CaseSummary, ContactDetails, HomeStats, HowCounted, PartnerStats, PracticeArea, ServiceCountry } from './types.ts';
import type { Locale } from '../site/locale.ts';

/** The first year of the site's copyright (the year the site first gave): the footer's © runs from it to this year. */
export const copyrightSince = 2024;

/** '2024–2026' ('2024 至 2026' in Chinese, which writes a range so), or '2024' in that year: the footer's © range. */
export const copyrightYears = (year: number, locale: Locale = 'en'): string =>
  (year > copyrightSince ? `${copyrightSince}${locale === 'en' ? '–' : ' 至 '}${year}` : String(copyrightSince));

/** The 11 service countries, in the order the footer lists them. */
export const serviceCountries: readonly ServiceCountry[] = [
  'HK', 'MY', 'SG', 'TW', 'US', 'CA', 'GB', 'DE', 'FR', 'IT', 'AU',
];

/** How to reach the Association (content/organisation/contact.yaml): example.org while sample. */
export const contact: ContactDetails = organisation.contact;

/** The four stat tiles on Home, each with how it is counted (content/organisation/figures.yaml).
 *  Its countries figure is the Partners page's too. */
export const homeStats: HomeStats = organisation.figures.home;

/** The practice areas on Home with their recovered amounts in USD. */
export const practiceAreas: readonly PracticeArea[] = organisation.figures.practiceAreas;

/** How the practice areas' amounts are counted: what, which years, where to check. */
export const practiceAreasCounted: HowCounted = organisation.figures.practiceAreasCounted;

/** The partner network in figures (Partners page), with Home's countries figure. */
export const partnerStats: PartnerStats = organisation.figures.partners;

/** The Cases page summary: the totals are the sums of the case-type statistics (cases.yaml). */
export const caseSummary: CaseSummary = organisation.cases.summary;

/** Blog category chips, 'all' first. Their counts are the articles the site
 *  has in each (pages/Blog.tsx counts them), never typed counts that describe no list. */
export const blogCategories = [
  'all', 'anti-fraud-guide', 'legal-column', 'trend-analysis', 'enterprise-security', 'technology-application', 'case-studies',
] as const;
