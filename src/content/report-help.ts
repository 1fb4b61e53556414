// What a victim needs in their first minute, place by place (../shared/FACTS.md block 3, only the
// rows it marks confirmed, C or P): how to reach the bank, the reference number to keep, which
// channel for which loss, and support lines. Facts about numbers are written once; the text is
// { 'zh-TW', en } (zh-CN derived). A place missing from a table has no confirmed fact: pages fall
// back to the general steps of block 1.
import type { Localized, ScamType, ServiceCountry } from './types.ts';
import { officialNames } from './official-names.ts';

/** When block 3 was checked against the official sources (shown next to it: numbers change). */
export const helpCheckedOn = '2026-11-24';

export interface PhoneNumber {
  readonly number: string;
  readonly note?: Localized;
}

export interface BankStep {
  /** The short form for Home's first screen, after "Call your bank now". */
  readonly short: Localized;
  /** The official advice as written, for the place's card on /report. */
  readonly detail: Localized;
  /** A number that reaches the bank or stops the payment, when the source names one. */
  readonly phones: readonly PhoneNumber[];
}

export const bankSteps: Readonly<Partial<Record<ServiceCountry, BankStep>>> = {
  TW: {
    short: { 'zh-TW': '撥打 165，由 165 聯絡銀行圈存款項', en: 'call 165, which contacts the bank for you so it can hold the money' },
    detail: {
      'zh-TW': '請立刻撥打 165，說明轉帳時間、銀行，以及您匯入的帳號。165 會聯絡銀行，銀行可以依警示帳戶程序先將款項圈存；您向警方報案後，該帳戶才能列為警示帳戶。',
      en: 'Call 165 at once with the time, the bank and the account you paid into. 165 contacts the bank, which can hold the money (圈存) under the banks’ alert-account procedure; your police report then lets the account be listed as an alert account (警示帳戶).',
    },
    phones: [{ number: '165' }],
  },
  HK: {
    short: { 'zh-TW': '18222 全天 24 小時接聽，可以啟動止付', en: '18222 answers 24 hours and can start a stop-payment' },
    detail: {
      'zh-TW': `香港金融管理局提醒：請立即聯絡您的銀行，並向警方報案。${officialNames.hkAntiScamHelpline['zh-TW']} 18222 全天 24 小時接聽，可以啟動止付。您轉帳到被「防騙視伏器」列為「高危」的帳戶或轉數快識別碼之前，銀行會先提醒您。`,
      en: `Contact your bank immediately and report to the police. The ${officialNames.hkAntiScamHelpline.en} 18222 answers 24 hours and can start a stop-payment (止付). Banks warn you before a transfer to an account or FPS ID that Scameter marks “high risk.”`,
    },
    phones: [{ number: '18222' }],
  },
  SG: {
    short: { 'zh-TW': '1799 會把詐騙受害者轉介給銀行', en: '1799 directs scam victims to their bank' },
    detail: {
      'zh-TW': `${officialNames.sgScamShieldHelpline['zh-TW']} 1799（全天 24 小時）會把詐騙受害者轉介給銀行：DBS/POSB、UOB、OCBC、Citibank、Maybank、Standard Chartered、HSBC；這支熱線不能受理報案。請立即聯絡銀行凍結帳戶、停用卡片；銀行的防詐專線號碼，請從官方來源取得，例如金融卡或信用卡背面。`,
      en: `The ${officialNames.sgScamShieldHelpline.en} 1799 (24/7) directs scam victims to their bank: DBS/POSB, UOB, OCBC, Citibank, Maybank, Standard Chartered or HSBC. It cannot take a police report. Contact your bank immediately to freeze accounts and cancel cards; get the bank’s fraud-hotline number from an official source, such as the back of your bank card.`,
    },
    phones: [{ number: '1799' }],
  },
  MY: {
    short: { 'zh-TW': '打銀行的 24 小時專線或 997，再向警方報案', en: 'use its 24-hour hotline or call 997, then make the police report' },
    detail: {
      'zh-TW': `請在向警方報案之前，先打銀行的 24 小時專線，或${officialNames.myNsrc['zh-TW']} 997。997 全天 24 小時接聽。`,
      en: `Call your bank’s 24-hour hotline or the ${officialNames.myNsrc.en} 997 before making the police report. 997 answers 24/7.`,
    },
    phones: [{ number: '997' }],
  },
  US: {
    short: { 'zh-TW': '請匯出款項的銀行撤回這筆匯款（退匯）', en: 'ask the bank that sent the money to recall it' },
    detail: {
      'zh-TW': `${officialNames.usIc3['zh-TW']}（IC3）建議：遇到商業電子郵件詐騙或電匯詐騙，一發現就要聯絡匯出款項的銀行，請銀行撤回這筆匯款（退匯）。`,
      en: 'For business email compromise or wire fraud, contact the bank that sent the money as soon as you notice, to request a recall or reversal.',
    },
    phones: [],
  },
  CA: {
    short: { 'zh-TW': '通知處理這筆匯款的金融機構', en: 'report it to the financial institution where the money was sent' },
    detail: {
      'zh-TW': `${officialNames.caCafc['zh-TW']}建議：請通知處理這筆匯款的金融機構。`,
      en: 'Report it to the financial institution where the money was sent.',
    },
    phones: [],
  },
  GB: {
    short: { 'zh-TW': '撥 159 直接轉接您的銀行', en: 'dial 159 to reach it directly' },
    detail: {
      'zh-TW': '撥打 Stop Scams UK 的 159 專線，可以直接和您的銀行通話。159 絕不會打電話給您；如果撥不通，請改撥卡片背面的號碼。英國金融行為監理總署（FCA）提醒：如果您把銀行資料給了別人，請立即告訴銀行。',
      en: 'Call 159, the Stop Scams UK service, to speak directly to your bank. 159 never calls you; if it does not work, use the number on your card. If you gave your bank details away, tell your bank immediately.',
    },
    phones: [{ number: '159' }],
  },
  DE: {
    short: { 'zh-TW': 'Sperr-Notruf 116 116 可以停用卡片和網路銀行', en: 'Sperr-Notruf 116 116 blocks cards and online banking' },
    detail: {
      'zh-TW': 'Sperr-Notruf 116 116（在德國免費；從國外撥打 +49 30 4050 4050）會幫您轉接，停用卡片和網路銀行。不是每家銀行都有參加。',
      en: 'The Sperr-Notruf 116 116 (free in Germany; from abroad +49 30 4050 4050) puts you through to block cards and online banking. Not every bank takes part.',
    },
    phones: [
      { number: '116 116' },
      { number: '+49 30 4050 4050', note: { 'zh-TW': '從國外撥打', en: 'From abroad' } },
    ],
  },
  FR: {
    short: { 'zh-TW': '卡片被盜刷，先向銀行辦理止付（opposition）', en: 'if your card was used online, first have your bank block the card (“faire opposition”)' },
    detail: {
      'zh-TW': '卡片在您不知情的情況下被用於網路消費：先向銀行辦理止付（opposition），再到 Perceval 通報，並保留收據（récépissé）交給銀行。',
      en: 'If your card was used online without your permission, first have your bank block the card (“faire opposition”), then report on Perceval and keep its receipt (récépissé) for the bank.',
    },
    phones: [],
  },
  AU: {
    short: { 'zh-TW': '請銀行或發卡機構停止所有交易', en: 'ask your bank or card provider to stop any transactions' },
    detail: {
      'zh-TW': `${officialNames.auScamwatch['zh-TW']} 建議：請立即聯絡您的銀行或發卡機構，說明您遇到詐騙，並請對方停止所有交易。`,
      en: 'Contact your bank or card provider immediately to report the scam, and ask it to stop any transactions.',
    },
    phones: [],
  },
};

