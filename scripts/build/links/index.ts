// The build's check of the links between pages (scripts/build/content/checks/links.ts): every site path
// a content file links to names a page of the route table (an article by its id, a news item by
// its folder, a guide, a page), or the build stops with the file and line. Run by `npm run build`
// once the content is compiled (the route table reads it). The same list of pages goes to the web
// editor (scripts/build/cms/admin.ts), which runs the same rule as the text is typed.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { everything } from '../../../src/content/visible.ts';
import { allPaths, routes } from '../../../src/site/routes.ts';
import { linkProblems, type SiteIndex } from '../content/checks/links.ts';
import { readContentFiles } from '../content/index.ts';
import { parseRedirects } from './redirects.ts';

const root = join(import.meta.dirname, '../../..');

/** The pages of the site now compiled, and the old paths that redirect to one. */
export function siteIndex(): SiteIndex {
  const redirects = parseRedirects(readFileSync(join(root, 'assets/_redirects'), 'utf8')).rules;
  return { pages: allPaths(routes, everything), redirects: Object.fromEntries(redirects.map((r) => [r.from, r.to])) };
}

/** Every link problem of content/ (its Markdown, the site's texts, the organisation's data). */
export function siteLinkProblems(site: SiteIndex = siteIndex()): string[] {
  const dir = join(root, 'content');
  const organisation = join(dir, 'organisation');
  const files = readContentFiles(dir).filter(() => true, existsSync(organisation) ? readdirSync(organisation).filter((name) => name.endsWith('.yaml')).map((name) => `organisation/${name}`) : []);
  // One file's text at a time, read as its turn comes.
  return [...new Set(files.keys())].sort().flatMap((path) => (path === 'zh-CN-overrides.yaml' ? [] : linkProblems(path, files.get(path)!, site)));
}
