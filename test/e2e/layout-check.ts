// In the page: no broken words at a width. No word (Latin letters or a number, e.g.
// "International", "676,151,185") is split across two lines, nothing scrolls sideways and no text
// spills out of its box. Only web addresses, e-mail addresses and other long unbreakable tokens
// (a wallet address) may wrap anywhere; Chinese text breaks between characters as Chinese
// typesetting does, so only its Latin words and numbers are checked. The every-page visit
// (test/e2e/every-page.ts) lays each page out at every width in `layoutWidths` and runs this at each.

/** From a small phone to a wide desktop. */
export const layoutWidths = [320, 375, 414, 768, 1024, 1280, 1440, 1920] as const;

/** Runs in the page: the split words and the sideways overflow, as lines of text. */
export function layoutFaults(): string[] {
  const faults: string[] = [];
  const overflow = document.scrollingElement!.scrollWidth - window.innerWidth;
  if (overflow > 0) {
    const wide = [...document.body.querySelectorAll<HTMLElement>('*')].find((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5);
    faults.push(`overflows by ${overflow} px${wide ? ` (first: <${wide.tagName.toLowerCase()} class="${wide.className}">)` : ''}`);
  }
  // Text wider than its own box spills over its neighbours even when the page does not scroll
  // (an amount in a two-column card): a block whose content is wider than it, and not clipped.
  for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
    if (el.clientWidth === 0 || el.scrollWidth <= el.clientWidth + 1 || el.closest('.sr-only')) continue;
    const style = getComputedStyle(el);
    if (style.overflowX !== 'visible' || style.display.startsWith('inline')) continue;
    if (![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())) continue;
    faults.push(`text wider than its box (${el.scrollWidth} > ${el.clientWidth} px) in <${el.tagName.toLowerCase()} class="${el.className}">: ${(el.textContent ?? '').trim().slice(0, 60)}`);
  }
  // Chunks between spaces that may wrap anywhere: addresses, e-mail, long codes.
  const mayWrap = (chunk: string) => /@|:\/\/|^www\.|\.[a-z]{2,}(\/|$)|\//i.test(chunk) || chunk.length >= 24;
  const word = /[A-Za-z0-9\u00C0-\u024F]+(?:[.,'’][A-Za-z0-9\u00C0-\u024F]+)*/g;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, .sr-only, [hidden]')) continue;
    const text = node.data;
    for (const chunk of text.matchAll(/\S+/g)) {
      if (mayWrap(chunk[0])) continue;
      for (const w of chunk[0].matchAll(word)) {
        if (w[0].length < 2) continue;
        const start = chunk.index + w.index;
        range.setStart(node, start);
        range.setEnd(node, start + w[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        if (rects.length < 2) continue;
        const tops = rects.map((r) => r.top);
        if (Math.max(...tops) - Math.min(...tops) > Math.min(...rects.map((r) => r.height)) / 2) {
          faults.push(`"${w[0]}" split across lines in <${parent.tagName.toLowerCase()}>: …${text.slice(Math.max(0, start - 30), start + w[0].length + 30).trim()}…`);
        }
      }
    }
  }
  return faults;
}
