// The article markup renderer: only h2, h3, ul/li and p come out, text is always escaped, and
// every character of the input survives (fast-check, seeded so a failure reproduces).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { parse } from 'node-html-parser';
import { Markup } from '../src/components/Markup.tsx';
import { parseMarkup } from '../src/content/markup.ts';

const seed = 20261123;

/** Lines that mix markup prefixes, HTML-looking text, entities, unicode and odd whitespace. */
const line = fc.oneof(
  fc.string({ unit: fc.constantFrom('#', '-', ' ', '<', '>', '&', '"', "'", '/', 'a', '中', '\t', '\u00a0', '😀', ';', '=') , maxLength: 20 }),
  fc.constantFrom('## ', '### ', '- ', '#### x', '-x', '', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '&amp;', '<!--', ']]>'),
  fc.tuple(fc.constantFrom('## ', '### ', '- ', ''), fc.string({ maxLength: 30 })).map(([p, s]) => p + s),
);
const source = fc.array(line, { maxLength: 25 }).chain((lines) =>
  fc.constantFrom('\n', '\r\n').map((eol) => lines.join(eol)),
);

const allowed = new Set(['h2', 'h3', 'ul', 'li', 'p']);

/** Characters that carry meaning: input minus line breaks, markup prefixes and blank lines. */
function meaningful(src: string): string {
  return src.split(/\r\n|\r|\n/).map((l) => {
    if (l.startsWith('- ')) return l.slice(2);
    if (l.trim() === '') return '';
    if (l.startsWith('### ')) return l.slice(4);
    if (l.startsWith('## ')) return l.slice(3);
    return l;
  }).join('');
}

describe('markup renderer', () => {
  it('renders the four block kinds', () => {
    const html = renderToStaticMarkup(<Markup source={'Intro\n\n## Title\n### Sub\n- one\n- two\n\n- three\nEnd'} locale="en" />);
    const doc = parse(html);
    expect(doc.childNodes.map((n) => (n as { rawTagName?: string }).rawTagName)).toEqual(['p', 'h2', 'h3', 'ul', 'ul', 'p']);
    expect(doc.querySelectorAll('ul')[0]!.querySelectorAll('li').map((li) => li.textContent)).toEqual(['one', 'two']);
  });

  it('never produces any other element, whatever the input', () => {
    fc.assert(fc.property(source, (src) => {
      const doc = parse(renderToStaticMarkup(<Markup source={src} locale="en" />));
      for (const el of doc.querySelectorAll('*')) expect(allowed.has(el.rawTagName.toLowerCase())).toBe(true);
    }), { seed, numRuns: 500 });
  });

  it('escapes every character: no raw HTML reaches the page', () => {
    fc.assert(fc.property(source, (src) => {
      const html = renderToStaticMarkup(<Markup source={src} locale="en" />);
      const withoutTags = html.replace(/<\/?(h2|h3|ul|li|p)( class="[^"<>]*")?>/g, '');
      expect(withoutTags).not.toMatch(/[<>]/);
    }), { seed, numRuns: 500 });
  });

  it('keeps every character of the text, in order', () => {
    fc.assert(fc.property(source, (src) => {
      const text = parseMarkup(src).map((b) => (b.kind === 'ul' ? b.items.join('') : b.text)).join('');
      expect(text).toBe(meaningful(src));
      const rendered = parse(renderToStaticMarkup(<Markup source={src} locale="en" />)).textContent;
      expect(rendered).toBe(meaningful(src));
    }), { seed, numRuns: 500 });
  });
});
