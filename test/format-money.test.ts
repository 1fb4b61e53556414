// Money as each language writes it (src/site/format.ts formatMoney): English names the currency by
// a symbol that says which one (NT$), in millions where that is exact; never a bare '$'. Chinese
// puts the currency first and counts a round sum in 億 from 10^8, else in 萬.
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../src/site/format.ts';

describe('formatMoney', () => {
  it('writes New Taiwan dollars as NT$, in millions when that is exact', () => {
    expect(formatMoney(296_000_000, 'TWD', 'en')).toBe('NT$296 million');
    expect(formatMoney(18_400_000, 'TWD', 'en')).toBe('NT$18.4 million');
    expect(formatMoney(18_412_345, 'TWD', 'en')).toBe('NT$18,412,345');
    expect(formatMoney(950_000, 'TWD', 'en')).toBe('NT$950,000');
  });

  it('never writes a bare dollar sign that does not say which dollar', () => {
    expect(formatMoney(5_000_000, 'USD', 'en')).not.toMatch(/^\$/);
    expect(formatMoney(5_000_000, 'USD', 'en')).toMatch(/dollars/);
  });

  it('keeps the Chinese form: the currency first, whole 萬 in 萬', () => {
    expect(formatMoney(18_400_000, 'TWD', 'zh-TW')).toBe('新臺幣 1,840 萬元');
    expect(formatMoney(18_400_000, 'TWD', 'zh-CN')).toBe('新台币 1,840 万元');
    expect(formatMoney(12_345, 'TWD', 'zh-TW')).toBe('新臺幣 12,345 元');
  });

  it('counts a round sum from one hundred million in 億 (亿), exact to the 萬: 2.96 億元, not 29,600 萬元', () => {
    expect(formatMoney(296_000_000, 'TWD', 'zh-TW')).toBe('新臺幣 2.96 億元');
    expect(formatMoney(296_000_000, 'TWD', 'zh-CN')).toBe('新台币 2.96 亿元');
    expect(formatMoney(100_000_000, 'TWD', 'zh-TW')).toBe('新臺幣 1 億元');
    expect(formatMoney(289_500_000, 'TWD', 'zh-TW')).toBe('新臺幣 2.895 億元');
    expect(formatMoney(296_050_000, 'TWD', 'zh-CN')).toBe('新台币 2.9605 亿元');
    expect(formatMoney(296_050_001, 'TWD', 'zh-CN')).toBe('新台币 296,050,001 元');
  });
});
