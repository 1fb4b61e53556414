// The operator's redirect list: the build's checks (scripts/build/links/redirects.ts) on made-up files, and
// the committed assets/_redirects against the real route table. That each listed path answers
// 301 (from the worker, src/http/listed-redirects.ts, with every security header) is tested in
// test/cheap-refusals.test.ts and against `wrangler dev` (test/e2e/redirects.test.ts).
import { describe, expect, it } from 'vitest';
import committed from '../assets/_redirects?raw';
import { parseRedirects, redirectProblems } from '../scripts/build/links/redirects.ts';
import { locales, localizePath } from '../src/site/locale.ts';
import { allPaths } from '../src/site/routes.ts';

const pages = new Set(locales.flatMap((l) => allPaths().map((p) => localizePath(p, l))));
const check = (text: string) => redirectProblems(text, pages);

describe('assets/_redirects', () => {
  it('passes the checks', () => {
    expect(parseRedirects(committed).rules.length).toBeGreaterThan(0);
    expect(check(committed)).toEqual([]);
  });
});

describe('redirect checks', () => {
  it('accepts plain lines, comments and blank lines', () => {
    expect(check('# old URLs\n\n/old-news /blog 301\n/en/old-news /en/blog 301\n/cn/old-news /cn/blog#top 301\n')).toEqual([]);
  });

  it.each([
    ['https://evil.example/', 'never another host'],
    ['//evil.example/', 'never another host'],
    ['/\\evil.example', 'never another host'],
    ['evil.example', 'never another host'],
  ])('refuses a target on another host: %s', (to, message) => {
    expect(check(`/old ${to} 301`).join('\n')).toContain(message);
  });

  it('refuses a loop and a chain', () => {
    const loop = check('/a /b 301\n/b /a 301');
    expect(loop).toHaveLength(2);
    expect(loop.join('\n')).toContain('a chain or a loop');
    expect(check('/a /b 301\n/b /about 301').join('\n')).toContain('line 1: /a -> /b: the target is itself redirected');
  });

  it.each(locales.flatMap((l) => ['/about', '/blog/3', '/'].map((p) => localizePath(p, l))))('refuses to hide the page %s', (page) => {
    expect(check(`${page} /about 301`).join('\n')).toContain('this is a page of the site');
  });

  it('refuses to hide what the worker or the assets serve', () => {
    expect(check('/sitemap.xml /about 301\n/assets/old.css /about 301')).toHaveLength(2);
  });

  it('refuses a target that is not a page', () => {
    expect(check('/old /nowhere 301').join('\n')).toContain('not a page of the site');
  });

  it('asks for 301 written out (the platform defaults to 302)', () => {
    expect(check('/old /about').join('\n')).toContain('write "<old path> <page path> 301"');
    expect(check('/old /about 302').join('\n')).toContain('use 301');
  });

  it('refuses splats, placeholders, duplicates, trailing slashes and undecoded paths', () => {
    expect(check('/old/* /about 301').join('\n')).toContain('no "*"');
    expect(check('/news/:id /blog 301').join('\n')).toContain('no "*" or ":placeholder"');
    expect(check('/old /about 301\n/old /team 301').join('\n')).toContain('already redirected on line 1');
    expect(check('/old/ /about 301').join('\n')).toContain('trailing slash');
    expect(check('/關於 /about 301').join('\n')).toContain('write it as the log shows it: /%E9%97%9C%E6%96%BC');
  });
});
