// One concept, one term: the term tables the Chinese language tests enforce over every page's text
// (test/language-chinese.test.ts), one per written language. Each row names the concept, the one
// term the site uses for it, and the forms a reader must never meet instead. Add a row when a
// reader finds a concept written two ways; the test then fails on every page still using the other.
//
// Where another form is right on purpose it is an exception, not a row change:
// - a scam guide's `alsoCalled` list (the names victims type: 交友詐騙, 商務電郵詐騙) is left out of
//   the text the tests read (the data-also-called line on a page, the alsoCalled fields in sources);
// - an official body's or statute's own name keeps its words: `officialNameExceptions` below.
import { officialNames } from '../src/content/official-names.ts';
import { toSimplified } from '../scripts/build/zh-cn/convert.ts';

export interface TermRow {
  readonly concept: string;
  /** The one term. */
  readonly use: string;
  /** Forms that mean the same and must not appear. */
  readonly never: readonly string[];
}

/** Traditional Chinese (Taiwan). */
export const zhTWTerms: readonly TermRow[] = [
  { concept: 'romance scam', use: '感情詐騙', never: ['愛情詐騙', '交友詐騙'] },
  { concept: 'the person defrauded', use: '受害者', never: ['被害人', '受害人'] },
  { concept: 'the "tax" a scam demands before a withdrawal', use: '稅款', never: ['稅金'] },
  { concept: 'the "deposit" a scam demands before a withdrawal', use: '保證金', never: ['押金'] },
  { concept: 'the "release fee" a scam demands', use: '解凍金', never: ['解凍費'] },
  { concept: 'business email compromise', use: '商業電子郵件詐騙', never: ['商業詐騙', '商業郵件詐騙', '商業電郵詐騙'] },
  { concept: 'the contact action leading to /contact, and the free case assessment it asks for', use: '免費案件評估', never: ['免費諮詢', '申請評估', '免費評估', '免費的案件評估', '免費的初步案件評估', '免費的初次案件評估', '分鐘案件評估'] },
  { concept: "a lawyer's admission number", use: '執業證號', never: ['律師證書字號', '證書字號'] },
  // FACTS block 4: no body called 國家反詐騙中心 exists (國家反詐中心 is the Mainland's app, named as such)
  { concept: 'the official channel one reports a scam to, wherever one is', use: '官方反詐騙專線', never: ['國家反詐騙中心', '國家級通報中心', '國家級報案中心', '國家級反詐騙中心', '官方反詐騙中心', '官方中心'] },
  { concept: 'online (Hong Kong and Mainland write 網上)', use: '線上', never: ['網上'] },
  { concept: 'the method of a scam (套路 is Mainland slang)', use: '手法', never: ['套路'] },
  { concept: 'the people and organizations we work with, the Terms included', use: '當事人', never: ['委任人', '委託人'] },
  // the Taiwan read of every zh-TW page: Mainland and Hong Kong words, and concepts written two ways
  { concept: 'a bank card, as Taiwan\'s police write it (銀行卡 is Mainland usage; a page\'s text runs 聯絡銀行 into 卡片, so the forms are in context)', use: '提款卡', never: ['金融卡', '銀行卡背面', '銀行卡上', '停用銀行卡', '的銀行卡', '銀行卡或', '或銀行卡'] },
  { concept: 'a cryptographic key (密鑰 is Mainland usage)', use: '金鑰', never: ['密鑰'] },
  { concept: 'a wallet\'s recovery phrase (助記詞 is what Taiwan readers search for; 復原詞組 only as a gloss)', use: '助記詞', never: ['恢復短語', '復原短語'] },
  { concept: 'financial supervision (監管 is Mainland usage; 「監管帳戶」 is scammers\' jargon)', use: '監理', never: ['監管局', '監管總署', '受監管'] },
  { concept: 'a police station (警署 is Hong Kong usage)', use: '警察局', never: ['警署'] },
  { concept: 'the Atom feed link', use: 'Atom 訂閱', never: ['訂閱源', 'Atom 消息來源'] },
  { concept: 'what to ask the bank for a transfer', use: '止付、撤回或凍結', never: ['停止、撤回或凍結', '攔截、撤回或凍結', '攔阻、追回或凍結'] },
  { concept: 'asking the sending bank to take a wire back (召回 is a calque of recall)', use: '撤回這筆匯款', never: ['召回', '撤回或回轉'] },
  { concept: 'the places the Association serves', use: '11 個國家與地區', never: ['11 個地區'] },
  { concept: 'who can freeze money (banks and exchanges under legal procedure, courts, the authorities)', use: '法院、主管機關', never: ['法院和政府機關'] },
  { concept: 'Hong Kong\'s Anti-Scam Helpline', use: '防騙易熱線', never: ['防騙熱線'] },
  { concept: 'a payment service that pays the seller on delivery', use: '第三方支付', never: ['代管付款'] },
  { concept: 'two-step verification', use: '兩步驟驗證', never: ['兩步驟登入驗證'] },
  { concept: 'a payment provider', use: '支付業者', never: ['支付機構', '支付服務業者'] },
  { concept: 'what a recovery scammer promises', use: '讓您的案件優先處理', never: ['讓您優先處理', '讓您的案子優先處理'] },
  { concept: 'people who lost money to a scam', use: '被騙過錢的人', never: ['損失過錢的人', '損失過金錢的人'] },
  { concept: 'an intergovernmental body (跨政府 is a calque)', use: '政府間組織', never: ['跨政府組織'] },
  { concept: 'a scam where the buyer never pays (貨到不付款 reads as cash on delivery refused)', use: '收貨不付款詐騙', never: ['貨到不付款'] },
  // the Mainland read: concepts the zh-TW source wrote two ways (both scripts follow it)
  { concept: 'a recovery scam (the second scam): one name, no second one beside it', use: '追款詐騙', never: ['假追回詐騙', '假追回服務', '二次詐騙', '第二次詐騙', '二度詐騙'] },
  { concept: 'remote access to a phone or computer', use: '遠端控制', never: ['遠端操控', '遠端操作'] },
  { concept: 'the number the police give a report', use: '案件編號', never: ['報案編號'] },
  { concept: 'money coming back to the victim (發還 only for an official body\'s procedure; 一毛錢 is too casual beside figures)', use: '追回', never: ['匯回', '回到客戶手中', '回到客戶帳戶', '回到帳戶', '一毛錢'] },
  { concept: 'Cantonese', use: '粵語', never: ['廣東話'] },
  { concept: "Hong Kong's FPS ID", use: '轉數快識別碼', never: ['識別代號'] },
  { concept: 'a support line for people in distress', use: '求助專線', never: ['支持專線'] },
  { concept: 'a one-time code (the same words each time, not 驗證碼 alone)', use: '一次性驗證碼', never: ['簡訊驗證碼', '或驗證碼', '、驗證碼', '給驗證碼', '的驗證碼'] },
  { concept: "Malaysia's Commercial Crime Investigation Department", use: '商業罪案調查部', never: ['商業犯罪調查部門'] },
  { concept: 'the Canadian Securities Administrators', use: '加拿大證券管理機構協會', never: ['加拿大證券監管機構聯會'] },  // the final Taiwan read (third round)
  { concept: 'anti-money laundering (反洗錢 is Mainland and Hong Kong usage)', use: '洗錢防制', never: ['反洗錢'] },
  { concept: 'know your customer', use: '認識客戶', never: ['認識你的客戶'] },
  { concept: 'a financial regulator', use: '金融監理機關', never: ['金融主管機關'] },
  { concept: 'support for victims (支持 is Mainland usage for this sense)', use: '受害者支援', never: ['受害者支持'] },
  // the Taiwan read, round 4
  { concept: 'psychological support a client is referred to (支持 in this sense is Mainland usage)', use: '心理諮商資源', never: ['心理支持資源'] },
  { concept: 'money the authorities or a bank give back (返還 is for documents handed back)', use: '發還', never: ['資金返還', '予以返還', '凍結與返還', '銀行返還', '才會返還'] },
  { concept: 'to contact someone', use: '聯絡', never: ['主動聯繫', '與我們聯繫', '聯繫本協會', '聯繫銀行', '聯繫收款銀行', '我們聯繫的'] },
  { concept: 'a government body', use: '政府機關', never: ['公務機關'] },
  { concept: 'the advisors listed on the team page', use: '國際顧問', never: ['全球顧問'] },
  { concept: 'a staff member titled Associate (顧問 would mix them up with the international advisors)', use: '專員', never: ['合夥人與顧問'] },
  { concept: 'a securities regulator', use: '證券監理機關', never: ['證券主管機關'] },
  { concept: "the FCA's consumer helpline", use: 'FCA 消費者服務專線', never: ['FCA 消費者專線', '未經授權的公司'] },
  { concept: 'an unsolicited job offer', use: '工作邀約', never: ['工作邀請'] },
  { concept: 'the live chat', use: '線上即時諮詢', never: ['開啟線上客服', '線上客服屬於', '線上客服暫時'] },
  { concept: 'a back link (返回首頁)', use: '返回', never: ['回到結案案例', '回到最新消息與警示'] },
  { concept: 'what one keeps after a police report', use: '保留案件編號', never: ['留下案件編號', '記下案件編號'] },
  { concept: 'a cookie (as the consent banner writes it)', use: 'Cookie', never: [' cookie'] },
];

