// In the page: what page-style's check compares (each page inlines only the rules its markup uses,
// src/render/page-style.ts; with the whole stylesheet instead, nothing may change).

/** The properties (longhands and custom properties) that any rule of the whole stylesheet (its
 *  text) or of the page's own sheets sets. Only these can differ between the page's own rules and
 *  the whole sheet: every other
 *  property comes from the browser's defaults, inline styles or inheritance, which both share, and
 *  the values that depend on layout follow from the ones compared. */
export const sheetProperties = (css: string): string[] => {
  const names = new Set<string>();
  const walk = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) for (const name of Array.from(rule.style)) names.add(name);
      if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
    }
  };
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  walk(sheet.cssRules);
  for (const own of document.styleSheets) walk(own.cssRules);
  return [...names];
};

/** Every element's computed value of the given properties (and its ::before and ::after where
 *  one is generated), as one string per element. 'keep' keeps it in the page under `key` (one per
 *  viewport) and answers how many elements it has; 'compare' takes it again and answers how many
 *  elements it has now and which differ from the one kept under `key` (the styles stay in the
 *  page: they are megabytes). */
export const styleSnapshot = ([mode, properties, key]: readonly ['keep' | 'compare', readonly string[], number]) => {
  // Swapping the sheet starts the buttons' colour transitions: compare where they end.
  for (const animation of document.getAnimations()) animation.finish();
  const now = [...document.querySelectorAll('body *')].map((el) =>
    [null, '::before', '::after'].map((pseudo) => {
      const s = getComputedStyle(el, pseudo);
      if (pseudo && s.content === 'none') return '';
      return properties.map((p) => s.getPropertyValue(p)).join(';');
    }).join('|'));
  const store = window as unknown as { __keptStyles?: Record<number, string[]> };
  if (mode === 'keep') {
    (store.__keptStyles ??= {})[key] = now;
    return { kept: now.length, now: now.length, differ: [] as number[] };
  }
  const kept = store.__keptStyles?.[key] ?? [];
  return { kept: kept.length, now: now.length, differ: kept.flatMap((s, i) => (s === now[i] ? [] : [i])) };
};

/** A block with `content-visibility: auto` (a long body's later blocks, src/components/Markup.tsx)
 *  reports a placeholder size until it has been near the viewport, and the size it had then
 *  afterwards; swapping the sheet renders every block once. So both snapshots are taken with such
 *  blocks shown (an inline style, which reading the styles lays out at once), and which elements
 *  had the rule is compared on its own: the positions, in document order, of those elements. */
export const showDeferred = (name: string) => {
  // Only the elements of the class that carries the rule: a pass over every element's style
  // before the snapshot changes what a closed <details> reports for its never laid out content.
  const all = [...document.querySelectorAll<HTMLElement>('body *')];
  const deferred = all.flatMap((e, i) => (e.classList.contains(name) && getComputedStyle(e).contentVisibility === 'auto' ? [i] : []));
  for (const i of deferred) all[i]!.style.contentVisibility = 'visible';
  return deferred;
};
