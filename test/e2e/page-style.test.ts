// Each page inlines only the rules its markup uses (src/render/page-style.ts). Proof that none it needs
// is missing: every element of every page, at a phone's and a desktop's width, has the same
// computed style with the page's own rules as with the whole stylesheet (served as a file).
import { describe, expect, it } from 'vitest';
import { assetUrls } from '../../src/generated/assets.ts';
import { classNames } from '../../src/generated/style.ts';
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
 *  reports a placeholder size until it has been near the viewport, and the size it had then
 *  afterwards; swapping the sheet renders every block once. So both snapshots are taken with such
 *  blocks shown (an inline style, which reading the styles lays out at once), and which elements
 *  had the rule is compared on its own: the positions, in document order, of those elements. */
const showDeferred = (name: string) => {
  // Only the elements of the class that carries the rule: a pass over every element's style
  // before the snapshot changes what a closed <details> reports for its never laid out content.
  const all = [...document.querySelectorAll<HTMLElement>('body *')];
  const deferred = all.flatMap((e, i) => (e.classList.contains(name) && getComputedStyle(e).contentVisibility === 'auto' ? [i] : []));
  for (const i of deferred) all[i]!.style.contentVisibility = 'visible';
  return deferred;
};
const deferredClass = classNames['[content-visibility:auto]']!;

describe.each([['phone', phone], ['desktop', desktop]] as const)('each page\'s own stylesheet on a %s', (_name, viewport) => {
  it.each(allPageUrls)('%s is styled as the whole sheet styles it', async (url) => {
    const context = await browser().newContext({ viewport });
    const page = await context.newPage();
    // After the client module has run (it shows the share and print buttons), so that both
    // snapshots see the same markup.
    await open(page, baseUrl() + url);
    const ownDeferred = await page.evaluate(showDeferred, deferredClass);
    const own = await page.evaluate(snapshot);
    // The whole sheet as a file on this origin (admitted by 'self'), instead of the page's rules.
    await page.evaluate((name) => { for (const e of document.querySelectorAll<HTMLElement>(`.${name}`)) e.style.removeProperty('content-visibility'); }, deferredClass);
    await page.evaluate(() => document.querySelector('head style')!.remove());
    await page.addStyleTag({ url: assetUrls['site.css'] });
    const wholeDeferred = await page.evaluate(showDeferred, deferredClass);
    const whole = await page.evaluate(snapshot);
    await context.close();
    expect(ownDeferred, 'elements laid out when the reader nears them').toEqual(wholeDeferred);
    expect(own.length).toBe(whole.length);
    const differ = own.flatMap((s, i) => (s === whole[i] ? [] : [i]));
    expect(differ, 'elements styled otherwise').toEqual([]);
  });
});
