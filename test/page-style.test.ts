// How a page's stylesheet is chosen from the site's rules (src/render/page-style.ts), by the names
// its markup uses (test/html-passes.test.ts). How the build
// splits the sheet into them: test/e2e/style-rules.test.ts (in Node, where PostCSS runs); that
// the result styles every page as the whole sheet would, in a browser: test/e2e/every-page.ts.
import { describe, expect, it } from 'vitest';
import { styleFor, type StyleRule } from '../src/render/page-style.ts';
import { get } from './helpers.ts';

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
