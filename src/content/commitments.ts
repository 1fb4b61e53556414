// The Association's commitments to people who contact it: fees, payment and what it never does,
// one sentence each. The Terms of Service, "Our promises" (/report) and /how-we-work quote these
// sentences verbatim, so every page says the same thing in the same words. Change them here only.
import type { Localized } from './types.ts';

export const commitments = {
  freeAssessment: {
    'zh-TW': '第一次案件評估為 30 分鐘，完全免費；評估後，您沒有義務委任本協會，也不需要支付任何費用。',
    en: 'Your first case assessment lasts 30 minutes and is free, and afterward you are under no obligation to engage the Association and owe nothing.',
  },
  feeInSignedAgreement: {
    'zh-TW': '任何費用都只在免費評估之後商定，並逐項寫進雙方簽署的書面委任契約。',
    en: 'Any fee is agreed on only after the free case assessment and is set out item by item in a written engagement agreement that both parties sign.',
  },
  paidToOwnAccount: {
    'zh-TW': '費用只能以銀行轉帳支付，並匯入委任契約中載明、以本協會名義開立的帳戶。',
    en: 'Fees can be paid only by bank transfer to the account in the Association’s name that is stated in your engagement agreement.',
  },
  neverCryptoOrReleaseFees: {
    'zh-TW': '我們絕不會要您以加密貨幣、禮物卡或遊戲點數付款，也絕不會要您支付「稅款」、「解凍金」或「保證金」才能拿回款項。',
    en: 'We never ask you to pay in cryptocurrency, gift cards or prepaid gaming cards, and never ask for “taxes,” “release fees” or “deposits” to get your money back.',
  },
  neverContactFirst: {
    'zh-TW': '我們絕不會主動聯絡詐騙受害者。',
    en: 'We never contact fraud victims first.',
  },
  neverPasswordsOrRemoteAccess: {
    'zh-TW': '我們絕不會向您索取密碼或一次性驗證碼，也絕不會要求遠端控制您的手機或電腦。',
    en: 'We never ask for your passwords or one-time codes, or for remote access to your phone or computer.',
  },
  neverPromiseRecovery: {
    'zh-TW': '沒有人能保證追回款項，包括我們在內，所以我們絕不會這樣承諾。',
    en: 'Nobody, including us, can guarantee that your money will be recovered, so we never promise it.',
  },
  onlyCourtsFreeze: {
    'zh-TW': '只有法院和主管機關能凍結或扣押款項，任何民間機構都做不到，本協會也一樣。',
    en: 'Only courts and the authorities can freeze or seize funds; no private firm can, and that includes us.',
  },
  reportingIsFree: {
    'zh-TW': '向警察機關或國家反詐騙中心報案完全免費，政府機關和警察機關受理報案或發還款項，都不會向您收費。',
    en: 'Reporting to the police or your national anti-fraud center is free, and the police and government agencies never charge to take a report or to return money.',
  },
} as const satisfies Record<string, Localized>;
