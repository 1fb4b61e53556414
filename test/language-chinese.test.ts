// Chinese reads native, page by page: one term per concept in each written language (the tables of
// test/chinese-terms.ts), the contact action under one name, and each language's punctuation
// (Taiwan's Ministry of Education rules for zh-TW, GB/T 15834 for zh-CN). Checked twice: over every
// Chinese text the site is built from (fast, names the text), and over every page's visible text as
// a reader gets it (catches what the components add: labels, brackets, colons).
import { describe, expect, it } from 'vitest';
import zhTW from '../src/i18n/zh-TW/index.ts';
import zhCN from '../src/i18n/zh-CN/index.ts';
import { toSimplified } from '../scripts/build/zh-cn/convert.ts';
import { localizePath } from '../src/site/locale.ts';
import { allPaths } from '../src/site/routes.ts';
import { scamGuides } from '../src/content/scams.ts';
import { pageAlsoCalled } from '../src/content/also-called.ts';
import {
  contactActionName, contactPageName, offTableTerms, officialNameExceptions, punctuationProblems, spaceBetweenHan, zhCNTerms, zhTWTerms, type TermRow,
} from './chinese-terms.ts';
import { compiledTexts, moduleTexts, strings } from './content-texts.ts';
import { styleWarnings } from '../scripts/build/content/checks/style.ts';
import { zhTWTimeFormat } from '../scripts/build/content/checks/zh-tw-terms.ts';
import { page, textOf } from './helpers.ts';

type Chinese = 'zh-TW' | 'zh-CN';

const zhTWContent = moduleTexts('zh-TW');


/** The alsoCalled lists keep other names on purpose (they are what victims type). */
const alsoCalled = [...scamGuides.map((g) => g.alsoCalled), ...Object.values(pageAlsoCalled)];
const isAlsoCalled = (t: string, locale: Chinese) => alsoCalled.some((names) => names[locale] === t);

const sources: Record<Chinese, string[]> = {
  'zh-TW': [...zhTWContent, ...await compiledTexts('zh-TW'), ...strings(zhTW)].filter((t) => !isAlsoCalled(t, 'zh-TW')),
  'zh-CN': [...moduleTexts('zh-CN'), ...await compiledTexts('zh-CN'), ...strings(zhCN)]
    .filter((t) => !isAlsoCalled(t, 'zh-CN')),
};
const tables: Record<Chinese, readonly TermRow[]> = { 'zh-TW': zhTWTerms, 'zh-CN': zhCNTerms };
const termsIn = (t: string, locale: Chinese) => offTableTerms(t, tables[locale], officialNameExceptions[locale]);

/** What a reader sees: body text without the "also called" line, the title and the description. */
function visibleText(doc: Awaited<ReturnType<typeof page>>['doc']): string {
  for (const el of doc.querySelectorAll('[data-also-called], script, style, template')) el.remove();
  return [
    textOf(doc.querySelector('body')),
    doc.querySelector('title')?.textContent ?? '',
    doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
  ].join('\n');
}

