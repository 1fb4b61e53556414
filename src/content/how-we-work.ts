// The body of /how-we-work: "How is this different from a recovery scam?". The commitments are
// quoted verbatim from commitments.ts (the Terms and "Our promises" quote the same sentences);
// the steps in "report-first" follow ../shared/FACTS.md ("What to do straight away").
// Body markup: blocks separated by a blank line; '- ' bullet items, '### ' subheadings, any other
// block a paragraph. No bold, no links, no HTML.
import type { Localized } from './types.ts';
import { commitments } from './commitments.ts';
import { officialNames } from './official-names.ts';

export interface HowWeWorkSection { readonly id: string; readonly title: Localized; readonly body: Localized }

export const howWeWorkIntro: Localized = {
  'zh-TW':
    '被騙之後，接著找上您的，常常是假冒的「追款服務」，想再騙您一次。這一頁清楚寫出本協會怎麼工作、怎麼收費，以及絕不會做的事，讓您能分辨我們和他們。如果有人自稱是本協會人員，說的卻和這一頁不一樣，請先停下來查證。',
  en:
    'After a scam, the next people to contact you are often fake “recovery” services that want more of your money. This page sets out exactly how we work, what we charge and what we never do, so you can tell us apart. If someone says they are from the Association but tells you something different, stop and check.',
};

/** What people call what this page answers: shown under the title ("also called …") and
 *  searched like the title, so "refund scam" or "追回被騙的錢" finds this page. */
export const howWeWorkAlsoCalled: Localized = {
  'zh-TW': '追款詐騙、退款詐騙、追回被騙的錢、二次詐騙',
  en: 'recovery scam, refund scam, recover my money, fund recovery service',
};

