// Every page in every language, loaded once in a phone's browser and checked for everything a
// browser decides about it (every-page.ts): the first paint, axe in both schemes, the layout at
// every width from 320 to 1920 px, the desktop's axe and each page type's own rules at 375 and
// 1440 px, no console error, failed request or CSP violation; then the W3C checker over the HTML
// of every page as the browser got it (vnu.ts). The pages: test/page-sample.ts (every route, a
// bounded sample of articles and news items), or the ones PAGES names:
//   PAGES=/report,/en/blog/3 npx vitest run -c vitest.e2e.config.ts test/e2e/pages.test.ts
import { describe, expect, it } from 'vitest';
import { checkEveryPage } from './every-page.ts';
import { onePerTypeUrls, pageTypeUrls, pageUrls, useBrowser } from './support.ts';
import { checkHtml, htmlReport, type HtmlDocument } from './vnu.ts';

const browser = useBrowser();
const html = new Map<string, HtmlDocument>();

describe('every page', () => {
  checkEveryPage(browser, { pages: pageUrls, phoneWhole: pageTypeUrls, desktopWhole: onePerTypeUrls }, html);

  // After every page's test (vitest runs a test after the concurrent ones before it have ended).
  it('has HTML the W3C checker finds no error in', () => {
    expect(html.size, 'pages whose HTML was kept').toBe(pageUrls.length);
    const { errors, brokenReported } = checkHtml(pageUrls.map((url) => html.get(url)!));
    expect(brokenReported.join('\n'), 'the checker reports a deliberately broken document').toMatch(/Duplicate ID/);
    const report = htmlReport(errors);
    if (report) console.error(report);
    expect(report, `${errors.size} pages with errors`).toBe('');
  });
});
