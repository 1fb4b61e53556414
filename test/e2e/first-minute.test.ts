// From Home, a visitor in each of the 11 places reaches their official number in one tap (it is on
// the first screen of a phone) and their place's report card in at most two, with JavaScript on and
// off. `wrangler dev` cannot set cf.country: the place is chosen with ?place=, as a link would.
import { describe, expect, it, type ExpectStatic } from 'vitest';
import type { Page } from 'playwright-core';
import { reportChannels } from '../../src/content/report.ts';
import { serviceCountries } from '../../src/content/site.ts';
import type { ServiceCountry } from '../../src/content/types.ts';
import { baseUrl, open, phone, useBrowser } from './support.ts';

const browser = useBrowser();

/** The first thing to tap: the official number, else the official site; where the number is for
 *  emergencies only, the online report's site, else that number (said to be for emergencies). */
function officialTarget(cc: ServiceCountry): string {
  const channel = reportChannels.find((c) => c.country === cc)!;
  const tel = (n: string) => `tel:${n.replace(/[^+\d]/g, '')}`;
  if (channel.phones[0]?.emergencyOnly) return channel.websites[0] ? `https://${channel.websites[0]}` : tel(channel.phones[0].number);
  return channel.phones[0] ? tel(channel.phones[0].number) : `https://${channel.websites[0]}`;
}
const firstTap = '[data-first-call] :is([data-official-call], [data-emergency-call])';

/** The place's card is there, open, and on screen. */
async function expectCardShown(expect: ExpectStatic, page: Page, cc: ServiceCountry) {
  const card = page.locator(`#country-${cc.toLowerCase()}`);
  expect(await card.getAttribute('data-country')).toBe(cc);
  expect(await card.locator('details').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
  await expect.poll(() => card.locator('summary').evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  })).toBe(true);
  expect(await card.locator('[data-channel]').isVisible()).toBe(true);
}

describe.each([['with JavaScript', true], ['without JavaScript', false]] as const)('from Home, %s', (_, javaScriptEnabled) => {
  const go = (page: Page, url: string) => (javaScriptEnabled ? open(page, url) : page.goto(url));

  // Two places at a time, each in a context of its own.
  it.concurrent.for(serviceCountries)('a visitor in %s: the official number in one tap, the place\'s card in two', async (cc, { expect }) => {
    const context = await browser().newContext({ viewport: phone, javaScriptEnabled });
    const page = await context.newPage();
    const home = `${baseUrl()}/en?place=${cc}`;
    await go(page, home);
    // One tap: the official number (the official site where the place has none) on the first screen.
    const call = page.locator(firstTap).first();
    expect(await call.getAttribute('href')).toBe(officialTarget(cc));
    const box = (await call.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
    expect(box.height).toBeGreaterThanOrEqual(24);
    // Two taps: the other places, then this one.
    await page.locator('[data-first-call] [data-other-places]').click();
    await page.waitForURL(/\/en\/report#places$/);
    await page.locator(`#places a[data-place-link="${cc}"]`).click();
    await page.waitForURL(`**/en/report?place=${cc}#country-${cc.toLowerCase()}`);
    await expectCardShown(expect, page, cc);
    // Or one: the place's own card, straight from the first screen.
    await go(page, home);
    await page.locator('[data-first-call] [data-place-card-link]').click();
    await page.waitForURL(`**/en/report?place=${cc}#country-${cc.toLowerCase()}`);
    await expectCardShown(expect, page, cc);
    await context.close();
  });
});

// (wrangler dev answers with a fixed cf.country of its own: the workerd tests cover "no country".)
describe('Traditional Chinese Home', () => {
  it('offers 165 on the first screen of a phone', async () => {
    const context = await browser().newContext({ viewport: phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/?place=TW`);
    const call = page.locator('[data-first-call] [data-official-call]');
    expect(await call.getAttribute('href')).toBe(officialTarget('TW'));
    const box = (await call.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
    await context.close();
  });
});
