// One voice in every language: the Simplified Chinese reads as Mainland text (no Taiwan-only
// terms, no computing-glossary renderings, the expected sentences), the Traditional Chinese keeps
// one form of address and one spelling, and the glossary stays reviewable.
import { describe, expect, it } from 'vitest';
import { pageAlsoCalled } from '../src/content/also-called.ts';
import * as OpenCC from 'opencc-js';
import zhTW from '../src/i18n/zh-TW/index.ts';
import zhCN from '../src/i18n/zh-CN/index.ts';
import en from '../src/i18n/en/index.ts';
import { glossary } from '../scripts/build/zh-cn/glossary.ts';
import { toSimplified } from '../scripts/build/zh-cn/convert.ts';
import { localizePath } from '../src/site/locale.ts';
import { allPaths } from '../src/site/routes.ts';
import {
  allowedContexts, bannedInSimplified, britishProperNames, britishSpellings, expectedSimplified, tightOfficialNames,
} from './language-lists.ts';
import { compiledTexts, contentModules, englishOf, moduleTexts, strings } from './content-texts.ts';
import { page, textOf } from './helpers.ts';

const zhTWContent = moduleTexts('zh-TW');


/** Every Traditional Chinese text of the site: content and interface strings. */
const allZhTW = [...zhTWContent, ...await compiledTexts('zh-TW'), ...strings(zhTW)];
/** Every Simplified Chinese text of the site, as the site serves it. */
const allZhCN = [...moduleTexts('zh-CN'), ...await compiledTexts('zh-CN'), ...strings(zhCN)];

/** The banned terms found in a Simplified Chinese text, proper names aside. */
function bannedTermsIn(simplified: string): string[] {
  let rest = simplified;
  for (const name of allowedContexts) rest = rest.split(name).join('');
  return bannedInSimplified.filter((term) => rest.includes(term));
}

describe('the Taiwan -> Mainland glossary', () => {
  const characterOnly = OpenCC.Converter({ from: 'tw', to: 'cn' });

  it('is sorted by the Taiwan term, one entry per term', () => {
    const terms = glossary.map(([tw]) => tw);
    const sorted = [...terms].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(terms).toEqual(sorted);
    expect(new Set(terms).size).toBe(terms.length);
  });

  it('has no entry that changes nothing, unless it shields a proper name from a shorter entry', () => {
    const idle = glossary.filter(([tw, cn]) =>
      characterOnly(tw) === cn && !glossary.some(([other]) => other !== tw && tw.includes(other)));
    expect(idle).toEqual([]);
  });

  it('renders no entry into a banned term', () => {
    expect(glossary.filter(([, cn]) => bannedTermsIn(cn).length > 0)).toEqual([]);
  });

  // The converter takes the leftmost match: where one entry's end is another's start (個資 + 資料夾),
  // the left entry wins, so 同一個資料夾 became 同一个人信息料夹. Every such join in the site's text is
  // either an entry of its own or read and listed here as right with the left entry.
  const joinsReadRight = ['到帳戶', '入帳戶', '寄來的信，', '封信裡', '對帳單', '對帳戶', '提領現金', '結帳戶', '被通報給', '那封信裡'];

  it('does not cut across a word: every join of two entries in the site\'s text was reviewed', () => {
    const terms = glossary.map(([tw]) => tw);
    const text = allZhTW.join('\n');
    const unreviewed = terms.flatMap((left) => terms.flatMap((right) => {
      if (left === right || left.includes(right) || right.includes(left)) return [];
      return Array.from({ length: Math.min(left.length, right.length) - 1 }, (_, i) => i + 1)
        .filter((k) => left.endsWith(right.slice(0, k)))
        .map((k) => left + right.slice(k))
        .filter((joined) => text.includes(joined) && !joinsReadRight.includes(joined)
          && !terms.some((t) => t.length > left.length && t.includes(joined)));
    }));
    expect(unreviewed).toEqual([]);
    expect(toSimplified('都放進同一個資料夾')).toBe('都放进同一个文件夹');
  });

  it('applies the longest term and converts quotes', () => {
    expect(toSimplified('依個人資料保護法處理您的個人資料')).toBe('依《个人资料保护法》处理您的个人信息');
    expect(toSimplified('「轉帳」『帳戶』')).toBe('“转账”‘账户’');
    expect(toSimplified('匯出款項，執行判決，建立信任，核心價值')).toBe('汇出款项，执行判决，建立信任，核心价值');
  });

  it('renders plain 依 ("according to") as 按照 only in whole phrases, never inside 依法 or 依然', () => {
    expect(toSimplified('平台會依警方的要求處理')).toBe('平台会按照警方的要求处理');
    expect(toSimplified('依日期由新到舊排列')).toBe('按日期由新到旧排列');
    expect(toSimplified('只有法院能依法凍結，依然如此，依據規定')).toBe('只有法院能依法冻结，依然如此，依据规定');
    expect(toSimplified('保留案件編號')).toBe('保留报案回执');
  });
});

describe('Simplified Chinese text', () => {
  it('has no Taiwan-only term or wrong rendering in any content or interface string', () => {
    const found = allZhCN.flatMap((t) => bannedTermsIn(t).map((term) => `${term}: ${t.slice(0, 60)}`));
    expect(found).toEqual([]);
  });

  const cnPages = allPaths().map((p) => localizePath(p, 'zh-CN'));
  it.each(cnPages)('%s shows no banned term', async (url) => {
    const { doc } = await page(url);
    const visible = [
      textOf(doc.querySelector('body')),
      doc.querySelector('title')?.textContent ?? '',
      doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    ].join('\n');
    expect(bannedTermsIn(visible)).toEqual([]);
  });

  it.each(expectedSimplified.map(([url, sentence]) => ({ url, sentence })))(
    '$url says: $sentence', async ({ url, sentence }) => {
      const { doc } = await page(url);
      expect(textOf(doc.querySelector('main'))).toContain(sentence);
    },
  );
});

