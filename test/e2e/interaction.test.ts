// What a visitor does with JavaScript on: switch language, use the menu on a phone, move by
// keyboard, and meet a missing page.
import { articles } from '../../src/content/articles/index.ts';
import { describe, expect, it } from 'vitest';
import { baseUrl, desktop, useBrowser, phone, open } from './support.ts';

const browser = useBrowser();

async function newPage(viewport = desktop) {
  const context = await browser().newContext({ viewport });
  return { context, page: await context.newPage() };
}

describe('language switch', () => {
  it('keeps the path, replaces the history entry, and Back leaves as a visitor expects', async () => {
    const { context, page } = await newPage();
    await open(page, `${baseUrl()}/about`);
    // Each page's script replaces the history entry once it has loaded (after the page's largest
    // paint): a click before that is an ordinary link, so each step waits for it, as a reader's
    // second tap comes after the page is up.
    const enhanced = () => page.waitForSelector('html[data-enhanced]', { state: 'attached' });
    await page.click('a[href="/team"]');
    await page.waitForURL('**/team');
    await enhanced();
    const length = await page.evaluate(() => history.length);

    await page.click('a[data-lang-switch][hreflang="en"]');
    await page.waitForURL('**/en/team');
    await enhanced();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.click('a[data-lang-switch][hreflang="zh-Hans-CN"]');
    await page.waitForURL('**/cn/team');
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-Hans-CN');
    expect(await page.evaluate(() => history.length)).toBe(length);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/about');
    await context.close();
  });
});

describe('mobile menu', () => {
  it('opens, moves focus, closes on Escape and on a link click, with aria-expanded following', async () => {
    const { context, page } = await newPage(phone);
    await open(page, `${baseUrl()}/en`);
    const toggle = page.locator('[data-menu-toggle]');
    const menu = page.locator('#site-menu');
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.isVisible()).toBe(true);
    // The menu's first link: where to report, the most urgent of its tools.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/en/report');
    expect(page.url()).not.toContain('#site-menu');

    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-menu-toggle'))).toBe(true);

    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.locator('#site-menu a[href="/en/cases"]').click();
    await page.waitForURL('**/en/cases');
    expect(await page.locator('[data-menu-toggle]').getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('is a toggle on small screens only', async () => {
    const { context, page } = await newPage(desktop);
    await open(page, `${baseUrl()}/`);
    expect(await page.locator('[data-menu-toggle]').isVisible()).toBe(false);
    expect(await page.locator('#site-menu').isVisible()).toBe(true);
    await context.close();
  });
});

describe('keyboard', () => {
  it('starts with a skip link to the main content', async () => {
    const { context, page } = await newPage();
    await open(page, `${baseUrl()}/en/team`);
    await page.keyboard.press('Tab');
    const skip = page.locator(':focus');
    expect(await skip.getAttribute('href')).toBe('#main');
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });

  it.each(['/', '/en/blog', '/cn/team'])('shows a visible focus indicator on every interactive element of %s', async (url) => {
    const { context, page } = await newPage();
    await open(page, baseUrl() + url);
    const count = await page.locator('a[href], button:not([disabled]):not([hidden]), input:not([disabled])').count();
    const seen = new Set<string>();
    for (let i = 0; i < count + 5; i++) {
      await page.keyboard.press('Tab');
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        return {
          key: `${el.tagName}:${el.getAttribute('href') ?? ''}:${el.textContent?.slice(0, 20)}:${Math.round(rect.top + scrollY)}`,
          outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
          visible: rect.width > 0 && rect.height > 0,
        };
      });
      if (!info) break;
      if (seen.has(info.key)) break;
      seen.add(info.key);
      if (!info.visible) continue;
      expect(info.outline, info.key).toBe(true);
    }
    expect(seen.size).toBeGreaterThan(15);
    await context.close();
  });
});

describe('missing pages', () => {
  it('logs the missing path to the browser console', async () => {
    const { context, page } = await newPage();
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    const res = await open(page, `${baseUrl()}/en/no-such-page`);
    expect(res?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Oops! Page not found');
    await expect.poll(() => messages.some((m) => m.includes('/en/no-such-page'))).toBe(true);
    await page.locator('main a', { hasText: 'Return to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/en');
    await context.close();
  });

  it('shows the article-not-found view with a way back to the blog', async () => {
    const { context, page } = await newPage();
    const res = await open(page, `${baseUrl()}/blog/${Math.max(...articles.map((a) => a.id)) + 1}`);
    expect(res?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('文章不存在');
    await page.locator('main a[data-way-back]').click();
    await page.waitForURL((url) => url.pathname === '/blog');
    await context.close();
  });
});

describe('article share button', () => {
  it('appears with JavaScript and copies the link where Web Share is missing', async () => {
    const context = await browser().newContext({ viewport: desktop, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await open(page, `${baseUrl()}/en/blog/2`);
    const share = page.locator('[data-share]');
    expect(await share.isVisible()).toBe(true);
    const hasWebShare = await page.evaluate(() => typeof navigator.share === 'function');
    if (!hasWebShare) {
      await share.click();
      await expect.poll(() => share.textContent()).toContain('Link copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/en/blog/2`);
    }
    await context.close();
  });
});
