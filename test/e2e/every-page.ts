// Every page in every language, at one width (pages-phone.test.ts: 375 px, pages-desktop.test.ts:
// 1440 px, two files so the two lanes of the browser half share the longest work), as a visitor's
// browser sees it, in one load per page and width: no console error or CSP violation, no failed
// request, no horizontal scroll. Then the deep checks, on the pages each file names: zero axe
// violations (WCAG 2.0/2.1/2.2, levels A and AA); no colour-contrast violation in the dark scheme;
// each page inlines only the rules its markup uses (src/render/page-style.ts) with none it needs
// missing: every element has the same computed style with the page's own rules as with the whole
// stylesheet (served as a file), checked last, since it swaps the page's sheet. Pages of one type
// are one template with other text, and the header, footer and bar are the same on every page of
// a language: what a template decides is checked on one page per type, what its text decides on
// every page (docs/design.md, "Accessibility, checked where").
import { AxeBuilder } from '@axe-core/playwright';
import { describe, it } from 'vitest';
import type { ExpectStatic } from 'vitest';
import type { Browser } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assetUrls } from '../../src/generated/assets.ts';
import { classNames } from '../../src/generated/style.ts';
import { sheetProperties, showDeferred, styleSnapshot } from './page-style-check.ts';
import { baseUrl, open, watchCsp, watchProblems } from './support.ts';
import type { Page } from './support.ts';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const deferredClass = classNames['[content-visibility:auto]']!;
/** The whole stylesheet as the build wrote it: the properties it sets are the ones compared. */
const wholeSheet = readFileSync(join(import.meta.dirname, '../../dist/static', assetUrls['site.css']!), 'utf8');

/** Which pages are visited at one viewport, and which of them get which deep check. */
export interface DeepChecks {
  /** The pages visited: each loads cleanly. */
  readonly pages: readonly string[];
  /** Zero axe violations (WCAG 2.0/2.1/2.2, A and AA). */
  readonly axe: readonly string[];
  /** No colour-contrast violation in the dark scheme (a subset of `axe`). */
  readonly dark: readonly string[];
  /** Styled by its own inlined rules as by the whole sheet (a subset of `axe`). */
  readonly ownRules: readonly string[];
  /** The pages whose axe checks read the whole page; the others' read only their <main>, since
   *  the header, footer and bar around it are the same on every page of a language (a subset of `axe`). */
  readonly whole: readonly string[];
}

/** What every page is checked for at one viewport. Two pages at a time: while one waits on the
 *  site or on axe's answer, the other is drawn. */
export function checkEveryPage(name: string, viewport: { width: number; height: number }, browser: () => Browser, checks: DeepChecks) {
  const light = checks.pages.filter((url) => !checks.axe.includes(url));
  describe(`pages on a ${name}`, () => {
    it.concurrent.for(checks.axe)('%s loads cleanly, passes axe and the deep checks its file names', async (url, { expect }) => {
      await visit(browser(), viewport, url, expect, async (page) => {
        // Blocks a reader has not neared yet are not laid out (content-visibility: auto): axe
        // would take what is drawn behind them for their background, or skip their text. Laid out
        // here, as they are when the reader gets there; put back before the style check.
        await page.evaluate(showDeferred, deferredClass);
        const scope = (builder: AxeBuilder) => (checks.whole.includes(url) ? builder : builder.include('main'));
        const axe = await scope(new AxeBuilder({ page }).withTags(wcag)).analyze();
        const violations = axe.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
        expect.soft(violations, 'axe violations').toEqual([]);
        if (checks.dark.includes(url)) {
          // Only the colour-contrast rule, once the buttons' colour transitions have ended.
          await page.emulateMedia({ colorScheme: 'dark' });
          await page.evaluate(() => { for (const animation of document.getAnimations()) animation.finish(); });
          const contrast = await scope(new AxeBuilder({ page }).withRules(['color-contrast'])).analyze();
          expect.soft(contrast.violations.flatMap((v) => v.nodes.slice(0, 3).map((n) => n.target.join(' '))), 'colour contrast in the dark scheme').toEqual([]);
          await page.emulateMedia({ colorScheme: 'light' });
          await page.evaluate(() => { for (const animation of document.getAnimations()) animation.finish(); });
        }
        await page.evaluate((name) => { for (const e of document.querySelectorAll<HTMLElement>(`.${name}`)) e.style.removeProperty('content-visibility'); }, deferredClass);
        if (checks.ownRules.includes(url)) await checkOwnRules(page, expect);
      });
    });
    if (light.length) it.concurrent.for(light)('%s loads cleanly', async (url, { expect }) => {
      await visit(browser(), viewport, url, expect, async () => {});
    });
  });
}

/** Opens `url` in a new context, checks the status and horizontal scroll, runs `more`, then checks
 *  that nothing logged an error, failed to load or broke the CSP. */
async function visit(browser: Browser, viewport: { width: number; height: number }, url: string, expect: ExpectStatic, more: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems = watchProblems(page);
  const csp = await watchCsp(page);
  try {
    // After the client module has run (it shows the share and print buttons), so that both
    // stylesheet snapshots see the same markup.
    const res = await open(page, baseUrl() + url, { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(overflow, 'horizontal scroll').toBeLessThanOrEqual(0);
    await more(page);
    expect.soft(problems, 'console errors, failed requests').toEqual([]);
    expect.soft(csp, 'CSP violations').toEqual([]);
  } finally {
    await context.close();
  }
}

/** The page styled by its own inlined rules, then by the whole sheet as a file on this origin
 *  (admitted by 'self'): every element's computed style must be the same. */
async function checkOwnRules(page: Page, expect: ExpectStatic) {
  const properties = await page.evaluate(sheetProperties, wholeSheet);
  expect(properties.length, 'properties the whole sheet sets').toBeGreaterThan(0);
  const ownDeferred = await page.evaluate(showDeferred, deferredClass);
  await page.evaluate(styleSnapshot, ['keep', properties] as const);
  await page.evaluate((name) => { for (const e of document.querySelectorAll<HTMLElement>(`.${name}`)) e.style.removeProperty('content-visibility'); }, deferredClass);
  await page.evaluate(() => document.querySelector('head style')!.remove());
  await page.addStyleTag({ url: assetUrls['site.css'] });
  const wholeDeferred = await page.evaluate(showDeferred, deferredClass);
  const { kept, now, differ } = await page.evaluate(styleSnapshot, ['compare', properties] as const);
  expect.soft(ownDeferred, 'own sheet: elements laid out when the reader nears them').toEqual(wholeDeferred);
  expect(kept, 'own sheet: elements').toBe(now);
  expect(differ, 'own sheet: elements styled otherwise').toEqual([]);
}
