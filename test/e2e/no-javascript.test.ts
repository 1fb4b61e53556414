// With JavaScript off, every page still reads, the menu is reachable and languages switch.
import { describe, expect, it } from 'vitest';
import { allPageUrls, baseUrl, useBrowser, phone } from './support.ts';

const browser = useBrowser();

describe('without JavaScript', () => {
  it('every page is readable', async () => {
    const context = await browser().newContext({ viewport: phone, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const url of allPageUrls) {
      const res = await page.goto(baseUrl() + url);
      expect(res?.status(), url).toBe(200);
      expect(await page.locator('h1').isVisible(), url).toBe(true);
      expect((await page.locator('main').innerText()).length, url).toBeGreaterThan(200);
    }
    await context.close();
  });

  it('the menu opens as a link to itself', async () => {
    const context = await browser().newContext({ viewport: phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/en/about`);
    expect(await page.locator('#site-menu').isVisible()).toBe(false);
    await page.locator('[data-menu-toggle]').click();
    expect(await page.locator('#site-menu').isVisible()).toBe(true);
    await page.locator('#site-menu a[href="/en/partners"]').click();
    await page.waitForURL('**/en/partners');
    await context.close();
  });

  it('language links go to the same page in the other language', async () => {
    const context = await browser().newContext({ viewport: phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/cases`);
    await page.locator('a[data-lang-switch][hreflang="en"]').click();
    await page.waitForURL('**/en/cases');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });

  it('the share button stays hidden rather than doing nothing', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/en/blog/1`);
    expect(await page.locator('[data-share]').isVisible()).toBe(false);
    await context.close();
  });
});
