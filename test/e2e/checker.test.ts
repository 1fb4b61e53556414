// The checks themselves can fail: a page with the faults they look for is caught.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, it } from 'vitest';
import { useBrowser, phone } from './support.ts';

const browser = useBrowser();

it('axe reports a missing alt, an unlabeled input and low contrast', async () => {
  const context = await browser().newContext({ viewport: phone });
  const page = await context.newPage();
  await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head><body><main>
    <h1>Broken</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <input type="email"><p style="color:#bbb;background:#fff">faint</p>
    <div style="width:600px">too wide</div></main></body></html>`);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
  const ids = result.violations.map((v) => v.id);
  expect(ids).toEqual(expect.arrayContaining(['image-alt', 'label', 'color-contrast']));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeGreaterThan(0);
  await context.close();
});
