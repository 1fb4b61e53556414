// Blog article 2: how to spot a fake investment platform (zh-TW and English).
// The author is a fictional sample person; the safety advice follows ../shared/FACTS.md.
import type { Article } from '../types.ts';
import { officialNames } from '../official-names.ts';

export const article2: Article = {
  id: 2,
  title: {
    'zh-TW': '如何識破假投資平台',
    en: 'How to spot a fake investment platform',
  },
  excerpt: {
    'zh-TW': '假投資平台的網站和 App 做得很專業，帳面上天天獲利，直到您想出金的那一天。本文整理常見警訊、投資前該查證的事，以及已經匯款時該怎麼做。',
    en: 'Fake investment platforms can look professional and show steady profits, until you try to withdraw. Here are the warning signs, the checks worth making before you invest, and what to do if you have already paid.',
  },
  content: {
    'zh-TW': `假投資平台，是刻意做成正規交易服務模樣的網站或 App。畫面上有走勢圖、帳戶餘額，還有每天跳動的獲利，但這些數字都不是真的。您匯出去的錢，在匯款那一刻就進了詐騙集團的口袋；平台存在的目的，只是讓您繼續匯更多。

這類平台一開始往往很難分辨。介面精緻，有線上客服，還有看起來很正式的公司簡介和營業執照圖片。這些都是設計好的。好消息是，它們背後的套路非常固定，只要看懂了，就不難識破。

## 多數人是怎麼被帶進去的

很少有人是自己找到假平台的，通常是有人一路帶路。常見的管道包括：

- 在社群網站、通訊軟體或交友 App 上主動攀談的陌生人，聊了一陣子之後，不經意提起自己靠投資賺了不少。
- 被拉進 LINE 等投資群組，裡面有「老師」、「分析師」、「助理」帶盤，其他成員天天貼出獲利截圖。
- 冒用名人姓名或照片的廣告和貼文，宣稱有「不外流」的操作方法。
- 自稱知名金融機構員工的人私訊您，說可以讓您參加內部專案。

很多時候，群組裡的其他成員和上台分享的「學員」，本身就是詐騙集團的一分子。

## 平台本身的警訊

### 報酬太高、太穩

真正的投資有漲有跌。如果平台天天顯示高額獲利，幾乎不曾虧損，就要提高警覺。「保證獲利」、「穩賺不賠」、「零風險」這類說法，也都是警訊。

### 官方商店找不到這個 App

對方要您點連結下載、安裝來路不明的檔案，或透過測試版程式安裝，而不是從手機內建的官方應用程式商店下載。也有些「平台」只是一個網址，由對方私下傳給您。

### 先讓您小賺、小領一次

很多假平台會讓您第一次小額出金順利到帳，有時還會先送一筆「體驗金」。這是為了取得您的信任，讓您放心投入更大的金額。能領出一小筆錢，不代表平台是真的。

### 入金帳戶是個人帳戶，或一直換

對方要您匯到個人名義的帳戶，每次給的帳號都不一樣，或是叫您先買虛擬貨幣，再轉到指定的錢包地址。合法業者不會要您把錢匯進陌生人的個人帳戶。

### 想出金，就冒出新的費用

這是最明顯的警訊。當您想把獲利領出來時，對方說要先繳稅金、保證金、解凍費，或是再存一筆錢「驗證身分」。也可能突然說您的帳戶違規，被凍結了。付了錢，並不會讓錢放出來，只會換來下一筆費用。平台上的客服和群組裡的老師，其實是同一批人，向客服求助，只會聽到另一套要您付錢的說法。

### 一直催您，又要您保密

「名額今天截止」、「再加碼就能升級 VIP」、「不要跟家人或銀行講」，這些話都是為了不讓您有時間想清楚。真心想幫您投資的人，不會介意您多花點時間確認，或問問別人的意見。

## 投資前，花幾分鐘查證

以下這些檢查都不費時，卻可能讓您免於損失。

- 到金融主管機關的官方網站，查詢這家公司有沒有合法執照。請自己搜尋官方網站，不要點對方給的連結。
- 核對平台網址和主管機關登記的網址是否完全相同。假網站常常只改一兩個字母，冒充真公司。
- 把平台名稱加上「詐騙」、「出金」等關鍵字搜尋看看。
- 入金之前，先問清楚怎麼出金、要付哪些費用。
- 找一位不在群組裡、您信任的人聊聊。多一個人的意見，就是很好的防線。
- 心裡有疑慮，可以直接打 ${officialNames.tw165Hotline['zh-TW']}問問看。人在香港的話，可以用「防騙視伏器」（Scameter），在 cyberdefender.hk 查詢可疑的網站和帳戶。

如果您想查證時，對方開始不耐煩或不高興，這本身就是答案。

## 如果已經匯款了

很多人是在出金被卡住的那一刻，才發現不對勁。如果您正處在這個狀況，請記得：這種事每天都發生在細心、聰明的人身上。現在最重要的，是接下來怎麼做。不要因為不好意思而拖延，越早讓銀行和警方知道，能處理的空間通常越大。

- 停止付款。不要為了「解凍」再繳任何稅金或手續費，錢不會因此領出來。
- 立刻打電話給銀行或支付業者，請對方攔截、撤回或凍結這筆轉帳。
- 保留證據：平台畫面和餘額截圖、對話紀錄、匯款收據、帳號、錢包地址和網址。就算很想刪，也請先不要刪除對話。
- 向警方或國家級反詐騙中心報案，並留下案件編號。報案是免費的。
- 保護您的帳戶：更改密碼、開啟兩步驟驗證，留意有沒有不明交易。
- 停止和對方聯絡。他們可能會編出新的說法，讓您繼續投入。

### 可以向哪裡報案

- 臺灣：撥打 ${officialNames.tw165Hotline['zh-TW']}，緊急狀況請撥 110。
- 香港：${officialNames.hkAntiScamHelpline['zh-TW']} 18222，緊急狀況請撥 999。
- 新加坡：${officialNames.sgScamShieldHelpline['zh-TW']} 1799。
- 馬來西亞：先打給銀行，或撥打${officialNames.myNsrc['zh-TW']} 997，再向警方報案。
- 美國：聯邦調查局${officialNames.usIc3['zh-TW']} ic3.gov，以及${officialNames.usFtc['zh-TW']} reportfraud.ftc.gov。
- 加拿大：先向當地警方報案，再聯絡${officialNames.caCafc['zh-TW']} 1-888-495-8501。
- 澳洲：${officialNames.auReportCyber['zh-TW']}（cyber.gov.au）及 ${officialNames.auScamwatch['zh-TW']}（scamwatch.gov.au）。
- 其他地區：請向當地警方報案。

## 小心第二次詐騙

損失發生後，有些人會接到聲稱能幫忙追回款項的聯絡。對方可能自稱律師、追款公司或政府單位，甚至對您的案情瞭若指掌。請務必小心。

- 沒有人能保證追回被騙的錢。
- 自稱和警方、聯邦調查局或主管機關合作追款的民間公司，就是警訊。只有法院和政府機關能凍結或扣押資金。
- 政府機關和警方受理報案、返還款項，從來不收費。
- 凡是要您先付手續費、「稅金」或保證金，尤其要求用虛擬貨幣、禮物卡或電匯支付，或是要您提供網路銀行密碼、讓他遠端操作您的手機或電腦，都不是在幫您。

想知道自己的狀況該怎麼處理，請先找警方或國家級反詐騙中心。這不用花錢，也能讓您的案件留下正式紀錄。`,
    en: `A fake investment platform is a website or app built to look like a real trading service. It shows you charts, balances and profits. But the numbers on the screen are not real. Your money went to the people running the scam the moment you sent it, and the platform exists to make you send more.

At first glance, these platforms can be hard to tell apart from real ones. The design is polished, there is a customer-service chat, and there may be an official-looking company profile and license images. That is on purpose. The good news is that the pattern behind them is very consistent. Once you know it, it is much easier to see.

## How people usually end up on one

Few people find a fake platform on their own. Someone leads them there. Common routes include:

- A stranger who starts chatting with you on social media, a messaging app or a dating app, and after a while mentions how much they earn from investing.
- An invitation to an investment group run by a “teacher,” “analyst” or “assistant,” where other members post screenshots of their gains every day.
- An ad or post that uses a famous person's name or face to promote a “secret” strategy.
- A private message from someone who says they work for a well-known financial firm and can give you access to a special product.

In many cases, the other members of the group and the “satisfied clients” are part of the scam.

## Warning signs on the platform itself

### Returns that are too good and too steady

Real investments go up and down. A platform that shows high profits every day, with almost no losses, is a warning sign. So is any promise of guaranteed returns or “no risk.”

### You cannot find it in an official app store

You are asked to install the app through a link, a downloaded file, or a testing program, rather than your phone's normal app store. Or the “platform” is only a website whose address was sent to you privately.

### A small early win

Many fake platforms let a first small withdrawal go through, or give you a “bonus” to start. This builds trust, so that you feel safe putting in larger amounts. Being able to take out a small sum does not prove a platform is real.

### Deposits go to personal or changing accounts

You are told to transfer money to an individual's bank account, to a different account each time, or to buy cryptocurrency and send it to a wallet address. A licensed firm does not ask you to pay into a stranger's personal account.

### Withdrawals come with new fees

This is the clearest sign of all. When you try to take out your profits, you are told you must first pay a tax, a “margin,” an unlocking fee, or a deposit to prove your identity. Or your account is suddenly “frozen” for breaking a rule you never heard of. Paying does not release the money. It only leads to the next fee. The platform's customer service is run by the same people, so asking it for help only brings another reason to pay.

### Pressure and secrecy

You are told the offer closes today, that you must add more to reach a “VIP level,” or that you should not tell your family or your bank. Someone who really wants to help you invest will not mind you taking time or asking others.

## What to check before you invest

None of these checks takes long, and each one can prevent a loss.

- Look up the company in your financial regulator's official register. Go to the regulator's website yourself; do not use a link the contact sent you.
- Check that the platform's web address matches the one on the register exactly. Fake sites often copy real company names with small changes.
- Search the platform's name together with words like “scam” or “withdrawal.”
- Ask how you would withdraw money, and what it would cost, before you put any in.
- Talk to someone you trust who is not part of the chat group. A second opinion is one of the best defenses.
- If you are unsure, call your local anti-fraud hotline and ask. In Taiwan, that is 165. In Hong Kong, the Scameter checker on cyberdefender.hk lets you look up suspicious websites and accounts.

If a contact becomes impatient or upset when you want to check, treat that as an answer in itself.

## If you have already sent money

Many people only realize something is wrong when a withdrawal is blocked. If this is where you are, please know that it happens to careful, intelligent people every day. What matters now is what you do next. Do not wait because you feel embarrassed. The sooner your bank and the police know, the more can usually be done.

- Stop paying. Do not send the “tax” or “fee” to release your balance. It will not be released.
- Call your bank or payment provider right away. Ask it to stop, recall or freeze the transfer.
- Keep the evidence: screenshots of the platform and your balance, chat logs, transfer receipts, account numbers, wallet addresses and web addresses. Do not delete the chats, even if you want to.
- Report to the police or your national center, and keep the case number. Reporting is free.
- Secure your accounts. Change your passwords, turn on two-step login, and watch for transactions you do not recognize.
- Stop contact with the scammers. They may try to keep you engaged with new stories.

### Where to report

- Taiwan: the ${officialNames.tw165Hotline.en} (110 in an emergency).
- Hong Kong: the ${officialNames.hkAntiScamHelpline.en} 18222 (999 in an emergency).
- Singapore: the ${officialNames.sgScamShieldHelpline.en} 1799.
- Malaysia: call your bank or the ${officialNames.myNsrc.en} at 997 first, then make a police report.
- United States: the FBI's ${officialNames.usIc3.en} at ic3.gov, and the FTC at reportfraud.ftc.gov.
- Canada: your local police, then the ${officialNames.caCafc.en} at 1-888-495-8501.
- Australia: ${officialNames.auReportCyber.en} at cyber.gov.au, and ${officialNames.auScamwatch.en} at scamwatch.gov.au.
- Elsewhere: your local police.

## Watch out for the second scam

After a loss, some people are contacted by someone offering to get their money back. They may say they are a lawyer, a recovery service or a government office, and they may already know details of your case. Be very careful.

- Nobody can guarantee that lost money will be recovered.
- A private firm that claims to work with the police, the FBI or a regulator to recover your money is a red flag. Only courts and authorities can freeze or seize funds.
- Government agencies and the police never charge to take a report or to return money.
- Anyone who asks for an upfront fee, “taxes” or a deposit, especially in cryptocurrency, gift cards or by wire, or who asks for your banking passwords or remote access to your device, is not helping you.

If you want advice on your situation, start with the police or your national center. It costs nothing, and it puts your case on record.`,
  },
  author: { 'zh-TW': '陳志明', en: 'Chen Chih-ming' },
  authorTitle: { 'zh-TW': '資深反詐騙顧問', en: 'Senior Anti-Fraud Advisor' },
  date: '2024-02-08',
  updated: '2026-11-23',
  readTime: 5,
  category: 'anti-fraud-guide',
  tags: [
    { 'zh-TW': '投資詐騙', en: 'Investment fraud' },
    { 'zh-TW': '詐騙警訊', en: 'Warning signs' },
    { 'zh-TW': '假投資 App', en: 'Fake trading apps' },
    { 'zh-TW': '防詐知識', en: 'Scam prevention' },
  ],
  featured: false,
};
