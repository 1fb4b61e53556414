// Renders a body as React elements: one compiled from the Markdown under content/ (see
// content/body.ts). Text children only, so everything is escaped: there
// is no way for content to inject HTML. A site path gets the page's locale prefix; a link to
// another host gets rel="noopener noreferrer" (the page a reader was on is not sent along) and
// shows that host after its text, so a reader sees where it goes before following it. Links
// open in the same tab, as every other link of the site does.
import type { ReactNode } from 'react';
import { type Body, type ImageBlock, type Inline, inlineText } from '../content/body.ts';
import { bracketed } from '../site/format.ts';
import type { Locale } from '../site/locale.ts';

interface MarkupProps {
  /** A compiled body, with `href` to localize its site paths. */
  body: Body;
  href?: (path: string) => string;
  /** The body's language: an outside link's host is written in its brackets, 說明（ic3.gov）. */
  locale: Locale;
}

/** Blocks from this one on are laid out and painted only when they come near the viewport
 *  (`content-visibility: auto`; they stay in the accessibility tree and find-in-page), so a long
 *  body does not hold back the first paint while the browser lays out every paragraph
 *  (docs/decisions.md, "Deferred layout of long bodies"). The first
 *  blocks stay as they are: they are the first screen. `overflow-clip-margin` keeps a focus ring
 *  or an underline at a block's edge from being cut by the containment this brings. */
export const deferredFrom = 3;
const deferred = '[content-visibility:auto] [contain-intrinsic-size:auto_6rem] [overflow-clip-margin:.5rem]';

function hostOf(href: string): string {
  return new URL(href).hostname.replace(/^www\./, '');
}

function spans(list: readonly Inline[], href: (path: string) => string, locale: Locale): ReactNode[] {
  return list.map((span, i) => {
    if (typeof span === 'string') return span;
    const children = spans(span.children, href, locale);
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
            {children}{shown ? null : <span className="text-slate-600">{`${locale === 'en' ? ' ' : ''}${bracketed(host, locale)}`}</span>}
          </a>
        );
      }
    }
  });
}

/** The width a body's picture takes: the article column (max-w-3xl less its padding), else the
 *  screen less the page's margins. */
const pictureSizes = '(min-width: 48rem) 46rem, calc(100vw - 2rem)';

/** A picture of the entry: AVIF, else WebP, at the width the screen needs. Width and height keep
 *  its place before it loads; a body starts below the page's header, so it is never on the first
 *  screen and loads lazily. */
function Picture({ image, className }: { image: ImageBlock; className: string }) {
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={image.avif} sizes={pictureSizes} />
      <source type="image/webp" srcSet={image.webp} sizes={pictureSizes} />
      <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" className="h-auto w-full rounded-xl border border-slate-200" />
    </picture>
  );
}

export function Markup({ body, href = (path) => path, locale }: MarkupProps) {
  return (
    <>
      {body.map((block, i) => {
        const later = i >= deferredFrom ? ` ${deferred}` : '';
        switch (block.kind) {
          // scroll-mt: a jump to the heading's anchor stops below the sticky header.
          case 'h2':
            return <h2 key={i} id={block.id} className={`mt-10 mb-4 scroll-mt-24 text-2xl font-bold text-slate-900${later}`}>{spans(block.content, href, locale)}</h2>;
          case 'h3':
            return <h3 key={i} id={block.id} className={`mt-8 mb-3 scroll-mt-24 text-xl font-semibold text-slate-900${later}`}>{spans(block.content, href, locale)}</h3>;
          case 'ul':
            return (
              <ul key={i} className={`my-4 list-disc space-y-2 pl-6${later}`}>
                {block.items.map((item, j) => <li key={j}>{spans(item, href, locale)}</li>)}
              </ul>
            );
          case 'p':
            return <p key={i} className={`my-4${later}`}>{spans(block.content, href, locale)}</p>;
          case 'img':
            return <Picture key={i} image={block} className={`my-6 block${later}`} />;
        }
      })}
    </>
  );
}
