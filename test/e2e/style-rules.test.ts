// How the build splits the stylesheet into rules, each with what it needs in a page to match
// (scripts/build/page-assets/inline-style.ts, with PostCSS: so in Node, beside the browser tests).
import { describe, expect, it } from 'vitest';
import { selectorNeeds, styleRules } from '../../scripts/build/page-assets/inline-style.ts';

describe('a selector needs', () => {
  it.each([
    ['.sm\\:py-20', ['.sm:py-20']],
    ['.\\[\\&\\>div\\]\\:flex>div', ['.[&>div]:flex', 'div']],
    ['.min-\\[360px\\]\\:grid-cols-2', ['.min-[360px]:grid-cols-2']],
    ['.w-1\\/2', ['.w-1/2']],
    ['html[lang|="en"] body', ['html', 'body', 'lang|=en']],
    ['html[lang="zh-Hant-TW"] body', ['html', 'body', 'lang=zh-Hant-TW']],
    ['html[lang=zh-Hans-CN] body', ['html', 'body', 'lang=zh-Hans-CN']],
    ['html[lang|=en] body', ['html', 'body', 'lang|=en']],
    ['[lang="en"] p', ['p']],
    ['a[href^="/"]:not([data-print-url])::after', ['a']],
    ['.space-y-4>:not([hidden])~:not([hidden])', ['.space-y-4']],
    ['#site-menu.is-open', ['.is-open']],
    ['::before', []],
    ['[hidden]:where(:not([hidden="until-found"]))', []],
    ['abbr:where([title])', ['abbr']],
  ])('%s: %j', (selector, needs) => {
    expect(selectorNeeds(selector)).toEqual(needs);
  });
});

describe('the build', () => {
  it('keeps the order and the @media blocks, and minifies', () => {
    const { atRules, rules } = styleRules('/* c */ a { color: red; } .x{top:0}\n@media (min-width: 640px){.sm\\:x{top:1px}.y,.z{left:0}}', new Set(['.z']));
    expect(atRules).toEqual(['@media (min-width:640px)']);
    expect(rules).toEqual([[-1, [['a']], 'a{color:red}'], [-1, [['.x']], '.x{top:0}'], [0, [['.sm:x']], '.sm\\:x{top:1px}'], [0, [], '.y,.z{left:0}']]);
  });
});


describe('the design tokens', () => {
  it('give every colour the sheet sets a token with a dark value, but the reset\'s and print\'s own', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { assetUrls } = await import('../../src/generated/assets.ts');
    const css = readFileSync(join(import.meta.dirname, '../../dist/static', assetUrls['site.css']!), 'utf8');
    const values = [...css.matchAll(/(?:^|[;{])((?:background-|border-|outline-|text-decoration-)?color|fill|stroke|--un-gradient-(?:from|to)):([^;}]+)/g)].map((m) => `${m[1]}:${m[2]}`);
    expect(values.length).toBeGreaterThan(50);
    // What is no colour of the design: inherit, currentColor, transparent; the reset's placeholder
    // grey; print's black on white; the reset's default border colour, which the dark block sets.
    const plain = values.filter((v) => !/var\(--(bg|fg|line)-/.test(v) && !/:(inherit|currentColor|transparent|#0000|none)\b/.test(v) && !/:#9ca3af$|:#000!important$/.test(v)
      && v !== 'border-color:var(--un-default-border-color,#e5e7eb)');
    expect(plain).toEqual([]);
    const dark = /@media screen and \(prefers-color-scheme:dark\)\{:root\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const defined = new Set([...dark.matchAll(/(--[a-z0-9-]+):/g)].map((m) => m[1]!));
    expect(defined.size).toBeGreaterThan(40);
    expect(defined).toContain('--un-default-border-color');
  });
});
