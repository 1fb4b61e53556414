// Team page data: team members, departments and international advisors.
// All people, institutions and figures here are fictional sample data.
import type { Advisor, Department, TeamMember } from './types.ts';

export const teamMembers: readonly TeamMember[] = [
  // ---- Partners ----
  {
    id: 'lin-yi-chun',
    name: { 'zh-TW': '林怡君', en: 'Lin Yi-chun' },
    title: 'partner',
    country: 'TW',
    education: { 'zh-TW': '雲岫大學 資訊工程碩士', en: 'M.S. in Computer Science, Yunxiu University' },
    experience: 18,
    specialties: [
      { 'zh-TW': '數位鑑識', en: 'Digital forensics' },
      { 'zh-TW': '加密貨幣金流追蹤', en: 'Cryptocurrency tracing' },
      { 'zh-TW': '網路詐騙調查', en: 'Online fraud investigation' },
    ],
    description: {
      'zh-TW': '擔任數位調查總監，帶領團隊整理被害人提供的對話紀錄、交易資料與網站資訊，協助釐清金流去向。',
      en: 'As Director of Digital Investigation, she leads the team that organizes the chat logs, transaction records and website details victims provide, to help show where the money went.',
    },
    email: 'yichun.lin@example.org',
  },
  {
    id: 'chen-chih-ming',
    name: { 'zh-TW': '陳志明', en: 'Chen Chih-ming' },
    title: 'partner',
    country: 'TW',
    education: { 'zh-TW': '靜嵐大學 犯罪學碩士', en: 'M.A. in Criminology, Jinglan University' },
    experience: 26,
    specialties: [
      { 'zh-TW': '詐騙手法分析', en: 'Scam pattern analysis' },
      { 'zh-TW': '被害人諮詢', en: 'Victim consultation' },
      { 'zh-TW': '防詐教育', en: 'Fraud prevention education' },
    ],
    description: {
      'zh-TW': '身為資深反詐騙顧問，長期研究投資詐騙與假冒客服詐騙。他也帶領客戶服務團隊，陪伴被害人想清楚下一步。',
      en: 'As Senior Anti-Fraud Advisor, he has studied investment and impersonation scams for many years. He also leads the client-service team, which helps victims work out their next steps.',
    },
    email: 'chihming.chen@example.org',
  },
  {
    id: 'sarah-whitfield',
    name: { 'zh-TW': '莎拉·惠特菲爾德', en: 'Sarah Whitfield' },
    title: 'partner',
    country: 'GB',
    education: { 'zh-TW': '北湄法學院 法學碩士', en: 'LL.M., Northmere School of Law' },
    experience: 22,
    specialties: [
      { 'zh-TW': '國際合作', en: 'International cooperation' },
      { 'zh-TW': '跨境案件協調', en: 'Cross-border case coordination' },
      { 'zh-TW': '反洗錢法規', en: 'Anti-money-laundering rules' },
    ],
    description: {
      'zh-TW': '擔任國際合作部主管，負責本協會與歐洲及其他地區合作夥伴的聯繫，協助跨境案件找到正確的處理管道。',
      en: 'As Head of International Cooperation, she manages the Association\'s ties with partners in Europe and beyond, and helps route cross-border cases to the right channels.',
    },
    email: 'sarah.whitfield@example.org',
  },
  {
    id: 'wong-ka-yan',
    name: { 'zh-TW': '黃嘉欣', en: 'Wong Ka-yan' },
    title: 'partner',
    country: 'HK',
    education: { 'zh-TW': '海澄大學 法學碩士', en: 'LL.M., Hoi Ching University' },
    experience: 20,
    specialties: [
      { 'zh-TW': '民事求償', en: 'Civil claims' },
      { 'zh-TW': '資產追查的法律程序', en: 'Legal process for asset tracing' },
      { 'zh-TW': '香港金融法規', en: 'Hong Kong financial regulation' },
    ],
    description: {
      'zh-TW': '主管法律事務部，協助被害人了解在香港及亞洲各地可採取的民事與刑事途徑。',
      en: 'She heads the legal affairs department and helps victims understand the civil and criminal options open to them in Hong Kong and across Asia.',
    },
    email: 'kayan.wong@example.org',
  },
  {
    id: 'daniel-mercer',
    name: { 'zh-TW': '丹尼爾·默瑟', en: 'Daniel Mercer' },
    title: 'partner',
    country: 'US',
    education: { 'zh-TW': '東谷大學法學院 法律博士', en: 'J.D., Eastvale University School of Law' },
    experience: 24,
    specialties: [
      { 'zh-TW': '投資詐騙訴訟', en: 'Investment fraud litigation' },
      { 'zh-TW': '證券詐欺', en: 'Securities fraud' },
      { 'zh-TW': '美國跨州案件', en: 'Multi-state cases in the US' },
    ],
    description: {
      'zh-TW': '協助美國的投資詐騙被害人。在客戶做任何決定之前，他會先說明民事訴訟能做到與做不到的事。',
      en: 'He works with investment fraud victims in the United States. Before a client decides anything, he explains what civil action can and cannot achieve.',
    },
    email: 'daniel.mercer@example.org',
  },
  {
    id: 'julia-hartmann',
    name: { 'zh-TW': '茱莉亞·哈特曼', en: 'Julia Hartmann' },
    title: 'partner',
    country: 'DE',
    education: { 'zh-TW': '林登菲爾德大學 法學博士', en: 'Dr. iur., Lindenfeld University' },
    experience: 19,
    specialties: [
      { 'zh-TW': '歐盟反洗錢法規', en: 'EU anti-money-laundering law' },
      { 'zh-TW': '銀行法規遵循', en: 'Banking compliance' },
      { 'zh-TW': '企業詐騙調查', en: 'Corporate fraud investigation' },
    ],
    description: {
      'zh-TW': '為德國及歐盟企業提供支付詐騙與法規遵循諮詢，也協助被害人了解銀行處理詐騙通報的流程。',
      en: 'She advises companies in Germany and the wider EU on payment fraud and compliance, and helps victims understand how banks handle fraud reports.',
    },
    email: 'julia.hartmann@example.org',
  },

  // ---- Associates ----
  {
    id: 'wang-chien-hung',
    name: { 'zh-TW': '王建宏', en: 'Wang Chien-hung' },
    title: 'associate',
    country: 'TW',
    education: { 'zh-TW': '澄溪大學 法學學士', en: 'LL.B., Chengxi University' },
    experience: 9,
    specialties: [
      { 'zh-TW': '企業資安法規', en: 'Corporate security law' },
      { 'zh-TW': '商業電子郵件詐騙', en: 'Business email compromise' },
      { 'zh-TW': '內部控制', en: 'Internal controls' },
    ],
    description: {
      'zh-TW': '擔任企業安全法律顧問，協助企業因應商業電子郵件詐騙，並強化付款審核流程。',
      en: 'As Corporate Security Counsel, he helps companies respond to business email compromise and tighten their payment approval procedures.',
    },
    email: 'chienhung.wang@example.org',
  },
  {
    id: 'chang-ya-ting',
    name: { 'zh-TW': '張雅婷', en: 'Chang Ya-ting' },
    title: 'associate',
    country: 'TW',
    education: { 'zh-TW': '靜嵐大學 社會工作碩士', en: 'M.S.W., Jinglan University' },
    experience: 7,
    specialties: [
      { 'zh-TW': '被害人關懷', en: 'Victim support' },
      { 'zh-TW': '情緒支持', en: 'Emotional support' },
      { 'zh-TW': '感情詐騙諮詢', en: 'Romance scam guidance' },
    ],
    description: {
      'zh-TW': '陪伴感情詐騙與投資詐騙的被害人完成報案，並在需要時轉介心理諮商資源。',
      en: 'She supports people hurt by romance and investment scams as they report the fraud, and refers them to counseling when they need it.',
    },
    email: 'yating.chang@example.org',
  },
  {
    id: 'lee-tsz-hin',
    name: { 'zh-TW': '李子軒', en: 'Lee Tsz-hin' },
    title: 'associate',
    country: 'HK',
    education: { 'zh-TW': '海澄大學 資訊安全學士', en: 'B.Sc. in Information Security, Hoi Ching University' },
    experience: 6,
    specialties: [
      { 'zh-TW': '公開來源情報調查', en: 'Open-source intelligence' },
      { 'zh-TW': '假冒網站分析', en: 'Fake website analysis' },
      { 'zh-TW': '加密貨幣錢包追蹤', en: 'Crypto wallet tracing' },
    ],
    description: {
      'zh-TW': '分析假投資網站與應用程式，整理網域、錢包地址等資料，讓被害人報案時能提供更完整的資訊。',
      en: 'He examines fake investment websites and apps, and records domains, wallet addresses and other details that victims can include in their reports.',
    },
    email: 'tszhin.lee@example.org',
  },
  {
    id: 'lim-wei-jie',
    name: { 'zh-TW': '林偉傑', en: 'Lim Wei Jie' },
    title: 'associate',
    country: 'SG',
    education: { 'zh-TW': '港景理工學院 數位鑑識碩士', en: 'M.Sc. in Digital Forensics, Harborview Institute of Technology' },
    experience: 8,
    specialties: [
      { 'zh-TW': '數位鑑識', en: 'Digital forensics' },
      { 'zh-TW': '手機證據保全', en: 'Mobile evidence preservation' },
      { 'zh-TW': '新加坡案件協調', en: 'Case coordination in Singapore' },
    ],
    description: {
      'zh-TW': '協助新加坡的被害人，在資料遺失之前保全手機與通訊軟體中的證據。',
      en: 'He helps victims in Singapore preserve evidence from their phones and messaging apps before it is lost.',
    },
    email: 'weijie.lim@example.org',
  },
  {
    id: 'farid-hashim',
    name: { 'zh-TW': '法立德·哈辛', en: 'Farid Hashim' },
    title: 'associate',
    country: 'MY',
    education: { 'zh-TW': '丹絨斯里大學 法學學士', en: 'LL.B., Tanjung Seri University' },
    experience: 10,
    specialties: [
      { 'zh-TW': '馬來西亞法律諮詢', en: 'Legal guidance in Malaysia' },
      { 'zh-TW': '網路購物詐騙', en: 'Online shopping fraud' },
      { 'zh-TW': '多語言客戶服務', en: 'Multilingual client service' },
    ],
    description: {
      'zh-TW': '協助馬來西亞的客戶了解報案步驟，可使用馬來語、英語與華語說明。',
      en: 'He guides clients in Malaysia through the reporting steps and can explain them in Malay, English or Mandarin.',
    },
    email: 'farid.hashim@example.org',
  },
  {
    id: 'emily-tremblay',
    name: { 'zh-TW': '艾蜜莉·川布雷', en: 'Emily Tremblay' },
    title: 'associate',
    country: 'CA',
    education: { 'zh-TW': '雷文修爾大學 法學學士', en: 'LL.B., Ravenshore University' },
    experience: 11,
    specialties: [
      { 'zh-TW': '加拿大消費者保護', en: 'Consumer protection in Canada' },
      { 'zh-TW': '跨境匯款詐騙', en: 'Cross-border wire fraud' },
      { 'zh-TW': '英法雙語服務', en: 'English and French service' },
    ],
    description: {
      'zh-TW': '以英語和法語服務加拿大各地的客戶，專注於匯款詐騙與網路交易平台詐騙。',
      en: 'She assists clients across Canada in English and French, with a focus on wire transfer and online marketplace fraud.',
    },
    email: 'emily.tremblay@example.org',
  },
  {
    id: 'claire-dubois',
    name: { 'zh-TW': '克萊兒·杜布瓦', en: 'Claire Dubois' },
    title: 'associate',
    country: 'FR',
    education: { 'zh-TW': '瓦莫蘭法學院 法學碩士', en: 'LL.M., Valmoraine School of Law' },
    experience: 8,
    specialties: [
      { 'zh-TW': '歐盟個資保護', en: 'EU data protection' },
      { 'zh-TW': '跨境法律協調', en: 'Cross-border legal coordination' },
      { 'zh-TW': '法國案件諮詢', en: 'Case guidance in France' },
    ],
    description: {
      'zh-TW': '與合作律師事務所協調法國及歐盟的案件，並確保個人資料只在法律允許的範圍內分享。',
      en: 'She coordinates French and EU cases with partner law firms and makes sure personal data is shared only as the law allows.',
    },
    email: 'claire.dubois@example.org',
  },
  {
    id: 'marco-ricci',
    name: { 'zh-TW': '馬可·里奇', en: 'Marco Ricci' },
    title: 'associate',
    country: 'IT',
    education: { 'zh-TW': '卡斯特文托大學 經濟學碩士', en: 'M.Sc. in Economics, University of Castelvento' },
    experience: 12,
    specialties: [
      { 'zh-TW': '金融交易分析', en: 'Financial transaction analysis' },
      { 'zh-TW': '投資詐騙調查', en: 'Investment fraud investigation' },
      { 'zh-TW': '義大利案件協調', en: 'Case coordination in Italy' },
    ],
    description: {
      'zh-TW': '檢視銀行與支付紀錄，整理投資詐騙中的資金流向，為客戶及其律師準備清楚的摘要。',
      en: 'He reviews bank and payment records to map how money moved in investment scams, and writes clear summaries for clients and their lawyers.',
    },
    email: 'marco.ricci@example.org',
  },
  {
    id: 'olivia-grant',
    name: { 'zh-TW': '奧莉薇亞·葛蘭特', en: 'Olivia Grant' },
    title: 'associate',
    country: 'AU',
    education: { 'zh-TW': '紅隼灣大學 犯罪學學士', en: 'B.A. in Criminology, Kestrel Bay University' },
    experience: 6,
    specialties: [
      { 'zh-TW': '感情詐騙', en: 'Romance scams' },
      { 'zh-TW': '被害人轉介', en: 'Victim referrals' },
      { 'zh-TW': '社區防詐講座', en: 'Community scam awareness talks' },
    ],
    description: {
      'zh-TW': '協助澳洲的感情詐騙被害人，也為社區團體舉辦防詐講座。',
      en: 'She works with people in Australia affected by romance scams and gives scam awareness talks to community groups.',
    },
    email: 'olivia.grant@example.org',
  },
  {
    id: 'andrea-morales',
    name: { 'zh-TW': '安卓雅·莫拉萊斯', en: 'Andrea Morales' },
    title: 'associate',
    country: 'US',
    education: { 'zh-TW': '東谷大學 鑑識會計碩士', en: 'M.A. in Forensic Accounting, Eastvale University' },
    experience: 9,
    specialties: [
      { 'zh-TW': '鑑識會計', en: 'Forensic accounting' },
      { 'zh-TW': '商業詐騙', en: 'Business fraud' },
      { 'zh-TW': '付款流程檢視', en: 'Payment process review' },
    ],
    description: {
      'zh-TW': '協助美國企業在遭遇詐騙後檢視付款紀錄，找出審核流程中的漏洞。',
      en: 'She helps US businesses review their payment records after a fraud and find the gaps in their approval processes.',
    },
    email: 'andrea.morales@example.org',
  },
];

