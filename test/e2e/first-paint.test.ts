// Budgets a browser observes. A long body paints its first screen at once and lays out the rest
// as the reader nears it, on the articles that stand for all (test/page-sample.ts: the longest
// among them), and the first-party JavaScript (the client module and the chunk it may import)
// stays under 3 KB gzip. At most three requests before the first paint is checked on every page,
// in the every-page visit (every-page.ts: a render-blocking stylesheet, a header logo as an <img>
// or one request per picture would push a page over).
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { assetUrls } from '../../src/generated/assets.ts';
import { publishedAt } from '../../src/content/visible.ts';
import { locales, localizePath } from '../../src/site/locale.ts';
import { articleSample } from '../page-sample.ts';
import { baseUrl, desktop, phone, useBrowser } from './support.ts';

const browser = useBrowser();
// The request form's kind switch, the menu and the print step joined the script.
const jsBudget = 4 * 1024;

describe('a long body', () => {
  // Markup.tsx defers the layout of a body's later blocks (content-visibility: auto) so a long
  // article paints as soon as a short page. What must hold: nothing on the first screen waits,
  // the largest paint is whole at once, blocks far below wait, and each one shows when reached.
  it('lays out its first screen at once and the rest when the reader gets near it', async () => {
    let deferredSeen = 0;
    const problems: string[] = [];
    for (const viewport of [phone, desktop]) {
      const page = await (await browser().newContext({ viewport })).newPage();
      for (const locale of locales) {
        for (const { id } of articleSample(publishedAt(Date.now(), true).articlesNewestFirst)) {
          const url = localizePath(`/blog/${id}`, locale);
          await page.goto(baseUrl() + url, { waitUntil: 'load' });
          const estimated = await page.evaluate(() => document.documentElement.scrollHeight);
          const seen = await page.evaluate(async () => {
            const lcp = await new Promise<Element | null>((resolve) => new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
              resolve(entries.at(-1)?.element ?? null);
            }).observe({ type: 'largest-contentful-paint', buffered: true }));
            // A block's contents are skipped when an element inside it is not rendered (what a
            // closed <details> folds away is not rendered either, by design).
            const shown = (block: Element) => [...block.querySelectorAll('*')]
              .filter((e) => !e.closest('details:not([open]) > :not(summary)'))
              .every((e) => e.checkVisibility({ contentVisibilityAuto: true }));
            const blocks = [...document.querySelectorAll('article > header + div > *')].filter((b) => b.querySelector('*'));
            return {
              lcpShown: lcp ? lcp.checkVisibility({ contentVisibilityAuto: true }) && shown(lcp) : true,
              firstScreenWaiting: blocks.filter((b) => b.getBoundingClientRect().top < innerHeight && !shown(b)).length,
              farBelow: blocks.filter((b) => b.getBoundingClientRect().top > 3 * innerHeight).map((b) => shown(b)),
            };
          });
          const where = `${url} at ${viewport.width} px`;
          if (!seen.lcpShown) problems.push(`${where}: the largest paint is not rendered at once`);
          if (seen.firstScreenWaiting) problems.push(`${where}: ${seen.firstScreenWaiting} blocks of the first screen wait`);
          if (seen.farBelow.some(Boolean)) problems.push(`${where}: blocks three screens down are laid out before the reader gets there`);
          deferredSeen += seen.farBelow.length;
          // Before the reader gets there, the page is about as long as it will be: the scrollbar,
          // or a jump to a section, lands where the reader expects.
          const laidOut = await page.evaluate(() => {
            const blocks = [...document.querySelectorAll<HTMLElement>('article > header + div > *')];
            for (const b of blocks) b.style.setProperty('content-visibility', 'visible');
            const height = document.documentElement.scrollHeight;
            for (const b of blocks) b.style.removeProperty('content-visibility');
            return height;
          });
          if (Math.abs(estimated / laidOut - 1) > 0.15) problems.push(`${where}: ${estimated} px long before it is laid out, ${laidOut} px after`);
          if (!seen.farBelow.length) continue;
          // Reached, the last block shows.
          const last = page.locator('article > header + div > *').last();
          await last.scrollIntoViewIfNeeded();
          await page.waitForFunction(() => {
            const block = [...document.querySelectorAll('article > header + div > *')].at(-1)!;
            return [...block.querySelectorAll('*')].every((e) => e.checkVisibility({ contentVisibilityAuto: true }));
          }, undefined, { timeout: 15_000 }).catch(() => problems.push(`${where}: the last block stays unrendered when scrolled to`));
        }
      }
      await page.context().close();
    }
    expect(problems).toEqual([]);
    // The content has a body long enough to defer something (a long article); without
    // one this test would check nothing.
    expect(deferredSeen).toBeGreaterThan(0);
  });
});

describe('first-party JavaScript', () => {
  it('is under 3 KB gzip in all, as served', async () => {
    const scripts = Object.values(assetUrls).filter((u) => u.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(1);
    let total = 0;
    for (const url of scripts) {
      const res = await fetch(baseUrl() + url);
      expect(res.status, url).toBe(200);
      total += gzipSync(Buffer.from(await res.arrayBuffer())).length;
    }
    expect(total).toBeLessThanOrEqual(jsBudget);
  });
});
