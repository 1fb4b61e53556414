// Every page of the site can be found: each path of the route table (bar the search
// itself) is an entry of each language's index, and so is each kind of request the form takes
// (/contact?kind=…; a company's is /business) and each section found as itself (/report#talk,
// /how-we-work#fees). A section's entry links to an element the page has, under the title the page
// shows; a kind's entry to the form with that kind chosen.
import { describe, expect, it } from 'vitest';
import { searchDocuments } from '../src/search/documents.ts';
import { locales, localizePath } from '../src/site/locale.ts';
import { allPaths, routes } from '../src/site/routes.ts';
import { publishedAt } from '../src/content/visible.ts';
import { requestKinds } from '../src/features/contact/kinds.ts';
import { page, textOf } from './helpers.ts';
import { entriesWithBodies } from './entry-bodies.ts';

const entries = await entriesWithBodies();

describe.each(locales)('the index in %s', (locale) => {
  const docs = searchDocuments(locale, entries);
  const paths = new Set(docs.map((d) => d.path));

  it('has every page of the route table', () => {
    const pages = allPaths(routes, publishedAt(Date.now(), false)).filter((p) => p !== '/search');
    expect(pages.filter((p) => !paths.has(p))).toEqual([]);
  });

  it('has each kind of request but a company\'s (whose page is /business), linked to the form with that kind chosen', async () => {
    for (const kind of requestKinds.filter((k) => k !== 'person' && k !== 'business')) {
      const entry = docs.find((d) => d.path === `/contact?kind=${kind}`);
      expect(entry, kind).toBeDefined();
      const { res, doc } = await page(localizePath(entry!.path, locale));
      expect(res.status).toBe(200);
      expect(textOf(doc.querySelector('h1'))).toBe(entry!.title);
      expect(doc.querySelector(`form input[name="kind"][value="${kind}"]`), kind).not.toBeNull();
    }
  });

  it('has sections as entries of their own, each linked to an element of its page whose heading it names', async () => {
    const sections = docs.filter((d) => d.path.includes('#'));
    expect(sections.map((d) => d.path)).toEqual(expect.arrayContaining(['/report#talk', '/how-we-work#fees']));
    for (const entry of sections) {
      const [path, id] = entry.path.split('#') as [string, string];
      const { doc } = await page(localizePath(path, locale));
      const section = doc.querySelector(`#${id}`);
      expect(section, entry.path).not.toBeNull();
      expect(entry.title).toContain(textOf(section!.querySelector('h2')));
    }
  });
});
