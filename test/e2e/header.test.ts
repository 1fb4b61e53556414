// The phone header and the bar within reach (src/components/Navbar.tsx, ReachBar.tsx), as only a
// browser can tell: the header's height, the name's lines at every width and with larger text (and
// the scam tiles then), the bar covering nothing
// (the footer's last line ends above it), the bar gone on wide screens and on paper, and its Call
// link the place's official number, without JavaScript too.
import { describe, expect, it } from 'vitest';
import { reportChannels } from '../../src/content/report.ts';
import { baseUrl, phone, useBrowser } from './support.ts';

const browser = useBrowser();

/** Lines the association's name takes in the header. */
const nameLines = () => {
  const range = document.createRange();
  range.selectNodeContents(document.querySelector('[data-site-name] span')!);
  return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
};

/** Lines of the name that end in a hyphen ("International Anti-" / "Fraud Association"). */
const hyphenBreaks = () => {
  const range = document.createRange();
  const lines = new Map<number, string>();
  const walker = document.createTreeWalker(document.querySelector('[data-site-name] span')!, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let i = 0; i < node.textContent!.length; i++) {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const top = Math.round(range.getClientRects()[0]?.top ?? -1);
      lines.set(top, `${lines.get(top) ?? ''}${node.textContent![i]}`);
    }
  }
  return [...lines.values()].filter((line) => line.trim().endsWith('-'));
};

/** From 1280 px: the menu's rows fit beside the name (nothing drawn over it), and the search
 *  field's placeholder is shown whole. */
const wideHeaderFaults = () => {
  const faults: string[] = [];
  const name = document.querySelector('[data-site-name]')!.getBoundingClientRect();
  for (const row of document.querySelectorAll('#site-menu > div')) {
    const box = row.getBoundingClientRect();
    if (box.left < name.right) faults.push(`a menu row starts at ${box.left} px, over the name (ends at ${name.right} px)`);
  }
  const field = document.querySelector<HTMLInputElement>('#header-q');
  if (field) {
    const style = getComputedStyle(field);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (context.measureText(field.placeholder).width > room) faults.push(`placeholder "${field.placeholder}" cut (${room} px of room)`);
  }
  return faults;
};

describe('the header', () => {
  it.each(['/', '/cn/about', '/en/report'])('%s: at most 64 px on a phone, the name on at most two lines from 320 to 1440 px', async (path) => {
    const context = await browser().newContext({ viewport: { width: 320, height: 700 } });
    const page = await context.newPage();
    await page.goto(baseUrl() + path);
    for (const width of [320, 360, 375, 414, 768, 1024, 1280, 1366, 1440]) {
      await page.setViewportSize({ width, height: 700 });
      const { header, overflow } = await page.evaluate(() => ({
        header: document.querySelector('header')!.getBoundingClientRect().height,
        overflow: document.documentElement.scrollWidth - innerWidth,
      }));
      if (width < 768) expect(header, `header at ${width}`).toBeLessThanOrEqual(64);
      expect(await page.evaluate(nameLines), `name lines at ${width}`).toBeLessThanOrEqual(2);
      expect(await page.evaluate(hyphenBreaks), `name broken at a hyphen at ${width}`).toEqual([]);
      expect(overflow, `horizontal scroll at ${width}`).toBeLessThanOrEqual(0);
      if (width >= 1280) expect(await page.evaluate(wideHeaderFaults), `wide header at ${width}`).toEqual([]);
    }
    await context.close();
  });
});

/** Where the name's text overlaps the menu toggle (the word "Menu" or its icon), in px; 0 if not. */
const nameOverToggle = () => {
  const range = document.createRange();
  range.selectNodeContents(document.querySelector('[data-site-name] span')!);
  const right = Math.max(...[...range.getClientRects()].map((r) => r.right));
  const toggle = document.querySelector('[data-menu-toggle]')!.getBoundingClientRect();
  return toggle.width > 0 ? Math.max(0, right - toggle.left) : 0;
};

/** Scam links whose words or arrow stick out of their tile. */
const spilledTiles = () => [...document.querySelectorAll('main [data-scam-link]')].flatMap((link) => {
  const box = link.getBoundingClientRect();
  return [...link.querySelectorAll('*')].some((el) => el.getBoundingClientRect().right > box.right + 0.5) ? [link.getAttribute('data-scam-link')] : [];
});

describe('an older reader\'s larger text (the browser\'s default font size at 150 %)', () => {
  // Chromium's own setting, as a reader sets it (Settings › Appearance › Font size): rem and em
  // media queries follow it, as they do not when a test styles the root.
  it.each(['/en', '/', '/cn'])('%s: the name on at most two lines, clear of the menu toggle; Home\'s and /scams\' tiles hold their words; no sideways scroll', async (home) => {
    const context = await browser().newContext({ viewport: { width: 320, height: 700 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 24, fixed: 20 } });
    for (const path of [home, `${home === '/' ? '' : home}/scams`]) {
      await page.goto(baseUrl() + path);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('24px');
      for (const width of [360, 375, 414]) {
        await page.setViewportSize({ width, height: 700 });
        const at = `${path} at ${width}`;
        expect(await page.evaluate(nameLines), `name lines, ${at}`).toBeLessThanOrEqual(2);
        expect(await page.evaluate(nameOverToggle), `name over the toggle, ${at}`).toBe(0);
        expect(await page.evaluate(spilledTiles), `tiles, ${at}`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), `sideways scroll, ${at}`).toBeLessThanOrEqual(0);
      }
    }
    await context.close();
  });
});

