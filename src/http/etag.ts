// Strong ETags for rendered pages. Content is fixed per deploy except for which entries are public
// yet, so a page's bytes are decided by the build id, that set's key (src/content/published.ts) and
// what the request varies on: the tag is known before rendering, and a match answers 304 without
// rendering at all.
import { buildId } from '../generated/assets.ts';

/** FNV-1a, 32 bit: a small, fast, well-spread hash for cache keys (not for security). */
function fnv1a(input: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

export function pageETag(parts: readonly string[]): string {
  return `"${buildId}-${fnv1a(parts.join('\u0000'))}"`;
}

/** Whether an If-None-Match header matches the tag (weak comparison, as RFC 9110 asks for GET). */
export function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}
