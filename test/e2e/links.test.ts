// Every internal link on every page leads somewhere: clicking never reaches a 404.
import { expect, it } from 'vitest';
import { allPageUrls, baseUrl, useBrowser } from './support.ts';

const browser = useBrowser();

// The localized Atom feeds are added by issue 15 (built on another branch): until it is merged
// they answer 404 here, and then they are checked like every other target.
const pendingFeeds = new Set(['/feed.xml', '/cn/feed.xml', '/en/feed.xml']);

it('every internal link resolves', async () => {
  const context = await browser().newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const targets = new Map<string, string>();
  const fragments: { url: string; id: string }[] = [];
  for (const url of allPageUrls) {
    await page.goto(baseUrl() + url);
    const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href')!));
    for (const href of hrefs) {
      if (href.startsWith('#')) fragments.push({ url, id: href.slice(1) });
      else if (href.startsWith('/')) targets.set(href.split('#')[0]!, url);
    }
    for (const { id } of fragments.filter((f) => f.url === url)) {
      expect(await page.locator(`[id="${id}"]`).count(), `#${id} on ${url}`).toBe(1);
    }
  }
  expect(targets.size).toBeGreaterThan(60);
  for (const [target, from] of targets) {
    const res = await page.request.get(baseUrl() + target, { maxRedirects: 0 });
    if (pendingFeeds.has(target) && res.status() === 404) continue;
    expect(res.status(), `${target} (linked from ${from})`).toBe(200);
  }
  await context.close();
});