export const howWeWorkSections: readonly HowWeWorkSection[] = [
  {
    id: 'free-assessment',
    title: { 'zh-TW': '第一次評估免費', en: 'Your first case assessment is free' },
    body: {
      'zh-TW': `${commitments.freeAssessment['zh-TW']}

評估時，我們會：

- 聽您說明發生了什麼事
- 看您保留的證據，例如對話、收據和帳號
- 確認您已經聯絡銀行，並向警察機關報案
- 坦白說明實際上能做什麼、不能做什麼

如果我們幫不上忙，會告訴您原因。`,
      en: `${commitments.freeAssessment.en}

In the assessment, we:

- Listen to what happened
- Look at the evidence you have kept, such as messages, receipts and account numbers
- Check that you have called your bank and reported to the police
- Explain honestly what can realistically be done, and what cannot

If we cannot help, we will tell you why.`,
    },
  },
  {
    id: 'fees',
    title: { 'zh-TW': '費用怎麼算、怎麼付', en: 'How fees work' },
    body: {
      'zh-TW': `### 什麼時候談費用

${commitments.feeInSignedAgreement['zh-TW']}

簽約之前，我們不收任何款項，也不開始任何收費工作。您可以把契約帶回家看，或先請您信任的人看過。我們不會催您簽約。

### 調查費

調查費支付的是契約中寫明的調查工作，例如追查資金流向、整理證據。它不是讓您的錢「解凍」的費用。調查費在簽約時支付，與最後能否追回無關；已付的費用不予退還，但法律另有規定者除外。

### 成功報酬

成功報酬只就實際追回的款項計算，而且要等款項回到您手中之後才收取。沒有追回，就沒有成功報酬。

### 怎麼付款

${commitments.paidToOwnAccount['zh-TW']}

如果有人要您匯到其他帳戶，請不要付款，先向我們確認。

### 和追款詐騙的「先付費」有什麼不同

- 追款詐騙要的是讓您的錢「解凍」的費用；我們的調查費，付的是契約中寫明的工作。
- 追款詐騙在沒有任何契約之前就要錢，還催您快付；我們只在免費評估之後，以雙方簽署的契約談費用。
- 追款詐騙要加密貨幣、禮物卡，或電匯到個人帳戶；我們只接受銀行轉帳，匯入契約中載明的本協會帳戶。
- 追款詐騙保證一定追得回來；我們從不保證。`,
      en: `### When fees are agreed on

${commitments.feeInSignedAgreement.en}

Before it is signed, we take no money and start no paid work. Take the agreement home, or show it to someone you trust first. We will not rush you.

### The investigation fee

It pays for the investigation work described in the agreement, such as tracing the money and organizing the evidence. It is not a fee to “release” your money. It is paid when the agreement is signed, whatever the outcome, and is not refunded unless the law requires it.

### The success fee

It is charged only on funds actually recovered, and only after they reach you. No recovery, no success fee.

### How you pay

${commitments.paidToOwnAccount.en}

If anyone asks you to pay into any other account, do not pay. Check with us first.

### How a recovery scam’s “upfront fee” is different

- A recovery scam asks for money to “release” your money. Our fee pays for work written in the agreement.
- It asks before any agreement, often in a hurry. We agree on fees only after the free case assessment, in an agreement both parties sign.
- It wants cryptocurrency, gift cards or a transfer to a personal account. We accept only a bank transfer to the Association’s own account named in the agreement.
- It guarantees results. We never do.`,
    },
  },
  {
    id: 'what-we-never-do',
    title: { 'zh-TW': '我們絕不會做的事', en: 'What we never do' },
    body: {
      'zh-TW': `- ${commitments.neverContactFirst['zh-TW']}
- ${commitments.neverPasswordsOrRemoteAccess['zh-TW']}
- ${commitments.neverPromiseRecovery['zh-TW']}
- ${commitments.neverCryptoOrReleaseFees['zh-TW']}

如果自稱本協會的人做了上面任何一件事，那就是詐騙。請停止聯絡，向警察機關報案，並透過本網站上的聯絡方式向我們查證。`,
      en: `- ${commitments.neverContactFirst.en}
- ${commitments.neverPasswordsOrRemoteAccess.en}
- ${commitments.neverPromiseRecovery.en}
- ${commitments.neverCryptoOrReleaseFees.en}

If someone who says they are from the Association does any of the things listed above, it is a scam. Stop all contact, report it to the police, and check with us using the contact details on this website.`,
    },
  },
  {
    id: 'only-courts-freeze',
    title: { 'zh-TW': '只有法院和主管機關能凍結款項', en: 'Only courts and the authorities can freeze funds' },
    body: {
      'zh-TW': `${commitments.onlyCourtsFreeze['zh-TW']}

我們實際上做的是：

- 協助您整理證據：時間軸、轉帳紀錄、對話、帳號和網址
- 與您的銀行合作，請求止付、撤回或凍結這筆轉帳
- 與您的律師和警察機關合作，準備他們和法院需要的文件

最後由銀行、主管機關和法院決定，不是由我們決定。`,
      en: `${commitments.onlyCourtsFreeze.en}

What we actually do:

- Help you document the evidence: a timeline, transfer records, messages, account numbers and web addresses
- Work with your bank on requests to stop, recall or freeze the transfer
- Work with your lawyer and the police, and prepare the documents they and the courts need

The decisions are made by banks, the authorities and the courts, not by us.`,
    },
  },
  {
    id: 'check-it-is-us',
    title: { 'zh-TW': '如何確認真的是我們', en: 'How to check it is really us' },
    body: {
      'zh-TW': `- 我們不會主動打電話給您。如果您沒有先聯絡我們，卻有人自稱本協會打來，請直接掛斷。
- 請用本網站上的聯絡方式，自己回撥確認，不要用對方給的電話或連結。即使您已經是我們的客戶，有疑慮時也請這樣做。
- 請確認瀏覽器顯示的是本網站自己的網址。詐騙者會抄襲名稱和標誌，也會用很像的網址。
- 本協會的登記資料，查證無誤後會公布在本網站上。本網站沒有公布的登記號碼或證書，請不要相信。`,
      en: `- We never call you first. If you have not contacted us and someone calls saying they are from the Association, hang up.
- Call us back at the number in the contact details on this website, never at a number or link the caller gives you. Do this even if you are already our client.
- Check that the web address is this website’s own domain. Scammers copy names and logos, and use look-alike addresses.
- Our registration details will be published on this website once verified. Do not trust any registration number or certificate for us that is not shown here.`,
    },
  },
  {
    id: 'report-first',
    title: { 'zh-TW': '先找銀行、先報案', en: 'Report to your bank and the police first' },
    body: {
      'zh-TW': `在委任任何人之前，包括本協會，請先做這幾件事，而且都不用花錢：

- 立刻打給您的銀行或支付業者，要求止付、撤回或凍結這筆轉帳。
- 保留證據：截圖、對話、收據、帳號和網址。
- 向警察機關或國家反詐騙中心報案，並保留案件編號。在臺灣，請撥打 ${officialNames.tw165Hotline['zh-TW']}。
- 保護您的帳戶：更改密碼、開啟兩步驟驗證，留意不明的交易。
- 停止和詐騙者的一切聯絡。

${commitments.reportingIsFree['zh-TW']}

11 個國家與地區的官方報案管道，請見「報案管道」頁面。`,
      en: `Before you engage anyone, including us, do these things first. They cost nothing:

- Call your bank or payment provider now, and ask it to stop, recall or freeze the transfer.
- Keep the evidence: screenshots, messages, receipts, account numbers and web addresses.
- Report to the police or your national anti-fraud center, and keep the case number. In Taiwan, call the ${officialNames.tw165Hotline.en}.
- Secure your accounts: change your passwords, turn on two-step verification and watch for unknown transactions.
- Stop all contact with the scammer.

${commitments.reportingIsFree.en}

The Where to Report page lists the official channels in the 11 countries and regions we serve.`,
    },
  },
];
