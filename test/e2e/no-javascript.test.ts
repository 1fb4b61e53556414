// With JavaScript off, every page still reads, the menu is reachable, languages switch and the
// search box searches.
import { describe, expect, it } from 'vitest';
import { allPageUrls, baseUrl, desktop, useBrowser, phone } from './support.ts';

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

  it('the header search box searches, on a wide screen and from the phone menu', async () => {
    const wide = await browser().newContext({ viewport: desktop, javaScriptEnabled: false });
    const page = await wide.newPage();
    await page.goto(`${baseUrl()}/en/about`);
    await page.locator('#header-q').fill('romance');
    await page.locator('#header-q').press('Enter');
    await page.waitForURL('**/en/search?q=romance');
    await expect(page.locator('[data-search-result="/scams/romance"] a').first().isVisible()).resolves.toBe(true);
    await wide.close();

    const narrow = await browser().newContext({ viewport: phone, javaScriptEnabled: false });
    const mobile = await narrow.newPage();
    await mobile.goto(`${baseUrl()}/cn/blog`);
    expect(await mobile.locator('#header-q').isVisible()).toBe(false);
    await mobile.locator('[data-menu-toggle]').click();
    await mobile.locator('#menu-q').fill('投资诈骗');
    await mobile.locator('#site-menu button[type="submit"]').click();
    await mobile.waitForURL('**/cn/search?q=*');
    await expect(mobile.locator('[data-search-result="/scams/investment"]').isVisible()).resolves.toBe(true);
    await narrow.close();
  });
});
