// How many lines a diff of two texts shows, removed and added (lines counted, not their places):
// what a save in the web editor adds to a commit.
export function changedLines(before: string, after: string): number {
  const count = (text: string) => text.split('\n').reduce((m, l) => m.set(l, (m.get(l) ?? 0) + 1), new Map<string, number>());
  const [a, b] = [count(before), count(after)];
  let n = 0;
  for (const line of new Set([...a.keys(), ...b.keys()])) n += Math.abs((a.get(line) ?? 0) - (b.get(line) ?? 0));
  return n;
}
