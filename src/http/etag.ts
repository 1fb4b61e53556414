// Strong ETags for rendered pages. Content is fixed per deploy except for which entries are public
// yet, so a page's bytes are decided by the build id, that set's key (src/content/published.ts) and
// what the request varies on: the tag is known before rendering, and a match answers 304 without
// rendering at all. The tag is a keyed digest (HMAC under the worker's signing key): everything
// else in it is public (the path, the settings, the build id), so a plain hash would let anyone
// work out offline how many entries have passed their date, drafts and scheduled posts included,
// and watch the moment one does.
import { buildId } from '../generated/assets.ts';
import type { Signer } from '../site/signing.ts';

/** Everything that decides a page's bytes, as one string: the page cache's key. The ETag is a
 *  digest of it; the cache never is, so no two requests can share an entry unless this is equal. */
export const pageIdentity = (parts: readonly string[]) => parts.join('\u0000');

/** The build id and 66 bits of HMAC-SHA-256 of the identity (base64url, as an ETag may hold): a
 *  browser's revalidation token. */
export async function pageETag(signer: Signer, identity: string): Promise<string> {
  return `"${buildId}-${(await signer.sign('etag', identity)).slice(0, 11)}"`;
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