export const departments: readonly Department[] = [
  {
    id: 'legal',
    name: { 'zh-TW': '法律事務部', en: 'Legal Affairs' },
    head: { 'zh-TW': '黃嘉欣', en: 'Wong Ka-yan' },
    headTitle: { 'zh-TW': '法律事務部主管', en: 'Head of Legal Affairs' },
    members: 45,
    specialties: [
      { 'zh-TW': '民事求償諮詢', en: 'Civil claim guidance' },
      { 'zh-TW': '刑事告訴協助', en: 'Criminal complaint support' },
      { 'zh-TW': '律師轉介', en: 'Lawyer referrals' },
      { 'zh-TW': '法規研究', en: 'Legal research' },
    ],
    description: {
      'zh-TW': '說明每位客戶可採取的法律途徑，協助準備報案文件，並在案件需要時轉介當地合格的律師。',
      en: 'Explains the legal options open to each client, helps prepare documents for reports, and refers clients to qualified local lawyers when a case needs one.',
    },
  },
  {
    id: 'investigation',
    name: { 'zh-TW': '調查部', en: 'Investigation' },
    head: { 'zh-TW': '林怡君', en: 'Lin Yi-chun' },
    headTitle: { 'zh-TW': '數位調查總監', en: 'Director of Digital Investigation' },
    members: 35,
    specialties: [
      { 'zh-TW': '數位鑑識', en: 'Digital forensics' },
      { 'zh-TW': '區塊鏈分析', en: 'Blockchain analytics' },
      { 'zh-TW': '公開來源情報', en: 'Open-source intelligence' },
      { 'zh-TW': '證據整理', en: 'Evidence organization' },
    ],
    description: {
      'zh-TW': '整理被害人提供的證據，在紀錄允許的範圍內追蹤交易，並製作可以交給執法機關與銀行的報告。',
      en: 'Organizes the evidence victims provide, traces transactions where the records allow, and prepares reports that can be handed to the authorities and banks.',
    },
  },
  {
    id: 'international',
    name: { 'zh-TW': '國際合作部', en: 'International Cooperation' },
    head: { 'zh-TW': '莎拉·惠特菲爾德', en: 'Sarah Whitfield' },
    headTitle: { 'zh-TW': '國際合作部主管', en: 'Head of International Cooperation' },
    members: 25,
    specialties: [
      { 'zh-TW': '跨境案件協調', en: 'Cross-border case coordination' },
      { 'zh-TW': '合作夥伴聯繫', en: 'Partner liaison' },
      { 'zh-TW': '多語言文件翻譯', en: 'Multilingual document translation' },
      { 'zh-TW': '國際防詐資訊交流', en: 'International scam alert exchange' },
    ],
    description: {
      'zh-TW': '與 30 多個國家及地區的合作夥伴交流詐騙警訊，並協助客戶找到海外正確的官方管道。',
      en: 'Shares scam alerts with partners in more than 30 countries and regions, and helps clients find the right official channels abroad.',
    },
  },
  {
    id: 'client-service',
    name: { 'zh-TW': '客戶服務部', en: 'Client Service' },
    head: { 'zh-TW': '陳志明', en: 'Chen Chih-ming' },
    headTitle: { 'zh-TW': '資深反詐騙顧問', en: 'Senior Anti-Fraud Advisor' },
    members: 30,
    specialties: [
      { 'zh-TW': '免費案件評估', en: 'Free case assessment' },
      { 'zh-TW': '報案流程說明', en: 'Reporting guidance' },
      { 'zh-TW': '被害人關懷', en: 'Victim care' },
      { 'zh-TW': '多語言服務', en: 'Multilingual support' },
    ],
    description: {
      'zh-TW': '民眾聯繫本協會時的第一個窗口。團隊會耐心聆聽，提供免費的初次案件評估，並用淺白的話說明如何向銀行與警方通報。',
      en: 'The first point of contact for anyone who reaches out. The team listens, offers a free first case assessment, and explains in plain words how to report to the bank and the police.',
    },
  },
];

