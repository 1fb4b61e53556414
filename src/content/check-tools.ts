// Official tools to check a number, an account, a message or a shop before paying, and the
// registers to check an investment firm's license: public-safety data taken only from
// ../shared/FACTS.md (block 2). Nothing here is sample data; anything FACTS marks unconfirmed is
// left out.
import type { CheckTool, LicenceRegister, ScamType } from './types.ts';
import { officialNames } from './official-names.ts';

/**
 * The date the channel and tool lists (report.ts, this file) were last checked against
 * ../shared/FACTS.md. Update it whenever they are re-checked.
 */
export const factsCheckedOn = '2026-11-25';

const allScams: readonly ScamType[] = [
  'investment', 'romance', 'impersonation', 'phishing', 'job', 'shopping', 'business-email',
];
const scamTexts: readonly ScamType[] = ['phishing', 'impersonation', 'job', 'shopping'];

const forwardScamTexts = { 'zh-TW': '轉寄詐騙簡訊', en: 'Forward scam texts' };

export const checkTools: readonly CheckTool[] = [
  {
    country: 'HK',
    name: { 'zh-TW': '防騙視伏器（Scameter）', en: 'Scameter' },
    checks: {
      'zh-TW': '在守網者（CyberDefender）網站或「防騙視伏 App」（Scameter+）查詢銀行及支付帳戶、電話號碼、電子郵件和網址。結果分四種顏色：紅色「高危有伏」、橘色「疑似有伏」、黃色「可能有伏」、紫色「未有紀錄」。紫色只代表沒有紀錄，不代表安全。',
      en: 'Checks bank and payment accounts, phone numbers, emails and web addresses, on CyberDefender or in the Scameter+ app (防騙視伏App). Results come in four colors: red (高危有伏, high risk), orange (疑似有伏, suspected), yellow (可能有伏, possible risk) and purple (未有紀錄, no record). Purple means no record, not that it is safe.',
    },
    websites: ['cyberdefender.hk'],
    scams: allScams,
  },
  {
    country: 'TW',
    name: { 'zh-TW': '165全民防騙網', en: '165全民防騙網 (National Police Agency anti-fraud site)' },
    checks: {
      'zh-TW': '查詢境外帳戶、詐騙 LINE ID、假投資和賭博網站、詐騙電話號碼，以及高風險賣場。',
      en: 'Lets you look up overseas accounts, scam LINE IDs, fake investment and gambling sites, scam phone numbers and high-risk shops.',
    },
    websites: ['165.npa.gov.tw'],
    numbers: [{ number: '165', note: officialNames.tw165Hotline }],
    scams: ['investment', 'romance', 'impersonation', 'job', 'shopping'],
  },
  {
    country: 'TW',
    name: { 'zh-TW': '165打詐儀錶板', en: '165打詐儀錶板 (165 anti-fraud dashboard)' },
    checks: {
      'zh-TW': '看詐騙案例，也可以查詢「這是不是詐騙」。',
      en: 'Has a case library and an “is this a scam?” check.',
    },
    websites: ['165dashboard.tw'],
    scams: allScams,
  },
  {
    country: 'TW',
    name: { 'zh-TW': '政府簡訊短碼 111', en: 'Government text short code 111' },
    checks: {
      'zh-TW': '臺灣政府機關的簡訊只會從短碼 111 發出；用其他號碼傳來的「政府簡訊」都不是真的。',
      en: 'In Taiwan, government texts come only from the short code 111. A “government” text from any other number is not genuine.',
    },
    websites: [],
    scams: ['phishing', 'impersonation'],
  },
  {
    country: 'SG',
    name: { 'zh-TW': 'ScamShield App 的「Check」功能', en: 'ScamShield app, “Check”' },
    checks: {
      'zh-TW': `查詢電話號碼和發訊者名稱、訊息和連結。${officialNames.sgScamShieldHelpline['zh-TW']} 1799 也能幫您查證，還可以把受害者轉介給七家銀行。`,
      en: `Checks phone numbers, sender IDs, messages and links. The ${officialNames.sgScamShieldHelpline.en}, 1799, also checks numbers, messages and links, and can connect victims to seven banks.`,
    },
    websites: ['scamshield.gov.sg'],
    numbers: [{ number: '1799', note: officialNames.sgScamShieldHelpline }],
    scams: ['investment', 'impersonation', 'phishing', 'job', 'shopping'],
  },
  {
    country: 'MY',
    name: {
      'zh-TW': 'Semak Mule（馬來西亞皇家警察商業罪案調查部）',
      en: 'Semak Mule (Royal Malaysia Police commercial crime department)',
    },
    checks: {
      'zh-TW': '查詢曾被通報給警方的銀行帳戶、電話號碼和公司名稱。',
      en: 'Checks bank accounts, phone numbers and company names reported to the police.',
    },
    websites: ['ccid.rmp.gov.my/semakmule'],
    scams: ['investment', 'romance', 'impersonation', 'job', 'shopping'],
  },
  {
    country: 'GB',
    name: { 'zh-TW': '把詐騙簡訊轉寄到 7726', en: 'Forward scam texts to 7726' },
    checks: {
      'zh-TW': '通報詐騙簡訊。',
      en: 'Reports scam texts.',
    },
    websites: [],
    numbers: [{ number: '7726', note: forwardScamTexts, text: true }],
    scams: scamTexts,
  },
  {
    country: 'GB',
    name: { 'zh-TW': '轉寄詐騙電子郵件', en: 'Forward scam emails' },
    checks: {
      'zh-TW': '通報詐騙電子郵件。',
      en: 'Reports scam emails.',
    },
    websites: [],
    emails: ['report@phishing.gov.uk'],
    scams: ['phishing', 'impersonation'],
  },
  {
    country: 'US',
    name: { 'zh-TW': '把詐騙簡訊轉寄到 7726', en: 'Forward scam texts to 7726' },
    checks: {
      'zh-TW': '通報詐騙簡訊。',
      en: 'Reports scam texts.',
    },
    websites: [],
    numbers: [{ number: '7726', note: forwardScamTexts, text: true }],
    scams: scamTexts,
  },
  {
    country: 'CA',
    name: { 'zh-TW': '把詐騙簡訊轉寄到 7726', en: 'Forward scam texts to 7726' },
    checks: {
      'zh-TW': '通報詐騙簡訊。',
      en: 'Reports scam texts.',
    },
    websites: [],
    numbers: [{ number: '7726', note: forwardScamTexts, text: true }],
    scams: scamTexts,
  },
  {
    country: 'CA',
    name: { 'zh-TW': 'Spam Reporting Centre（加拿大垃圾郵件通報中心）', en: 'Spam Reporting Centre' },
    checks: {
      'zh-TW': '通報垃圾電子郵件。',
      en: 'Reports spam email.',
    },
    websites: ['fightspam.gc.ca'],
    scams: ['phishing'],
  },
  {
    country: 'DE',
    name: {
      'zh-TW': `${officialNames.deVerbraucherzentrale['zh-TW']} 的 Phishing-Radar`,
      en: `${officialNames.deVerbraucherzentrale.en} Phishing-Radar`,
    },
    checks: {
      'zh-TW': `釣魚訊息警示。${officialNames.deVerbraucherzentrale['zh-TW']} 是消費者協會，不是政府機關。`,
      en: `Publishes phishing warnings. The ${officialNames.deVerbraucherzentrale.en} is a consumer association, not a state body.`,
    },
    websites: [],
    scams: ['phishing'],
  },
  {
    country: 'DE',
    name: {
      'zh-TW': `${officialNames.deVerbraucherzentrale['zh-TW']} 的 Fakeshop-Finder`,
      en: `${officialNames.deVerbraucherzentrale.en} Fakeshop-Finder`,
    },
    checks: {
      'zh-TW': `查詢網路商店的網址。${officialNames.deVerbraucherzentrale['zh-TW']} 是消費者協會，不是政府機關。`,
      en: `Checks an online shop’s web address. The ${officialNames.deVerbraucherzentrale.en} is a consumer association, not a state body.`,
    },
    websites: ['verbraucherzentrale.de/fakeshopfinder'],
    scams: ['shopping'],
  },
  {
    country: 'FR',
    name: { 'zh-TW': '把垃圾簡訊轉寄到 33700', en: 'Forward spam texts to 33700' },
    checks: {
      'zh-TW': '通報垃圾和詐騙簡訊。',
      en: 'Reports spam and scam texts.',
    },
    websites: ['33700.fr'],
    numbers: [{ number: '33700', note: { 'zh-TW': '轉寄垃圾簡訊', en: 'Forward spam texts' }, text: true }],
    scams: scamTexts,
  },
  {
    country: 'FR',
    name: { 'zh-TW': 'Pharos', en: 'Pharos' },
    checks: {
      'zh-TW': '線上通報網路詐騙。',
      en: 'Takes reports of online scams.',
    },
    websites: ['internet-signalement.gouv.fr'],
    scams: ['investment', 'romance', 'phishing', 'job', 'shopping'],
  },
  {
    country: 'IT',
    name: {
      'zh-TW': `${officialNames.itPoliziaPostale['zh-TW']}（${officialNames.itPoliziaPostale.en}）的 Commissariato di PS Online`,
      en: `${officialNames.itPoliziaPostale.en}, Commissariato di PS Online`,
    },
    checks: {
      'zh-TW': '受理釣魚和網路詐騙的通報。',
      en: 'Takes reports of phishing and online fraud.',
    },
    websites: ['commissariatodips.it'],
    scams: ['investment', 'romance', 'phishing', 'job', 'shopping', 'business-email'],
  },
  {
    country: 'AU',
    name: { 'zh-TW': officialNames.auScamwatch['zh-TW'], en: officialNames.auScamwatch.en },
    checks: {
      'zh-TW': '詐騙警示。我們還沒有確認澳洲有可查詢電話號碼或帳戶的官方工具。',
      en: 'Publishes scam warnings. We have not confirmed an official tool in Australia for checking numbers or accounts.',
    },
    websites: ['scamwatch.gov.au'],
    scams: allScams,
  },
];

