// The one form of a URL path (RFC 3986, section 6.2.2): percent-encoded unreserved characters
// decoded ('/%65n/bl%6Fg' is '/en/blog'), every other escape in upper case ('%e9' is '%E9'),
// runs of slashes as one, and no trailing slash but on '/'. Pure: the worker redirects to it
// (src/http/canonical-url.ts) and the build writes the operator's old paths in it
// (scripts/build/links/redirects.ts), so a listed path is matched however a visitor's link encoded it.

/** ALPHA / DIGIT / "-" / "." / "_" / "~": the characters an escape never changes the meaning of. */
const unreserved = /^[A-Za-z0-9._~-]$/;

export function canonicalPath(pathname: string): string {
  const decoded = pathname.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return unreserved.test(char) ? char : escape.toUpperCase();
  });
  return decoded.replace(/\/{2,}/g, '/').replace(/(?<=.)\/$/, '');
}

/** Whether a path can be a page of the site: no page's path holds an escape once it is canonical
 *  (ids, slugs and route words are unreserved characters), so one that does is never rendered. */
export const mayBePage = (canonical: string) => !canonical.includes('%');
