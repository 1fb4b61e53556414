// About page data: mission, vision, core values, timeline, organization overview and join-us text.
// The timeline and overview are the operator's data (content/organisation/about.yaml, compiled by
// the build), sample until verified.
import { organisation } from '../generated/organisation.ts';
import type { CoreValue, Localized, Milestone, OverviewItem } from './types.ts';

export const mission: Localized = {
  'zh-TW': '在詐騙受害者最需要的時候，提供清楚、可靠的協助。我們提供免費的案件評估，協助您通知銀行、向警方報案、保存證據，並在適合的情況下與律師合作，依法尋求追回資金。',
  en: 'To give fraud victims clear, reliable help when they need it most. We offer a free case assessment; help you report to your bank and the police and keep your evidence; and, where it makes sense, work with lawyers to pursue the recovery of funds through legal channels.',
};

export const vision: Localized = {
  'zh-TW': '讓每一位受害者都知道可以向誰求助，不必獨自面對。透過跨國合作與公眾教育，我們希望讓詐騙更難得逞，也減少詐騙帶來的傷害。',
  en: 'A world where every victim knows where to turn for help and no one has to face fraud alone. Through cross-border cooperation and public education, we want to make fraud harder to commit and reduce the harm it causes.',
};

export const coreValues: readonly CoreValue[] = [
  {
    title: { 'zh-TW': '專業保障', en: 'Expert handling' },
    description: {
      'zh-TW': '每件案件都由法律與調查專業人員處理，並依法妥善保護您的個人資料與權益。',
      en: 'Every case is handled by legal and investigation professionals, and your personal data and rights are protected as the law requires.',
    },
    icon: 'shield',
  },
  {
    title: { 'zh-TW': '審慎追查', en: 'Careful tracing' },
    description: {
      'zh-TW': '我們仔細追查資金流向，先如實評估追回的可能性，再建議下一步。不是每一筆損失都追得回來，這一點我們會一開始就說清楚。',
      en: 'We trace the money carefully and give you a realistic assessment before suggesting next steps. Not every loss can be recovered, and we tell you so from the start.',
    },
    icon: 'target',
  },
  {
    title: { 'zh-TW': '公開透明', en: 'Transparency' },
    description: {
      'zh-TW': '流程與費用都會在您決定之前以書面說明，之後的進度也會隨時告訴您。任何時候有疑問，都可以直接問我們。',
      en: 'Steps and fees are set out in writing before you decide anything, and we keep you informed of progress. You can ask us questions at any point.',
    },
    icon: 'eye',
  },
  {
    title: { 'zh-TW': '人文關懷', en: 'Compassion' },
    description: {
      'zh-TW': '被騙不是您的錯。我們耐心聆聽，用平實的話說明，陪您一步一步處理。',
      en: 'Being scammed is not your fault. We listen patiently, explain things in plain language and go through each step with you.',
    },
    icon: 'heart',
  },
];

/** How the Association presents itself (content/organisation/about.yaml): Home's "About us"
 *  paragraph, the first line of /about and its description. */
export const introduction: Localized = organisation.about.introduction;
export const aboutPage: { readonly lead: Localized; readonly description: Localized } = {
  lead: organisation.about.lead,
  description: organisation.about.description,
};

/** The timeline, oldest first (content/organisation/about.yaml). */
export const milestones: readonly Milestone[] = organisation.about.timeline;

/** Headquarters, service scope, team, certifications (content/organisation/about.yaml). */
export const overview: readonly OverviewItem[] = organisation.about.overview;

export const joinUs: { readonly partnership: Localized; readonly careers: Localized } = {
  partnership: {
    'zh-TW': '如果您的機構同樣關心詐騙受害者，例如律師事務所、受害者支援團體或資安公司，歡迎與我們聯絡，一起討論合作方式。',
    en: 'If your organization also cares about fraud victims, whether you are a law firm, a victim-support group or a security company, we would be glad to hear from you and talk about working together.',
  },
  careers: {
    'zh-TW': '我們正在尋找法律、調查、國際合作與客戶服務方面的夥伴。如果您願意幫助受害者，歡迎投遞履歷。',
    en: 'We are looking for people in legal, investigation, international cooperation and client-service roles. If you want to help fraud victims, we welcome your application.',
  },
};
