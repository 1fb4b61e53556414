// One term per concept in the Traditional Chinese of articles and news: the term the
// site uses for a concept, and the words it never uses for it. The build warns on these
// (./style.ts); add a wrong form here when a reader finds one.

export const zhTWTerms: ReadonlyArray<readonly [term: string, never: readonly string[]]> = [
  ['受害者', ['被害人', '受害人']],
  ['感情詐騙', ['愛情詐騙', '交友詐騙']],
  ['稅款', ['稅金']],
  ['保證金', ['押金']],
  ['解凍金', ['解凍費']],
  ['免費案件評估', ['免費諮詢', '申請評估', '免費評估', '免費的案件評估', '免費的初步案件評估', '免費的初次案件評估', '分鐘案件評估']],
  ['執業證號', ['律師證書字號', '證書字號']],
  ['線上', ['網上']],
  ['手法', ['套路']],
  ['加密貨幣', ['虛擬貨幣']],
  ['追款詐騙', ['二度詐騙', '二次詐騙', '第二次詐騙']],
  ['一次性驗證碼', ['簡訊驗證碼', '或驗證碼', '、驗證碼', '給驗證碼', '的驗證碼']],
  ['提款卡', ['金融卡']],
  // Money coming back is 追回 (發還 only for an official body's procedure); 一毛錢 is too casual for figures.
  ['追回', ['匯回', '回到客戶手中', '回到客戶帳戶', '回到帳戶', '一毛錢']],
];

/** One term in the Association's own texts (every file but the articles, where 客戶 is a bank's
 *  or a company's customer): the people and organisations we work with are 當事人, as a Taiwan
 *  victim-support or legal-aid service says it; never 客戶, a firm's word for its buyers. */
export const zhTWOwnTerms: ReadonlyArray<readonly [term: string, never: readonly string[]]> = [
  ['當事人', ['客戶', '委任人']],
  // The frontline staff who assess cases and answer victims: one name on Team, Careers and every page.
  ['個案顧問', ['個案服務人員', '個案協助專員', '客服人才']],
];

/** Official names that keep their own words (Hong Kong Police's 網上報案中心, e-Report Centre). */
export const zhTWOfficialNames: readonly string[] = ['網上報案中心'];

/** Official names written without a space between the digits and the Chinese (their own spelling). */
export const tightOfficialNames: readonly string[] = ['165全民防騙網', '165打詐儀錶板'];

/** One way to write a time of day in Traditional Chinese: 24-hour digits, a range with 至
 *  (週一至週五 09:00 至 18:00, 19:30). Not 上午 9 時, 下午 2 點, 3 點半 or 8 至 18 時. */
export const zhTWTimeFormat = /(?:上午|下午|晚上|早上|中午|凌晨)\s*\d|\d\s*點(?:半|到|至)|\d\s*時至|\d+\s*至\s*\d+\s*時(?!間)/;