/** What the official report gives you to keep, where the source says. */
export const referenceNumbers: Readonly<Partial<Record<ServiceCountry, Localized>>> = {
  TW: {
    'zh-TW': '請保留報案三聯單：銀行發還警示帳戶中圈存的款項之前，會要求您出示。',
    en: 'Keep the police report record (報案三聯單): the bank asks for it before returning money held in an alert account.',
  },
  HK: {
    'zh-TW': `${officialNames.hkEReportCentre['zh-TW']}會發出確認，並寄給您一封附有電子參考編號的電子郵件。`,
    en: `The Police ${officialNames.hkEReportCentre.en} sends an acknowledgment and an email with an e-reference number.`,
  },
  SG: {
    'zh-TW': '您會收到警方的確認（信件或電子郵件），之後由負責調查的警員告訴您進度。',
    en: 'You receive a police acknowledgment (letter or email); the investigating officer gives you updates.',
  },
  CA: {
    'zh-TW': '請保留警方的案件編號或事件編號，並記下每一通電話。',
    en: 'Keep your police file or occurrence numbers, and a log of every call.',
  },
  FR: {
    'zh-TW': '請保留 Perceval 的收據，以及銀行給您的止付編號。',
    en: 'Keep the Perceval receipt and the bank’s card-block (opposition) number.',
  },
  AU: {
    'zh-TW': `${officialNames.auReportCyber['zh-TW']} 會給您一組以「CIRS-」開頭的報案參考編號，銀行和保險公司都接受。`,
    en: `${officialNames.auReportCyber.en} gives you a report reference number that begins with the letters CIRS, which banks and insurers accept.`,
  },
};

