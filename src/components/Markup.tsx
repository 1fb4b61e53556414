// Renders a body as React elements: a compiled one (content/ Markdown, see content/body.ts) or
// the spec's markup written in a .ts module. Text children only, so everything is escaped: there
// is no way for content to inject HTML. A site path gets the page's locale prefix; a link to
// another host gets rel="noopener noreferrer" (the page a reader was on is not sent along) and
// shows that host after its text, so a reader sees where it goes before following it. Links
// open in the same tab, as every other link of the site does.
import type { ReactNode } from 'react';
import { type Block, type Body, type Inline, inlineText } from '../content/body.ts';
import { parseMarkup } from '../content/markup.ts';

interface MarkupProps {
  /** A compiled body, with `href` to localize its site paths. */
  body?: Body;
  href?: (path: string) => string;
  /** Or the spec's markup as a string (text written in .ts modules). */
  source?: string;
  /** A long body: each `## ` section after the first is a <section> the browser lays out and
   *  paints only when it nears the screen (content-visibility: auto), so a long article's first
   *  paint costs what a short one's does. Its place is kept meanwhile (contain-intrinsic-size:
   *  an estimate until it is first laid out, then its real height, so the scrollbar does not jump
   *  back), and it stays in the page for find-in-page, printing and assistive technology. */
  sections?: boolean;
}

/** The class of a later section of a long body (see `sections`). */
export const deferredSection = '[content-visibility:auto] [contain-intrinsic-size:auto_40rem]';

const fromSource = (source: string): Body =>
  parseMarkup(source).map((b): Block => (b.kind === 'ul' ? { kind: 'ul', items: b.items.map((i) => [i]) } : { kind: b.kind, content: [b.text] }));

function hostOf(href: string): string {
  return new URL(href).hostname.replace(/^www\./, '');
}

function spans(list: readonly Inline[], href: (path: string) => string, cjk: boolean): ReactNode[] {
  return list.map((span, i) => {
    if (typeof span === 'string') return span;
    const children = spans(span.children, href, cjk);
    switch (span.kind) {
      case 'em': return <em key={i}>{children}</em>;
      case 'strong': return <strong key={i} className="font-semibold text-slate-900">{children}</strong>;
      case 'link': {
        const className = 'text-brand-700 underline underline-offset-4';
        if (span.href.startsWith('/')) return <a key={i} href={href(span.href)} className={className}>{children}</a>;
        // An address in the text may be longer than a phone's line: it, and only it, may wrap anywhere.
        if (!span.href.startsWith('https://')) return <a key={i} href={span.href} className={`${className} [overflow-wrap:anywhere]`}>{children}</a>;
        const host = hostOf(span.href);
        const shown = inlineText(span.children).includes(host);
        return (
          <a key={i} href={span.href} rel="noopener noreferrer" className={`${className} [overflow-wrap:anywhere]`}>
            {children}{shown ? null : <span className="text-slate-600">{cjk ? `（${host}）` : ` (${host})`}</span>}
          </a>
        );
      }
    }
  });
}

export function Markup({ body, href = (path) => path, source = '', sections = false }: MarkupProps) {
  const blocks = body ?? fromSource(source);
  // Chinese text writes the host of an outside link in full-width brackets: 說明（ic3.gov）.
  // (An English body quoting a Chinese term stays English: Chinese is what most of its letters are.)
  const all = JSON.stringify(blocks);
  const cjk = (all.match(/[\u3400-\u9fff]/g)?.length ?? 0) * 4 > (all.match(/[A-Za-z]/g)?.length ?? 0);
  if (!sections) return <Blocks blocks={blocks} href={href} cjk={cjk} />;
  // Split before every h2 but the first: the opening and the first section paint at once.
  const starts = blocks.flatMap((b, i) => (b.kind === 'h2' ? [i] : [])).slice(1);
  if (!starts.length) return <Blocks blocks={blocks} href={href} cjk={cjk} />;
  const bounds = [0, ...starts, blocks.length];
  return (
    <>
      <Blocks blocks={blocks.slice(0, starts[0])} href={href} cjk={cjk} />
      {bounds.slice(1, -1).map((start, i) => (
        <section key={start} className={deferredSection}>
          <Blocks blocks={blocks.slice(start, bounds[i + 2])} href={href} cjk={cjk} opensSection />
        </section>
      ))}
    </>
  );
}

/** `opensSection`: the blocks fill a deferred <section>, whose containment keeps its heading's top
 *  margin from collapsing into the paragraph before it; the heading's margin is then what the
 *  collapsed one would have added (2.5rem in all, with that paragraph's 1rem). */
function Blocks({ blocks, href, cjk, opensSection = false }: { blocks: readonly Block[]; href: (path: string) => string; cjk: boolean; opensSection?: boolean }) {
  return (
    <>
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'h2':
            return <h2 key={i} className={`${opensSection && i === 0 ? 'mt-6' : 'mt-10'} mb-4 text-2xl font-bold text-slate-900`}>{spans(block.content, href, cjk)}</h2>;
          case 'h3':
            return <h3 key={i} className="mt-8 mb-3 text-xl font-semibold text-slate-900">{spans(block.content, href, cjk)}</h3>;
          case 'ul':
            return (
              <ul key={i} className="my-4 list-disc space-y-2 pl-6">
                {block.items.map((item, j) => <li key={j}>{spans(item, href, cjk)}</li>)}
              </ul>
            );
          case 'p':
            return <p key={i} className="my-4">{spans(block.content, href, cjk)}</p>;
        }
      })}
    </>
  );
}
