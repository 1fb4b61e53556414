// In the page: what page-style's check compares (each page inlines only the rules its markup uses,
// src/render/page-style.ts; with the whole stylesheet instead, nothing may change).

/** Every element's computed style (and its ::before and ::after where one is generated), as one
 *  string per element. 'keep' keeps it in the page and answers how many elements it has;
 *  'compare' takes it again and answers how many elements it has now and which differ from the
 *  kept one (the styles stay in the page: they are megabytes). */
export const styleSnapshot = (mode: 'keep' | 'compare') => {
  // Swapping the sheet starts the buttons' colour transitions: compare where they end.
  for (const animation of document.getAnimations()) animation.finish();
  const now = [...document.querySelectorAll('body *')].map((el) =>
  [null, '::before', '::after'].map((pseudo) => {
    const s = getComputedStyle(el, pseudo);
    if (pseudo && s.content === 'none') return '';
    return Array.from(s, (p) => `${p}:${s.getPropertyValue(p)}`).join(';');
  }).join('|'));
  const store = window as unknown as { __keptStyles?: string[] };
  if (mode === 'keep') {
    store.__keptStyles = now;
    return { kept: now.length, now: now.length, differ: [] as number[] };
  }
  const kept = store.__keptStyles ?? [];
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
