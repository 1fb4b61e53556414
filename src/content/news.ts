// Latest-news items (/news/{slug}, the news list, Home and the blog sidebar): notices about the
// Association itself, newest first. All events, alerts and service changes are sample data of a
// fictional association; the safety advice in them follows ../shared/FACTS.md (block 1: official
// channels, what to do straight away, recovery-scam red flags; block 2: the phishing signs).
import type { NewsItem } from './types.ts';
import { officialNames } from './official-names.ts';

export const newsItems: readonly NewsItem[] = [
  {
    slug: 'community-talk-older-relatives',
    type: 'event',
    date: '2024-02-20',
    title: {
      'zh-TW': '免費社區講座：陪家中長輩認識假投資與假冒客服電話',
      en: 'Free community talk: helping older relatives spot fake investments and fake customer-service calls',
    },
    summary: {
      'zh-TW': '3 月 16 日（週六）下午，我們在臺北辦公室會議室舉辦一場免費講座，歡迎長輩和家人一起參加。請寫信到 events@example.org 報名。',
      en: 'A free talk for older people and their families in our Taipei office\'s meeting room on the afternoon of Saturday, March 16. Register by email at events@example.org.',
    },
    content: {
      'zh-TW': `很多詐騙是透過電話找上長輩：有人自稱「老師」，說有穩賺不賠的投資；也有人自稱「客服」，說您的訂單出了問題。這場免費講座是為長輩和陪伴他們的家人準備的，歡迎您和家人一起來。

## 時間與地點

- 2024 年 3 月 16 日（週六）下午 2 點到 3 點半（臺北時間）
- 本協會臺北辦公室的會議室（地址請見本頁最下方）
- 以華語進行，並保留提問時間

## 講座內容

- 假投資的警訊：「保證獲利」、有「老師」帶領的群組，以及想出金時被要求先繳錢。
- 假冒客服的電話：有人打電話要您到 ATM「解除分期付款設定」，一定是詐騙。
- 接到可疑電話時，先掛斷，再用您自己查到的號碼回撥。
- 如果錢已經匯出去，第一時間該做什麼。

## 報名方式

請寫信到 events@example.org，告訴我們您的姓名和參加人數。座位有限，額滿為止。講座完全免費，報名時我們絕不會要求您付款或提供銀行資料。`,
      en: `Many scams reach older people by phone: a “teacher” with an investment that cannot lose, or a “customer service” caller who says there is a problem with an order. This free talk is for older people and the relatives who look out for them, and you are welcome to come together.

## Date and place

- Saturday, March 16, 2024, 2:00–3:30 p.m. (Taipei time)
- Our Taipei office's meeting room (address at the bottom of this page)
- In Mandarin, with time for questions

## What we will cover

- The signs of a fake investment: “guaranteed” returns, a chat group led by a “teacher,” and fees demanded before you can withdraw.
- Fake customer-service calls: a call asking you to “cancel an installment setting” at an ATM is always a scam.
- Hanging up and calling back on a number you found yourself.
- What to do first if money has already been sent.

## How to register

Email events@example.org with your name and the number of people coming. Seats are limited. The talk is free, and we will never ask for payment or bank details to register.`,
    },
  },
  {
    slug: 'delivery-text-messages',
    type: 'alert',
    date: '2024-02-06',
    title: {
      'zh-TW': '安全提醒：年節前後請留意假冒物流業者的簡訊連結',
      en: 'Safety reminder: be careful with delivery text messages and their links around the Lunar New Year',
    },
    summary: {
      'zh-TW': '年節前後寄送和等待包裹的人多，假冒物流業者的簡訊也會趁機出現。請不要點簡訊裡的連結，改用物流業者的官方 App 或自己輸入官方網址查詢。',
      en: 'Around the Lunar New Year, many people are waiting for parcels, and scam texts pretending to come from delivery companies take advantage of it. Don\'t tap the link: check in the company\'s official app or type its address yourself.',
    },
    content: {
      'zh-TW': `農曆年前後，很多人都在等包裹，詐騙集團也看準這個時機。假冒物流業者的簡訊會說包裹無法投遞，或要補繳一筆小額費用，再附上連結要您「更新資料」或「付款」。點進去的網頁看起來很真，卻要您輸入信用卡資料、密碼或一次性驗證碼。

## 警訊

- 突然收到連結或 QR code，要您追蹤包裹或付一筆小額費用。
- 催促、限時或威脅。
- 寄件人名稱或網址和真的只差一點點。
- 要您提供信用卡資料、密碼或一次性驗證碼。

## 該怎麼做

- 不要點連結。請使用物流業者的官方 App，或自己輸入網址查詢。
- 向您所在國家的官方管道通報（請見「報案管道」）。在臺灣可以撥 165 查證；在新加坡可以用 ScamShield App 查詢，或撥 1799；在美國、加拿大和英國，可以把詐騙簡訊轉寄到 7726。
- 如果已經輸入資料，請馬上打電話給銀行，並更改密碼。
- 如果有金錢損失，請向警方報案。`,
      en: `Around the Lunar New Year, many of us are waiting for parcels, and scammers know it. Their texts say a parcel cannot be delivered or a small fee is due, with a link to “update your details” or “pay.” The page looks real and asks for your card details, a password or a one-time code.

## Warning signs

- An unexpected link or QR code to track a parcel or pay a small fee.
- Urgency, a time limit or threats.
- A sender name or web address that is slightly altered.
- A request for card details, passwords or one-time codes.

## What to do

- Don't tap the link. Use the delivery company's official app, or type its address yourself.
- Report the text to your country's official channel (see “Where to Report”). In Taiwan, you can call 165 to check. In Singapore, use the ScamShield app or call 1799. In the US, Canada and the UK, forward scam texts to 7726.
- If you entered any details, call your bank now and change your passwords.
- If you lost money, report it to the police.`,
    },
    scamTypes: ['phishing'],
  },
  {
    slug: 'saturday-advice-line-hours',
    type: 'association',
    date: '2024-01-29',
    title: {
      'zh-TW': '諮詢專線新增週六上午服務時段',
      en: 'Our advice line adds Saturday morning office hours',
    },
    summary: {
      'zh-TW': '從 2024 年 2 月 3 日起，諮詢專線在週六上午 9 點到 12 點（臺北時間）也有人接聽。第一次 30 分鐘的案件評估免費。',
      en: 'Starting February 3, 2024, our advice line is also open on Saturdays from 9:00 a.m. to noon, Taipei time. Your first 30-minute case assessment is free.',
    },
    content: {
      'zh-TW': `很多來電的人平日要上班，而詐騙不會等到上班時間才發生。從 2024 年 2 月 3 日（週六）起，我們的諮詢專線在週六上午也有人接聽。

## 服務時段

- 週一至週五 09:00–18:00（臺北時間），和以前一樣
- 週六 09:00–12:00（臺北時間），新增時段；國定假日休息

週六請撥和平日相同的電話號碼，號碼就在本網站每一頁的最下方。您可以告訴我們發生了什麼事、提出問題，或預約後續的諮詢時間。

## 免費評估，受理不收費

第一次案件評估為 30 分鐘，完全免費。我們受理您的諮詢，絕不會要求您付任何費用。

## 如果您剛把錢匯出去

請不要等我們的服務時間。先打電話給您的銀行或支付業者，請對方止付、撤回或凍結這筆轉帳，再向警方或所在國家的反詐騙中心報案。在臺灣請撥 ${officialNames.tw165Hotline['zh-TW']}。報案完全免費。`,
      en: `Many people who call us work during the week, and scams do not keep office hours. Starting Saturday, February 3, 2024, our advice line will also be answered on Saturday mornings.

## Opening hours

- Monday to Friday, 09:00–18:00 (Taipei time), as before
- Saturday, 09:00–12:00 (Taipei time), new; closed on public holidays

On Saturdays, call the same number as on weekdays. You will find it at the bottom of every page of this website. You can tell us what happened, ask questions or book a follow-up consultation.

## Free, with no fee to take your request

Your first case assessment lasts 30 minutes and is free. We never ask for payment to take your request.

## If you have just sent money

Don't wait for our opening hours. Call your bank or payment provider first and ask it to stop, recall or freeze the transfer. Then report it to the police or your national anti-fraud center. In Taiwan, call the ${officialNames.tw165Hotline.en}. Reporting is free.`,
    },
  },
  {
    slug: 'people-using-our-name',
    type: 'alert',
    date: '2024-01-17',
    updated: '2024-03-04',
    title: {
      'zh-TW': '詐騙警示：有人在社群與通訊軟體上冒用本協會名義，主動聯繫受害者',
      en: 'Scam alert: people are using the Association\'s name on social media and messaging apps to contact victims',
    },
    summary: {
      'zh-TW': '有人在社群媒體和通訊軟體上自稱是本協會，或說和本協會合作，主動聯繫詐騙受害者。本協會絕不會主動聯繫您談損失，也絕不會要您付費才能拿回錢。',
      en: 'People on social media and messaging apps are contacting scam victims, claiming to be the Association or to work with us. We never contact anyone first about a loss, and we never ask for a fee to release money.',
    },
    content: {
      'zh-TW': `有人在社群媒體和通訊軟體上自稱是本協會的人員，或說和本協會合作，主動聯繫詐騙受害者，而且已經知道對方被騙的事。這些人不是本協會。

## 本協會絕不會做的事

- 絕不會主動聯繫您，談您被騙的損失。
- 絕不會要求您先付手續費、「稅金」或「保證金」，才能拿回款項。
- 絕不會要您提供密碼，或要求遠端操控您的裝置。

## 追款詐騙的警訊

- 對方主動聯絡您，而且已經知道您被騙的事。
- 對方保證能追回款項，或承諾能讓您的案件優先處理。
- 對方聲稱是警方、美國聯邦調查局或監理機關的合作夥伴。沒有任何民間公司是。
- 對方要求先付費用，特別是用加密貨幣、禮物卡或電匯支付。

## 該怎麼做

請停止和對方聯絡，不要付任何錢。本協會的聯絡方式，請您自己到本網站每一頁的最下方查看，不要使用訊息裡提供的電話或帳號。接著向警方報案，並保留案件編號。

2024 年 3 月 4 日更新：新增自行查證本協會聯絡方式的說明。`,
      en: `People on social media and messaging apps are contacting scam victims, claiming to be from the Association or to work with us. They often already know about the person's loss. They are not us.

## What we never do

- We never contact you first about a loss.
- We never ask for fees, “taxes” or deposits to release money.
- We never ask for your passwords or for remote access to your device.

## Red flags of a recovery scam

- They contact you first and already know about your loss.
- They guarantee recovery, or promise priority.
- They claim to be partners of the police, the FBI or a regulator. No private firm is.
- They ask for an upfront fee, especially in cryptocurrency, gift cards or by wire transfer.

## What to do

Stop contact and do not pay anything. Check our contact details yourself at the bottom of any page of this website, not in the message. Then report it to the police and keep the case number.

Updated March 4, 2024: we added how to check our contact details yourself.`,
    },
    scamTypes: ['impersonation'],
  },
  {
    slug: 'online-talks-2024',
    type: 'event',
    date: '2024-01-05',
    title: {
      'zh-TW': '2024 年反詐騙線上講座系列開放報名，全程免費',
      en: 'Registration opens for our free 2024 series of online anti-fraud talks',
    },
    summary: {
      'zh-TW': '1 月到 4 月，每月一場、每場約一小時的免費線上講座，介紹常見詐騙手法，以及被騙後該做的事。請寫信到 events@example.org 報名。',
      en: 'Four free online talks of about an hour each, one a month from January to April, on common scams and what to do after a loss. Register by email at events@example.org.',
    },
    content: {
      'zh-TW': `2024 年的免費線上講座開放報名了。每場約一小時，包含提問時間，以華語進行，時間都是晚上 7 點半（臺北時間）。

## 日期與主題

- 1 月 24 日（週三）：假投資平台與加密貨幣「老師」
- 2 月 28 日（週三）：感情詐騙與「殺豬盤」
- 3 月 27 日（週三）：釣魚簡訊、電子郵件與假網站
- 4 月 24 日（週三）：被騙後該做的事，以及如何識破追款詐騙

## 報名方式

請寫信到 events@example.org，告訴我們您的姓名和想參加的場次。每一場都免費，您可以只參加一場，也可以四場都參加。講座前一、兩天，我們會從 events@example.org 寄出線上會議連結。報名時，我們絕不會要求您付款，或提供銀行資料、密碼。

講座不一定會錄影，也不一定會提供重播，請盡量準時參加。`,
      en: `Registration is open for our free online talks in 2024. Each talk lasts about an hour, including time for questions, and is given in Mandarin. All talks start at 7:30 p.m. Taipei time.

## Dates and topics

- Wednesday, January 24: fake investment platforms and crypto “teachers”
- Wednesday, February 28: romance scams and “pig butchering”
- Wednesday, March 27: phishing texts, emails and fake websites
- Wednesday, April 24: what to do after a loss, and how to spot a recovery scam

## How to register

Email events@example.org with your name and the talks you would like to join. Every talk is free, and you can join one or all four. A day or two before each talk, we will send the meeting link from events@example.org. We will never ask for payment, bank details or passwords to register.

The talks may not be recorded, so please join live if you can.`,
    },
  },
];
