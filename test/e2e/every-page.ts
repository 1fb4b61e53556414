// Every page (test/page-sample.ts: every route in every language, a bounded sample of articles and
// news items, or PAGES) loaded once, in a phone's browser on a first visit, and checked for all a
// browser decides about it (docs/design.md, "Accessibility, checked where"):
// - at 375 px: status 200; at most three requests before the first paint (the document and at most
//   two more: the client module waits for the largest paint); no horizontal scroll; zero axe
//   violations (WCAG 2.0/2.1/2.2, A and AA) on its <main>, and on the whole page for one page per
//   type and language (the header, footer and bar are the same on every page of a language); no
//   colour-contrast violation in the dark scheme;
// - laid out at every width from 320 to 1920 px (the viewport resized: a width's layout is its
//   CSS's, as on a load at that width, and the client module reads no width): no split word, no
//   sideways scroll, no text wider than its box (layout-check.ts);
// - at 1440 px, for one page per type (the languages in turn): axe on the whole page;
// - styled by its own inlined rules (src/render/page-style.ts) as by the whole stylesheet at 375
//   and 1440 px, for one page per type: every element's computed style the same, checked last
//   since it swaps the page's sheet;
// - no console error, failed request or CSP violation at any width;
// - and its HTML, as the browser got it, kept for the W3C checker (one run over every page: vnu.ts).
// Before, five files loaded each page once each (pages-phone, pages-desktop, words, first-paint,
// html-validity): the same checks on one load cost about half (docs/performance.md, "The test run").
import { AxeBuilder } from '@axe-core/playwright';
import { it } from 'vitest';
import type { ExpectStatic } from 'vitest';
import type { Browser } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assetUrls } from '../../src/generated/assets.ts';
import { classNames } from '../../src/generated/style.ts';
import { layoutFaults, layoutWidths } from './layout-check.ts';
import { sheetProperties, showDeferred, styleSnapshot } from './page-style-check.ts';
import { baseUrl, desktop, open, phone, watchCsp, watchProblems } from './support.ts';
import type { Page } from './support.ts';
import type { HtmlDocument } from './vnu.ts';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const deferredClass = classNames['[content-visibility:auto]']!;
/** The whole stylesheet as the build wrote it: the properties it sets are the ones compared. */
const wholeSheet = readFileSync(join(import.meta.dirname, '../../dist/static', assetUrls['site.css']!), 'utf8');
/** Requests before the first paint, the document included. */
export const requestsBeforePaint = 3;

/** Which pages get which check beyond what every page gets. */
export interface PageChecks {
  /** The pages visited: every check at 375 px on <main>, the layout at every width, the HTML. */
  readonly pages: readonly string[];
  /** At 375 px: axe on the whole page, and its own rules against the whole sheet. */
  readonly phoneWhole: readonly string[];
  /** At 1440 px: axe on the whole page, and its own rules against the whole sheet. */
  readonly desktopWhole: readonly string[];
}

/** One test per page, two pages at a time (while one waits on the site or on axe, the other is
 *  drawn); each page's HTML goes into `html` for the W3C check after them. */
