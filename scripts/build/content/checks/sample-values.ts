// What only the sample content has: the names of its fictional people, partners and authors, and
// the comment that marks a file as sample. In verified mode (./verified.ts) any of them stops the
// build, so a sample value left behind never goes live unmarked.

/** The sample's people, advisors, partners, testimonial givers and article authors. */
export const sampleNames: readonly string[] = [
  'Lin Yi-chun', '林怡君', 'Chen Chih-ming', '陳志明', 'Sarah Whitfield', '莎拉·惠特菲爾德', 'Wong Ka-yan', '黃嘉欣',
  'Daniel Mercer', '丹尼爾·默瑟', 'Julia Hartmann', '茱莉亞·哈特曼', 'Wang Chien-hung', '王建宏', 'Chang Ya-ting', '張雅婷',
  'Lee Tsz-hin', '李子軒', 'Lim Wei Jie', '林偉傑', 'Farid Hashim', '法立德·哈辛', 'Emily Tremblay', '艾蜜莉·川布雷',
  'Claire Dubois', '克萊兒·杜布瓦', 'Marco Ricci', '馬可·里奇', 'Olivia Grant', '奧莉薇亞·葛蘭特', 'Andrea Morales',
  '安卓雅·莫拉萊斯', 'Helena Marsh', '海倫娜·馬許', 'Rajesh Menon', '拉傑許·梅農', 'Ho Pui-shan', '何佩珊',
  'Amélie Laurent', '阿梅莉·洛朗',
  'Harborview Financial Crime Liaison Office', '港景金融犯罪聯絡處', 'Northmere Cross-Border Fraud Coordination Center',
  '北湄跨境詐欺協調中心', 'Eastvale Consumer Fraud Response Network', '東谷消費詐騙應變網絡',
  'Southreach Digital Safety Liaison Council', '南境數位安全聯絡委員會', 'Eastvale & Ward LLP', '東谷華德聯合律師事務所',
  'Jinglan International Law Offices', '靜嵐國際法律事務所', 'Ashcombe Lindqvist Partners', '艾許康·林奎斯特律師事務所',
  'Vollrath & Ebbing Rechtsanwälte', '福爾拉特與艾賓律師事務所', 'Ledgerlight Analytics', '鏈光分析',
  'Quillstone Forensics', '羽石數位鑑識', 'Harbortide Case Systems', '港潮案件系統', 'Fernhold Privacy Labs',
  '芬霍德資料保護實驗室', 'Northmere Institute of Financial Crime Studies', '北湄金融犯罪研究院',
  'Jinglan University Center for Social Safety Research', '靜嵐大學社會安全研究中心', 'Kestrel Bay School of Cyber Studies',
  '紅隼灣網路研究學院', 'Castelvento Center for Behavioral Research', '卡斯特文托行為研究中心',
  'Mr. C. Lin', 'Ms. W. Wong', 'Mr. D. Keller', 'Ms. S. Tan', 'Mr. M. Rossi', 'Mr. J. Harper', 'Ms. L. Cheah',
  // The board (content/organisation/identity.yaml) beyond the team's people.
  'Liu Yi-chen', '劉宜蓁', 'Hsu Wen-pin', '許文彬', 'Cheng Ya-wen', '鄭雅文',
];

/** A comment saying a file is sample data (not one saying it is not). */
export const sampleMarker = /^\s*#.*\b(sample (data|person|claims?)|fictional)\b/i;
export const notSample = /\b(not|nothing here is) sample data\b/i;
