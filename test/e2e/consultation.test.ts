// Consultation with a chat provider and analytics configured (a fake provider on a second local
// origin): nothing third-party before consent or a click, the conversion before the chat opens
// (from the chat button beside the request form on /contact), nothing analytic after "reject",
// a fallback when the chat cannot load, and no JavaScript needed: every consultation button is a
// link to /contact.
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../../scripts/shared/local-server.ts';
import { startFakeProvider, type FakeProvider } from './fixtures/fake-provider.ts';
import { desktop, launchBrowser, open as openEnhanced, phone, type Browser, type Page } from './support.ts';

let browser: Browser;
let fake: FakeProvider;
let site: LocalServer;

beforeAll(async () => {
  fake = await startFakeProvider();
  site = await startLocalServer({
    CHAT_PROVIDER: 'tawk', CHAT_ID: 'test-property/default', CHAT_SCRIPT_URL: `${fake.origin}/tawk.js`,
    GTAG_ID: 'G-TEST', GTAG_CONVERSION: 'AW-TEST/consult', GTAG_SCRIPT_URL: `${fake.origin}/gtag.js`,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await fake?.close();
});
beforeEach(() => {
  fake.log.length = 0;
  fake.chatMode = 'ok';
});

async function open(path: string, viewport = desktop, javaScriptEnabled = true) {
  const context = await browser.newContext({ viewport, javaScriptEnabled });
  const page = await context.newPage();
  const csp: string[] = [];
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) csp.push(m.text()); });
  if (javaScriptEnabled) await openEnhanced(page, site.url + path, { waitUntil: 'networkidle' });
  else await page.goto(site.url + path, { waitUntil: 'networkidle' });
  return { context, page, csp };
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { __fake?: string[] }).__fake ?? []);
const banner = (page: Page) => page.locator('#consent-banner');

describe('before any choice', () => {
  it('shows the banner, fixed to the viewport, and makes no third-party request', async () => {
    const { context, page, csp } = await open('/en');
    expect(await banner(page).isVisible()).toBe(true);
    expect(await banner(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await page.waitForTimeout(300);
    expect(fake.log).toEqual([]);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    expect(csp).toEqual([]);
    await context.close();
  });

  it('admits the provider origin in the CSP only because it is configured', async () => {
    const res = await fetch(`${site.url}/en`);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(new RegExp(`script-src 'self' [^;]*${fake.origin.replace(/[.:/]/g, '\\$&')}`));
    expect(csp).not.toContain('unsafe-inline');
  });
});

describe('after accepting analytics', () => {
  it('tracks the conversion, then opens the chat', async () => {
    const { context, page, csp } = await open('/en/contact');
    await page.getByRole('button', { name: 'Accept analytics cookies' }).click();
    expect(await banner(page).isVisible()).toBe(false);
    await expect.poll(() => fake.log.some((p) => p.startsWith('/gtag.js'))).toBe(true);
    expect(fake.log.some((p) => p.startsWith('/tawk.js'))).toBe(false);

    const button = page.locator('main a[data-chat]');
    await button.click();
    await page.waitForSelector('html[data-chat-open]');
    const seen = await events(page);
    const conversion = seen.indexOf('event:conversion:AW-TEST/consult');
    expect(conversion).toBeGreaterThanOrEqual(0);
    expect(conversion).toBeLessThan(seen.indexOf('chat-open'));
    expect(fake.log.filter((p) => p.startsWith('/tawk.js'))).toHaveLength(1);
    expect(await button.getAttribute('aria-busy')).toBeNull();

    // A second click opens the window again without loading the script again.
    await button.click();
    await expect.poll(async () => (await events(page)).filter((e) => e === 'chat-open').length).toBe(2);
    expect(fake.log.filter((p) => p.startsWith('/tawk.js'))).toHaveLength(1);
    expect(csp).toEqual([]);
    await context.close();
  });

  it('remembers the choice, and the footer can reopen it', async () => {
    const { context, page } = await open('/cn');
    await page.locator('[data-consent="accept"]').click();
    await page.reload({ waitUntil: 'networkidle' });
    expect(await banner(page).isVisible()).toBe(false);
    await page.locator('[data-consent-open]').click();
    expect(await banner(page).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-consent'))).toBe('accept');
    await context.close();
  });
});

describe('after rejecting analytics', () => {
  it('sends nothing to analytics, ever, and still opens the chat on a click', async () => {
    const { context, page } = await open('/contact');
    await page.locator('[data-consent="reject"]').click();
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('main a[data-chat]').click();
    await page.waitForSelector('html[data-chat-open]');
    expect(await events(page)).toEqual(['chat-open']);
    expect(fake.log.filter((p) => !p.startsWith('/tawk.js') && !p.startsWith('/beacon'))).toEqual([]);
    await context.close();
  });
});

describe('when the chat cannot load', () => {
  it.each(['fail', 'hang'] as const)('falls back to the contact details (%s)', async (mode) => {
    fake.chatMode = mode;
    const { context, page } = await open('/en/contact');
    await page.locator('[data-consent="reject"]').click();
    const button = page.locator('main a[data-chat]');
    await button.click();
    if (mode === 'hang') {
      // The visible loading state lasts until the timeout (a 404 fails too fast to see it).
      expect(await button.getAttribute('aria-busy')).toBe('true');
      expect(await button.textContent()).toBe('Opening the live chat…');
    }
    await page.waitForFunction(() => location.hash === '#contact', undefined, { timeout: 10_000 });
    expect(await page.locator('[data-chat-status]').textContent()).toContain('cannot be opened');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact');
    expect(await button.getAttribute('aria-busy')).toBeNull();
    await context.close();
  });
});

describe('without JavaScript', () => {
  it('shows no banner, the buttons lead to the request form and the chat button to the contact details', async () => {
    const { context, page } = await open('/en', phone, false);
    expect(await banner(page).isVisible()).toBe(false);
    await page.locator('main a[data-consult]').first().click();
    await page.waitForURL('**/en/contact');
    await page.locator('main a[data-chat]').click();
    await page.waitForURL('**/en/contact#contact');
    expect(fake.log).toEqual([]);
    await context.close();
  });
});
