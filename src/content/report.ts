// Where to report, what to do straight away, and recovery-scam red flags: public-safety data taken
// only from ../shared/FACTS.md (verified official channels). Nothing here is sample data.
import type { Localized, ReportChannel } from './types.ts';
import { commitments } from './commitments.ts';
import { officialNames } from './official-names.ts';

/** What people call what this page is for, in their own words: shown under the title ("also
 *  called …") and searched like the title, so "被騙了怎麼辦" or "I was scammed" finds this page. */
export const reportAlsoCalled: Localized = {
  'zh-TW': '被騙了怎麼辦、報案、報警、我被騙了',
  en: 'I was scammed, what do I do, reporting a scam, calling the police',
};

const emergency: Localized = { 'zh-TW': '緊急求助電話', en: 'Emergency' };

export const reportChannels: readonly ReportChannel[] = [
  {
    country: 'HK',
    place: { 'zh-TW': '香港', en: 'Hong Kong' },
    body: {
      'zh-TW': `香港警務處${officialNames.hkAdcc['zh-TW']}，設有${officialNames.hkAntiScamHelpline['zh-TW']} 18222。`,
      en: `The Hong Kong Police ${officialNames.hkAdcc.en}, with its ${officialNames.hkAntiScamHelpline.en} 18222.`,
    },
    phones: [
      { number: '18222', note: { 'zh-TW': officialNames.hkAntiScamHelpline['zh-TW'], en: officialNames.hkAntiScamHelpline.en } },
      { number: '999', note: emergency },
    ],
    websites: ['adcc.gov.hk', 'cyberdefender.hk'],
    note: {
      'zh-TW': `可透過香港警務處${officialNames.hkEReportCentre['zh-TW']}（${officialNames.hkEReportCentre.en}）報案。可疑的電話號碼和網站，可以用「守網者」（CyberDefender）上的「防騙視伏器」（Scameter）查詢。`,
      en: `Report through the Police ${officialNames.hkEReportCentre.en}. Check suspicious numbers and websites with Scameter on CyberDefender.`,
    },
  },
  {
    country: 'MY',
    place: { 'zh-TW': '馬來西亞', en: 'Malaysia' },
    body: {
      'zh-TW': `馬來西亞${officialNames.myNsrc['zh-TW']}（${officialNames.myNsrc.en}，NSRC），專線 997。`,
      en: `The ${officialNames.myNsrc.en} (NSRC), at 997.`,
    },
    phones: [
      { number: '997', note: { 'zh-TW': `${officialNames.myNsrc['zh-TW']}專線`, en: officialNames.myNsrc.en } },
    ],
    websites: [],
    note: {
      'zh-TW': '請先打電話給銀行或撥打 997，再向警方報案。',
      en: 'Call your bank or 997 first, then make a police report.',
    },
  },
  {
    country: 'SG',
    place: { 'zh-TW': '新加坡', en: 'Singapore' },
    body: {
      'zh-TW': `新加坡 ${officialNames.sgScamShieldHelpline['zh-TW']}，以及新加坡警方。`,
      en: `The ${officialNames.sgScamShieldHelpline.en} and the Singapore police.`,
    },
    phones: [
      { number: '1799', note: { 'zh-TW': officialNames.sgScamShieldHelpline['zh-TW'], en: officialNames.sgScamShieldHelpline.en } },
      { number: '1800-255-0000', note: { 'zh-TW': '警方熱線', en: 'Police hotline' } },
      { number: '999', note: emergency },
    ],
    websites: ['scamshield.gov.sg'],
    note: {
      'zh-TW': `${officialNames.sgScamShieldHelpline['zh-TW']}全天 24 小時服務。也可以線上向警方報案。`,
      en: `The ${officialNames.sgScamShieldHelpline.en} is open 24/7. You can make a police report online.`,
    },
  },
  {
    country: 'TW',
    place: { 'zh-TW': '臺灣', en: 'Taiwan' },
    body: {
      'zh-TW': `撥打內政部警政署 ${officialNames.tw165Hotline['zh-TW']}。`,
      en: 'Call the National Police Agency anti-fraud hotline, 165.',
    },
    phones: [
      { number: '165', note: { 'zh-TW': '反詐騙諮詢專線', en: 'Anti-fraud hotline' } },
      { number: '110', note: emergency },
    ],
    websites: ['165.npa.gov.tw'],
  },
  {
    country: 'US',
    place: { 'zh-TW': '美國', en: 'USA' },
    body: {
      'zh-TW': `美國聯邦調查局${officialNames.usIc3['zh-TW']}（IC3），以及美國${officialNames.usFtc['zh-TW']}（FTC）。`,
      en: `The FBI ${officialNames.usIc3.en} (IC3) and the ${officialNames.usFtc.en} (FTC).`,
    },
    phones: [],
    websites: ['ic3.gov', 'reportfraud.ftc.gov'],
  },
  {
    country: 'CA',
    place: { 'zh-TW': '加拿大', en: 'Canada' },
    body: {
      'zh-TW': `${officialNames.caCafc['zh-TW']}（${officialNames.caCafc.en}），在向當地警方報案之後通報。`,
      en: `The ${officialNames.caCafc.en}, after you have reported to your local police.`,
    },
    phones: [
      { number: '1-888-495-8501', note: { 'zh-TW': officialNames.caCafc['zh-TW'], en: officialNames.caCafc.en } },
    ],
    websites: ['antifraudcentre-centreantifraude.ca'],
    note: {
      'zh-TW': `請先向當地警方報案，再通報${officialNames.caCafc['zh-TW']}。`,
      en: `Report to your local police first, then to the ${officialNames.caCafc.en}.`,
    },
  },
  {
    country: 'GB',
    place: { 'zh-TW': '英國', en: 'UK' },
    body: {
      'zh-TW': `英國 ${officialNames.gbReportFraud['zh-TW']}（由${officialNames.gbCityOfLondonPolice['zh-TW']}營運）自 2025 年 12 月 4 日起取代 Action Fraud，受理英格蘭、威爾斯和北愛爾蘭的通報。在蘇格蘭，請撥 101 聯絡${officialNames.gbPoliceScotland['zh-TW']}（${officialNames.gbPoliceScotland.en}）。`,
      en: `${officialNames.gbReportFraud.en}, run by the ${officialNames.gbCityOfLondonPolice.en}, replaced Action Fraud on December 4, 2025, for England, Wales and Northern Ireland. In Scotland, contact ${officialNames.gbPoliceScotland.en} at 101.`,
    },
    phones: [
      { number: '0300 123 2040', note: { 'zh-TW': `${officialNames.gbReportFraud['zh-TW']}（英格蘭、威爾斯、北愛爾蘭）`, en: `${officialNames.gbReportFraud.en} (England, Wales, Northern Ireland)` } },
      { number: '101', note: { 'zh-TW': `${officialNames.gbPoliceScotland['zh-TW']}（限蘇格蘭）`, en: `${officialNames.gbPoliceScotland.en} (Scotland only)` } },
    ],
    websites: ['reportfraud.police.uk'],
  },
  {
    country: 'DE',
    place: { 'zh-TW': '德國', en: 'Germany' },
    body: {
      'zh-TW': `德國警方，透過各邦警察的線上報案服務（${officialNames.deOnlinewache['zh-TW']}）受理。`,
      en: `The German police, through the online reporting service (${officialNames.deOnlinewache.en}) of each federal state.`,
    },
    phones: [
      { number: '110', note: { 'zh-TW': '緊急求助電話，僅限緊急情況', en: 'Emergencies only' } },
    ],
    websites: [],
    note: {
      'zh-TW': `請使用您所在邦的警察線上報案服務（${officialNames.deOnlinewache['zh-TW']}）。德國沒有全國性的反詐騙專線。`,
      en: `Use your federal state police’s online reporting service (${officialNames.deOnlinewache.en}). There is no national fraud hotline.`,
    },
  },
  {
    country: 'FR',
    place: { 'zh-TW': '法國', en: 'France' },
    body: {
      'zh-TW': `${officialNames.fr17Cyber['zh-TW']}（由法國警察、國家憲兵與 Cybermalveillance 共同提供），以及線上報案系統 THESEE。`,
      en: `${officialNames.fr17Cyber.en} (run by the police, the gendarmerie and Cybermalveillance) and the online complaint service THESEE.`,
    },
    phones: [
      { number: '17', note: emergency },
    ],
    websites: ['17cyber.gouv.fr', 'service-public.fr'],
    note: {
      'zh-TW': `${officialNames.fr17Cyber['zh-TW']} 全天 24 小時提供線上協助。要線上報案，請透過 service-public.fr 使用 THESEE。`,
      en: `${officialNames.fr17Cyber.en} gives online help 24/7. To file a complaint online, use THESEE through service-public.fr.`,
    },
  },
  {
    country: 'IT',
    place: { 'zh-TW': '義大利', en: 'Italy' },
    body: {
      'zh-TW': `義大利${officialNames.itPoliziaPostale['zh-TW']}（${officialNames.itPoliziaPostale.en}）的線上警局「Commissariato di PS Online」。`,
      en: `The ${officialNames.itPoliziaPostale.en}, through its online police station, Commissariato di PS Online.`,
    },
    phones: [],
    websites: ['commissariatodips.it'],
    note: {
      'zh-TW': '先上網填寫報案資料，再到警察局簽名確認。',
      en: 'Start your report online, then sign it at a police station.',
    },
  },
  {
    country: 'AU',
    place: { 'zh-TW': '澳洲', en: 'Australia' },
    body: {
      'zh-TW': `${officialNames.auAcsc['zh-TW']}（${officialNames.auAcsc.en}）的 ${officialNames.auReportCyber['zh-TW']}，以及澳洲競爭與消費者委員會（ACCC）的 ${officialNames.auScamwatch['zh-TW']}。${officialNames.auIdcare['zh-TW']} 提供後續支援。`,
      en: `${officialNames.auReportCyber.en} from the ${officialNames.auAcsc.en}, and ${officialNames.auScamwatch.en} from the ACCC. ${officialNames.auIdcare.en} offers support.`,
    },
    phones: [
      { number: '1300 292 371', note: { 'zh-TW': `${officialNames.auAcsc['zh-TW']}熱線`, en: `${officialNames.auAcsc.en} hotline` } },
      { number: '1800 595 160', note: { 'zh-TW': `${officialNames.auIdcare['zh-TW']} 支援服務`, en: `${officialNames.auIdcare.en} support` } },
      { number: '000', note: emergency },
    ],
    websites: ['cyber.gov.au', 'scamwatch.gov.au'],
    note: {
      'zh-TW': `需要支援，可以撥打 ${officialNames.auIdcare['zh-TW']} 1800 595 160。緊急情況請撥 000。`,
      en: `For support, call ${officialNames.auIdcare.en} at 1800 595 160. In an emergency, call 000.`,
    },
  },
];