/** The channel for a kind of loss, where the official sources tell it apart from the general one. */
export interface LossChannel {
  readonly text: Localized;
  readonly phones: readonly PhoneNumber[];
  readonly websites: readonly string[];
}

export const lossChannels: Readonly<Partial<Record<ServiceCountry, Partial<Record<ScamType, LossChannel>>>>> = {
  US: {
    'business-email': {
      text: { 'zh-TW': `向${officialNames.usIc3['zh-TW']}（IC3）提出申訴，並請匯出款項的銀行撤回這筆匯款（退匯）。`, en: `File a complaint with the ${officialNames.usIc3.en} (IC3), and ask the bank that sent the money to recall it.` },
      phones: [], websites: ['ic3.gov'],
    },
    investment: {
      text: { 'zh-TW': `詐騙請向${officialNames.usFtc['zh-TW']}（FTC）的 ReportFraud 通報；網路犯罪請向 IC3 通報。`, en: `Report scams to the ${officialNames.usFtc.en}’s ReportFraud, and internet crime to IC3.` },
      phones: [], websites: ['reportfraud.ftc.gov', 'ic3.gov'],
    },
  },
  AU: {
    'business-email': {
      text: { 'zh-TW': `請向 ${officialNames.auReportCyber['zh-TW']} 通報：在澳洲，電子郵件遭入侵的案件由此向警方通報。`, en: `Report it to ${officialNames.auReportCyber.en}: in Australia, email compromise is reported to the police.` },
      phones: [], websites: ['cyber.gov.au'],
    },
    investment: {
      text: { 'zh-TW': `請向 ${officialNames.auReportCyber['zh-TW']} 通報（選「investment fraud」）；再向 ${officialNames.auScamwatch['zh-TW']} 通報，可以提醒其他人。`, en: `Report it to ${officialNames.auReportCyber.en} (“investment fraud”); a ${officialNames.auScamwatch.en} report warns others.` },
      phones: [], websites: ['cyber.gov.au', 'scamwatch.gov.au'],
    },
  },
  GB: {
    'business-email': {
      text: { 'zh-TW': `請向 ${officialNames.gbReportFraud['zh-TW']} 通報。`, en: `Report it to ${officialNames.gbReportFraud.en}.` },
      phones: [{ number: '0300 123 2040' }], websites: ['reportfraud.police.uk'],
    },
    investment: {
      text: {
        'zh-TW': `已經損失金錢：請向 ${officialNames.gbReportFraud['zh-TW']} 通報。懷疑對方是未經核准的公司：請撥 FCA 消費者服務專線 0800 111 6768（週一至週五 8 至 18 時，週六 9 至 13 時）。`,
        en: `If you lost money, report it to ${officialNames.gbReportFraud.en}. If a firm may be unauthorized, call the FCA consumer helpline, 0800 111 6768 (Monday to Friday 8 a.m. to 6 p.m., Saturday 9 a.m. to 1 p.m.).`,
      },
      phones: [{ number: '0300 123 2040' }, { number: '0800 111 6768', note: { 'zh-TW': 'FCA 消費者服務專線', en: 'FCA consumer helpline' } }],
      websites: ['reportfraud.police.uk'],
    },
  },
  CA: {
    'business-email': {
      text: { 'zh-TW': `請向${officialNames.caCafc['zh-TW']}通報。`, en: `Report it to the ${officialNames.caCafc.en}.` },
      phones: [{ number: '1-888-495-8501' }], websites: ['antifraudcentre-centreantifraude.ca'],
    },
    investment: {
      text: { 'zh-TW': `請向${officialNames.caCafc['zh-TW']}通報，也向您所在省份的證券監理機關通報。`, en: `Report it to the ${officialNames.caCafc.en}, and to your provincial securities regulator.` },
      phones: [{ number: '1-888-495-8501' }], websites: ['antifraudcentre-centreantifraude.ca'],
    },
  },
  HK: {
    'business-email': {
      text: { 'zh-TW': `請透過香港警務處${officialNames.hkEReportCentre['zh-TW']}報案，選「科技罪案及詐騙」（Technology Crime and Deception）。`, en: `Report it through the Police ${officialNames.hkEReportCentre.en}, under “Technology Crime and Deception.”` },
      phones: [], websites: [],
    },
  },
  TW: {
    'business-email': {
      text: { 'zh-TW': '請撥打 165 或 110（165 把「竄改電子商務郵件詐騙」列為獨立的詐騙類型）。', en: 'Call 165 or 110 (165 counts business email compromise, 竄改電子商務郵件詐騙, as its own type).' },
      phones: [{ number: '165' }, { number: '110' }], websites: [],
    },
    investment: {
      text: { 'zh-TW': '請撥打 165 或 110。', en: 'Call 165 or 110.' },
      phones: [{ number: '165' }, { number: '110' }], websites: [],
    },
  },
};

