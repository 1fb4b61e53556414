// Markdown the site cannot show, in plain words. The parser reads CommonMark only, so a table,
// ~~strikethrough~~, a footnote or a task list arrives as an ordinary paragraph and would be
// published as pipes and tildes: these are found in the paragraphs' source and stop the build.
import type { Root, RootContent } from 'mdast';

/** Each construct's look in a paragraph's source, and what to write instead. */
const leftovers: readonly (readonly [RegExp, string])[] = [
  [/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)+\|?\s*$/m, 'a table cannot be shown (phones have no room for columns): write each row as a "- " item or a short paragraph'],
  [/^\s*\|.*\|\s*$/m, 'a line between "|" marks reads as a table, which cannot be shown: write each row as a "- " item or a short paragraph'],
  [/~~[^~\n]+~~/, '~~strikethrough~~ cannot be shown: delete the words instead'],
  [/\[\^[^\]\s]+\]/, 'a footnote ([^1]) cannot be shown: put the note in the sentence or in its own paragraph'],
  [/^\s*\[[ xX]\] /m, 'a checkbox item ("[ ] ") cannot be shown: write a plain "- " item'],
];

/** What a node type the site cannot show is, for an editor, and what to write instead. */
export const unsupported: Readonly<Record<string, string>> = {
  code: 'a code block (lines indented four spaces, or between ``` fences) cannot be shown: remove the indentation or the fences',
  blockquote: 'a quote block ("> ") cannot be shown: write the quotation as a paragraph in quotation marks',
  thematicBreak: 'a divider line (---, *** or ___ alone on a line) cannot be shown: start the next part with a "## " heading instead',
  definition: 'a link definition ("[name]: address") cannot be used: write the link where it is read, [text](/path)',
  inlineCode: '`backticks` cannot be shown: write the words without them',
  linkReference: 'a link written [text][name] cannot be used: write [text](/path) or [text](https://…)',
  imageReference: 'an image written ![text][name] cannot be used',
};

/** The first leftover in each paragraph or list item: [line, message]. */
export function markdownLeftovers(tree: Root, source: string): [number, string][] {
  const lines = source.split('\n');
  const found: [number, string][] = [];
  const visit = (node: RootContent) => {
    if (node.type === 'paragraph' && node.position) {
      const { start, end } = node.position;
      const text = lines.slice(start.line - 1, end.line);
      for (const [pattern, message] of leftovers) {
        const at = text.findIndex((line) => pattern.test(line));
        if (at >= 0) {
          found.push([start.line + at, message]);
          return;
        }
      }
    }
    // A ** or __ the parser did not read as bold (it cannot open or close there) would be shown as
    // it is written: "**不要再付任何錢。**" was, before the CJK-friendly rule.
    if (node.type === 'text' && /\*\*|__/.test(node.value) && node.position) {
      found.push([node.position.start.line, 'a ** or __ that does not open or close bold is shown as it is written: put it right around the words (**like this**), with no space inside']);
      return;
    }
    if ('children' in node) (node.children as RootContent[]).forEach(visit);
  };
  tree.children.forEach(visit);
  return found;
}
