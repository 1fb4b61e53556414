// An icon drawn four times or more on a page is drawn once: its first copy keeps the drawing
// (in a <g> with an id), the later ones show it by <use href="#…">. On the report page, with
// sixty-odd phone, link and globe icons, that is ~330 bytes fewer compressed in the first round
// trip; under four copies, compression already makes the repeats nearly free and the <g> would
// cost more than it saves. Styling is unchanged: a <use> copy inherits from its own <svg class="icon …">.

/** An icon as components/Icon.tsx renders it (its drawing holds no nested <svg>). */
const icon = /(<svg viewBox="0 0 24 24" class="icon[^"]*" aria-hidden="true">)([\s\S]*?)<\/svg>/g;

export const reuseThreshold = 4;

export function reuseRepeatedIcons(html: string): string {
  const copies = new Map<string, number>();
  for (const m of html.matchAll(icon)) copies.set(m[2]!, (copies.get(m[2]!) ?? 0) + 1);
  const ids = new Map<string, string>();
  return html.replace(icon, (whole, open: string, drawing: string) => {
    if (copies.get(drawing)! < reuseThreshold) return whole;
    const id = ids.get(drawing);
    if (id) return `${open}<use href="#${id}"/></svg>`;
    const first = `icon-${ids.size}`;
    ids.set(drawing, first);
    return `${open}<g id="${first}">${drawing}</g></svg>`;
  });
}
