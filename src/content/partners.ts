// Partners page data: public-sector liaison bodies, law firms, technology and academic partners.
// Every organization, year and case count here is fictional sample data.
import type {
  AcademicPartner,
  LawEnforcementPartner,
  LawFirmPartner,
  TechnologyPartner,
} from './types.ts';

export const lawEnforcementPartners: readonly LawEnforcementPartner[] = [
  {
    name: { 'zh-TW': '港景金融犯罪聯絡處', en: 'Harborview Financial Crime Liaison Office' },
    region: { 'zh-TW': '亞太地區', en: 'Asia-Pacific' },
    type: { 'zh-TW': '網路犯罪聯絡窗口', en: 'Cybercrime liaison' },
    cooperation: {
      'zh-TW': '引導被害人向官方管道報案，並共同發布詐騙警訊。',
      en: 'Guiding victims to file official reports, and issuing joint public scam alerts.',
    },
    established: 2012,
    cases: 320,
  },
  {
    name: { 'zh-TW': '北湄跨境詐欺協調中心', en: 'Northmere Cross-Border Fraud Coordination Center' },
    region: { 'zh-TW': '歐洲', en: 'Europe' },
    type: { 'zh-TW': '跨境詐欺協調', en: 'Cross-border fraud coordination' },
    cooperation: {
      'zh-TW': '交流詐騙趨勢資訊，合辦民眾防詐宣導活動。',
      en: 'Sharing information on scam trends and running joint public-awareness campaigns.',
    },
    established: 2016,
    cases: 210,
  },
  {
    name: { 'zh-TW': '東谷消費詐騙應變網絡', en: 'Eastvale Consumer Fraud Response Network' },
    region: { 'zh-TW': '北美洲', en: 'North America' },
    type: { 'zh-TW': '消費詐騙應變', en: 'Consumer fraud response' },
    cooperation: {
      'zh-TW': '協助被害人找到正確的官方報案管道，並共同舉辦工作人員培訓。',
      en: 'Pointing victims to the right official reporting channels, and holding joint staff training.',
    },
    established: 2009,
    cases: 280,
  },
  {
    name: { 'zh-TW': '南境數位安全聯絡委員會', en: 'Southreach Digital Safety Liaison Council' },
    region: { 'zh-TW': '大洋洲', en: 'Oceania' },
    type: { 'zh-TW': '網路安全聯絡', en: 'Online safety liaison' },
    cooperation: {
      'zh-TW': '針對新出現的詐騙手法發布公開警訊，並建立被害人轉介流程。',
      en: 'Public alerts about new scam patterns, and a clear referral path for victims.',
    },
    established: 2019,
    cases: 145,
  },
];

export const lawFirmPartners: readonly LawFirmPartner[] = [
  {
    name: { 'zh-TW': '東谷華德聯合律師事務所', en: 'Eastvale & Ward LLP' },
    location: { 'zh-TW': '英國倫敦', en: 'London, United Kingdom' },
    speciality: { 'zh-TW': '跨境民事訴訟', en: 'Cross-border civil litigation' },
    partnership: { 'zh-TW': '跨境訴訟轉介', en: 'Cross-border litigation referrals' },
    description: {
      'zh-TW': '當案件需要在英國或歐洲提起民事訴訟時，我們會轉介客戶諮詢這家事務所。委任與費用由客戶與事務所直接約定。',
      en: 'When a case may need civil action in the UK or Europe, we refer the client to this firm for advice. The client agrees on any engagement and fees directly with the firm.',
    },
  },
  {
    name: { 'zh-TW': '靜嵐國際法律事務所', en: 'Jinglan International Law Offices' },
    location: { 'zh-TW': '臺北', en: 'Taipei, Taiwan' },
    speciality: { 'zh-TW': '詐騙被害人的民事求償與刑事告訴', en: 'Civil claims and criminal complaints for fraud victims' },
    partnership: { 'zh-TW': '法律諮詢轉介與防詐講座', en: 'Legal consultation referrals and scam awareness talks' },
    description: {
      'zh-TW': '協助在臺灣受害的民眾了解民事求償與刑事告訴的程序，也和我們一起到社區與企業舉辦防詐講座。',
      en: 'Helps people defrauded in Taiwan understand how civil claims and criminal complaints work, and joins us in giving scam awareness talks to communities and companies.',
    },
  },
  {
    name: { 'zh-TW': '艾許康·林奎斯特律師事務所', en: 'Ashcombe Lindqvist Partners' },
    location: { 'zh-TW': '新加坡', en: 'Singapore' },
    speciality: { 'zh-TW': '資產追查與破產程序', en: 'Asset tracing and insolvency' },
    partnership: { 'zh-TW': '東南亞案件轉介與聯合法律研討會', en: 'Southeast Asia case referrals and joint legal seminars' },
    description: {
      'zh-TW': '熟悉東南亞各地的資產追查法律程序，與我們合辦研討會，說明被害人在各地可採取的法律途徑。',
      en: 'Knows the legal process for asset tracing across Southeast Asia, and co-hosts seminars with us on the legal routes open to victims in the region.',
    },
  },
  {
    name: { 'zh-TW': '福爾拉特與艾賓律師事務所', en: 'Vollrath & Ebbing Rechtsanwälte' },
    location: { 'zh-TW': '德國法蘭克福', en: 'Frankfurt, Germany' },
    speciality: { 'zh-TW': '歐盟反洗錢與銀行法', en: 'EU anti-money-laundering and banking law' },
    partnership: { 'zh-TW': '歐盟案件轉介與法規遵循培訓', en: 'EU case referrals and compliance training' },
    description: {
      'zh-TW': '為我們的團隊提供歐盟反洗錢法規培訓，並在客戶需要德國律師時接受轉介諮詢。',
      en: 'Trains our team on EU anti-money-laundering rules and takes referrals when a client needs advice from a lawyer in Germany.',
    },
  },
];

