// UnoCSS: utilities are generated at build time (scripts/build/index.ts) from the class names in src/.
// Shortcuts name the few patterns that repeat across components; preflights hold what utilities
// cannot say: locale font stacks; a 24 × 24 px floor for every link and button of the header and
// footer (WCAG 2.2 target size: a plain inline link is only as tall as its font, 19 px); the
// no-JavaScript menu; no room kept for the Print button where scripting is off (it needs
// JavaScript); print: no site chrome, and /report with a place open prints that place's card and
// the first steps only (the other places, the place list and the lines the card repeats stay on screen). No overflow-wrap on body: it broke words ("Internationa/l", "676,151,1/85"); only
// addresses wrap anywhere, by a class where they are shown.
import { defineConfig, presetWind3 } from 'unocss';
import { borderRadius, boxShadow, darkDeclarations, fontSize, fontStacks, lineTokens, surfaceTokens, textTokens, themeColors } from './design-tokens.ts';

export default defineConfig({
  // preflight 'on-demand': the ~45 custom properties (transforms, filters, rings…) on every element
  // and pseudo-element only where a utility in use needs them; they made style recalculation the
  // largest main-thread cost before the first paint.
  // dark: 'media': a `dark:` utility follows the visitor's prefers-color-scheme, like the tokens.
  presets: [presetWind3({ preflight: 'on-demand', dark: 'media' })],
  // Words of the content that read as utilities; 'filter' alone would bring back nine of those
  // custom properties on every element. The site uses no filter utility.
  // No opacity utilities either (bg-opacity-50…): colours are written plainly (see postprocess).
  blocklist: ['filter', /^(bg|text|border|divide|placeholder|ring)-opacity-/],
  // presetWind3 writes every colour as `--un-bg-opacity:1;background-color:rgb(… / var(--un-bg-opacity))`
  // so that an opacity utility could change it later. The site uses none (colours with an alpha
  // are written bg-red-50/60, which needs no variable), so the colour is written plainly: the
  // inlined stylesheet is in every page's first 14 KB, where each byte counts.
  postprocess: (util) => {
    const fixed = new Set<string>();
    for (const [name, value] of util.entries) if (/^--un-[a-z]+-opacity$/.test(name) && String(value) === '1') fixed.add(name);
    if (fixed.size === 0) return;
    util.entries = util.entries
      .filter(([name]) => !fixed.has(name))
      .map(([name, value]) => [name, typeof value === 'string'
        ? value.replace(/rgb\((var\(--[a-z0-9-]+,\d+ \d+ \d+\)|\d+ \d+ \d+) \/ var\((--un-[a-z]+-opacity)\)\)/g, (whole, rgb: string, v: string) => (fixed.has(v) ? `rgb(${rgb})` : whole))
        : value]);
  },
  // The tokens of design-tokens.ts, by role: a colour outside them falls back to UnoCSS's palette
  // and has no dark value (test/e2e/style-rules.test.ts refuses that).
  theme: {
    colors: themeColors('line', lineTokens),
    backgroundColor: themeColors('bg', surfaceTokens),
    textColor: themeColors('fg', textTokens),
    fontSize,
    borderRadius,
    boxShadow,
  },
  shortcuts: {
    'page-container': 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8',
    'btn': 'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-semibold no-underline transition-colors min-h-11',
    'btn-primary': 'btn bg-brand-700 text-white hover:bg-brand-800',
    'btn-secondary': 'btn border border-brand-700 bg-white text-brand-700 hover:bg-brand-50',
    // On a blue band: white in light; in dark a white surface would turn near-black, so the primary
    // action is filled brand blue, still above the outlined secondary.
    'btn-light': 'btn bg-white text-brand-800 hover:bg-brand-50 dark:bg-brand-700 dark:text-white dark:hover:bg-brand-800',
    'btn-outline-light': 'btn border border-white text-white hover:bg-white/10',
    'card': 'rounded-xl border border-slate-200 bg-white p-6 shadow-sm',
    'focus-ring': 'outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500',
  },
  preflights: [
    {
      getCSS: () => `
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
html{color-scheme:light dark}
html[lang|="en"] body{font-family:${fontStacks.en}}
html[lang="zh-Hant-TW"] body{font-family:${fontStacks['zh-TW']}}
html[lang="zh-Hans-CN"] body{font-family:${fontStacks['zh-CN']}}
html[lang|="zh"]{text-spacing-trim:space-all}
body{line-height:1.6;color:rgb(var(--fg-slate-900,15 23 42));background:rgb(var(--bg-white,255 255 255))}
@media screen and (prefers-color-scheme:dark){:root{${darkDeclarations('bg', surfaceTokens)};${darkDeclarations('fg', textTokens)};${darkDeclarations('line', lineTokens)};--un-default-border-color:rgb(var(--line-slate-200))}}
a{color:inherit}
[hidden]{display:none!important}
:focus-visible{outline:3px solid rgb(var(--line-amber-500,245 158 11));outline-offset:2px}
.icon{fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.skip-link{position:absolute;left:1rem;top:-100px;z-index:50}
.skip-link:focus{top:1rem}
@media (max-width:767.98px){html{scroll-padding-bottom:5rem}}
body:has(main [data-promises]) [data-footer-charges]{display:none}
@supports selector(::details-content){@media (min-width:640px){[data-phone-fold]::details-content{content-visibility:visible}[data-phone-fold]>summary{display:none}}}
@media (max-width:1279.98px){
  #site-menu{display:none}
  #site-menu:target,#site-menu.is-open{display:block}
}
header a,footer a,header button,footer button{display:inline-block;min-width:24px;min-height:24px}
@media (scripting:none){[data-print]{display:none!important}[data-hero-actions]:not(:has(>:not([data-print]))){display:none}}
@media print{
  @page{margin:15mm}
  body{font-size:11pt;background:#fff}
  body>header,body>footer,nav,.skip-link,#consent-banner,[data-consult],[data-print],[data-promises]{display:none!important}
  main *{color:#000!important;background:transparent!important;box-shadow:none!important}
  .card,li,section>div>h2{break-inside:avoid}
  h1,h2,h3{break-after:avoid}
  main section{padding-top:8pt!important;padding-bottom:8pt!important}
  a[href^="/"]::after{content:" (" attr(data-print-url) ")"}
  a[href^="/"]:not([data-print-url])::after{content:none}
  main h1{font-size:20pt!important;line-height:1.2!important}
  main h2{font-size:14pt!important;margin-bottom:4pt!important}
  main :is(h3,h4){font-size:11pt!important}
  main *{min-height:0!important}
  main :is(p,li,dd,dt,a,span){font-size:10pt!important;line-height:1.4!important}
  main>div:first-child>div{padding-top:0!important;padding-bottom:6pt!important}
  main section>div>div:first-child{margin-bottom:6pt!important}
  main .card{padding:8pt!important}
  main .card>details>div{margin-top:6pt;gap:6pt}
  [data-also-called],[data-reach-bar],[data-hero-actions]:not(:has(>:not([data-print]))){display:none!important}
  main:has([data-place-card][open]) li:has(>[data-place-card]:not([open])),main:has([data-place-card][open]) :is(div:has(>div>#places),#talk,#recovery-scams,details[data-other-places-list=channels]>summary){display:none!important}
  ul:has(>li>[data-place-card]){display:block!important}
  li:has(>[data-place-card]){break-inside:auto}
}
`,
    },
  ],
});
