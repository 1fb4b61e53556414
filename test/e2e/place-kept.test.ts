// A place chosen once is kept across pages, in each language, with JavaScript off and on: chosen on /report, it is
// the place Home, a guide and the request form speak to after plain link clicks; "Not in {place}?"
// leads back to the chooser, and "somewhere else" forgets it. Only a browser shows the cookie
// travelling with real navigations.
import { describe, expect, it } from 'vitest';
import { baseUrl, phone, useBrowser } from './support.ts';

const browser = useBrowser();

const cases = [['/en', false], ['/en', true], ['', false], ['', true], ['/cn', false], ['/cn', true]] as const;

describe('the visitor\'s place', () => {
  it.each(cases)('is kept from %s/report to Home, a guide and the form, until the visitor says otherwise (JavaScript %s)', async (prefix, javaScriptEnabled) => {
    const context = await browser().newContext({ viewport: phone, javaScriptEnabled });
    const page = await context.newPage();
    const at = (path: string) => (url: URL) => url.pathname === path;
    const home = prefix || '/';
    await page.goto(`${baseUrl()}${prefix}/report`);
    await page.locator('#places a[data-place-link="DE"]').click();
    await page.waitForURL((url) => url.pathname === `${prefix}/report` && url.search === '?place=DE');
    // The header's home link: no place in the URL, the same place on the page.
    await page.locator(`header a[href="${home}"]`).first().click();
    await page.waitForURL(at(home));
    expect(await page.locator('[data-first-call]').getAttribute('data-first-call')).toBe('DE');
    expect(await page.locator('[data-first-call] [data-not-in="DE"]').isVisible()).toBe(true);
    await page.locator('a[data-scam-link="impersonation"]').first().click();
    await page.waitForURL(at(`${prefix}/scams/impersonation`));
    expect(await page.locator('[data-report-here]').getAttribute('data-report-here')).toBe('DE');
    await page.goto(`${baseUrl()}${prefix}/contact`);
    expect(await page.locator('#f-country').inputValue()).toBe('DE');
    // "Not in Germany?" then "somewhere else": no place any more, whatever the edge says.
    await page.goto(`${baseUrl()}${home}`);
    await page.locator('[data-first-call] [data-not-in="DE"]').click();
    await page.waitForURL(at(`${prefix}/report`));
    await page.locator('#places a[data-place-link="other"]').click();
    await page.waitForURL((url) => url.search === '?place=other');
    await page.goto(`${baseUrl()}${home}`);
    expect(await page.locator('[data-first-call]').getAttribute('data-first-call')).toBe('');
    await context.close();
  });
});
