// The lists the language tests enforce. Both grow with every mistake a reader finds: add the wrong
// form here when you fix it in the glossary (scripts/build/zh-cn/glossary.ts) or the source text.

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
  // found by the Mainland-editor reads of the whole site (November 2026)
  '搜集', '声请', '求偿', '礼物卡', '威尔斯', '视窗', '网域', '复本', '信箱', '寄件人', '主旨', '群组',
  '同侪', '个人档案', '支付企业', '物流企业', '线上警局', '在在线', '栏目', '内部管控', '信息可携',
  '揭露', '委任', '币别', '退费', '行员', '提款卡', '两步骤', '紧急状况', '介面', '交易序号',
  // found reading the news items and search pages
  '国定假日', '录影', 'QR code',
  // the native read of the report page, guides, legal pages, organisation and interface
  // (reporting to a centre is 举报, a form is 提交, an e-mail is sent 发, not mailed 寄 or written 写信)
  '通报', '送出', '资料库', '警察机关', '画面上', '平台画面', '按赞', '金融卡', '成功报酬', '核准',
  '中华民国', '传来', '传连结', '传链接', '传短信', '传简讯', '寄信', '寄一封', '寄给您', '寄电子',
  '写信', '确认信', '通知信', '每封信', '这封信', '可以收信', '往来信件',
  '寄件', '免付费', '提告', '发讯者', '自杀防治', '同一支', '另一支', '这支热线', '被提领', '被提取',
  '复原计划', '报酬很高', '报酬高', '开启下面', '以下称',
  // Taiwan transliterations of the team's names (Mainland: 萨拉, 埃米莉, 奥利维娅 …)
  '莎拉', '艾蜜莉', '川布雷', '奥莉薇亚', '葛兰特', '茱莉亚', '克莱儿', '安卓雅', '马许', '拉杰许',
  '法立德', '哈辛', '艾许康',
  // found by the Mainland-editor read of the articles and news items
  '资料库', '写信', '按赞', '莎拉', '传短信', '另一支电话', '每通电话', '一通电话', '免付费', '华语', '圈存',
  '带盘', '不出货', '作业错误', '复原计划', '提出告诉', '自杀防治', '虚拟通货', '高报酬', '用户名称', '农历年',
  '画面上',
  // found by the Taiwan read: what the zh-TW fixes must not become on the Mainland
  '金钥', '复原短语', '监管总署',
  // the fresh Mainland read of every /cn page (second pass)
  '官方资料', '公开资料', '报税资料', '报案资料', '交易资料', '证据资料', '以下资料', '哪些资料', '整理资料',
  '即时咨询', '即时视讯', '使用情形', '访问情形', '按下', '钱包跳出', '示警', '循正当', '身为', '第一个窗口',
  '平日', '一则', '这则', '版面', '飙股', '领现金', '领钱', '投资人警示', '人头', '影像', '申报', '不外流',
  '请款单', '代垫', '用字', '一般通话费', '问问看', '一般货币', '轮班人力', '订成规则', '放出来',
  '因为信是', '依国家不同', '依各国法律不同', '依地区而不同', '不知情下', '警局签署', '不是本协会',
  '私营公司是。', '主动找上的接触', '发出任何一笔',
  // the Mainland read of 2026-11-28 (a native editor's review of every /cn page)
  '国家反诈骗中心', '社群私信', '影本', '电子简报', '合作计划', '招募', '数位鉴识', '国家与地区', '出租出借的账户',
  // its residue, and one name for the digital investigation role (数字调查总监, as zh-TW and en)
  '法遵', '核查会计师', '范例', '退汇', '数字取证总监',
  // the fresh Mainland read of 2026-11-29
  '执行长', '缴交', '准据法', '部分时间可在家', '人信息料夹', '资料夹', '律师证书字号', '台湾就是其中之一', '台湾的刑事警察局',
  '银行卡和账户（“两卡”）', '不是银行。', '官方专线 110',
  // task cn2 (2026-11-29): one term for the police's receipt (报案回执), Mainland usage for 依 and a lawyer's
  // registration, Taiwan named 台湾地区 in running text, not beside its police agency's hotline
  '案件编号', '律师公会', '查扣的包裹', '依警方', '依全部结案', '依日期', '依您的要求', '依我们的指示',
  '警政部门 165', '律师登录号', '台湾政府机关', '台湾以外', '台湾执业律师', '台湾台北市',
  // task cn3 (2026-11-29): Mainland usage for a scam gang and for sending a link, Beijing time for
  // UTC+8 everywhere on /cn, Taiwan's police named as such beside its 165
  '诈骗集团', '传付款链接', '台北时间', '警政部门的', '被骗钱真的',
  // 96110 calls to warn a reader the police find at risk: said to the reader (the old wording's "警方认为正在被骗的人")
  '警方认为正在被骗的人',
  // task lang7 (2026-11-29): a Taiwan card-dispute term and 汇票 on the shopping guide; blog 8 naming the
  // Mainland last (its lede and its 110 list)
  '信用卡争议账款', '或汇票', '也列出中国大陆的官方渠道', '台湾、德国与中国大陆',
  // task lang8 (2026-11-29): who can freeze money names the police first on /cn (they start 紧急止付)
  '只有银行、交易所依法定程序，或法院',
  // and Mainland words for a login code and two-step login, a mule who withdraws cash, a helpline's hours
  '一次性验证码', '两步验证', '依我们追查的金流', '台湾的 165', '对象：', '每条线每天', '每条线路每天', 'Android 和 iOS 的应用商店', '台湾，执业证号',
];

