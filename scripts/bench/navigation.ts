// The bench's navigation row: click → largest paint of the next page, for Home → /report and
// /blog → an article, in Chromium under applied throttling (CDP: Lighthouse's mobile network and a
// 4× slower CPU), with the page's Speculation Rules as served ("with") and with speculation turned
// off in the browser ("without"). The next page's largest paint is read from its own timeline
// (after activation for a prerendered page), the click from the first page's clock.
import { chromium, type Page } from 'playwright-core';
import { chromeArgs, chromePath } from '../shared/browser.ts';

export interface NavigationRow { from: string; to: string; without: number; with: number }

const network = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** Click on the link to `to` and wait for the next page's largest paint: milliseconds from the click. */
async function clickToPaint(page: Page, origin: string, from: string, to: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(origin + from, { waitUntil: 'load' });
  // Time for what the rules start at once (a prerender), and for intent (a hover) on the link.
  const link = page.locator(`a[href="${to}"]`).locator("visible=true").first();
  await link.hover();
  await page.waitForTimeout(3000);
  const clickAt = await page.evaluate(() => performance.timeOrigin + performance.now());
  await Promise.all([page.waitForURL(origin + to), link.click()]);
  return page.evaluate(async (clicked) => {
    const lcp = await new Promise<number>((resolve) => {
      new PerformanceObserver((list: { getEntries(): { startTime: number }[] }) => resolve(list.getEntries().at(-1)!.startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const nav = performance.getEntriesByType('navigation')[0] as unknown as { activationStart?: number };
    return performance.timeOrigin + Math.max(lcp, nav.activationStart ?? 0) - clicked;
  }, clickAt);
}

/** Median click → paint of `runs` runs per navigation, without and with speculation. */
export async function navigationRows(origin: string, navigations: readonly [string, string][], runs = 3): Promise<NavigationRow[]> {
  const rows: NavigationRow[] = [];
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const speculation of [false, true]) {
    const browser = await chromium.launch({
      executablePath: chromePath, headless: true,
      args: [...chromeArgs, ...(speculation ? [] : ['--disable-features=Prerender2,SpeculationRulesPrefetchFuture,SpeculationRulesPrefetchProxy'])],
    });
    try {
      for (const [from, to] of navigations) {
        const times: number[] = [];
        for (let i = 0; i < runs; i++) {
          const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
          times.push(await clickToPaint(await context.newPage(), origin, from, to));
          await context.close();
        }
        const row = rows.find((r) => r.from === from) ?? rows[rows.push({ from, to, without: NaN, with: NaN }) - 1]!;
        row[speculation ? 'with' : 'without'] = median(times);
      }
    } finally { await browser.close(); }
  }
  return rows;
}
