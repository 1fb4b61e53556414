// Seven common scam types: how each looks, its warning signs and what to do now. Public-safety
// text taken only from ../shared/FACTS.md (block 2, "Seven scam types", and block 1, "What to do
// straight away"). Nothing here is sample data. The recovery-scam warning is added by the page.
import type { ScamGuide } from './types.ts';

export const scamGuides: readonly ScamGuide[] = [
  {
    id: 'investment',
    name: { 'zh-TW': '投資詐騙與假投資平台', en: 'Investment and crypto scams' },
    summary: {
      'zh-TW': '陌生人、廣告或群組裡的「老師」說報酬高又穩賺不賠，等您想出金，平台卻要您先再付一筆錢。',
      en: 'A stranger, an ad or a chat-group “teacher” promises high, safe returns, then the platform wants more money before you can withdraw.',
    },
    looksLike: {
      'zh-TW': '通常從一通陌生電話、一則廣告、一位新認識的網友，或由「老師」帶領的投資群組開始。對方給您一個 App 或網站，帳面上的獲利一直增加，第一次小額出金甚至會成功。等您想領出更多錢，就被要求先繳「稅款」、「手續費」或「保證金」。',
      en: 'It often starts with a cold call, an ad, a new online friend or a chat group led by a “teacher.” You are given an app or website where your balance keeps growing, and a first small withdrawal may even work. When you try to take out more, you are told to pay a “tax,” “fee” or “deposit” first.',
    },
    signs: [
      {
        'zh-TW': '報酬很高，甚至「保證獲利」、「穩賺不賠」，又說幾乎沒有風險。',
        en: 'High or “guaranteed” returns with little or no risk.',
      },
      {
        'zh-TW': '對方主動找上您：陌生來電、廣告、有「老師」帶領的群組，或新認識的網友。',
        en: 'An unexpected approach: a cold call, an ad, a chat group with a “teacher” or a new online friend.',
      },
      {
        'zh-TW': '冒用名人或官方機關的名義背書。',
        en: 'A fake endorsement by a celebrity or an official body.',
      },
      {
        'zh-TW': 'App 上的獲利一直增加，第一次小額出金也成功，之後卻要您先繳「稅款」、「手續費」、「保證金」或「解凍金」才能出金。',
        en: 'The app shows growing profits and a first small withdrawal works, then you must pay a “tax,” “fee,” “deposit” or “unfreezing fee” before you can withdraw.',
      },
      {
        'zh-TW': '要您把錢匯到個人帳戶或電子錢包、用加密貨幣付款，或當面交付現金。',
        en: 'Payment goes to a personal account or e-wallet, in crypto, or as cash handed over.',
      },
      {
        'zh-TW': '一直催您快點決定。',
        en: 'Pressure to decide fast.',
      },
    ],
    doNow: [
      {
        'zh-TW': '不要再付任何錢，包括所謂的「解凍金」或出金費用。',
        en: 'Stop sending money, including any “release fee.”',
      },
      {
        'zh-TW': '馬上打電話給您的銀行或支付服務業者，請對方止付、撤回或凍結這筆轉帳。',
        en: 'Call your bank or payment provider now and ask it to stop, recall or freeze the transfer.',
      },
      {
        'zh-TW': '再付錢給任何人之前，先到下方列出的金融監理機關名冊查詢這家公司。',
        en: 'Before you pay anyone again, check the firm on the regulator\'s register below.',
      },
      {
        'zh-TW': '保存截圖、對話、收據、帳號和網址。',
        en: 'Keep screenshots, messages, receipts, account numbers and web addresses.',
      },
      {
        'zh-TW': '向警方或所在地的國家級通報中心報案，並保留案件編號。',
        en: 'Report it to the police or your national reporting center, and keep the case number.',
      },
    ],
    relatedArticles: [2, 1, 6],
  },
  {
    id: 'romance',
    name: { 'zh-TW': '感情詐騙與「殺豬盤」', en: 'Romance scams and “pig butchering”' },
    summary: {
      'zh-TW': '網路上認識的人很快就說愛您，接著向您要錢，或教您投資加密貨幣。',
      en: 'Someone you met online quickly declares love, then asks for money or coaches you to invest in crypto.',
    },
    looksLike: {
      'zh-TW': '您在網路上認識一個人，對方體貼、熱情，條件好得像理想對象。不久就把聊天移到 WhatsApp、Telegram 或 LINE，而且總有理由不能見面或視訊。接著開始以急用或旅費為由向您要錢，或指導您投資加密貨幣。',
      en: 'You meet someone online who is warm, attentive and seems perfect. They soon move the chat to WhatsApp, Telegram or LINE, and there is always a reason they cannot meet or video-call. Then come requests for money for an emergency or travel, or tips on investing in crypto.',
    },
    signs: [
      {
        'zh-TW': '很快就說愛您，個人檔案完美得不像真的。',
        en: 'Love is declared fast, and the profile seems too perfect.',
      },
      {
        'zh-TW': '要您離開交友 App，改用 WhatsApp、Telegram 或 LINE 聊天。',
        en: 'They move you off the app to WhatsApp, Telegram or LINE.',
      },
      {
        'zh-TW': '總有理由不能見面或視訊。',
        en: 'There is always an excuse not to meet or video-call.',
      },
      {
        'zh-TW': '以急用或旅費為由要錢，或教您投資加密貨幣。',
        en: 'They ask for money for an emergency or travel, or coach you to invest in crypto.',
      },
      {
        'zh-TW': '要您保密，讓您和身邊的人越來越疏遠。',
        en: 'They ask you to keep it secret and cut you off from the people around you.',
      },
      {
        'zh-TW': '想借用您的銀行帳戶轉錢。',
        en: 'They want to use your bank account to move money.',
      },
    ],
    doNow: [
      {
        'zh-TW': '停止聯絡，不管對方說什麼理由，都不要再給任何錢。',
        en: 'Stop contact and send nothing more, whatever the reason given.',
      },
      {
        'zh-TW': '馬上打電話給銀行，請對方止付、撤回或凍結轉帳。',
        en: 'Call your bank now and ask it to stop, recall or freeze your payments.',
      },
      {
        'zh-TW': '保存截圖、對話、收據、帳號和網址。',
        en: 'Keep screenshots, messages, receipts, account numbers and web addresses.',
      },
      {
        'zh-TW': '向警方或所在地的國家級通報中心報案，也向當初認識對方的 App 或平台檢舉。',
        en: 'Report it to the police or your national reporting center, and to the app or platform where you met.',
      },
      {
        'zh-TW': '找一位您信任的人談一談。',
        en: 'Talk to someone you trust.',
      },
    ],
    relatedArticles: [5, 1],
  },
  {
    id: 'impersonation',
    name: { 'zh-TW': '假冒警察、官員或銀行', en: 'Fake police, officials and banks' },
    summary: {
      'zh-TW': '自稱警察、官員、銀行或快遞人員的人打電話來，說您涉及犯罪，要您把錢轉走或交出去。',
      en: 'A caller posing as the police, an official, your bank or a courier says you are linked to a crime and must move or hand over your money.',
    },
    looksLike: {
      'zh-TW': '對方說您的身分證、電話或帳戶和犯罪或被查扣的包裹有關，再把電話「轉接」給警察或官員，也可能用通訊軟體傳來證件或「法院公文」。最後要您把錢轉到「安全帳戶」，或領出現金交給專人，還要您保密。另一種是來電要您「猜猜我是誰」，假裝是您認識的人。',
      en: 'The caller says your ID, phone or account is linked to a crime or a seized parcel, then “transfers” you to the police or an official, who may send a warrant card or “court papers” by chat app. You are told to move your money to a “safe” account or hand cash to a courier, and to keep it secret. Another version starts with “guess who I am,” the caller pretending to be someone you know.',
    },
    signs: [
      {
        'zh-TW': '說您的身分證、電話或帳戶涉及犯罪或被查扣的包裹，再「轉接」給警察或官員。',
        en: 'You are told your ID, phone or account is linked to a crime or a seized parcel, then “transferred” to the police or an official.',
      },
      {
        'zh-TW': '要您把錢轉到「安全帳戶」或「監管帳戶」、領現金、買黃金，或把現金或金融卡交給來取件的人。',
        en: 'You are told to move money to a “safe” or “supervised” account, withdraw cash, buy gold, or hand cash or cards to a courier.',
      },
      {
        'zh-TW': '要您提供網路銀行密碼、卡片密碼或一次性驗證碼，或要您安裝某個 App。',
        en: 'You are asked for your banking password, PIN or one-time code, or to install an app.',
      },
      {
        'zh-TW': '要您保密，或叫您對銀行說謊。',
        en: 'You are told to keep it secret or to lie to your bank.',
      },
      {
        'zh-TW': '用通訊軟體傳來證件或「法院公文」，或用視訊「做筆錄」。',
        en: 'A warrant card or “court papers” arrive by chat app, or a “statement” is taken by video call.',
      },
      {
        'zh-TW': '來電顯示像是官方號碼，但來電顯示可以造假。',
        en: 'Caller ID that looks official: it can be faked.',
      },
    ],
    doNow: [
      {
        'zh-TW': '先掛斷。用您自己查到的號碼回撥，例如官方網站或卡片背面的號碼；改用另一支電話，或等幾分鐘再打。',
        en: 'Hang up. Call back on a number you found yourself (official website, back of your card), from another phone or after a few minutes.',
      },
      {
        'zh-TW': '警察和公務機關絕不會要您轉帳、交付現金或金融卡，也不會「監管」您的帳戶。',
        en: 'The police and officials never ask you to transfer money, hand over cash or cards, or “supervise” your account.',
      },
      {
        'zh-TW': '有疑問先查證：臺灣撥 165，香港撥 18222，新加坡撥 1799。',
        en: 'Check first: call 165 in Taiwan, 18222 in Hong Kong or 1799 in Singapore.',
      },
      {
        'zh-TW': '如果已經付款，馬上打電話給銀行，請對方止付、撤回或凍結轉帳。',
        en: 'If you already paid, call your bank now and ask it to stop, recall or freeze the transfer.',
      },
      {
        'zh-TW': '如果給過密碼或驗證碼，請立刻更改密碼，並留意有沒有不明的交易。',
        en: 'If you gave a password or code, change your passwords and watch for unknown transactions.',
      },
      {
        'zh-TW': '向警方報案，並保留案件編號。',
        en: 'Report it to the police and keep the case number.',
      },
    ],
    relatedArticles: [1, 7],
  },
  {
    id: 'phishing',
    name: { 'zh-TW': '釣魚簡訊、郵件與假網站', en: 'Phishing texts, emails and fake websites' },
    summary: {
      'zh-TW': '簡訊、郵件或聊天訊息附上連結，要您驗證、解鎖、付一筆小錢或追蹤包裹，其實是把您帶到假網站。',
      en: 'A message with a link asks you to verify, unlock, pay a small fee or track a parcel, and leads you to a fake website.',
    },
    looksLike: {
      'zh-TW': '一則簡訊、電子郵件或聊天訊息，看起來像是銀行、物流公司或政府機關發出的。訊息說出了問題或有期限，並附上連結或 QR code。點進去的網頁看起來很真，要您輸入密碼、一次性驗證碼或信用卡資料。',
      en: 'A text, email or chat message seems to come from your bank, a delivery company or a government service. It warns of a problem or a deadline and gives a link or QR code. The page looks real and asks for your password, a one-time code or your card details.',
    },
    signs: [
      {
        'zh-TW': '突然收到連結或 QR code，要您「驗證」、解鎖、付一筆小額費用或追蹤包裹。',
        en: 'An unexpected link or QR code to “verify,” unlock, pay a small fee or track a parcel.',
      },
      {
        'zh-TW': '催促、限時或威脅。',
        en: 'Urgency, a time limit or threats.',
      },
      {
        'zh-TW': '寄件人名稱或網址和真的只差一點點。',
        en: 'A sender name or web address that is slightly altered.',
      },
      {
        'zh-TW': '要您提供密碼、一次性驗證碼或信用卡資料。香港的銀行不會傳連結給您進行交易。',
        en: 'A request for passwords, one-time codes or card details. Hong Kong banks do not send links to carry out transactions.',
      },
      {
        'zh-TW': '稱呼很籠統，版面或文字怪怪的。',
        en: 'A generic greeting, odd design or spelling mistakes.',
      },
    ],
    doNow: [
      {
        'zh-TW': '不要點連結。自己輸入官方網址，或使用官方 App。',
        en: 'Don\'t click. Type the official address yourself or use the official app.',
      },
      {
        'zh-TW': '用下方的官方工具轉寄或通報這則訊息。',
        en: 'Forward or report the message with the official tools below.',
      },
      {
        'zh-TW': '如果已經輸入資料，馬上打電話給銀行，並更改密碼。',
        en: 'If you entered any details, call your bank now and change your passwords.',
      },
      {
        'zh-TW': '開啟兩步驟登入驗證，並留意有沒有不明的交易。',
        en: 'Turn on two-step login and watch for transactions you do not recognize.',
      },
      {
        'zh-TW': '保存訊息截圖和網址。',
        en: 'Keep screenshots of the message and the web address.',
      },
      {
        'zh-TW': '如果有金錢損失，向警方或所在地的國家級通報中心報案。',
        en: 'If you lost money, report it to the police or your national reporting center.',
      },
    ],
    relatedArticles: [4, 3],
  },
  {
    id: 'job',
    name: { 'zh-TW': '求職與「做任務」詐騙', en: 'Job and task scams' },
    summary: {
      'zh-TW': '主動找上門的工作說做簡單的「任務」就能賺錢，接著卻要您先付錢，才能領出報酬。',
      en: 'An unexpected job offer pays you for simple online “tasks,” then asks you to pay in before you can withdraw.',
    },
    looksLike: {
      'zh-TW': '一則工作邀請透過簡訊、WhatsApp 或 Telegram 找上您：用手機就能做的簡單工作，例如按讚、評分或幫商品「衝流量」。一開始會先付您小額佣金，讓您放心。接著要您「儲值」或付押金才能解鎖下一個任務，常常要用加密貨幣；畫面上的收入卻永遠領不出來。',
      en: 'An unsolicited offer arrives by SMS, WhatsApp or Telegram: easy work on your phone, such as liking, rating or “boosting” products. Small commissions are paid at first to win your trust. Then you must make deposits or “top-ups,” often in crypto, to unlock the next tasks, and the earnings on screen can never be withdrawn.',
    },
    signs: [
      {
        'zh-TW': '透過簡訊、WhatsApp 或 Telegram 主動傳來的工作邀請。',
        en: 'An unsolicited job offer by SMS, WhatsApp or Telegram.',
      },
      {
        'zh-TW': '工作內容是「任務」：按讚、評分、「衝流量」或「優化」。',
        en: '“Tasks” such as liking, rating, “boosting” or “optimizing.”',
      },
      {
        'zh-TW': '先給小額佣金，再要您付押金或「儲值」才能解鎖任務或領錢，常常要用加密貨幣。',
        en: 'Small commissions first, then deposits or “top-ups,” often in crypto, to unlock tasks or withdraw.',
      },
      {
        'zh-TW': '畫面上看得到收入，卻永遠領不出來。',
        en: 'Earnings are shown but can never be withdrawn.',
      },
      {
        'zh-TW': '沒有公司資料，只有一個聊天帳號。',
        en: 'No company details, only a chat account.',
      },
      {
        'zh-TW': '要您代收款項再轉出去。',
        en: 'You are asked to receive money and pass it on.',
      },
    ],
    doNow: [
      {
        'zh-TW': '要先付錢才能賺錢的工作，一律不要做。',
        en: 'Never pay to get paid.',
      },
      {
        'zh-TW': '不要把帳戶借給別人。如果帳戶收到來路不明的錢，不要轉出，請通知銀行和警方。',
        en: 'Don\'t lend your bank account. If unknown money arrives, don\'t move it: tell your bank and the police.',
      },
      {
        'zh-TW': '已經付了錢，馬上打電話給銀行，請對方止付、撤回或凍結轉帳。',
        en: 'If you have paid, call your bank now and ask it to stop, recall or freeze the transfer.',
      },
      {
        'zh-TW': '報案時附上交易明細和錢包地址，並保留案件編號。',
        en: 'Report it with the transaction details and wallet addresses, and keep the case number.',
      },
      {
        'zh-TW': '保存截圖、對話、付款紀錄和錢包地址。',
        en: 'Keep screenshots, chats, payment records and wallet addresses.',
      },
      {
        'zh-TW': '停止和對方的一切聯絡。',
        en: 'Stop all contact with the “recruiter.”',
      },
    ],
    relatedArticles: [7, 1],
  },
  {
    id: 'shopping',
    name: { 'zh-TW': '網購詐騙', en: 'Online shopping scams' },
    summary: {
      'zh-TW': '價格特別便宜的網路賣家收了錢卻不出貨，或用各種理由要您再付一次錢。',
      en: 'A bargain online seller takes your money and sends nothing, or finds reasons for you to pay again.',
    },
    looksLike: {
      'zh-TW': '您在新開的社群媒體賣場看到很便宜的商品。賣家要您用銀行轉帳、禮物卡或加密貨幣付款，或要您離開平台私下交易。付款之後，東西沒有寄來，或是「客服」說出了「錯誤」，要您再付一筆費用。',
      en: 'You find a bargain in a new social-media shop. The seller wants a bank transfer, gift card or crypto, or payment outside the platform. After you pay, nothing arrives, or “customer service” asks for extra fees to fix an “error.”',
    },
    signs: [
      {
        'zh-TW': '價格遠低於市價。',
        en: 'A price far below the market.',
      },
      {
        'zh-TW': '只收銀行轉帳、禮物卡、加密貨幣或匯票，或要您在平台外付款。',
        en: 'Only bank transfer, gift card, crypto or money order, or payment outside the platform.',
      },
      {
        'zh-TW': '新開的社群媒體賣場，沒有評價，也沒有查得到的聯絡方式。',
        en: 'A new social-media shop with no reviews and no contact details you can check.',
      },
      {
        'zh-TW': '付款之後又要「運費」或「錯誤處理費」，或有假客服要您再付一次。',
        en: 'After you pay: extra “shipping” or “error” fees, or fake customer service asking you to pay again.',
      },
      {
        'zh-TW': '有人打電話要您到 ATM「解除分期付款設定」，一定是詐騙。',
        en: 'A call asking you to “cancel an installment setting” at an ATM is always a scam.',
      },
    ],
    doNow: [
      {
        'zh-TW': '付款前，先用下方的工具查詢賣家、電話號碼和帳號。',
        en: 'Before paying, check the seller, the phone number and the account with the tools below.',
      },
      {
        'zh-TW': '用信用卡付款，或使用收到貨才撥款給賣家的代管付款服務。',
        en: 'Pay by credit card, or through an escrow service that pays the seller only on delivery.',
      },
      {
        'zh-TW': '如果被騙，馬上聯絡發卡銀行或您的銀行：提出交易爭議，或請銀行止付、撤回或凍結轉帳。',
        en: 'If you were cheated, call your card issuer or bank now: dispute the payment, or ask it to stop, recall or freeze a transfer.',
      },
      {
        'zh-TW': '保留收據、對話、截圖和賣場網址。',
        en: 'Keep receipts, chats, screenshots and the shop\'s web address.',
      },
      {
        'zh-TW': '向警方或所在地的國家級通報中心報案。',
        en: 'Report it to the police or your national reporting center.',
      },
    ],
    relatedArticles: [3],
  },
  {
    id: 'business-email',
    name: { 'zh-TW': '商業電子郵件詐騙', en: 'Business email compromise' },
    summary: {
      'zh-TW': '假冒供應商、合作夥伴或「老闆」的電子郵件，要您把款項匯到新帳戶或緊急匯款，錢卻進了詐騙集團的口袋。',
      en: 'An email that seems to come from a supplier, a partner or your “boss” gives new bank details or asks for an urgent transfer, and the money goes to a scammer.',
    },
    looksLike: {
      'zh-TW': '供應商來信說收款帳戶換了，或「老闆」要您緊急匯款。寄件地址可能和真的只差一個字，信件也可能就夾在原本真實的往來信件裡。發票看起來都對，只有帳號是詐騙集團的。',
      en: 'A supplier writes that its bank details have changed, or your “boss” asks for an urgent transfer. The sender\'s domain may differ from the real one by a letter, or the message may sit inside a genuine email thread. The invoice looks right; only the account belongs to the scammer.',
    },
    signs: [
      {
        'zh-TW': '供應商或合作夥伴寄來新的銀行帳戶資料。',
        en: 'A supplier or partner sends new bank details.',
      },
      {
        'zh-TW': '「老闆」要您緊急匯款。',
        en: 'An urgent transfer request from a “boss.”',
      },
      {
        'zh-TW': '寄件網域和真的很像；訊息也可能出現在真實的往來信件裡。',
        en: 'A look-alike email domain; the message may sit in a genuine thread.',
      },
      {
        'zh-TW': '發票看起來很真，帳號卻不一樣。',
        en: 'A real-looking invoice with a different account.',
      },
    ],
    doNow: [
      {
        'zh-TW': '任何變更都要打電話確認，用您原本就有的號碼，絕不用信裡的號碼。',
        en: 'Confirm any change by phone, on a number you already hold, never the one in the email.',
      },
      {
        'zh-TW': '如果已經付款，立刻請銀行撤回這筆轉帳。',
        en: 'If you paid, ask your bank at once to recall the transfer.',
      },
      {
        'zh-TW': '向警方或所在地的國家級通報中心報案，附上對方提供的銀行帳戶資料，並保留案件編號。',
        en: 'Report it to the police or your national reporting center, with the bank details the scammer gave, and keep the case number.',
      },
      {
        'zh-TW': '保留電子郵件、發票和付款紀錄。',
        en: 'Keep the emails, the invoice and the payment records.',
      },
      {
        'zh-TW': '保護電子郵件帳號：更改密碼、開啟兩步驟登入驗證，並留意有沒有不明的交易。',
        en: 'Secure your email account: change the password, turn on two-step login and watch for unknown transactions.',
      },
      {
        'zh-TW': '停止和對方聯絡，不要回覆詐騙者的電子郵件。',
        en: 'Stop contact: don\'t reply to the scammer\'s emails.',
      },
    ],
    relatedArticles: [4, 3],
  },
];

/** The guide for a URL segment (/scams/{id}), or undefined for an unknown one. */
export function findScamGuide(id: string): ScamGuide | undefined {
  return scamGuides.find((g) => g.id === id);
}