/** Simplified Chinese (Mainland), as the site serves it after conversion. */
export const zhCNTerms: readonly TermRow[] = [
  { concept: 'romance scam (the Mainland\'s own term, as the police write it)', use: '婚恋交友诈骗', never: ['爱情诈骗', '感情诈骗'] },
  { concept: 'taking money out of a trading platform', use: '提现', never: ['出金'] },
  { concept: 'a stock-tip chat group', use: '荐股群', never: ['牛股群', '“牛股”群'] },
  { concept: 'the person defrauded', use: '受害者', never: ['被害人', '受害人'] },
  { concept: 'the "tax" a scam demands before a withdrawal', use: '税款', never: ['税金'] },
  { concept: 'the "deposit" a scam demands before a withdrawal', use: '保证金', never: ['押金'] },
  { concept: 'the "release fee" a scam demands', use: '解冻金', never: ['解冻费'] },
  { concept: 'business email compromise', use: '商业电子邮件诈骗', never: ['商业诈骗', '商业邮件诈骗'] },
  { concept: 'the contact action leading to /contact', use: '免费案件评估', never: ['免费咨询', '申请评估', '免费的初步案件评估', '免费的初次案件评估', '分钟案件评估'] },
  { concept: "a lawyer's admission number", use: '执业证号', never: ['律师证书字号', '证书字号'] },
  { concept: "the Executive Director's title (执行长 is Taiwan usage)", use: '执行主任', never: ['执行长'] },
  { concept: 'reporting to a hotline, centre or platform (报案 to the police)', use: '举报', never: ['通报'] },
  { concept: 'sending a form', use: '提交', never: ['送出'] },
  // the Mainland's body is 国家反诈中心 exactly (FACTS block 4); the generic line is 官方反诈专线
  { concept: 'the official channel one reports a scam to, wherever one is', use: '官方反诈专线', never: ['国家反诈骗中心', '国家级通报中心', '国家级举报中心', '国家级反诈骗中心', '官方反诈骗中心', '官方反诈骗专线', '官方中心'] },
  { concept: 'the police as the body one reports to', use: '警方', never: ['警察机关'] },
  { concept: 'the fee on money recovered', use: '成功费', never: ['成功报酬'] },
  { concept: 'the method of a scam', use: '手法', never: ['套路'] },
  // the Mainland read
  { concept: 'a recovery scam (the second scam)', use: '追款诈骗', never: ['假追回诈骗', '假追回服务', '追回服务'] },
  { concept: 'remote access to a phone or computer', use: '远程控制', never: ['远程操控', '远程操作'] },
  { concept: 'the number the police give a report', use: '报案回执', never: ['报案编号', '案件编号'] },
  { concept: 'Cantonese', use: '粤语', never: ['广东话'] },
  { concept: "Hong Kong's FPS ID", use: '转数快识别码', never: ['识别代号'] },
  { concept: 'a support line for people in distress', use: '求助专线', never: ['支持专线'] },
  { concept: 'a one-time code (Mainland: 验证码; the lang8 task)', use: '验证码', never: ['一次性验证码', '短信验证码'] },
  { concept: "Malaysia's Commercial Crime Investigation Department", use: '商业罪案调查部', never: ['商业犯罪调查部门'] },
  { concept: 'the Canadian Securities Administrators', use: '加拿大证券管理机构协会', never: ['加拿大证券监管机构联会'] },
  { concept: 'documents handed to a bank, the police or a lawyer', use: '材料', never: ['证据资料', '需要的资料', '哪些资料', '整理资料', '报案资料'] },
  { concept: 'a time or number range', use: '至', never: ['–'] },
  // round 4
  { concept: 'a wallet\'s recovery phrase (助記詞 is what Taiwan readers search for; 復原詞組 only as a gloss)', use: '助记词', never: ['恢复短语', '恢复词组'] },
  { concept: 'the advisors listed on the team page', use: '国际顾问', never: ['全球顾问'] },
  { concept: 'the live chat', use: '在线实时咨询', never: ['打开在线客服', '在线客服属于', '在线客服暂时'] },
  { concept: 'what one keeps after a police report', use: '保留报案回执', never: ['留下案件编号', '记下案件编号'] },
  { concept: 'a cookie (as the consent banner writes it)', use: 'Cookie', never: [' cookie'] },
];

