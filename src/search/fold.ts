// Traditional and Simplified Chinese folded to one form (Simplified), character for character, so
// a query in either script finds a page in either: 報案 and 报案, 刷單 and 刷单 become the same
// term in the index (made at build) and in a query (folded here at run time). The map is made by
// the build from OpenCC (scripts/build/zh-cn/han-fold.ts); each character stays one UTF-16 unit, so a folded
// text has the same length as the original and a position in one is a position in the other.
import { hanFoldFrom, hanFoldTo } from '../generated/han-fold.ts';

let map: Map<string, string> | undefined;

export function foldHan(text: string): string {
  if (!map) {
    map = new Map();
    for (let i = 0; i < hanFoldFrom.length; i++) map.set(hanFoldFrom[i]!, hanFoldTo[i]!);
  }
  const m = map;
  return text.replace(/\p{Script=Han}/gu, (c) => m.get(c) ?? c);
}
