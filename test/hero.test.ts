// The hero at the top of every screen: the small label above the heading (the eyebrow) names the
// kind of page ("Is this a scam?" above a scam guide's name); it never repeats the heading itself.
import { expect, it } from 'vitest';
import { page, pageUrls, textOf } from './helpers.ts';

it('no page in any language has a label above its heading that repeats the heading', async () => {
  const repeated: string[] = [];
  let labelled = 0;
  for (const { url } of pageUrls) {
    const { doc } = await page(url);
    const eyebrow = doc.querySelector('[data-eyebrow]');
    if (!eyebrow) continue;
    labelled++;
    const normalise = (s: string) => s.replace(/[\s?？!！。.]/g, '').toLowerCase();
    if (normalise(textOf(eyebrow)) === normalise(textOf(doc.querySelector('h1')))) repeated.push(`${url}: ${textOf(eyebrow)}`);
  }
  expect(labelled).toBeGreaterThan(0);
  expect(repeated).toEqual([]);
}, 120_000);
