// Whether a page's first screen arrives in TCP's first window (scripts/bench/wire-bytes.ts): <main>
// starts within it, and the page's largest contentful paint (as Chromium reports it on the whole
// page) is there, whole, in what the first 14,600 bytes inflate to. Used by
// test/e2e/first-window.test.ts and by `npm run bench` (its scale section).
import type { Page } from 'playwright-core';
import { firstWindow, type WireResponse } from './wire-bytes.ts';

// What the two functions run in the page use of the DOM (this project's Node scripts are typed
// without the DOM library).
interface PageElement { readonly tagName: string; readonly textContent: string | null; getBoundingClientRect(): { width: number; height: number } }
declare const document: { getElementsByTagName(tag: string): ArrayLike<PageElement> & Iterable<PageElement> };
declare function requestAnimationFrame(callback: () => void): number;

/** The largest contentful paint's element: its tag, its place among elements of that tag, its text.
 *  The last paint can come after the load event (on a busy machine it does), and an entry read at
 *  load would then name an earlier, smaller element: so it waits two frames, the second after the
 *  page has painted what it holds, and a moment for that paint's entry, then takes the last one. */
const largestElement = () => new Promise<{ tag: string; index: number; text: string } | null>((resolve) => {
  type Entry = PerformanceEntry & { element: PageElement | null };
  let last: Entry | undefined;
  const observer = new PerformanceObserver((list: PerformanceObserverEntryList) => { last = (list.getEntries().at(-1) as Entry | undefined) ?? last; });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => {
    last = (observer.takeRecords().at(-1) as Entry | undefined) ?? last;
    observer.disconnect();
    const el = last?.element;
    resolve(el ? { tag: el.tagName.toLowerCase(), index: [...document.getElementsByTagName(el.tagName)].indexOf(el), text: el.textContent ?? '' } : null);
  }, 100)));
});

/** Loads `html` as the document at `url` (no server involved), then asks the page `question`. */
async function asDocument<T>(page: Page, url: string, html: string, question: () => Promise<T>): Promise<T> {
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  try {
    await page.goto(url, { waitUntil: 'load' });
    return await question();
  } finally {
    await page.unroute(url);
  }
}

/** Why the first window of this response does not paint its first screen, or null when it does. */
export async function firstScreenProblem(page: Page, url: string, wire: WireResponse): Promise<string | null> {
  if (wire.bytes <= firstWindow) return null; // the whole page arrives in the first window
  if (!wire.firstWindowHtml.includes('<main')) return 'its <main> does not start in the first window';
  const largest = await asDocument(page, url, wire.html, () => page.evaluate(largestElement));
  if (!largest) return 'no largest contentful paint';
  const shown = await asDocument(page, url, wire.firstWindowHtml, () => page.evaluate(({ tag, index }) => {
    const el = document.getElementsByTagName(tag)[index];
    const box = el?.getBoundingClientRect();
    return el && box && box.width > 0 && box.height > 0 ? el.textContent ?? '' : null;
  }, largest));
  return shown === largest.text ? null : `its largest element (<${largest.tag}> “${largest.text.slice(0, 40)}…”) is not whole in the first ${firstWindow} bytes`;
}
