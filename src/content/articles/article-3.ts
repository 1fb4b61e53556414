// Blog article 3: cross-border fund recovery, how it works and what it costs (legal column), in zh-TW and English.
// The author, the Association and its case figures (timelines, costs, recovery rates) are fictional sample data.
import type { Article } from '../types.ts';

export const article3: Article = {
  id: 3,
  title: {
    'zh-TW': '跨境追回資金：流程怎麼走、要花多少錢',
    en: 'Cross-border fund recovery: how it works and what it costs',
  },
  excerpt: {
    'zh-TW': '被騙的錢一旦流到國外，能不能追回，取決於不只一個國家的銀行、警方與法院。本文以本協會的實務經驗，說明跨境追款的流程、常見的時間與費用，以及如何避開隨之而來的假追回詐騙。',
    en: 'When scam money leaves the country, recovery depends on banks, police and courts in more than one place. This guide explains the steps, typical timelines and costs from the Association\'s case experience, and how to avoid the recovery scams that follow.',
  },
  content: {
    'zh-TW': `現在的詐騙，很多都跨越了國界。詐騙者可能在甲國，收款帳戶在乙國，把錢換成加密貨幣的交易所又在丙國。在某些案件中，錢還是有機會追回，但必須經過法律程序，而每一個相關國家的銀行、警方和法院都可能牽涉其中。本文根據本協會經手案件的經驗，說明跨境追款怎麼進行、大概要花多少錢、需要多少時間。內容屬於一般資訊，不能取代針對您個案的法律意見。

先說最重要的一點：每個案件的情況都不一樣，沒有人能保證一定追得回來。任何向您拍胸脯保證的人，都應該提高警覺。

## 第一步免費：先找銀行，再報警

在找律師、調查人員或任何協會之前，有兩通電話應該先打，而且都不用花錢。

- 立刻聯絡您的銀行或支付業者，要求停止、撤回或凍結這筆轉帳。銀行可以聯繫收款銀行，包括國外的銀行；越早通知，能嘗試的做法越多。
- 向警方或所在國家的反詐騙中心報案，並保留案件編號。報案是免費的。之後銀行、外國機關和法院，都會要求看這份報案紀錄。

同時請保存所有證據：對話截圖、網址、帳號、交易序號、錢包地址和收據。更改密碼、開啟兩步驟驗證，並停止與詐騙者的一切聯絡。

### 各地報案管道

本協會服務的 11 個國家與地區，各自的官方報案電話與網站，都整理在本網站的「報案管道」頁，本文最後也附有連結。

## 跨境案件要準備哪些資料

外國的銀行和法院，只能根據看得懂、查得到的資料採取行動。資料整理得越清楚，之後越能節省時間和翻譯費用。

- 報案紀錄和案件編號。
- 銀行對帳單與匯款收據，上面要看得到日期、金額、收款銀行、戶名、帳號和匯款參考編號。
- 加密貨幣的部分：轉出與收款的錢包地址、交易序號（交易雜湊值），以及交易所的帳戶紀錄。
- 對話紀錄、電子郵件和平台網址，先截圖保存，可以的話再把完整的紀錄備份下來。
- 詐騙者給過您的姓名、電話、戶名或文件，即使很可能是假的，也請留著。
- 一份用自己的話寫的簡短時間軸：什麼時候開始接觸、每一筆付款的時間，以及什麼時候發現被騙。

原始檔案請保持原樣，不要修改；需要提供時，給複本就好。這些資料只交給銀行、警方，或您已經確認過身分的專業人士。

## 為什麼跨境案件比較難

在同一個國家內，銀行常常可以依警方要求迅速處理。一旦跨境，有好幾個因素會讓速度慢下來。

- 每個國家對銀行保密、個資保護，以及在什麼條件下可以凍結帳戶，都有不同的法律規定。
- 一國的警察不能直接命令另一國的銀行做任何事，必須透過正式的合作管道，例如政府之間的司法互助請求，請對方國家的機關協助。
- 文件通常需要翻譯，而且很多還要經過認證，外國機關或法院才會受理。
- 詐騙集團會把錢快速轉走，經常經過好幾個帳戶，或換成加密貨幣，正是因為他們知道每多一層，追查就更慢。

這些都不代表完全沒有機會。但它確實代表：時間很重要、文件很重要，而最後做決定的是銀行、主管機關和法院，不是任何民間單位。

## 誰可以凍結資金

這是追款過程中最常被誤解的一點，也是詐騙集團最愛利用的地方。只有法院和主管機關可以凍結或扣押資金。民間公司做不到，本協會也一樣。律師和調查人員能做的，是整理證據、追查資金流向，並協助被害人或主管機關，把正確的請求送到正確的地方。

實務上，依國家不同，凍結可能透過以下幾種途徑：

- 收款銀行收到您的銀行發出的詐騙通報，或警方的要求時，可能會先暫停該帳戶的交易。
- 警方或司法機關在刑事偵查中，可以依職權或依外國的請求凍結帳戶。
- 在許多國家，被害人也可以透過律師向民事法院聲請凍結資產，由法院判斷證據是否足夠。
- 當主管機關或法院提出要求時，加密貨幣交易所可以限制在該平台開立的帳戶。

## 兩條路：刑事與民事

多數追款案件會走以下其中一條路，金額較大的案件，也可能兩條同時進行。

刑事途徑從您的報案開始。警方負責偵查，可能請求外國機關協助，也可能凍結、之後沒收犯罪所得。依各國法律不同，被凍結或沒收的款項，之後可能發還給被害人。這條路被害人不需要付費，但辦案的速度和優先順序，不是被害人能決定的。

民事途徑則是由被害人，通常透過律師，向收到款項的帳戶持有人等相關的人提出求償。過程中可以聲請凍結資產，在部分國家也可以聲請法院要求銀行揭露帳戶資料。被害人對進度比較有主導權，但需要負擔法院規費、翻譯費和律師費，而且拿到勝訴判決之後，還必須到錢所在的國家執行。

該走哪一條路，要看損失金額、錢流向哪裡，以及警方偵查進行到什麼程度。損失金額不大時，刑事途徑往往是唯一划算的選擇。

## 常見的時程

以下區間來自本協會的實務經驗，是常見的情況，不是承諾。個別案件可能更快，也可能慢很多。

- 緊急凍結：1 到 3 天。這是最急迫的一步：在錢被轉走之前，銀行或主管機關根據詐騙通報，先把收款帳戶暫時凍結。
- 正式凍結令：2 到 4 週。緊急凍結通常只是暫時的。要讓資金持續凍結，一般需要法院或主管機關核發正式命令，而這需要翻譯好的證據和正式的聲請。
- 資金返還：3 到 12 個月。即使錢已經凍結，也要等法律程序確認這筆錢屬於誰，才會返還。這可能是刑事案件、民事求償或行政程序，而且常常牽涉不只一個國家。

這些階段會與刑事偵查同時進行，而偵查有它自己的進度。有時被害人在任何人被定罪之前就拿回了錢；也有時詐騙者的身分已經查出來，錢卻早就不見了。

## 要花多少錢

向銀行通報、向警方報案都是免費的，向警方詢問案件進度也不用錢。費用主要出現在文件需要拿到國外使用，或需要向法院提出聲請的時候。在本協會經手的案件中，常見的費用區間如下：

- 文件翻譯與認證：約美金 500 至 2,000 元，視頁數、涉及的語言，以及是否需要官方認證而定。
- 法院規費：約美金 1,000 至 5,000 元，視國家、聲請種類和請求金額而定。

這些是付給翻譯人員和法院的費用，通常會有收據或正式文件。律師費另外計算，各國、各案的差異都很大。在同意任何安排之前，請要求對方以書面列出費用，問清楚如果什麼都沒追回會怎麼處理，並把可能的花費和損失金額放在一起比較。如果損失金額不大，銀行通報和報案這兩個免費步驟，可能就是最合理的做法。

任何正當的專業人士或機關，都不會要求您先付「稅金」、「解凍費」或「保證金」才能拿回您的錢，更不會要您用加密貨幣、遊戲點數、禮物卡或電匯支付這類款項。

## 行動的速度最關鍵

在我們看過的各種因素裡，時間與結果的關聯最強。詐騙集團通常在幾小時或幾天內就會把錢轉走。資金一旦經過好幾個帳戶、被提領成現金，或被換成加密貨幣分散到不同錢包，每多一步，就多一個機構要處理，往往也多一個國家。

本協會經手案件中，資金獲得追回（全部或部分）的案件比例，隨被害人報案的速度而有明顯差異：

- 24 小時內報案：85%的案件追回資金。
- 1 週內報案：65%。
- 1 個月內報案：40%。
- 超過 3 個月才報案：15%。

這些數字描述的是本協會過去經手的案件，不是對任何個案的預測。它們不是承諾，也不代表早報案就一定成功，或晚報案就一定沒希望。每個案件都不同，沒有人能保證追回。它真正要說的很簡單：如果您剛被騙，今天就打給銀行、向警方報案，這比任何事都優先。

### 其他有利或不利的因素

- 比較有利：錢還在受監管的銀行或交易所裡；收款帳戶明確可查；證據完整、整理清楚；相關國家之間合作順暢。
- 比較困難：錢已被提領成現金；經過許多帳戶或錢包；流向合作有限的地區；以現金、遊戲點數或禮物卡付款，留下的紀錄較少。

## 律師或調查人員能做什麼、不能做什麼

在複雜的跨境案件中，專業協助可能帶來差別。好的律師或調查人員可以：

- 把您的證據整理成清楚的時間軸，讓銀行、警方和法院可以直接使用。
- 追查轉帳紀錄，包括公開的區塊鏈紀錄，找出資金目前在哪些機構。
- 準備翻譯、認證過的文件和正式的聲請書。
- 需要在另一個國家提出聲請時，與當地律師合作。
- 說明實際可行的選項；如果採取行動的成本可能高於能追回的金額，也會坦白告訴您。

但他們不能自己凍結或扣押資金，不能強迫外國銀行或機關採取行動，也不能保證結果。有人說他們可以，就要特別小心。

## 假追回服務：第二次詐騙

損失過錢的人，常常會被冒充律師、律師事務所、追回服務或政府機關的人再騙一次。官方公布的警訊包括：

- 對方主動聯繫您（透過社群媒體、通訊軟體、留言或搜尋廣告），而且知道您的損失。
- 宣稱一定追得回來，或承諾讓您的案子優先處理。
- 聲稱是警方、美國聯邦調查局（FBI）或金融主管機關的合作夥伴。沒有任何民間公司是。
- 要求您先付手續費、「稅金」或「保證金」，尤其是要您用加密貨幣、遊戲點數、禮物卡或電匯支付。
- 要您提供網路銀行密碼，或要求遠端操控您的手機、電腦。

請記住：警察和政府機關受理報案、發還款項，都不會收費；也只有法院和主管機關可以凍結資金。如果有人主動聯絡您談案件，不要用對方提供的管道回覆。請自己查出該單位的聯絡方式，並向承辦您案件的警方確認。

## 簡單檢查清單

- 今天：打給銀行、向警方報案、保留案件編號、保存證據。
- 這一週：保護帳戶安全，趁記憶還清楚寫下事件經過的時間軸，停止與詐騙者聯絡。
- 付錢給任何人之前：要求書面列出費用，透過獨立管道確認對方身分；絕不要用加密貨幣、遊戲點數或禮物卡付款，也不要交出密碼或讓人遠端操控。

跨境追款既緩慢又充滿不確定，感到憤怒或羞愧都是很正常的。但這些情緒都不是拖延的理由。免費的第一步，也正是最重要的一步。`,
    en: `Many scams today cross at least one border. The scammer may be in one country, the bank account that received your money in a second, and the exchange that converted it into cryptocurrency in a third. Recovery is still possible in some cases, but it follows a legal process that can involve banks, police and courts in each of those places. This article explains how that process works, what it tends to cost and how long it takes, based on the cases the Association has handled. It is general information, not legal advice for your situation.

One point first, because it matters most: every case is different, and nobody can guarantee that money will be recovered. Treat anyone who promises otherwise with suspicion.

## Step one is free: your bank and the police

Before any lawyer, investigator or association is involved, two calls should be made, and both cost nothing.

- Call your bank or payment provider now. Ask it to stop, recall or freeze the transfer. Banks can contact the receiving bank, including one abroad, and the earlier they hear from you, the more they can try.
- Report to the police or your national anti-fraud center, and keep the case number. Reporting is free. The police report is also the document that banks, foreign authorities and courts will ask for later.

At the same time, keep every piece of evidence: screenshots of chats, web addresses, account numbers, transaction references, wallet addresses and receipts. Change your passwords, turn on two-step login and stop all contact with the scammer.

### Where to report

The official reporting lines and websites of the 11 countries and regions the Association serves are listed on the Where to Report page, linked at the end of this article.

## What to gather for a cross-border case

Foreign banks and courts can act only on what they can read and verify. A well-organized file saves time and translation costs later.

- Your police report and case number.
- Bank statements and transfer receipts showing the date, amount, receiving bank, account name and number, and any transfer reference.
- For cryptocurrency: the wallet addresses you sent from and to, the transaction IDs (hashes), and your exchange account records.
- Chat logs, emails and the platform's web addresses, saved as screenshots and, where possible, exported in full.
- Any names, phone numbers, account names or documents the scammer gave you, even if they are probably false.
- A short timeline in your own words: when contact began, the date of each payment, and when you realized it was a scam.

Keep the originals unchanged, and hand out copies when asked. Share them only with the bank, the police, or professionals whose identity you have checked.

## Why cross-border cases are harder

Inside one country, a bank can often act on a police request quickly. Across borders, several things slow the process down.

- Each country has its own laws on bank secrecy, data protection and when an account may be frozen.
- Police in one country cannot order a bank in another country to do anything. They must ask their foreign counterparts through formal cooperation channels, such as mutual legal assistance requests between governments.
- Documents usually have to be translated, and many must be certified before a foreign authority or court will accept them.
- Scam networks move money quickly, often through several accounts or into cryptocurrency, precisely because they know each extra step makes tracing slower.

None of this makes recovery impossible. It does mean that time matters, that paperwork matters, and that the decisions are made by banks, authorities and courts, not by any private party.

## Who can freeze funds

This is the most misunderstood part of fund recovery, and scammers exploit the confusion. Only courts and authorities can freeze or seize funds. A private firm cannot, and that includes the Association. What lawyers and investigators can do is prepare the evidence, trace where the money went, and help the victim or the authorities send the right request to the right place.

In practice, depending on the country, a freeze can come about in several ways:

- The receiving bank may put a temporary hold on an account when it receives a fraud alert from your bank or a request from the police.
- Police or prosecuting authorities may freeze an account as part of a criminal investigation, using their own powers or acting on a request from abroad.
- In many countries, a victim can also apply to a civil court, through a lawyer, for an order freezing the assets. The court decides whether the evidence is strong enough.
- Cryptocurrency exchanges can restrict accounts held with them when authorities or a court ask them to.

## Two routes: criminal and civil

Most recoveries follow one of two routes, and in larger cases both may run at the same time.

The criminal route starts with your police report. The police investigate, may ask authorities abroad for help, and may freeze and later confiscate the proceeds of the crime. Depending on the country, money that was frozen or confiscated may then be returned to victims. This route costs the victim nothing, but the victim does not control its pace or its priorities.

The civil route is a claim brought by the victim, usually through a lawyer, against the account holders or others who received the money. It can include an application to freeze assets and, in some countries, a request for a court order requiring the bank to disclose information about the account. It gives the victim more say over the process, but it brings court fees, translation costs and lawyers' fees, and a judgment still has to be enforced in the country where the money is.

Which route makes sense depends on the amount lost, where the money went, and how far the police investigation has progressed. For smaller losses, the criminal route is often the only one that makes financial sense.

## A typical timeline

The following ranges come from the Association's own case experience. They are typical, not promised, and individual cases can be faster or much slower.

- Emergency freeze: 1 to 3 days. This is the urgent step, when a bank or authority puts a hold on the receiving account on the strength of a fraud report, before the money moves on.
- Formal freeze order: 2 to 4 weeks. An emergency hold is usually temporary. Keeping the funds frozen normally needs a formal order from a court or competent authority, which in turn needs translated evidence and a formal application.
- Return of funds: 3 to 12 months. Even frozen money is returned only after a legal process decides who it belongs to. That may be a criminal case, a civil claim or an administrative procedure, and it often involves more than one country.

These stages run alongside the criminal investigation, which keeps its own schedule. Sometimes a victim gets money back before anyone is convicted. Sometimes the scammers are identified but the money is already gone.

## What it costs

Reporting to your bank and the police is free, and so is asking the police about the progress of your case. Costs arise mainly when documents must be used in another country or when a court application is made. In the Association's cases, typical ranges have been:

- Translation and certification of documents: about USD 500 to 2,000, depending on the number of pages, the languages involved and whether official certification is required.
- Court fees: about USD 1,000 to 5,000, depending on the country, the type of application and the amount claimed.

These are costs paid to translators and courts, normally with receipts or official documents. Lawyers' fees are separate and vary widely by country and by case. Before you agree to anything, ask for the fees in writing, ask what happens if nothing is recovered, and compare the likely costs with the amount at stake. For a smaller loss, the free steps, the bank and the police report, may be the only sensible ones.

Nobody legitimate will ask you for an upfront “tax,” “release fee” or “deposit” before your money can be returned, and certainly not in cryptocurrency, gift cards or by wire transfer.

## How quickly you act matters most

Of all the factors we see, time has the strongest link with the outcome. Scam networks usually move money on within hours or days. Once funds have passed through several accounts, been withdrawn as cash, or been converted and split across wallets, each step adds another institution to deal with and often another country.

In the Association's case files, the share of cases in which funds were recovered, in full or in part, changed sharply with how quickly the victim reported:

- Reported within 24 hours: funds recovered in 85% of cases.
- Reported within 1 week: 65%.
- Reported within 1 month: 40%.
- Reported after 3 months: 15%.

These figures describe past cases handled by the Association, not a forecast for anyone's case. They are not a promise, and they do not mean that a case reported quickly will succeed or that a late case is hopeless. Every case differs, and nobody can guarantee recovery. The lesson is simpler: if you have just been defrauded, call your bank and the police today, before doing anything else.

### Other factors that help or hinder

- Helpful: the money is still in a regulated bank or exchange; the receiving account is clearly identified; the evidence is complete and well organized; the countries involved work well together.
- Harder: the money was withdrawn as cash; it passed through many accounts or wallets; it went to a place with limited cooperation; the payment was made in cash or gift cards, which leave fewer records.

## What a lawyer or investigator can and cannot do

Professional help can make a difference in complex cross-border cases. A good lawyer or investigator can:

- Organize your evidence into a clear timeline that banks, police and courts can use.
- Trace transfers, including on public blockchains, to find out which institutions hold the funds now.
- Prepare translated, certified documents and formal applications.
- Work with lawyers in the other country when an application must be made there.
- Explain realistic options, and tell you plainly when the cost of action is likely to exceed what can be recovered.

They cannot freeze or seize funds themselves, they cannot make a foreign bank or authority act, and they cannot guarantee an outcome. Be wary of anyone who says otherwise.

## Recovery scams: the second fraud

People who have lost money are often targeted a second time by people posing as lawyers, law firms, recovery services or government bodies. The official warning signs are:

- They contact you first, through social media, messaging apps, comments or search ads, and already know about your loss.
- They promise that your money will certainly come back, or that your case will get priority.
- They claim to be partners of the police, the FBI or a regulator. No private firm is.
- They ask for an upfront fee, “taxes” or “deposits,” especially in cryptocurrency, gift cards or by wire transfer.
- They ask for your online banking passwords or remote access to your phone or computer.

Remember that the police and government agencies never charge to take a report or to return money, and that only courts and authorities can freeze funds. If someone contacts you about your case, do not reply through the channel they used. Find the organization's contact details yourself, and check with the police officers handling your case.

## A short checklist

- Today: call your bank, report to the police, keep the case number and save the evidence.
- This week: secure your accounts, write down a timeline while the details are fresh, and stop all contact with the scammer.
- Before paying anyone: get the fees in writing, confirm who they are through independent sources, and never pay in cryptocurrency or gift cards, hand over passwords or allow remote access.

Cross-border recovery is slow and uncertain, and it is normal to feel angry or ashamed. Neither is a reason to wait. The free first steps are also the most important ones.`,
  },
  author: { 'zh-TW': '莎拉·惠特菲爾德', en: 'Sarah Whitfield' },
  authorTitle: { 'zh-TW': '國際合作部主管', en: 'Head of International Cooperation' },
  date: '2024-02-01',
  updated: '2026-11-23',
  readTime: 10,
  category: 'legal-column',
  tags: [
    { 'zh-TW': '跨境追款', en: 'Cross-border recovery' },
    { 'zh-TW': '資產凍結', en: 'Asset freezing' },
    { 'zh-TW': '法律費用', en: 'Legal costs' },
    { 'zh-TW': '假追回詐騙', en: 'Recovery scams' },
  ],
  featured: false,
  citesOwnCases: true,
};
