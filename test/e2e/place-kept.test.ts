// A place chosen once is kept across pages with JavaScript off (issue 41): chosen on /report, it is
// the place Home, a guide and the request form speak to after plain link clicks; "Not in {place}?"
// leads back to the chooser, and "somewhere else" forgets it. Only a browser shows the cookie
// travelling with real navigations.
import { describe, expect, it } from 'vitest';
import { baseUrl, phone, useBrowser } from './support.ts';

const browser = useBrowser();

describe('the visitor\'s place, JavaScript off', () => {
  it('is kept from /report to Home, a guide and the form, until the visitor says otherwise', async () => {
    const context = await browser().newContext({ viewport: phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/en/report`);
    await page.locator('#places a[data-place-link="DE"]').click();
    await page.waitForURL('**/en/report?place=DE#country-de');
    // The header's home link: no place in the URL, the same place on the page.
    await page.locator('header a[href="/en"]').first().click();
    await page.waitForURL(/\/en$/);
    expect(await page.locator('[data-first-call]').getAttribute('data-first-call')).toBe('DE');
    expect(await page.locator('[data-first-call] [data-not-in="DE"]').isVisible()).toBe(true);
    await page.locator('a[data-scam-link="impersonation"]').first().click();
    await page.waitForURL('**/en/scams/impersonation');
    expect(await page.locator('[data-report-here]').getAttribute('data-report-here')).toBe('DE');
    await page.goto(`${baseUrl()}/en/contact`);
    expect(await page.locator('#f-country').inputValue()).toBe('DE');
    // "Not in Germany?" then "somewhere else": no place any more, whatever the edge says.
    await page.goto(`${baseUrl()}/en`);
    await page.locator('[data-first-call] [data-not-in="DE"]').click();
    await page.waitForURL('**/en/report#places');
    await page.locator('#places a[data-place-link="other"]').click();
    await page.waitForURL('**/en/report?place=other#channels');
    await page.goto(`${baseUrl()}/en`);
    expect(await page.locator('[data-first-call]').getAttribute('data-first-call')).toBe('');
    await context.close();
  });
});
