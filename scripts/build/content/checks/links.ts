// Links to a page of this site, as the content writes them ([text](/report), without the reader's
// language): each must name a page the site has (a route, an article's id, a news item's folder,
// a guide), checked by the build once the content is compiled and by the web editor as the text is
// typed (src/client/admin-checks.ts), from one list of the site's pages (SiteIndex). Also a link
// whose address was parted from its text, which Markdown shows as brackets and a bare path.
// Pure: text in, messages out ('file:line: …').

/** The pages a link may name: every concrete path without a language prefix (drafts and
 *  scheduled entries included), and the listed old paths that redirect to one. */
export interface SiteIndex {
  readonly pages: readonly string[];
  readonly redirects: Readonly<Record<string, string>>;
}

/** A site path written in a text, with the line it is on. */
export interface SiteLink {
  readonly line: number;
  readonly href: string;
}

const prefixes = ['/cn', '/en'];

/** The site paths linked in a file's text, line by line: Markdown's `](/path)`. */
export function siteLinks(source: string): SiteLink[] {
  return source.replace(/\r\n?/g, '\n').split('\n').flatMap((text, i) =>
    [...text.matchAll(/\]\((\/(?!\/)[^\s)]*)\)/g)].map((m) => ({ line: i + 1, href: m[1]! })));
}

/** Why `href` (a site path) leads nowhere, in words an editor can act on; undefined when it names a page. */
export function siteLinkProblem(href: string, site: SiteIndex): string | undefined {
  const path = href.replace(/[?#].*$/, '').replace(/(?<=.)\/$/, '') || '/';
  const pages = new Set(site.pages);
  if (pages.has(path)) return undefined;
  const prefix = prefixes.find((p) => path === p || path.startsWith(`${p}/`));
  if (prefix) {
    const bare = path.slice(prefix.length) || '/';
    return `the link "${href}" names a language: write "${bare}" (the site adds the reader's language)`;
  }
  const moved = site.redirects[path];
  if (moved) return `the link "${href}" is an old address of ${moved}: link to "${moved}"`;
  const blog = /^\/blog\/(.+)$/.exec(path);
  if (blog) {
    const ids = [...pages].flatMap((p) => /^\/blog\/(\d+)$/.exec(p)?.[1] ?? []);
    return `the link "${href}" names no article: an article's address is /blog/ and its id (${ids.slice(0, 8).map((id) => `/blog/${id}`).join(', ')}${ids.length > 8 ? ', …' : ''}), not its folder`;
  }
  const news = /^\/news\/(.+)$/.exec(path);
  if (news) return `the link "${href}" names no news item: a news item's address is /news/ and its folder's name`;
  const near = [...pages].filter((p) => !/^\/(blog|news|scams)\/./.test(p)).find((p) => closeTo(p, path));
  return `the link "${href}" names no page of this site${near ? `: did you mean "${near}"?` : ''}`;
}

/** Two paths a letter or two apart (a typo: /reprot for /report). */
function closeTo(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 2) return false;
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]! <= 2;
}

/** A paragraph that starts with a link's address: its text was left in the paragraph before
 *  (a blank line between "]" and "("), so the page shows "[text]" and "(/report)". */
const partedAddress = /^\s*\((?:\/|#|https:\/\/|mailto:|tel:)[^\s)]*\)/;

/** Every link problem of one content file (`path` relative to content/): Markdown bodies and the
 *  texts of the YAML files. */
export function linkProblems(path: string, source: string, site: SiteIndex, root = 'content'): string[] {
  if (!/\.(md|ya?ml)$/.test(path) || /(^|\/)zh-CN\.md$|\.zh-CN\.yaml$/.test(path)) return [];
  const problems = siteLinks(source).flatMap(({ line, href }) => {
    const problem = siteLinkProblem(href, site);
    return problem ? [`${root}/${path}:${line}: ${problem}`] : [];
  });
  if (path.endsWith('.md')) {
    source.replace(/\r\n?/g, '\n').split('\n').forEach((text, i, lines) => {
      if (partedAddress.test(text) && (i === 0 || lines[i - 1]!.trim() === '')) {
        problems.push(`${root}/${path}:${i + 1}: a link's address stands alone at the start of a paragraph: write the text and the address together, [text](/report), with no blank line between "]" and "("`);
      }
    });
  }
  return problems;
}