export const firstSteps: readonly { title: Localized; detail: Localized }[] = [
  {
    title: { 'zh-TW': '馬上聯絡銀行', en: 'Call your bank now' },
    detail: {
      'zh-TW': '立刻打電話給您的銀行或支付業者，請對方止付、撤回或凍結這筆轉帳。',
      en: 'Call your bank or payment provider right away and ask it to stop, recall or freeze the transfer.',
    },
  },
  {
    title: { 'zh-TW': '保留證據', en: 'Keep the evidence' },
    detail: {
      'zh-TW': '保存截圖、訊息、收據、帳號和網址。',
      en: 'Save screenshots, messages, receipts, account numbers and web addresses.',
    },
  },
  {
    title: { 'zh-TW': '向警方報案', en: 'Report it' },
    detail: {
      'zh-TW': '向警方或所在地的國家反詐騙中心報案並保留案件編號；報案不用付任何費用。',
      en: 'Report to the police or your national anti-fraud center and keep the case number; reporting is free.',
    },
  },
  {
    title: { 'zh-TW': '保護您的帳戶', en: 'Secure your accounts' },
    detail: {
      'zh-TW': '更改密碼、開啟兩步驟驗證，並留意有沒有不明的交易。',
      en: 'Change your passwords, turn on two-step verification and watch for transactions you do not recognize.',
    },
  },
  {
    title: { 'zh-TW': '停止聯絡', en: 'Stop contact' },
    detail: {
      'zh-TW': '停止和詐騙者的一切聯絡。',
      en: 'Stop all contact with the scammer.',
    },
  },
];

