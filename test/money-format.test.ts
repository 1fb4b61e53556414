// Money and rates as a Taiwan or Mainland paper writes them: the currency first, a round sum from
// 10^8 in 億/亿 (新臺幣 2.96 億元, not 29,600 萬元, exact to the 萬), a round 萬 in 萬; a rate as "1 美元兌 32 元新臺幣".
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../src/site/format.ts';
import { page, textOf } from './helpers.ts';

describe('formatMoney', () => {
  it('counts a round sum from one hundred million in 億 (亿), a round ten thousand in 萬 (万)', () => {
    expect(formatMoney(296_000_000, 'TWD', 'zh-TW')).toBe('新臺幣 2.96 億元');
    expect(formatMoney(296_000_000, 'TWD', 'zh-CN')).toBe('新台币 2.96 亿元');
    expect(formatMoney(100_000_000, 'TWD', 'zh-TW')).toBe('新臺幣 1 億元');
    expect(formatMoney(18_400_000, 'TWD', 'zh-TW')).toBe('新臺幣 1,840 萬元');
    expect(formatMoney(289_500_000, 'TWD', 'zh-TW')).toBe('新臺幣 2.895 億元');
    expect(formatMoney(296_050_000, 'TWD', 'zh-CN')).toBe('新台币 2.9605 亿元');
    expect(formatMoney(296_050_001, 'TWD', 'zh-CN')).toBe('新台币 296,050,001 元');
    expect(formatMoney(12_345, 'TWD', 'zh-TW')).toBe('新臺幣 12,345 元');
  });
});

describe('the annual report figures on the verify page', () => {
  it.each([['/verify', /1 美元兌 [\d.,]+ 元新臺幣/], ['/cn/verify', /1 美元兑 [\d.,]+ 元新台币/]] as const)(
    '%s writes the rate as a Chinese reader does, and no sum of 10,000 萬 or more', async (path, rate) => {
      const { doc } = await page(path);
      const main = textOf(doc.querySelector('main'));
      expect(main).toMatch(rate);
      expect(main).not.toMatch(/TWD 兌|TWD 兑/);
      for (const sum of main.matchAll(/([\d,]+) [萬万]元/g)) expect(Number(sum[1]!.replace(/,/g, '')), sum[0]).toBeLessThan(10_000);
    });
});
