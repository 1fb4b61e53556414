// One Markdown content file -> its frontmatter (YAML) and its body as the typed block tree of
// src/content/body.ts. Pure (a string in, data out), so tests run it anywhere. The Markdown is
// parsed by mdast-util-from-markdown (micromark: CommonMark with a position on every node, and no
// HTML output at all) with its frontmatter extension, the YAML by `yaml`. Everything the site
// does not render is refused with the file and line, in plain words: raw HTML, code, tables,
// quotes, ordered or nested lists, '#' headings, link targets other than a site path, https or
// mailto (scripts/build/read/markdown-leftovers.ts), and images except where `images` allows
// them (articles and news: a paragraph of its own, with alt text).

import type { Heading, Image, List, PhrasingContent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { cjkFriendlyExtension } from 'micromark-extension-cjk-friendly';
import { frontmatter } from 'micromark-extension-frontmatter';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { type Block, type Inline, inlineText } from '../../../src/content/body.ts';
import { yamlProblem } from './yaml-errors.ts';
import { markdownLeftovers, unsupported } from './markdown-leftovers.ts';

/** A problem in a content file; the message starts with 'file:line: '. */
export class ContentError extends Error {
  override name = 'ContentError';
}

export function fail(file: string, line: number, message: string): never {
  throw new ContentError(`${file}:${line}: ${message}`);
}

export interface MarkdownFile {
  readonly file: string;
  readonly data: Readonly<Record<string, unknown>>;
  /** The line a frontmatter field is written on (the frontmatter's first line if absent). */
  fieldLine(field: string): number;
  readonly blocks: readonly Block[];
  /** The line each block starts on. */
  readonly blockLines: readonly number[];
}

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/;

/** A line break inside a paragraph: nothing between two Chinese characters, else a space. */
function joinLines(text: string): string {
  return text.replace(/[ \t]*\n[ \t]*/g, (_m, offset: number, whole: string) => {
    const before = whole[offset - 1] ?? '';
    const after = whole[offset + _m.length] ?? '';
    return CJK.test(before) && CJK.test(after) ? '' : ' ';
  });
}

/** Link targets a body may use: a site path, an anchor, an https page, an email address or a
 *  number to call (tel:165, tel:+61300292371; two digits for France's emergency number, tel:17). */
export function checkHref(href: string): string | undefined {
  if (/^\/(?!\/)[^\s]*$/.test(href) || /^#[\w-]+$/.test(href)) return undefined;
  if (/^tel:\+?[0-9]{2,15}$/.test(href)) return undefined;
  if (/^mailto:[^\s@]+@[^\s@]+$/.test(href)) return undefined;
  if (href.startsWith('https://')) {
    try {
      if (new URL(href).hostname) return undefined;
    } catch { /* falls through */ }
  }
  return `link target "${href}" must be a site path (/report), #anchor, https://…, mailto: or tel: followed by digits`;
}

/** At most this many `*` and `_` in one paragraph (lines between blank lines), checked before
 *  parsing: emphasis is read in time that grows with the square of its delimiters (10,000 nested
 *  took 45 s), and no text needs more than a few dozen. */
export const maxDelimitersPerParagraph = 256;

function checkDelimiters(file: string, source: string): void {
  let start = 1;
  let count = 0;
  source.split('\n').forEach((text, i) => {
    if (text.trim() === '') {
      start = i + 2;
      count = 0;
      return;
    }
    count += text.length - text.replaceAll(/[*_]/g, '').length;
    if (count > maxDelimitersPerParagraph) {
      fail(file, start, `more than ${maxDelimitersPerParagraph} * or _ in one paragraph: write **strong** or *emphasis* around a few words only`);
    }
  });
}

/** Emphasis and strong inside one another at most this deep (`***a***` is 2): text needs three at
 *  most, and thousands of `*` on each side of a word once parsed fine but overflowed the stack of
 *  every later step (the build's own modules, the page's render) without naming the file. */
export const maxEmphasisDepth = 8;

function inlines(nodes: readonly PhrasingContent[], file: string, depth = 0): Inline[] {
  const out: Inline[] = [];
  for (const node of nodes) {
    const line = node.position?.start.line ?? 0;
    switch (node.type) {
      case 'text': {
        const text = joinLines(node.value);
        if (typeof out.at(-1) === 'string') out[out.length - 1] += text;
        else out.push(text);
        break;
      }
      case 'emphasis':
      case 'strong':
        if (depth >= maxEmphasisDepth) {
          fail(file, line, `*emphasis* and **strong** are nested more than ${maxEmphasisDepth} deep here: write each once (remove the extra * or _ around the words)`);
        }
        out.push({ kind: node.type === 'emphasis' ? 'em' : 'strong', children: inlines(node.children, file, depth + 1) });
        break;
      case 'link': {
        const problem = checkHref(node.url);
        if (problem) fail(file, line, problem);
        if (node.children.length === 0) fail(file, line, 'a link needs text');
        out.push({ kind: 'link', href: node.url, children: inlines(node.children, file, depth) });
        break;
      }
      case 'html':
        fail(file, line, `raw HTML is not allowed (${node.value.slice(0, 40)}): write Markdown`);
        break;
      case 'break':
        fail(file, line, 'a hard line break is not allowed: start a new paragraph with a blank line');
        break;
      case 'image':
        fail(file, line, 'an image goes in a paragraph of its own (a blank line before and after it), in articles and news only: ![what it shows](photo.jpg)');
        break;
      default:
        fail(file, line, unsupported[node.type] ?? `${node.type} is not supported in content (text, *emphasis*, **strong**, [links](/path) only)`);
    }
  }
  return out;
}

function listItems(list: List, file: string): Inline[][] {
  const line = list.position?.start.line ?? 0;
  if (list.ordered) fail(file, line, 'numbered lists are not supported: use "- " items');
  return list.children.map((item) => {
    const [first, ...rest] = item.children;
    const itemLine = item.position?.start.line ?? line;
    if (!first || first.type !== 'paragraph' || rest.length) {
      fail(file, rest[0]?.position?.start.line ?? itemLine, 'a list item holds one paragraph of text: no nested lists or blocks');
    }
    return inlines((first as { children: PhrasingContent[] }).children, file);
  });
}

/** Image files an entry may show: a plain name in its own folder (the web editor checks it too). */
export const imageName = /^[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*\.(?:jpe?g|png|webp|avif)$/i;

/** `![alt](photo.jpg)` alone in a paragraph: an image block still to be resized (scripts/build/content/images.ts). */
function imageBlock(image: Image, file: string, line: number): Block {
  if (!imageName.test(image.url)) {
    fail(file, line, `image "${image.url}": an image is a file in the entry's own folder, named like photo.jpg (letters, digits, - and _; .jpg, .png, .webp or .avif)`);
  }
  if (!image.alt?.trim()) {
    fail(file, line, `image "${image.url}": alt text is required: say what it shows for readers who cannot see it, ![a phone showing a fake bank message](${image.url})`);
  }
  return { kind: 'img', alt: image.alt.trim(), src: image.url, width: 0, height: 0, avif: '', webp: '' };
}

/** `## Heading {#name}`: the heading's anchor, so a link in the same body can jump to it ([…](#name)). */
const idSuffix = /\s*\{#([a-z0-9][a-z0-9-]*)\}\s*$/;

function headingId(content: Inline[]): { name: string; content: Inline[] } | undefined {
  const last = content.at(-1);
  const match = typeof last === 'string' ? idSuffix.exec(last) : null;
  if (!match) return undefined;
  const rest = (last as string).slice(0, match.index);
  return { name: match[1]!, content: rest ? [...content.slice(0, -1), rest] : content.slice(0, -1) };
}

/** Every '#name' link of a body names a heading of that body ({#name}): none leads nowhere. */
function checkAnchors(file: string, blocks: readonly Block[], lines: readonly number[]): void {
  const ids = new Set(blocks.flatMap((b) => ('id' in b && b.id ? [b.id] : [])));
  const links = (list: readonly Inline[]): string[] => list.flatMap((s) => (typeof s === 'string' ? [] : [...(s.kind === 'link' ? [s.href] : []), ...links(s.children)]));
  blocks.forEach((b, i) => {
    const hrefs = b.kind === 'ul' ? b.items.flatMap(links) : b.kind === 'img' || b.kind === 'report-here' ? [] : links(b.content);
    for (const href of hrefs) {
      if (href.startsWith('#') && !ids.has(href.slice(1))) fail(file, lines[i] ?? 0, `the link "${href}" names no heading of this text: end the heading with {${href}}`);
    }
  });
}

/** A paragraph that is only this, in an article or news item, becomes the box that says where to
 *  report in the reader's place (a list of every place's channels would lead with someone else's). */
export const whereToReportToken = '{whereToReport}';

function block(node: RootContent, file: string, images: boolean): Block {
  const line = node.position?.start.line ?? 0;
  if (images && node.type === 'paragraph') {
    const parts = node.children.filter((c) => !(c.type === 'text' && !c.value.trim()));
    if (parts.length === 1 && parts[0]!.type === 'image') return imageBlock(parts[0]!, file, line);
    if (parts.length === 1 && parts[0]!.type === 'text' && parts[0].value.trim() === whereToReportToken) return { kind: 'report-here' };
  }
  switch (node.type) {
    case 'heading': {
      const { depth } = node as Heading;
      if (depth !== 2 && depth !== 3) fail(file, line, `"${'#'.repeat(depth)} " headings are not used: "## " and "### " only (the title is in the frontmatter)`);
      const content = inlines(node.children, file);
      const id = headingId(content);
      return id ? { kind: depth === 2 ? 'h2' : 'h3', id: id.name, content: id.content } : { kind: depth === 2 ? 'h2' : 'h3', content };
    }
    case 'paragraph': {
      const content = inlines(node.children, file);
      // Anywhere else the token would be printed as it is.
      if (inlineText(content).includes(whereToReportToken)) {
        fail(file, line, images
          ? `${whereToReportToken} must be a paragraph of its own (a blank line before and after it)`
          : `${whereToReportToken} works in articles and news items only`);
      }
      return { kind: 'p', content };
    }
    case 'list':
      return { kind: 'ul', items: listItems(node, file) };
    case 'html':
      return fail(file, line, `raw HTML is not allowed (${node.value.slice(0, 40)}): write Markdown`);
    default:
      return fail(file, line, unsupported[node.type] ?? `${node.type} is not supported in content ('## ', '### ', '- ' items and paragraphs only)`);
  }
}

/** Parses a body alone (a text of content/text/*.yaml whose key is `body`): blocks only. `file`
 *  names where it lives in messages; a line is counted from the body's first. */
export function parseMarkdownBody(file: string, source: string): Block[] {
  checkIndent(file, source);
  // CJK-friendly: "**不要再付任何錢。**不管" is bold, as Chinese writers put it (CommonMark alone cannot close it).
  const tree = fromMarkdown(source, { extensions: [cjkFriendlyExtension()] });
  for (const [line, message] of markdownLeftovers(tree, source)) fail(file, line, message);
  const blocks = tree.children.map((node) => block(node, file, false));
  checkAnchors(file, blocks, tree.children.map((node) => node.position?.start.line ?? 0));
  return blocks;
}

/** Parses one content file: YAML frontmatter between '---' lines first, then the body (with image
 *  blocks when `images`: articles and news). */
/** Deeper than any text the site can show (no nested lists, no code): refused before parsing, whose
 *  time grows much faster than the file with each level of nesting. */
const maxIndent = 16;

function checkIndent(file: string, source: string): void {
  const lines = source.split('\n');
  const at = lines.findIndex((line) => /^[ \t]*/.exec(line)![0].length > maxIndent);
  if (at >= 0) fail(file, at + 1, `indented more than ${maxIndent} spaces: nested lists and indented code are not shown, write each item at the start of its line`);
}

export function parseMarkdownFile(file: string, source: string, images = false): MarkdownFile {
  checkIndent(file, source);
  checkDelimiters(file, source);
  const tree = fromMarkdown(source, { extensions: [frontmatter(['yaml']), cjkFriendlyExtension()], mdastExtensions: [frontmatterFromMarkdown(['yaml'])] });
  const [head, ...rest] = tree.children;
  if (!head || head.type !== 'yaml') fail(file, 1, 'the file must start with frontmatter between "---" lines');
  const yamlNode = head as { value: string; position?: { start: { line: number } } };
  const firstLine = (yamlNode.position?.start.line ?? 1) + 1;
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlNode.value, { lineCounter, prettyErrors: false });
  const lineAt = (offset: number) => firstLine + lineCounter.linePos(offset).line - 1;
  if (doc.errors.length) {
    const yaml = yamlProblem(yamlNode.value, doc.errors, (offset) => lineCounter.linePos(offset).line);
    fail(file, firstLine + yaml.line - 1, `in the frontmatter, ${yaml.message}`);
  }
  if (!isMap(doc.contents)) fail(file, firstLine, 'frontmatter must be "field: value" lines');
  const lines = new Map<string, number>();
  for (const pair of (doc.contents as { items: { key: unknown }[] }).items) {
    if (isScalar(pair.key) && pair.key.range) lines.set(String(pair.key.value), lineAt(pair.key.range[0]));
  }
  for (const [line, message] of markdownLeftovers(tree, source)) fail(file, line, message);
  const blocks = rest.map((node) => block(node, file, images));
  const second = blocks.map((b, i) => (b.kind === 'report-here' ? i : -1)).filter((i) => i >= 0)[1];
  if (second !== undefined) fail(file, rest[second]!.position?.start.line ?? 0, `${whereToReportToken} is written once in a text: the box is the page's one answer to where to report`);
  checkAnchors(file, blocks, rest.map((node) => node.position?.start.line ?? 0));
  return {
    file,
    data: doc.toJS() as Record<string, unknown>,
    fieldLine: (field) => lines.get(field) ?? firstLine,
    blocks,
    blockLines: rest.map((node) => node.position?.start.line ?? 0),
  };
}
