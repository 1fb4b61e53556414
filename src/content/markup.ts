// The spec's article markup, parsed into blocks: a line starting '## ' is a heading, '### ' a
// subheading, '- ' a bullet item (consecutive ones form one list); any other non-blank line is a
// paragraph. Blank lines only separate blocks. The result is plain text in a tree: rendering it
// (components/Markup.tsx) escapes everything, so content can never inject HTML.

export type Block =
  | { readonly kind: 'h2' | 'h3' | 'p'; readonly text: string }
  | { readonly kind: 'ul'; readonly items: readonly string[] };

export function parseMarkup(source: string): Block[] {
  const blocks: Block[] = [];
  let list: string[] | null = null;
  for (const line of source.split(/\r\n|\r|\n/)) {
    if (line.startsWith('- ')) {
      if (!list) blocks.push({ kind: 'ul', items: (list = []) });
      list.push(line.slice(2));
      continue;
    }
    list = null;
    if (line.trim() === '') continue;
    if (line.startsWith('### ')) blocks.push({ kind: 'h3', text: line.slice(4) });
    else if (line.startsWith('## ')) blocks.push({ kind: 'h2', text: line.slice(3) });
    else blocks.push({ kind: 'p', text: line });
  }
  return blocks;
}
