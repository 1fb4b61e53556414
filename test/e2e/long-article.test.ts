// A long article lays out only what nears the screen: each `## ` section of its body after the
// first is a <section> with content-visibility: auto (Markup's `sections`), so its first paint
// costs what a short page's does (README, "First paint"). Every section stays in the page (find
// in page, print, assistive technology), and one laid out keeps its height when the reader
// scrolls on, so the scrollbar does not jump back.
import { describe, expect, it } from 'vitest';
import { bodyText } from '../../src/content/body.ts';
import { fullContent } from '../../src/generated/content-full.ts';
import { localizePath } from '../../src/site/locale.ts';
import { baseUrl, open, phone, renderDeferred, useBrowser } from './support.ts';

const browser = useBrowser();

/** The article with the most ## sections (the longest, today /blog/8). */
const longest = [...fullContent().articles].sort((a, b) => b.content.en.filter((x) => x.kind === 'h2').length - a.content.en.filter((x) => x.kind === 'h2').length)[0]!;
const headings = (locale: 'zh-TW' | 'zh-CN' | 'en') => bodyText(longest.content[locale]).split('\n\n').filter((b) => b.startsWith('## ')).map((b) => b.slice(3));

describe.each(['zh-TW', 'zh-CN', 'en'] as const)('the longest article (%s)', (locale) => {
  const url = localizePath(`/blog/${longest.id}`, locale);

  it(`${url}: every later ## section is deferred, all of them in the page, and one laid out keeps its height`, async () => {
    const context = await browser().newContext({ viewport: phone });
    const page = await context.newPage();
    await open(page, baseUrl() + url);
    const sections = await page.$$eval('article section', (list) => list.map((s) => {
      const style = getComputedStyle(s);
      return { visibility: style.contentVisibility, heading: s.querySelector('h2')?.textContent ?? '' };
    }));
    const expected = headings(locale);
    expect(expected.length).toBeGreaterThan(2);
    expect(sections.map((s) => s.heading)).toEqual(expected.slice(1));
    for (const s of sections) expect(s.visibility).toBe('auto');
    // The last section, laid out once it is on screen, then scrolled away from: its real height
    // stays (contain-intrinsic-size: auto, which Chromium also implies for content-visibility:
    // auto), not the 40rem placeholder.
    const last = page.locator('article section').last();
    await last.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    const shown = (await last.boundingBox())!.height;
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(200);
    expect(Math.abs((await last.boundingBox())!.height - shown)).toBeLessThan(1);
    // A section's containment keeps margins from collapsing across its edge: its heading must
    // still sit as far below the text before it as the first section's heading does.
    const gaps = await page.$$eval('article h2', async (list) => {
      const out: number[] = [];
      for (const h of list) {
        h.scrollIntoView();
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const before = h.previousElementSibling ?? h.parentElement?.previousElementSibling?.lastElementChild ?? h.parentElement?.previousElementSibling;
        if (before) out.push(Math.round(h.getBoundingClientRect().top - before.getBoundingClientRect().bottom));
      }
      return out;
    });
    expect(gaps.length).toBe(expected.length);
    expect(new Set(gaps).size).toBe(1);
    // What the browser tests do to see the sections as such a reader does touches them all.
    expect(await page.evaluate(renderDeferred)).toBe(sections.length);
    await context.close();
  });
});

it('a short page defers nothing, so the tests\' renderDeferred leaves it as it is', async () => {
  const context = await browser().newContext({ viewport: phone });
  const page = await context.newPage();
  await open(page, `${baseUrl()}/en/about`);
  expect(await page.evaluate(renderDeferred)).toBe(0);
  await context.close();
});
