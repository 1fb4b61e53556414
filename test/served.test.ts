// A reader in a place the Association does not serve (src/content/site.ts serviceCountries) meets their
// place's official channel first: the hero's number is theirs, our assessment buttons and the phone
// bar name the assessment as being for the places we serve, and the request form says we do not
// work there, with one tap to their place's card. A reader in a served place, or one we cannot
// place, sees the plain assessment. For every place and language, whatever the lists hold.
import { describe, expect, it } from 'vitest';
import type { HTMLElement } from 'node-html-parser';
import { places } from '../src/site/place.ts';
import { isServed } from '../src/components/served.ts';
import { page, textOf } from './helpers.ts';

const languages = [['zh-TW', ''], ['zh-CN', '/cn'], ['en', '/en']] as const;
const cf = (country: string) => ({ cf: { country } as IncomingRequestCfProperties } as RequestInit<IncomingRequestCfProperties>);

/** The assessment links of a page (hero, closing band) and the phone bar's third link. */
function assessment(doc: HTMLElement) {
  const links = doc.querySelectorAll('main [data-consult]');
  const bar = doc.querySelectorAll('[data-reach-bar] li')[2]?.querySelector('a');
  return { links, bar };
}

describe.each(languages)('a place the Association does not serve (%s)', (_locale, prefix) => {
  it('gets its own official number first and the assessment named for the places we serve, on Home, /business and the form', async () => {
    const servedHome = (await page(`${prefix || '/'}?place=${places.find(isServed)}`)).doc;
    const plain = textOf(assessment(servedHome).links[0]!);
    const plainLead = textOf(servedHome.querySelector('[data-hero] [data-hero-lead]'));
    for (const place of places) {
      const served = isServed(place);
      const home = (await page(`${prefix || '/'}?place=${place}`)).doc;
      const { links, bar } = assessment(home);
      expect(links.length, place).toBeGreaterThan(0);
      for (const link of links) expect(link.getAttribute('data-served-only') ?? null, place).toBe(served ? null : place);
      expect(bar?.getAttribute('href'), place).toBe(`${prefix}/contact`);
      expect(bar?.getAttribute('data-served-only') ?? null, place).toBe(served ? null : place);
      // The header's assessment button too (the menu on a phone, the header's row on a desktop).
      expect(home.querySelector('header [data-consult]')?.getAttribute('data-served-only') ?? null, place).toBe(served ? null : place);
      if (!served) {
        expect(textOf(links[0]!), place).not.toBe(plain);
        // The hero's lead offers the talk with an advisor for the places we serve, as the buttons do.
        expect(textOf(home.querySelector('[data-hero] [data-hero-lead]')), place).not.toBe(plainLead);
        // The hero's first action is the place's own official channel, before any button of ours.
        const hero = home.querySelector('[data-hero]')!;
        expect(hero.querySelector('[data-first-call]'), place).not.toBeNull();
        expect(hero.innerHTML.indexOf('data-first-call'), place).toBeLessThan(hero.innerHTML.indexOf('data-consult'));
      }
      const business = (await page(`${prefix}/business?place=${place}`)).doc;
      expect(business.querySelector('[data-hero] [data-consult]')?.getAttribute('data-served-only') ?? null, place).toBe(served ? null : place);
      const form = (await page(`${prefix}/contact?place=${place}`)).doc;
      const note = form.querySelector('[data-not-served]');
      if (served) expect(note, place).toBeNull();
      else {
        expect(note?.getAttribute('data-not-served'), place).toBe(place);
        expect(note!.querySelector('a')?.getAttribute('href'), place).toBe(`${prefix}/report?place=${place}#country-${place.toLowerCase()}`);
      }
    }
  });

  it('never guesses on a page cached for everyone: the edge\'s country alone leaves /cases plain', async () => {
    for (const place of places.filter((p) => !isServed(p))) {
      const { doc } = await page(`${prefix}/cases`, cf(place));
      for (const link of assessment(doc).links) expect(link.hasAttribute('data-served-only'), place).toBe(false);
    }
  });
});
