// What the web editor saves: the file as it was, with only the values the editor changed. Decap
// writes a whole file in its own YAML style (keys reordered, long texts folded, every comment
// dropped): one changed figure rewrote hundreds of lines, and the field notes in a data file's
// comments were lost on the first save. Here Decap's new text is read for its values only, and
// those are written into the file as it was read (yaml's Document, which keeps comments, quotes,
// order and line breaks): a changed value is a changed line, a new list item new lines. A value
// left blank is left out (an optional field the editor emptied), never written as "".
import { isMap, isScalar, isSeq, parse, parseDocument, type Document, type Node as YamlNode, type Pair, type Scalar } from 'yaml';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const blank = (v: unknown) => v === undefined || v === null || v === '';
const keyOf = (pair: Pair) => String(isScalar(pair.key) ? pair.key.value : pair.key);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `value` without its blank values, at every depth (a list keeps its places). */
function withoutBlanks(value: Json): Json {
  if (Array.isArray(value)) return value.map(withoutBlanks);
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => !blank(v)).map(([k, v]) => [k, withoutBlanks(v)]));
}

/** `node` changed to hold `value`, keeping what did not change. */
function update(doc: Document, node: unknown, value: Json): unknown {
  if (isMap(node) && isObject(value)) {
    for (const pair of [...node.items]) {
      if (blank(value[keyOf(pair)])) node.delete(pair.key);
    }
    for (const [key, v] of Object.entries(value)) {
      if (blank(v)) continue;
      const pair = node.items.find((p) => keyOf(p) === key);
      if (pair) pair.value = update(doc, pair.value, v) as YamlNode;
      else node.add(doc.createPair(key, v));
    }
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    // Each new item is matched with an old one: the same item (unchanged), then the one with its
    // id, then the one at its place; what is left of the old list is gone.
    const old = [...node.items];
    const used = new Set<number>();
    const take = (i: number) => (i >= 0 && !used.has(i) ? (used.add(i), old[i]) : undefined);
    const plain = old.map((item) => (item && typeof (item as YamlNode).toJSON === 'function' ? (item as YamlNode).toJSON() : item));
    const matches = value.map((v) => take(plain.findIndex((p, i) => !used.has(i) && same(p, v))));
    node.items = value.map((v, i) => {
      const match = matches[i] ?? (isObject(v) && 'id' in v ? take(plain.findIndex((p, j) => !used.has(j) && isObject(p) && p.id === v.id)) : undefined) ?? take(i);
      return match === undefined ? doc.createNode(v) : update(doc, match, v);
    });
    return node;
  }
  if (isScalar(node) && !isObject(value) && !Array.isArray(value)) {
    if (node.value !== value) (node as Scalar).value = value;
    return node;
  }
  return doc.createNode(value);
}

/** YAML text `before` with the values of `after`'s, its comments and layout kept. */
export function keepYaml(before: string, after: string): string {
  const doc = parseDocument(before);
  if (doc.errors.length) return after;
  doc.contents = update(doc, doc.contents, withoutBlanks((parse(after) ?? {}) as Json)) as typeof doc.contents;
  return doc.toString({ lineWidth: 0 });
}

const frontmatter = /^---\n([\s\S]*?\n)?---\n/;

/** A Markdown file `before` with `after`'s frontmatter values (kept as keepYaml keeps them) and
 *  `after`'s body. */
export function keepMarkdown(before: string, after: string): string {
  const old = frontmatter.exec(before);
  const next = frontmatter.exec(after);
  if (!old || !next) return after;
  const body = after.slice(next[0].length);
  const gap = before.slice(old[0].length).startsWith('\n') && !body.startsWith('\n') ? '\n' : '';
  const yaml = keepYaml(old[1] ?? '', next[1] ?? '');
  return `---\n${yaml === '{}\n' ? '' : yaml}---\n${gap}${body}`;
}

/** The file to write at `path`: Decap's `after`, in the form of the file as it was (`before`, when known). */
export function keepFormat(path: string, before: string | undefined, after: string): string {
  if (before === undefined) return path.endsWith('.md') ? keepMarkdown('---\n---\n', after) : keepYaml('', after);
  if (path.endsWith('.md')) return keepMarkdown(before, after);
  if (/\.ya?ml$/.test(path)) return keepYaml(before, after);
  return after;
}
