// Strong ETags for rendered pages. Content is fixed per deploy except for which entries are public
// yet, so a page's bytes are decided by the build id, that set's key (src/content/published.ts) and
// what the request varies on: the tag is known before rendering, and a match answers 304 without
// rendering at all.
import { buildId } from '../generated/assets.ts';

/** Everything that decides a page's bytes, as one string: the page cache's key. The ETag is a
 *  digest of it; the cache never is, so no two requests can share an entry unless this is equal. */
export const pageIdentity = (parts: readonly string[]) => parts.join('\u0000');

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** The build id and 64 bits of SHA-256 of the identity: a browser's revalidation token. */
export async function pageETag(identity: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(identity));
  return `"${buildId}-${hex(digest).slice(0, 16)}"`;
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
