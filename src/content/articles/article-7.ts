// Blog article 7: anti-money-laundering rules and what they mean for ordinary people (zh-TW and English).
// The author is a fictional sample person; the safety advice follows ../shared/FACTS.md.
import type { Article } from '../types.ts';

export const article7: Article = {
  id: 7,
  title: {
    'zh-TW': '洗錢防制新規：改了什麼，和您有什麼關係',
    en: 'Anti-money-laundering rules: what changed and what it means for you',
  },
  excerpt: {
    'zh-TW': '銀行和加密貨幣轉帳的查核越來越嚴格，有時讓人覺得麻煩，卻也是攔阻詐騙的重要防線。本文說明這些規定要求銀行和交易所做什麼，以及為什麼絕對不要出借或出售自己的帳戶。',
    en: 'Stricter checks on bank and crypto transfers can feel like a nuisance, but they also help stop scams. Here is what the rules ask of banks and exchanges, and why you should never lend or sell your account.',
  },
  content: {
    'zh-TW': `最近如果您辦過比較大筆的轉帳，可能會發現要回答的問題變多了。銀行行員會問這筆錢的用途，加密貨幣交易所會問您要轉去的錢包是誰的。有些人覺得很麻煩，甚至有詐騙集團會跟受害者說，銀行問東問西就是「不想讓你賺錢」。事實上，這些查核是全球共同打擊犯罪資金流動的一環，也是保護您的一道防線。

這篇文章說明洗錢防制規定背後的基本概念、近幾年有哪些改變，以及這些改變和一般人有什麼關係。各國法律不盡相同，我們只談普遍適用的原則；如果需要針對個人狀況的建議，請諮詢您所在地的專業律師。

## 什麼是洗錢

洗錢，就是把犯罪得來的錢，包裝成看起來來源合法的錢。對詐騙集團來說，這是不可或缺的一步。騙到的錢如果沒有經過轉移、混入其他資金，再用隱藏來源的方式領出來，對他們其實沒什麼用處。

所以詐騙和洗錢密不可分。每一起騙錢的詐騙，都需要有地方收錢、有管道轉錢、有辦法把錢領出來。洗錢防制規定的目的，就是在每一個環節設下關卡。

## 國際共同的標準

多數國家的洗錢防制規定，都是以「防制洗錢金融行動工作組織」（FATF）訂定的國際標準為基礎。FATF 是打擊洗錢和資助恐怖主義的跨政府組織。這些標準本身不是法律，但各國承諾把它們納入本國法規，並定期接受同儕相互評鑑，檢視執行成效。

對一般使用者來說，其中有兩個觀念最重要。

### 認識您的客戶

銀行、支付業者和許多其他業者，都必須確認客戶的身分，也就是常說的「認識你的客戶」（KYC）。這包括核對身分證件、確認聯絡方式，某些帳戶還會詢問資金來源或開戶目的。這些確認不是開戶時做一次就結束，帳戶的使用情況有變化時，業者也可能重新確認。

正因為有 KYC，一個帳戶通常才能連結到真實的人。當被騙的錢流入某個帳戶，開戶時留下的資料，就是調查人員查出帳戶由誰控制的關鍵。

### 監控與申報

金融機構也必須留意異常交易，並把可疑交易向國家指定的機關申報。什麼叫異常，要看客戶本身的狀況，但常見的跡象包括：突然出現大額轉帳、錢一進帳戶馬上被轉走，以及匯款給曾被通報涉及詐騙的帳戶。

## 改了什麼：虛擬資產與旅行規則

過去很長一段時間，加密貨幣業者大多不在這些規範之內，這幾年情況已經改變。從 2019 年起，FATF 的標準正式涵蓋虛擬資產，以及經營虛擬資產業務的業者，例如交易所和部分錢包服務商。各國陸續把這些業者納入監理，要求登記或取得執照、執行 KYC，並申報可疑交易。

其中最常被提到的，是「旅行規則」（Travel Rule）。銀行的跨行電匯，一向有國際標準要求匯款人和收款人的資訊必須隨著款項一起傳遞。FATF 把同樣的概念延伸到虛擬資產：當客戶從一家受監理的業者轉幣到另一家，轉出的業者應該蒐集並傳送轉出人與收款人的資訊。

各國實施旅行規則的進度和細節不一樣，您實際會遇到什麼，取決於您和交易所所在的地方。不過實務上，很多使用者已經注意到：

- 提領前，交易所要求填寫收款人的姓名。
- 交易所詢問目標錢包是您自己的，還是其他個人或公司的。
- 轉到某些地址的提領，會因為交易所審查而延遲。
- 來源不明的入金，要先回答問題才能動用。

這些步驟的確比較麻煩，但也代表詐騙資金在交易所之間移動時，會留下更完整的紀錄，對調查很有幫助。

如果交易所詢問錢包歸屬或收款人資料，請照實填寫。要是有人教您在這些欄位填假資料，或叫您謊稱錢包是自己的，這本身就是一個警訊。

## 為什麼銀行會攔下或詢問您的轉帳

銀行依法有防制詐騙和洗錢的責任，而且也不希望客戶的積蓄被騙走。所以當一筆轉帳看起來不尋常，銀行可能會暫緩處理、打電話給您，或請您到分行說明。在臺灣，客戶要臨櫃提領或匯出較大筆的金額時，行員常會進行「關懷提問」，如果懷疑是詐騙，也可能通報警方到場協助。

詐騙集團很清楚這一點，所以常常事先教受害者怎麼回答：跟銀行說是要裝潢房子、給家人的錢，或是買車。他們也可能警告您「行員不可信」。只要有人教您對銀行說謊，這就是最明顯的詐騙警訊之一。

如果您的轉帳被銀行攔下，不妨把它當成停下來確認的機會，照實回答。如果不確定收款的人是否可信，可以請銀行協助確認，或打電話給警方、所在國家的反詐騙中心。在臺灣，請撥 165。

有些時候，銀行沒辦法清楚告訴您帳戶或交易為什麼被限制。許多國家禁止金融機構向客戶透露已經申報可疑交易。這不是銀行故意刁難，而是法律上的限制。

## 人頭帳戶：幫詐騙集團搬錢的人

所謂「人頭帳戶」，是指把自己的銀行帳戶、支付帳戶或加密貨幣帳戶交給別人，用來收取和轉出他人的款項。人頭帳戶就像詐騙資金流動的水管，沒有它們，詐騙集團很難收到受害者的錢。至於負責把錢從帳戶領出來、或向受害者收取現金的人，也就是俗稱的「車手」，同樣會被追究法律責任。

有些人很清楚自己在做什麼，但也有很多人並不知情。他們被聽起來無害的條件吸引，等到發現不對勁，自己的名字早已和贓款綁在一起。

### 詐騙集團怎麼找人頭

- 刊登居家工作的徵才廣告，職稱像是「金流專員」、「財務助理」或「帳戶管理員」，實際工作就是收錢再轉出去。
- 在社群媒體上貼文，出錢「租借」銀行帳戶或提款卡，說只要借幾天。
- 假借貸款名義，要您先交出存摺、提款卡、密碼或網銀帳密，說要幫您「做金流」、「美化帳戶」。
- 在交友軟體或通訊軟體上認識的對象，請您幫忙收一筆錢，再轉給別人。
- 假投資或打工刷單平台，把「收款再轉出」包裝成工作內容的一部分。
- 朋友或熟人開口，說只是暫時借用您的帳戶。

學生、正在找工作的年輕人、經濟有壓力的人，以及剛到異鄉生活的人，常是詐騙集團鎖定的對象，但任何人都可能被找上。

### 為什麼這很嚴重

出借、出租或出售帳戶，不是幫忙，也不是打工。在許多國家，這本身就可能構成犯罪；有些地方甚至規定，只要沒有正當理由把帳戶交給別人，即使不知道錢是詐騙來的，也會受罰。臺灣就是其中之一：2023 年洗錢防制法修正後，無正當理由把銀行帳戶、支付帳號或虛擬通貨平台帳號交給他人使用，可能會被警察機關裁處告誡；如果有收取報酬、交出多個帳戶，或被告誡後又再犯，還可能要負刑事責任。

除了法律責任，帳戶被拿去使用的人，常會遇到帳戶被列為警示帳戶、名下其他帳戶也受到限制（連薪水入帳、日常繳費都受影響）、往後很長一段時間難以開戶，還可能被受害者提起民事求償。

### 如果您已經把帳戶交出去

如果您已經把提款卡、密碼或網銀帳密交給別人，或讓錢經過您的帳戶，請立刻停止，不要再轉出任何一筆錢。聯絡您的銀行，說明發生了什麼事，並向警方報案。保留對方要您交出帳戶時的所有訊息，不要因為害怕而替對方隱瞞，或刪除對話紀錄，必要時也可以諮詢律師。越早處理，越能避免更多受害者的錢從您的帳戶流走。

## 當「洗錢防制」變成詐騙話術

詐騙集團也會借用這些規定的名詞來騙人，常見的有兩種。

在假投資平台上，受害者想提領「獲利」時，會被告知帳戶因為「洗錢審查」被凍結，必須先繳保證金、稅金或解凍費，才能把錢領出來。真正的洗錢防制查核，從來不需要您付錢證明資金乾淨。付了一次，只會換來下一次的要求。

假冒的追款服務，則可能宣稱正在和警方或金融監理機關合作辦理洗錢案件，需要您付費才能發還資金。請記得官方提醒的警訊：

- 對方主動聯絡您，而且已經知道您被騙的事。
- 對方說錢一定拿得回來，或承諾能讓您的案件優先處理。
- 對方聲稱是警方、美國聯邦調查局或監理機關的合作夥伴。沒有任何民間公司是。
- 對方要求先付手續費、「稅金」或「保證金」，特別是用加密貨幣、禮物卡、遊戲點數或電匯支付。
- 對方要您提供網路銀行密碼，或要求遠端操控您的裝置。

政府機關和警方受理報案、發還款項，都不會收取任何費用。民間公司無法凍結或扣押資金，只有法院和主管機關可以。

## 這些規定和您的關係

- 轉帳金額較大時，遇到詢問是正常的，請照實回答。這些查核保護的是整個金融體系，也是在保護您。
- 不論對方給什麼理由，都不要出借、出租或出售您的銀行帳戶、支付帳戶、加密貨幣帳戶、提款卡或帳號密碼。
- 不要把身分證件的照片，或手持證件的自拍照，傳給只在網路上認識的人。犯罪集團會拿這些資料冒用別人的名義開戶。
- 只要有人教您對銀行說謊，請先停下來查證。
- 如果平台說要先付錢才能解凍您的資金，請把它當成詐騙。

## 如果您已經被騙

如果您懷疑自己被騙，請依照這個順序行動。先立刻聯絡銀行或支付業者，請對方攔阻、追回或凍結款項。保存證據，包括截圖、對話紀錄、收據、帳號和網址。向警察或所在國家的反詐騙中心報案，並記下案件編號；在臺灣可撥 165，報案完全免費。接著保護好您的帳戶，並停止和對方的一切聯繫。

洗錢防制規定本身不會把錢還給您，也沒有人能保證追回款項。但這些規定所留下的紀錄，加上及時報案，能讓銀行和主管機關有最好的機會採取行動。`,
    en: `If you have tried to send a large transfer recently, you may have noticed more questions than before. Your bank may have asked what the money is for. A crypto exchange may have asked who owns the wallet you are sending to. Some people find this irritating, and scammers sometimes tell victims that the bank is against them. In fact, these checks are part of a worldwide effort to make it harder for criminals to move stolen money, and they help protect you.

This article explains the main ideas behind these rules, what has changed recently, and what it means for ordinary people. Laws differ between countries, so we focus on widely shared principles. For advice on your own situation, speak to a qualified lawyer where you live.

## What money laundering means

Money laundering is the process of making money from crime look as if it came from a legitimate source. For scam groups, it is an essential step. Stolen money is of little use to them until it has been moved, mixed with other funds and withdrawn in a way that hides its origin.

That is why fraud and money laundering are so closely linked. Every scam that takes money from a victim needs a way to receive it, move it and cash it out. Anti-money-laundering rules aim to put a checkpoint at each of those steps.

## The international framework

Most countries base their rules on the standards of the Financial Action Task Force, or FATF, an intergovernmental body that works against money laundering and terrorist financing. Its standards are not laws in themselves, but countries commit to putting them into their own laws, and their progress is reviewed by their peers.

Two ideas in these standards matter most for everyday users.

### Know your customer

Banks, payment services and many other businesses must verify who their customers are. This is usually called know your customer, or KYC. It means checking an identity document, confirming contact details and, for some accounts, asking about the source of funds or the account's purpose. The checks may be repeated later, especially when an account's activity changes.

KYC is the reason an account can usually be linked to a real person. When stolen money lands in an account, the information collected at account opening is what allows investigators to find out who controls it.

### Monitoring and reporting

Financial institutions must also watch for unusual activity and report suspicious transactions to a designated national authority. What counts as unusual depends on the customer, but common signs include sudden large transfers, money passing straight through an account, and payments to accounts already linked to fraud.

## What changed: virtual assets and the travel rule

For many years, cryptocurrency services were outside most of these rules. That has been changing. Since 2019, the FATF standards have covered virtual assets and the businesses that handle them, such as exchanges and some wallet providers. Countries have been bringing these businesses under supervision, requiring them to register or be licensed, check their customers, and report suspicious activity.

One of the best-known parts of this change is the travel rule. For bank wire transfers, international standards have long required information about the sender and the recipient to travel with the payment. The FATF extended the same idea to virtual assets: when a customer sends crypto from one regulated service to another, the sending service should collect and pass on information about who is sending it and who is receiving it.

Countries have adopted the travel rule at different speeds and in different ways, so what you see depends on where you and your exchange are. In practice, many users now notice that:

- An exchange asks for the recipient's name before a withdrawal.
- An exchange asks whether the destination wallet belongs to you or to another person or business.
- Withdrawals to some addresses are delayed while the exchange reviews them.
- Deposits from unknown sources lead to questions before the funds can be used.

These steps can be inconvenient. They also mean that scam money moving between exchanges leaves a fuller record, which helps investigators.

If an exchange asks who owns a wallet or who the recipient is, answer truthfully. If someone tells you to enter false details, or to say a wallet is yours when it is not, that is a warning sign in itself.

## Why banks may hold or question your transfer

Banks have legal duties to prevent fraud and money laundering, and they do not want customers to lose their savings. So if a transfer looks unusual, a bank may pause it, call you, or ask you to come in and explain. In Taiwan, for example, bank staff commonly ask caring questions when a customer wants to withdraw or send an unusually large amount at the counter, and may call the police if they suspect a scam.

Scammers know this. They often coach victims on what to say: the money is for home repairs, a family gift or a new car. They may warn you that bank staff cannot be trusted. If anyone tells you to lie to your bank, that is one of the clearest warning signs of a scam.

If your bank holds a transfer, try to see it as a chance to pause and check. Answer honestly. If you are not sure whether the person you are paying is genuine, ask the bank to help you check, or call the police or your national anti-fraud center. In Taiwan, you can call 165.

Sometimes a bank cannot tell you exactly why an account or payment has been restricted. Many countries forbid financial institutions from telling a customer that a suspicious activity report has been made. This is not the bank being unhelpful; it is a legal limit.

## Money mules: the people who move stolen money

A money mule is someone who lets their bank account, payment account or crypto account be used to receive and pass on money for someone else. Mule accounts are the pipes through which scam money flows. Without them, scam groups would find it much harder to collect victims' payments. People who withdraw or collect cash for scam groups face the same kind of legal risk.

Some mules know exactly what they are doing. Many do not. They answer offers that sound harmless, and by the time they understand, their name is linked to stolen money.

### How scammers recruit mules

- Job ads for remote work as a payment processing agent, financial assistant or account manager, where the job is simply to receive money and send it on.
- Social media posts offering cash to rent or borrow a bank account or debit card for a few days.
- Loan offers that ask you to hand over your bank card, PIN or online banking login first, supposedly to build up your account history.
- Online partners met on dating or messaging apps who ask you to receive a payment for them and forward it.
- Fake investment or part-time task platforms that make receiving and forwarding funds part of the work.
- Friends or acquaintances who say they just need to borrow your account for a short time.

Students, young people looking for work, people under financial pressure and people who have recently moved to a new country are common targets, but anyone can be approached.

### Why it matters

Lending, renting or selling your account is not a favor or a side job. In many countries it can be a crime, and some places now punish simply handing over an account without a legitimate reason, even if you did not know the money came from fraud. Taiwan is one of them. Since a 2023 change to its money laundering law, handing over a bank account, payment account or crypto exchange account to someone else without a legitimate reason can lead to a formal warning from the police, and taking payment for it, handing over several accounts or doing it again after a warning can lead to criminal punishment.

Beyond the legal risk, people whose accounts are used this way often see them frozen or closed, may have other accounts restricted, may struggle to open new accounts for years, and can be sued by victims.

### If you have already shared your account

If you have given someone your bank card, password or login, or let money pass through your account, stop now. Do not move any more money. Contact your bank, explain what happened, and report it to the police. Keep every message from the person who asked for your account, do not delete them out of fear, and consider speaking to a lawyer. Acting early can stop more victims' money from passing through your account.

## When anti-money-laundering becomes a scam script

Scammers also borrow the language of these rules. Two patterns are very common.

On fake investment platforms, victims who try to withdraw their profits are told their account has been frozen for an anti-money-laundering review, and that they must pay a deposit, a tax or an unfreezing fee before the money can be released. No real anti-money-laundering check requires you to pay to prove your money is clean. Paying once only leads to the next demand.

Fake recovery services may claim to be working with the police or a regulator on a money laundering case and ask for a fee to release your funds. Remember the official red flags:

- They contact you first and already know about your loss.
- They promise that your money will definitely come back, or that your case can be given priority.
- They claim to be partners of the police, the FBI or a regulator. No private firm is.
- They ask for an upfront fee, a tax or a deposit, especially in cryptocurrency, gift cards or by wire transfer.
- They ask for your online banking passwords or for remote access to your device.

Government agencies and the police never charge to take a report or to return money. Private firms cannot freeze or seize funds; only courts and authorities can.

## What it means for you

- Expect questions when you move larger amounts, and answer them honestly. The checks protect the whole system, and they protect you.
- Never lend, rent or sell your bank account, payment account, crypto account, card or login, whatever reason you are given.
- Do not send photos of your ID, or a selfie holding it, to people you have only met online. Criminals use them to open accounts in other people's names.
- If anyone tells you to lie to your bank, stop and check.
- If a platform says you must pay to unfreeze your money, treat it as a scam.

## If you have lost money

If you think you have been scammed, act in this order. Call your bank or payment provider right away and ask it to stop, recall or freeze the transfer. Keep the evidence: screenshots, messages, receipts, account numbers and web addresses. Report to the police or your national anti-fraud center, and keep the case number; in Taiwan, call 165. Reporting is free. Then secure your accounts and stop all contact with the scammer.

These rules will not return money on their own, and nobody can guarantee that lost funds will be recovered. But the records they create, together with a quick report, give banks and the authorities the best chance to act.`,
  },
  author: { 'zh-TW': '莎拉·惠特菲爾德', en: 'Sarah Whitfield' },
  authorTitle: { 'zh-TW': '國際合作部主管', en: 'Head of International Cooperation' },
  date: '2024-01-08',
  updated: '2026-11-23',
  readTime: 8,
  category: 'legal-column',
  tags: [
    { 'zh-TW': '洗錢防制', en: 'Anti-money-laundering' },
    { 'zh-TW': '人頭帳戶', en: 'Money mules' },
    { 'zh-TW': '旅行規則', en: 'Travel rule' },
    { 'zh-TW': '法律常識', en: 'Legal basics' },
  ],
  featured: false,
};
