// About page data: mission, vision, core values, timeline, organization overview and join-us text.
// Organization-specific history, team size and figures are sample data.
import type { CoreValue, Localized, Milestone, OverviewItem } from './types.ts';

export const mission: Localized = {
  'zh-TW': '在詐騙受害者最需要的時候，提供清楚、可靠的協助。我們提供免費的案件評估，協助您向警方和銀行通報、保存證據，並在適合的情況下與律師合作，依法尋求追回資金。',
  en: 'To give fraud victims clear, reliable help when they need it most. We offer a free case assessment, help you report to the police and your bank and keep your evidence, and, where it makes sense, work with lawyers to pursue the recovery of funds through legal channels.',
};

export const vision: Localized = {
  'zh-TW': '讓每一位受害者都知道可以向誰求助，不必獨自面對。透過跨國合作與公眾教育，我們希望讓詐騙更難得逞，也減少詐騙帶來的傷害。',
  en: 'A world where every victim knows where to turn for help and no one has to face fraud alone. Through cross-border cooperation and public education, we want to make fraud harder to commit and reduce the harm it causes.',
};

export const coreValues: readonly CoreValue[] = [
  {
    title: { 'zh-TW': '專業保障', en: 'Professional protection' },
    description: {
      'zh-TW': '每件案件都由法律與調查專業人員處理，並依法妥善保護您的個人資料與權益。',
      en: 'Every case is handled by legal and investigation professionals, and your personal data and rights are protected as the law requires.',
    },
    icon: 'shield',
  },
  {
    title: { 'zh-TW': '精準追回', en: 'Precise recovery' },
    description: {
      'zh-TW': '我們仔細追查資金流向，先如實評估追回的可能性，再建議下一步。不是每一筆損失都追得回來，這一點我們會一開始就說清楚。',
      en: 'We trace the money carefully and give you a realistic assessment before suggesting next steps. Not every loss can be recovered, and we tell you so from the start.',
    },
    icon: 'target',
  },
  {
    title: { 'zh-TW': '公開透明', en: 'Transparency' },
    description: {
      'zh-TW': '流程、費用與進度都在您決定之前以書面說明。任何時候有疑問，都可以直接問我們。',
      en: 'Steps, fees and progress are set out in writing before you decide anything. You can ask us questions at any point.',
    },
    icon: 'eye',
  },
  {
    title: { 'zh-TW': '人文關懷', en: 'Human care' },
    description: {
      'zh-TW': '被騙不是您的錯。我們耐心聆聽，用平實的話說明，陪您一步一步處理。',
      en: 'Being scammed is not your fault. We listen patiently, explain things in plain language and go through each step with you.',
    },
    icon: 'heart',
  },
];

export const milestones: readonly Milestone[] = [
  {
    year: 1994,
    title: { 'zh-TW': '在臺北成立', en: 'Founded in Taipei' },
    description: {
      'zh-TW': '一群律師、社工與志工在臺北成立被害人支援協會，協助詐騙受害者報案、保存證據，並了解自己的權利。',
      en: 'A group of lawyers, social workers and volunteers set up a victim-support association in Taipei, helping fraud victims report to the police, keep their evidence and understand their rights.',
    },
  },
  {
    year: 2000,
    title: { 'zh-TW': '拓展至香港、新加坡與馬來西亞', en: 'Expansion to Hong Kong, Singapore and Malaysia' },
    description: {
      'zh-TW': '隨著跨境詐騙增加，我們在香港、新加坡與馬來西亞設立服務據點，協助案件橫跨多地的受害者。',
      en: 'As cross-border fraud grew, we opened offices in Hong Kong, Singapore and Malaysia to help victims whose cases crossed borders.',
    },
  },
  {
    year: 2010,
    title: { 'zh-TW': '建立國際合作網絡', en: 'International cooperation network' },
    description: {
      'zh-TW': '與北美、歐洲及澳洲的律師事務所、調查人員和被害人支援團體建立合作，協助客戶在各國循正當管道處理案件。',
      en: 'We built working relationships with law firms, investigators and victim-support groups in North America, Europe and Australia, so clients could pursue their cases through the proper channels in each country.',
    },
  },
  {
    year: 2020,
    title: { 'zh-TW': '成立數位資產調查小組', en: 'Digital-asset investigation unit' },
    description: {
      'zh-TW': '因應加密貨幣詐騙增加，我們成立專責小組進行區塊鏈追蹤，整理可供客戶及其律師提交給執法與司法機關的資料。',
      en: 'With cryptocurrency fraud on the rise, we set up a dedicated blockchain-tracing team. It prepares findings that clients and their lawyers can take to the authorities and the courts.',
    },
  },
  {
    year: 2024,
    title: { 'zh-TW': '服務遍及 11 個國家和地區', en: 'Serving 11 countries and regions' },
    description: {
      'zh-TW': '目前我們在亞洲、北美、歐洲及澳洲的 11 個國家和地區提供服務，團隊成員與全球顧問共 540 位。',
      en: 'We now serve clients in 11 countries and regions across Asia, North America, Europe and Australia, with 540 team members and global advisors.',
    },
  },
];

export const overview: readonly OverviewItem[] = [
  {
    label: { 'zh-TW': '總部', en: 'Headquarters' },
    value: { 'zh-TW': '臺灣臺北市', en: 'Taipei, Taiwan' },
    icon: 'building',
  },
  {
    label: { 'zh-TW': '服務範圍', en: 'Service scope' },
    value: {
      'zh-TW': '11 個國家和地區：香港、馬來西亞、新加坡、臺灣、美國、加拿大、英國、德國、法國、義大利、澳洲',
      en: '11 countries and regions: Hong Kong, Malaysia, Singapore, Taiwan, USA, Canada, UK, Germany, France, Italy, Australia',
    },
    icon: 'globe',
  },
  {
    label: { 'zh-TW': '團隊', en: 'Team' },
    value: {
      'zh-TW': '540 位團隊成員與全球顧問，其中 135 位專職同仁分屬法律、調查、國際合作與客戶服務四個部門',
      en: '540 team members and global advisors, including 135 staff in four departments: legal, investigation, international cooperation and client service',
    },
    icon: 'users',
  },
  {
    label: { 'zh-TW': '認證與標準', en: 'Certifications' },
    value: {
      'zh-TW': '資訊安全作業參照 ISO/IEC 27001 標準；全體同仁皆受過個人資料保護訓練',
      en: 'Information security practices aligned with ISO/IEC 27001; all staff trained in data protection',
    },
    icon: 'award',
    checkable: true,
  },
];

export const joinUs: { readonly partnership: Localized; readonly careers: Localized } = {
  partnership: {
    'zh-TW': '如果您的機構同樣關心詐騙受害者，例如律師事務所、被害人支援團體或資安公司，歡迎與我們聯繫，一起討論合作方式。',
    en: 'If your organization also cares about fraud victims, whether you are a law firm, a victim-support group or a security company, we would be glad to hear from you and talk about working together.',
  },
  careers: {
    'zh-TW': '我們正在尋找法律、調查、國際合作與客戶服務方面的夥伴。如果您願意幫助受害者，歡迎投遞履歷。',
    en: 'We are looking for people in legal, investigation, international cooperation and client-service roles. If you want to help fraud victims, we welcome your application.',
  },
};
