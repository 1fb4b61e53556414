// Every pass over a rendered page's HTML, in one scan of its tags. React writes the markup; what
// the site does to it afterwards happens here and nowhere else:
// - short class names: each class the stylesheet names is written by its one- or two-capital name
//   from the build's table (scripts/build/page-assets/class-names.ts), 4–7% fewer compressed bytes on every page;
// - icons drawn four times or more are drawn once (a <g> with an id) and shown again by <use>;
// - the names the markup uses (elements, classes, the document's language) are collected, so the
//   page's stylesheet can hold only the rules that can match (src/render/page-style.ts);
// - the stylesheet goes into the empty <style> the layout leaves for it.
// The strings matched are exported by the components that write them (Icon's class, the layout's
// style slot), not copied here. React escapes < and > inside attribute values and text, so a tag
// ends at the first '>' after its name.
import { iconClass } from '../components/Icon.tsx';
import { styleSlot } from '../components/Inline.tsx';
import { classNames } from '../generated/style.ts';

/** An icon drawn this many times or more is drawn once: under four copies, compression already
 *  makes the repeats nearly free and the <g> would cost more than it saves (Home grew with two or three). */
export const reuseThreshold = 4;

const shortNames: ReadonlyMap<string, string> = new Map(Object.entries(classNames));
/** What the build's short names look like (scripts/build/page-assets/class-names.ts): a source class never does. */
const shortNameShape = /^[A-Z][A-Z0-9]?$/;

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
const decode = (s: string) => (s.includes('&') ? s.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => entities[e]!) : s);

const tag = /<(\/?)([a-zA-Z][\w-]*)([^<>]*)>/g;
const classAttribute = /\sclass="([^"]*)"/;
const styleOpen = styleSlot.slice(0, styleSlot.indexOf('>') + 1);

interface IconCopy {
  readonly open: string;
  readonly drawing: string;
}

export interface FinishedMarkup {
  /** The markup with the stylesheet's place still empty: `fill(css)` puts the rules in. */
  readonly fill: (css: string) => string;
  /** Element names, '.class' names (short ones), and 'lang=…' / 'lang|=…' for html[lang] selectors. */
  readonly names: ReadonlySet<string>;
}

/** Renames the classes of one class attribute's value, adding each to `names`. */
function renameClasses(value: string, table: ReadonlyMap<string, string>, names: Set<string>): string {
  return value.split(/\s+/).filter(Boolean).map((written) => {
    const decoded = decode(written);
    const short = table.get(decoded);
    if (short === undefined && shortNameShape.test(decoded)) {
      // It would take the rule of the utility that has this short name: refuse loudly.
      throw new Error(`class "${decoded}" looks like a short class name; name it in lower case`);
    }
    names.add(`.${short ?? decoded}`);
    return short ?? written;
  }).join(' ');
}

function addLanguage(names: Set<string>, lang: string) {
  names.add(`lang=${lang}`);
  const subtags = lang.split('-');
  for (let i = 1; i <= subtags.length; i++) names.add(`lang|=${subtags.slice(0, i).join('-')}`);
}

/** The one scan: classes renamed, icons collected, names gathered, the style slot found. */
export function finishMarkup(html: string, table: ReadonlyMap<string, string> = shortNames): FinishedMarkup {
  const names = new Set<string>();
  const parts: (string | IconCopy)[] = [];
  const copies = new Map<string, number>();
  let slot = -1;
  let at = 0;
  let iconOpen: { tag: string; from: number } | null = null;
  for (const m of html.matchAll(tag)) {
    const [whole, closing, rawName, attributes] = m as unknown as [string, string, string, string];
    const name = rawName.toLowerCase();
    const end = m.index + whole.length;
    if (closing) {
      if (iconOpen && name === 'svg') {
        const drawing = html.slice(iconOpen.from, m.index);
        parts.push({ open: iconOpen.tag, drawing });
        copies.set(drawing, (copies.get(drawing) ?? 0) + 1);
        iconOpen = null;
        at = end;
      }
      continue;
    }
    names.add(name);
    if (iconOpen) continue; // inside an icon's drawing: kept as it is
    if (name === 'html') {
      const lang = /\slang="([^"]+)"/.exec(attributes)?.[1];
      if (lang) addLanguage(names, lang);
    }
    const classes = classAttribute.exec(attributes);
    let out = whole;
    let isIcon = false;
    if (classes) {
      const renamed = renameClasses(classes[1]!, table, names);
      out = whole.replace(classAttribute, ` class="${renamed}"`);
      isIcon = name === 'svg' && classes[1]!.split(/\s+/).includes(iconClass);
    }
    parts.push(html.slice(at, m.index));
    if (isIcon) {
      iconOpen = { tag: out, from: end };
      at = end;
      continue;
    }
    parts.push(out);
    at = end;
    if (name === 'style' && whole === styleOpen && html.startsWith(styleSlot.slice(styleOpen.length), end)) slot = parts.length;
  }
  parts.push(html.slice(at));

  // Repeated icons: the first copy keeps the drawing, the others point at it.
  const ids = new Map<string, string>();
  const text = parts.map((part) => {
    if (typeof part === 'string') return part;
    if (copies.get(part.drawing)! < reuseThreshold) return `${part.open}${part.drawing}</svg>`;
    const id = ids.get(part.drawing);
    if (id) return `${part.open}<use href="#${id}"/></svg>`;
    const first = `icon-${ids.size}`;
    ids.set(part.drawing, first);
    return `${part.open}<g id="${first}">${part.drawing}</g></svg>`;
  });
  return {
    names,
    fill: (css) => {
      if (slot === -1) throw new Error('the layout has no style slot');
      return `${text.slice(0, slot).join('')}${css}${text.slice(slot).join('')}`;
    },
  };
}