/**
 * Where a banned term is right: proper names that keep their Taiwan wording in Simplified Chinese
 * (characters simplified only: a statute, its short name, a firm), and compounds that are standard
 * Mainland usage (联络处, a liaison office). The banned list does not apply inside them.
 */
export const allowedContexts: readonly string[] = [
  '个资法', '洗钱防制法', '安全联络', '联络处', '联络窗口',
];

/**
 * Whole sentences and their expected Simplified Chinese, as a Mainland editor signed them off:
 * [page, sentence that must appear in its visible text].
 */
export const expectedSimplified: ReadonlyArray<readonly [string, string]> = [
  ['/cn/report', '拨打台湾地区 165 反诈骗咨询专线。'],
  ['/cn/team', '本协会的律师都会告诉您自己在哪个律师协会注册，以及执业证号。'],
  ['/cn/privacy', '我们依照台湾地区《个人资料保护法》（以下简称《个资法》）及相关法规，收集、处理及利用您的个人信息。'],
  ['/cn/privacy', '请不要提供您的网上银行密码、验证码或信用卡安全码。'],
  ['/cn/privacy', '我们不会出售或出租您的个人信息，也不会未经您同意就把信息用于营销。'],
  ['/cn/privacy', '如果您对我们处理信息的方式有疑虑，也可以向您所在地的个人信息保护主管部门投诉。'],
  ['/cn/terms', '费用只能以银行转账支付，汇入“查证我们的身份”页面和委托合同中载明、以本协会名义开立的账户。'],
  ['/cn/terms', '只有公安机关、法院等依法办案，或银行、交易所依照法定程序，才能冻结或扣押款项。'],
  ['/cn/terms', '在法律允许的范围内，本协会对您的赔偿责任，以您就该案件实际支付给本协会的服务费用为上限。'],
  ['/cn/terms', '本条款及委托合同适用台湾地区法律。'],
  ['/cn/terms', '调解不成时，经双方同意提交仲裁，或以台湾地区台北地方法院为第一审管辖法院'],
  ['/cn/terms', '金额在合同中载明'],
  ['/cn/blog/7', '例如，2023 年台湾地区《洗钱防制法》修正后'],
  ['/cn/blog/7', '出租、出借账户：帮诈骗团伙转移资金'],
  ['/cn/blog/8', '在中国大陆，先拨 110，请警方紧急止付；在其他地方，请银行止付所有款项。'],
  ['/cn/blog/8', '在中国大陆，先拨 96110 查证；'],
  ['/cn/blog/8', '中国大陆：全国统一心理援助热线 12356，各地热线每天至少接听 18 小时。'],
  ['/cn/blog/8', '在中国大陆，已经拨打 110 报警、请警方紧急止付？'],
  ['/cn/terms', '我们绝不会要您以加密货币、礼品卡或游戏点卡付款，也绝不会要您支付“税款”“解冻金”或“保证金”才能拿回款项。'],
  ['/cn/terms', '成功费只就实际追回的款项计算，而且要等款项确实回到您手中之后，我们才会收取。'],
  ['/cn/report', '立刻打电话给您的银行或支付机构，请对方止付、撤回或冻结这笔转账。'],
  ['/cn/report', '向当地警方或官方反诈专线报案，并保留报案回执；报案不用付任何费用。'],
  ['/cn/report', '请先向当地警方报案，再向加拿大反诈骗中心举报。'],
  ['/cn/contact', '提交之前，请记得'],
  ['/cn/scams/business-email', '供应商发来邮件说收款账户换了，或“老板”要您紧急汇款。'],
  ['/cn/scams/job', '工作内容是“任务”：点赞、评分、“冲流量”或“优化”。'],
  ['/cn/report', '只有公安机关、法院等依法办案，或银行、交易所依照法定程序，才能冻结款项；任何私营公司或团体（包括本协会）都做不到。'],
  ['/cn/report', '政府机关和警方受理报案或发还款项，绝不会向您收费。'],
  ['/cn/report', '对方自称是警方、政府机关或金融监管机构的合作伙伴。'],
  ['/cn/report', '对方要您提供网上银行密码，或要求远程控制您的手机或电脑。'],
  ['/cn/report', '意大利邮政警察（Polizia Postale）的网上警局“Commissariato di PS Online”。'],
  ['/cn/blog/3', '银行可以联系收款银行，包括国外的银行；越早通知，能尝试的做法越多。'],
  ['/cn/blog/3', '银行对账单与汇款收据，上面要看得到日期、金额、收款银行、户名、账号和汇款参考编号。'],
  ['/cn/blog/3', '警方或司法机关在刑事侦查中，可以依职权或依外国的请求冻结账户。'],
  ['/cn/blog/3', '在许多国家，受害者也可以通过律师向民事法院申请冻结资产，由法院判断证据是否足够。'],
  ['/cn/blog/3', '过程中可以申请冻结资产，在部分国家也可以申请法院要求银行披露账户信息。'],
  ['/cn/blog/3', '受害者对进度比较有主导权，但需要负担诉讼费、翻译费和律师费，而且拿到胜诉判决之后，还必须到钱所在的国家执行。'],
  ['/cn/blog/3', '诉讼费：约 1,000 至 5,000 美元，视国家、申请种类和请求金额而定。'],
  ['/cn/blog/3', '资金一旦经过好几个账户、被取现，或被换成加密货币分散到不同钱包，每多一步，就多一个机构要处理，往往也多一个国家。'],
  // task lang7: Taiwan's ATM script marked as Taiwan's; the first step of a guide names the Mainland first
  ['/cn/scams/shopping', '在台湾地区，有人打电话要您到 ATM“解除分期付款设置”，一定是诈骗。'],
  ['/cn/news/community-talk-older-relatives', '在台湾地区，有人打电话要您到 ATM“解除分期付款设置”，一定是诈骗。'],
  ['/cn/blog/3', '在中国大陆，请先拨打 110 报警，紧急止付由公安机关发起，再联系银行或支付平台；在台湾地区，请拨打 165'],
  ['/cn/blog/8', '在中国大陆，请拨打 110 或到派出所报案；在台湾地区，请拨打 165 或到警察局报案。'],
  ['/cn/verify', '在台湾地区登记的非营利社会团体（社团法人）'],
];

// Shared with the build, which warns on them in content/ (scripts/build/content/checks/style.ts).
export { britishProperNames, britishSpellings } from '../scripts/build/content/checks/english-lists.ts';
export { tightOfficialNames } from '../scripts/build/content/checks/zh-tw-terms.ts';
