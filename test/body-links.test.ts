// Every article and news item, in three languages: its in-page links land on a heading of the page,
// a number it makes tappable is one of the official numbers the site lists (FACTS) and dials what
// it shows, and it ends with the reader's place's card on /report (every place's list when the
// place is not known). A long one opens, after its first paragraph, with its sections and a link
// to the reader's place's section.
import { describe, expect, it } from 'vitest';
import { articles } from '../src/content/articles/index.ts';
import { checkFirst } from '../src/content/check-tools.ts';
import { newsNewestFirst } from '../src/content/news-lookup.ts';
import { reportChannels } from '../src/content/report.ts';
import { bankSteps, lossChannels, supportLines } from '../src/content/report-help.ts';
import { dialled, officialNumbers } from '../src/content/official-numbers.ts';
import { localizePath, type Locale } from '../src/site/locale.ts';
import { contentsFrom } from '../src/components/ArticleContents.tsx';
import { page } from './helpers.ts';

// Every number the site itself lists, as the build computes it (src/content/official-numbers.ts):
// the build refuses a body that breaks this (scripts/build/content/checks/calls.ts); here, the pages as
// served keep it.
const official = officialNumbers({ reportChannels, supportLines, bankSteps, lossChannels, checkFirst });
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
        expect(dialled(a.textContent), `${url}: a tap dials the number it shows`).toBe(number);
      }
      // The closing line (a body's own where-to-report box comes before it).
      const end = main.querySelector('p[data-report-here]')!;
      expect(end.getAttribute('data-report-here'), url).toBe('GB');
      expect(end.querySelector('a')!.getAttribute('href'), url).toBe(`${localizePath('/report', locale)}?place=GB#country-gb`);
    }
    const none = (await page(localizePath(paths[0]!, locale), { headers: { Cookie: 'place=other' } })).doc;
    expect(none.querySelector('p[data-report-here] a')?.getAttribute('href')).toBe(`${localizePath('/report', locale)}#places`);
  });
});

describe.each(['zh-TW', 'zh-CN', 'en'] as Locale[])('the way around a long article (%s)', (locale) => {
  it('lists its sections and links to the section for the reader\'s place, when it has them', async () => {
    let long = 0;
    for (const path of paths.filter((p) => p.startsWith('/blog/'))) {
      const url = localizePath(path, locale);
      for (const place of ['GB', 'TW', 'other']) {
        const { res, doc } = await page(url, { headers: { Cookie: `place=${place}` } });
        if (res.status === 404) break; // scheduled, not public yet
        const article = doc.querySelector('main article')!;
        const nav = article.querySelector('nav[data-contents]');
        const sections = article.querySelectorAll('h2[id]').map((h) => h.getAttribute('id'));
        const placeSection = article.querySelector(`h2[id="${place.toLowerCase()}"], h3[id="${place.toLowerCase()}"]`);
        const listed = nav?.querySelectorAll('details ol a').map((a) => a.getAttribute('href')) ?? [];
        expect(listed, `${url} ${place}`).toEqual(sections.length >= contentsFrom ? sections.map((id) => `#${id}`) : []);
        expect(nav?.querySelector('[data-to-place]')?.getAttribute('href') ?? null, `${url} ${place}`).toBe(placeSection ? `#${place.toLowerCase()}` : null);
        // After the first paragraph: the reader reads the first steps before the way around.
        if (nav) expect(nav.previousElementSibling?.tagName, url).toBe('P');
        if (listed.length) long += 1;
      }
    }
    // The content has a body long enough for contents (the "After a scam" guide); without one this
    // test would check nothing.
    expect(long).toBeGreaterThan(0);
  });
});
