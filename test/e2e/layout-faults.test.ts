// Layout faults a visitor reported, measured in Chromium: an amount split from its unit
// ("US$8.9 / 億") on /cases, a gap where the Print button would be without JavaScript, tap
// targets under 24 × 24 px (WCAG 2.2, 2.5.8) in the header, the menu and the footer, and pages a
// phone could not finish (Home, Team and Cases, measured in screens of 375 × 812), and what Home
// folds on a phone to end sooner (in view from 640 px).
import { describe, expect, it } from 'vitest';
import { reportChannels } from '../../src/content/report.ts';
import { baseUrl, desktop, open, phone, useBrowser, type Page } from './support.ts';

const browser = useBrowser();

/** Each figure on the page that is drawn on more than one line, or spills out of its box. */
function brokenFigures(page: Page) {
  return page.locator('main dd, main p').evaluateAll((els) => els.flatMap((el) => {
    const text = (el.textContent ?? '').trim();
    // A figure: short, with a digit (an amount, a rate, a duration, a count).
    if (!/\d/.test(text) || text.length > 24 || el.children.length > 0) return [];
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    if (tops.size > 1) return [`${text} (${tops.size} lines)`];
    return el.scrollWidth > el.clientWidth ? [`${text} (spills: ${el.scrollWidth} px in ${el.clientWidth} px)`] : [];
  }));
}

