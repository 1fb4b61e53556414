// A search result about many places (the support lines, the report page's channels, a guide's
// check-first step) speaks to the reader's place in its snippet (grade D: a UK reader was shown
// Taiwan's 1925): no number or name that only another place's part of it holds, for every place,
// "somewhere else" and language. What counts as another place's is read from the content.
import { describe, expect, it } from 'vitest';
import { checkFirst, checkTools, licenceRegisters } from '../src/content/check-tools.ts';
import { reportChannels } from '../src/content/report.ts';
import { fallbackCountries } from '../src/content/report-by-locale.ts';
import { supportLines } from '../src/content/report-help.ts';
import { text } from '../src/content/text.ts';
import type { Place } from '../src/content/types.ts';
import { searchDocuments } from '../src/search/documents.ts';
import { fullText, readerText } from '../src/search/placed.ts';
import { locales, localizePath, type Locale } from '../src/site/locale.ts';
import { otherPlace, places } from '../src/site/place.ts';
import { page, textOf } from './helpers.ts';
import { noEntries } from './entry-bodies.ts';

/** Every place's phone numbers and the names of its lines, channels, tools and registers. */
function placeMarks(locale: Locale): (readonly [Place, string])[] {
  const t = (v: Parameters<typeof text>[0]) => text(v, locale);
  return [
    ...supportLines.flatMap((l) => [[l.country, t(l.name)] as const, ...l.phones.map((p) => [l.country, p.number] as const)]),
    ...reportChannels.flatMap((c) => [[c.country, t(c.place)] as const, ...c.phones.map((p) => [c.country, p.number] as const)]),
    ...checkTools.flatMap((c) => [[c.country, t(c.name)] as const, ...(c.numbers ?? []).map((n) => [c.country, n.number] as const)]),
    ...licenceRegisters.map((r) => [r.country, t(r.regulator)] as const),
    ...checkFirst.map((line) => [line.country, line.number] as const),
  ];
}

/** A mark in a text: a number not inside a longer one, a name anywhere. */
const holds = (haystack: string, mark: string) => (/^[\d ]+$/.test(mark)
  ? new RegExp(`(?<!\\d)${mark.replace(/ /g, '\\s?')}(?!\\d)`).test(haystack) : haystack.includes(mark));

/** The snippet of `path` for a reader who chose `place` (null: "somewhere else"; undefined: no choice). */
async function snippetOf(locale: Locale, query: string, place: Place | null | undefined, path: string) {
  const chosen = place === undefined ? '' : `&place=${place ?? otherPlace}`;
  const url = `${localizePath('/search', locale)}?q=${encodeURIComponent(query)}${chosen}`;
  const { res, doc } = await page(url);
  expect(res.status, url).toBe(200);
  const hit = doc.querySelector(`[data-search-result="${path}"]`);
  expect(hit, `${url} lists ${path}`).not.toBeNull();
  return textOf(hit!.querySelector('p'));
}

describe('a result about many places shows the reader only their own place in its snippet', () => {
  it.each(locales)('every place-specific result, searched by its title, for every place, "somewhere else" and no choice, in %s', async (locale) => {
    // Pages only: an article or news item is one text for every reader.
    const docs = searchDocuments(locale, noEntries).filter((d) => d.pieces?.some(([place]) => place));
    // The support lines, the report page and a guide with a check-first step at least.
    expect(docs.map((d) => d.path)).toEqual(expect.arrayContaining(['/report#talk', '/report', '/scams/impersonation']));
    const marks = placeMarks(locale);
    let checked = 0;
    for (const d of docs) {
      const query = d.title.split(/ — |｜/)[0]!;
      const all = fullText(d.pieces!);
      // Each place, "somewhere else", and no choice (the page then speaks to the language's one usual
      // place, if it has one: Taiwan for Traditional Chinese).
      const unchosen = fallbackCountries[locale].length === 1 ? fallbackCountries[locale][0]! : null;
      for (const chosen of [...places, null, undefined]) {
        const place = chosen === undefined ? unchosen : chosen;
        // Another place's mark that this reader's own parts do not also hold (a shared 999, say).
        const own = readerText(d.pieces!, place);
        const foreign = [...new Set(marks.filter(([cc, mark]) => cc !== place && holds(all, mark) && !holds(own, mark)).map(([, mark]) => mark))];
        const snippet = await snippetOf(locale, query, chosen, d.path);
        const who = `${locale} ${d.path} place=${chosen === undefined ? '(not chosen)' : chosen ?? otherPlace}`;
        expect(snippet.length, who).toBeGreaterThan(10);
        for (const mark of foreign) expect(holds(snippet, mark), `${who}: “${mark}” in “${snippet}”`).toBe(false);
        checked += foreign.length;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it.each(locales)('a reader who types another place\'s support line gets that line in the snippet, and no third place\'s, in %s', async (locale) => {
    // A line whose number no other place's line has, searched from a place without it.
    const line = supportLines.find((l) => l.phones.some((p) => !/\s/.test(p.number) && p.number.length >= 4))!;
    const number = line.phones.find((p) => !/\s/.test(p.number) && p.number.length >= 4)!.number;
    const reader = places.find((cc) => cc !== line.country && !supportLines.some((l) => l.country === cc && l.phones.some((p) => p.number === number)))!;
    const snippet = await snippetOf(locale, number, reader, '/report#talk');
    expect(snippet).toContain(number);
    const d = searchDocuments(locale, noEntries).find((doc) => doc.path === '/report#talk')!;
    const shown = `${readerText(d.pieces!, reader)} ${readerText(d.pieces!, line.country)}`;
    const third = placeMarks(locale).filter(([cc, mark]) => cc !== reader && cc !== line.country && !holds(shown, mark));
    for (const [, mark] of third) expect(holds(snippet, mark), `“${mark}” in “${snippet}”`).toBe(false);
  });
});
