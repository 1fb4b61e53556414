// Organisation-wide facts shown on Home and in the footer.
// Figures and contact details are the operator's data (content/organisation/figures.yaml,
// contact.yaml, cases.yaml; compiled by the build), sample until verified (CONTENT_STATUS).
import { organisation } from '../generated/organisation.ts';
import type { CaseSummary, ContactDetails, HomeStats, PartnerStats, PracticeArea, ServiceCountry } from './types.ts';

/** The 11 service countries, in the order the footer lists them. */
export const serviceCountries: readonly ServiceCountry[] = [
  'HK', 'MY', 'SG', 'TW', 'US', 'CA', 'GB', 'DE', 'FR', 'IT', 'AU',
];

/** How to reach the Association (content/organisation/contact.yaml): example.org while sample. */
export const contact: ContactDetails = organisation.contact;

/** The four stat tiles on Home. Its team figure is called team members here and international advisors
 *  elsewhere (content/organisation/figures.yaml). */
export const homeStats: HomeStats = organisation.figures.home;

/** The practice areas on Home with their recovered amounts in USD. */
export const practiceAreas: readonly PracticeArea[] = organisation.figures.practiceAreas;

/** The year the practice areas' amounts count from. */
export const practiceAreasSince: number = organisation.figures.practiceAreasSince;

/** The partner network in figures (Partners page). 24/7 support is text. */
export const partnerStats: PartnerStats = organisation.figures.partners;

/** The Cases page summary: the totals are the sums of the case-type statistics (cases.yaml). */
export const caseSummary: CaseSummary = organisation.cases.summary;

/** Blog category chips, 'all' first. Their counts are the articles the site
 *  has in each (pages/Blog.tsx counts them), never typed counts that describe no list. */
export const blogCategories = [
  'all', 'anti-fraud-guide', 'legal-column', 'trend-analysis', 'enterprise-security', 'technology-application', 'case-studies',
] as const;