export interface SupportLine {
  readonly country: ServiceCountry;
  readonly name: Localized;
  readonly phones: readonly PhoneNumber[];
  /** Cost, hours and languages, only where the source confirms them. */
  readonly when: Localized;
  /** Who it is for. */
  readonly audience: Localized;
}

const anyoneInDistress: Localized = { 'zh-TW': '任何心裡難受的人', en: 'anyone in distress' };

export const supportLines: readonly SupportLine[] = [
  {
    country: 'TW', name: { 'zh-TW': '安心專線（衛生福利部）', en: 'Ministry of Health and Welfare support line (安心專線)' },
    phones: [{ number: '1925' }], when: { 'zh-TW': '免費，24 小時', en: 'Free, 24 hours' }, audience: anyoneInDistress,
  },
  {
    country: 'TW', name: { 'zh-TW': '生命線', en: 'Lifeline (生命線)' },
    phones: [{ number: '1995' }], when: { 'zh-TW': '轉接到您所在地的生命線', en: 'Routed to your local Lifeline' }, audience: anyoneInDistress,
  },
  {
    country: 'HK', name: { 'zh-TW': '撒瑪利亞會（The Samaritans）', en: 'The Samaritans' },
    phones: [{ number: '2896 0000' }], when: { 'zh-TW': '24 小時；粵語、英語、華語等', en: '24 hours; Cantonese, English, Mandarin and more' }, audience: anyoneInDistress,
  },
  {
    country: 'SG', name: { 'zh-TW': '新加坡援人機構（Samaritans of Singapore）', en: 'Samaritans of Singapore' },
    phones: [{ number: '1767' }, { number: '9151 1767', note: { 'zh-TW': 'CareText WhatsApp', en: 'CareText WhatsApp' } }],
    when: { 'zh-TW': '24 小時', en: '24 hours' }, audience: anyoneInDistress,
  },
  {
    country: 'MY', name: { 'zh-TW': 'Talian Kasih', en: 'Talian Kasih' },
    phones: [{ number: '15999' }, { number: '019-261 5999', note: { 'zh-TW': 'WhatsApp', en: 'WhatsApp' } }],
    when: { 'zh-TW': '全天 24 小時', en: '24/7' }, audience: { 'zh-TW': '需要福利援助或心理輔導的人', en: 'welfare and counseling' },
  },
  {
    country: 'US', name: { 'zh-TW': '988 自殺與危機生命線（988 Suicide & Crisis Lifeline）', en: '988 Suicide & Crisis Lifeline' },
    phones: [{ number: '988', note: { 'zh-TW': '可以打電話或傳簡訊', en: 'Call or text' } }],
    when: { 'zh-TW': '全天 24 小時，免費；英語和西班牙語，其他語言有口譯', en: '24/7, free; English and Spanish, more by interpreter' }, audience: anyoneInDistress,
  },
  {
    country: 'US', name: { 'zh-TW': 'AARP Fraud Watch Network Helpline', en: 'AARP Fraud Watch Network Helpline' },
    phones: [{ number: '877-908-3360' }], when: { 'zh-TW': '免費，不必是會員', en: 'Free, members or not' }, audience: { 'zh-TW': '詐騙受害者', en: 'fraud victims' },
  },
  {
    country: 'CA', name: { 'zh-TW': '988 自殺危機求助專線（988 Suicide Crisis Helpline）', en: '988 Suicide Crisis Helpline' },
    phones: [{ number: '988', note: { 'zh-TW': '可以打電話或傳簡訊', en: 'Call or text' } }],
    when: { 'zh-TW': '全天 24 小時，免費；英語和法語', en: '24/7, free; English and French' }, audience: anyoneInDistress,
  },
  {
    country: 'GB', name: { 'zh-TW': '撒瑪利亞會（Samaritans）', en: 'Samaritans' },
    phones: [{ number: '116 123' }], when: { 'zh-TW': '免費，24 小時', en: 'Free, 24 hours' }, audience: anyoneInDistress,
  },
  {
    country: 'GB', name: { 'zh-TW': 'Victim Support（英格蘭和威爾斯）', en: 'Victim Support (England and Wales)' },
    phones: [{ number: '08 08 16 89 111' }], when: { 'zh-TW': '免費；設有詐騙與網路犯罪服務', en: 'Free; runs a fraud and cybercrime service' },
    audience: { 'zh-TW': '犯罪和詐騙受害者', en: 'crime and fraud victims' },
  },
  {
    country: 'DE', name: { 'zh-TW': 'TelefonSeelsorge', en: 'TelefonSeelsorge' },
    phones: [{ number: '0800 111 0 111' }, { number: '0800 111 0 222' }], when: { 'zh-TW': '免費、匿名，24 小時', en: 'Free, anonymous, 24 hours' }, audience: anyoneInDistress,
  },
  {
    country: 'DE', name: { 'zh-TW': 'WEISSER RING Opfer-Telefon', en: 'WEISSER RING Opfer-Telefon' },
    phones: [{ number: '116 006' }], when: { 'zh-TW': '免費、匿名，每天 7 至 22 時', en: 'Free, anonymous, 7 a.m. to 10 p.m. daily' }, audience: { 'zh-TW': '犯罪受害者', en: 'crime victims' },
  },
  {
    country: 'FR', name: { 'zh-TW': 'France Victimes', en: 'France Victimes' },
    phones: [{ number: '116 006' }, { number: '+33 1 80 52 33 76', note: { 'zh-TW': '從國外撥打', en: 'From abroad' } }],
    when: { 'zh-TW': '免費，每天 9 至 19 時；涵蓋詐騙（escroquerie），不必先提告', en: 'Free, every day 9 a.m. to 7 p.m.; covers fraud (escroquerie), no complaint needed' },
    audience: { 'zh-TW': '犯罪和詐騙受害者', en: 'crime and fraud victims' },
  },
  {
    country: 'FR', name: { 'zh-TW': '3114', en: '3114' },
    phones: [{ number: '3114' }], when: { 'zh-TW': '免費，全天 24 小時', en: 'Free, 24/7' }, audience: { 'zh-TW': '想自殺或擔心他人自殺的人', en: 'suicide prevention' },
  },
  {
    country: 'IT', name: { 'zh-TW': 'Telefono Amico Italia', en: 'Telefono Amico Italia' },
    phones: [{ number: '02 2327 2327' }], when: { 'zh-TW': '收取一般通話費', en: 'Standard call rates apply' }, audience: anyoneInDistress,
  },
  {
    country: 'AU', name: { 'zh-TW': 'Lifeline', en: 'Lifeline' },
    phones: [{ number: '13 11 14' }], when: { 'zh-TW': '全天 24 小時', en: '24/7' }, audience: anyoneInDistress,
  },
  {
    country: 'AU', name: officialNames.auIdcare,
    phones: [{ number: '1800 595 160' }], when: { 'zh-TW': '週一至週五 8 至 17 時；免費協助擬定復原計畫', en: 'Monday to Friday, 8 a.m. to 5 p.m.; offers a free recovery plan' },
    audience: { 'zh-TW': '詐騙和身分盜用受害者', en: 'scam and identity-theft victims' },
  },
];

/** Block 1's bank step, where block 3 has nothing for the place. */
export const generalBankShort: Localized = {
  'zh-TW': '請對方止付、撤回或凍結這筆轉帳',
  en: 'ask it to stop, recall or freeze the transfer',
};

/** Block 1's "keep the case number", where block 3 has nothing for the place. */
export const generalReference: Localized = {
  'zh-TW': '向警方或國家反詐騙中心報案後，請保留案件編號。',
  en: 'When you report to the police or the national anti-fraud center, keep the case number.',
};
