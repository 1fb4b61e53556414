// Latest-news items for the blog sidebar: notices about the Association itself.
// All events, alerts and service changes are sample data.
import type { NewsItem } from './types.ts';

export const newsItems: readonly NewsItem[] = [
  {
    title: {
      'zh-TW': '免費社區講座：陪家中長輩認識假投資與假冒客服電話',
      en: 'Free community talk: helping older relatives spot fake investments and fake customer-service calls',
    },
    date: '2024-02-20',
    type: { 'zh-TW': '活動公告', en: 'Event' },
  },
  {
    title: {
      'zh-TW': '安全提醒：年節前後請留意假冒物流業者的簡訊連結',
      en: 'Safety reminder: be careful with delivery text messages and their links around the Lunar New Year',
    },
    date: '2024-02-06',
    type: { 'zh-TW': '安全警示', en: 'Security alert' },
  },
  {
    title: {
      'zh-TW': '諮詢專線新增週六上午服務時段',
      en: 'Our advice line adds Saturday morning office hours',
    },
    date: '2024-01-29',
    type: { 'zh-TW': '協會消息', en: 'Association news' },
  },
  {
    title: {
      'zh-TW': '詐騙警示：有人在社群與通訊軟體上冒用本協會名義，主動聯繫受害者',
      en: 'Scam alert: people are using the Association\'s name on social media and messaging apps to contact victims',
    },
    date: '2024-01-17',
    type: { 'zh-TW': '安全警示', en: 'Security alert' },
  },
  {
    title: {
      'zh-TW': '2024 年反詐騙線上講座系列開放報名，全程免費',
      en: 'Registration opens for our free 2024 series of online anti-fraud talks',
    },
    date: '2024-01-05',
    type: { 'zh-TW': '活動公告', en: 'Event' },
  },
];
