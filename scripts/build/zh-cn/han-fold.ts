// The character map that folds Traditional Chinese to Simplified for search (src/search/fold.ts):
// every CJK character OpenCC converts to one other BMP character, from Taiwan, Hong Kong or plain
// Traditional forms. Written by the build as two strings of equal length (~3,600 characters,
// ~22 KB): the whole OpenCC dictionaries would add ~1 MB to the worker, and search needs one
// character for one character only (a query and the index fold the same way, so 報案 and 报案,
// 臺 and 台 meet; phrase-level conversions such as 軟體 → 软件 do not matter to matching).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as OpenCC from 'opencc-js';

const ranges: readonly [number, number][] = [[0x3400, 0x4dbf], [0x4e00, 0x9fff], [0xf900, 0xfaff]];

export function hanFoldMap(): { from: string; to: string } {
  const converters = (['t', 'tw', 'hk'] as const).map((from) => OpenCC.Converter({ from, to: 'cn' }));
  let from = '';
  let to = '';
  for (const [start, end] of ranges) {
    for (let cp = start; cp <= end; cp++) {
      const c = String.fromCharCode(cp);
      for (const convert of converters) {
        const s = convert(c);
        if (s.length === 1 && s !== c && !/[\uD800-\uDFFF]/.test(s)) { from += c; to += s; break; }
      }
    }
  }
  return { from, to };
}

/** Writes src/generated/han-fold.ts. */
export function writeHanFold(root: string): void {
  const { from, to } = hanFoldMap();
  // The build's first step on a fresh clone: the folder may not be there yet.
  mkdirSync(join(root, 'src/generated'), { recursive: true });
  writeFileSync(join(root, 'src/generated/han-fold.ts'),
    `// Made by \`npm run build\` (scripts/build/zh-cn/han-fold.ts) from OpenCC: do not edit. from[i] folds to to[i].\n` +
    `export const hanFoldFrom = ${JSON.stringify(from)};\nexport const hanFoldTo = ${JSON.stringify(to)};\n`);
}
