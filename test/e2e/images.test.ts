// Every picture a visitor should see is drawn: every image of one page of each page type (the
// drawings, a body's picture), the team banner and every icon shown again by <use>. A request that
// succeeds is not enough: a sprite once answered 200 and showed nothing (it was not well-formed XML).
import { describe, expect, it } from 'vitest';
import { assetUrls } from '../../src/generated/assets.ts';
import { fullContent } from '../../src/generated/content-full.ts';
import { inlineSvgs } from '../../src/generated/inline-svg.ts';
import { baseUrl, onePerTypeUrls, open, phone, useBrowser } from './support.ts';

const browser = useBrowser();

describe('pictures', () => {
  it('every image of every page type decodes, lazy ones included', async () => {
    const page = await browser().newPage({ viewport: phone });
    let count = 0;
    const failed: string[] = [];
    for (const url of onePerTypeUrls) {
      await open(page, baseUrl() + url, { waitUntil: 'load' });
      const result = await page.evaluate(async () => {
        const images = [...document.images];
        for (const img of images) img.loading = 'eager';
        const results = await Promise.all(images.map((img) => img.decode().then(() => null, () => img.currentSrc || img.src)));
        return { count: images.length, failed: results.filter((r): r is string => r !== null) };
      });
      count += result.count;
      failed.push(...result.failed.map((src) => `${url}: ${src}`));
    }
    expect(count, 'the pages show images to check').toBeGreaterThan(0);
    expect(failed).toEqual([]);
    await page.close();
  });

  // The pages whose body shows a picture of its own (content/…/photo.png), whatever they are.
  const withPictures = [
    ...fullContent().articles.filter((a) => !a.draft && a.content.en.some((b) => b.kind === 'img')).map((a) => `/en/blog/${a.id}`),
    ...fullContent().newsItems.filter((n) => !n.draft && n.content.en.some((b) => b.kind === 'img')).map((n) => `/en/news/${n.slug}`),
  ];
  it.each(withPictures)('%s: a body\'s picture loads as AVIF at a phone\'s width, lazily, in the proportions its width and height give', async (url) => {
    const page = await browser().newPage({ viewport: phone, deviceScaleFactor: 2 });
    await open(page, baseUrl() + url, { waitUntil: 'load' });
    const picture = page.locator('main picture img').first();
    expect(await picture.getAttribute('loading')).toBe('lazy');
    expect(await picture.getAttribute('decoding')).toBe('async');
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shown = await picture.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return { src: img.currentSrc, height: box.height, expected: (box.width * Number(img.getAttribute('height'))) / Number(img.getAttribute('width')) };
    });
    expect(shown.src).toMatch(/\/assets\/content-images\/.+-\d+\.[0-9a-f]{12}\.avif$/);
    // Drawn in the proportions its width and height attributes gave before it loaded.
    expect(Math.abs(shown.height - shown.expected)).toBeLessThan(1.5);
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

  // A drawing made for a white page glares on a dark one: in the dark scheme no drawing may keep
  // a light box or paper (the share of its area in near-white), whether it is an image (its own
  // prefers-color-scheme block) or inline (the tokens' utilities), nor may the member placeholder.
  it('in the dark scheme no drawing and no member placeholder is left light', async () => {
    const page = await browser().newPage({ viewport: phone });
    await open(page, `${baseUrl()}/en/team`, { waitUntil: 'load' });
    // The drawings shown as images (the inline ones are checked where the page draws them).
    const images = Object.entries(assetUrls).filter(([name]) => name.startsWith('illustrations/') && name.endsWith('.svg') && !(name in inlineSvgs)).map(([, url]) => url);
    const brightShares = () => page.evaluate(async (urls) => {
      const bright = (r: number, g: number, b: number) => 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.85 * 255;
      const out: Record<string, number> = {};
      for (const url of urls) {
        const img = new Image();
        img.src = url;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const g = canvas.getContext('2d')!;
        g.drawImage(img, 0, 0);
        const { data } = g.getImageData(0, 0, canvas.width, canvas.height);
        let n = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 128 && bright(data[i]!, data[i + 1]!, data[i + 2]!)) n++;
        out[url] = n / (canvas.width * canvas.height);
      }
      // Inline drawings: the area of the shapes whose computed fill is near-white.
      for (const [i, svg] of [...document.querySelectorAll('main [role="img"] > svg, svg[data-photo-placeholder]')].entries()) {
        const box = (svg as SVGSVGElement).viewBox.baseVal;
        let area = 0;
        for (const shape of svg.querySelectorAll<SVGGraphicsElement>('rect, circle, path')) {
          const [r, g, b] = (getComputedStyle(shape).fill.match(/\d+/g) ?? []).map(Number);
          if (r !== undefined && bright(r, g!, b!)) area += shape.getBBox().width * shape.getBBox().height;
        }
        out[`inline ${i}${svg.hasAttribute('data-photo-placeholder') ? ' placeholder' : ''}`] = area / (box.width * box.height);
      }
      return out;
    }, images);
    const light = await brightShares();
    await page.emulateMedia({ colorScheme: 'dark' });
    const dark = await brightShares();
    // The test can fail: in the light scheme, drawings do show paper and light boxes.
    expect(Object.keys(dark).length).toBeGreaterThan(images.length);
    expect(Object.values(light).filter((share) => share > 0.1).length).toBeGreaterThan(2);
    expect(Object.entries(dark).filter(([, share]) => share > 0.03)).toEqual([]);
    await page.close();
  });
});