describe('Traditional Chinese text', () => {
  it('addresses the reader as 您 (你 only inside quoted speech)', () => {
    const outsideQuotes = (t: string) => t.replace(/「[^」]*」|『[^』]*』/g, '');
    // A page's search-only names are the visitor's own words ("你們是真的嗎"), never shown.
    const typedByVisitors = new Set(Object.values(pageAlsoCalled).map((names) => names['zh-TW']));
    expect(allZhTW.filter((t) => !typedByVisitors.has(t) && outsideQuotes(t).includes('你'))).toEqual([]);
  });

  it('writes 臺灣 and 臺北, and the interpunct ·', () => {
    expect(allZhTW.filter((t) => /台灣|台北|・|‧/.test(t))).toEqual([]);
  });

  it('puts a space between Chinese and Latin letters or digits', () => {
    const tight = /[\u4e00-\u9fff][A-Za-z0-9]|[A-Za-z0-9][\u4e00-\u9fff]/;
    const found = allZhTW
      .map((t) => tightOfficialNames.reduce((rest, name) => rest.split(name).join(' '), t))
      .filter((t) => tight.test(t))
      .map((t) => t.match(new RegExp(`.{0,8}(${tight.source}).{0,8}`))![0]);
    expect(found).toEqual([]);
  });
});

const allEnglish = [...englishOf(contentModules), ...await compiledTexts('en'), ...strings(en)];

describe('English text', () => {

  it('spells American English (official names keep their own spelling)', () => {
    expect(allEnglish.length).toBeGreaterThan(500);
    const british = new RegExp(`\\b(${britishSpellings.join('|')})\\b`, 'i');
    const found = allEnglish
      .map((t) => britishProperNames.reduce((rest, name) => rest.split(name).join(''), t))
      .map((t) => t.match(british)?.[0])
      .filter(Boolean);
    expect(found).toEqual([]);
  });

  it('quotes with curly double quotes, never straight ones', () => {
    expect(allEnglish.filter((t) => t.includes('"')).map((t) => t.slice(0, 60))).toEqual([]);
  });
});

const articleSources = import.meta.glob(
  ['../content/articles/*/zh-TW.md', '../content/articles/*/zh-CN.md', '../content/news/*/zh-TW.md', '../content/news/*/zh-CN.md'],
  { query: '?raw', import: 'default', eager: true },
) as Record<string, string>;

// The articles and news items in Simplified Chinese, as the build writes them: no
// Taiwan usage, and GB/T 15834's full-width punctuation after Chinese. The Traditional Chinese
// they are made from is checked by the build (scripts/build/content/checks/style.ts).

/** A file's text without its YAML comments (they are English notes to editors). */
const prose = (text: string) => text.split('\n').filter((line) => !line.startsWith('# ')).join('\n');
const articleFiles = (name: 'zh-TW.md' | 'zh-CN.md') =>
  Object.entries(articleSources).filter(([path]) => path.endsWith(`/${name}`)).map(([path, text]): [string, string] => [path.replace('../content/', ''), prose(text)]);

/** Taiwan usage fixed in the Simplified Chinese of articles and news, not yet banned site-wide. */
const fixedInArticlesAndNews: readonly string[] = [
  '通报', '核准', '被害人', '警察机关', '税金', '解冻费', '押金', '爱情诈骗', '二度诈骗', '套路',
  '一封看似来自老板或供应商的信', '收到信', '看信时', '那封信', '这封信', '寄来新的', '直接回信',
  '传来', '传给', '传送链接', '传消息', '贴出', '带盘', '画面上', '平台画面', '每通电话', '每通新', '一组以',
];

describe('articles and news in Simplified Chinese', () => {
  it.each(articleFiles('zh-CN.md'))('%s has no Taiwan usage', (_path, text) => {
    const rest = allowedContexts.reduce((t, name) => t.split(name).join(''), text);
    expect([...bannedInSimplified, ...fixedInArticlesAndNews].filter((term) => rest.includes(term))).toEqual([]);
  });

  it.each(articleFiles('zh-CN.md'))('%s writes full-width colons and brackets after and around Chinese (GB/T 15834)', (_path, text) => {
    expect(text.match(/\p{Script=Han}[:(]|\([^()\n]*\p{Script=Han}[^()\n]*\)/gu) ?? []).toEqual([]);
  });

  it('says the sentences a Mainland editor signed off', () => {
    const text = (folder: string) => articleFiles('zh-CN.md').find(([path]) => path.includes(`/${folder}/`))![1];
    expect(text('cross-border-fund-recovery')).toContain('只要有人向您拍胸脯保证，您就应该提高警惕。');
    expect(text('business-email-compromise')).toContain('一封看似来自老板或供应商的邮件');
    expect(text('after-a-scam')).toContain('向您第一次报案的同一个官方渠道举报。');
    expect(text('after-a-scam')).toContain('以信件或电子邮件发送');
    expect(text('anti-money-laundering-rules')).toContain('以及汇款给曾被举报涉及诈骗的账户。');
    expect(text('online-talks-2024')).toContain('请发邮件到 events@example.org');
  });
});
