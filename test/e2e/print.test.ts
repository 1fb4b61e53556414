// Print and save: the report page, the scam guides and How We Work print as a victim can take them
// to the bank or the police: no header, navigation, banners or buttons; web addresses and phone
// numbers written out; internal links followed by their full address; /report with a place
// chosen on at most two A4 pages (that place and the first steps). And the Print button.
import { describe, expect, it } from 'vitest';
import { baseUrl, desktop, phone, useBrowser, open } from './support.ts';

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

/** Pages of a PDF (the page tree's count). */
const pdfPages = (pdf: Buffer) => Number(/\/Type\s*\/Pages[^>]*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);

describe('on A4', () => {
  it.each(['/en/report?place=GB', '/report?place=TW'])('%s prints the chosen place and the first steps on at most 2 pages', async (path) => {
    const context = await browser().newContext({ viewport: desktop });
    const page = await context.newPage();
    await open(page, baseUrl() + path);
    const place = new URL(path, 'https://x').searchParams.get('place')!;
    const pages = pdfPages(await page.pdf({ format: 'A4' }));
    expect(pages).toBeGreaterThan(0);
    expect(pages).toBeLessThanOrEqual(2);
    await page.emulateMedia({ media: 'print' });
    const shown = await page.locator('[data-country]').evaluateAll((els) => els.filter((el) => getComputedStyle(el).display !== 'none').map((el) => el.getAttribute('data-country')));
    expect(shown).toEqual([place]);
    expect(await page.locator('#first-steps').isVisible()).toBe(true);
    await context.close();
  });

  it('an article prints without the navigation, the bar or the footer', async () => {
    const context = await browser().newContext({ viewport: phone });
    const page = await context.newPage();
    await open(page, `${baseUrl()}/en/blog`);
    await page.locator('main a[href^="/en/blog/"]').first().click();
    await page.waitForURL(/\/en\/blog\/[^/?]+$/);
    await page.emulateMedia({ media: 'print' });
    // The site's header and footer, not the article's own (its title is in a <header>).
    for (const selector of ['body > header', 'body > footer', 'nav', '[data-reach-bar]']) {
      const shown = await page.locator(selector).evaluateAll((els) => els.some((el) => getComputedStyle(el).display !== 'none'));
      expect(shown, selector).toBe(false);
    }
    expect(await page.locator('main h1').isVisible()).toBe(true);
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
