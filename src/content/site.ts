// Organisation-wide facts shown on Home and in the footer (SPEC sections 1 and 9).
// Figures and contact details are sample data until the operator verifies them (CONTENT_STATUS).
import type { PracticeArea, ServiceCountry } from './types.ts';

/** The 11 service countries, in the order SPEC section 2 lists them. */
export const serviceCountries: readonly ServiceCountry[] = [
  'HK', 'MY', 'SG', 'TW', 'US', 'CA', 'GB', 'DE', 'FR', 'IT', 'AU',
];

/** Placeholder contact details: reserved example values, never real ones. */
export const contact = {
  email: 'help@example.org',
  privacyEmail: 'privacy@example.org',
  legalEmail: 'legal@example.org',
  partnersEmail: 'partners@example.org',
  careersEmail: 'careers@example.org',
  phone: '+1 202-555-0143',
} as const;

/** The four stat tiles on Home. 540 is called team members here and global advisors elsewhere. */
export const homeStats = {
  countries: 30,
  teamMembers: 540,
  satisfaction: 96,
  serviceTypes: 60,
} as const;

/** Four practice areas with their recovered amounts in USD (SPEC section 9). */
export const practiceAreas: readonly PracticeArea[] = [
  {
    title: { 'zh-TW': '資金追回協助', en: 'Fund recovery support' },
    description: {
      'zh-TW': '協助受害者整理金流證據、聯繫銀行與交易所，並配合警方與法院程序申請凍結與返還。',
      en: 'We help victims document the money trail, work with banks and exchanges, and support the freeze and return procedures of the police and courts.',
    },
    amount: 676151185,
    type: { 'zh-TW': '商業電子郵件詐騙', en: 'Business email fraud' },
    icon: 'coins',
  },
  {
    title: { 'zh-TW': '法律諮詢', en: 'Legal consultation' },
    description: {
      'zh-TW': '由律師說明您的權利、可行的民刑事程序與實際成本，讓您在做決定前就知道全貌。',
      en: 'Lawyers explain your rights, the civil and criminal routes open to you and what they really cost, before you decide anything.',
    },
    amount: 211382989,
    type: { 'zh-TW': '感情詐騙', en: 'Romance scam' },
    icon: 'scale',
  },
  {
    title: { 'zh-TW': '防詐教育', en: 'Fraud prevention education' },
    description: {
      'zh-TW': '為企業、學校與社區舉辦防詐講座與員工訓練，從源頭減少受害。',
      en: 'Talks and staff training for companies, schools and communities, so fewer people are caught in the first place.',
    },
    amount: 141110441,
    type: { 'zh-TW': '貨到不付款詐騙', en: 'Non-payment scam' },
    icon: 'graduation',
  },
  {
    title: { 'zh-TW': '詐騙調查', en: 'Fraud investigation' },
    description: {
      'zh-TW': '追蹤資金流向與詐騙集團手法，整理成可交給警方與律師使用的調查報告。',
      en: 'We trace where the money went and how the scheme worked, and write it up in a report the police and lawyers can use.',
    },
    amount: 96844144,
    type: { 'zh-TW': '投資詐騙', en: 'Investment scam' },
    icon: 'search',
  },
];

/** The partner network in figures (SPEC section 9, Partners page). 24/7 support is text. */
export const partnerStats = {
  organizations: 50,
  countries: 30,
  cases: 1000,
} as const;

/** The Cases page summary (SPEC section 9). */
export const caseSummary = {
  totalCases: 473,
  recoveredUsd: 890_000_000,
  averageRecoveryRate: 87,
  averageMonths: 5.2,
} as const;

/** Blog category chips with their article counts (SPEC section 9); 'all' first. */
export const blogCategoryCounts = [
  { id: 'all', count: 45 },
  { id: 'anti-fraud-guide', count: 12 },
  { id: 'legal-column', count: 8 },
  { id: 'trend-analysis', count: 10 },
  { id: 'enterprise-security', count: 7 },
  { id: 'technology-application', count: 5 },
  { id: 'case-studies', count: 3 },
] as const;
