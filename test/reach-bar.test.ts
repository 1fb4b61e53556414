// The phone bar's Call dials the number the page's first screen gives, for every place × language,
// whether the place was chosen (?place=), found by the edge (cf.country) or unknown; where the
// first screen gives no number to dial for reporting (a place with only a website, or only an
// emergency number, or no place), the bar dials nothing and leads to the place list. Pages that are
// not cached per place speak to a chosen place only, so an unknown reader never gets a guess.
import { describe, expect, it } from 'vitest';
import { places } from '../src/site/place.ts';
import { locales, localizePath } from '../src/site/locale.ts';
import { routes } from '../src/site/routes.ts';
import { scamGuides } from '../src/content/scams.ts';
import type { HTMLElement } from 'node-html-parser';
import { page } from './helpers.ts';

const cf = (country: string) => ({ cf: { country } as IncomingRequestCfProperties } as RequestInit<IncomingRequestCfProperties>);

/** Pages whose first screen speaks to a place: every `byCountry` route with a first-call box. */
const placedPages = ['/', '/report', `/scams/${scamGuides[0]!.id}`];

/** The tel: link of the bar's Call, or null when it leads elsewhere. */
function barTel(doc: HTMLElement): string | null {
  const call = doc.querySelector('[data-reach-bar] [data-reach-call]');
  expect(call, 'the bar has a Call or Numbers link').not.toBeNull();
  const href = call!.getAttribute('href')!;
  return href.startsWith('tel:') ? href : null;
}

/** The first screen's official number to call, or null (a website, an online report, no place). */
function firstTel(doc: HTMLElement): string | null {
  const official = doc.querySelector('[data-first-call] [data-official-call]');
  const href = official?.getAttribute('href') ?? '';
  return href.startsWith('tel:') ? href : null;
}

const ways = [
  ...places.map((p) => ({ label: `?place=${p}`, query: `?place=${p}`, init: undefined })),
  ...places.map((p) => ({ label: `cf ${p}`, query: '', init: cf(p) })),
  { label: '?place=other', query: '?place=other', init: undefined },
  { label: 'unknown place', query: '', init: cf('JP') },
];

describe.each(locales)('the phone bar in %s', (locale) => {
  it.each(placedPages)('dials what the first screen of %s gives, for every place', async (path) => {
    for (const way of ways) {
      const { doc } = await page(localizePath(path, locale) + way.query, way.init);
      expect(barTel(doc), `${path} ${way.label}`).toBe(firstTel(doc));
    }
  });

  it('on a thank-you page, dials the number of the place chosen in the form', async () => {
    for (const place of [...places, 'other']) {
      const { doc } = await page(localizePath('/contact/thanks/ABCD0-EFGH1', locale) + `?country=${place}`, cf('US'));
      if (!doc.querySelector('[data-first-call]')) continue; // a thank-you that confirms nothing has no first screen
      expect(barTel(doc), place).toBe(firstTel(doc));
    }
  });

  it('on a page cached for everyone, dials only a place the visitor chose', async () => {
    const shared = routes.find((r) => !r.byCountry && !r.path.includes(':') && r.nav !== 'none')!;
    const unknown = await page(localizePath(shared.path, locale), cf('GB'));
    expect(barTel(unknown.doc), `${shared.path} from the UK, no choice`).toBeNull();
    for (const place of places) {
      const chosen = await page(localizePath(shared.path, locale) + `?place=${place}`);
      const onReport = await page(localizePath('/', locale) + `?place=${place}`);
      expect(barTel(chosen.doc), `${shared.path} ?place=${place}`).toBe(barTel(onReport.doc));
    }
  });
});
