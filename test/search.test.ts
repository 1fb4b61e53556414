// Site search (/search?q=, /cn/search, /en/search): answered on the server in each language, by
// words (English, stemmed) or character pairs (Chinese); bounded, noindex, never logged, and safe
// whatever the query holds (property-tested).
import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../src/site/config.ts';
import { scamGuides } from '../src/content/scams.ts';
import { text } from '../src/content/text.ts';
import { locales, localizePath, type Locale } from '../src/site/locale.ts';
import { maxResults } from '../src/search/limits.ts';
import { searchDocuments } from '../src/search/documents.ts';
import { inlineText } from '../src/content/body.ts';
import { createApp } from '../src/worker.ts';
import { get, page, pageUrls, textOf } from './helpers.ts';
import { entriesWithBodies } from './entry-bodies.ts';

const searchUrl = (locale: Locale, q: string) => `${localizePath('/search', locale)}?q=${encodeURIComponent(q)}`;

async function results(locale: Locale, q: string) {
  const { res, doc } = await page(searchUrl(locale, q));
  expect(res.status).toBe(200);
  return { doc, paths: doc.querySelectorAll('[data-search-result]').map((li) => li.getAttribute('data-search-result')) };
}

afterEach(() => { vi.restoreAllMocks(); });

describe('search finds what a visitor looks for', () => {
  it.each(locales)('every scam type by its name in %s, linked in that language', async (locale) => {
    for (const guide of scamGuides) {
      const { doc, paths } = await results(locale, text(guide.name, locale));
      expect(paths, text(guide.name, locale)).toContain(`/scams/${guide.id}`);
      expect(doc.querySelector(`[data-search-result="/scams/${guide.id}"] a`)?.getAttribute('href')).toBe(localizePath(`/scams/${guide.id}`, locale));
    }
  });

  it.each(locales)('a section\'s heading in %s finds the section, linked to its anchor, its heading set off in the snippet', async (locale) => {
    const heading = { en: 'Someone to talk to', 'zh-TW': '找人說說話', 'zh-CN': '找人说说话' }[locale];
    const { doc, paths } = await results(locale, heading);
    expect(paths.indexOf('/report#talk'), paths.join(' ')).toBeGreaterThanOrEqual(0);
    expect(paths.indexOf('/report#talk'), paths.join(' ')).toBeLessThan(2);
    expect(doc.querySelector('[data-search-result="/report#talk"] a')?.getAttribute('href')).toBe(localizePath('/report#talk', locale));
    const section = (await page(localizePath('/report', locale))).doc.querySelector('#talk');
    expect(textOf(section)).toContain(heading);
    // An article's headings never run into the text after them (in a snippet): a dash sets each off
    // in English, a full stop in Chinese (a spaced dash there reads as a calque).
    const entries = await entriesWithBodies();
    const docs = searchDocuments(locale, entries);
    const setOff = (h: string) => (locale === 'en' ? `${h} —` : /[。！？；：，、]$/u.test(h) ? h : `${h}。`);
    const headings = entries.articles.filter((a) => !a.draft).flatMap((a) => a.content[locale]
      .flatMap((block) => (block.kind === 'h2' ? [[`/blog/${a.id}`, setOff(inlineText(block.content))] as const] : [])));
    expect(headings.length).toBeGreaterThan(0);
    for (const [path, set] of headings) expect(docs.find((d) => d.path === path)?.text, path).toContain(set);
  });

  it('finds English words by their stem and forgives a typo', async () => {
    expect((await results('en', 'reporting hotlines')).paths).toContain('/report');
    expect((await results('en', 'Romance')).paths[0]).toBe('/scams/romance');
    expect((await results('en', 'romanse scams')).paths).toContain('/scams/romance');
    expect((await results('en', 'phish')).paths).toContain('/scams/phishing');
  });

  it('finds Chinese words inside running text, in both scripts', async () => {
    expect((await results('zh-TW', '假投資')).paths).toContain('/scams/investment');
    expect((await results('zh-CN', '假投资')).paths).toContain('/scams/investment');
    expect((await results('zh-TW', '報案')).paths).toContain('/report');
    expect((await results('zh-CN', '报案')).paths).toContain('/report');
    expect((await results('zh-TW', '騙')).paths.length).toBeGreaterThan(5);
  });

  it('finds official numbers and addresses on the report page', async () => {
    for (const locale of locales) {
      expect((await results(locale, '18222')).paths, locale).toContain('/report');
      expect((await results(locale, '165')).paths, locale).toContain('/report');
    }
  });

  it('shows each result with its kind, title and a snippet with the match marked', async () => {
    const { doc } = await results('en', 'gift cards');
    const first = doc.querySelector('[data-search-result]')!;
    expect(textOf(first.querySelector('a')).length).toBeGreaterThan(3);
    expect(first.querySelectorAll('mark').map((m) => textOf(m).toLowerCase())).toEqual(expect.arrayContaining(['gift']));
    const zh = (await results('zh-TW', '禮物卡')).doc.querySelector('[data-search-result] mark');
    expect(textOf(zh)).toBe('禮物卡');
  });

  it('finds and marks a Simplified query in Traditional text (and the reverse), showing the text as written', async () => {
    const tw = (await results('zh-TW', '礼物卡')).doc.querySelector('[data-search-result] mark');
    expect(textOf(tw)).toBe('禮物卡');
    const cn = (await results('zh-CN', '報案')).doc.querySelector('[data-search-result] mark');
    expect(textOf(cn)).toBe('报案');
  });

  it('a misspelt word finds its page without outranking the word spelt right', async () => {
    expect((await results('en', 'investmnet')).paths[0]).toBe('/scams/investment');
    const exact = (await results('en', 'invest')).paths;
    expect(exact[0]).toBe('/scams/investment');
  });

  it('lists at most the bound, and says how many', async () => {
    const { doc, paths } = await results('en', 'scam');
    expect(paths.length).toBe(maxResults);
    expect(textOf(doc.querySelector('[data-search-status]'))).toBe(`${maxResults} results for “scam”`);
  });
});

