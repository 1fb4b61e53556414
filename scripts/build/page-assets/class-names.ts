// Short class names. Utility classes say what they do ("xl:py-2", "hover:bg-slate-100"), which
// makes the source readable and the served page heavy: class attributes and the inlined
// stylesheet's selectors were 6–8% of every page's compressed bytes, and the heaviest pages
// missed TCP's first window (14.6 KB) by less than that. The build gives every class of the
// stylesheet a name of one or two letters, rewrites the sheet with them, and writes the table the
// worker renames the rendered markup by (src/render/html-passes.ts), once per page per isolate.
//
// Kept as written: the site's own component names (the shortcuts and the hand-written rules of
// uno.config.ts: card, btn-primary, icon, skip-link …), sr-only, and the classes the client module
// toggles (it names them in its own code). Those are few, and tests and readers rely on them.
import postcss from 'postcss';
import { attributeSelector, classSelector, unescapeCss } from './inline-style.ts';

/** Applies `f` to the parts of a selector outside attribute brackets ([href^="/x.y"] stays). */
function outsideBrackets(selector: string, f: (part: string) => string): string {
  const brackets = [...selector.matchAll(attributeSelector)];
  let out = '';
  let at = 0;
  for (const m of brackets) {
    out += f(selector.slice(at, m.index)) + m[0];
    at = m.index + m[0].length;
  }
  return out + f(selector.slice(at));
}

/** Every class a stylesheet's selectors name, unescaped. */
export function sheetClasses(css: string): Set<string> {
  const names = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const sel of rule.selectors) outsideBrackets(sel, (part) => {
      for (const m of part.matchAll(classSelector)) names.add(unescapeCss(m[1]!));
      return part;
    });
  });
  return names;
}

/** Names A, B, … Z, A0 … Z9, AA … ZZ: a capital, then at most one capital or digit. Class names
 *  in src/ are lower case, so no class the sheet does not name can be mistaken for one. */
function shortName(i: number): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const more = `${letters}0123456789`;
  if (i < letters.length) return letters[i]!;
  const j = i - letters.length;
  if (j >= letters.length * more.length) throw new Error('more classes than two-character names');
  return letters[Math.floor(j / more.length)]! + more[j % more.length]!;
}

/**
 * The short name of each class of the sheet but the kept ones; the classes used most often in
 * `sources` (the text of src/) get the one-letter names.
 */
export function shortClassNames(css: string, sources: string, kept: ReadonlySet<string>): Map<string, string> {
  const uses = new Map<string, number>();
  for (const token of sources.split(/[\s"'`{}]+/)) uses.set(token, (uses.get(token) ?? 0) + 1);
  const classes = [...sheetClasses(css)].filter((c) => !kept.has(c))
    .sort((a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0) || (a < b ? -1 : 1));
  const taken = new Set(kept);
  const map = new Map<string, string>();
  let i = 0;
  for (const c of classes) {
    let name = shortName(i++);
    while (taken.has(name)) name = shortName(i++);
    map.set(c, name);
  }
  return map;
}

/** The stylesheet with every class selector in `map` renamed. */
export function renameSheetClasses(css: string, map: ReadonlyMap<string, string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    rule.selectors = rule.selectors.map((sel) => outsideBrackets(sel, (part) => part.replace(classSelector, (whole, name: string) => {
      const short = map.get(unescapeCss(name));
      return short ? `.${short}` : whole;
    })));
  });
  return root.toString();
}
