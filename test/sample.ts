// The content mode these tests run the worker with (CONTENT_STATUS in wrangler.toml [vars]), and
// the first brief's sample values, checked only while the content is sample. Every
// other test checks what must hold of any data the operator puts in content/organisation/, so
// replacing the data never means editing a test (test/e2e/replace-data.test.ts shows it).
import { env } from 'cloudflare:test';
import { readConfig, type Env } from '../src/site/config.ts';

/** What the worker under test runs with: 'sample' marks every claim, 'verified' hides unconfirmed ones. */
export const contentStatus = readConfig(env as Env).contentStatus;
export const isSample = contentStatus === 'sample';

/** The reserved example domains (RFC 2606): the only addresses sample content may give. */
export const exampleAddress = /@example\.(org|com|net)$/;

/** What the sample data says (the first brief's values). */
export const specSample = {
  teamMembers: 16,
  memberSpecialties: 3,
  departments: [['legal', 45], ['investigation', 35], ['international', 25], ['client-service', 30]],
  departmentSpecialties: 4,
  advisors: 4,
  /** "About 20 featured cases": the sample has exactly 20, two pages of ten. */
  cases: 20,
  caseAchievements: 3,
  minTestimonials: 4,
  minPartnersOfEachKind: 3,
  timeline: [1994, 2000, 2010, 2020, 2024],
  overviewItems: 4,
  homeStats: ['30+', '540', '96%', '60+'],
  // The sample's education amount (141,110,441) is not shown: teaching recovers nothing.
  practiceAmounts: [676_151_185, 211_382_989, undefined, 96_844_144],
  // The first brief said "business email fraud"; the site uses one name for it, business email compromise.
  practiceTypes: ['Business email compromise', 'Romance scam', 'Non-payment scam', 'Investment scam'],
  partnerStats: ['50+', '30+', '1,000+', '24/7'],
  caseSummary: { countedSince: 2019, totalCases: 473, recoveredUsd: 890_000_000, averageRecoveryRate: 87, averageMonths: 5.2 },
  caseTypes: [['investment', 156, 89], ['crypto', 132, 82], ['business', 98, 91], ['romance', 87, 75]],
} as const;