describe('the phone menu', () => {
  it.each(['/en', '/', '/cn'])('%s: its tools pair up, none left alone on a line after a pair', async (path) => {
    const context = await browser().newContext({ viewport: { width: 320, height: 700 } });
    const page = await context.newPage();
    await page.goto(baseUrl() + path);
    await page.click('[data-menu-toggle]');
    for (const width of [320, 360, 375, 414, 768]) {
      await page.setViewportSize({ width, height: 700 });
      const rows = await page.locator('#site-menu > div:first-child > ul:first-child > li').evaluateAll((items) => {
        const count = new Map<number, number>();
        for (const li of items) count.set(Math.round(li.getBoundingClientRect().top), (count.get(Math.round(li.getBoundingClientRect().top)) ?? 0) + 1);
        return [...count.values()];
      });
      expect(rows.reduce((a, b) => a + b, 0), `tools at ${width}`).toBeGreaterThanOrEqual(4);
      // Either a list (one a line) or pairs: never a pair followed by one alone.
      if (rows.some((n) => n > 1)) expect(rows.at(-1), `last row at ${width}: ${rows.join('+')}`).toBeGreaterThan(1);
    }
    await context.close();
  });
});

describe('the bar within reach', () => {
  it.each(['/', '/cn', '/en'])('%s: its labels for a reader whose place we do not serve take at most two lines, none left with a single character or word', async (path) => {
    // A wrapped label is balanced (服务地区的案件评估 once left 估 alone on its second line at 375 px).
    const context = await browser().newContext({ viewport: { width: 320, height: 700 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${path}?place=CN`);
    for (const width of [320, 360, 375, 414]) {
      await page.setViewportSize({ width, height: 700 });
      const labels = await page.locator('[data-reach-bar] a').evaluateAll((links) => links.map((a) => {
        const lines = new Map<number, string>();
        const range = document.createRange();
        const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < node.textContent!.length; i++) {
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getClientRects()[0];
            if (!rect || !node.textContent![i]!.trim()) continue;
            const top = Math.round(rect.top);
            lines.set(top, `${lines.get(top) ?? ''}${node.textContent![i]}`);
          }
        }
        return [...lines.values()];
      }));
      expect(labels.length, `labels at ${width}`).toBeGreaterThan(0);
      for (const lines of labels) {
        expect(lines.length, `${lines.join(' / ')} at ${width}`).toBeLessThanOrEqual(2);
        // A last line of one character (Chinese) or one short word is a stray.
        if (lines.length === 2) expect(lines[1]!.length, `${lines.join(' / ')} at ${width}`).toBeGreaterThan(2);
      }
    }
    await context.close();
  });

  it('covers nothing: the footer\'s last line ends above it; it is gone on wide screens and on paper', async () => {
    const context = await browser().newContext({ viewport: phone });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/en/about`);
    const bar = page.locator('[data-reach-bar]');
    expect(await bar.isVisible()).toBe(true);
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    const { barTop, lastBottom, barHeight, padding } = await page.evaluate(() => {
      const barBox = document.querySelector('[data-reach-bar]')!.getBoundingClientRect();
      const texts = [...document.querySelectorAll('footer *')].filter((e) => e.children.length === 0 && (e.textContent ?? '').trim());
      return {
        barTop: barBox.top,
        barHeight: barBox.height,
        lastBottom: texts.at(-1)!.getBoundingClientRect().bottom,
        padding: parseFloat(getComputedStyle(document.body).paddingBottom),
      };
    });
    expect(lastBottom).toBeLessThanOrEqual(barTop);
    expect(padding).toBe(barHeight);
    expect(barHeight).toBeLessThanOrEqual(64);
    await page.emulateMedia({ media: 'print' });
    expect(await bar.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 1024, height: 800 });
    expect(await bar.isVisible()).toBe(false);
    await context.close();
  });

  it('calls the official number of the place the page speaks to (chosen, or the first screen\'s), Report and Get help, without JavaScript', async () => {
    const context = await browser().newContext({ viewport: phone, javaScriptEnabled: false });
    const page = await context.newPage();
    const tel = (cc: string) => `tel:${reportChannels.find((c) => c.country === cc)!.phones[0]!.number.replace(/[^+\d]/g, '')}`;
    // A page made for everyone never guesses where its reader is: the list of places.
    await page.goto(`${baseUrl()}/about`);
    expect(await page.locator('[data-reach-call]').getAttribute('href')).toBe('/report#places');
    // Home speaks to the reader's place (what wrangler dev's cf.country says): the bar dials what its first screen gives.
    await page.goto(`${baseUrl()}/`);
    const first = await page.locator('[data-first-call] a[data-official-call]').getAttribute('href');
    expect(await page.locator('[data-reach-call]').getAttribute('href')).toBe(first?.startsWith('tel:') ? first : '/report#places');
    await page.goto(`${baseUrl()}/en/about?place=GB`);
    expect(await page.locator('[data-reach-call]').getAttribute('href')).toBe(tel('GB'));
    // The choice is kept for the next pages (the place cookie).
    await page.goto(`${baseUrl()}/en/about`);
    expect(await page.locator('[data-reach-call]').getAttribute('href')).toBe(tel('GB'));
    // English readers live in several places: without a place (here: "somewhere else"), the bar
    // leads to the list.
    await page.goto(`${baseUrl()}/en/about?place=other`);
    await page.goto(`${baseUrl()}/en/about`);
    expect(await page.locator('[data-reach-call]').getAttribute('href')).toBe('/en/report#places');
    await page.locator('[data-reach-bar] a[href="/en/contact"]').click();
    await page.waitForURL('**/en/contact');
    await page.locator('[data-reach-bar] a[href="/en/report"]').click();
    await page.waitForURL('**/en/report');
    await context.close();
  });
});
