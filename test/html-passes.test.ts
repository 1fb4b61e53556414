// The one pass over a rendered page's HTML (src/render/html-passes.ts): short class names, icons
// drawn once, the names the stylesheet is chosen by, the stylesheet in its slot. How the build
// names the classes: test/e2e/class-names.test.ts; that every page is styled as the whole sheet
// would style it, in a browser: test/e2e/every-page.ts.
import { describe, expect, it } from 'vitest';
import { finishMarkup, reuseThreshold } from '../src/render/html-passes.ts';
import { get } from './helpers.ts';

const slot = '<style></style>';
const finish = (html: string, names?: ReadonlyMap<string, string>) => finishMarkup(`${slot}${html}`, names).fill('').slice(slot.length);

describe('the names in markup', () => {
  it('are the element names and the classes, entities decoded', () => {
    const { names } = finishMarkup('<div class="grid [&amp;&gt;div]:flex  sm:py-2"><P>x</P><svg class="h-4"></svg></div>', new Map());
    expect([...names].sort()).toEqual(['.[&>div]:flex', '.grid', '.h-4', '.sm:py-2', 'div', 'p', 'svg']);
  });

  it('include the document\'s language, as html[lang="…"] and html[lang|="…"] match it', () => {
    const { names } = finishMarkup('<!DOCTYPE html><html lang="zh-Hant-TW"><body><p lang="en">x</p></body></html>', new Map());
    expect([...names].filter((n) => n.startsWith('lang')).sort()).toEqual(['lang=zh-Hant-TW', 'lang|=zh', 'lang|=zh-Hant', 'lang|=zh-Hant-TW']);
  });

  it('are the short names where the markup was renamed', () => {
    const { names } = finishMarkup('<p class="flex card">x</p>', new Map([['flex', 'A']]));
    expect([...names].sort()).toEqual(['.A', '.card', 'p']);
  });
});

describe('the stylesheet', () => {
  it('goes into the layout\'s empty <style>, and only there', () => {
    expect(finishMarkup('<head><style></style></head><body><p>&lt;style&gt;&lt;/style&gt;</p></body>').fill('p{top:0}'))
      .toBe('<head><style>p{top:0}</style></head><body><p>&lt;style&gt;&lt;/style&gt;</p></body>');
  });
  it('needs the slot: markup without one is refused', () => {
    expect(() => finishMarkup('<head></head>').fill('p{top:0}')).toThrow(/style slot/);
  });
});

describe('short class names in the markup', () => {
  const names = new Map([['flex', 'A'], ['[&>div]:p-0', 'B'], ['sm:py-2', 'C']]);
  it('replace each class the stylesheet names, entities decoded for the look-up', () => {
    expect(finish('<div class="flex  [&amp;&gt;div]:p-0 card"><p class="sm:py-2">x class="flex"</p></div>', names))
      .toBe('<div class="A B card"><p class="C">x class="flex"</p></div>');
  });
  it('keep a class the stylesheet does not name as written', () => {
    expect(finish('<a class="btn-primary flex [&amp;]:x">', names)).toBe('<a class="btn-primary A [&amp;]:x">');
  });
  it('refuse a class that reads like a short name: it would take another utility\'s rule', () => {
    expect(() => finish('<a class="btn-primary X">', names)).toThrow(/"X" looks like a short class name/);
  });
  it('are what every page is served with: no utility class is left in a page', async () => {
    for (const url of ['/', '/cn/report', '/en/blog/6']) {
      const html = await (await get(url)).text();
      expect(html).not.toMatch(/\sclass="[^"]*\b(flex|items-center|font-semibold|xl:hidden)\b/);
      expect(html).toMatch(/\sclass="[^"]*\bpage-container\b/);
    }
  });
});

const icon = (cls: string, drawing: string, attrs = 'viewBox="0 0 24 24" class="icon ' + cls + '" aria-hidden="true"') => `<svg ${attrs}>${drawing}</svg>`;
const phone = '<path d="M1 1h2"></path>';
const globe = '<circle cx="12" cy="12" r="10"></circle>';

describe('repeated icons', () => {
  it('are drawn once, in a <g> with an id, and shown again by <use>, each copy keeping its own classes', () => {
    const html = [icon('a', phone), icon('b', globe), icon('c', phone), icon('a', phone), icon('d', phone)].join('');
    expect(finish(html, new Map())).toBe([
      icon('a', `<g id="icon-0">${phone}</g>`), icon('b', globe), icon('c', '<use href="#icon-0"/>'), icon('a', '<use href="#icon-0"/>'), icon('d', '<use href="#icon-0"/>'),
    ].join(''));
  });

  it('are found by their class, whatever the order of their attributes', () => {
    const html = Array.from({ length: reuseThreshold }, () => icon('', phone, 'aria-hidden="true" class="h-4 icon" viewBox="0 0 24 24"')).join('');
    expect(finish(html, new Map())).toContain('<use href="#icon-0"/>');
  });

  it(`are left as they are under ${reuseThreshold} copies, and an <svg> that is not an icon is never touched`, () => {
    const few = Array.from({ length: reuseThreshold - 1 }, () => icon('a', phone)).join('');
    expect(finish(few, new Map())).toBe(few);
    const drawings = Array.from({ length: reuseThreshold + 1 }, () => `<svg class="banner">${phone}</svg>`).join('');
    expect(finish(drawings, new Map())).toBe(drawings);
  });

  it('on the report pages: every <use> names a drawing on the page, and no id is given twice', async () => {
    for (const url of ['/report', '/cn/report', '/en/report']) {
      const html = await (await get(url)).text();
      const uses = [...html.matchAll(/<use href="#([^"]+)"\/>/g)].map((m) => m[1]!);
      const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
      expect(uses.length).toBeGreaterThan(20);
      for (const id of new Set(uses)) expect(ids.filter((i) => i === id), id).toHaveLength(1);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
