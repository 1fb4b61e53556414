// Blog article 4: business email compromise and how companies can prevent it (zh-TW and English).
// The author is a fictional sample person; the safety advice follows ../shared/FACTS.md.
import type { Article } from '../types.ts';

export const article4: Article = {
  id: 4,
  title: {
    'zh-TW': '商業電子郵件詐騙：企業是怎麼被騙匯款的',
    en: 'Business email compromise: how companies are tricked into paying',
  },
  excerpt: {
    'zh-TW': '一封看似來自老闆或供應商的信，就可能讓公司把貨款匯進詐騙者的帳戶。本文說明常見手法、付款要求中的警訊，以及簡單有效的內部控管。',
    en: 'One email that seems to come from a boss or a supplier can send a company payment straight to a criminal. This article explains the common methods, the warning signs in a payment request, and simple controls that work.',
  },
  content: {
    'zh-TW': `「商業電子郵件詐騙」（Business Email Compromise，簡稱 BEC）手法並不複雜，後果卻可能非常嚴重。詐騙者假冒公司信任的人，例如老闆、供應商或律師，要求付款，錢就匯進了詐騙者控制的帳戶。很多時候，要等到真正的供應商來催款，公司才發現出事。

BEC 不需要病毒，也不需要高深的駭客技術。它利用的是日常的工作習慣：看到熟悉的名字就放心、收到信就想趕快處理、主管交代的事不好意思多問。也正因為如此，最有效的防線，同樣是日常的工作習慣，只是要確實做到。

## 常見手法

### 假老闆

一封看起來來自董事長或總經理的信，要求財務人員緊急、保密地匯出一筆款項，理由可能是併購案、新的供應商或法律和解。寄件人說自己正在開會或出差，不方便接電話。也有的是要您先代墊買禮物卡，說是要送給客戶或員工。

### 供應商「更換帳戶」

往來多年的供應商來信，說公司的收款帳戶換了，附上更新後的請款單或發票。文件看起來完全沒問題，因為往往就是拿真的文件修改而成。原本該付給供應商的錢，從此進了詐騙者的帳戶。

### 信箱被入侵

許多案例中，詐騙者已經入侵了真正的電子郵件帳號，可能是貴公司的，也可能是供應商的，通常是透過假的登入頁面騙到密碼。他們會先潛伏一段時間，讀過往的信件，摸清楚誰付錢給誰、什麼時候付，再挑準時機，直接在真實的往來信件裡插話。因為信是從真正的信箱寄出，外觀上幾乎看不出破綻。

### 相似的網域

如果沒有入侵成功，詐騙者會註冊和真網域只差一兩個字母的網址，或只改寄件人的顯示名稱，把真正的寄件地址藏起來。用手機看信時，這些差異特別容易漏看。

### 其他變形

詐騙者也會冒充處理機密案件的律師、要求人資部門更改員工的薪資帳戶，或索取員工的報稅資料，日後拿來做其他詐騙。現在有些詐騙者還會再打一通電話，甚至發起視訊會議，用仿造的聲音或影像，讓要求顯得更真實。

### 購屋和其他大額款項

不只企業，個人在買房或支付大筆訂金時，也可能在期限前收到看似來自代書、律師或仲介的信，說匯款帳戶「更新」了。請務必用自己另外查到、原本就知道的電話，向認識的人確認付款資訊。

## 為什麼這麼容易得逞

詐騙者常會先做功課。公司網站、新聞稿、徵才訊息和社群貼文，都可能透露財務部門由誰負責、公司和哪些供應商往來、老闆什麼時候出國。他們也會挑忙碌的時間下手，例如季底結帳、連假前、週五傍晚，或是平常負責把關的主管正好出差的時候。

這些信所施加的壓力，在職場上看起來再正常不過：主管請您幫忙、期限就快到了、要處理的事看起來像例行公事。沒有人想當那個耽誤重要交易的員工。這正是為什麼查證必須是一條規則，而不是讓員工在壓力下自己判斷。

中小企業同樣是目標。人手較少，能互相核對的人不多，有時從收發票到匯款，都由同一個人一手包辦。

## 付款要求中的警訊

只要出現下面任何一項，就值得停下來查證：

- 要求更改收款帳戶，尤其是改成其他國家的帳戶，或戶名和供應商的公司名稱不同。
- 很急：今天一定要匯、要趕在期限前、下班前一定要處理好。
- 要保密：「先不要跟任何人說」，或要求跳過平常的核准流程。
- 打電話找不到人，或信裡附上一支新的電話號碼。
- 寄件地址、回覆地址或簽名檔有細微的不同。
- 用字、稱呼或寄信的時間，和這個人平常的習慣不一樣。
- 要求和職務不相符，例如總經理直接找基層員工幫忙買禮物卡。

## 預防的做法

### 用另一個管道確認

單一最有效的控管措施，是任何新的付款指示或帳戶變更，都要打電話向對方確認，而且要用公司原本存檔的電話號碼。不要用要求付款的那封信裡的電話、連結或聯絡人。如果那封信來自被入侵的信箱，直接回信只會回到詐騙者手上。

### 付款要兩個人核准

訂定明確的規則：新增收款對象、變更收款帳戶、超過一定金額的付款，都必須由第二個人核准。並且說清楚，這條規則適用於每一個人，包括最高主管；任何人照規則查證，都不會被責怪。

### 帳戶變更要有流程

把帳戶變更當成正式的申請，而不是一般的往來信件。記錄是誰提出、怎麼查證、由誰核准。有些公司對新帳戶的第一筆付款會暫緩幾天，或先匯一小筆金額，再打電話請供應商確認收到。

### 保護電子郵件帳號

- 所有電子郵件帳號都開啟兩步驟驗證，特別是財務、主管和秘書助理。
- 定期檢查信箱有沒有被設定自動轉寄或隱藏信件的規則，詐騙者常用這一招避免被發現。
- 請資訊人員或委外廠商設定電子郵件驗證機制（SPF、DKIM 和 DMARC），讓別人不容易冒用公司網域寄信。
- 外部寄來的信，在主旨或內文上方加上明顯的標示。
- 可以考慮把公司網域常見的拼錯版本也先註冊起來。

### 事先教育、事先約定

用貼近真實的例子，讓員工了解 BEC 是怎麼運作的。事先約定主管如果真的需要緊急付款，會透過什麼方式提出，其他管道來的要求，一看就知道有問題。也要讓供應商和客戶知道：我們的收款帳戶絕不會只靠一封信就更改，並和他們約定日後如果要變更，雙方怎麼互相確認。

## 如果款項已經匯出

時間很關鍵。銀行越早處理，越有機會在錢被轉走之前攔下來，但沒有人能保證結果。

- 立刻打電話給銀行，請銀行攔截、撤回或凍結這筆匯款，並聯絡收款銀行。先準備好匯款明細、日期、金額和收款帳號。
- 保留證據。不要刪除信件，連同完整的郵件標頭一起保存，也保留發票、付款紀錄和對方用過的電話號碼。資訊人員可以協助保存系統紀錄。
- 向警方或國家級反詐騙中心報案，並留下案件編號。報案是免費的。
- 保護帳戶安全。重設受影響信箱的密碼、開啟兩步驟驗證、刪除不明的轉寄規則，並檢查有沒有其他異常活動。
- 停止和詐騙者往來。不要回覆假信件，也不要讓對方知道您已經發現。
- 透過原本就知道的聯絡方式，通知被冒用名義的供應商或合作夥伴。他們的信箱可能已經被入侵，其他客戶也可能成為下一個目標。
- 如果公司有可能適用的保險，通知保險公司；事後也要檢討整個過程，把漏洞補起來。

### 可以向哪裡報案

本協會服務的 11 個國家與地區，各自的官方報案電話與網站，都整理在本網站的「報案管道」頁，本文最後也附有連結。

## 如果是同事匯出的款項

把錢匯出去的同事，並不是罪犯，而是被擅長騙人的人騙了。如果員工擔心被責怪，可能會把錯誤藏上好幾個小時甚至好幾天，而那正是最需要把握的時間。對及早通報的人表示感謝，事後檢討的重點放在流程，而不是個人。

## 損失之後，也要提防

蒙受損失的公司，可能會接到聲稱能幫忙追回款項的聯絡，對方有時自稱律師、追款公司或政府人員。沒有人能保證追回款項。警方和政府機關受理報案、返還款項都不收費，也只有法院和政府機關能凍結或扣押資金。凡是要求先付手續費、「稅金」或保證金，尤其要用虛擬貨幣、禮物卡或電匯支付，或是索取網路銀行密碼、要求遠端操作公司電腦的人，都要特別提防。

## 讓查證成為習慣

BEC 之所以得逞，常常是因為員工覺得自己不方便質疑。最強的保護，是一個把查證視為理所當然的職場：查證的人會被肯定，永遠不會被責怪。用原本存檔的號碼打一通兩分鐘的電話確認，幾乎沒有成本。讓它成為每個人的習慣。`,
    en: `Business email compromise, or BEC, is a simple fraud with serious consequences. A criminal pretends to be someone a company trusts, such as a boss, a supplier or a lawyer, and asks for a payment. The money goes to an account the criminal controls. Often, nobody notices until the real supplier asks why its invoice has not been paid.

BEC does not need malware or advanced hacking. It relies on ordinary business habits: trusting familiar names, answering email quickly, and wanting to help senior people. That is also why the best defenses are ordinary business habits, applied every time.

## How the fraud works

### The fake boss

An email appears to come from the CEO or another senior manager. It asks someone in finance to make an urgent, confidential transfer, perhaps for an acquisition, a new supplier or a legal settlement. The sender says they are in a meeting or traveling and cannot talk. Sometimes the request is for gift cards, supposedly for clients or staff.

### The supplier with new bank details

A message arrives from a regular supplier saying its bank account has changed, with an updated invoice attached. The invoice looks right because it is often based on a real one. Payments that should go to the supplier now go to the criminal.

### The hijacked mailbox

In many cases the criminal has broken into a real email account, at your company or at a supplier, usually by stealing the password through a fake login page. They read past conversations quietly, learn who pays whom and when, and then step into a real thread at the right moment. Because the email comes from the genuine address, it can pass every visual check.

### The lookalike address

Where there is no break-in, criminals register domain names that differ from a real one by a letter or two, or use a display name that hides the real address. On a phone screen, these differences are easy to miss.

### Other variations

Criminals also pose as lawyers handling confidential matters, ask HR to change an employee's salary account, or request copies of staff tax records for later fraud. Some now follow up with a phone call, or even a video call, using a cloned voice or image to make the request seem real.

### Property and other large one-off payments

It is not only companies. People buying a home or paying a large deposit can receive emails that seem to come from their lawyer, agent or escrow company, with “updated” payment details just before a deadline. Always confirm payment details by phone with someone you know, using a number you found yourself.

## Why it works so well

Criminals often research their targets first. Company websites, press releases, job posts and social media can show who runs the finance team, which suppliers a company uses, and when the boss is away. Requests are often timed for busy moments: the end of a quarter, just before a holiday, late on a Friday, or when the manager who would normally check is traveling.

The messages also use pressure that feels normal at work. A senior person asks for help, a deadline is close, and the task looks like routine administration. Nobody wants to be the employee who delayed an important deal. This is why verification has to be a rule, not a personal judgment made under pressure.

Small and medium-sized firms are targets too. They may have fewer people to check payments, and one person may handle an invoice from arrival to payment.

## Warning signs in a payment request

Any one of these is a reason to pause and verify:

- A change of bank details, especially to an account in a different country or in a name that does not match the supplier.
- Urgency: the payment must go out today, before a deadline, or before the end of business.
- Secrecy: “do not discuss this with anyone,” or a request to skip the usual approval.
- The sender cannot be reached by phone, or gives a new phone number in the email.
- Small changes in the email address, the reply-to address or the signature.
- A writing style, greeting or time of sending that does not fit the person.
- A request that is unusual for the role, such as a CEO asking a junior employee directly to buy gift cards.

## Controls that prevent it

### Verify through a separate channel

The most effective single control is to confirm any new payment instruction or change of bank details by calling the person at a number you already have on file. Do not use the phone number, link or contact given in the email that makes the request. If that email was sent from a hijacked account, replying to it only reaches the criminal.

### Require two people for payments

Set a clear rule that new payees, changes of bank details, and payments above a set amount need approval by a second person. Make it clear that the rule applies to everyone, including the most senior managers, and that nobody will be blamed for following it.

### Handle bank detail changes as a process

Treat a change of bank details as a formal request, not a routine email. Record who asked, how it was verified and who approved it. Some companies also hold the first payment to new details for a few days, or send a small test amount that the supplier confirms by phone.

### Protect email accounts

- Turn on two-step login for all email accounts, especially in finance, management and executive support.
- Check regularly for mailbox rules that forward or hide messages. Criminals often set these up to stay unseen.
- Ask your IT staff or provider to set up email authentication (SPF, DKIM and DMARC), so that others cannot easily send email that appears to come from your domain.
- Mark email from outside the company with a visible banner.
- Consider registering common misspellings of your own domain.

### Train and agree in advance

Show staff how BEC works, using realistic examples. Agree in advance how senior managers will request urgent payments, so that any other route is clearly suspicious. Include suppliers and customers: tell them your bank details will never change by email alone, and agree how you will confirm any change with each other.

## If a payment has already gone out

Time matters. The sooner the bank acts, the better the chance of stopping the money before it moves on, although nobody can guarantee the outcome.

- Call your bank right away. Ask it to stop, recall or freeze the transfer, and to contact the receiving bank. Have the transfer details ready: date, amount and receiving account.
- Keep the evidence. Do not delete the emails. Save them with full headers, along with invoices, payment records and any phone numbers used. Your IT staff can help preserve system logs.
- Report to the police or your national center and keep the case number. Reporting is free.
- Secure your accounts. Reset passwords on the affected email accounts, turn on two-step login, remove unknown forwarding rules, and check for other unusual activity.
- Stop contact with the criminal. Do not reply to the fake emails or let them know you have noticed.
- Tell the supplier or partner whose name was used, through a contact you already know. Their mailbox may be compromised, and other customers may be targeted next.
- Contact your insurer if you have coverage that may apply, and review what happened so that the gap is closed.

### Where to report

The official reporting lines and websites of the 11 countries and regions the Association serves are listed on the Where to Report page, linked at the end of this article.

## If an employee made the payment

The person who sent the money is not the criminal. They were deceived by someone skilled at deceiving. If staff fear blame, they may hide a mistake for hours or days, which is exactly when acting matters most. Thank people who report quickly, and focus the review on the process, not the person.

## Be careful after the loss

Companies that have lost money may be contacted by people who claim they can get it back, sometimes posing as lawyers, recovery firms or officials. Nobody can guarantee recovery. The police and government agencies never charge to take a report or to return money, and only courts and authorities can freeze or seize funds. Be wary of anyone who asks for an upfront fee, “taxes” or a deposit, especially in cryptocurrency, gift cards or by wire, or who asks for banking passwords or remote access to your systems.

## Make checking normal

BEC succeeds when an employee feels unable to question a request. The strongest protection is a workplace where checking is expected, thanked and never punished. A two-minute call to a number you already have costs almost nothing. Make it a habit for everyone.`,
  },
  author: { 'zh-TW': '王建宏', en: 'Wang Chien-hung' },
  authorTitle: { 'zh-TW': '企業安全法律顧問', en: 'Corporate Security Counsel' },
  date: '2024-01-25',
  updated: '2026-11-23',
  readTime: 7,
  category: 'enterprise-security',
  tags: [
    { 'zh-TW': '商業電子郵件詐騙', en: 'Business email compromise' },
    { 'zh-TW': '企業資安', en: 'Corporate security' },
    { 'zh-TW': '付款控管', en: 'Payment controls' },
    { 'zh-TW': '供應商詐騙', en: 'Invoice fraud' },
  ],
  featured: false,
};
