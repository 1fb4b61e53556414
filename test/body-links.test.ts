// Every article and news item, in three languages: its in-page links land on a heading of the page,
// a number it makes tappable is one of the official numbers the site lists (FACTS) and dials what
// it shows, and it ends with the reader's place's card on /report (every place's list when the
// place is not known).
import { describe, expect, it } from 'vitest';
import { articles } from '../src/content/articles/index.ts';
import { checkFirst } from '../src/content/check-tools.ts';
import { newsNewestFirst } from '../src/content/news-lookup.ts';
import { reportChannels } from '../src/content/report.ts';
import { bankSteps, lossChannels, supportLines } from '../src/content/report-help.ts';
import { localizePath, type Locale } from '../src/site/locale.ts';
import { page } from './helpers.ts';

const digits = (n: string) => n.replace(/[^+\d]/g, '');
// Every number the site itself lists: report channels, support lines, the lines that reach a bank,
// the channels for a kind of loss, and the check-first lines.
const lossLines = Object.values(lossChannels).flatMap((byType) => Object.values(byType ?? {}));
const official = new Set([...reportChannels, ...supportLines, ...Object.values(bankSteps), ...lossLines]
  .flatMap((c) => c?.phones.map((p) => digits(p.number)) ?? [])
  .concat(checkFirst.map((c) => digits(c.number))));
const paths = [...articles.filter((a) => !a.draft).map((a) => `/blog/${a.id}`), ...newsNewestFirst.filter((n) => !n.draft).map((n) => `/news/${n.slug}`)];

describe.each(['zh-TW', 'zh-CN', 'en'] as Locale[])('article and news bodies (%s)', (locale) => {
  it('jump to their own headings, call only official numbers, and end with the reader\'s place on /report', async () => {
    const gb = { headers: { Cookie: 'place=GB' } };
    for (const path of paths) {
      const url = localizePath(path, locale);
      const { res, doc } = await page(url, gb);
      if (res.status === 404) continue; // scheduled, not public yet
      expect(res.status, url).toBe(200);
      const main = doc.querySelector('main')!;
      for (const a of main.querySelectorAll('a[href^="#"]')) {
        expect(main.querySelector(`[id="${a.getAttribute('href')!.slice(1)}"]`), `${url} ${a.getAttribute('href')}`).not.toBeNull();
      }
      for (const a of main.querySelectorAll('article a[href^="tel:"]')) {
        const number = a.getAttribute('href')!.slice(4);
        expect(official.has(number), `${url} ${number}`).toBe(true);
        expect(digits(a.textContent), `${url}: a tap dials the number it shows`).toBe(number);
      }
      const end = main.querySelector('[data-report-here]')!;
      expect(end.getAttribute('data-report-here'), url).toBe('GB');
      expect(end.querySelector('a')!.getAttribute('href'), url).toBe(`${localizePath('/report', locale)}?place=GB#country-gb`);
    }
    const none = (await page(localizePath(paths[0]!, locale), { headers: { Cookie: 'place=other' } })).doc;
    expect(none.querySelector('[data-report-here] a')?.getAttribute('href')).toBe(`${localizePath('/report', locale)}#places`);
  });
});
