// Privacy Policy and Terms of Service (/privacy, /terms). The Traditional Chinese text is binding.
// Contact details, retention periods and other organisation-specific terms are sample data.
import type { LegalDocument } from './types.ts';
import { commitments } from './commitments.ts';
import { officialNames } from './official-names.ts';

export const privacyPolicy: LegalDocument = {
  title: { 'zh-TW': '隱私權政策', en: 'Privacy Policy' },
  // SPEC section 9 dates it 2024-02-01; revised when the site's own request form and newsletter
  // began keeping data (what, why, where, how long), and again when it listed the processing
  // columns, the confirmation-mail counter and how the rate-limit key is made (issue 26).
  date: '2026-11-24',
  intro: {
    'zh-TW':
      '本政策說明國際反詐騙協會（以下稱「本協會」）在您使用本網站或我們的服務時，會蒐集哪些個人資料、如何使用與保護，以及您享有哪些權利。我們只蒐集協助您所需的資料，而且絕不出售您的個人資料。',
    en:
      'This policy explains what personal data the International Anti-Fraud Association (“the Association,” “we”) collects when you use this website or our services, how we use and protect it, and what rights you have. We collect only what we need to help you, and we never sell your personal data.',
  },
  sections: [
    {
      heading: { 'zh-TW': '適用範圍與法律依據', en: 'Scope and the law we follow' },
      body: {
        'zh-TW': `本政策適用於本網站、線上即時諮詢，以及您透過電子郵件、電話或面談與本協會的所有往來。本協會是您個人資料的蒐集者，並負責管理這些資料。

我們依照中華民國（臺灣）個人資料保護法（以下稱個資法）及相關法規，蒐集、處理及利用您的個人資料。如果您所在地的法律對您提供更多保障，我們也會一併遵守。`,
        en: `This policy covers this website, our live chat, and all contact you have with the Association by email, phone or in person. The Association collects your personal data and is responsible for managing it.

We collect, process and use your personal data in line with the Personal Data Protection Act of the Republic of China (Taiwan) and related regulations. Where the law of the place you live gives you more protection, we follow that law as well.`,
      },
    },
    {
      heading: { 'zh-TW': '我們蒐集哪些資料', en: 'What we collect' },
      body: {
        'zh-TW': `我們只蒐集提供服務所需的資料，主要分為三類。

### 諮詢申請

- 您的姓名或稱呼、電子郵件、電話，以及所在國家或地區
- 您描述的受騙經過、損失金額、發生時間，以及您希望得到的協助
- 您在線上即時諮詢視窗中輸入的對話內容

### 案件文件

- 委任後您提供的身分證明文件、銀行或交易紀錄、轉帳憑證
- 與詐騙者的對話截圖、網站網址、加密貨幣錢包地址等證據
- 報案紀錄及案件編號

### 網站使用資料

- IP 位址、瀏覽器與裝置類型、語言設定
- 您瀏覽的頁面、造訪時間，以及您從哪個網站連過來
- 透過 cookie 取得的資料（請見「Cookie 與類似技術」一節）

案件文件可能包含較敏感的資料，例如您的財務狀況。我們只在處理您的案件所必要的範圍內使用這些資料。

請不要提供您的網路銀行密碼、簡訊驗證碼或信用卡安全碼。我們不需要這些資料，也永遠不會向您索取。`,
        en: `We collect only the data we need to provide our services. It falls into three groups.

### Consultation requests

- Your name or how you would like to be addressed, your email, phone number, and country or region
- Your account of what happened, the amount lost, when it happened, and what help you are looking for
- What you type into the live-chat window

### Case documents

- After you engage us: identity documents, bank or transaction records, and proof of transfers that you provide
- Evidence such as screenshots of conversations with the scammer, website addresses and cryptocurrency wallet addresses
- Police report records and case numbers

### Website usage

- IP address, browser and device type, language setting
- The pages you view, when you visit, and which website sent you here
- Data collected through cookies (see the section “Cookies and similar technologies”)

Case documents may include more sensitive data, such as your financial situation. We use this data only as far as your case requires.

Please do not give us your online banking password, one-time text-message codes or card security codes. We do not need them, and we will never ask for them.`,
      },
    },
    {
      heading: { 'zh-TW': '網站上的申請表單與電子報', en: 'The request form and the newsletter on this website' },
      body: {
        'zh-TW': `### 免費評估申請表單

- 我們蒐集的資料：您填寫的姓名或稱呼、電子郵件或電話、所在國家或地區、希望的回覆語言、您描述的經過，以及申請送出的時間、頁面語言和系統產生的申請編號。
- 系統另外記錄三項處理狀態：通知信寄出的時間、嘗試寄送通知信的次數（寄送失敗時系統會自動重試），以及工作人員把申請標記為「已處理」的時間。這些紀錄只用來確保每件申請都有人收到並處理，並與申請一起刪除。
- 用途：閱讀並回覆您的申請，並在您要求時找到或刪除它。我們不會把這些資料用在其他地方。
- 儲存位置：本網站在 Cloudflare 上運作，申請存放在本協會的 Cloudflare D1 資料庫中；同時會寄一封通知信到本協會自己的電子信箱，由工作人員處理。這封通知信之後依「保存期限」一節的諮詢紀錄規定保存。
- 保存期限：網站資料庫中的申請在送出後 180 天自動刪除。
- 我們不儲存您的 IP 位址。為了防止有人大量送出表單，系統會計算同一個網路位址一分鐘內的送出次數：IPv4 位址以整個位址計算，IPv6 位址以前 64 位元計算（通常是同一個家庭或同一支手機）。計數用的不是位址本身，而是用只有本協會持有、並會定期更換的密鑰算出的雜湊值（HMAC-SHA-256）；沒有這把密鑰，就無法從這個值推回您的 IP 位址。這個值只用在 Cloudflare 的計數器，不會寫入資料庫或任何紀錄。

### 防詐電子報

- 我們蒐集的資料：您的電子郵件地址、訂閱時的頁面語言、訂閱和確認的時間，以及確認和取消訂閱連結中的隨機代碼。為了避免有人用這個表單反覆寄信到同一個地址，系統也會記錄 24 小時內寄出了幾封確認信，以及其中第一封的寄出時間。
- 用途：只用來寄送電子報。電子報透過我們委託的電子郵件服務商寄出，服務商只能依我們的指示使用這個地址。
- 保存期限：沒有按下確認連結的地址，7 天後自動刪除；確認訂閱的地址，保存到您取消訂閱為止。每封信都有一鍵取消訂閱的連結，取消後我們會立即刪除您的地址。

### 如何要求刪除

請寄電子郵件至 privacy@example.org，附上您的申請編號或訂閱的電子郵件地址，我們會刪除相關資料，並依「您的權利」一節的期限回覆您。`,
        en: `### The free assessment request form

- What we collect: the name or form of address you enter, your email or phone number, your country or region, the language you want us to reply in, your account of what happened, and the time the request was sent, the page language and the reference number the system gives it.
- The system also records three processing details: when the notification email went out, how many times it has tried to send it (a failed send is retried automatically), and when our staff marked the request as handled. They are used only to make sure every request reaches someone and is dealt with, and they are deleted with the request.
- Why: to read and answer your request, and to find or delete it when you ask. We use it for nothing else.
- Where it is stored: this website runs on Cloudflare, and requests are stored in the Association's Cloudflare D1 database. A notification is also sent to the Association's own email inbox, where our staff handle it; that email is then kept as a consultation record (see “How long we keep data”).
- How long: a request in the website's database is deleted automatically 180 days after it arrives.
- We do not store your IP address. To stop anyone sending the forms in bulk, the system counts sends per minute from the same network address: an IPv4 address as a whole, an IPv6 address by its first 64 bits (usually one household or one phone). It counts not the address itself but a keyed hash of it (HMAC-SHA-256), made with a secret key that only the Association holds and changes regularly; without that key, the value cannot be traced back to your IP address. The value is used only by Cloudflare’s rate-limit counter and is never written to our database or to any log.

### The anti-fraud newsletter

- What we collect: your email address, the page language when you subscribed, when you subscribed and confirmed, and the random code in your confirmation and unsubscribe links. To stop anyone using the form to mail one address again and again, the system also records how many confirmation emails were sent to it within 24 hours, and when the first of them was sent.
- Why: only to send you the newsletter. It is sent through the email service we engage, which may use your address only on our instructions.
- How long: an address whose confirmation link is not clicked is deleted automatically after 7 days; a confirmed address is kept until you unsubscribe. Every email has a one-click unsubscribe link, and we delete your address as soon as you use it.

### How to ask for deletion

Email privacy@example.org with your reference number or the email address you subscribed with. We will delete the data and answer you within the time set out in “Your rights.”`,
      },
    },
    {
      heading: { 'zh-TW': '我們為什麼使用這些資料', en: 'Why we use your data' },
      body: {
        'zh-TW': `我們使用您的資料，是為了：

- 回覆您的諮詢，並進行免費的初步案件評估
- 在您委任後進行調查、整理證據，並協助您向銀行、警察機關或其他主管機關提出申請
- 與您聯絡，告訴您案件的進度
- 履行法律義務，例如保存會計與稅務紀錄，或依法配合主管機關的要求
- 維護網站安全、防止濫用，並在您同意後分析網站的使用情形，以改善網站內容

我們不會出售或出租您的個人資料，也不會未經您同意就把資料用於行銷。如果要把資料用在上述目的以外的用途，我們會先取得您的同意，但法律另有規定的除外。`,
        en: `We use your data to:

- Reply to your inquiry and carry out the free initial case assessment
- Once you engage us, investigate, organize the evidence, and help you make requests to banks, the police or other authorities
- Keep you informed about the progress of your case
- Meet our legal obligations, such as keeping accounting and tax records or responding to lawful requests from the authorities
- Keep the website secure, prevent misuse and, with your consent, analyze how the website is used so we can improve it

We do not sell or rent your personal data, and we do not use it for marketing without your consent. If we want to use your data for any purpose not listed above, we will ask for your consent first, unless the law provides otherwise.`,
      },
    },
    {
      heading: { 'zh-TW': '我們會與誰分享資料', en: 'Who we share data with' },
      body: {
        'zh-TW': `只有在必要時，我們才會把資料提供給以下對象，而且只提供完成該項工作所需的部分：

- 經您同意、為您的案件工作的律師或合作機構，包括其他國家或地區的合作夥伴
- 您同意或委託我們聯繫的銀行、支付機構、警察機關或其他主管機關
- 為我們提供網站主機、線上即時諮詢、電子郵件或資料分析服務的廠商；他們只能依我們的指示處理資料，並負有保密義務
- 法律、法院命令或主管機關依法要求我們提供時`,
        en: `We share data only when necessary, only with the parties below, and only the part needed for the task:

- Lawyers or partner organizations working on your case with your consent, including partners in other countries or regions
- Banks, payment providers, the police or other authorities that you have agreed to, or asked us to, contact
- Companies that provide our website hosting, live chat, email or analytics; they may process data only on our instructions and must keep it confidential
- Anyone to whom the law, a court order or a lawful request from an authority requires us to disclose it`,
      },
    },
    {
      heading: { 'zh-TW': '跨境傳輸', en: 'Transfers to other countries' },
      body: {
        'zh-TW': `本協會在多個國家及地區提供服務。處理跨國案件時，我們可能需要把您的資料傳送到臺灣以外的地方，例如被騙款項流向的國家。

每一次跨境傳輸前，我們都會：

- 進行影響評估，確認接收國的法律環境及接收者的保護措施是否足夠
- 與接收者簽訂標準契約條款，要求對方提供與本政策相當的保護
- 只傳送完成該項工作所需的最少資料

如果主管機關依個資法限制向某些國家或地區傳輸資料，我們會遵守該限制。`,
        en: `The Association works in many countries and regions. When a case crosses borders, we may need to send your data outside Taiwan, for example to the country where the lost money was sent.

Before every transfer to another country, we:

- Carry out an impact assessment to check the legal situation in the receiving country and whether the recipient's safeguards are adequate
- Sign standard contractual clauses with the recipient, requiring protection equivalent to this policy
- Send only the minimum data needed for the task

If the authorities restrict transfers to certain countries or regions under the Personal Data Protection Act, we follow those restrictions.`,
      },
    },
    {
      heading: { 'zh-TW': 'Cookie 與類似技術', en: 'Cookies and similar technologies' },
      body: {
        'zh-TW': `Cookie 是網站存放在您瀏覽器中的小型文字檔。本網站使用以下三類 cookie。

### 必要性 cookie

讓網站正常運作，例如記住您對 cookie 的選擇，以及維護網站安全。這類 cookie 無法關閉，也不會用來追蹤您。

### 分析 cookie

幫助我們了解網站的使用情形，例如哪些頁面最常被閱讀，以及有多少訪客點選諮詢按鈕。只有在您同意後才會啟用，您也可以隨時撤回同意。

### 功能性 cookie

提供額外的功能，例如線上即時諮詢視窗。這個視窗由第三方服務商提供，只有在您主動開啟時才會載入，該服務商的 cookie 也是在那之後才會設定。

您也可以在瀏覽器設定中刪除或封鎖 cookie。封鎖必要性 cookie 可能讓部分功能無法正常使用。`,
        en: `Cookies are small text files that a website stores in your browser. This website uses three kinds of cookies.

### Essential cookies

These make the website work, for example by remembering your cookie choices and keeping the site secure. They cannot be switched off, and they are not used to track you.

### Analytics cookies

These help us understand how the website is used, for example which pages are read most and how many visitors click a consultation button. They are turned on only if you consent, and you can withdraw your consent at any time.

### Functional cookies

These provide extra features, such as the live-chat window. The chat window is provided by a third-party service and loads only when you open it; that service sets its cookies only from that point on.

You can also delete or block cookies in your browser settings. Blocking essential cookies may stop some features from working properly.`,
      },
    },
    {
      heading: { 'zh-TW': '資料安全', en: 'How we keep your data safe' },
      body: {
        'zh-TW': `我們採取以下措施保護您的資料：

- 網站及資料傳輸全程加密（HTTPS）
- 案件文件加密儲存，並依職務限制存取權限，只有負責您案件的人員能夠查看
- 所有員工及合作夥伴都負有保密義務，並定期接受個人資料保護訓練
- 記錄系統的存取情形，並定期檢查安全措施

沒有任何系統能做到絕對安全。如果發生個人資料外洩等事故，我們會立即採取措施控制損害，並依法律規定儘快通知您。`,
        en: `We protect your data with the following measures:

- The website and all data transfers are encrypted (HTTPS)
- Case documents are stored encrypted, and access is limited by role, so only the people handling your case can see them
- All staff and partners are bound by confidentiality and receive regular data-protection training
- Access to our systems is logged, and we review our security measures regularly

No system can be completely secure. If a data breach or similar incident occurs, we will act at once to limit the harm and will notify you as soon as possible, as the law requires.`,
      },
    },
    {
      heading: { 'zh-TW': '保存期限', en: 'How long we keep data' },
      body: {
        'zh-TW': `我們只在達成目的所需的期間內保存資料，期限屆滿後會刪除或做匿名化處理：

- 網站申請表單存放在網站資料庫中的申請：送出後 180 天
- 沒有確認的電子報訂閱地址：7 天；確認的地址：保存到您取消訂閱為止
- 沒有成案的諮詢紀錄：最後一次聯絡後 1 年
- 委任案件的資料：結案後 5 年，以便處理後續的法律程序或疑問；法律要求保存更久的資料（例如會計紀錄），依法律規定
- 網站分析資料：最長 14 個月

您可以隨時要求我們提早刪除資料，但法律要求我們保存的資料除外。`,
        en: `We keep data only for as long as we need it for its purpose. After that, we delete it or make it anonymous:

- Requests sent with this website's form, in the website's database: 180 days after each arrives
- Newsletter addresses that were never confirmed: 7 days; confirmed addresses: until you unsubscribe
- Consultation records that did not become a case: 1 year after our last contact
- Data from engaged cases: 5 years after the case closes, so we can deal with any later legal proceedings or questions; where the law requires longer (for example, accounting records), we follow the law
- Website analytics data: up to 14 months

You can ask us to delete your data earlier at any time, except for data the law requires us to keep.`,
      },
    },
    {
      heading: { 'zh-TW': '您的權利', en: 'Your rights' },
      body: {
        'zh-TW': `對於本協會保存的您的個人資料，您享有以下權利：

- 查閱：查詢、閱覽您的資料，或取得複本
- 更正：補充或更正不正確、不完整的資料
- 刪除：要求我們刪除您的資料
- 限制處理：要求我們暫停處理或利用您的資料
- 資料可攜：以常見的電子格式取得您提供給我們的資料，或要求我們轉交給您指定的對象
- 反對：反對我們為特定目的（例如網站分析）使用您的資料

如果要行使這些權利，請寄電子郵件至 privacy@example.org，說明您的請求。為了保護您的資料，我們會先確認您的身分。我們會在收到請求後 30 日內回覆；法律規定的期限較短時，依法律規定。行使權利原則上不收費。

如果我們無法接受您的全部或部分請求，會以書面說明理由。請注意，刪除資料或限制處理可能使我們無法繼續處理您的案件，我們會事先告訴您。

如果您對我們處理資料的方式有疑慮，也可以向您所在地的個人資料保護主管機關申訴。`,
        en: `You have the following rights over the personal data the Association holds about you:

- Access: to see your data or get a copy of it
- Correction: to complete or correct data that is wrong or incomplete
- Deletion: to ask us to delete your data
- Restriction of processing: to ask us to pause processing or using your data
- Data portability: to receive the data you gave us in a common electronic format, or to have us send it to someone you choose
- Objection: to object to our using your data for a particular purpose (such as website analytics)

To use these rights, email privacy@example.org and tell us what you are asking for. To protect your data, we will first confirm your identity. We will answer within 30 days of receiving your request, or sooner if the law sets a shorter deadline. Using your rights is normally free of charge.

If we cannot accept all or part of your request, we will explain why in writing. Please note that deleting your data or restricting its processing may mean we can no longer work on your case; we will tell you before that happens.

If you have concerns about how we handle your data, you can also complain to the data-protection authority where you live.`,
      },
    },
    {
      heading: { 'zh-TW': '兒童與未成年人', en: 'Children' },
      body: {
        'zh-TW': `本網站及本協會的服務以成年人為對象。未滿 18 歲的人，請由父母或法定代理人同意並陪同與我們聯絡。如果我們發現在未經同意的情況下蒐集了未成年人的資料，會儘快刪除。

如果您的孩子遭到詐騙，請先向警察機關報案，再由您以法定代理人的身分與我們聯絡。`,
        en: `This website and the Association's services are intended for adults. Anyone under 18 should contact us with the consent and help of a parent or legal guardian. If we find that we have collected a minor's data without that consent, we will delete it as soon as possible.

If your child has been scammed, please report it to the police first, and then contact us yourself as the child's parent or guardian.`,
      },
    },
    {
      heading: { 'zh-TW': '本政策的修訂', en: 'Changes to this policy' },
      body: {
        'zh-TW': `我們可能因法律或服務內容的變動而修訂本政策。修訂後的版本會公布在本頁，並更新頁首的日期。

如果修訂內容會明顯影響您的權利，我們會事先在網站公告，並盡可能以電子郵件通知曾提供聯絡方式的客戶。`,
        en: `We may revise this policy when the law or our services change. The revised version will be posted on this page with an updated date at the top.

If a revision significantly affects your rights, we will announce it on the website in advance and, where possible, email clients who have given us their contact details.`,
      },
    },
    {
      heading: { 'zh-TW': '聯絡我們', en: 'Contact us' },
      body: {
        'zh-TW': `如果您對本政策或您的個人資料有任何問題，歡迎與我們聯絡：

- 隱私權相關請求：privacy@example.org
- 法律事務：legal@example.org
- 電話：+1 202-555-0143
- 地址：臺北市信義區範例路 100 號 10 樓`,
        en: `If you have any questions about this policy or your personal data, please contact us:

- Privacy requests: privacy@example.org
- Legal matters: legal@example.org
- Phone: +1 202-555-0143
- Address: 10F, No. 100, Example Rd., Xinyi Dist., Taipei`,
      },
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: { 'zh-TW': '服務條款', en: 'Terms of Service' },
  date: '2024-02-01',
  intro: {
    'zh-TW':
      '本條款說明您使用本網站及國際反詐騙協會（以下稱「本協會」）的服務時，雙方的權利與義務。請在使用服務或簽訂委任契約前仔細閱讀。',
    en:
      'These terms set out your rights and obligations, and those of the International Anti-Fraud Association (“the Association,” “we”), when you use this website or our services. Please read them carefully before using our services or signing an engagement agreement.',
  },
  sections: [
    {
      heading: { 'zh-TW': '適用範圍', en: 'About these terms' },
      body: {
        'zh-TW': `本條款自 2024 年 2 月 1 日起生效，適用於本網站及本協會提供的所有服務。您使用本網站或本協會的服務，即表示您同意本條款。

每一個委任案件，本協會都會另外與您簽訂書面委任契約。委任契約對該案件有不同約定時，以委任契約為準；委任契約沒有約定的事項，適用本條款。`,
        en: `These terms take effect on February 1, 2024 and apply to this website and all services the Association provides. By using the website or our services, you agree to these terms.

For every case we take on, we also sign a separate written engagement agreement with you. Where that agreement says something different about the case, the agreement applies; anything it does not cover is governed by these terms.`,
      },
    },
    {
      heading: { 'zh-TW': '服務內容', en: 'Our services' },
      body: {
        'zh-TW': `本協會為詐騙受害者及企業提供以下服務：

- 免費的初步案件評估
- 法律諮詢；需要由律師處理的事項，由合作的執業律師辦理，並會事先告訴您
- 詐騙調查：追查資金流向、整理證據、撰寫調查報告
- 協助追回款項：協助您向銀行、警察機關、主管機關及法院提出申請，並與各國的合作夥伴協調

本協會是民間組織，不是政府機關，也不是執法機關，無法代替它們行使公權力。

本網站上的文章與資訊僅供一般參考，不構成針對您個案的法律意見。

本協會在評估後，可能決定不受理某一案件，並會告訴您原因。`,
        en: `The Association offers fraud victims and businesses the following services:

- A free initial case assessment
- Legal consultation; anything that must be handled by a lawyer is handled by a licensed partner lawyer, and we will tell you in advance
- Fraud investigation: tracing where the money went, organizing the evidence, and writing investigation reports
- Help with recovering funds: helping you make requests to banks, the police, authorities and courts, and coordinating with our partners in other countries

The Association is a private organization. It is not a government body or a law-enforcement agency and cannot exercise their legal powers on their behalf.

The articles and information on this website are for general reference only and are not legal advice on your particular case.

After an assessment, the Association may decide not to take on a case, and will tell you why.`,
      },
    },
    {
      heading: { 'zh-TW': '費用與付款', en: 'Fees and payment' },
      body: {
        'zh-TW': `### 免費評估

${commitments.freeAssessment['zh-TW']}

### 書面契約

${commitments.feeInSignedAgreement['zh-TW']}雙方簽署契約之前，我們不會開始任何收費工作，也不會向您收取任何款項。您可以把契約帶回家仔細審閱，或先請您信任的人看過；我們不會催促您當場簽約。

### 調查費

調查費在簽署委任契約時支付，用於調查及整理證據所需的工作。

### 成功報酬

成功報酬只就實際追回的款項計算，而且要等款項確實回到您手中之後，我們才會收取。沒有追回款項，就沒有成功報酬。

### 幣別、稅金與退費

- 所有費用均以美元計價，並已含稅。
- 已支付的費用不予退還，但法律另有規定者除外。

### 付款方式

- ${commitments.paidToOwnAccount['zh-TW']}
- ${commitments.neverCryptoOrReleaseFees['zh-TW']}
- 每一筆付款，我們都會開立正式收據給您。
- 如果有人要求您把錢匯到其他帳戶，包括個人帳戶或自稱「合作夥伴」的帳戶，請不要付款，並先向我們確認。`,
        en: `### Free assessment

${commitments.freeAssessment.en}

### Written agreement

${commitments.feeInSignedAgreement.en} We do not start any paid work, or take any money from you, until both sides have signed it. You are welcome to take the agreement home to read carefully, or to show it to someone you trust first; we will not pressure you to sign on the spot.

### Investigation fee

The investigation fee is paid when the engagement agreement is signed. It covers the work of investigating and organizing the evidence.

### Success fee

The success fee is charged only on funds actually recovered, and we collect it only after the funds have reached you. If no funds are recovered, there is no success fee.

### Currency, tax and refunds

- All fees are in US dollars and include tax.
- Fees paid are non-refundable, except where the law requires a refund.

### How to pay

- ${commitments.paidToOwnAccount.en}
- ${commitments.neverCryptoOrReleaseFees.en}
- We issue an official receipt for every payment.
- If anyone asks you to send money to any other account, including a personal account or the account of a so-called “partner,” do not pay, and check with us first.`,
      },
    },
    {
      heading: { 'zh-TW': '我們絕不會要求的事', en: 'What we will never ask of you' },
      body: {
        'zh-TW': `遭到詐騙後，常有人冒充律師、追款公司或政府機關再次行騙。為了讓您容易分辨，本協會承諾：

- ${commitments.neverContactFirst['zh-TW']}
- ${commitments.neverCryptoOrReleaseFees['zh-TW']}我們也不收現金，不收任何「手續費」。
- ${commitments.neverPasswordsOrRemoteAccess['zh-TW']}
- ${commitments.neverPromiseRecovery['zh-TW']}
- ${commitments.onlyCourtsFreeze['zh-TW']}

如果有人自稱是本協會人員，卻提出上述任何要求，那就是詐騙。請立刻停止聯繫，透過本網站公布的聯絡方式向我們查證，並向警察機關報案。`,
        en: `After a scam, victims are often targeted again by people posing as lawyers, recovery firms or government bodies. To make it easy to tell us apart, the Association promises:

- ${commitments.neverContactFirst.en}
- ${commitments.neverCryptoOrReleaseFees.en} We do not take cash, and charge no “handling fees.”
- ${commitments.neverPasswordsOrRemoteAccess.en}
- ${commitments.neverPromiseRecovery.en}
- ${commitments.onlyCourtsFreeze.en}

If someone claiming to be from the Association asks for any of these things, it is a scam. Stop all contact, check with us using the contact details published on this website, and report it to the police.`,
      },
    },
    {
      heading: { 'zh-TW': '先報案，報案免費', en: 'Report to the police first: it is free' },
      body: {
        'zh-TW': `如果您遭到詐騙，請在委任任何人之前，先做這兩件事：

- 立刻聯絡您的銀行或支付機構，要求止付、撤回或凍結該筆款項
- 向警察機關或當地的國家反詐騙中心報案，並保留案件編號；在臺灣，可以撥打 ${officialNames.tw165Hotline['zh-TW']}

報案完全免費。政府機關和警察機關受理報案或返還款項，都不會向您收費。

只有法院及主管機關能依法凍結或扣押款項。本協會和任何民間機構都無法自行凍結或扣押款項，只能協助您整理資料，向有權的機關提出申請。`,
        en: `If you have been scammed, do these two things before you engage anyone:

- Contact your bank or payment provider at once and ask them to stop, recall or freeze the transfer
- Report it to the police or your country's national anti-fraud center, and keep the case number; in Taiwan, you can call the ${officialNames.tw165Hotline.en}

Reporting is completely free. Government agencies and the police never charge you for taking a report or for returning money.

Only courts and authorities can freeze or seize funds, acting under the law. Neither the Association nor any other private organization can freeze or seize funds itself; we can only help you prepare your information and make requests to the authorities that have that power.`,
      },
    },
    {
      heading: { 'zh-TW': '服務結果與責任限制', en: 'Results and limits of liability' },
      body: {
        'zh-TW': `能否追回款項，取決於許多本協會無法控制的因素，例如資金是否已被轉走、相關國家的法律程序，以及銀行和主管機關的決定。因此，本協會不會、也無法保證 100% 追回您的損失。事實上，沒有任何人能做出這樣的保證。

在法律允許的範圍內，本協會對您的賠償責任，以您就該案件實際支付給本協會的服務費用為上限。但因本協會故意或重大過失造成的損害，或其他依法不得限制的責任，不在此限。

您因詐騙所受的損失是詐騙者造成的，不會因為委任本協會而改由本協會負責。`,
        en: `Whether money can be recovered depends on many factors outside the Association's control, such as whether the funds have already been moved on, the legal procedures in the countries involved, and the decisions of banks and authorities. The Association therefore does not and cannot guarantee 100% recovery of your losses. In fact, no one can honestly make that promise.

To the extent the law allows, the Association's liability to you is limited to the service fees you have actually paid the Association for the case concerned. This limit does not apply to harm caused by our intent or gross negligence, or to any other liability that the law does not allow to be limited.

The loss you suffered from the scam was caused by the scammer. Engaging the Association does not make the Association responsible for that loss.`,
      },
    },
    {
      heading: { 'zh-TW': '委託人的義務', en: 'Your responsibilities' },
      body: {
        'zh-TW': `為了讓我們能有效協助您，請您：

- 提供真實、完整的資訊與文件，不隱瞞重要事實
- 情況有變化時儘快告訴我們，例如詐騙者再次聯絡您，或您收到銀行、警察機關的通知
- 告訴我們您是否已委託其他人處理同一案件
- 不提供偽造或變造的文件，也不要求我們從事任何違法行為

如果您提供的資訊不實，使我們無法繼續處理，本協會可以依「委任的終止」一節終止委任。`,
        en: `So that we can help you effectively, please:

- Give us true and complete information and documents, and do not hide important facts
- Tell us promptly when something changes, for example if the scammer contacts you again or you receive a notice from your bank or the police
- Tell us if you have already asked anyone else to handle the same case
- Do not give us forged or altered documents, and do not ask us to do anything illegal

If information you give us is untrue and we cannot continue as a result, the Association may end the engagement as described in the section “Ending an engagement.”`,
      },
    },
    {
      heading: { 'zh-TW': '保密', en: 'Confidentiality' },
      body: {
        'zh-TW': `本協會對您的案件內容及您提供的所有資訊負有保密義務。除非取得您的同意，或法律、法院命令要求，我們不會向任何人揭露。

參與案件的員工、律師及合作夥伴都簽有保密協議。委任結束後，保密義務仍然持續。

我們如何處理您的個人資料，請參閱本協會的隱私權政策。`,
        en: `The Association keeps the details of your case and all information you give us confidential. We do not disclose it to anyone without your consent, unless the law or a court order requires it.

Staff, lawyers and partners who work on a case have all signed confidentiality agreements. The duty of confidentiality continues after the engagement ends.

For how we handle your personal data, please see the Association's Privacy Policy.`,
      },
    },
    {
      heading: { 'zh-TW': '網站內容與智慧財產權', en: 'Website content and intellectual property' },
      body: {
        'zh-TW': `本網站的文字、圖片、標誌及版面設計，其著作權及其他智慧財產權屬於本協會，或屬於已授權本協會使用的權利人。

- 您可以為個人、非商業目的閱讀、列印或分享本網站的內容；分享時請註明出處。
- 未經本協會書面同意，不得將內容用於商業用途，或修改後重新發布。
- 不得使用本協會的名稱或標誌，讓他人誤以為與本協會有關。對於冒用本協會名義的行為，我們會依法處理。`,
        en: `Copyright and other intellectual property rights in the text, images, logo and layout of this website belong to the Association or to rights holders who have licensed them to the Association.

- You may read, print or share the content of this website for personal, non-commercial purposes; please credit the source when you share it.
- Without the Association's written consent, you may not use the content commercially, or modify it and republish it.
- You may not use the Association's name or logo in a way that suggests a connection with the Association. We will take legal action against anyone who impersonates the Association.`,
      },
    },
    {
      heading: { 'zh-TW': '委任的終止', en: 'Ending an engagement' },
      body: {
        'zh-TW': `- 您可以隨時以書面通知終止委任。
- 如果您提供不實資訊、要求我們從事違法行為，或不配合案件的處理，本協會可以書面通知終止委任。
- 終止前已完成的工作，依委任契約的約定處理；已支付的費用依「費用與付款」一節不予退還，但法律另有規定者除外。
- 委任終止後，我們會依您的要求返還您提供的原始文件，並依隱私權政策處理您的個人資料。`,
        en: `- You may end the engagement at any time by giving us written notice.
- The Association may end the engagement by written notice if you give us untrue information, ask us to do something illegal, or do not cooperate with the handling of your case.
- Work completed before the engagement ends is dealt with as set out in the engagement agreement; fees already paid are non-refundable as stated in the section “Fees and payment,” except where the law requires a refund.
- After the engagement ends, we will return the original documents you gave us if you ask, and we will handle your personal data as set out in the Privacy Policy.`,
      },
    },
    {
      heading: { 'zh-TW': '條款的變更', en: 'Changes to these terms' },
      body: {
        'zh-TW': `本協會可能因法律或服務內容的變動而修改本條款。重要變更，例如涉及費用、責任或爭議處理的變更，會在生效前 30 日於本網站公告，並以電子郵件通知現有客戶。

變更生效後您繼續使用本協會的服務，即表示您接受修改後的條款。已簽署的委任契約，未經雙方同意，不受本條款變更的影響。`,
        en: `The Association may amend these terms when the law or our services change. We will announce important changes, such as changes to fees, liability or how disputes are handled, on this website 30 days before they take effect, and will notify existing clients by email.

If you continue to use the Association's services after a change takes effect, you accept the amended terms. An engagement agreement that has already been signed is not affected by changes to these terms unless both sides agree.`,
      },
    },
    {
      heading: { 'zh-TW': '準據法與爭議處理', en: 'Governing law and disputes' },
      body: {
        'zh-TW': `本條款及委任契約，以中華民國（臺灣）法律為準據法。

如果發生爭議，雙方同意依下列順序處理：

- 先由雙方誠意協商
- 協商不成時，進行調解
- 調解不成時，經雙方同意提付仲裁，或以臺灣臺北地方法院為第一審管轄法院

法律對管轄法院另有強制規定的（例如保護消費者的規定），依其規定。`,
        en: `These terms and the engagement agreement are governed by the laws of the Republic of China (Taiwan).

If a dispute arises, both sides agree to handle it in this order:

- First, negotiate with each other in good faith
- If negotiation fails, go to mediation
- If mediation fails, refer the dispute to arbitration if both sides agree, or take it to the Taiwan Taipei District Court as the court of first instance

Where the law sets mandatory rules on which court has jurisdiction (for example, rules that protect consumers), those rules apply.`,
      },
    },
  ],
};
