// No broken words at any common width: on every page in every language, at eight widths from a
// small phone to a wide desktop, no word (Latin letters or a number, e.g. "International",
// "676,151,185") is split across two lines, nothing scrolls sideways and no text spills out of its
// box. Only web addresses, e-mail addresses and other long unbreakable tokens (a wallet address)
// may wrap anywhere; Chinese text breaks between characters as Chinese typesetting does, so only
// its Latin words and numbers are checked. Each page is loaded once and laid out at each width in
// turn (the viewport resized: the layout a width gets is its CSS's, as on a load at that width),
// two pages at a time; no width logs a console error, fails a request or breaks the CSP (so the
// desktop's own file, pages-desktop.test.ts, visits one page per type).
import { beforeAll, describe, expect, it } from 'vitest';
import { allPageUrls, baseUrl, useBrowser, watchCsp, watchProblems } from './support.ts';

const browser = useBrowser();

const widths = [320, 375, 414, 768, 1024, 1280, 1440, 1920];

/** Runs in the page: the split words and the sideways overflow, as lines of text. */
function layoutFaults(): string[] {
  const faults: string[] = [];
  const overflow = document.scrollingElement!.scrollWidth - window.innerWidth;
  if (overflow > 0) {
    const wide = [...document.body.querySelectorAll<HTMLElement>('*')].find((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5);
    faults.push(`overflows by ${overflow} px${wide ? ` (first: <${wide.tagName.toLowerCase()} class="${wide.className}">)` : ''}`);
  }
  // Text wider than its own box spills over its neighbours even when the page does not scroll
  // (an amount in a two-column card): a block whose content is wider than it, and not clipped.
  for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
    if (el.clientWidth === 0 || el.scrollWidth <= el.clientWidth + 1 || el.closest('.sr-only')) continue;
    const style = getComputedStyle(el);
    if (style.overflowX !== 'visible' || style.display.startsWith('inline')) continue;
    if (![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())) continue;
    faults.push(`text wider than its box (${el.scrollWidth} > ${el.clientWidth} px) in <${el.tagName.toLowerCase()} class="${el.className}">: ${(el.textContent ?? '').trim().slice(0, 60)}`);
  }
  // Chunks between spaces that may wrap anywhere: addresses, e-mail, long codes.
  const mayWrap = (chunk: string) => /@|:\/\/|^www\.|\.[a-z]{2,}(\/|$)|\//i.test(chunk) || chunk.length >= 24;
  const word = /[A-Za-z0-9\u00C0-\u024F]+(?:[.,'’][A-Za-z0-9\u00C0-\u024F]+)*/g;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, .sr-only, [hidden]')) continue;
    const text = node.data;
    for (const chunk of text.matchAll(/\S+/g)) {
      if (mayWrap(chunk[0])) continue;
      for (const w of chunk[0].matchAll(word)) {
        if (w[0].length < 2) continue;
        const start = chunk.index + w.index;
        range.setStart(node, start);
        range.setEnd(node, start + w[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        if (rects.length < 2) continue;
        const tops = rects.map((r) => r.top);
        if (Math.max(...tops) - Math.min(...tops) > Math.min(...rects.map((r) => r.height)) / 2) {
          faults.push(`"${w[0]}" split across lines in <${parent.tagName.toLowerCase()}>: …${text.slice(Math.max(0, start - 30), start + w[0].length + 30).trim()}…`);
        }
      }
    }
  }
  return faults;
}

/** Each width's faults, as "width url: fault" lines, from one pass over every page. */
const faultsAt = new Map<number, string[]>(widths.map((w) => [w, []]));
/** What a visitor would call broken at any width (a wider width may load other image sizes). */
const problems: string[] = [];

beforeAll(async () => {
  const lanes = 2;
  await Promise.all(Array.from({ length: lanes }, async (_, lane) => {
    const context = await browser().newContext({ viewport: { width: widths[0]!, height: 900 } });
    const page = await context.newPage();
    const seen = watchProblems(page);
    const csp = await watchCsp(page);
    for (let i = lane; i < allPageUrls.length; i += lanes) {
      const url = allPageUrls[i]!;
      await page.setViewportSize({ width: widths[0]!, height: 900 });
      const res = await page.goto(baseUrl() + url, { waitUntil: 'load' });
      if (res?.status() !== 200) problems.push(`${url}: status ${res?.status()}`);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        faultsAt.get(width)!.push(...(await page.evaluate(layoutFaults)).map((f) => `${width} ${url}: ${f}`));
      }
      // What the widths asked for has arrived (or failed) before the next page.
      await page.waitForLoadState('networkidle');
      problems.push(...seen.splice(0).map((p) => `${url}: ${p}`), ...csp.splice(0).map((v) => `${url}: CSP ${v}`));
    }
    await context.close();
  }));
}, 900_000);

describe('no broken words and no sideways scroll', () => {
  it('covers every page', () => {
    expect(allPageUrls.length).toBeGreaterThan(90);
  });
  it('loads every page at every width with no console error, failed request or CSP violation', () => {
    expect(problems).toEqual([]);
  });
  it.each(widths)('at %i px on every page', (width) => {
    const faults = faultsAt.get(width)!;
    expect(faults.slice(0, 40), `${faults.length} faults`).toEqual([]);
  });
});
