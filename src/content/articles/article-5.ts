// Blog article 5: the psychology of romance scams, and how to support people affected (zh-TW and English).
// The author is a fictional sample person; the safety advice follows ../shared/FACTS.md.
import type { Article } from '../types.ts';
import { officialNames } from '../official-names.ts';

export const article5: Article = {
  id: 5,
  title: {
    'zh-TW': '愛情詐騙背後的心理學',
    en: 'The psychology of romance scams',
  },
  excerpt: {
    'zh-TW': '愛情詐騙之所以得逞，是因為它利用的正是讓真實感情成立的那些情感。了解其中的心理手法，能幫您保護自己，也能不帶責備地陪伴身邊受害的人。',
    en: 'Romance scams work because they use the same feelings that make real relationships possible. Understanding how they work can help you protect yourself, or support someone you love, without shame or blame.',
  },
  content: {
    'zh-TW': `被愛情詐騙的人，常常會聽到同一個問題：「你怎麼會看不出來？」這個問題並不公平。愛情詐騙不是在考驗智商，而是精心設計來利用那些讓真實感情得以成立的情感：信任、期待、關心，還有希望被理解的渴望。任何人都可能因此受騙，許多受害者是思慮周到、事業有成的人。

不論您是擔心自己、擔心身邊的人，或是正努力理解已經發生的事，了解這些手法怎麼運作，都會有幫助。

## 螢幕另一端是誰

和您聊天的那個人，可能根本不存在。照片常是從別人的社群帳號盜來的，訊息則可能出自一個照著劇本輪班的團隊，同一段對話由好幾個人接手。您猶豫時該說什麼，他們早就練習過了。一個真誠、善良的人面對這樣的組織，本來就不是公平的較量。

## 感情是怎麼被建立起來的

### 密集又熱烈的關心

對方訊息傳得很勤，記得您說過的每個細節，不斷給您稱讚和安慰，每天早安、晚安從不間斷。對於正感到孤單、剛失去親人，或長期忙著照顧別人的人來說，這份關注就像一份禮物。而這正是對方的目的。

### 剛好就是您理想中的人

對方的身分常常正好符合您重視的條件：喪偶獨自帶孩子的父親、派駐海外的醫師、在海上鑽油平台工作的工程師、投資有成的企業家。興趣相投，價值觀也一致。這不是巧合。他們先了解您，再把您想看到的樣子呈現給您。

### 把對話移到私訊

認識不久，對方就會提議從交友網站或社群平台，改到 LINE、WhatsApp 等通訊軟體聊。這樣一來，對話就離開了平台的安全機制，也更難被檢舉。

### 大談未來

對方很快就開始規劃未來：近期見面、一起生活、結婚。有了共同的未來，之後每一次開口要錢，都像是在為「我們」付出。

### 總有理由不能見面

不能見面、不能視訊的理由永遠都有：網路不好、工作規定、鏡頭壞了、臨時出差。就算真的視訊了，也可能很短、畫面模糊，或是有各種奇怪的限制。

## 要錢是怎麼開始的

通常要等信任很深之後，才會談到錢。一開始可能只是小額，之後慢慢變大。常見的說法包括：

- 突發狀況：住院費用、發生意外、卡在機場，或被海關扣留。
- 要先付一筆費用，才能領出包裹、遺產或被凍結的薪水。
- 需要機票錢，才能終於飛來見您。
- 投資機會：對方秀出自己在交易平台上的獲利，說要教您投資。這種愛情加上假投資的手法近年非常常見，而那個平台是假的。

對方也可能請您幫忙收一筆錢，再轉給別人。這可能讓您被捲入法律責任，請直接拒絕。

## 為什麼這麼難抽身

有幾種再平常不過的人性傾向，讓人很難離開這類詐騙。了解它們，可以少一些自責。

### 沉沒成本

投入了時間、感情和金錢之後，要承認這一切不是真的，是非常痛苦的事。再匯一次，感覺就像是在保護已經付出的一切。

### 希望與忽冷忽熱

溫柔與危機輪流出現。每次「問題解決」後的那份安心，都會讓彼此的連結更緊，就像真實感情中的起伏一樣。

### 被孤立

詐騙者常要您對這段感情保密，或暗示親友不會理解。少了旁人的意見，心中的疑問就無處可說。

### 罪惡感與恐懼

當您猶豫，對方可能表現得很受傷，指責您不信任他，或描述如果您不幫忙，他會遭遇什麼。有些人甚至威脅要公開私密照片或對話。這些是施壓的手段，不是愛的證明。

## 可以做的查證

- 用以圖搜圖查詢對方的照片，看看是否以其他名字出現在別的地方。
- 在您選的時間，要求即時視訊。一再找藉口就是警訊。視訊有幫助，但不是萬無一失，因為影像和聲音都可能造假。
- 留意對方說的事情裡，有沒有任何一件能在對話之外得到證實。
- 就算對方要您保密，也找一位信任的人聊聊這段關係。
- 只要對方開口要錢、要虛擬貨幣、要禮物卡，或請您幫忙轉錢，不論理由多令人心疼，都請先停下來。

## 如果這件事發生在您身上

請對自己溫柔一點。騙您的人，是以欺騙為業的人。就算對方是假的，您的感情是真的。曾經真心付出，沒有什麼好羞愧的。

很多人遲遲不敢報案，是因為覺得丟臉。其實警方和反詐騙中心每天都在處理這類案件，您不會是他們第一個協助的人。您的報案，也可能讓下一個人免於受騙。

- 停止匯款，就算對方保證這是最後一次。
- 立刻打電話給銀行或支付業者，請對方攔截、撤回或凍結轉帳。
- 保留證據：對方的個人檔案和對話截圖、收據、帳號、錢包地址和網址。最好在停止聯絡之前先存好。
- 向警方或國家級反詐騙中心報案，並留下案件編號。報案是免費的。
- 保護您的帳戶：更改密碼、開啟兩步驟驗證，留意有沒有不明交易。
- 停止聯絡。如果對方威脅您，不要付錢，保留訊息並告訴警方。

### 可以向哪裡報案

- 臺灣：${officialNames.tw165Hotline['zh-TW']}，緊急狀況請撥 110。
- 香港：${officialNames.hkAntiScamHelpline['zh-TW']} 18222。
- 新加坡：${officialNames.sgScamShieldHelpline['zh-TW']} 1799。
- 馬來西亞：先打給銀行，或撥打${officialNames.myNsrc['zh-TW']} 997，再向警方報案。
- 美國：ic3.gov 及 reportfraud.ftc.gov。
- 加拿大：先向當地警方報案，再聯絡${officialNames.caCafc['zh-TW']} 1-888-495-8501。
- 澳洲：${officialNames.auReportCyber['zh-TW']}（cyber.gov.au），也可以撥 1800 595 160 向 ${officialNames.auIdcare['zh-TW']} 尋求協助。
- 其他地區：請向當地警方報案。

## 小心聲稱能追回款項的人

在愛情詐騙中損失金錢的人，常會再被找上。對方自稱律師、追款服務或政府人員，說能把錢追回來。沒有人能保證追回款項。警方和政府機關受理報案、返還款項都不收費，也只有法院和政府機關能凍結或扣押資金。凡是要您先付手續費、「稅金」或保證金，尤其要求用虛擬貨幣、禮物卡或電匯支付，或是索取網路銀行密碼、要求遠端操作您裝置的人，都不是來幫您的。

## 如何陪伴您在乎的人

如果您覺得親友可能陷入了愛情詐騙，您的反應非常重要。生氣或嘲笑，常會把對方推向詐騙者，而詐騙者隨時準備好安慰他。

有些跡象值得留意：親友突然有了一位從沒見過面的網路情人，和手機形影不離卻不願多談；開始向人借錢，或對虛擬貨幣突然很有興趣；帳戶出現不尋常的匯款；情緒起伏很大，一下子很幸福，一下子又非常焦慮。這些不代表一定是詐騙，但值得您多關心一點。

陪伴的時候，可以這樣做：

- 先傾聽。真心地問問這段關係。
- 用溫和的提問代替指責：「你們視訊過嗎？如果你拒絕，會發生什麼事？」
- 提議一起看看證據，例如一起用以圖搜圖查照片。
- 避免說「笨」、「好騙」這類字眼，告訴對方這種事發生在很多人身上。
- 即使對方還沒準備好聽，也請保持聯絡。等對方準備好的時候，您還在身邊，可能就是最大的不同。

從愛情詐騙中走出來需要時間。失去的不只是金錢，還有一段曾經珍惜的感情，難過和哀傷都是正常的反應。和信任的人或專業諮商人員聊聊，會有幫助。

有些人在事後好一段時間很難再相信別人，或是不斷責怪自己。這些感受都很常見，也會隨著時間慢慢淡去。您值得被真誠地對待，這一次的經歷，不會決定您往後的人生。`,
    en: `People who lose money to romance scams often hear the same question: how could you not see it? It is an unfair question. Romance scams are not a test of intelligence. They are carefully built to use the feelings that make real relationships possible: trust, hope, care and the wish to be understood. Anyone can be reached that way, and many victims are thoughtful, successful people.

Understanding how these scams work is useful whether you are worried about yourself or someone close to you, or are trying to make sense of something that has already happened.

## Who is on the other side

The person you are talking to may not exist. The photos are often taken from someone else's social media. The messages may come from a team working from scripts, taking turns on the same conversation. They have practiced what to say when someone hesitates. That is not a fair match for one person who is simply being open and kind.

## How the bond is built

### Fast, intense attention

The scammer writes often, remembers details, and offers compliments and reassurance. Good morning and good night messages arrive every day. For someone who is lonely, grieving or busy caring for others, this attention can feel like a gift. It is meant to.

### A perfect match

The profile often fits what you value: a widowed parent, a doctor working abroad, an engineer on an offshore oil rig, a successful investor. They share your interests and your views. This is not a coincidence. They learn about you and reflect it back.

### Moving the conversation

Early on, they ask to move from the dating site or social network to a private messaging app. This takes the conversation away from the platform's safety checks and makes it harder to report.

### Talking about the future

Plans come quickly: meeting soon, living together, marriage. The shared future makes each later request feel like an investment in “us.”

### Reasons not to meet

There is always a reason they cannot meet or do a live video call: a poor connection, a work rule, a broken camera, a sudden trip. When a video call does happen, it may be short, blurred or oddly limited.

## How the money requests begin

Money usually comes up only after trust is strong. The first request may be small, and the amounts grow over time. Common stories include:

- An emergency: a hospital bill, an accident, being stuck at an airport or held at customs.
- A fee to release a parcel, an inheritance or a salary they cannot access.
- Travel costs so they can finally come and meet you.
- An investment opportunity. They show you their profits on a trading platform and offer to teach you. This mix of romance and fake investment has become very common, and the platform is fake.

They may also ask you to receive money and pass it on for them. This can put you at legal risk, so say no.

## Why it is so hard to step back

Several ordinary human tendencies make these scams hard to leave. Knowing about them can ease some of the shame.

### Sunk cost

After giving time, emotion and money, it is painful to accept that it was not real. Sending one more payment can feel like a way to protect what was already given.

### Hope and uneven rewards

Warmth alternates with crisis. The relief after each “solved” problem strengthens the bond, much like the ups and downs of a real relationship.

### Isolation

Scammers often ask you to keep the relationship private, or suggest that friends and family would not understand. Without outside views, doubts have nowhere to go.

### Guilt and fear

If you hesitate, they may seem hurt, accuse you of not trusting them, or describe what will happen to them if you do not help. Some threaten to share private photos or conversations. These are pressure tactics, not proof of love.

## Checks you can make

- Do a reverse image search on their photos to see whether they appear elsewhere under other names.
- Ask for a live video call at a time you choose. Repeated excuses are a warning sign. A video call helps but is not a perfect check, as images and voices can be faked.
- Notice whether anything they tell you can be confirmed outside the conversation.
- Talk to someone you trust about the relationship, even if you have been asked not to.
- Treat any request for money, cryptocurrency, gift cards or help moving money as a stop sign, however moving the reason.

## If it has happened to you

Please be gentle with yourself. You were deceived by people whose work is deception. Your feelings were real, even if the other person was not, and there is no shame in having cared.

Many people put off reporting because they feel embarrassed. The police and national centers deal with these cases every day. You will not be the first person they have helped, and your report may protect someone else.

- Stop sending money, even if they promise it will be the last time.
- Call your bank or payment provider now and ask it to stop, recall or freeze any transfers.
- Keep the evidence: screenshots of profiles and chats, receipts, account numbers, wallet addresses and web addresses. It helps to save these before you stop contact.
- Report to the police or your national center and keep the case number. Reporting is free.
- Secure your accounts: change passwords, turn on two-step login, and watch for unknown transactions.
- Stop contact. If they threaten you, do not pay; keep the messages and tell the police.

### Where to report

- Taiwan: the ${officialNames.tw165Hotline.en} (110 in an emergency).
- Hong Kong: the ${officialNames.hkAntiScamHelpline.en} 18222.
- Singapore: the ${officialNames.sgScamShieldHelpline.en} 1799.
- Malaysia: call your bank or the ${officialNames.myNsrc.en} at 997 first, then make a police report.
- United States: ic3.gov and reportfraud.ftc.gov.
- Canada: your local police, then the ${officialNames.caCafc.en} at 1-888-495-8501.
- Australia: ${officialNames.auReportCyber.en} at cyber.gov.au, and ${officialNames.auIdcare.en} at 1800 595 160 for support.
- Elsewhere: your local police.

## Beware of offers to get the money back

People who have lost money to romance scams are often contacted again, by someone claiming to be a lawyer, a recovery service or an official who can return the funds. Nobody can guarantee recovery. The police and government agencies never charge to take a report or to return money, and only courts and authorities can freeze or seize funds. Anyone who asks for an upfront fee, “taxes” or a deposit, especially in cryptocurrency, gift cards or by wire, or who asks for your banking passwords or remote access to your device, is not there to help.

## How to support someone you love

If you think a friend or relative is caught in a romance scam, your reaction matters a great deal. Anger or ridicule can push them closer to the scammer, who will be ready with comfort.

Some signs are worth noticing: a new partner they met online but have never met in person, a phone they keep close but do not want to talk about, requests to borrow money, a sudden interest in cryptocurrency, unusual transfers, or moods that swing between happiness and anxiety. None of these proves a scam, but each is a reason to show a little more care.

When you do talk, these approaches help:

- Listen first. Ask about the relationship with real interest.
- Ask gentle questions instead of making accusations: have you met on video? What would happen if you said no?
- Offer to look at the evidence together, for example with a reverse image search.
- Avoid words like “stupid” or “gullible.” Say that this happens to many people.
- Stay in touch, even if they are not ready to hear it yet. Being there when they are ready can make a real difference.

Recovering from a romance scam takes time. The loss is both financial and emotional, and grief is a normal response. Talking with someone you trust, or with a counselor, can help.

Some people find it hard to trust anyone for a while afterward, or keep blaming themselves. These feelings are common, and they ease with time. You deserve to be treated honestly, and this experience does not define the rest of your life.`,
  },
  author: { 'zh-TW': '陳志明', en: 'Chen Chih-ming' },
  authorTitle: { 'zh-TW': '資深反詐騙顧問', en: 'Senior Anti-Fraud Advisor' },
  date: '2024-01-18',
  updated: '2026-11-23',
  readTime: 6,
  category: 'anti-fraud-guide',
  tags: [
    { 'zh-TW': '愛情詐騙', en: 'Romance scams' },
    { 'zh-TW': '心理操控', en: 'Manipulation' },
    { 'zh-TW': '網路交友', en: 'Online dating' },
    { 'zh-TW': '陪伴受害者', en: 'Supporting victims' },
  ],
  featured: false,
};
