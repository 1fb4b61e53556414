// Blog article 6: how blockchain analysis helps fraud investigations (zh-TW and English).
// The author is a fictional sample person; the safety advice follows ../shared/FACTS.md.
import type { Article } from '../types.ts';
import { officialNames } from '../official-names.ts';

export const article6: Article = {
  id: 6,
  title: {
    'zh-TW': '區塊鏈分析如何協助詐騙調查',
    en: 'How blockchain analysis helps investigations',
  },
  excerpt: {
    'zh-TW': '加密貨幣的交易紀錄公開在區塊鏈上，調查人員往往能追查被騙資金的去向。本文說明追蹤能做到什麼、做不到什麼，以及受害者應該保存哪些資料。',
    en: 'Cryptocurrency moves on public ledgers, so investigators can often follow where stolen funds went. Here is what tracing can and cannot do, and which records victims should keep.',
  },
  content: {
    'zh-TW': `很多人在加密貨幣詐騙中受害後，會聽到兩種完全相反的說法。有人說加密貨幣是匿名的，錢一轉出去就再也找不回來；也有人拍胸脯說，只要交給「專家」追查，幾天內就能把錢拿回來。這兩種說法都不正確，真實的情況介於兩者之間。先弄清楚這一點，才能在受騙後最混亂的那幾天，做出冷靜的決定。

這篇文章寫給受害者和家屬，用白話說明區塊鏈分析怎麼運作、能查到什麼、在哪裡會卡住，以及您可以怎麼協助調查。

## 如果您剛剛被騙

在往下讀之前，請先做下面這幾件事。它們比這篇文章裡的任何內容都重要。

- 立刻打電話給您的銀行、發卡機構或使用的交易所，請對方盡可能攔阻、追回或凍結這筆款項。
- 保存所有證據：截圖、對話紀錄、收據、帳號、錢包地址和網址。
- 向警察或所在國家的反詐騙中心報案，並記下案件編號。在臺灣請撥 ${officialNames.tw165Hotline['zh-TW']}。報案完全免費。
- 更改密碼、開啟兩步驟驗證，留意帳戶裡有沒有不明交易。
- 停止和對方的一切聯繫。

## 公開的帳本，不是匿名的帳本

大多數主流加密貨幣，例如比特幣、以太坊，以及在波場（TRON）等網路上流通的代幣，每一筆交易都會記錄在一本公開的帳本上，也就是區塊鏈。每筆紀錄都看得到轉出地址、收款地址、金額和確認時間。任何人都可以用免費的「區塊鏈瀏覽器」查詢，不需要駭進任何系統。

不過，帳本上看不到姓名。錢包地址是一長串英文字母和數字，一個人想建立多少個都可以。所以專家會說，大多數區塊鏈是「假名」而不是「匿名」：交易是公開的，但背後是誰，無法直接看出來。

一般的銀行轉帳，只有相關的銀行看得到錢流到哪裡；公開區塊鏈上的資金，調查人員往往可以一步一步追下去，即使跨越國界，也不必先取得誰的同意。真正困難的，是把地址和真實的人連起來。

## 追蹤資金的流向

分析人員從受害者的資金離開自己掌控的那一筆交易出發，追到下一個地址，再追到下一個。詐騙集團很少把錢放在同一個地方不動，常見的手法包括：

- 把一大筆錢拆成許多小筆，轉到一個個新建立的地址。
- 把多名受害者的錢先集中到同一個地址，再一起轉走。
- 讓資金經過一長串地址，每經過一個就分出一小部分。
- 把一種代幣換成另一種，例如把穩定幣換成其他幣種。
- 把資金轉進交易所之類的業者，再換成一般貨幣。

每一個步驟都留在帳本上，所以事後可以重建整條路徑。專業的分析軟體會把這些交易畫成關係圖，一端是受害者的付款，理想情況下，另一端是一家可以辨識的業者。這項工作很細瑣，一個案件常常牽涉數百筆交易，需要時間和耐心。

## 分群：哪些地址屬於同一人

分析人員還會試著把「很可能由同一個人或同一家業者控制」的地址歸在一起，這叫做分群。

比特幣這類貨幣有一種廣為人知的判斷方式：如果一筆交易同時動用好幾個地址裡的錢，這些地址多半屬於同一個錢包，因為擁有者必須替每一個地址簽署授權。

透過分群，分析人員可以判斷上千個地址看起來屬於同一家交易所，或是幾起不同詐騙案用到的地址，似乎由同一個集團控制。商用分析工具還會結合長期累積的標記資料，例如哪些地址屬於特定的交易所、支付服務，或曾被通報為詐騙。

不過，分群是依據機率推估，不是絕對確定。它提供的是有力的線索，但也可能出錯，嚴謹的調查人員會先用其他證據交叉比對，才會採用。好的分析報告會說明每一項結論有多可靠。

## 姓名從哪裡來：交易所與 KYC

詐騙集團遲早會想把加密貨幣換成能花用的錢，最方便的管道通常是中心化交易所或類似的業者。在許多國家，這些業者依法必須核對客戶身分，也就是「認識你的客戶」（KYC），通常包括證件、自拍比對和聯絡資料。

追蹤到的資金一旦進入受監理交易所的入金地址，交易所手上就可能有帳戶持有人的資料，這往往是整個調查中最有價值的一環。不過，交易所不會把這些資料交給受害者或民間公司，一般只有在警方或其他主管機關依法調閱，或法院發出命令時才會提供。

凍結也是一樣。交易所技術上可以讓自己平台上的帳戶暫停提領，但實務上是應執法機關的要求才採取行動；要持續凍結、扣押資金，或把資金發還給受害者，需要主管機關介入，很多情況還需要法院裁定。民間公司沒有權力要求交易所凍結帳戶。部分穩定幣的發行商也能封鎖特定地址上的代幣，同樣通常是應主管機關的要求才會執行。

所以報案很重要，而且要快：主管機關詢問時，如果資金還停留在交易所，就有機會採取行動；如果已經被提領、轉走，機會就會變小。

## 哪些情況會讓追查變困難

區塊鏈分析很有用，但不是萬能的。以下情況會讓追查變難，甚至中斷。

### 混幣服務

混幣服務會把許多使用者的資金混在一起，再分批撥出，目的就是切斷「轉進去的錢」和「轉出來的錢」之間的關聯。分析人員有時能從時間和金額找出規律，但資金經過混幣之後，追查結果常常就不再可靠。

### 跨鏈橋與代幣兌換

跨鏈橋讓使用者把資產從一條區塊鏈移到另一條，兌換則是把一種代幣換成另一種。每跳一次，分析人員就得在另一個網路上重新接上線索。很多跳轉仍然追得到，但每多一次，就多一分時間成本和不確定性。

### 隱私幣

有些加密貨幣的設計，就是要隱藏每筆交易的轉出方、收款方或金額。資金一旦換成這類幣種，能從公開資料追查的部分通常非常有限。

### 法律管不到的業者

並不是每一家交易所或幣商都會核對身分，也不是每個國家都會迅速配合外國的調查。資金一旦流到這樣的業者或地方，帳本上的路徑即使清清楚楚，也可能無法採取任何行動。

### 時間

詐騙集團常常在幾分鐘到幾小時內就把錢轉走。帳本會永久保留紀錄，但資金本身不會停下來等人。

## 區塊鏈分析做不到的事

有幾件事，區塊鏈分析永遠做不到。

它無法撤銷交易。交易一旦在區塊鏈上確認，就沒有人能把它退回，不論是受害者、調查人員，還是當初建立這個網路的人。

它本身無法凍結或扣押資金。追蹤報告是一份資訊，只有主管機關和法院能把這些資訊變成法律行動，而且通常還需要保管資金的交易所配合。

它無法保證追回。即使路徑很清楚，資金也可能已經被花掉、換掉，或轉到無法觸及的地方。沒有人能保證追回款項，會這樣向您承諾的人，說的並不是實話。

## 沒有人能「駭回來」

有些受害者會遇到有人主動表示，可以駭進詐騙集團的錢包、攻破詐騙平台，或用「特殊軟體」把錢拉回來。這些說法在技術上根本行不通；而且在幾乎所有國家，未經授權侵入他人的系統本身就是犯罪，不管對象是誰。

正派的調查人員，包括本協會的團隊，只分析區塊鏈上的公開資料和您提供的證據，不會駭入任何人的系統。我們也無法凍結或解凍資金，任何民間公司都做不到。

## 小心「追回款項」詐騙

損失過金錢的人，常常會被假冒的「追款服務」二度詐騙。對方可能自稱律師、律師事務所、區塊鏈專家，甚至冒充政府機關。請留意以下警訊：

- 對方主動聯絡您，管道包括社群媒體、通訊軟體、留言或搜尋廣告，而且已經知道您被騙的事。
- 對方說一定能把錢追回來，或承諾可以讓您的案件優先處理。
- 對方聲稱和警方、美國聯邦調查局或金融監理機關合作。沒有任何民間公司是這種合作夥伴。
- 對方要求先付手續費、「稅金」或「保證金」，特別是要您用加密貨幣、禮物卡、遊戲點數或電匯支付。
- 對方要您提供網路銀行密碼，或要求遠端操控您的手機、電腦。

另外，錢包的助記詞，也就是復原錢包用的那組單字，絕對不要告訴任何人。拿到助記詞的人，就能轉走錢包裡所有的資產。

政府機關和警方受理報案、發還款項，都不會向您收取任何費用。如果有人要您先付錢才能「解凍」資金，請先停下來，向警方確認之後再做任何決定。

## 受害者應該保存哪些資料

完整的紀錄能讓追查更快、更準確，報案內容也更清楚。如果可以，請整理以下資料，存進電腦裡的專用資料夾，再另外列印一份。

- 每一筆付款的交易雜湊值，也稱交易 ID 或 TxID。通常可以在錢包 App 的交易明細，或交易所的提領紀錄裡找到。
- 相關的錢包地址：您自己的轉出地址，以及對方給過您的每一個地址。
- 每筆付款使用的網路和幣種，例如 TRON 網路上的 USDT、以太坊上的 ETH，以及金額。
- 每筆付款的日期和時間，並註明時區。
- 詐騙網站或 App 的截圖，包括網址、您的帳戶頁面，以及畫面上顯示過的餘額。
- 對話紀錄、電子郵件、簡訊，以及對方使用的帳號名稱或電話號碼。
- 銀行和交易所的對帳單或交易明細。

即使看了會難受，也請不要刪除對話或 App。詐騙平台一旦關站，您的截圖可能就是它曾經說過什麼的唯一紀錄。盡量不要修改原始圖片；如果需要加註說明，請另外存一份副本再標註。

## 本協會能提供的協助

本協會的數位調查團隊會協助受害者整理紀錄、解讀公開帳本，用白話說明資金看起來流向哪裡、每一步有多確定，並寫成清楚的摘要，作為報案時的參考。凍結、扣押或發還資金，是由主管機關和法院決定，不是由我們決定。

首次案件評估免費。無論您最後是否需要我們的協助，都請先向警方或所在國家的反詐騙中心報案。

被騙很難受，很多人會覺得丟臉，但請不要責怪自己。這些騙局是由組織化的集團精心設計，專門用來欺騙謹慎的人。冷靜行動、保存好紀錄，就是給任何調查最好的機會。`,
    en: `Many people who lose money in a cryptocurrency scam are told two opposite things. Some hear that crypto is anonymous and the money is gone forever. Others are promised that a clever expert can trace the funds and get them back within days. Neither is true. The reality sits in between, and understanding it helps you make calm decisions in the first days after a loss.

Written for victims and their families, this article explains in plain terms how blockchain analysis works, what it can show, where it stops, and what you can do to help an investigation.

## If you have just lost money

Before reading further, please do these things first. They matter more than anything else in this article.

- Call your bank, card issuer or the exchange you used, and ask them to stop, recall or freeze the transfer if they can.
- Keep all the evidence: screenshots, messages, receipts, account numbers, wallet addresses and web addresses.
- Report to the police or your national anti-fraud center and keep the case number. In Taiwan, call 165. Reporting is free.
- Change your passwords, turn on two-step login and watch for transactions you do not recognize.
- Stop all contact with the scammer.

## A public ledger, not an anonymous one

Most major cryptocurrencies, including Bitcoin, Ethereum and the tokens that run on networks such as TRON, record every transaction on a public ledger called a blockchain. Each entry shows the sending address, the receiving address, the amount and the time it was confirmed. Anyone can look these entries up with a free tool called a block explorer. Nothing needs to be hacked to see them.

What the ledger does not show is a name. An address is a long string of letters and numbers, and a person can create as many as they like. That is why experts call most blockchains pseudonymous rather than anonymous. The transactions are visible. The people behind them are not, at least not directly.

With a bank transfer, only the banks involved can see where the money went. With a public blockchain, investigators can often follow stolen funds step by step, even across borders, without waiting for anyone's permission. The hard part is connecting an address to a real person.

## Following the money

An analyst starts from the transaction in which the victim's funds left their control and follows the funds to the next address, and then the next. Scammers rarely leave money in one place. Common patterns include:

- Splitting a large amount into many smaller transfers sent to new addresses.
- Gathering funds from many victims into a single address before moving them on.
- Passing funds through a long chain of addresses, peeling off a small part at each step.
- Swapping one token for another, for example from a stablecoin into a different coin.
- Sending funds to a service such as an exchange, where they can be converted into ordinary money.

Each step is recorded on the ledger, so the path can be rebuilt afterward. Specialized software helps analysts draw this path as a graph, with the victim's payment at one end and, ideally, a known service at the other. The work is detailed and sometimes slow, because a single case can involve hundreds of transactions.

## Clustering: which addresses belong together

Analysts also try to group addresses that are probably controlled by the same person or service. This is called clustering.

One well-known method applies to Bitcoin and similar coins. When a single transaction spends funds from several addresses at once, those addresses were most likely controlled by the same wallet, because the owner had to sign for all of them.

Clustering lets an analyst say, for example, that thousands of addresses appear to belong to one exchange, or that the addresses used in several separate scams appear to be controlled by the same group. Commercial analysis tools combine these clusters with labels gathered over time, such as addresses known to belong to particular exchanges, payment services or previously reported scams.

But clustering is based on probabilities, not certainty. Its results are strong leads, but they can be wrong, and a careful investigator checks them against other evidence before relying on them. A good report explains how confident each finding is.

## Where names come from: exchanges and KYC

Sooner or later, most scammers want to turn cryptocurrency into money they can spend. The easiest way to do that is usually through a centralized exchange or a similar service. In many countries, these services are required to verify the identity of their customers. This is known as know your customer, or KYC, and usually means an ID document, a selfie check and contact details.

When traced funds arrive at a deposit address that belongs to a regulated exchange, the exchange may hold information about the account holder. That is often the most valuable point in a whole investigation. But the exchange will not hand that information to a victim or to a private firm. It will normally share it only with the police or other authorities, through a lawful request or a court order.

The same is true of freezing. An exchange can technically stop withdrawals from accounts on its platform, but in practice it acts on requests from law enforcement, and keeping funds frozen, seizing them or returning them to victims requires the authorities and, in many cases, a court. A private company cannot order an exchange to freeze an account. Some issuers of stablecoins can also block tokens held at specific addresses, and they too generally act at the request of the authorities.

This is why a police report matters, and why speed helps: if the funds are still at an exchange when the authorities ask about them, there is a chance of action. If they have already been withdrawn and moved on, that chance shrinks.

## Where tracing gets harder

Blockchain analysis is powerful, but it is not magic. Several things can make tracing much harder or stop it altogether.

### Mixers

A mixer pools funds from many users and pays them out in a way designed to break the link between what went in and what came out. Analysts can sometimes find patterns in timing and amounts, but the trail often becomes unreliable after a mixer.

### Cross-chain bridges and swaps

Bridges let users move value from one blockchain to another. Swaps let them exchange one token for a different one. Each hop means the analyst has to pick up the trail on a different network. Many hops can still be followed, but each one adds time and uncertainty.

### Privacy coins

Some cryptocurrencies are designed to hide the sender, the receiver or the amount of each transaction. Once funds move into one of these coins, public tracing is usually very limited.

### Services beyond the reach of the law

Not every exchange or broker checks identity, and not every country cooperates quickly with foreign investigators. If funds end up with such a service or in such a place, the trail may be clear on the ledger but impossible to act on.

### Time

Scammers often move funds within minutes or hours. The ledger keeps the record forever, but the funds themselves keep moving.

## What tracing cannot do

There are things blockchain analysis can never do.

It cannot reverse a transaction. Once a transaction is confirmed on the blockchain, no one can undo it: not the victim, not an investigator, and not the people who built the network.

It cannot freeze or seize funds by itself. A tracing report is information. Only the authorities and courts can turn that information into legal action, usually with the cooperation of the exchange that holds the funds.

It cannot guarantee recovery. Even with a clear trail, funds may have been spent, converted or moved beyond reach. Nobody can guarantee that money will come back, and anyone who promises it is not telling you the truth.

## No one can hack back

Some people who lose money are approached by someone who says they can hack the scammer's wallet, break into the scam platform, or use special software to pull the funds back. This does not work the way they describe. And in almost every country, breaking into someone else's systems is a crime in its own right, whoever the target is.

A legitimate investigator, including our own team, works only with public blockchain data and the evidence you provide, and hacks no one. We cannot freeze or release funds either. No private firm can.

## Beware of recovery scams

People who have lost money are often targeted a second time by fake recovery services. These may pose as lawyers, law firms, blockchain experts or even government bodies. Watch for these warning signs:

- They contact you first, through social media, messaging apps, comments or search ads, and already know about your loss.
- They promise that your money will definitely come back, or that your case can be given priority.
- They claim to work with the police, the FBI or a regulator. No private firm is a partner of this kind.
- They ask for an upfront fee, a tax or a deposit, especially in cryptocurrency, gift cards or by wire transfer.
- They ask for your online banking passwords, or for remote access to your phone or computer.

Also, never share your wallet's recovery phrase, the set of words used to restore it, with anyone. Whoever has it can take everything in the wallet.

Government agencies and the police never charge a fee to take a report or to return money. If someone asks you to pay so that your funds can be unlocked, stop and check with the police before you do anything else.

## What victims should keep

Good records make tracing faster and more reliable. They also make your police report clearer. If you can, collect the following and keep copies in a folder on your computer and a printed set.

- The transaction hash, also called the transaction ID or TxID, for every payment you made. You can usually find it in the transaction details of your wallet app or in the withdrawal history of your exchange.
- The wallet addresses involved: your own sending address and every address the scammer gave you.
- The network and the token used for each payment, for example USDT on TRON or ETH on Ethereum, and the amount.
- The date and time of each payment, with your time zone.
- Screenshots of the scam website or app, including its web address, your account page and any balance it showed.
- Chat histories, emails and text messages, and the usernames or phone numbers the scammer used.
- Statements or transaction histories from your bank and your exchange.

Do not delete the chats or the app, even if it is upsetting to see them. If the scam platform shuts down, your screenshots may be the only record of what it claimed. Try not to edit the original images; if you want to add notes, mark up a copy instead.

## How we help

At the Association, our digital investigation team helps victims put their records in order, reads the public ledger to explain in plain language where funds appear to have gone and how certain each step is, and prepares clear summaries that can support a police report. Decisions to freeze, seize or return funds are made by the authorities and courts, not by us.

The first case assessment is free. Whatever you decide about our help, please report to the police or your national anti-fraud center first.

Losing money to a scam is hard, and many people feel ashamed. Please try not to blame yourself. These schemes are built by organized groups to deceive careful people. Acting calmly and keeping good records gives any investigation its best chance.`,
  },
  author: { 'zh-TW': '林怡君', en: 'Lin Yi-chun' },
  authorTitle: { 'zh-TW': '數位調查總監', en: 'Director of Digital Investigation' },
  date: '2024-01-12',
  updated: '2026-11-23',
  readTime: 9,
  category: 'technology-application',
  tags: [
    { 'zh-TW': '區塊鏈', en: 'Blockchain' },
    { 'zh-TW': '加密貨幣', en: 'Cryptocurrency' },
    { 'zh-TW': '數位鑑識', en: 'Digital forensics' },
    { 'zh-TW': '證據保存', en: 'Keeping evidence' },
  ],
  featured: false,
};
