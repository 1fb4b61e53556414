// Print and save: the report page, the scam guides and How We Work print as a victim can take them
// to the bank or the police: no header, navigation, banners or buttons; web addresses and phone
// numbers written out; internal links followed by their full address. And the Print button.
import { describe, expect, it } from 'vitest';
import { baseUrl, desktop, useBrowser, open } from './support.ts';

const browser = useBrowser();

describe.each(['/en/scams/phishing', '/scams/investment', '/cn/report', '/en/how-we-work'])('printing %s', (path) => {
  it('hides the site chrome and writes addresses and numbers out', async () => {
    const context = await browser().newContext({ viewport: desktop });
    const page = await context.newPage();
    await open(page, baseUrl() + path);
    await page.emulateMedia({ media: 'print' });
    for (const selector of ['header', 'footer', '[data-print]', '.skip-link']) {
      const shown = await page.locator(selector).evaluateAll((els) => els.some((el) => getComputedStyle(el).display !== 'none'));
      expect(shown, selector).toBe(false);
    }
    // Every external link in the page body says its own address; every phone link its number.
    const links = await page.locator('main a[href^="https://"], main a[href^="tel:"], main a[href^="sms:"]').evaluateAll((els) =>
      els.map((a) => ({ href: a.getAttribute('href')!, text: (a.textContent ?? '').trim(), visible: getComputedStyle(a).display !== 'none' })));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links.filter((l) => l.visible)) {
      const isNumber = /^(tel|sms):/.test(link.href);
      const written = isNumber ? link.text.replace(/[^+\d]/g, '') : `https://${link.text}`;
      expect(written, link.href).toBe(isNumber ? link.href.slice(4) : link.href);
    }
    // Internal links that matter on paper are followed by their absolute address.
    const after = await page.locator('main a[data-print-url]').evaluateAll((els) =>
      els.map((a) => ({ url: a.getAttribute('data-print-url')!, content: getComputedStyle(a, '::after').content })));
    for (const a of after) expect(a.content).toContain(a.url);
    if (path !== '/cn/report') expect(after.length).toBeGreaterThan(0);
    await context.close();
  });
});

describe('the Print button', () => {
  it('appears with JavaScript and opens the print dialog', async () => {
    const context = await browser().newContext({ viewport: desktop });
    const page = await context.newPage();
    await open(page, `${baseUrl()}/en/scams/romance`);
    await page.evaluate(() => { (window as unknown as { printed: number }).printed = 0; window.print = () => { (window as unknown as { printed: number }).printed++; }; });
    const button = page.locator('[data-print]');
    expect(await button.isVisible()).toBe(true);
    await button.click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await context.close();
  });
});
