// The verify page's annual report figures as a Taiwan or Mainland reader writes them: the rate as
// "1 美元兌 32 元新臺幣" (not "32 TWD 兌 1 美元"), a sum from 10^8 in 億/亿 (test/format-money.test.ts).
import { describe, expect, it } from 'vitest';
import { page, textOf } from './helpers.ts';

describe('the annual report figures on the verify page', () => {
  it('/en/verify writes the rate as two sums (NT$32 to US$1), never a currency code', async () => {
    const main = textOf((await page('/en/verify')).doc.querySelector('main'));
    expect(main).toMatch(/use the report’s own rate: \S+?[\d.,]+ to US\$1\./);
    expect(main).not.toMatch(/\b[A-Z]{3} to one US dollar/);
  });

  it.each([['/verify', /1 美元兌 [\d.,]+ 元新臺幣/], ['/cn/verify', /1 美元兑 [\d.,]+ 元新台币/]] as const)(
    '%s writes the rate as a Chinese reader does, and no sum of 10,000 萬 or more', async (path, rate) => {
      const { doc } = await page(path);
      const main = textOf(doc.querySelector('main'));
      expect(main).toMatch(rate);
      expect(main).not.toMatch(/TWD 兌|TWD 兑/);
      for (const sum of main.matchAll(/([\d,]+) [萬万]元/g)) expect(Number(sum[1]!.replace(/,/g, '')), sum[0]).toBeLessThan(10_000);
    });
});
