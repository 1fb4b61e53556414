// Money as each language writes it (src/site/format.ts formatMoney): English names the currency by
// a symbol that says which one (NT$), in millions where that is exact; never a bare '$'.
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
  });
});