describe('search states', () => {
  it.each(locales)('with no query (%s) explains what to type and offers the report page', async (locale) => {
    const { res, doc } = await page(localizePath('/search', locale));
    expect(res.status).toBe(200);
    expect(doc.querySelectorAll('[data-search-result]')).toHaveLength(0);
    expect(doc.querySelector(`main a[href="${localizePath('/report', locale)}"]`)).not.toBeNull();
    expect(doc.querySelector('main input[name="q"]')?.getAttribute('value') ?? '').toBe('');
  });

  it('with no match says so, keeps the query in the box and suggests the report page', async () => {
    const { doc } = await results('en', 'zqxwv');
    expect(textOf(doc.querySelector('[data-search-status="none"]'))).toBe('No results for “zqxwv”');
    expect(doc.querySelector('main input[name="q"]')?.getAttribute('value')).toBe('zqxwv');
    expect(doc.querySelector('main a[href="/en/report"]')).not.toBeNull();
    expect(textOf((await results('zh-TW', '㐀㐁')).doc.querySelector('[data-search-status="none"]'))).toBe('找不到「㐀㐁」的相關結果。');
  });

  it('searches only the first 100 characters of a long query, and says so', async () => {
    const { doc } = await results('en', `romance ${'x'.repeat(5000)}`);
    expect(doc.querySelector('main input[name="q"]')?.getAttribute('value')).toHaveLength(100);
    expect(textOf(doc.querySelector('main'))).toContain('Only the first 100 characters were searched.');
  });

  it('is kept out of search engines and the page cache, even once content is verified', async () => {
    const app = createApp();
    const res = await app.fetch(new Request('https://site.test/en/search?q=romance'), { ...(env as Env), CONTENT_STATUS: 'verified' });
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(await res.text()).toContain('<meta name="robots" content="noindex"/>');
    const about = await app.fetch(new Request('https://site.test/en/about'), { ...(env as Env), CONTENT_STATUS: 'verified' });
    expect(about.headers.get('x-robots-tag')).toBeNull();
  });
});

describe('the search box', () => {
  it.each(pageUrls.filter((p) => p.path !== '/search'))('$url has a search form in the header', async ({ url, locale }) => {
    const { doc } = await page(url);
    const forms = doc.querySelectorAll('header form[role="search"]');
    expect(forms.length).toBe(1); // one form: in the menu on phones, the open menu's tools row on wide screens
    for (const form of forms) {
      expect(form.getAttribute('action')).toBe(localizePath('/search', locale));
      expect(form.getAttribute('method')).toBe('get');
      const input = form.querySelector('input[name="q"]')!;
      expect(form.querySelector(`label[for="${input.getAttribute('id')}"]`)).not.toBeNull();
    }
  });
});

describe('hostile queries', () => {
  // A marker that would become an element if the query were reflected unescaped.
  const payload = fc.tuple(fc.string({ maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 }), fc.nat(1_000_000)).map(
    ([a, b, n]) => `${a}<x-probe${n} onload="alert(1)">${b}</x-probe${n}>"'&`,
  );
  const raw = fc.oneof(
    fc.constantFrom('%', '%zz', '%ED%A0%80', '%C0%AF', '%00', '%E2%80%AE', '%EF%BF%BF', 'a%2Bb', '&q=second'),
    fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent),
  );

  it('get a normal page, never reflected as markup, never logged', async () => {
    const logged: string[] = [];
    for (const level of ['log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => { logged.push(args.map(String).join(' ')); });
    }
    await fc.assert(
      fc.asyncProperty(payload, fc.constantFrom<Locale>(...locales), async (q, locale) => {
        const res = await get(searchUrl(locale, q));
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
        const html = await res.text();
        expect(html).not.toMatch(/<x-probe/);
        expect(html).not.toMatch(/\bat \w+ \(|node_modules/);
      }),
      { numRuns: 150, seed: 424242 },
    );
    await fc.assert(
      fc.asyncProperty(raw, async (q) => {
        const res = await get(`/en/search?q=${q}`);
        expect(res.status).toBe(200);
        await res.text();
      }),
      { numRuns: 100, seed: 424242 },
    );
    expect(logged.filter((line) => /x-probe|search\?q=/.test(line))).toEqual([]);
    // 250 searches in one test: the time it takes says nothing about correctness (the bench
    // measures search speed), so a busy machine gets room instead of a false failure.
  }, 120_000);
});