describe('the Chinese term tables', () => {
  it.each([['zh-TW', zhTWTerms], ['zh-CN', zhCNTerms]] as const)('%s: one row per concept, the term never banned by another row', (_, rows) => {
    expect(new Set(rows.map((r) => r.concept)).size).toBe(rows.length);
    const banned = rows.flatMap((r) => r.never);
    expect(rows.filter((r) => banned.some((form) => r.use.includes(form)))).toEqual([]);
  });

  it('the zh-CN table is what the converter makes of the zh-TW one, where both have the concept', () => {
    for (const tw of zhTWTerms) {
      const cn = zhCNTerms.find((r) => r.concept === tw.concept);
      if (cn) expect(toSimplified(tw.use)).toBe(cn.use);
    }
  });

  it('fails on an injected wrong term, and not inside an official name or an alsoCalled list', () => {
    expect(termsIn('請向警方報案，被害人也可以…', 'zh-TW')).toEqual(['被害人 (use 受害者: the person defrauded)']);
    expect(termsIn('您可以在網上報案', 'zh-TW')).toHaveLength(1);
    expect(termsIn('請透過香港警務處網上報案中心報案', 'zh-TW')).toEqual([]);
    expect(termsIn('再向加拿大反诈骗中心通报', 'zh-CN')).toHaveLength(1);
    expect(isAlsoCalled(scamGuides.find((g) => g.id === 'romance')!.alsoCalled['zh-TW'], 'zh-TW')).toBe(true);
  });

  it.each([
    ['the free case assessment', '任何費用都只在免費評估之後商定', '免費評估'],
    ['a one-time code', '如果給過密碼或驗證碼，請立刻更改密碼', '或驗證碼'],
    ['a bank card', '請看金融卡背面的電話', '金融卡'],
    ['a recovery scam', '追款詐騙（二次詐騙）', '二次詐騙'],
    ['the free case assessment, its length named first', '首次 30 分鐘案件評估免費', '分鐘案件評估'],
    ['the free case assessment, with an adjective', '並進行免費的初步案件評估', '免費的初步案件評估'],
    ["a lawyer's number", '臺灣，律師證書字號 SAMPLE-TW-1', '律師證書字號'],
    ['money coming back', '2015–2025 年有這項協助的案件回到客戶手中', '回到客戶手中'],
    ['money coming back, said casually', '其餘一毛錢都沒追回', '一毛錢'],
  ])('%s: the table and the build both catch a second name (%s)', (_, bad, form) => {
    expect(termsIn(bad, 'zh-TW').join()).toContain(form);
    expect(styleWarnings('articles/x/zh-TW.md', `---\ntitle: x\n---\n\n${bad}\n`).join()).toContain(form);
  });

  it('our own texts call the people and organizations we work with 當事人, never 客戶; an article may say a bank\'s 客戶', () => {
    for (const path of ['text/x.yaml', 'organisation/cases.yaml', 'legal/terms/zh-TW.md', 'news/x/zh-TW.md']) {
      const source = path.endsWith('.md') ? `---\ntitle: x\n---\n\n客戶可以隨時終止。\n` : `a:\n  zh-TW: 客戶可以隨時終止。\n  en: x\n`;
      expect(styleWarnings(path, source).join(), path).toContain('"客戶": write "當事人"');
    }
    expect(styleWarnings('articles/x/zh-TW.md', '---\ntitle: x\n---\n\n銀行必須確認客戶的身分。\n').join()).not.toContain('客戶');
    // The Terms once called them 委任人 (§7): the same rule catches it in every own text.
    expect(styleWarnings('legal/terms/zh-TW.md', '---\ntitle: x\n---\n\n## 委任人的義務\n').join()).toContain('"委任人": write "當事人"');
    expect(termsIn('委任人的義務', 'zh-TW')).toHaveLength(1);
    // The interface strings, which the build's file check does not read.
    expect(JSON.stringify(zhTW)).not.toContain('客戶');
  });

  it.each(['個案服務人員', '個案協助專員', '客服人才'])('the frontline staff are 個案顧問 everywhere: the build catches "%s"', (other) => {
    for (const path of ['text/x.yaml', 'organisation/careers.yaml', 'legal/privacy/zh-TW.md']) {
      const source = path.endsWith('.md') ? `---\ntitle: x\n---\n\n請聯絡我們的${other}。\n` : `a:\n  zh-TW: 請聯絡我們的${other}。\n  en: x\n`;
      expect(styleWarnings(path, source).join(), path).toContain(`"${other}": write "個案顧問"`);
    }
    expect(JSON.stringify(zhTW)).not.toContain(other);
  });

  it.each(['週一至週五上午 8 時至下午 6 時', '下午 2 點到 3 點半', '每天 7 至 22 時', '晚上 7 點半'])('one time format: the build and the test catch "%s"', (bad) => {
    expect(zhTWTimeFormat.test(bad)).toBe(true);
    expect(styleWarnings('text/x.yaml', `a:\n  zh-TW: ${bad}\n  en: x\n`).join()).toContain('09:00');
  });

  it('one time format passes 24-hour times and what only looks like one', () => {
    for (const good of ['週一至週五 09:00 至 18:00', '每天 24 小時', '以下 3 點請留意', '14:00 至 15:30（臺北時間）']) expect(zhTWTimeFormat.test(good), good).toBe(false);
  });
});

