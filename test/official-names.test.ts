// Official names are written once (content/text/official-names.yaml): no other text file, content
// module or data file types one out, and the retired spellings never come back. The Markdown under content/ writes names
// out (it is prose an editor owns): there the test holds the spelling, so a rename (its old spelling
// added to retiredNames) fails every file that still has the old one.
import { describe, expect, it } from 'vitest';
import { officialNames, retiredNames } from '../src/content/official-names.ts';
import { reportChannels } from '../src/content/report.ts';
import { text } from '../src/content/text.ts';
import { page, textOf } from './helpers.ts';

// The text files and the organisation's data files name a body as {officialNames.<key>}; the build
// fills it in. The review files (*.zh-CN.yaml) are the build's output, names filled in.
const sources = import.meta.glob(
  ['../src/content/**/*.ts', '../content/text/*.yaml', '!../content/text/official-names.yaml', '../content/organisation/*.yaml', '!../content/**/*.zh-CN.yaml'],
  { query: '?raw', import: 'default', eager: true },
) as Record<string, string>;

describe('official names', () => {
  const written = [...new Set(Object.values(officialNames).flatMap((n) => [n['zh-TW'], n.en]))];

  it('are typed out in no text file, content module or data file but official-names.yaml', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    const typed = Object.entries(sources).flatMap(([file, source]) => {
      const prose = source.replace(/officialNames\.\w+/g, '');
      return written.filter((name) => prose.includes(name)).map((name) => `${file}: ${name}`);
    });
    expect(typed).toEqual([]);
  });

  // A retired spelling in the Markdown under content/ stops the build (scripts/build/content/checks/).

  it('reach the pages from the one definition', () => {
    const hk = reportChannels.find((c) => c.country === 'HK')!;
    expect(text(hk.body, 'en')).toContain(officialNames.hkAdcc.en);
    expect(text(hk.body, 'zh-TW')).toContain(officialNames.hkAdcc['zh-TW']);
  });

  const visibleIn = async (url: string) => textOf((await page(url)).doc.querySelector('main'));

  it.each(['/report', '/en/report', '/cn/report'])('%s names Report Fraud, and no retired name', async (url) => {
    const visible = await visibleIn(url);
    expect(retiredNames.filter((name) => visible.includes(name))).toEqual([]);
    expect(visible).toContain(url.startsWith('/en') ? officialNames.gbReportFraud.en : officialNames.gbReportFraud['zh-TW']);
  });

  // Articles that say where to report, to a reader in Malaysia.
  it.each(['/blog/2', '/en/blog/2', '/blog/5', '/en/blog/5'])('%s names the Malaysian centre as it is now, and no retired name', async (url) => {
    const visible = await visibleIn(`${url}?place=MY`);
    expect(retiredNames.filter((name) => visible.includes(name))).toEqual([]);
    expect(visible).toContain(url.startsWith('/en') ? officialNames.myNsrc.en : officialNames.myNsrc['zh-TW']);
  });
});
