// Crisis first: a search that reads as distress (a word of a crisis concept of the readers'
// vocabulary) shows the support lines of the reader's place above any result, in every language:
// each of the place's lines with its number, and every other place's one tap away. A reader with no
// place of their own gets the lines of the places their language's readers usually live in. Which
// words and lines there are is read from the content.
import { describe, expect, it } from 'vitest';
import { fallbackCountries } from '../src/content/report-by-locale.ts';
import { supportLines } from '../src/content/report-help.ts';
import { text } from '../src/content/text.ts';
import { concepts } from '../src/content/vocabulary.ts';
import { locales, localizePath, type Locale } from '../src/site/locale.ts';
import { page, textOf } from './helpers.ts';

const distress = concepts.filter((c) => c.crisis).flatMap((c) => [c.words.traditional[0], c.words.simplified[0], c.words.english[0]]).filter((w): w is string => Boolean(w));
const placesWithLines = [...new Set(supportLines.map((l) => l.country))];

async function searchAs(locale: Locale, q: string, place: string) {
  const { res, html, doc } = await page(`${localizePath('/search', locale)}?q=${encodeURIComponent(q)}&place=${place}`);
  expect(res.status).toBe(200);
  return { html, doc, box: doc.querySelector('[data-search-crisis]') };
}

describe('a search that reads as distress', () => {
  it('has crisis words in the vocabulary, in both Chinese scripts and English', () => {
    const crisis = concepts.filter((c) => c.crisis);
    expect(crisis.flatMap((c) => c.words.traditional).length).toBeGreaterThan(0);
    expect(crisis.flatMap((c) => c.words.simplified).length).toBeGreaterThan(0);
    expect(crisis.flatMap((c) => c.words.english).length).toBeGreaterThan(0);
  });

  it.each(locales)('shows in %s the support lines of the reader\'s place above any result, for every place and every crisis word', async (locale) => {
    for (const place of placesWithLines) {
      for (const word of distress) {
        const { html, box } = await searchAs(locale, word, place);
        expect(box, `${place} ${word}`).not.toBeNull();
        const said = textOf(box);
        for (const line of supportLines.filter((l) => l.country === place)) {
          expect(said, `${place} ${word}`).toContain(text(line.name, locale));
          for (const phone of line.phones) expect(said).toContain(phone.number);
        }
        // No other place's lines in the box; they are one link away.
        expect(box!.querySelectorAll('[data-support-lines]').map((l) => l.getAttribute('data-support-lines'))).toEqual([place]);
        expect(box!.querySelector(`a[href="${localizePath('/report#talk', locale)}"]`)).not.toBeNull();
        // Above the results (and above "No results").
        const status = html.indexOf('data-search-status');
        expect(status).toBeGreaterThan(html.indexOf('data-search-crisis'));
      }
    }
  });

  it.each(locales)('shows in %s, to a reader with no place of their own, the lines of the places its readers usually live in', async (locale) => {
    const { box } = await searchAs(locale, distress[0]!, 'other');
    expect(box).not.toBeNull();
    const shown = box!.querySelectorAll('[data-support-lines]').map((l) => l.getAttribute('data-support-lines'));
    const usual = [...fallbackCountries[locale]].filter((cc) => placesWithLines.includes(cc));
    expect(shown.slice(0, usual.length)).toEqual(usual.slice(0, shown.length));
    expect(shown.length).toBeGreaterThan(0);
  });

  it.each(locales)('is not how an ordinary search in %s begins', async (locale) => {
    for (const q of ['investment', '投資詐騙', '165', 'romance', '刷單']) expect((await searchAs(locale, q, 'TW')).box, q).toBeNull();
  });
});
