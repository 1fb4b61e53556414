// The W3C Nu Html Checker (test/e2e/vnu.ts) on the answers that are not pages of the sitemap, in
// every language: a 404, search results (one that reads as distress among them), the request
// form sent back with errors and the thank-you page (as the sending browser sees it, and anyone else). The pages themselves are checked as the
// browser got them in the every-page visit (test/e2e/pages.test.ts), each loaded once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { locales, localizePath } from '../../src/site/locale.ts';
import { baseUrl, ownNetwork, senderCookie } from './support.ts';
import { checkHtml, htmlReport, type HtmlDocument, type VnuResult } from './vnu.ts';

async function get(path: string, expected: number, cookie?: string): Promise<HtmlDocument> {
  const res = await fetch(baseUrl() + path, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  expect(res.status, path).toBe(expected);
  return { name: `GET ${path}${cookie ? ' (the sending browser)' : ''}`, html: await res.text() };
}

/** The request form as a browser without JavaScript gets it back: status 400, one message per field. */
async function badRequestForm(locale: (typeof locales)[number]): Promise<HtmlDocument> {
  const path = localizePath('/contact', locale);
  const res = await fetch(baseUrl() + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: baseUrl(), 'content-type': 'application/x-www-form-urlencoded', ...ownNetwork() },
    body: new URLSearchParams({ name: '', email: 'x@', message: 'short' }).toString(),
  });
  expect(res.status, `POST ${path}`).toBe(400);
  return { name: `POST ${path} (with errors)`, html: await res.text() };
}

async function collect(): Promise<HtmlDocument[]> {
  const docs: HtmlDocument[] = [];
  for (const locale of locales) {
    docs.push(await get(localizePath('/no-such-page', locale), 404));
    docs.push(await get(`${localizePath('/search', locale)}?q=${encodeURIComponent(locale === 'en' ? 'bank' : '銀行')}`, 200));
    docs.push(await get(`${localizePath('/search', locale)}?q=zzqxnothing`, 200));
    // A search that reads as distress: the support lines above the results.
    docs.push(await get(`${localizePath('/search', locale)}?q=${encodeURIComponent(locale === 'en' ? 'I want to die' : '想死')}`, 200));
    docs.push(await badRequestForm(locale));
    // The thank-you page as the browser that sent the request sees it, and as anyone else does.
    const sender = await senderCookie('7KQ2M-XD94R');
    docs.push(await get(localizePath('/contact/thanks/7KQ2M-XD94R', locale), 200, sender));
    docs.push(await get(`${localizePath('/contact/thanks/7KQ2M-XD94R', locale)}?country=GB`, 200, sender));
    docs.push(await get(localizePath('/contact/thanks/7KQ2M-XD94R', locale), 200));
  }
  return docs;
}

let result: VnuResult | undefined;
let checked = 0;

beforeAll(async () => {
  const docs = await collect();
  checked = docs.length;
  result = checkHtml(docs);
}, 240_000);

afterAll(() => { result = undefined; });

it('reports the errors of a deliberately broken document', () => {
  const found = result!.brokenReported.join('\n');
  expect(found).toMatch(/Duplicate ID/);
  expect(found).toMatch(/must have an .alt. attribute/);
  expect(found).toMatch(/Element .dl. not allowed as child of element .span./);
});

it('finds no error in a 404, search results, the form sent back or the thank-you page, in any language', () => {
  expect(checked).toBe(8 * locales.length);
  const report = htmlReport(result!.errors);
  if (report) console.error(report);
  expect(report, `${result!.errors.size} documents with errors`).toBe('');
});
