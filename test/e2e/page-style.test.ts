// Each page inlines only the rules its markup uses (src/render/page-style.ts). Proof that none it needs
// is missing: every element of every page, at a phone's and a desktop's width, has the same
// computed style with the page's own rules as with the whole stylesheet (served as a file).
import { describe, expect, it } from 'vitest';
import { assetUrls } from '../../src/generated/assets.ts';
import { allPageUrls, baseUrl, desktop, open, phone, useBrowser } from './support.ts';

const browser = useBrowser();

/** Every element's computed style (and its ::before and ::after where one is generated), as one
 *  string per element. */
const snapshot = () => {
  // Swapping the sheet starts the buttons' colour transitions: compare where they end.
  for (const animation of document.getAnimations()) animation.finish();
  return [...document.querySelectorAll('body *')].map((el) =>
  [null, '::before', '::after'].map((pseudo) => {
    const s = getComputedStyle(el, pseudo);
    if (pseudo && s.content === 'none') return '';
    return Array.from(s, (p) => `${p}:${s.getPropertyValue(p)}`).join(';');
  }).join('|'));
};

/** A block with `content-visibility: auto` (a long body's later blocks, src/components/Markup.tsx)
 *  that has not been near the viewport yet takes its placeholder size, and one that has, the size
 *  it had then; swapping the sheet renders every block once. So before each snapshot every such
 *  block is laid out once (as scrolling past it would), and both snapshots see real sizes. */
const layOutDeferred = async () => {
  const deferred = [...document.querySelectorAll<HTMLElement>('body *')].filter((e) => getComputedStyle(e).contentVisibility === 'auto');
  const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  for (const e of deferred) e.style.contentVisibility = 'visible';
  await frames();
  for (const e of deferred) e.style.removeProperty('content-visibility');
  await frames();
};

describe.each([['phone', phone], ['desktop', desktop]] as const)('each page\'s own stylesheet on a %s', (_name, viewport) => {
  it.each(allPageUrls)('%s is styled as the whole sheet styles it', async (url) => {
    const context = await browser().newContext({ viewport });
    const page = await context.newPage();
    // After the client module has run (it shows the share and print buttons), so that both
    // snapshots see the same markup.
    await open(page, baseUrl() + url);
    await page.evaluate(layOutDeferred);
    const own = await page.evaluate(snapshot);
    // The whole sheet as a file on this origin (admitted by 'self'), instead of the page's rules.
    await page.evaluate(() => document.querySelector('head style')!.remove());
    await page.addStyleTag({ url: assetUrls['site.css'] });
    await page.evaluate(layOutDeferred);
    const whole = await page.evaluate(snapshot);
    await context.close();
    expect(own.length).toBe(whole.length);
    const differ = own.flatMap((s, i) => (s === whole[i] ? [] : [i]));
    expect(differ, 'elements styled otherwise').toEqual([]);
  });
});