export function checkEveryPage(browser: () => Browser, checks: PageChecks, html: Map<string, HtmlDocument>) {
  it.concurrent.for(checks.pages)('%s', async (url, { expect }) => {
    const phoneWhole = checks.phoneWhole.includes(url);
    const desktopWhole = checks.desktopWhole.includes(url);
    const context = await browser().newContext({ viewport: phone });
    const page = await context.newPage();
    const problems = watchProblems(page);
    const csp = await watchCsp(page);
    try {
      // A first visit (a new context: nothing cached) over a network with some latency, so the
      // order of events is a real network's rather than loopback's.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: -1, uploadThroughput: -1 });
      // After the client module has run (it shows the share and print buttons), so that every check
      // sees the page a visitor gets.
      const res = await open(page, baseUrl() + url, { waitUntil: 'load' });
      expect(res?.status()).toBe(200);
      html.set(url, { name: `GET ${url}`, html: (await res?.text()) ?? '' });
      const beforePaint = await requestsBeforeFirstPaint(page);
      expect.soft(beforePaint.length + 1, `requests before the first paint: the document, ${beforePaint.join(', ')}`).toBeLessThanOrEqual(requestsBeforePaint);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect.soft(overflow, 'horizontal scroll at 375 px').toBeLessThanOrEqual(0);

      // Blocks a reader has not neared yet are not laid out (content-visibility: auto): axe would
      // take what is drawn behind them for their background, or skip their text. Laid out here, as
      // they are when the reader gets there; put back before the layout and style checks.
      await page.evaluate(showDeferred, deferredClass);
      await axe(page, expect, phoneWhole, 'at 375 px');
      // Only the colour-contrast rule, once the buttons' colour transitions have ended.
      await page.emulateMedia({ colorScheme: 'dark' });
      await finishAnimations(page);
      const contrast = await scope(new AxeBuilder({ page }).withRules(['color-contrast']), phoneWhole).analyze();
      expect.soft(contrast.violations.flatMap((v) => v.nodes.slice(0, 3).map((n) => n.target.join(' '))), 'colour contrast in the dark scheme').toEqual([]);
      await page.emulateMedia({ colorScheme: 'light' });
      await finishAnimations(page);
      await page.evaluate(hideDeferred, deferredClass);

      const faults: string[] = [];
      for (const width of layoutWidths) {
        await page.setViewportSize({ width, height: 900 });
        faults.push(...(await page.evaluate(layoutFaults)).map((f) => `${width} px: ${f}`));
      }
      expect.soft(faults.slice(0, 40), `${faults.length} layout faults (split words, sideways scroll, text wider than its box)`).toEqual([]);

      if (desktopWhole) {
        await page.setViewportSize(desktop);
        await page.evaluate(showDeferred, deferredClass);
        await axe(page, expect, true, 'at 1440 px');
        await page.evaluate(hideDeferred, deferredClass);
      }
      const ownRulesAt = [...(phoneWhole ? [phone] : []), ...(desktopWhole ? [desktop] : [])];
      if (ownRulesAt.length) await checkOwnRules(page, expect, ownRulesAt);
      // What the widths asked for (a wider width may load other image sizes) has arrived or failed.
      await page.waitForLoadState('networkidle');
      expect.soft(problems, 'console errors, failed requests').toEqual([]);
      expect.soft(csp, 'CSP violations').toEqual([]);
    } finally {
      await context.close();
    }
  });
}

/** axe on the page itself: its legacy mode runs axe.run() in the page, where the default mode runs
 *  it in parts and then opens a blank page to join them (for cross-origin frames, which the site's
 *  pages have none of): the same rules and results at about half the cost per run. */
const scope = (builder: AxeBuilder, whole: boolean) => (whole ? builder : builder.include('main')).setLegacyMode(true);

async function axe(page: Page, expect: ExpectStatic, whole: boolean, where: string) {
  const result = await scope(new AxeBuilder({ page }).withTags(wcag), whole).analyze();
  const violations = result.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect.soft(violations, `axe violations ${where}${whole ? ', whole page' : ''}`).toEqual([]);
}

const finishAnimations = (page: Page) => page.evaluate(() => { for (const animation of document.getAnimations()) animation.finish(); });

/** Undoes showDeferred: the blocks lay out when the reader nears them again. */
const hideDeferred = (name: string) => { for (const e of document.querySelectorAll<HTMLElement>(`.${name}`)) e.style.removeProperty('content-visibility'); };

/** The resources whose request started before the first contentful paint, the document aside (and
 *  the favicon, the browser's own request, which never blocks). */
async function requestsBeforeFirstPaint(page: Page): Promise<string[]> {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  const before = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href;
    return performance.getEntriesByType('resource').filter((r) => r.startTime < fcp && r.name !== icon).map((r) => new URL(r.name).pathname);
  });
  return before;
}

/** The page styled by its own inlined rules, then by the whole sheet as a file on this origin
 *  (admitted by 'self'): every element's computed style must be the same, at each viewport. */
async function checkOwnRules(page: Page, expect: ExpectStatic, viewports: readonly { width: number; height: number }[]) {
  const properties = await page.evaluate(sheetProperties, wholeSheet);
  expect(properties.length, 'properties the whole sheet sets').toBeGreaterThan(0);
  const own: number[][] = [];
  for (const [i, viewport] of viewports.entries()) {
    await page.setViewportSize(viewport);
    own.push(await page.evaluate(showDeferred, deferredClass));
    await page.evaluate(styleSnapshot, ['keep', properties, i] as const);
    await page.evaluate(hideDeferred, deferredClass);
  }
  await page.evaluate(() => document.querySelector('head style')!.remove());
  await page.addStyleTag({ url: assetUrls['site.css'] });
  for (const [i, viewport] of viewports.entries()) {
    await page.setViewportSize(viewport);
    const wholeDeferred = await page.evaluate(showDeferred, deferredClass);
    const { kept, now, differ } = await page.evaluate(styleSnapshot, ['compare', properties, i] as const);
    const at = `own sheet at ${viewport.width} px`;
    expect.soft(own[i], `${at}: elements laid out when the reader nears them`).toEqual(wholeDeferred);
    expect(kept, `${at}: elements`).toBe(now);
    expect(differ, `${at}: elements styled otherwise`).toEqual([]);
    await page.evaluate(hideDeferred, deferredClass);
  }
}
