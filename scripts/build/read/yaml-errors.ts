// A YAML mistake as one message an editor can act on: the line to fix and what to do, in plain
// words. The parser (`yaml`) reports a slip of indentation as several errors, often a line or two
// away from the slip; this finds the first line whose indentation fits nothing above it and names
// that, and words the parser's other errors (a tab, an unclosed quote, a field written twice).
import type { YAMLError } from 'yaml';

export interface YamlProblem {
  /** 1-based, counted in the text given. */
  readonly line: number;
  readonly message: string;
}

const spaces = (n: number) => `${n} space${n === 1 ? '' : 's'}`;

/** Where the line was probably meant to start. */
function nearest(open: readonly number[], indent: number): string {
  const column = [...open].sort((a, b) => Math.abs(a - indent) - Math.abs(b - indent))[0]!;
  return `the fields of this entry start at ${spaces(column)}: line this one up with them (spaces, not tabs)`;
}

/** The first line whose indentation matches no open block above it (a valid file has none). */
function misindented(lines: readonly string[]): YamlProblem | undefined {
  // The columns a line may start at: each open block's, innermost last.
  const open: number[] = [0];
  let previous: { indent: number; text: string; line: number } | undefined;
  let scalarAbove: number | undefined;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const text = raw.trim();
    if (text === '' || text.startsWith('#')) continue;
    const indent = raw.length - raw.trimStart().length;
    // The lines of a block text (| or >) are free-form while indented deeper than its key.
    if (scalarAbove !== undefined && indent > scalarAbove) continue;
    scalarAbove = undefined;
    if (previous) {
      const item = /^(- +)(.*)$/.exec(previous.text);
      if (item && /^[^\s'"]+:( |$)/.test(item[2]!)) open.push(previous.indent + item[1]!.length);
      const opens = /:\s*(#.*)?$/.test(previous.text) || /^-\s*$/.test(previous.text);
      if (opens && indent > previous.indent) open.push(indent);
      else if (!open.includes(indent)) {
        const commented = /^\s*#\s*[^\s:]+:\s*$/.test(lines[i - 1] ?? '') ? i : undefined;
        return {
          line: i + 1,
          message: commented !== undefined
            ? `line ${commented} above is commented out, but the lines indented under it (from here) still count: comment them out too, or restore line ${commented}`
            : `the indentation here (${spaces(indent)}) does not match the lines above: ${nearest(open, indent)}`,
        };
      }
      while (open.at(-1)! > indent) open.pop();
    }
    if (/[:-]\s*[|>][+-]?\d*\s*(#.*)?$/.test(text)) scalarAbove = indent;
    previous = { indent, text, line: i + 1 };
  }
  return undefined;
}

/** The parser's first error in plain words, at the line where the fix goes. */
export function yamlProblem(source: string, errors: readonly YAMLError[], lineOf: (offset: number) => number): YamlProblem {
  const lines = source.split(/\r?\n/);
  const error = errors[0]!;
  const line = lineOf(error.pos[0]);
  const at = lines[line - 1] ?? '';
  switch (error.code) {
    case 'TAB_AS_INDENT':
      return { line, message: 'a tab is used to indent this line: indent with spaces only (two per level)' };
    case 'DUPLICATE_KEY':
      return { line, message: `"${at.trim().split(':')[0]}" is written twice in the same entry: keep one` };
    case 'MISSING_CHAR':
      if (/quote/i.test(error.message)) {
        // The parser reports where it gave up looking (often the end of the file): name the line that opened it.
        const opened = lines.findIndex((l) => /:\s*(["'])/.test(l) && !/:\s*(["']).*\1\s*(#.*)?$/.test(l));
        return { line: opened >= 0 ? opened + 1 : line, message: 'a quote opened here is never closed: end the text with the same quote mark it starts with' };
      }
      break;
    case 'BAD_INDENT':
    case 'UNEXPECTED_TOKEN':
      if (/flow (sequence|mapping|collection)/i.test(error.message)) {
        // A value starting with [ or { is read as a list or a map until its closing mark.
        const opened = lines.findIndex((l) => /:\s*[[{]/.test(l) && !/[\]}]\s*(#.*)?$/.test(l));
        if (opened >= 0) return { line: opened + 1, message: 'this value starts with "[" or "{", which opens a list that is never closed: end it with "]" (or "}"), or put the whole text in quotes' };
      }
      if (error.code === 'UNEXPECTED_TOKEN') return { line, message: 'this value starts with a character YAML reads specially (: { [ # & * ! | > \' " % @ `): put the whole text in quotes' };
      break;
    case 'BAD_SCALAR_START':
      return { line, message: 'this value starts with a character YAML reads specially (: { [ # & * ! | > \' " % @ `): put the whole text in quotes' };
    default:
  }
  const indented = misindented(lines);
  if (indented) return indented;
  // A second ": " inside a value reads as a field of its own.
  if (/^\s*(- )?[^\s:'"]+: [^'"].*: /.test(at)) {
    return { line, message: 'this value has ": " inside it: put the whole value in quotes ("…")' };
  }
  if (/^\s*(- )?[^:'"#]+$/.test(at)) return { line, message: 'this line is not "field: value": write a colon and a space after the field name' };
  return { line, message: `YAML cannot read this line (${error.message.split('\n')[0]}): check the colon after the field name, the indentation, and put a text with special characters in quotes` };
}
