// How the build gives the stylesheet's classes short names (scripts/build/page-assets/class-names.ts, with PostCSS:
// so in Node, beside the browser tests). The worker's half, renaming the markup: test/page-style.test.ts.
// That every page is styled as before: test/e2e/every-page.ts compares computed styles.
import { describe, expect, it } from 'vitest';
import { renameSheetClasses, sheetClasses, shortClassNames } from '../../scripts/build/page-assets/class-names.ts';
import { classNames } from '../../src/generated/style.ts';
import config from '../../uno.config.ts';

const sheet = '.flex{display:flex}.sm\\:py-2>div{padding:0}a[href$=".pdf"].gap-2,.\\[\\&\\>li\\]\\:p-0>li{gap:0}.card:hover .icon{top:0}@media (min-width:640px){.sm\\:flex{display:flex}}';

describe('short class names', () => {
  it('are found in every selector, escapes undone, attribute values left alone', () => {
    expect([...sheetClasses(sheet)].sort()).toEqual(['[&>li]:p-0', 'card', 'flex', 'gap-2', 'icon', 'sm:flex', 'sm:py-2']);
  });

  it('go to the classes used most, never to a kept one, and are one capital and at most one more character', () => {
    const map = shortClassNames(sheet, 'flex flex flex gap-2 gap-2 sm:flex', new Set(['card', 'icon']));
    expect(map.get('flex')).toBe('A');
    expect(map.get('gap-2')).toBe('B');
    expect(map.get('sm:flex')).toBe('C');
    expect(map.has('card')).toBe(false);
    expect(map.has('icon')).toBe(false);
    expect(new Set(map.values()).size).toBe(map.size);
    for (const name of map.values()) expect(name).toMatch(/^[A-Z][A-Z0-9]?$/);
  });

  it('rewrite the sheet: every renamed class, nothing else', () => {
    const map = new Map([['flex', 'A'], ['sm:py-2', 'B'], ['gap-2', 'C'], ['[&>li]:p-0', 'D'], ['sm:flex', 'E']]);
    expect(renameSheetClasses(sheet, map)).toBe('.A{display:flex}.B>div{padding:0}a[href$=".pdf"].C,.D>li{gap:0}.card:hover .icon{top:0}@media (min-width:640px){.E{display:flex}}');
  });

  it('in this build, leave the component names, sr-only and what the client module toggles as written', () => {
    for (const kept of [...Object.keys(config.shortcuts as Record<string, string>), 'icon', 'skip-link', 'sr-only', 'is-open', 'invisible']) {
      expect(classNames[kept], kept).toBeUndefined();
    }
    expect(classNames['xl:hidden']).toMatch(/^[A-Z][A-Z0-9]?$/);
  });
});
