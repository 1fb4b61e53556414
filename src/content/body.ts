// The body of an article, news item or legal section, as the build compiles it from Markdown
// (scripts/content-markdown.ts): blocks of the spec's markup ('## ', '### ', '- ', paragraphs)
// holding inline spans (text, emphasis, strong, links). Plain data, no HTML anywhere: the worker
// renders it to React elements (components/Markup.tsx), which escape every character.

/** A run of text: a string, or emphasis, strong or a link around more runs. */
export type Inline =
  | string
  | { readonly kind: 'em' | 'strong'; readonly children: readonly Inline[] }
  /** `href` is a site path ('/report', localized when rendered), '#anchor', https:// or mailto:. */
  | { readonly kind: 'link'; readonly href: string; readonly children: readonly Inline[] };

export type Block =
  | { readonly kind: 'h2' | 'h3' | 'p'; readonly content: readonly Inline[] }
  | { readonly kind: 'ul'; readonly items: readonly (readonly Inline[])[] };

export type Body = readonly Block[];

/** A body in the three languages; zh-CN is compiled from zh-TW at build. */
export interface LocalizedBody {
  readonly 'zh-TW': Body;
  readonly 'zh-CN': Body;
  readonly en: Body;
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
    }
  }).join('\n\n');
}

export const isLocalizedBody = (value: unknown): value is LocalizedBody =>
  typeof value === 'object' && value !== null && Array.isArray((value as LocalizedBody)['zh-TW']) && Array.isArray((value as LocalizedBody).en);
