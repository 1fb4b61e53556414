// Shared pieces of the browser tests.
import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { connectBrowser } from '../../scripts/shared/browser.ts';
import { locales, localizePath } from '../../src/site/locale.ts';
import { publishedAt } from '../../src/content/visible.ts';
import { routes } from '../../src/site/routes.ts';
import { thanksCookies } from '../../src/features/contact/thanks-proof.ts';
import { readConfig } from '../../src/site/config.ts';
import type { PageContext } from '../../src/site/context.ts';
import { signer } from '../../src/site/signing.ts';
import { pagesChosen, pagesToVisit } from '../page-sample.ts';

export const baseUrl = (): string => inject('baseUrl');

const published = publishedAt(Date.now(), true);

/** The pages the every-page checks visit, in every language: every route, with a bounded sample of
 *  the articles and news items (test/page-sample.ts), or the pages PAGES names (PAGES=/report,/en/blog/3;
 *  PAGES=all for every page). */
export const pageUrls: string[] = pagesToVisit(published);

/** One page of each page type in every language: a route's first page where it has many (the
 *  first article, the first guide), every other route's own. With PAGES, the pages it names. */
export const pageTypeUrls: string[] = pagesChosen() ? pageUrls : locales.flatMap((l) => routes
  .filter((r) => !r.unlisted)
  .flatMap((r) => (r.paths ? [...r.paths(published)].slice(0, 1) : [r.path]))
  .map((p) => localizePath(p, l)));

/** One page of each page type, the languages taken in turn (the first type in Traditional
 *  Chinese, the next in Simplified, then English, and so on): the checks of a wide layout, whose
 *  text differs by language only in words, which the phone's checks read in every language. With
 *  PAGES, the pages it names. */
export const onePerTypeUrls: string[] = pagesChosen() ? pageUrls : routes
  .filter((r) => !r.unlisted)
  .map((r, i) => localizePath(r.paths ? [...r.paths(published)][0]! : r.path, locales[i % locales.length]!));

/** A connection to the one Chromium of the run (global-setup.ts); close() ends only this connection. */
export const launchBrowser = (): Promise<Browser> => connectBrowser(inject('browserWs'));

/** The run's Chromium for the test file that calls this (at its top level): connected before,
 *  disconnected after (which closes the contexts the file opened). */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser?.close(); });
  return () => browser!;
}
export type { Browser, Page };

/** page.goto, then wait until the client module has run: the page loads it after its largest
 *  paint (src/generated/client-loader.ts), so what it adds is not there at the load event. */
export async function open(page: Page, url: string, options?: Parameters<Page['goto']>[1]) {
  const res = await page.goto(url, options);
  await page.waitForSelector('html[data-enhanced]', { state: 'attached' });
  return res;
}

/** Records the page's Content-Security-Policy violations (call before the first load). */
export async function watchCsp(page: Page): Promise<string[]> {
  const csp: string[] = [];
  await page.exposeFunction('__reportCsp', (v: string) => csp.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp(v: string): void }).__reportCsp(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return csp;
}

/** Headers that make a test its own visitor's network. The site allows a few form posts a minute
 *  per network (FORM_LIMIT, wrangler.toml), and every browser test file shares one local server
 *  at 127.0.0.1: without this, posts from files that run in the same minute count together.
 *  wrangler dev sets CF-Connecting-IP only when the request has none. */
export function ownNetwork(): Record<string, string> {
  const part = () => Math.floor(Math.random() * 0x10000).toString(16);
  return { 'CF-Connecting-IP': `2001:db8:${part()}:${part()}::1` };
}

export const phone = { width: 375, height: 812 };
export const desktop = { width: 1440, height: 900 };

/** Records what a visitor would call a broken page: console errors, failed or 4xx/5xx requests. */
export function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg) => { if (msg.type() === 'error') problems.push(`console: ${msg.text()}`); });
  page.on('pageerror', (err) => problems.push(`exception: ${err.message}`));
  page.on('requestfailed', (req) => problems.push(`failed: ${req.url()} ${req.failure()?.errorText}`));
  page.on('response', (res) => {
    if (res.status() >= 400 && res.request().resourceType() !== 'document') problems.push(`http ${res.status()}: ${res.url()}`);
  });
  return problems;
}

/** fn over items, at most `limit` at a time, results in the items' order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  }));
  return results;
}

/** The thank-you page's cookie as the browser that sent request `ref` holds it (`wrangler dev`
 *  signs with the local default key): `thanks=…`, for a Cookie header. */
export async function senderCookie(ref: string): Promise<string> {
  const ctx = { signer: signer(undefined, readConfig({ ENVIRONMENT: 'development' })), url: new URL(baseUrl()) } as PageContext;
  return (await thanksCookies(ctx, ref))[0]!.split(';')[0]!;
}
