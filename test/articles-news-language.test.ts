// The articles and news items in Simplified Chinese, as the build writes them (issue 29): no
// Taiwan usage, and GB/T 15834's full-width punctuation after Chinese. The site-wide lists are in ./language-lists.ts; these are the terms
// fixed here that other pages may still carry (move them to bannedInSimplified once none does).
import { describe, expect, it } from 'vitest';
import { allowedContexts, bannedInSimplified } from './language-lists.ts';

const sources = import.meta.glob(
  ['../content/articles/*/zh-TW.md', '../content/articles/*/zh-CN.md', '../content/news/*/zh-TW.md', '../content/news/*/zh-CN.md'],
  { query: '?raw', import: 'default', eager: true },
) as Record<string, string>;

/** A file's text without its YAML comments (they are English notes to editors). */
const prose = (text: string) => text.split('\n').filter((line) => !line.startsWith('# ')).join('\n');
const files = (name: 'zh-TW.md' | 'zh-CN.md') =>
  Object.entries(sources).filter(([path]) => path.endsWith(`/${name}`)).map(([path, text]): [string, string] => [path.replace('../content/', ''), prose(text)]);

/** Taiwan usage fixed in the Simplified Chinese of articles and news, not yet banned site-wide. */
const fixedInArticlesAndNews: readonly string[] = [
  '通报', '核准', '被害人', '警察机关', '税金', '解冻费', '押金', '爱情诈骗', '二度诈骗', '套路',
  '一封看似来自老板或供应商的信', '收到信', '看信时', '那封信', '这封信', '寄来新的', '直接回信',
  '传来', '传给', '传送链接', '传消息', '贴出', '带盘', '画面上', '平台画面', '每通电话', '每通新', '一组以',
];

// The Traditional Chinese (one term per concept, full-width punctuation) is checked by the build
// (scripts/content-checks/style.ts, test/content-checks.test.ts): it names the file and line.

describe('articles and news in Simplified Chinese', () => {
  it.each(files('zh-CN.md'))('%s has no Taiwan usage', (_path, text) => {
    const rest = allowedContexts.reduce((t, name) => t.split(name).join(''), text);
    expect([...bannedInSimplified, ...fixedInArticlesAndNews].filter((term) => rest.includes(term))).toEqual([]);
  });

  it.each(files('zh-CN.md'))('%s writes full-width colons and brackets after and around Chinese (GB/T 15834)', (_path, text) => {
    expect(text.match(/\p{Script=Han}[:(]|\([^()\n]*\p{Script=Han}[^()\n]*\)/gu) ?? []).toEqual([]);
  });

  it('says the sentences a Mainland editor signed off', () => {
    const text = (folder: string) => files('zh-CN.md').find(([path]) => path.includes(`/${folder}/`))![1];
    expect(text('cross-border-fund-recovery')).toContain('只要有人向您拍胸脯保证，您就应该提高警惕。');
    expect(text('business-email-compromise')).toContain('一封看似来自老板或供应商的邮件');
    expect(text('after-a-scam')).toContain('向您第一次报案的同一个官方渠道举报。');
    expect(text('after-a-scam')).toContain('以信件或电子邮件发送');
    expect(text('anti-money-laundering-rules')).toContain('以及汇款给曾被举报涉及诈骗的账户。');
    expect(text('online-talks-2024')).toContain('请发邮件到 events@example.org');
  });
});