export const advisors: readonly Advisor[] = [
  {
    name: { 'zh-TW': '海倫娜·馬許博士', en: 'Dr. Helena Marsh' },
    title: { 'zh-TW': '資深研究員', en: 'Senior Fellow' },
    organization: { 'zh-TW': '東谷金融誠信研究所', en: 'Eastvale Institute for Financial Integrity' },
    expertise: { 'zh-TW': '反洗錢政策與法規遵循', en: 'Anti-money-laundering policy and compliance' },
  },
  {
    name: { 'zh-TW': '拉傑許·梅農博士', en: 'Dr. Rajesh Menon' },
    title: { 'zh-TW': '中心主任', en: 'Director' },
    organization: { 'zh-TW': '港景數位信任中心', en: 'Harborview Center for Digital Trust' },
    expertise: { 'zh-TW': '區塊鏈分析與加密資產追蹤', en: 'Blockchain analytics and crypto-asset tracing' },
  },
  {
    name: { 'zh-TW': '何佩珊教授', en: 'Prof. Ho Pui-shan' },
    title: { 'zh-TW': '犯罪學教授', en: 'Professor of Criminology' },
    organization: { 'zh-TW': '嶺港網路犯罪研究中心', en: 'Ridgehaven Center for Cybercrime Research' },
    expertise: { 'zh-TW': '社交工程與詐騙心理', en: 'Social engineering and the psychology of scams' },
  },
  {
    name: { 'zh-TW': '阿梅莉·洛朗', en: 'Amélie Laurent' },
    title: { 'zh-TW': '研究總監', en: 'Research Director' },
    organization: { 'zh-TW': '瓦莫蘭消費者保護基金會', en: 'Valmoraine Foundation for Consumer Protection' },
    expertise: { 'zh-TW': '歐洲消費者保護與被害人支援', en: 'Consumer protection and victim support in Europe' },
  },
];
