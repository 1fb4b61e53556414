// Each page's inline stylesheet: the rules of the site's stylesheet (built as a table by
// scripts/inline-style.ts) that the page's own markup can match, in their order, and the CSP
// source expression that admits exactly those bytes. Worked out once per rendered page (the page
// cache keeps the result), about 30% fewer bytes than the whole sheet on every page.
import { classNames, styleAtRules, styleRules } from '../generated/style.ts';

/** [at-rule index or -1, needs of each selector (one selector's needs all met keeps the rule; [] = always), rule text] */
export type StyleRule = readonly [number, readonly (readonly string[])[], string];

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
const decode = (s: string) => (s.includes('&') ? s.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => entities[e]!) : s);

const shortNames = new Map(Object.entries(classNames));

/**
 * The markup with every class the stylesheet names written by its short name (the build's table,
 * scripts/class-names.ts): the same styling in 6–8% fewer compressed bytes. A class the sheet does
 * not name (a kept component name, a marker) stays as it was written, entities and all, unless it
 * reads like a short name (capitals): it has no rule of its own, and kept it would take another's.
 */
export function shortenClasses(html: string, names: ReadonlyMap<string, string> = shortNames): string {
  // Inside a tag only (React escapes < and > in text and attribute values alike).
  return html.replace(/(<[a-zA-Z][^<>]*?\sclass=")([^"]*)"/g, (_, head: string, value: string) =>
    `${head}${value.split(/\s+/).flatMap((c) => {
      const short = names.get(decode(c));
      return short ? [short] : c && !/^[A-Z][A-Z0-9]?$/.test(c) ? [c] : [];
    }).join(' ')}"`);
}

/**
 * The classes ('.name') and element names in a document's markup, and its language as the
 * selectors html[lang="…"] and html[lang|="…"] match it ('lang=zh-Hant-TW', 'lang|=zh',
 * 'lang|=zh-Hant', 'lang|=zh-Hant-TW').
 */
export function markupNames(html: string): Set<string> {
  const names = new Set<string>();
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
  if (lang) {
    names.add(`lang=${lang}`);
    const subtags = lang.split('-');
    for (let i = 1; i <= subtags.length; i++) names.add(`lang|=${subtags.slice(0, i).join('-')}`);
  }
  for (const m of html.matchAll(/<([a-zA-Z][\w-]*)|\sclass="([^"]*)"/g)) {
    if (m[1]) names.add(m[1].toLowerCase());
    else for (const c of decode(m[2]!).split(/\s+/)) if (c) names.add(`.${c}`);
  }
  return names;
}

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