export const licenceRegisters: readonly LicenceRegister[] = [
  {
    country: 'TW',
    regulator: {
      'zh-TW': `${officialNames.twFsc['zh-TW']}（FSC）`,
      en: `${officialNames.twFsc.en} (FSC)`,
    },
    registers: {
      'zh-TW': `${officialNames.twFsc['zh-TW']}「防範非法證券期貨業宣導專區」的合法業者名單，以及證券期貨局的「提供虛擬資產服務之事業或人員」名單。`,
      en: 'The list of licensed firms on the FSC’s 防範非法證券期貨業宣導專區 page, and the Securities and Futures Bureau’s register of virtual-asset service providers (提供虛擬資產服務之事業或人員).',
    },
    websites: [],
    note: {
      'zh-TW': `${officialNames.twFsc['zh-TW']}提醒：合法的虛擬資產業者不會收現金；要您把錢匯到個人帳戶，很可能就是詐騙。`,
      en: 'The FSC says licensed crypto firms never take cash; a request to pay into a personal account is likely a scam.',
    },
  },
  {
    country: 'HK',
    regulator: {
      'zh-TW': '香港證券及期貨事務監察委員會（SFC）',
      en: 'Securities and Futures Commission (SFC)',
    },
    registers: {
      'zh-TW': '持牌人及註冊機構公眾紀錄冊（Public Register of Licensed Persons and Registered Institutions）、持牌虛擬資產交易平台名單、可疑虛擬資產交易平台警示名單（Suspicious Virtual Asset Trading Platforms Alert List），以及警示名單（Alert List）。',
      en: 'Public Register of Licensed Persons and Registered Institutions; the list of licensed virtual-asset trading platforms; the Suspicious Virtual Asset Trading Platforms Alert List; the Alert List.',
    },
    websites: ['sfc.hk'],
  },
  {
    country: 'SG',
    regulator: { 'zh-TW': '新加坡金融管理局（MAS）', en: 'Monetary Authority of Singapore (MAS)' },
    registers: {
      'zh-TW': 'Financial Institutions Directory（金融機構名錄）、Register of Representatives（代表人名冊），以及 Investor Alert List（投資人警示名單）。',
      en: 'Financial Institutions Directory, Register of Representatives and Investor Alert List.',
    },
    websites: ['mas.gov.sg'],
  },
  {
    country: 'MY',
    regulator: { 'zh-TW': '馬來西亞證券委員會（Securities Commission）', en: 'Securities Commission' },
    registers: {
      'zh-TW': 'Investor Alert List（投資人警示名單）。',
      en: 'Investor Alert List.',
    },
    websites: ['sc.com.my/investor-alert-list'],
  },
  {
    country: 'GB',
    regulator: { 'zh-TW': '英國金融行為監理總署（FCA）', en: 'Financial Conduct Authority (FCA)' },
    registers: {
      'zh-TW': 'Financial Services Register（金融服務登記冊）和 Warning List（警示名單）。',
      en: 'Financial Services Register and Warning List.',
    },
    websites: ['fca.org.uk'],
    note: {
      'zh-TW': '詐騙集團會冒充真實存在的公司。如需聯絡某家公司，請使用登記冊上登載的聯絡方式。',
      en: 'Scammers clone real firms. Call a firm back only at the number listed in the Register.',
    },
  },
  {
    country: 'US',
    regulator: {
      'zh-TW': '美國金融業監理局（FINRA）與美國證券交易委員會（SEC）',
      en: 'FINRA and the Securities and Exchange Commission (SEC)',
    },
    registers: {
      'zh-TW': 'FINRA 的 BrokerCheck，以及 investor.gov 上 SEC 的 Investment Adviser Public Disclosure。',
      en: 'FINRA BrokerCheck and the SEC’s Investment Adviser Public Disclosure on investor.gov.',
    },
    websites: ['investor.gov'],
  },
  {
    country: 'CA',
    regulator: {
      'zh-TW': '加拿大證券管理機構協會（Canadian Securities Administrators）',
      en: 'Canadian Securities Administrators',
    },
    registers: {
      'zh-TW': 'National Registration Search（全國登記查詢）。',
      en: 'National Registration Search.',
    },
    websites: [],
  },
  {
    country: 'AU',
    regulator: {
      'zh-TW': '澳洲證券投資委員會（ASIC）',
      en: 'Australian Securities and Investments Commission (ASIC)',
    },
    registers: {
      'zh-TW': '在 ASIC 網站查詢業者的澳洲金融服務執照（AFS）；也可以參考 ASIC 的 Moneysmart 網站。',
      en: 'Check the firm’s Australian financial services (AFS) license on ASIC’s website; see also Moneysmart.',
    },
    websites: [],
  },
  {
    country: 'DE',
    regulator: { 'zh-TW': '德國聯邦金融監理局（BaFin）', en: 'Federal Financial Supervisory Authority (BaFin)' },
    registers: {
      'zh-TW': 'BaFin 的公司資料庫和公開警示。',
      en: 'BaFin’s company database and its published warnings.',
    },
    websites: ['bafin.de'],
  },
  {
    country: 'FR',
    regulator: { 'zh-TW': '法國金融市場管理局（AMF）', en: 'Autorité des marchés financiers (AMF)' },
    registers: {
      'zh-TW': 'REGAFI 和 AMF 的黑名單；投資顧問則查 ORIAS。',
      en: 'REGAFI and the AMF blacklists; ORIAS for advisors.',
    },
    websites: ['amf-france.org'],
  },
  {
    country: 'IT',
    regulator: { 'zh-TW': '義大利證券交易委員會（CONSOB）', en: 'CONSOB' },
    registers: {
      'zh-TW': 'CONSOB 的核准業者名冊，以及「Occhio alle truffe!」（小心詐騙）警示專區。',
      en: 'CONSOB’s register of authorized firms and its “Occhio alle truffe!” (beware of scams) warnings.',
    },
    websites: [],
  },
];
