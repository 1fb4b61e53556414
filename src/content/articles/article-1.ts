// Blog article 1: cryptocurrency fraud trends (trend analysis), in zh-TW and English.
// The author, the Association and any organisation-specific figures are fictional sample data.
import type { Article } from '../types.ts';
import { officialNames } from '../official-names.ts';

export const article1: Article = {
  id: 1,
  title: {
    'zh-TW': '加密貨幣詐騙新趨勢：從殺豬盤到錢包盜取，您該知道的事',
    en: 'Cryptocurrency fraud trends: from pig butchering to wallet drainers',
  },
  excerpt: {
    'zh-TW': '加密貨幣詐騙越來越細緻，從長期經營感情的殺豬盤、以假亂真的交易平台，到直接盜取錢包的技術陷阱。本文說明常見手法與警訊，以及已經轉出款項時該怎麼做。',
    en: 'Crypto scams now mix long-running relationship schemes, convincing fake trading apps and tricks that target your wallet directly. Here is how the main patterns work, the warning signs, and what to do if you have already sent money.',
  },
  content: {
    'zh-TW': `加密貨幣並沒有發明新的騙術，詐騙集團靠的仍然是信任、貪念、恐懼和急迫感。真正改變的是速度與範圍：錢可以在幾分鐘內跨越國界，轉出去就很難追回，而做得精緻的 App，能讓捏造的獲利看起來跟真的一樣。本文整理本協會調查團隊最常遇到的手法、它們怎麼運作，以及哪些訊號出現時，您應該立刻停下來。

如果您已經把錢轉出去了，請先跳到最後一節：及早行動比讀完全文更重要。

## 殺豬盤：放長線的感情投資騙局

「殺豬盤」來自詐騙集團的行話：先花時間「養豬」，建立感情與信任，等對方投入夠深，再「殺豬」把錢一次騙光。這是我們經手案件中傷害最深的類型之一，因為它可能持續數週甚至數月，被害人賠上的往往是積蓄、貸款，甚至是向家人借來的錢。在臺灣，這類手法常結合投資 LINE 群組，群組裡的「成員」大多是詐騙集團安排的暗樁，不斷貼出獲利截圖，營造大家都在賺錢的氣氛。

### 常見的發展過程

- 第一次接觸看起來很偶然：一則「傳錯人」的簡訊、交友軟體上的配對、社群平台上的新朋友，或是突然被拉進某個投資 LINE 群組。
- 對方很快把對話轉到私訊，每天噓寒問暖，形象溫和、成功、有耐心，幾乎不會直接開口借錢。
- 投資話題慢慢出現。對方提到有個叔叔、老師或「內部人士」很懂行情，願意帶您一起做。
- 您被引導到某個交易平台或 App。第一筆小額入金很快就「賺錢」，甚至能出金一點點，讓您放下戒心。
- 接著開始施壓：名額有限、升級 VIP、加碼才能享有更高報酬。
- 等您想領出一大筆錢，平台就會找理由拒絕：要先繳「稅金」、「保證金」、「驗證費」，或通知您「帳戶遭凍結」，必須再匯一筆錢才能解凍。

最後這一步是最明顯的警訊。正規的交易所或券商會直接從餘額扣除手續費，不會要您另外匯錢，才讓您領回本來就屬於您的錢。

### 為什麼聰明人也會上當

這類詐騙是公司化經營，有話術腳本、輪班人力和教育訓練。感情是刻意營造的，前期的獲利也是安排給您看的「證據」。許多被害人其實謹慎、受過良好教育。覺得丟臉很正常，但請不要因此不敢報案。

## 假交易所與假投資 App

很多損失發生在只為了收錢而存在的平台上。畫面上的數字不是真實的交易，經營者想顯示多少餘額都可以。

- 仿冒網站抄襲知名交易所的名稱、商標和版面，網址只差一個字母，或換了網域結尾。
- App 不是從官方商店下載，而是透過聊天室裡的連結安裝，或要您安裝特殊的「描述檔」。假 App 也可能混進官方商店，上架不代表可靠。
- 客服只在聊天視窗裡，您入金時回得很快，要出金時就變得很慢。
- 不管市場怎麼漲跌，報酬都穩定又高。
- 平台的公司資料，在您所在國家的金融主管機關查不到相符的執照或登記。
- 要您把錢匯到個人帳戶，而不是平台自己的帳戶。光是這一點，就該停手。

入金前，請自己輸入交易所的網址，或從官方商店下載它的正式 App；查一查它在您居住的地方是否合法登記；網路上新認識的人介紹的平台，都要特別小心。假代言也很常見：詐騙廣告會盜用名人或財經專家的照片，甚至用 AI 合成的影片或聲音。

## 錢包盜取程式：陷阱藏在一次簽名裡

有些詐騙不需要您轉帳，只要您連接錢包、按下同意。

錢包盜取程式（wallet drainer）是藏在網站裡的惡意程式，常包裝成假空投、假代幣預售、假 NFT 鑄造，或仿冒真實專案的網站。連接錢包並簽名，可能就等於授權另一個地址動用您的代幣。有些簽名請求看似普通的登入訊息，其實是轉帳授權。授權一旦成立，對方就能轉走相關資產，有時是幾小時或幾天後才動手。

- 連結通常來自私訊、真實專案遭盜用的社群帳號、搜尋廣告或假客服。
- 頁面會製造急迫感，例如「30 分鐘內領取」、「數量有限」。
- 錢包跳出您看不太懂的請求，例如無上限的代幣授權。

保護自己的方法：只透過您原本就信任的網址進入專案網站；看清楚錢包要您簽的是什麼，看不懂就不要簽。大部分資產放在另一個從不連接新網站的錢包，可以降低損失。定期用可信的授權檢查工具撤銷不再需要的授權。助記詞（恢復短語）絕對不要輸入任何網站，也不要告訴任何人。真正的客服永遠不會向您要助記詞。

## 地址投毒：複製貼上的陷阱

加密貨幣地址是一長串字元，多數人只核對頭尾幾個字，地址投毒正是利用這個習慣。攻擊者會產生一個頭尾都跟您常用地址很像的假地址，再對您的錢包發出一筆極小額或零元的交易，讓它出現在您的交易紀錄裡。下次您從紀錄中複製地址時，就可能複製到對方的。

- 來路不明的小額或零元轉帳是警訊，不是禮物。
- 把信任的地址存進錢包的通訊錄，不要從最近的交易紀錄複製。
- 轉帳前核對完整地址，而不是只看頭尾。
- 金額較大時，先轉一小筆測試，並用其他管道向收款人確認。

區塊鏈上的交易一經確認就無法撤回，多花這一分鐘很值得。

## 假冒銀行或公務機關：「把錢移到安全的地方」

另一種手法找上從沒投資過加密貨幣的人：對方假冒銀行、警察、司法人員或物流公司，說您的帳戶涉及刑案或有風險，要您為了「保護」財產，把錢換成加密貨幣、把現金存進加密貨幣 ATM，或匯到所謂的「安全帳戶」。真正的銀行和公務機關不會要您搬錢來保護它，也不會要求您用加密貨幣付款。請直接掛斷，自己撥打官方電話查證。

## 假追回服務：第二次詐騙

已經被騙過的人，常常會被再騙一次。損失發生後不久，被害人可能收到自稱「追回專家」、「區塊鏈鑑識公司」、律師，甚至假冒政府機關的人傳來的訊息、留言或廣告。被騙走的金額可能不亞於第一次。

官方一再示警，列出的警訊包括：

- 對方主動聯繫您（透過社群媒體、通訊軟體、留言或搜尋廣告），而且知道您的損失。
- 宣稱一定追得回來，或承諾讓您的案子優先處理。
- 聲稱是警方、美國聯邦調查局（FBI）或金融主管機關的合作夥伴。沒有任何民間公司是。
- 要求您先付手續費、「稅金」或「保證金」，尤其是要您用加密貨幣、遊戲點數、禮物卡或電匯支付。
- 要您提供網路銀行密碼，或要求遠端操控您的手機、電腦。

請記住兩件事：警察和政府機關受理報案、發還款項，都不會收取任何費用。民間公司也無法凍結或扣押資金，只有法院和主管機關可以。區塊鏈追蹤可以看出資金流向，但沒有人能保證錢一定追得回來。

## 當您擔心家人或朋友正在被騙

在長期經營的詐騙中，被害人常會替騙他的人說話，這正是詐騙設計的一部分，不代表對方笨。如果您擔心父母、伴侶或朋友陷在裡面，冷靜的對話通常比直接說「你被騙了」更有用。

- 用提問代替指責：「你們是怎麼認識的？有沒有視訊或見過面？有沒有成功領出過一大筆錢？」
- 提議一起查這個平台在金融主管機關有沒有合法登記。
- 給一個簡單的標準：平台要求再付一筆錢才肯出金，就停下來，什麼都不要再匯。
- 就算對方一時聽不進去，也請保持聯絡。很多人是在下一次被要求付錢時，才回頭找家人商量。
- 如果對方願意，可以陪他一起撥打 165，或到派出所報案，讓他知道自己不是一個人面對。

## 如果您已經把錢轉出去了

請盡量按照以下順序處理。報案完全免費。

- 立刻打給您的銀行或支付業者，要求停止、撤回或凍結這筆轉帳。如果是透過交易所買幣，也要同時聯絡交易所。
- 保留證據：對話截圖、平台網址、錢包地址、交易序號（交易雜湊值）、收據和帳號。
- 向警方或國家反詐騙中心報案，並保留案件編號。在臺灣請撥 ${officialNames.tw165Hotline['zh-TW']}（緊急狀況撥 110）；香港可撥${officialNames.hkAntiScamHelpline['zh-TW']} 18222；新加坡可撥 ${officialNames.sgScamShieldHelpline['zh-TW']} 1799；馬來西亞請撥 997；美國可在 ic3.gov 及 reportfraud.ftc.gov 通報。
- 保護帳戶安全：更改密碼、開啟兩步驟驗證，留意不明交易。如果您曾透露助記詞，請把剩下的資產移到新的錢包。
- 停止和詐騙者聯絡，也不要再為了「解凍」付任何一筆費用。

區塊鏈紀錄是公開的，調查人員有線索可追。主管機關提出要求時，交易所可以配合處理；報案越早，可以採取的措施就越多。每個案件都不同，沒有人能保證結果，但及早行動能保留最多的機會。

如果不確定某個平台、訊息或「追回」服務是不是真的，先停一下，問問您信任的人，或聯絡上面列出的官方管道。真正的機會明天還會在，詐騙卻最怕您停下來想一想。`,
    en: `Cryptocurrency has not created new kinds of lies. Scammers still rely on trust, greed, fear and urgency. What crypto changes is speed and reach: money can cross borders in minutes, transfers are hard to reverse, and a polished app can make invented profits look real. This article describes the patterns our investigators see most often, how each one works, and the signs that should make you stop.

If you have already sent money, skip to the last section first. Acting early matters more than reading everything.

## Pig butchering: the long con

The name is a translation of the Chinese term 殺豬盤. It describes how the scammer “fattens” the victim with attention before taking as much as possible. It is one of the most damaging scams we handle, because it can run for weeks or months and often takes savings, loans and money borrowed from family. Investment chat groups are often filled with accounts run by the scammers themselves, posting screenshots of profits to make it look as if everyone is winning.

### How it usually unfolds

- First contact looks accidental or casual: a “wrong number” text, a match on a dating app, a new friend on social media, or an invitation to an investment chat group.
- The contact moves the conversation to a private messaging app and talks to you every day. They seem warm, successful and patient, and they rarely ask for money directly.
- Investing comes up slowly. They mention an uncle, a mentor or an insider who understands the market, and offer to show you how it works.
- You are guided to a trading platform or app. A small first deposit shows quick gains, and you may even be allowed to withdraw a little. This builds trust.
- Pressure grows: a “limited window,” a VIP level, or a bigger deposit to unlock better returns.
- When you try to take out a large sum, the platform finds a reason to refuse: a “tax,” a “risk deposit,” a “verification fee” or an “account frozen” notice that needs one more payment.

That last step is the clearest sign of all. A real exchange or broker deducts its fees from your balance. It does not ask you to send fresh money to release money you already own.

### Why careful people fall for it

These schemes are run like businesses, with scripts, shifts and training. The relationship is designed to feel genuine, and the early profits are designed to look like proof. Many victims are careful, well-educated people. Feeling embarrassed is normal, but it should not stop anyone from reporting.

## Fake exchanges and trading apps

Many losses happen on platforms that exist only to collect deposits. The numbers on the screen are not real trades. The operators can show any balance they like.

- Lookalike websites copy the name, logo and layout of a known exchange, with a web address that differs by one letter or uses a different domain ending.
- The app is installed from a link in a chat rather than from an official app store, or through a special “profile” the scammer asks you to install. Some fake apps do get into official stores, so a store listing alone is not proof.
- Customer service exists only in a chat window. It answers quickly when you deposit and slowly when you want to withdraw.
- Returns are steady and high no matter what the market does.
- The company details on the platform cannot be matched to a license or registration with the financial regulator where you live.
- You are told to pay into a private individual's bank account rather than the platform's own. That alone is reason enough to stop.

Before you deposit anywhere, type the exchange's address yourself or use its official app from the store, check whether it is licensed or registered where you live, and be especially wary of any platform that a new online contact introduced to you. Fake endorsements are common too. Scam advertisements steal photos of well-known people, and sometimes use AI-generated videos or voices.

## Wallet drainers: when the trap is a signature

Some scams do not ask you to send money at all. They ask you to connect your wallet and approve something.

A drainer is malicious code on a website, often dressed up as a fake airdrop, a fake token sale, a fake NFT mint or a copy of a real project's site. When you connect and sign, you may be giving another address permission to move your tokens. Some signature requests look like a harmless login message but actually authorize transfers. Once the permission exists, the attacker can take the approved assets, sometimes hours or days later.

- Links arrive through direct messages, hacked social media accounts of real projects, search ads or fake support staff.
- The page adds urgency: “claim in the next 30 minutes,” “limited supply.”
- Your wallet shows a request you do not fully understand, such as an unlimited token approval.

Protect yourself by reaching projects only through addresses you already trust, reading what your wallet asks you to sign, and refusing anything you do not understand. Keeping most of your holdings in a separate wallet that never connects to new sites limits the damage if something goes wrong. Use a reputable approval checker to revoke permissions you no longer need. Never type your recovery phrase, also called a seed phrase, into a website, and never share it with anyone. No genuine support team will ever ask for it.

## Address poisoning: the copy-and-paste trap

Crypto addresses are long strings of characters, and most people check only the first and last few. Address poisoning exploits that habit. The attacker creates an address that starts and ends like one you use often, then sends a tiny or zero-value transaction to your wallet so that the fake address appears in your transaction history. The next time you copy an address from that history, you may copy theirs.

- Unexpected tiny deposits or zero-value transfers from unknown addresses are a warning sign, not a gift.
- Save trusted addresses in your wallet's address book instead of copying them from recent activity.
- Check the full address, not just the ends, before you send.
- For a large transfer, send a small test amount first and confirm with the recipient through another channel.

A confirmed blockchain transaction cannot be reversed, so the extra minute is worth it.

## Impersonation: “move your money to safety”

Another pattern reaches people who have never invested in crypto. A caller poses as your bank, the police, a government official or a delivery company and says your account is involved in a crime or at risk. To “protect” your money, they tell you to convert it to cryptocurrency, deposit cash into a cryptocurrency ATM, or send it to a “safe account.” Real banks and authorities do not ask you to move money in order to protect it, and they do not ask for payment in cryptocurrency. Hang up, and call the official number yourself.

## Fake recovery offers: the second fraud

People who have already lost money are often targeted again. Soon after a loss, victims receive messages, comments or ads from “recovery experts,” “blockchain forensics firms,” lawyers, or even people posing as government agencies. It can take as much money as the first one.

Official agencies have warned about it repeatedly, with these red flags:

- They contact you first, through social media, messaging apps, comments or search ads, and already know about your loss.
- They promise that your money will certainly come back, or that your case will get priority.
- They claim to be partners of the police, the FBI or a regulator. No private firm is.
- They ask for an upfront fee, “taxes” or “deposits,” especially in cryptocurrency, gift cards or by wire transfer.
- They ask for your online banking passwords or remote access to your phone or computer.

Keep two facts in mind. The police and government agencies never charge to take a report or to return money. And private firms cannot freeze or seize funds; only courts and authorities can. Blockchain tracing can show where funds went, but nobody can guarantee that they will come back.

## When someone you know may be involved

Victims of long-running scams often defend the person who is deceiving them. That is part of how the scam works, not a sign of foolishness. If you are worried about a parent, partner or friend, a calm conversation usually helps more than telling them they have been fooled.

- Ask questions rather than making accusations. How did they meet this person? Have they ever talked on video or met in person? Have they ever withdrawn a large amount?
- Offer to check together whether the platform is licensed or registered with the regulator.
- Suggest one simple rule: if the platform demands a new payment before it releases money, stop and send nothing more.
- Stay in touch even if they disagree with you. People often come back when the next demand for money arrives.
- If they are willing, offer to go with them to make a police report, so they do not have to face it alone.

## What to do if you have already sent money

Take these steps, in this order where you can. Reporting is free.

- Call your bank or payment provider now and ask it to stop, recall or freeze the transfer. If you bought the crypto through an exchange, contact the exchange as well.
- Keep the evidence: screenshots of chats, the platform's web address, wallet addresses, transaction IDs (hashes), receipts and account numbers.
- Report to the police or your national anti-fraud center, and keep the case number. In Taiwan, call the ${officialNames.tw165Hotline.en} (110 in an emergency). In Hong Kong, call the ${officialNames.hkAntiScamHelpline.en} at 18222. In Singapore, call the ${officialNames.sgScamShieldHelpline.en} at 1799. In Malaysia, call 997. In the United States, report at ic3.gov and reportfraud.ftc.gov.
- Secure your accounts: change passwords, turn on two-step login and watch for transactions you do not recognize. If you ever shared your recovery phrase, move any remaining assets to a new wallet.
- Stop contact with the scammer, and do not pay any further “fee” to release your funds.

Blockchain records are public, which gives investigators a trail to follow. Exchanges can act when authorities ask them to, and the sooner you report, the more options remain. Every case is different and nobody can promise a result, but early action keeps the most doors open.

If you are unsure whether a platform, a message or a “recovery” offer is genuine, pause and ask someone you trust, or contact the official channels above. A real opportunity will still be there tomorrow. A scam depends on you not waiting.`,
  },
  author: { 'zh-TW': '林怡君', en: 'Lin Yi-chun' },
  authorTitle: { 'zh-TW': '數位調查總監', en: 'Director of Digital Investigation' },
  date: '2024-02-15',
  updated: '2026-11-23',
  readTime: 8,
  category: 'trend-analysis',
  tags: [
    { 'zh-TW': '加密貨幣', en: 'Cryptocurrency' },
    { 'zh-TW': '殺豬盤', en: 'Pig-butchering scams' },
    { 'zh-TW': '錢包安全', en: 'Wallet security' },
    { 'zh-TW': '假追回詐騙', en: 'Recovery scams' },
  ],
  featured: true,
};