describe.each([320, 375, 1024, 1440])('/cases at %i px', (width) => {
  it.each(['/cases', '/cn/cases', '/en/cases'])('%s keeps every amount with its unit, on one line, with no sideways scroll', async (path) => {
    const context = await browser().newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(baseUrl() + path);
    const figures = await page.locator('main dd').count();
    expect(figures).toBeGreaterThan(0);
    expect(await brokenFigures(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
});

it('the figure check sees a figure split from its unit', async () => {
  const context = await browser().newContext({ viewport: { width: 320, height: 800 } });
  const page = await context.newPage();
  await page.setContent('<main><dl><dd style="width:90px;font-size:30px;font-weight:bold">US$8.9億</dd></dl></main>');
  expect(await brokenFigures(page)).toEqual(['US$8.9億 (2 lines)']);
  await context.close();
});

/** The page's length in screens of the phone it is shown on. */
const screens = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight);

describe('pages a phone can finish, at 375 × 812', () => {
  // Issue 40: six screens for Home, eight for Team and Cases, in every language.
  const limits = [['/', 6], ['/cn', 6], ['/en', 6], ['/team', 8], ['/cn/team', 8], ['/en/team', 8], ['/cases', 8], ['/cn/cases', 8], ['/en/cases', 8]] as const;
  it('Home, Team and Cases in three languages, JavaScript on and off, the rest of Team and Cases one tap away', async () => {
    const long: string[] = [];
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser().newContext({ viewport: phone, javaScriptEnabled });
      const page = await context.newPage();
      for (const [path, limit] of limits) {
        await page.goto(baseUrl() + path);
        const n = await screens(page);
        if (n > limit) long.push(`${path}${javaScriptEnabled ? '' : ' (no JavaScript)'}: ${n.toFixed(2)} screens, over ${limit}`);
        if (!path.endsWith('/team')) continue;
        // The other members open in place, by a tap on the summary: no script needed.
        const hidden = await page.locator('details[data-more-members] [data-member]').first();
        expect(await hidden.isVisible()).toBe(false);
        await page.locator('details[data-more-members] > summary').click();
        expect(await hidden.isVisible()).toBe(true);
      }
      await context.close();
    }
    // Home's opening holds the chosen place's number and bank line, longer for some places (two
    // numbers, "report online"): English, the longest text, with every place chosen.
    const context = await browser().newContext({ viewport: phone });
    const page = await context.newPage();
    for (const { country } of reportChannels) {
      await context.addCookies([{ name: 'place', value: country, url: baseUrl() }]);
      await page.goto(`${baseUrl()}/en`);
      expect(await page.locator(`[data-first-call="${country}"]`).count(), country).toBe(1);
      const n = await screens(page);
      if (n > 6) long.push(`/en with place=${country}: ${n.toFixed(2)} screens, over 6`);
    }
    await context.close();
    expect(long).toEqual([]);
  });
});

describe('what a phone folds (PhoneFold)', () => {
  // Home's figures and services, and /cases' example of a case that recovered nothing, fold on a
  // phone so the page ends within its screens (six, eight); from 640 px they are in view with no
  // summary; on a phone one tap opens each, without JavaScript too.
  it.each(['/', '/en', '/en/cases'])('%s: in view on a desktop, one tap away on a phone', async (path) => {
    const wide = await browser().newContext({ viewport: desktop });
    const page = await wide.newPage();
    await page.goto(baseUrl() + path);
    const folds = page.locator('[data-phone-fold]');
    expect(await folds.count()).toBeGreaterThan(0);
    for (const fold of await folds.all()) {
      expect(await fold.locator('> summary').isVisible()).toBe(false);
      expect(await fold.locator('> :not(summary)').first().isVisible()).toBe(true);
    }
    await wide.close();
    const narrow = await browser().newContext({ viewport: phone, javaScriptEnabled: false });
    const small = await narrow.newPage();
    await small.goto(baseUrl() + path);
    for (const fold of await small.locator('[data-phone-fold]').all()) {
      const inside = fold.locator('> :not(summary)').last();
      expect(await inside.isVisible()).toBe(false);
      await fold.locator('> summary').click();
      expect(await inside.isVisible()).toBe(true);
    }
    await narrow.close();
  });
});

describe('without JavaScript', () => {
  it.each(['/en/report', '/scams/investment', '/cn/scams/job'])('%s keeps no room for the Print button', async (path) => {
    const context = await browser().newContext({ viewport: phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseUrl() + path);
    expect(await page.locator('[data-print]').boundingBox()).toBeNull();
    // The row that holds it ends with what else it holds (the date the facts were checked): no
    // empty line where the button would be.
    const gap = await page.locator('[data-print]').evaluate((button) => {
      const row = button.parentElement!;
      const others = [...row.children].filter((child) => child !== button);
      return row.getBoundingClientRect().bottom - Math.max(...others.map((child) => child.getBoundingClientRect().bottom));
    });
    expect(gap).toBeLessThanOrEqual(1);
    await context.close();
  });
});

/** Every visible link, button and field in the header (the open menu included) and footer
 *  smaller than 24 × 24 px. */
function smallTargets(page: Page) {
  return page.locator('header a, header button, header input, header select, footer a, footer button').evaluateAll((els) => els.flatMap((el) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') return [];
    if (box.width <= 1 && box.height <= 1) return []; // visually hidden (sr-only), not a target
    return box.width < 24 || box.height < 24
      ? [`${el.closest('footer') ? 'footer' : 'header'} ${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" ${box.width.toFixed(1)}×${box.height.toFixed(1)}`]
      : [];
  }));
}

describe.each([['phone', phone], ['desktop', desktop]] as const)('tap targets on a %s', (name, viewport) => {
  it.each(['/', '/cn/scams', '/en/report'])('%s: every link and button of the header, menu and footer is at least 24 × 24 px', async (path) => {
    const context = await browser().newContext({ viewport });
    const page = await context.newPage();
    await open(page, baseUrl() + path);
    if (name === 'phone') {
      await page.click('[data-menu-toggle]');
      await expect.poll(() => page.locator('#site-menu').isVisible()).toBe(true);
    }
    const counted = await page.locator('header a, footer a').count();
    expect(counted).toBeGreaterThan(10);
    expect(await smallTargets(page)).toEqual([]);
    await context.close();
  });
});

it('the target check sees a link 19 px tall', async () => {
  const context = await browser().newContext({ viewport: phone });
  const page = await context.newPage();
  await page.setContent('<footer><a href="/x" style="font-size:16px;line-height:1.6">Privacy</a></footer>');
  expect(await smallTargets(page)).toEqual([expect.stringMatching(/^footer a "Privacy" [\d.]+×1\d\.\d$/)]);
  await context.close();
});
