// An article or news item that says where to report ({whereToReport} in its body) says it for the
// reader's place: the box names the place asked for and dials only that place's numbers, in every
// language; with no place known it dials nothing and leads to the list of places. A page that
// speaks to the edge's place is kept per place, never for everyone.
import { describe, expect, it } from 'vitest';
import { places } from '../src/site/place.ts';
import { firstSteps, reportChannels } from '../src/content/report.ts';
import { translations } from '../src/i18n/translate.ts';
import type { HTMLElement } from 'node-html-parser';
import { page, pageUrls } from './helpers.ts';

const cf = (country: string) => ({ cf: { country } as IncomingRequestCfProperties } as RequestInit<IncomingRequestCfProperties>);
const entries = pageUrls.filter((u) => /^\/(blog|news)\/[^/]+$/.test(u.path));
const digits = (href: string) => href.replace(/^tel:/, '').replace(/\D/g, '');

describe('where to report, inside an article or a news item', () => {
  it('is in some of them, in every language of each', async () => {
    const withBox = new Map<string, number>();
    for (const { path, url } of entries) {
      const { doc } = await page(`${url}?place=GB`);
      if (doc.querySelector('article #report-here, main #report-here')) withBox.set(path, (withBox.get(path) ?? 0) + 1);
    }
    expect(withBox.size).toBeGreaterThan(0);
    for (const [path, count] of withBox) expect(count, path).toBe(3);
  });

  it('names the place asked for and dials only its numbers', async () => {
    let boxes = 0;
    for (const { url } of entries) {
      for (const place of places) {
        const { res, doc } = await page(`${url}?place=${place}`);
        const box = doc.querySelector('#report-here');
        if (!box) continue;
        boxes += 1;
        expect(res.headers.get('cache-control'), url).toMatch(/^private/);
        expect(box.getAttribute('data-report-here'), `${url} ${place}`).toBe(place);
        const channel = reportChannels.find((c) => c.country === place)!;
        const own = new Set([...channel.phones.map((p) => digits(p.number)), ...channel.emergency.map(digits)]);
        for (const tel of box.querySelectorAll('a[href^="tel:"]')) {
          expect(own.has(digits(tel.getAttribute('href')!)), `${url} ${place}: ${tel.getAttribute('href')}`).toBe(true);
        }
      }
    }
    expect(boxes).toBeGreaterThan(0);
  });

  it('for a reader in Mainland China, comes before the body in every one of them, with 110 first', async () => {
    // The police, not the bank, start the emergency stop there (FACTS block 4); bodies are written for
    // places where the bank comes first.
    const police = reportChannels.find((c) => c.country === 'CN')!.phones[0]!.number;
    for (const { url } of entries) {
      const { doc } = await page(`${url}?place=CN`);
      const boxes = doc.querySelectorAll('#report-here');
      expect(boxes, url).toHaveLength(1);
      const box = boxes[0]!;
      expect(box.getAttribute('data-report-here'), url).toBe('CN');
      expect(digits(box.querySelector('a[href^="tel:"]')!.getAttribute('href')!), url).toBe(police);
      // In document order, the box comes before the body's first paragraph or list.
      const order = [...doc.querySelectorAll('article #report-here, article p, article ul')]
        .filter((el) => el === box || (!el.closest('header, [data-sample-note]') && !el.closest('#report-here') && (el.textContent ?? '').trim().length > 40));
      expect(order[0] === box ? 'box' : order[0]!.textContent, `${url}: the box comes before the body's first text`).toBe('box');
      expect(order.length, url).toBeGreaterThan(1);
    }
  });

  it('with no place known, dials nothing and leads to every place', async () => {
    for (const { url, locale } of entries.filter((e) => e.locale === 'en')) {
      const { doc } = await page(url, cf('JP'));
      const box = doc.querySelector('#report-here');
      if (!box) continue;
      expect(box.getAttribute('data-report-here'), `${url} ${locale}`).toBe('');
      expect(box.querySelectorAll('a[href^="tel:"]'), url).toHaveLength(0);
      expect(box.querySelector('[data-other-places]'), url).not.toBeNull();
    }
  });
});

describe('a section of one block per place, inside an article or a news item', () => {
  it('starts with the reader\'s own place, every other block kept in its order', async () => {
    let moved = 0;
    for (const { url } of entries) {
      const h3Ids = (doc: Awaited<ReturnType<typeof page>>['doc']) => doc.querySelectorAll('article h3[id], main h3[id]').map((h) => h.getAttribute('id')!);
      const asWritten = h3Ids((await page(`${url}?place=other`)).doc);
      for (const place of places) {
        const id = place.toLowerCase();
        if (!asWritten.includes(id)) continue;
        const { doc } = await page(`${url}?place=${place}`);
        const ids = h3Ids(doc);
        // The place's block comes first among its section's blocks, the rest as written.
        expect(ids.filter((x) => x !== id), `${url} ${place}`).toEqual(asWritten.filter((x) => x !== id));
        const placeIds = new Set(places.map((p) => p.toLowerCase()));
        expect(ids.find((x) => placeIds.has(x)), `${url} ${place}`).toBe(id);
        moved += 1;
      }
    }
    expect(moved).toBeGreaterThan(0);
  });
});

describe('a body written for every place, read in Mainland China', () => {
  // Where an article, a news item, How We Work or the Terms name only Taiwan's way to report or to
  // stop a payment, a Mainland reader reads the Mainland's first (110, a police station: FACTS
  // block 4); in a list of one item per place, their item leads.
  const words = firstSteps.flatMap((s) => s.mainlandWords ?? []);
  const bodies = pageUrls.filter((u) => /^\/(blog|news)\/[^/]+$|^\/(how-we-work|terms)$/.test(u.path));
  const text = (doc: HTMLElement) => doc.querySelector('main')!.text.replace(/\s+/g, ' ');

  it('says the Mainland way first wherever the body names only Taiwan\'s, in every language', async () => {
    let changed = 0;
    for (const { url, locale } of bodies) {
      const elsewhere = text((await page(`${url}?place=GB`)).doc);
      const mainland = text((await page(`${url}?place=CN`)).doc);
      for (const { from, to } of words) {
        const said = from[locale];
        if (!elsewhere.toLowerCase().includes(said.toLowerCase())) continue;
        changed += 1;
        expect(mainland.toLowerCase(), `${url} CN`).toContain(to[locale].toLowerCase());
        // Taiwan's words alone are gone (English adds the Mainland's to words for every place).
        if (!to[locale].toLowerCase().includes(said.toLowerCase())) expect(mainland.toLowerCase(), `${url} CN`).not.toContain(said.toLowerCase());
      }
    }
    expect(changed, 'pages that name only Taiwan\'s way').toBeGreaterThan(0);
  });

  it('puts the reader\'s own item first in a list of one item per place', async () => {
    let lists = 0;
    for (const { url, locale } of bodies.filter((b) => b.locale !== 'en')) {
      const lead = `在${translations(locale).placeInSentence.CN()}`;
      const { doc } = await page(`${url}?place=CN`);
      for (const ul of doc.querySelectorAll('main ul')) {
        const items = ul.querySelectorAll(':scope > li').map((li) => li.text.trim());
        const own = items.findIndex((item) => item.startsWith(lead));
        if (own < 0 || !items.some((item, i) => i !== own && /^在\S{2,4}，/.test(item))) continue;
        lists += 1;
        expect(own, `${url}: ${items.join(' | ')}`).toBe(0);
      }
    }
    expect(lists).toBeGreaterThan(0);
  });
});