export const technologyPartners: readonly TechnologyPartner[] = [
  {
    name: { 'zh-TW': '鏈光分析', en: 'Ledgerlight Analytics' },
    service: { 'zh-TW': '區塊鏈分析', en: 'Blockchain analytics' },
    description: {
      'zh-TW': '提供分析工具，協助調查人員追蹤公開區塊鏈上的加密貨幣流向，讓提交給執法機關與交易所的資料更清楚。',
      en: 'Provides tools that help our investigators follow cryptocurrency across public blockchains, so the information passed to the authorities and exchanges is clearer.',
    },
    icon: 'bitcoin',
  },
  {
    name: { 'zh-TW': '羽石數位鑑識', en: 'Quillstone Forensics' },
    service: { 'zh-TW': '數位鑑識', en: 'Digital forensics' },
    description: {
      'zh-TW': '提供鑑識軟體與訓練，協助我們從手機、電腦與通訊軟體中完整保全證據。',
      en: 'Supplies forensic software and training that help us preserve evidence from phones, computers and messaging apps without altering it.',
    },
    icon: 'search',
  },
  {
    name: { 'zh-TW': '港潮案件系統', en: 'Harbortide Case Systems' },
    service: { 'zh-TW': '安全案件管理', en: 'Secure case management' },
    description: {
      'zh-TW': '提供加密的案件管理平台，讓客戶資料只有負責的同仁可以存取，並留下完整的存取紀錄。',
      en: 'Runs an encrypted case management platform, so client files are open only to the staff handling them and every access is logged.',
    },
    icon: 'database',
  },
  {
    name: { 'zh-TW': '芬霍德資料保護實驗室', en: 'Fernhold Privacy Labs' },
    service: { 'zh-TW': '資料保護', en: 'Data protection' },
    description: {
      'zh-TW': '協助我們檢視個人資料的處理流程與跨境傳輸安全措施，並定期進行資安測試。',
      en: 'Helps us review how personal data is handled and transferred across borders, and carries out regular security testing.',
    },
    icon: 'lock',
  },
];

export const academicPartners: readonly AcademicPartner[] = [
  {
    name: { 'zh-TW': '北湄金融犯罪研究院', en: 'Northmere Institute of Financial Crime Studies' },
    program: { 'zh-TW': '跨境詐騙模式共同研究', en: 'Joint research on cross-border fraud patterns' },
    focus: { 'zh-TW': '投資詐騙與加密貨幣詐騙中的資金流動', en: 'How money moves in investment and crypto scams' },
  },
  {
    name: { 'zh-TW': '靜嵐大學社會安全研究中心', en: 'Jinglan University Center for Social Safety Research' },
    program: { 'zh-TW': '長者防詐教育計畫', en: 'Scam prevention education for older adults' },
    focus: { 'zh-TW': '社區防詐教育與被害人支持', en: 'Community education and victim support' },
  },
  {
    name: { 'zh-TW': '紅隼灣網路研究學院', en: 'Kestrel Bay School of Cyber Studies' },
    program: { 'zh-TW': '數位調查實習與培訓計畫', en: 'Digital investigation internship and training program' },
    focus: { 'zh-TW': '數位鑑識與公開來源調查', en: 'Digital forensics and open-source investigation' },
  },
  {
    name: { 'zh-TW': '卡斯特文托行為研究中心', en: 'Castelvento Center for Behavioral Research' },
    program: { 'zh-TW': '感情與投資詐騙的說服心理研究', en: 'Research on persuasion in romance and investment scams' },
    focus: { 'zh-TW': '被害人心理與復原', en: 'Victim psychology and recovery' },
  },
];
