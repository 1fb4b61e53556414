// What paints first arrives in TCP's first window (scripts/bench/wire-bytes.ts): the head with its
// inline stylesheet, the header, and <main> through the page's largest element (what Chromium
// reports as the largest contentful paint), within the first 14,600 bytes with the headers. A
// page may say more than that: the rest follows in the next round trips while the reader reads.
// Checked in Chromium on every page (every route in every language, a bounded sample of articles
// and news items: test/page-sample.ts; or the ones PAGES names) and the second page of /cases (and
// of /blog and /news when the content fills one), served with
// verified content as `npm run bench` measures it: the page whole is loaded, then only what its
// first window carries, and the largest element of the first must be there, whole, in the second.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../../scripts/shared/local-server.ts';
import { firstScreenProblem } from '../../scripts/bench/first-screen.ts';
import { firstWindow, splitAtFirstWindow, wireResponse } from '../../scripts/bench/wire-bytes.ts';
import { publishedAt } from '../../src/content/visible.ts';
import { pagesChosen, pagesToVisit } from '../page-sample.ts';
import { phone, useBrowser } from './support.ts';

const browser = useBrowser();
let server: LocalServer;
beforeAll(async () => { server = await startLocalServer({ CONTENT_STATUS: 'verified', ENVIRONMENT: 'production' }, 180_000, '.wrangler/first-window-state'); });
afterAll(async () => { await server?.stop(); });

describe('the first round trip', () => {
  it(`carries every page's first screen: <main> through its largest element within ${firstWindow} bytes with the headers`, async () => {
    // Served as production serves them: drafts are not pages there.
    const paths = pagesToVisit(publishedAt(Date.now(), false));
    if (!pagesChosen()) {
      paths.push('/cases?page=2', '/en/cases?page=2');
      // The later pages of the lists, those the content fills.
      for (const list of ['/blog', '/en/news']) if ((await fetch(`${server.url}${list}?page=2`)).ok) paths.push(`${list}?page=2`);
    }
    expect(paths.length).toBeGreaterThan(0);
    const page = await (await browser().newContext({ viewport: phone })).newPage();
    const failures: string[] = [];
    for (const path of paths) {
      const problem = await firstScreenProblem(page, server.url + path, await wireResponse(server.url + path));
      if (problem) failures.push(`${path}: ${problem}`);
    }
    expect(failures).toEqual([]);
  });

  it('tells a long page that paints from its first window from one that does not', async () => {
    const page = await (await browser().newContext({ viewport: phone })).newPage();
    // Incompressible filler, so the page is far longer than the window even gzipped.
    const filler = Array.from({ length: 1500 }, (_, i) => `<p>${(i * 2654435761 % 4294967296).toString(36)}${Math.sin(i).toString(36)}</p>`).join('');
    const doc = (main: string) => `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><header>site</header><main>${main}</main></body></html>`;
    const wire = (html: string) => splitAtFirstWindow(400, gzipSync(html), true);
    const headingFirst = wire(doc(`<h1 style="font-size:48px">What to do now</h1>${filler}`));
    // The same bytes before the heading, but not shown: the heading is the first thing on screen.
    const headingLast = wire(doc(`<div hidden>${filler}</div><h1 style="font-size:48px">What to do now</h1>`));
    expect(headingFirst.bytes).toBeGreaterThan(firstWindow);
    expect(await firstScreenProblem(page, `${server.url}/first-window-probe`, headingFirst)).toBeNull();
    expect(await firstScreenProblem(page, `${server.url}/first-window-probe`, headingLast)).toMatch(/largest element \(<h1>/);
  });
});
