// WCAG 2.2 SC 2.4.11 (Focus Not Obscured): on a phone, and on a desktop zoomed to 400 % (320 × 256
// CSS px), the bar fixed at the bottom (src/components/ReachBar.tsx) never hides what has keyboard
// focus. Tab goes through every stop of one page of each page type (the languages taken in turn) and
// of the request form in Simplified Chinese, where a reviewer found 18 of 57 stops hidden; each
// focused element must show at least part of itself above the bar.
import { describe, expect, it } from 'vitest';
import { baseUrl, onePerTypeUrls, open, useBrowser } from './support.ts';

const browser = useBrowser();

const sizes = [{ width: 390, height: 844 }, { width: 320, height: 256 }];
const urls = [...new Set([...onePerTypeUrls, '/cn/contact'])];

/** Which stop has focus (a number given on its first visit), and a description of it if the bar
 *  covers all of what of it lies in the viewport (else null). Runs in the page. */
function focusStop(): { id: number; fault: string | null } {
  const el = document.activeElement as (HTMLElement & { tabStop?: number }) | null;
  const w = window as unknown as { tabStops?: number };
  if (el && el.tabStop === undefined) el.tabStop = w.tabStops = (w.tabStops ?? 0) + 1;
  const id = el?.tabStop ?? 0;
  const bar = document.querySelector('[data-reach-bar]');
  if (!el || el === document.body || !bar || getComputedStyle(bar).display === 'none') return { id, fault: null };
  if (bar.contains(el)) return { id, fault: null };
  const box = el.getBoundingClientRect();
  const barTop = bar.getBoundingClientRect().top;
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, innerHeight);
  if (box.width === 0 || box.height === 0 || bottom <= top) return { id, fault: null }; // nothing drawn to see
  if (top < barTop) return { id, fault: null };
  const label = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  return { id, fault: `<${el.tagName.toLowerCase()}> "${label}" at ${Math.round(box.top)}–${Math.round(box.bottom)} px, the bar from ${Math.round(barTop)} px` };
}

describe.each(sizes)('keyboard focus at $width × $height px', (size) => {
  it.concurrent.each(urls)('is never hidden under the bar on %s', async (url) => {
    const context = await browser().newContext({ viewport: size, hasTouch: false });
    try {
      const page = await context.newPage();
      await open(page, baseUrl() + url);
      const hidden: string[] = [];
      const seen = new Set<unknown>();
      for (let i = 0; i < 400; i++) {
        await page.keyboard.press('Tab');
        const { id, fault } = await page.evaluate(focusStop);
        if (seen.has(id)) break; // back to where Tab started: every stop visited
        seen.add(id);
        if (fault) hidden.push(fault);
      }
      expect(seen.size, 'focus moved through the page').toBeGreaterThan(5);
      expect(hidden, `${url}: focus stops hidden under the bar`).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
