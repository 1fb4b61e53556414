// The per-visitor limit on searches: past searchRateLimit a minute, one visitor (an IPv4
// address or an IPv6 /64, as for the forms) gets a small 429 page in the page's language that says
// when to try again, with Retry-After, kept by no cache, never a 500; other visitors and the search
// page without a query are not affected.
import { describe, expect, it } from 'vitest';
import { translations } from '../src/i18n/translate.ts';
import { searchRateLimit } from '../src/search/limits.ts';
import { locales, localizePath } from '../src/site/locale.ts';
import { parse } from 'node-html-parser';
import { get, htmlLang, textOf } from './helpers.ts';

const search = (ip: string, q = 'romance', locale: (typeof locales)[number] = 'en') =>
  get(`${localizePath('/search', locale)}?q=${encodeURIComponent(q)}`, { headers: { 'CF-Connecting-IP': ip } });

/** Statuses of limit + 2 searches from `ip`, counted within one period of the wall clock (a run that
 *  crosses into the next period starts counting again, so it is done once more from the next address). */
async function overTheLimit(ips: readonly string[], locale: (typeof locales)[number] = 'en'): Promise<{ statuses: number[]; last: Response; ip: string }> {
  let statuses: number[] = [];
  let last: Response | undefined;
  let used = ips[0]!;
  for (const ip of ips) {
    const period = () => Math.floor(Date.now() / (searchRateLimit.periodSeconds * 1000));
    const started = period();
    statuses = [];
    used = ip;
    for (let i = 0; i < searchRateLimit.limit + 2; i++) {
      last = await search(ip, `romance ${i}`, locale);
      statuses.push(last.status);
      if (i < searchRateLimit.limit + 1) await last.body?.cancel();
    }
    if (period() === started) break;
  }
  return { statuses, last: last!, ip: used };
}

describe('searches from one visitor', () => {
  it('are answered up to the limit, then refused with a 429 that says when to try again', async () => {
    const { statuses, last } = await overTheLimit(['2001:db8:52:1::1', '2001:db8:52:2::1']);
    expect(statuses.slice(0, searchRateLimit.limit).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(searchRateLimit.limit)).toEqual([429, 429]);
    expect(last.headers.get('retry-after')).toBe(String(searchRateLimit.periodSeconds));
    expect(last.headers.get('cache-control')).toBe('no-store');
    expect(last.headers.get('x-robots-tag')).toBe('noindex');
    expect(last.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await last.text();
    expect(html).toContain(translations('en').search.tooManyTitle());
    expect(html).toContain(`href="${localizePath('/report', 'en')}"`);
    // The query is not echoed, nor anything of the request.
    expect(html).not.toContain('romance');
  });

  it('counts an IPv6 /64 as one visitor, and leaves another visitor and the search page without a query alone', async () => {
    const { statuses, ip } = await overTheLimit(['2001:db8:53:1::1', '2001:db8:53:2::1']);
    expect(statuses.at(-1)).toBe(429);
    // Another address of the same /64 is the same visitor; the next /64 is someone else.
    expect((await search(ip.replace(/::1$/, '::abcd'))).status).toBe(429);
    expect((await search('2001:db8:54:1::1')).status).toBe(200);
    expect((await get(localizePath('/search', 'en'), { headers: { 'CF-Connecting-IP': ip } })).status).toBe(200);
  });

  it.each(locales.filter((l) => l !== 'en'))('are refused in %s in that language', async (locale) => {
    const { last } = await overTheLimit([`198.51.100.${locale === 'zh-TW' ? 61 : 71}`, `198.51.100.${locale === 'zh-TW' ? 62 : 72}`], locale);
    expect(last.status).toBe(429);
    const doc = parse(await last.text());
    expect(doc.querySelector('html')?.getAttribute('lang')).toBe(htmlLang[locale]);
    expect(textOf(doc.querySelector('h1'))).toBe(translations(locale).search.tooManyTitle());
    expect(doc.querySelector('main a')?.getAttribute('href')).toBe(localizePath('/report', locale));
  });
});
