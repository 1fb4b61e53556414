// Every page in every language, at 375 px and 1440 px, as a visitor's browser sees it: no console
// error or CSP violation, no failed request, no horizontal scroll, and zero axe violations
// (WCAG 2.0/2.1/2.2, levels A and AA).
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { allPageUrls, baseUrl, desktop, useBrowser, phone, watchProblems, open } from './support.ts';

const browser = useBrowser();

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

describe.each([['phone', phone], ['desktop', desktop]] as const)('every page on a %s', (_name, viewport) => {
  it.each(allPageUrls)('%s loads cleanly and passes axe', async (url) => {
    const context = await browser().newContext({ viewport });
    const page = await context.newPage();
    const problems = watchProblems(page);
    const csp: string[] = [];
    await page.exposeFunction('__reportCsp', (v: string) => csp.push(v));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __reportCsp(v: string): void }).__reportCsp(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    const res = await open(page, baseUrl() + url, { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'horizontal scroll').toBeLessThanOrEqual(0);
    const axe = await new AxeBuilder({ page }).withTags(wcag).analyze();
    const violations = axe.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
    expect(csp).toEqual([]);
    await context.close();
  });
});
