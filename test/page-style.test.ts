// How a page's stylesheet is chosen from the site's rules (src/page-style.ts). How the build
// splits the sheet into them: test/e2e/style-rules.test.ts (in Node, where PostCSS runs); that
// the result styles every page as the whole sheet would, in a browser: test/e2e/page-style.test.ts.
import { describe, expect, it } from 'vitest';
import { markupNames, shortenClasses, styleFor, type StyleRule } from '../src/render/page-style.ts';
import { get } from './helpers.ts';

describe('the names in markup', () => {
  it('are the element names and the classes, entities decoded', () => {
    const names = markupNames('<div class="grid [&amp;&gt;div]:flex  sm:py-2"><P>x</P><svg class="h-4"></svg></div>');
    expect([...names].sort()).toEqual(['.[&>div]:flex', '.grid', '.h-4', '.sm:py-2', 'div', 'p', 'svg']);
  });

  it('include the document\'s language, as html[lang="…"] and html[lang|="…"] match it', () => {
    const names = markupNames('<!DOCTYPE html><html lang="zh-Hant-TW"><body><p lang="en">x</p></body></html>');
    expect([...names].filter((n) => n.startsWith('lang')).sort()).toEqual(['lang=zh-Hant-TW', 'lang|=zh', 'lang|=zh-Hant', 'lang|=zh-Hant-TW']);
  });
});

describe('a page\'s font stack', () => {
  // As Lightning CSS writes them: family names unquoted where CSS allows.
  const [tw, cn, en] = ['PingFang TC', 'PingFang SC', 'Segoe UI,Roboto'];
  it.each([['/', tw, [cn, en]], ['/cn', cn, [tw, en]], ['/en', en, [tw, cn]]] as const)(
    '%s carries its own language\'s fonts only', async (url, own, others) => {
      const style = /<style>([\s\S]*?)<\/style>/.exec(await (await get(url)).text())![1]!;
      expect(style).toContain(own);
      for (const font of others) expect(style).not.toContain(font);
    });
});

describe('a page\'s stylesheet', () => {
  const rules: StyleRule[] = [[-1, [], '*{margin:0}'], [-1, [['.a']], '.a{top:0}'], [-1, [['.b', 'p'], ['.c']], '.b p,.c{left:0}'], [0, [['.a']], '.md\\:a{top:1px}'], [0, [['.d']], '.md\\:d{top:2px}'], [1, [], '@page{margin:1cm}']];
  const atRules = ['@media (min-width:768px)', '@media print'];
  it('holds the rules one of whose selectors the markup can match, in order, inside their @media', () => {
    expect(styleFor(new Set(['.a']), rules, atRules)).toBe('*{margin:0}.a{top:0}@media (min-width:768px){.md\\:a{top:1px}}@media print{@page{margin:1cm}}');
    expect(styleFor(new Set(['.b']), rules, atRules)).toBe('*{margin:0}@media print{@page{margin:1cm}}');
    expect(styleFor(new Set(['.b', 'p', '.d']), rules, atRules)).toBe('*{margin:0}.b p,.c{left:0}@media (min-width:768px){.md\\:d{top:2px}}@media print{@page{margin:1cm}}');
  });
});

describe('short class names in the markup', () => {
  const names = new Map([['flex', 'A'], ['[&>div]:p-0', 'B'], ['sm:py-2', 'C']]);
  it('replace each class the stylesheet names, entities decoded for the look-up', () => {
    expect(shortenClasses('<div class="flex  [&amp;&gt;div]:p-0 card"><p class="sm:py-2">x class="flex"</p></div>', names))
      .toBe('<div class="A B card"><p class="C">x class="flex"</p></div>');
  });
  it('keep a class the stylesheet does not name, but drop one that reads like a short name', () => {
    expect(shortenClasses('<a class="btn-primary X flex A1 [&amp;]:x">', names)).toBe('<a class="btn-primary A [&amp;]:x">');
  });
  it('are what every page is served with: no utility class is left in a page', async () => {
    for (const url of ['/', '/cn/report', '/en/blog/6']) {
      const html = await (await get(url)).text();
      expect(html).not.toMatch(/\sclass="[^"]*\b(flex|items-center|font-semibold|xl:hidden)\b/);
      expect(html).toMatch(/\sclass="[^"]*\bpage-container\b/);
    }
  });
});
