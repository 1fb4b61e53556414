// Lighthouse for `npm run bench`: mobile, Debian Chromium, with its default (simulated) throttling
// or with applied throttling (`throttlingMethod: 'devtools'`: the network and CPU really slowed, so
// a page paints from what has arrived, where the simulation charges the whole document). One run
// varies by ±100 ms on this machine, so each page runs three times and the median run (by LCP)
// is reported, with all four scores, CLS, and the requests made in all and before first paint;
// two pages compared closer than that run in alternating pairs (pairedLcps).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromeArgs, chromePath } from './browser.ts';

export interface LighthouseRow {
  path: string;
  perf: number; a11y: number; bp: number; seo: number;
  fcp: number; lcp: number; tbt: number; cls: number;
  /** All requests of the load, and those that started before first contentful paint. */
  requests: number; beforePaint: number;
  /** Why runs of this page gave no LCP (Lighthouse's runtime error, or the LCP audit's), if any did. */
  failures: string[];
}

export const runsPerPage = 3;

interface NetworkItem { url: string; networkRequestTime?: number; startTime?: number }

const median = <T>(rows: T[], key: (r: T) => number): T => [...rows].sort((a, b) => key(a) - key(b))[Math.floor(rows.length / 2)]!;

export type Throttling = 'simulate' | 'devtools';

/** One Lighthouse run of a page; `full` also audits accessibility, best practices and SEO. */
async function runOnce(port: number, url: string, path: string, throttlingMethod: Throttling, full: boolean, dumpName: string): Promise<{ row: Omit<LighthouseRow, 'a11y' | 'bp' | 'seo'>; scores?: Pick<LighthouseRow, 'a11y' | 'bp' | 'seo'> }> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', throttlingMethod, ...(full ? {} : { onlyCategories: ['performance'] }) });
  const lhr = result!.lhr;
  if (process.env.BENCH_LHR_DIR) writeFileSync(join(process.env.BENCH_LHR_DIR, `${dumpName}.json`), JSON.stringify(lhr));
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []);
  // Observed (unthrottled) FCP and request start times share the trace's clock (ms).
  const observedFcp = (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined)?.items?.[0]?.observedFirstContentfulPaint ?? Infinity;
  const beforePaint = items.filter((r) => (r.networkRequestTime ?? r.startTime ?? Infinity) < observedFcp).length;
  const failure = lhr.runtimeError?.code ?? lhr.audits['largest-contentful-paint']?.errorMessage;
  return {
    row: {
      path, perf: score('performance'),
      fcp: audit('first-contentful-paint'), lcp: audit('largest-contentful-paint'), tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'), requests: items.length, beforePaint, failures: failure ? [failure] : [],
    },
    scores: lhr.categories.accessibility ? { a11y: score('accessibility'), bp: score('best-practices'), seo: score('seo') } : undefined,
  };
}

const launch = () => chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromeArgs] });
const dumpName = (path: string, throttling: Throttling, i: number | string) => `${path.replace(/\W+/g, '_')}-${throttling}-${i}`;

export async function lighthouseRows(baseUrl: string, paths: readonly string[], onRow: (row: LighthouseRow) => void, throttlingMethod: Throttling = 'simulate'): Promise<LighthouseRow[]> {
  const chrome = await launch();
  const rows: LighthouseRow[] = [];
  try {
    for (const path of paths) {
      const runs: LighthouseRow[] = [];
      // Accessibility, best practices and SEO do not vary from run to run: the first run audits
      // them, the others only performance (a fifth less time per run, measured on this machine).
      let scores: Pick<LighthouseRow, 'a11y' | 'bp' | 'seo'> | undefined;
      // A run that measured no LCP (Lighthouse's NO_NAVSTART, now and then) is run again, up to
      // as many extra runs as the page has, so the median is of three whenever it can be.
      for (let i = 0; runs.filter((r) => Number.isFinite(r.lcp)).length < runsPerPage && i < 2 * runsPerPage; i++) {
        const run = await runOnce(chrome.port, baseUrl + path, path, throttlingMethod, !scores, dumpName(path, throttlingMethod, i));
        scores ??= run.scores;
        runs.push({ ...run.row, ...(scores ?? { a11y: 0, bp: 0, seo: 0 }) });
      }
      // The median of the runs that measured an LCP (NaN does not sort); the others are reported.
      const measured = runs.filter((r) => Number.isFinite(r.lcp));
      const row = { ...median(measured.length ? measured : runs, (r) => r.lcp), failures: runs.flatMap((r) => r.failures) };
      rows.push(row);
      onRow(row);
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/** `pairs` runs of page `a` then page `b`, alternating in one browser, performance only: the LCP
 *  of each pair, for a difference smaller than one run's spread (the machine drifts; a pair's two
 *  runs share its moment). A pair where either run measured no LCP is run again, a few times at most. */
export async function pairedLcps(baseUrl: string, a: string, b: string, pairs: number, throttlingMethod: Throttling): Promise<{ a: number; b: number }[]> {
  const chrome = await launch();
  const out: { a: number; b: number }[] = [];
  try {
    for (let i = 0; out.length < pairs && i < pairs + 3; i++) {
      const ra = await runOnce(chrome.port, baseUrl + a, a, throttlingMethod, false, dumpName(a, throttlingMethod, `pair${i}`));
      const rb = await runOnce(chrome.port, baseUrl + b, b, throttlingMethod, false, dumpName(b, throttlingMethod, `pair${i}`));
      if (Number.isFinite(ra.row.lcp) && Number.isFinite(rb.row.lcp)) out.push({ a: ra.row.lcp, b: rb.row.lcp });
    }
  } finally {
    await chrome.kill();
  }
  return out;
}
