// Renders a body as React elements: one compiled from the Markdown under content/ (see
// src/content/body.ts). Text children only, so everything is escaped: there
// is no way for content to inject HTML. A site path gets the page's locale prefix; a link to
// another host gets rel="noopener noreferrer" (the page a reader was on is not sent along) and
// shows that host after its text, so a reader sees where it goes before following it. Links
// open in the same tab, as every other link of the site does.
import { Fragment, type ReactNode } from 'react';
import { type Block, type Body, type ImageBlock, type Inline, inlineText } from '../content/body.ts';
import { bracketed } from '../site/format.ts';
import type { Locale } from '../site/locale.ts';

interface MarkupProps {
  /** A compiled body, with `href` to localize its site paths. */
  body: Body;
  href?: (path: string) => string;
  /** The body's language: an outside link's host is written in its brackets, 說明（ic3.gov）. */
  locale: Locale;
  /** Shown after the body's first block (an article's way around itself). */
  afterFirst?: ReactNode;
  /** Drawn where the body says {whereToReport}: where to report in the reader's place. */
  reportHere?: ReactNode;
}

/** Blocks from this one on are laid out and painted only when they come near the viewport
 *  (`content-visibility: auto`; they stay in the accessibility tree and find-in-page), so a long
 *  body does not hold back the first paint while the browser lays out every paragraph
 *  (docs/decisions.md, "Deferred layout of long bodies"). The first
 *  blocks stay as they are: they are the first screen. `overflow-clip-margin` keeps a focus ring
 *  or an underline at a block's edge from being cut by the containment this brings. */
export const deferredFrom = 3;
const deferred = '[content-visibility:auto] [overflow-clip-margin:.5rem]';

/** The heights a deferred block may be given until it is laid out, in rem, each as a class for a
 *  phone and one from md (literal, so UnoCSS finds them; the CSP admits no style attributes). */
const placeholders: readonly (readonly [rem: number, phone: string, wide: string])[] = [
  [2, '[contain-intrinsic-size:auto_2rem]', 'md:[contain-intrinsic-size:auto_2rem]'],
  [3, '[contain-intrinsic-size:auto_3rem]', 'md:[contain-intrinsic-size:auto_3rem]'],
  [4, '[contain-intrinsic-size:auto_4rem]', 'md:[contain-intrinsic-size:auto_4rem]'],
  [6, '[contain-intrinsic-size:auto_6rem]', 'md:[contain-intrinsic-size:auto_6rem]'],
  [8, '[contain-intrinsic-size:auto_8rem]', 'md:[contain-intrinsic-size:auto_8rem]'],
  [10, '[contain-intrinsic-size:auto_10rem]', 'md:[contain-intrinsic-size:auto_10rem]'],
  [13, '[contain-intrinsic-size:auto_13rem]', 'md:[contain-intrinsic-size:auto_13rem]'],
  [16, '[contain-intrinsic-size:auto_16rem]', 'md:[contain-intrinsic-size:auto_16rem]'],
  [20, '[contain-intrinsic-size:auto_20rem]', 'md:[contain-intrinsic-size:auto_20rem]'],
  [25, '[contain-intrinsic-size:auto_25rem]', 'md:[contain-intrinsic-size:auto_25rem]'],
  [31, '[contain-intrinsic-size:auto_31rem]', 'md:[contain-intrinsic-size:auto_31rem]'],
  [38, '[contain-intrinsic-size:auto_38rem]', 'md:[contain-intrinsic-size:auto_38rem]'],
  [47, '[contain-intrinsic-size:auto_47rem]', 'md:[contain-intrinsic-size:auto_47rem]'],
  [58, '[contain-intrinsic-size:auto_58rem]', 'md:[contain-intrinsic-size:auto_58rem]'],
  [72, '[contain-intrinsic-size:auto_72rem]', 'md:[contain-intrinsic-size:auto_72rem]'],
];

function nearest(rem: number): (typeof placeholders)[number] {
  return placeholders.reduce((best, p) => (Math.abs(Math.log(p[0] / rem)) < Math.abs(Math.log(best[0] / rem)) ? p : best));
}

/** The body column's width in em of the body text (18 px): a 375 px phone (343 px) and from md. */
const columnEm = { phone: 19, wide: 39 } as const;

const fullWidth = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

/** How wide a text is in em: a CJK character or full-width mark is one, anything else about half. */
function ems(text: string): number {
  let n = 0;
  for (const ch of text) n += fullWidth.test(ch) ? 1 : 0.52;
  return n;
}

/** A deferred block's height before it is laid out, estimated from its text, so the page is about
 *  as long as it will be and the scrollbar (or a jump to an anchor) lands where the reader expects. */
function placeholder(block: Exclude<Block, { kind: 'report-here' }>): string {
  const at = (width: keyof typeof columnEm): number => {
    const lines = (text: string, em: number, fontScale = 1) => Math.max(1, Math.ceil((ems(text) * fontScale) / em));
    const column = columnEm[width];
    switch (block.kind) {
      case 'p': return lines(inlineText(block.content), column) * 1.83;
      case 'h2': return lines(inlineText(block.content), column, 24 / 18) * 2;
      case 'h3': return lines(inlineText(block.content), column, 20 / 18) * 1.75;
      case 'ul': return block.items.reduce((sum, item) => sum + lines(inlineText(item), column - 1.5) * 1.83 + 0.5, 0);
      case 'img': return ((column * 18) / 16) * (block.height / block.width);
    }
  };
  return `${nearest(at('phone'))[1]} ${nearest(at('wide'))[2]}`;
}

/** The where-to-report box's height until it is laid out: a place's channel with two or three
 *  numbers and the number for danger now, in one column on a phone, wider from md. */
const reportHerePlaceholder = `${nearest(38)[1]} ${nearest(20)[2]}`;

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

export function Markup({ body, href = (path) => path, locale, afterFirst, reportHere }: MarkupProps) {
  const draw = (block: Block, i: number) => (block.kind === 'report-here'
    ? <div key={i} className={`text-base${i >= deferredFrom ? ` ${deferred} ${reportHerePlaceholder}` : ''}`}>{reportHere}</div>
    : renderBlock(block, i, href, locale));
  return (
    <>
      {body.map((block, i) => (i === 1 && afterFirst
        ? <Fragment key={i}>{afterFirst}{draw(block, i)}</Fragment>
        : draw(block, i)))}
    </>
  );
}

function renderBlock(block: Exclude<Block, { kind: 'report-here' }>, i: number, href: (path: string) => string, locale: Locale): ReactNode {
  const later = i >= deferredFrom ? ` ${deferred} ${placeholder(block)}` : '';
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
}