describe.each(['zh-TW', 'zh-CN'] as const)('%s text the site is built from', (locale) => {
  it('reads above 500 texts', () => expect(sources[locale].length).toBeGreaterThan(500));

  it('uses one term per concept (term table)', () => {
    expect(sources[locale].flatMap((t) => termsIn(t, locale).map((found) => `${found} in: ${t.slice(0, 50)}`))).toEqual([]);
  });

  it('punctuates as the language does', () => {
    expect(sources[locale].flatMap((t) => [...punctuationProblems(t, locale), ...spaceBetweenHan(t)])).toEqual([]);
  });

  it('writes a time of day one way (09:00, 09:00 至 18:00)', () => {
    expect(sources[locale].filter((t) => zhTWTimeFormat.test(t)).map((t) => t.slice(0, 60))).toEqual([]);
  });
});

describe('punctuation rules', () => {
  it('fail on injected half-width marks and the other script\'s quotes', () => {
    expect(punctuationProblems('最後更新: 2026 年', 'zh-TW')).not.toEqual([]);
    expect(punctuationProblems('姓名 (必填)', 'zh-TW')).not.toEqual([]);
    expect(punctuationProblems('說明（ic3.gov）。請看「報案管道」。', 'zh-TW')).toEqual([]);
    expect(punctuationProblems('他說“好”。', 'zh-TW')).toHaveLength(2);
    expect(punctuationProblems('支付“税金”、“解冻费”或“押金”', 'zh-CN')).toHaveLength(1);
    expect(punctuationProblems('支付“税款”“解冻金”或“保证金”', 'zh-CN')).toEqual([]);
    expect(punctuationProblems('请看「报案渠道」', 'zh-CN')).toHaveLength(2);
    expect(punctuationProblems('网址 https://ic3.gov，英文 (IC3)', 'zh-CN')).toHaveLength(1);
    expect(spaceBetweenHan('雲岫大學 資訊工程碩士')).toHaveLength(1);
    expect(spaceBetweenHan('24 小時，撥 165')).toEqual([]);
  });

  it('the converter drops the 顿号 between quoted items and marks a law title once', () => {
    expect(toSimplified('「稅款」、「手續費」或「保證金」')).toBe('“税款”“手续费”或“保证金”');
    expect(toSimplified('依個資法與《個人資料保護法》')).toBe('依《个资法》与《个人资料保护法》');
    expect(toSimplified('中華民國（臺灣）法律')).toBe('台湾地区法律');
  });
});

describe.each(['zh-TW', 'zh-CN'] as const)('every %s page', (locale) => {
  const urls = allPaths().map((p) => localizePath(p, locale));

  it.each(urls)('%s uses one term per concept and punctuates as the language does', async (url) => {
    const { doc } = await page(url);
    const visible = visibleText(doc);
    expect([...termsIn(visible, locale), ...punctuationProblems(visible, locale)]).toEqual([]);
  });

  // A component that joins a Chinese sentence and a link or a label adds no space after full-width
  // punctuation (報案免費。報案管道, 請先報警：報案管道) nor before a full-width bracket (姓名（必填）).
  it.each(urls)('%s joins Chinese text and elements without a space', async (url) => {
    const { html } = await page(url);
    const body = html.slice(html.indexOf('<body'));
    const found = [...body.matchAll(/[：。；，！？」”](?:<!-- -->)? +(?:<!-- -->)?<(?!\/)|>(?:<!-- -->)? +(?:<!-- -->)?<span[^>]*>（|[^\s>] （/g)].map((m) => body.slice(Math.max(0, m.index - 30), m.index + 30));
    expect(found).toEqual([]);
  });

  it.each(urls)('%s names the contact action one way', async (url) => {
    const { doc } = await page(url);
    const contact = localizePath('/contact', locale);
    // The language switcher links the page to itself in another language, and the form's kind
    // switch names the kinds it offers: neither is the action. The form also takes partners,
    // applicants and journalists: for them the menu and footer name the page itself ("contact
    // us"); the phone's reach bar names its three short verbs (call, report, get help); the last
    // card on /scams asks "none of these?" and says in a sentence that the assessment is free;
    // every other link names the action.
    const labels = doc.querySelectorAll(`a[href="${contact}"]:not([data-lang-switch]):not([data-kind-link]):not([data-scam-more])`)
      .filter((a) => a.closest('[data-reach-bar]') === null).map((a) => textOf(a));
    expect(labels.filter((l) => l !== contactActionName[locale] && l !== contactPageName[locale])).toEqual([]);
  });
});
