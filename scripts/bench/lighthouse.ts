// Lighthouse for `npm run bench`: mobile, Debian Chromium, the paint audits only, no full-page
// screenshot. Each page runs in pairs, through the worker and from the floor, alternating which
// goes first, in one browser: one run varies by ±100 ms here, but a pair's two runs share their
// moment, so the median of the pairs' differences is the site's own cost.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromeArgs, chromePath } from '../shared/browser.ts';

export type Throttling = 'simulate' | 'devtools';

export interface Pair { site: number; floor: number }

export interface PageCost {
  path: string;
  /** Pairs where both runs measured an LCP (ms). */
  pairs: Pair[];
  /** Median of the pairs' differences, site − floor (NaN when no pair measured). */
  cost: number;
}

/** The median of the finite values (NaN when there is none). */
export const median = (values: readonly number[]): number => {
  const s = values.filter(Number.isFinite).sort((a, b) => a - b), m = Math.floor(s.length / 2);
  return !s.length ? NaN : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** The site's cost from its pairs: the median of (site − floor). */
export const costOf = (pairs: readonly Pair[]): number => median(pairs.map((p) => p.site - p.floor));

/** Simulated runs wait less for quiet after the load (default 1 s each): the page is local and
 *  loaded; the simulation models the throttled load from the trace either way. Applied throttling
 *  keeps Lighthouse's own windows (it forces at least 5.25 s). */
const quiet = { pauseAfterFcpMs: 250, pauseAfterLoadMs: 250, networkQuietThresholdMs: 250, cpuQuietThresholdMs: 250 };

/** One Lighthouse run: the page's LCP in ms (NaN when Lighthouse measured none, e.g. NO_NAVSTART). */
async function lcpOnce(port: number, url: string, throttlingMethod: Throttling): Promise<number> {
  const result = await lighthouse(url, {
    port, output: 'json', logLevel: 'error', throttlingMethod,
    onlyAudits: ['first-contentful-paint', 'largest-contentful-paint'], disableFullPageScreenshot: true,
  }, throttlingMethod === 'simulate' ? { extends: 'lighthouse:default', settings: quiet } : undefined);
  return result?.lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
}

/** `pairs` pairs per page, site and floor alternating which runs first; a pair missing an LCP is
 *  run again, two extra tries per page at most. Pages reached after `deadline` (epoch ms) are not
 *  measured (no pairs). `onPage` sees each page as it is done. */
export async function pairedCosts(siteOrigin: string, floorOrigin: string, paths: readonly string[], throttling: Throttling, pairs: number, deadline = Infinity, onPage: (row: PageCost) => void = () => {}): Promise<PageCost[]> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromeArgs] });
  const rows: PageCost[] = [];
  let turn = 0;
  try {
    for (const path of paths) {
      const got: Pair[] = [];
      for (let tries = 0; got.length < pairs && tries < pairs + 2 && Date.now() < deadline; tries++) {
        const siteFirst = turn++ % 2 === 0;
        const first = await lcpOnce(chrome.port, (siteFirst ? siteOrigin : floorOrigin) + path, throttling);
        const second = await lcpOnce(chrome.port, (siteFirst ? floorOrigin : siteOrigin) + path, throttling);
        if (Number.isFinite(first) && Number.isFinite(second)) got.push(siteFirst ? { site: first, floor: second } : { site: second, floor: first });
      }
      const row = { path, pairs: got, cost: costOf(got) };
      rows.push(row);
      onPage(row);
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
