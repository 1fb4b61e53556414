// Every picture a visitor should see is drawn: each flag (a view of the one flag sprite), the
// team banner and every icon shown again by <use>. A request that succeeds is not enough: the
// sprite once answered 200 and showed nothing, because it was not well-formed XML.
import { describe, expect, it } from 'vitest';
import { baseUrl, open, phone, useBrowser } from './support.ts';

const browser = useBrowser();

describe('pictures', () => {
  it.each(['/report', '/cn/report', '/en', '/en/team'])('%s: every image decodes, lazy ones included', async (url) => {
    const page = await browser().newPage({ viewport: phone });
    await open(page, baseUrl() + url, { waitUntil: 'load' });
    const failed = await page.evaluate(async () => {
      const images = [...document.images];
      for (const img of images) img.loading = 'eager';
      const results = await Promise.all(images.map((img) => img.decode().then(() => null, () => img.currentSrc || img.src)));
      return { count: images.length, failed: results.filter((r) => r !== null) };
    });
    expect(failed.count).toBeGreaterThan(10);
    expect(failed.failed).toEqual([]);
    await page.close();
  });

  it('an icon shown by <use> is drawn the same size as its first copy', async () => {
    const page = await browser().newPage({ viewport: phone });
    await open(page, `${baseUrl()}/en/report`, { waitUntil: 'load' });
    const boxes = await page.evaluate(() => [...document.querySelectorAll('svg.icon use')].slice(0, 5).map((use) => {
      const id = use.getAttribute('href')!.slice(1);
      const drawn = (use as SVGGraphicsElement).getBBox();
      const first = (document.getElementById(id) as unknown as SVGGraphicsElement).getBBox();
      return [drawn.width > 0 && drawn.height > 0, Math.round(drawn.width) === Math.round(first.width) && Math.round(drawn.height) === Math.round(first.height)];
    }));
    expect(boxes.length).toBe(5);
    expect(boxes).toEqual(boxes.map(() => [true, true]));
    await page.close();
  });
});
