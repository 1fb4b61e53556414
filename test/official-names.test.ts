// Official names are written once (src/content/official-names.ts): no content module types one
// out, and the retired spellings never come back.
import { describe, expect, it } from 'vitest';
import { officialNames, retiredNames } from '../src/content/official-names.ts';
import { reportChannels } from '../src/content/report.ts';
import { text } from '../src/content/text.ts';
import { page, textOf } from './helpers.ts';

const sources = import.meta.glob(
  ['../src/content/**/*.ts', '!../src/content/{official-names,zh-CN}.ts'],
  { query: '?raw', import: 'default', eager: true },
) as Record<string, string>;

describe('official names', () => {
  const written = [...new Set(Object.values(officialNames).flatMap((n) => [n['zh-TW'], n.en]))];

  it('are typed out in no content module but official-names.ts', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    const typed = Object.entries(sources).flatMap(([file, source]) => {
      const prose = source.replace(/officialNames\.\w+/g, '');
      return written.filter((name) => prose.includes(name)).map((name) => `${file}: ${name}`);
    });
    expect(typed).toEqual([]);
  });

  it('reach the pages from the one definition', () => {
    const hk = reportChannels.find((c) => c.country === 'HK')!;
    expect(text(hk.body, 'en')).toContain(officialNames.hkAdcc.en);
    expect(text(hk.body, 'zh-TW')).toContain(officialNames.hkAdcc['zh-TW']);
  });

  it.each(['/report', '/en/report', '/cn/report', '/blog/3', '/en/blog/3'])('%s uses no retired name', async (url) => {
    const { doc } = await page(url);
    const visible = textOf(doc.querySelector('main'));
    expect(retiredNames.filter((name) => visible.includes(name))).toEqual([]);
    expect(visible).toContain(url.startsWith('/en') ? officialNames.gbReportFraud.en : officialNames.gbReportFraud['zh-TW']);
  });
});
