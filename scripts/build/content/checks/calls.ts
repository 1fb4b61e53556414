// The build's rules for what a reader may dial or read as a number in a body. A
// tap-to-call link must dial exactly the number its text shows, and that number must be one the
// site lists as official (src/content/official-numbers.ts): `[165](tel:+886212345678)` showed
// "165" and dialled another number, the scammers' own trick, and the check ran only in `npm test`,
// never on the deploy path or the web editor's commits, and never on a scheduled entry. No
// invisible format character (\p{Cf}: bidi overrides and isolates, marks, zero-width spaces)
// may sit in a body's text either, where it can reorder what is read: "Call ‮561‬" showed as
// "Call 165". The zero-width joiner of an emoji is the one kept. Pure: parsed files in,
// 'file:line: what to do' out; scripts/build/content/compile.ts runs it on every body, drafts and
// scheduled entries included.
import { inlineText, type Block, type Inline } from '../../../../src/content/body.ts';
import { dialled } from '../../../../src/content/official-numbers.ts';
import type { MarkdownFile } from '../../read/markdown.ts';

/** Invisible format characters but the emoji joiner (U+200D). */
const hiddenFormat = /(?!\u200d)\p{Cf}/u;

const codePoint = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** What is wrong with one link or run of text, or undefined. */
function problemsOf(spans: readonly Inline[], official: ReadonlySet<string> | undefined): string[] {
  const found: string[] = [];
  for (const span of spans) {
    if (typeof span === 'string') {
      const hidden = hiddenFormat.exec(span)?.[0];
      if (hidden) found.push(`an invisible format character (${codePoint(hidden)}) in the text can reorder what a reader sees ("561" read as "165"): delete it`);
      continue;
    }
    found.push(...problemsOf(span.children, official));
    if (span.kind !== 'link' || !span.href.startsWith('tel:')) continue;
    const number = span.href.slice(4);
    const shown = inlineText(span.children);
    if (dialled(shown) !== number) {
      found.push(`the link "${shown}" dials ${number}: a number to call shows exactly the number it dials; write [${number}](tel:${number}), or the number's own text with its spaces`);
    } else if (official && !official.has(number)) {
      found.push(`${number} is not a number the site lists as official (content/text/report.yaml, report-help.yaml, check-tools.yaml): a body may only make those tappable`);
    }
  }
  return found;
}

/** Every problem with the numbers and text of one parsed file; `official` undefined: the texts did
 *  not compile, and only what the file itself shows is checked. */
export function callProblems(md: MarkdownFile, official: ReadonlySet<string> | undefined): string[] {
  const problems: string[] = [];
  md.blocks.forEach((block: Block, i) => {
    const spans = block.kind === 'img' || block.kind === 'report-here' ? [] : block.kind === 'ul' ? block.items.flat() : block.content;
    for (const problem of problemsOf(spans, official)) problems.push(`${md.file}:${md.blockLines[i] ?? 1}: ${problem}`);
  });
  // What the frontmatter says is shown too (a title, an excerpt): no hidden format character there.
  for (const [field, value] of Object.entries(md.data)) {
    const hidden = [value].flat().map((v) => (typeof v === 'string' ? hiddenFormat.exec(v)?.[0] : undefined)).find(Boolean);
    if (hidden) problems.push(`${md.file}:${md.fieldLine(field)}: ${field}: an invisible format character (${codePoint(hidden)}) can reorder what a reader sees: delete it`);
  }
  return problems;
}
