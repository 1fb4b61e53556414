// Budgets a browser observes. At most three requests before the first paint, on every page in every language, on a first
// visit (empty cache) from a phone: the document, and at most the flag sprite (the client module
// is imported after the largest paint). A render-blocking stylesheet, a header logo as an <img>
// or one request per flag would each push a page over. Observed in Chromium with the Performance API: resources whose request
// started before first-contentful-paint, plus the document itself. A small added latency keeps
// the order of events that of a real network rather than of loopback. And the first-party
// JavaScript (the client module and the chunk it may import) stays under 3 KB gzip.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { assetUrls } from '../../src/generated/assets.ts';
import { allPageUrls, baseUrl, phone, useBrowser } from './support.ts';

const browser = useBrowser();
const budget = 3;
const jsBudget = 3 * 1024;

describe('requests before the first paint', () => {
  it(`are at most ${budget} on every page`, async () => {
    const context = await browser().newContext({ viewport: phone });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: -1, uploadThroughput: -1 });
    const over: string[] = [];
    for (const url of allPageUrls) {
      await page.goto(baseUrl() + url, { waitUntil: 'load' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      const before = await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
        // The favicon is the browser's own request, fetched once per visit and never blocking.
        const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href;
        return performance.getEntriesByType('resource').filter((r) => r.startTime < fcp && r.name !== icon).map((r) => new URL(r.name).pathname);
      });
      if (before.length + 1 > budget) over.push(`${url}: document + ${before.join(', ')}`);
    }
    await context.close();
    expect(over).toEqual([]);
  });
});

describe('first-party JavaScript', () => {
  it('is under 3 KB gzip in all, as served', async () => {
    const scripts = Object.values(assetUrls).filter((u) => u.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(1);
    let total = 0;
    for (const url of scripts) {
      const res = await fetch(baseUrl() + url);
      expect(res.status, url).toBe(200);
      total += gzipSync(Buffer.from(await res.arrayBuffer())).length;
    }
    expect(total).toBeLessThanOrEqual(jsBudget);
  });
});
