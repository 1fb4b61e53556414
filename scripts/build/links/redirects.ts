// The operator's redirect list (assets/_redirects), checked before it ships. Workers Static Assets
// reads the file and answers a listed path with its 301 before the worker runs, so a bad line
// could send visitors to another site, loop, or hide a real page: the build refuses all three.
// Only the plain form is allowed, `<old path> <page path> 301`, one exact path per line (no
// splats or placeholders), so every line can be checked here and tested against `wrangler dev`.
// Pure functions: the build (Node) and the tests (workerd) both call them.
import { canonicalPath } from '../../../src/site/canonical-path.ts';

export interface Redirect {
  readonly line: number;
  readonly from: string;
  readonly to: string;
  readonly status: 301;
}

/** Served by the worker outside the route table (src/http/text-files.ts), so never a redirect source. */
export const reservedPaths: readonly string[] = ['/sitemap.xml', '/robots.txt'];

/** The platform's limit for static rules in one _redirects file. */
const maxRules = 2000;

const base = 'https://site.invalid';

/** The path as a URL carries it in its one form (percent-encoded, as the not_found log line shows
 *  it; the worker answers every other spelling with a 301 to this one first), or null. */
function asPath(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  try {
    const url = new URL(value, base);
    return url.origin === base ? canonicalPath(url.pathname) : null;
  } catch {
    return null;
  }
}

/** Parses the file; returns its rules and, for each line it cannot accept, a message. */
export function parseRedirects(text: string): { rules: Redirect[]; problems: string[] } {
  const rules: Redirect[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    const content = raw.trim();
    if (content === '' || content.startsWith('#')) return;
    const fields = content.split(/\s+/);
    if (fields.length !== 3) {
      problems.push(`line ${line}: write "<old path> <page path> 301" (got "${content}")`);
      return;
    }
    const [from, to, code] = fields as [string, string, string];
    if (code !== '301') {
      problems.push(`line ${line}: status ${code}: use 301 (without a code the platform answers 302)`);
      return;
    }
    rules.push({ line, from, to, status: 301 });
  });
  return { rules, problems };
}

/**
 * Everything wrong with a set of rules, given every page URL path of the site (each route in each
 * locale, e.g. '/about', '/en/about', '/cn/blog/3'). Empty when the file can ship.
 */
export function checkRedirects(rules: readonly Redirect[], pagePaths: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const sources = new Map<string, number>();
  if (rules.length > maxRules) problems.push(`${rules.length} rules: the platform takes at most ${maxRules}`);

  for (const { line, from } of rules) {
    const at = `line ${line}: ${from}`;
    const path = asPath(from);
    if (path === null) problems.push(`${at}: the old path must be a path on this site, starting with one "/"`);
    else if (/[*:]/.test(from)) problems.push(`${at}: list each old path in full (no "*" or ":placeholder")`);
    else if (from !== '/' && from.endsWith('/')) problems.push(`${at}: leave out the trailing slash (the worker removes it first)`);
    else if (path !== from) problems.push(`${at}: write it as the log shows it: ${path}`);
    else if (pagePaths.has(from)) problems.push(`${at}: this is a page of the site; the redirect would hide it`);
    else if (reservedPaths.includes(from)) problems.push(`${at}: served by the worker; the redirect would hide it`);
    else if (from.startsWith('/assets/')) problems.push(`${at}: /assets/ holds the site's own files`);
    const first = sources.get(from);
    if (first !== undefined) problems.push(`${at}: already redirected on line ${first}`);
    else sources.set(from, line);
  }

  for (const { line, from, to } of rules) {
    const at = `line ${line}: ${from} -> ${to}`;
    const path = asPath(to);
    if (path === null) problems.push(`${at}: the target must be a page of this site ("/..."), never another host`);
    else if (sources.has(path)) problems.push(`${at}: the target is itself redirected (a chain or a loop): point at the final page`);
    else if (!pagePaths.has(path)) problems.push(`${at}: the target is not a page of the site`);
  }
  return problems;
}

/** parseRedirects and checkRedirects together: the problems of a whole file. */
export function redirectProblems(text: string, pagePaths: ReadonlySet<string>): string[] {
  const { rules, problems } = parseRedirects(text);
  const lineOf = (p: string) => Number(/^line (\d+)/.exec(p)?.[1] ?? 0);
  return [...problems, ...checkRedirects(rules, pagePaths)].sort((a, b) => lineOf(a) - lineOf(b));
}
