// Each page's inline stylesheet: the rules of the site's stylesheet (built as a table by
// scripts/build/page-assets/inline-style.ts) that the page's own markup can match (the names html-passes.ts
// collects), in their order, and the CSP source expression that admits exactly those bytes.
// Worked out once per rendered page (the page cache keeps the result), about 30% fewer bytes
// than the whole sheet on every page.
import { styleAtRules, styleRules } from '../generated/style.ts';

/** [at-rule index or -1, needs of each selector (one selector's needs all met keeps the rule; [] = always), rule text] */
export type StyleRule = readonly [number, readonly (readonly string[])[], string];

/** The stylesheet for markup with these names: every rule one of whose selectors can match. */
export function styleFor(names: ReadonlySet<string>, rules: readonly StyleRule[] = styleRules, atRules: readonly string[] = styleAtRules): string {
  let css = '';
  let open = -1;
  for (const [at, needs, text] of rules) {
    if (needs.length && !needs.some((n) => n.every((name) => names.has(name)))) continue;
    if (at !== open) {
      if (open !== -1) css += '}';
      if (at !== -1) css += `${atRules[at]}{`;
      open = at;
    }
    css += text;
  }
  return open === -1 ? css : `${css}}`;
}

/** The CSP source expression ('sha256-…') for an inline element with this text. */
export async function cspHash(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}
