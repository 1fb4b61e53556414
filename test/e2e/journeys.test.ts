// Each visitor's journey, walked on a 375 px phone by clicks as a new visitor would,
// with JavaScript off and on, ending at a page or a sent form: the job seeker (menu → Careers →
// the form as an application), the prospective partner (the partnership button → the form, then
// another kind chosen), the company after business-email fraud (footer → For businesses → its
// form) and the investor or journalist (footer → Check who we are → the press form). The
// languages rotate over the walks, so each mode meets all three. Selectors are links and data
// attributes, never today's sample text.
import { describe, expect, it } from 'vitest';
import { baseUrl, open, ownNetwork, phone, useBrowser, watchProblems, type Page } from './support.ts';

const browser = useBrowser();
const prefixes = { 'zh-TW': '', 'zh-CN': '/cn', en: '/en' } as const;
type Lang = keyof typeof prefixes;

async function start(js: boolean, path: string): Promise<{ page: Page; problems: () => string[]; close: () => Promise<void> }> {
  const context = await browser().newContext({ viewport: phone, javaScriptEnabled: js, extraHTTPHeaders: ownNetwork() });
  const page = await context.newPage();
  // A request the next click cuts short (a lazy image still loading) is the walk's doing, not a fault.
  const problems = watchProblems(page);
  const faults = () => problems.filter((p) => !p.endsWith('net::ERR_ABORTED'));
  if (js) await open(page, baseUrl() + path);
  else await page.goto(baseUrl() + path);
  return { page, problems: faults, close: () => context.close() };
}

/** Clicks a link and waits for the page it leads to (with JavaScript, until the module has run). */
async function follow(page: Page, selector: string, js: boolean): Promise<void> {
  await Promise.all([page.waitForNavigation(), page.locator(selector).first().click()]);
  if (js) await page.waitForSelector('html[data-enhanced]', { state: 'attached' });
}

/** Fills what every kind asks for, the organization when the kind shows it, and sends: the thank-you page.
 *  Each walk is its own visitor's network (ownNetwork), so the site's limit of a few posts a minute
 *  per network never counts another file's posts. */
async function send(page: Page): Promise<string> {
  await page.fill('#f-name', 'Lee Ka-yan');
  await page.fill('#f-email', 'lee@example.net');
  if (await page.locator('#f-organization').count()) await page.fill('#f-organization', 'Example Trading Ltd');
  await page.selectOption('#f-country', 'HK');
  await page.fill('#f-message', 'A few lines about why I am writing, long enough for the form.');
  await page.check('#f-consent');
  await Promise.all([page.waitForNavigation(), page.click('form[data-contact-form] button[type="submit"]')]);
  await page.waitForURL(/\/contact\/thanks\/[0-9A-Z]{5}-[0-9A-Z]{5}/, { timeout: 20_000 });
  return (await page.locator('[data-reference]').textContent()) ?? '';
}

const kindOf = (page: Page) => page.locator('form[data-contact-form] input[name="kind"]').getAttribute('value');

/** Chooses another kind on /contact: a page load without JavaScript, the form swapped in place with it. */
async function chooseKind(page: Page, kind: string, js: boolean): Promise<void> {
  const link = `form[data-contact-form] a[data-kind-link="${kind}"]`;
  if (!js) return follow(page, link, js);
  await page.click(link);
  await expect.poll(() => kindOf(page)).toBe(kind);
  expect(page.url()).toMatch(new RegExp(`\\?kind=${kind}$`));
}

const walks: [boolean, Lang, Lang, Lang, Lang][] = [
  // js, then the language of each journey: job seeker, partner, business, investor.
  [false, 'zh-TW', 'zh-CN', 'en', 'zh-TW'],
  [true, 'en', 'zh-TW', 'zh-CN', 'en'],
];

describe.each(walks)('JavaScript %s', (js, jobLang, partnerLang, businessLang, investorLang) => {
  it(`job seeker (${jobLang}): the menu reaches Careers, whose button opens the form as an application`, async () => {
    const prefix = prefixes[jobLang];
    const { page, problems, close } = await start(js, `${prefix}/team`);
    await page.click('[data-menu-toggle]');
    await follow(page, `#site-menu a[href="${prefix}/careers"]`, js);
    expect(new URL(page.url()).pathname).toBe(`${prefix}/careers`);
    // An opening's Apply, or (none open) the way to leave details: both are the form, kind "job".
    await follow(page, '[data-apply], [data-leave-details]', js);
    expect(await kindOf(page)).toBe('job');
    expect(await send(page)).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(await page.locator('#report-first').count()).toBe(0);
    expect(problems()).toEqual([]);
    await close();
  });

  it(`prospective partner (${partnerLang}): the partnership button opens the form, another kind is one tap away`, async () => {
    const prefix = prefixes[partnerLang];
    const { page, problems, close } = await start(js, `${prefix}/partners`);
    await follow(page, '#become-partner a[data-kind-button="partnership"]', js);
    expect(await kindOf(page)).toBe('partnership');
    expect(await page.locator('#f-organization').getAttribute('required')).not.toBeNull();
    await page.fill('#f-name', 'Chen Mei-ling');
    await chooseKind(page, 'proposal', js);
    expect(await kindOf(page)).toBe('proposal');
    // With JavaScript the form is swapped in place and what was typed stays.
    if (js) expect(await page.inputValue('#f-name')).toBe('Chen Mei-ling');
    expect(await page.locator('#f-organization').getAttribute('required')).toBeNull();
    expect(await send(page)).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(page.url()).toMatch(/\?kind=proposal$/);
    expect(problems()).toEqual([]);
    await close();
  });

  it(`company after business-email fraud (${businessLang}): the footer leads to For businesses and its form`, async () => {
    const prefix = prefixes[businessLang];
    const { page, problems, close } = await start(js, `${prefix || '/'}`);
    await follow(page, `footer a[href="${prefix}/business"]`, js);
    expect(await page.locator('#do-now ol > li').count()).toBeGreaterThan(0);
    expect(await page.locator('#report-here').isVisible()).toBe(true);
    expect(await kindOf(page)).toBe('business');
    await send(page);
    expect(page.url()).toMatch(/\?kind=business&country=HK$/);
    expect(await page.locator('#report-first [data-country]').first().getAttribute('data-country')).toBe('HK');
    expect(problems()).toEqual([]);
    await close();
  });

  it(`investor or journalist (${investorLang}): the footer leads to Check who we are, then to the press form`, async () => {
    const prefix = prefixes[investorLang];
    const { page, problems, close } = await start(js, `${prefix}/about`);
    await follow(page, `#check-us a[href="${prefix}/verify"]`, js);
    expect((await page.locator('[data-registration-number]').textContent())?.trim()).not.toBe('');
    expect(await page.locator('[data-board-member]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-annual-report]').getAttribute('href')).toMatch(/^https:\/\//);
    await follow(page, `footer a[href="${prefix}/contact"]`, js);
    await chooseKind(page, 'press', js);
    expect(await kindOf(page)).toBe('press');
    expect(await send(page)).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(problems()).toEqual([]);
    await close();
  });
});
