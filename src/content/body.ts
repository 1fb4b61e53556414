// The body of an article, news item or legal section, as the build compiles it from Markdown
// (scripts/build/read/markdown.ts): blocks of the spec's markup ('## ', '### ', '- ', paragraphs)
// holding inline spans (text, emphasis, strong, links). Plain data, no HTML anywhere: the worker
// renders it to React elements (components/Markup.tsx), which escape every character.

/** A run of text: a string, or emphasis, strong or a link around more runs. */
export type Inline =
  | string
  | { readonly kind: 'em' | 'strong'; readonly children: readonly Inline[] }
  /** `href` is a site path ('/report', localized when rendered), '#anchor', https://, mailto: or tel:. */
  | { readonly kind: 'link'; readonly href: string; readonly children: readonly Inline[] };

export type Block =
  | { readonly kind: 'p'; readonly content: readonly Inline[] }
  /** `id`: the heading's anchor, written `## Heading {#id}` (a link in the body may name it). */
  | { readonly kind: 'h2' | 'h3'; readonly id?: string; readonly content: readonly Inline[] }
  | { readonly kind: 'ul'; readonly items: readonly (readonly Inline[])[] }
  | ImageBlock
  /** `{whereToReport}`, a paragraph of its own (articles and news): where to report in the
   *  reader's place, their number first, drawn by the page (the same box as a scam guide's). */
  | { readonly kind: 'report-here' };

/** An image from the entry's folder (articles and news only), resized by the build
 *  (scripts/build/content/images.ts): `src` is the middle WebP, `avif` and `webp` are srcset lists, and
 *  width and height the image's own proportions, so the page keeps its place before it loads. */
export interface ImageBlock {
  readonly kind: 'img';
  readonly alt: string;
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly avif: string;
  readonly webp: string;
}

export type Body = readonly Block[];

/** A body in the three languages; zh-CN is compiled from zh-TW at build. */
export interface LocalizedBody {
  readonly 'zh-TW': Body;
  readonly 'zh-CN': Body;
  readonly en: Body;
}

/** Where a body lives in each language: the URL of a static asset (/assets/content/….json) the
 *  build writes beside the worker, holding that language's Body as JSON. */
export interface BodyAssets {
  readonly 'zh-TW': string;
  readonly 'zh-CN': string;
  readonly en: string;
}

/** A body read back from JSON, checked block by block (a truncated or foreign file is an error,
 *  not a page with holes). */
export function parseBody(json: unknown): Body {
  const inline = (s: unknown): boolean => typeof s === 'string'
    || (typeof s === 'object' && s !== null && Array.isArray((s as { children?: unknown }).children) && (s as { children: unknown[] }).children.every(inline));
  const ok = Array.isArray(json) && json.every((b: unknown) => {
    const block = b as { kind?: unknown; content?: unknown; items?: unknown };
    if (block?.kind === 'img') {
      const img = block as Partial<ImageBlock>;
      return [img.alt, img.src, img.avif, img.webp].every((s) => typeof s === 'string') && Number.isInteger(img.width) && Number.isInteger(img.height);
    }
    if (block?.kind === 'report-here') return Object.keys(block).length === 1;
    if (block?.kind === 'ul') return Array.isArray(block.items) && block.items.every((item: unknown) => Array.isArray(item) && item.every(inline));
    return ['h2', 'h3', 'p'].includes(String(block?.kind)) && Array.isArray(block.content) && block.content.every(inline);
  });
  if (!ok) throw new Error('not a body: expected an array of h2/h3/p/ul/img/report-here blocks');
  return json as Body;
}

/** The words of some runs, without their markup. */
export function inlineText(spans: readonly Inline[]): string {
  return spans.map((s) => (typeof s === 'string' ? s : inlineText(s.children))).join('');
}

/** A body as plain text in the spec's markup: '## ' headings, '- ' items, blocks apart by a blank
 *  line. What search indexes and tests read. */
export function bodyText(body: Body): string {
  return body.map((block) => {
    switch (block.kind) {
      case 'h2': return `## ${inlineText(block.content)}`;
      case 'h3': return `### ${inlineText(block.content)}`;
      case 'p': return inlineText(block.content);
      case 'ul': return block.items.map((item) => `- ${inlineText(item)}`).join('\n');
      // What the image shows, in words: searched like the text around it.
      case 'img': return block.alt;
      // Drawn by the page for the reader's place: no words of the body's own.
      case 'report-here': return '';
    }
  }).filter((text) => text !== '').join('\n\n');
}

export const isLocalizedBody = (value: unknown): value is LocalizedBody =>
  typeof value === 'object' && value !== null && Array.isArray((value as LocalizedBody)['zh-TW']) && Array.isArray((value as LocalizedBody).en);
