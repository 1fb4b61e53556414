// Speculation Rules (src/site/speculation.ts), as a browser reads them from the served page: inline,
// admitted by their hash in script-src without 'unsafe-inline'; prefetch on intent for the site's
// own pages but never the search, a form's POST target, /admin or a URL with a query; the likely
// next step prerendered from Home and from /report.
import { describe, expect, it } from 'vitest';
import { internalLinks, origin, page } from './helpers.ts';

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

interface Rules {
  prefetch: { where?: { and: [{ href_matches: string }, { not: { href_matches: string[] } }, { not: { selector_matches: string } }] }; urls?: string[]; eagerness: string }[];
  prerender?: { urls: string[]; eagerness: string }[];
}

async function rulesOf(path: string) {
  const { res, html, doc } = await page(path);
  const scripts = [...html.matchAll(/<script type="speculationrules">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(scripts).toHaveLength(1);
  const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
  expect(scriptSrc.split(/\s+/)).toContain(`'sha256-${await sha256(scripts[0]!)}'`);
  expect(scriptSrc).not.toContain('unsafe-inline');
  return { rules: JSON.parse(scripts[0]!) as Rules, doc };
}

/** Whether the prefetch rule takes a link to `href` (its URL patterns; the selector is checked apart). */
const prefetched = (rules: Rules, href: string) => {
  const [own, { not: { href_matches: excluded } }] = rules.prefetch.at(-1)!.where!.and;
  const url = new URL(href, origin);
  return new URLPattern(own.href_matches, origin).test(url) && !excluded.some((p) => new URLPattern(p, origin).test(url));
};

describe('speculation rules', () => {
  it.each([['/', '/report'], ['/en', '/en/report'], ['/cn/report', '/cn/contact'], ['/en/report?place=GB', '/en/contact']])('%s prerenders %s and prefetches its own pages on intent', async (path, next) => {
    const { rules, doc } = await rulesOf(path);
    expect(rules.prerender).toEqual([{ urls: [next], eagerness: 'eager' }]);
    expect(rules.prefetch[0]).toEqual({ urls: [next], eagerness: 'eager' });
    expect(rules.prefetch.at(-1)!.eagerness).toBe('moderate');
    // Most of the page's own links are prefetched on intent.
    const hrefs = internalLinks(doc).map((a) => a.getAttribute('href')!).filter((h) => !h.includes('?') && !h.startsWith('#'));
    expect(hrefs.filter((h) => prefetched(rules, h)).length).toBeGreaterThan(hrefs.length / 2);
  });

  it('never fetches the search, a POST target, /admin or a URL with a query before a click; prerenders nothing elsewhere', async () => {
    const { rules } = await rulesOf('/en/about');
    expect(rules.prerender).toBeUndefined();
    for (const href of ['/search', '/en/search', '/cn/search', '/contact', '/en/contact', '/newsletter', '/cn/newsletter/confirm/abc', '/en/newsletter/unsubscribe/x', '/admin', '/admin/config.yml'])
      expect(prefetched(rules, href), href).toBe(false);
    for (const href of ['/en/blog', '/report', '/cn/scams/romance']) expect(prefetched(rules, href), href).toBe(true);
    expect(rules.prefetch).toHaveLength(1);
    expect(rules.prefetch[0]!.where!.and[2].not.selector_matches).toContain('a[href*="?"]');
    expect(prefetched(rules, 'https://elsewhere.example.org/en/blog')).toBe(false);
  });
});