/** The contact action's one name, per language (the label of every link to /contact). */
export const contactActionName = { 'zh-TW': '免費案件評估', 'zh-CN': '免费案件评估' } as const;
/** The request form's page, as the menu and footer name it for visitors who are not asking for help. */
export const contactPageName = { 'zh-TW': '聯絡我們', 'zh-CN': '联系我们' } as const;

/**
 * Official names that keep their own words although a row bans part of them: the site's named
 * bodies (content/text/official-names.yaml, e.g. Hong Kong's 網上報案中心) and the statutes and
 * bodies the articles cite by name. Removed from a text before the term table is applied.
 */
export const officialNameExceptions: { readonly 'zh-TW': readonly string[]; readonly 'zh-CN': readonly string[] } = (() => {
  const tw = [
    ...Object.values(officialNames).map((name) => name['zh-TW']),
    '犯罪被害人保護協會', '犯罪被害人保護法', '犯罪被害人權益保障法',
  ];
  return { 'zh-TW': tw, 'zh-CN': tw.map((name) => toSimplified(name)) };
})();

/** The text with official names removed, then the banned forms it still holds. */
export function offTableTerms(text: string, terms: readonly TermRow[], exceptions: readonly string[]): string[] {
  const rest = [...exceptions].sort((a, b) => b.length - a.length).reduce((t, name) => t.split(name).join(' '), text);
  return terms.flatMap((row) => row.never.filter((form) => rest.includes(form)).map((form) => `${form} (use ${row.use}: ${row.concept})`));
}