export const recoveryScamWarning: Localized = {
  'zh-TW': '被騙過錢的人，常常會再次成為詐騙的目標。新的詐騙者會假冒律師、律師事務所、「追款服務」或政府機關來找您。',
  en: 'People who have lost money are often targeted a second time. The new scammers pose as lawyers, law firms, “recovery services” or government bodies.',
};

export const redFlags: readonly Localized[] = [
  {
    'zh-TW': '對方主動找上您（透過社群媒體、通訊軟體、留言或搜尋廣告），而且知道您被騙的事。',
    en: 'They contact you first (on social media, messaging apps, in comments or through search ads) and know about your loss.',
  },
  {
    'zh-TW': '對方說一定追得回來，或承諾讓您的案件優先處理。其實沒有人能保證追回。',
    en: 'They promise you will definitely get your money back, or promise that your case will get priority. No one can guarantee recovery.',
  },
  {
    'zh-TW': '對方自稱是警方、美國聯邦調查局（FBI）或金融監理機關的合作夥伴。事實上，沒有任何民間公司有這種身分。',
    en: 'They claim to be partners of the police, the FBI or a regulator. No private firm is.',
  },
  {
    'zh-TW': '對方要您先付費用、「稅款」或「保證金」，尤其是要您用加密貨幣、禮物卡或電匯支付。',
    en: 'They ask for an upfront fee, “taxes” or “deposits,” especially by cryptocurrency, gift card or wire transfer.',
  },
  {
    'zh-TW': '對方要您提供網路銀行密碼，或要求遠端控制您的手機或電腦。',
    en: 'They ask for your online banking passwords or remote access to your device.',
  },
];

export const authoritiesNeverCharge: Localized = {
  'zh-TW': '政府機關和警方受理報案或發還款項，絕不會向您收費。',
  en: 'Government agencies and the police never charge to take a report or to return money.',
};

export const onlyCourtsFreeze: Localized = {
  'zh-TW': '民間公司無法凍結或扣押資金，只有法院和主管機關才能這麼做。',
  en: 'Private firms cannot freeze or seize funds; only courts and authorities can.',
};

export const ourPromises: readonly Localized[] = [
  commitments.neverContactFirst,
  commitments.neverCryptoOrReleaseFees,
  commitments.neverPasswordsOrRemoteAccess,
  commitments.neverPromiseRecovery,
];
