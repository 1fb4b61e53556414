// The lists the language tests enforce. Both grow with every mistake a reader finds: add the wrong
// form here when you fix it in the glossary (scripts/zh-cn-glossary.ts) or the source text.

/**
 * Never in Simplified Chinese: Taiwan-only terms and the wrong renderings of OpenCC's 'twp' phrase
 * table (a computing glossary). Each is a plain substring of the zh-CN text.
 */
export const bannedInSimplified: readonly string[] = [
  // twp's computing renderings of legal and money words
  '导出', '导入', '运行', '创建', '内核', '拷贝', '文档', '进程', '个人数据保护法', '社区媒体',
  // 帳 is 账 in money words; this site has no tents or curtains
  '帐',
  // Taiwan quotes and the Japanese interpunct
  '「', '」', '『', '』', '・',
  // Taiwan vocabulary
  '透过', '纪录', '业者', '管道', '契约', '身分', '提领', '网络银行', '网路', '防制', '监理', '游戏点数',
  '私讯', '贴文', '资安', '职缺', '应征', '洽询', '电子报', '回馈', '软体', '影片', '视讯', '简讯', '资讯',
  '数位', '连结', '档案', '登入', '点选', '部落格', '萤幕', '伺服器', '预设', '品质', '行销', '个资',
  '讯息', '义大利', '澳洲', '隐私权政策', '联络', '搜寻', '程式', '装置', '支援',
];

/**
 * Where a banned term is right: proper names that keep their Taiwan wording in Simplified Chinese
 * (characters simplified only: a statute, its short name, a firm), and compounds that are standard
 * Mainland usage (联络处, a liaison office). The banned list does not apply inside them.
 */
export const allowedContexts: readonly string[] = [
  '个资法', '洗钱防制法', '羽石数位鉴识', '安全联络', '联络处', '联络窗口',
];

/** Official names written without a space between the digits and the Chinese (their own spelling). */
export const tightOfficialNames: readonly string[] = ['165全民防騙網', '165打詐儀錶板'];

/**
 * Whole sentences and their expected Simplified Chinese, as a Mainland editor signed them off:
 * [page, sentence that must appear in its visible text].
 */
export const expectedSimplified: ReadonlyArray<readonly [string, string]> = [];

/** English is American: these British forms never appear in English prose (whole words). */
export const britishSpellings: readonly string[] = [
  'organisation', 'organisations', 'organise', 'organised', 'organising', 'recognise',
  'recognised', 'recognising', 'realise', 'realised', 'realising', 'authorise', 'authorised',
  'prioritise', 'prioritised', 'minimise', 'minimised', 'summarise', 'summarised', 'emphasise',
  'criticise', 'apologise', 'specialise', 'specialised', 'analyse', 'analysed', 'analysing',
  'paralyse', 'behaviour', 'behaviours', 'behavioural', 'colour', 'colours', 'favour', 'favours',
  'favourite', 'honour', 'labour', 'neighbour', 'neighbours', 'endeavour', 'rumour', 'centre',
  'centres', 'programme', 'programmes', 'metre', 'metres', 'licence', 'licences', 'defence',
  'offence', 'offences', 'pretence', 'practise', 'practised', 'travelled', 'travelling',
  'traveller', 'cancelled', 'cancelling', 'labelled', 'labelling', 'modelling', 'counselling',
  'counsellor', 'signalled', 'channelled', 'fulfil', 'enrol', 'instalment', 'judgement',
  'acknowledgement', 'enquiry', 'enquiries', 'enquire', 'cheque', 'cheques', 'whilst', 'amongst',
  'learnt', 'speciality', 'per cent', 'cyber-crime', 'e-mail',
];

/** Official names keep their own spelling (the English test removes them first). */
export const britishProperNames: readonly string[] = [
  'Canadian Anti-Fraud Centre', 'Australian Cyber Security Centre', 'National Scam Response Centre', 'Anti-Deception Coordination Centre', 'Police e-Report Centre', 'e-Report Centre', 'Spam Reporting Centre', 'antifraudcentre-centreantifraude.ca',
];
