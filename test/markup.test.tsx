// The body renderer and the one markup language feeding it (the Markdown of content/, parsed by
// scripts/build/read/markdown.ts): only h2, h3, ul/li and p (with em, strong and a) come out, text is
// always escaped, and every character of a body survives (fast-check, seeded so a failure reproduces).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { parse } from 'node-html-parser';
import { Markup } from '../src/components/Markup.tsx';
import { ContentError, parseMarkdownBody, parseMarkdownFile } from '../scripts/build/read/markdown.ts';
import type { Block, Body, Inline } from '../src/content/body.ts';

const seed = 20261123;

/** Lines that mix markup prefixes, HTML-looking text, entities, unicode and odd whitespace. */
const line = fc.oneof(
  fc.string({ unit: fc.constantFrom('#', '-', ' ', '<', '>', '&', '"', "'", '/', 'a', '中', '\t', '\u00a0', '😀', ';', '=', '*', '_', '[', ']', '(', ')'), maxLength: 20 }),
  fc.constantFrom('## ', '### ', '- ', '#### x', '-x', '', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '&amp;', '<!--', ']]>', '[x](javascript:alert(1))', '**b**', '*i*'),
  fc.tuple(fc.constantFrom('## ', '### ', '- ', ''), fc.string({ maxLength: 30 })).map(([p, s]) => p + s),
);
const source = fc.array(line, { maxLength: 25 }).chain((lines) =>
  fc.constantFrom('\n', '\r\n').map((eol) => lines.join(eol)),
);

/** Any text, markup characters and HTML included: a body carries it as data. */
const words = fc.string({ unit: fc.constantFrom('<', '>', '&', '"', "'", 'a', ' ', '中', '😀', '#', '-', '\u00a0'), minLength: 1, maxLength: 12 });
const inline: fc.Arbitrary<Inline> = fc.oneof(
  words,
  fc.tuple(fc.constantFrom('em' as const, 'strong' as const), fc.array(words, { minLength: 1, maxLength: 3 })).map(([kind, children]) => ({ kind, children })),
);
const spans = fc.array(inline, { minLength: 1, maxLength: 4 });
const block: fc.Arbitrary<Block> = fc.oneof(
  fc.tuple(fc.constantFrom('h2' as const, 'h3' as const, 'p' as const), spans).map(([kind, content]) => ({ kind, content })),
  fc.array(spans, { minLength: 1, maxLength: 3 }).map((items) => ({ kind: 'ul' as const, items })),
);
const body: fc.Arbitrary<Body> = fc.array(block, { maxLength: 8 });

const allowed = new Set(['h2', 'h3', 'ul', 'li', 'p', 'em', 'strong', 'a', 'span']);
const render = (b: Body) => renderToStaticMarkup(<Markup body={b} locale="en" />);
const textOf = (spans: readonly Inline[]): string => spans.map((s) => (typeof s === 'string' ? s : textOf(s.children))).join('');

/** The body a source compiles to, or undefined when the build refuses it (with its line). */
function compiled(src: string): Body | undefined {
  try {
    return parseMarkdownBody('test', src);
  } catch (error) {
    if (error instanceof ContentError) return undefined;
    throw error;
  }
}

describe('markup renderer', () => {
  it('renders the four block kinds', () => {
    const html = render(parseMarkdownBody('test', 'Intro\n\n## Title\n\n### Sub\n\n- one\n- two\n\nEnd'));
    const doc = parse(html);
    expect(doc.childNodes.map((n) => (n as { rawTagName?: string }).rawTagName)).toEqual(['p', 'h2', 'h3', 'ul', 'p']);
    expect(doc.querySelectorAll('ul')[0]!.querySelectorAll('li').map((li) => li.textContent)).toEqual(['one', 'two']);
  });

  it('refuses raw HTML in the source, and never produces any other element, whatever the source', () => {
    expect(compiled('<script>alert(1)</script>')).toBeUndefined();
    fc.assert(fc.property(source, (src) => {
      const b = compiled(src);
      if (!b) return;
      for (const el of parse(render(b)).querySelectorAll('*')) expect(allowed.has(el.rawTagName.toLowerCase())).toBe(true);
    }), { seed, numRuns: 500 });
  });

  it('escapes every character: no raw HTML reaches the page', () => {
    fc.assert(fc.property(body, (b) => {
      const withoutTags = render(b).replace(/<\/?(h2|h3|ul|li|p|em|strong)( class="[^"<>]*")?>/g, '');
      expect(withoutTags).not.toMatch(/[<>]/);
    }), { seed, numRuns: 500 });
  });

  it('keeps every character of the text, in order', () => {
    fc.assert(fc.property(body, (b) => {
      const expected = b.map((x) => (x.kind === 'ul' ? x.items.map(textOf).join('') : x.kind === 'img' || x.kind === 'report-here' ? '' : textOf(x.content))).join('');
      expect(parse(render(b)).textContent).toBe(expected);
    }), { seed, numRuns: 500 });
  });
});

describe('where to report, in a body', () => {
  const article = (src: string) => parseMarkdownFile('articles/x/en.md', `---\ntitle: x\n---\n${src}`, true);

  it('a paragraph of its own in an article is drawn as the page says, between the text around it', () => {
    const { blocks } = article('Before.\n\n{whereToReport}\n\nAfter.');
    expect(blocks.map((b) => b.kind)).toEqual(['p', 'report-here', 'p']);
    const html = renderToStaticMarkup(<Markup body={blocks} locale="en" reportHere={<aside id="here">box</aside>} />);
    expect(parse(html).textContent).toBe('Before.boxAfter.');
  });

  it('is refused inside a sentence, and outside articles and news items, by line', () => {
    expect(() => article('Call {whereToReport} now.')).toThrow(/x\/en\.md:\d+: \{whereToReport\} must be a paragraph of its own/);
    expect(() => parseMarkdownBody('about.md', 'Intro.\n\n{whereToReport}')).toThrow(/about\.md:3: \{whereToReport\} works in articles and news items only/);
    expect(() => article('{whereToReport}\n\nBetween.\n\n{whereToReport}')).toThrow(/x\/en\.md:\d+: \{whereToReport\} is written once/);
  });
});

describe('a body nested deeper than the site shows', () => {
  it('is refused by line before it is parsed, however deep', () => {
    const nested = Array.from({ length: 3000 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n');
    expect(() => parseMarkdownBody('deep.md', `Intro.\n\n${nested}`)).toThrow(/deep\.md:12: indented more than 16 spaces/);
    expect(() => parseMarkdownFile('articles/x/en.md', `---\ntitle: x\n---\n${nested}`, true)).toThrow(/en\.md:13: indented more than 16 spaces/);
  });
});
