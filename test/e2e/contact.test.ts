// The request form in Chromium against `wrangler dev` with its local D1: without JavaScript a
// real POST, a 400 with the values and one message, then the 303 to the thank-you page; with
// JavaScript the same messages inline before anything is sent; axe clean in every state.
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { baseUrl, open, ownNetwork, phone, senderCookie, useBrowser, watchProblems, type Page } from './support.ts';

const browser = useBrowser();
const wcag = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

async function axe(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(wcag).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

async function fillAllButContact(page: Page) {
  await page.fill('#f-name', 'Lee Ka-yan');
  await page.selectOption('#f-country', 'HK');
  await page.fill('#f-message', 'A caller said to be from my bank asked me to move my savings to a safe account.');
  await page.check('#f-consent');
}

describe('without JavaScript', () => {
  it('posts, comes back with one message and the values, then reaches the thank-you page', async () => {
    const context = await browser().newContext({ viewport: phone, javaScriptEnabled: false, extraHTTPHeaders: ownNetwork() });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/en/contact`);
    await fillAllButContact(page);
    await page.selectOption('#f-country', 'GB');
    const [first] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST', { timeout: 20_000 }),
      page.click('form[data-contact-form] button[type="submit"]'),
    ]);
    expect(first.status()).toBe(400);
    await page.waitForLoadState();
    // The page looks changed at once: the error summary is on the first screen.
    const summary = (await page.locator('#form-errors').boundingBox())!;
    expect(summary.height).toBeGreaterThan(0);
    expect(summary.y).toBeGreaterThanOrEqual(0);
    expect(summary.y + summary.height).toBeLessThanOrEqual(phone.height);
    expect(await page.locator('#form-errors a[href="#f-email"]').textContent()).toBe('Please give an email address or a phone number, so we can reply to you.');
    expect(await page.locator('[data-error-for="email"]').textContent()).toBe('Please give an email address or a phone number, so we can reply to you.');
    expect(await page.locator('[data-error-for="name"]').textContent()).toBe('');
    expect(await page.inputValue('#f-name')).toBe('Lee Ka-yan');
    expect(await page.inputValue('#f-country')).toBe('GB');
    expect(await page.isChecked('#f-consent')).toBe(true);

    await page.fill('#f-phone', '+852 5555 0101');
    const [second] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST', { timeout: 20_000 }),
      page.click('form[data-contact-form] button[type="submit"]'),
    ]);
    expect(second.status()).toBe(303);
    await page.waitForURL(/\/thanks\//);
    expect(page.url()).toMatch(/\/en\/contact\/thanks\/[0-9A-Z]{5}-[0-9A-Z]{5}\?country=GB$/);
    const ref = await page.locator('[data-reference]').textContent();
    expect(page.url()).toContain(`/${ref!}?`);
    expect(await page.locator('#report-first').isVisible()).toBe(true);
    // The channel of the country chosen in the form (the browser here has no cf.country at all).
    expect(await page.locator('#report-first [data-country]').evaluateAll((els) => els.map((e) => e.getAttribute('data-country')))).toEqual(['GB']);
    expect(await page.locator('[data-not-police]').isVisible()).toBe(true);
    expect(await page.locator('[data-not-police] h2').textContent()).toBe('This request is not a police report');
    expect(await page.locator('[data-reply-within]').textContent()).toMatch(/^We usually reply within (one business day|(two|three|four|five|six|seven|eight|nine|\d{2,}) business days)\./);
    await context.close();
  });
});

describe('axe (it runs with JavaScript)', () => {
  it('finds nothing on the 400 form and the thank-you page, confirmed or not', async () => {
    const context = await browser().newContext({ viewport: phone, extraHTTPHeaders: ownNetwork() });
    const page = await context.newPage();
    await open(page, `${baseUrl()}/en/contact`);
    // A plain form POST of incomplete values, as a browser without JavaScript sends it.
    // Waiting for the POST's answer: the URL is /en/contact before and after.
    await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST', { timeout: 20_000 }), page.evaluate(() => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/en/contact';
      for (const [name, value] of [['name', ''], ['email', 'x@'], ['message', 'short']] as const) {
        const input = document.createElement('input');
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    })]);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('[data-error-for="email"]').textContent()).toBe('This email address looks incomplete. Please check it.');
    expect(await axe(page)).toEqual([]);
    // As the browser that sent the request sees it, and as anyone else does (it confirms nothing).
    const [name, value] = (await senderCookie('7KQ2M-XD94R')).split(/=(.*)/s) as [string, string];
    await context.addCookies([{ name, value, url: `${baseUrl()}/cn/contact/thanks/`, sameSite: 'Strict', httpOnly: true }]);
    await open(page, `${baseUrl()}/cn/contact/thanks/7KQ2M-XD94R`, { waitUntil: 'networkidle' });
    expect(await page.locator('[data-reference]').textContent()).toBe('7KQ2M-XD94R');
    expect(await axe(page)).toEqual([]);
    await open(page, `${baseUrl()}/cn/contact/thanks/SCAM0-CASE1`, { waitUntil: 'networkidle' });
    expect(await page.locator('[data-unconfirmed]').count()).toBe(1);
    expect(await axe(page)).toEqual([]);
    await context.close();
  });
});

describe('with JavaScript', () => {
  it('shows, beside the form, that Mainland China is not served, with 110, when it is chosen', async () => {
    const context = await browser().newContext({ viewport: phone, extraHTTPHeaders: ownNetwork() });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await open(page, `${baseUrl()}/cn/contact`, { waitUntil: 'networkidle' });
    const note = page.locator('form[data-contact-form] [data-mainland-note]');
    expect(await note.isVisible()).toBe(false);
    // Mainland China is the first place a Simplified Chinese reader is offered.
    expect(await page.locator('#f-country option').nth(1).getAttribute('value')).toBe('CN');
    await page.selectOption('#f-country', 'CN');
    await expect.poll(() => note.isVisible()).toBe(true);
    expect(await note.textContent()).toContain('本协会未在中国大陆提供服务');
    expect(await note.locator('a').getAttribute('href')).toBe('tel:110');
    expect(await axe(page)).toEqual([]);
    await page.selectOption('#f-country', 'TW');
    await expect.poll(() => note.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the same messages inline, in the page language, before anything is sent', async () => {
    const context = await browser().newContext({ viewport: phone, extraHTTPHeaders: ownNetwork() });
    const page = await context.newPage();
    const problems = watchProblems(page);
    const posts: string[] = [];
    page.on('request', (r) => { if (r.method() === 'POST') posts.push(r.url()); });
    await open(page, `${baseUrl()}/contact`, { waitUntil: 'networkidle' });
    await page.click('form[data-contact-form] button[type="submit"]');
    await expect.poll(() => page.locator('[data-error-for="name"]').textContent()).toBe('請填寫您的姓名或稱呼。');
    expect(await page.locator('[data-error-for="email"]').textContent()).toBe('請至少留下電子郵件或電話其中一種，我們才能回覆您。');
    expect(await page.locator('[data-error-for="consent"]').textContent()).toBe('請勾選同意，我們才能處理您的申請。');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('f-name');
    expect(await page.getAttribute('#f-name', 'aria-invalid')).toBe('true');
    expect(posts).toEqual([]);
    expect(await axe(page)).toEqual([]);

    // Correcting a field clears its message as the visitor types.
    await page.fill('#f-name', '林小姐');
    expect(await page.locator('[data-error-for="name"]').textContent()).toBe('');
    await page.fill('#f-email', 'lin@');
    await page.locator('#f-email').blur();
    await expect.poll(() => page.locator('[data-error-for="email"]').textContent()).toBe('這個電子郵件地址看起來不完整，請再檢查一次。');

    await page.fill('#f-email', 'lin@example.net');
    await page.selectOption('#f-country', 'TW');
    await page.fill('#f-message', '對方自稱是檢察官，要我把存款轉到監管帳戶。');
    await page.check('#f-consent');
    await Promise.all([page.waitForURL(/\/contact\/thanks\/[0-9A-Z]{5}-[0-9A-Z]{5}\?country=TW$/), page.click('form[data-contact-form] button[type="submit"]')]);
    expect(posts).toHaveLength(1);
    expect(await page.locator('h1').textContent()).toBe('我們已收到您的申請');
    expect(problems).toEqual([]);
    await context.close();
  });
});
