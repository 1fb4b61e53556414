// The key of a zh-TW text in the generated zh-CN map: a 48-bit hash (two 24-bit FNV-1a halves
// with different offsets), so the map does not carry a second copy of every Chinese text.
// The generator (scripts/zh-cn.ts) refuses to write a map in which two texts share a key.
function fnv1a(text: string, offset: number): number {
  let hash = offset;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function textKey(text: string): string {
  const a = fnv1a(text, 0x811c9dc5) & 0xffffff;
  const b = fnv1a(text, 0x050c5d1f) & 0xffffff;
  return a.toString(36).padStart(5, '0') + b.toString(36).padStart(5, '0');
}