const han = '[\\u3400-\\u9fff]';

/**
 * Punctuation next to Chinese text, each language's rules: half-width marks after or around Chinese
 * (Taiwan's Ministry of Education and GB/T 15834 agree: full-width ：（）；，？！), the quotation
 * marks each writes (「」 in Taiwan, “” on the Mainland) and, for the Mainland, no 顿号 between
 * items in quotation or title marks (GB/T 15834-2011, 4.5.3.5). Returns what it found, with context.
 */
export function punctuationProblems(text: string, locale: 'zh-TW' | 'zh-CN'): string[] {
  const rules: Array<[string, RegExp]> = [
    ['half-width colon after Chinese', new RegExp(`(?:${han}|[)）」”]) ?:(?!//)`, 'g')],
    ['half-width bracket around Chinese', new RegExp(`${han} ?\\(|\\(${han}|${han}\\)|\\) ?${han}`, 'g')],
    ['half-width comma, semicolon, question or exclamation mark after Chinese', new RegExp(`${han}[,;?!](?=\\s|$|${han})`, 'g')],
    ...(locale === 'zh-TW'
      ? [['Mainland quotation marks in Taiwan text', /[“”‘’]/g] as [string, RegExp]]
      : [
          ['Taiwan quotation marks in Mainland text', /[「」『』]/g] as [string, RegExp],
          ['顿号 between quoted or title-marked items', /[”’》]、[“‘《]/g] as [string, RegExp],
        ]),
  ];
  return rules.flatMap(([rule, re]) =>
    [...text.matchAll(re)].map((m) => `${rule}: …${text.slice(Math.max(0, (m.index ?? 0) - 10), (m.index ?? 0) + m[0].length + 10)}…`));
}

/** A space between two Chinese characters in one text (雲岫大學 資訊工程碩士): Chinese runs on. Only
 *  for source texts: a page's text joins separate elements with spaces. */
export function spaceBetweenHan(text: string): string[] {
  return [...text.matchAll(new RegExp(`${han} +${han}`, 'g'))].map((m) => `space between Chinese characters: …${text.slice(Math.max(0, (m.index ?? 0) - 8), (m.index ?? 0) + m[0].length + 8)}…`);
}
