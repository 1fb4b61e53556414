// Each page inlines only the rules its markup uses (src/page-style.ts). Proof that none it needs
// is missing: every element of every page, at a phone's and a desktop's width, has the same
// computed style with the page's own rules as with the whole stylesheet (served as a file).
import { describe, expect, it } from 'vitest';
import { assetUrls } from '../../src/generated/assets.ts';
import { allPageUrls, baseUrl, desktop, phone, useBrowser } from './support.ts';

const browser = useBrowser();

/** Every element's computed style (and its ::before and ::after), as one string per element. */
const snapshot = () => [...document.querySelectorAll('body *')].map((el) =>
  [null, '::before', '::after'].map((pseudo) => {
    const s = getComputedStyle(el, pseudo);
    return Array.from(s, (p) => `${p}:${s.getPropertyValue(p)}`).join(';');
  }).join('|'));

describe('each page\'s own stylesheet', () => {
  it.each([['phone', phone], ['desktop', desktop]] as const)('styles every page as the whole sheet does (%s)', async (_name, viewport) => {
    const context = await browser().newContext({ viewport, javaScriptEnabled: true });
    const page = await context.newPage();
    const differ: string[] = [];
    for (const url of allPageUrls) {
      await page.goto(baseUrl() + url);
      const own = await page.evaluate(snapshot);
      // The whole sheet as a file on this origin (admitted by 'self'), instead of the page's rules.
      await page.evaluate(() => document.querySelector('head style')!.remove());
      await page.addStyleTag({ url: assetUrls['site.css'] });
      const whole = await page.evaluate(snapshot);
      const first = own.findIndex((s, i) => s !== whole[i]);
      if (own.length !== whole.length || first !== -1) differ.push(`${url}: element ${first}`);
    }
    await context.close();
    expect(differ).toEqual([]);
  });
});
