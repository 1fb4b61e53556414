// The web editor's checks (scripts/build/cms/checks.ts) on what an editor does in one session: the
// address a new news item will really get when its day and type are taken, what a date change does
// to a saved item's address, and an article published a moment ago that a news item links to.
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { editorChecks, type EditorSite } from '../scripts/build/cms/checks.ts';

const site: EditorSite = {
  pages: ['/report', '/news/2026-11-30-association'], redirects: {}, articles: { 1: 'article-1' }, retiredNames: [], verified: false,
  organisation: {}, authors: {}, official: [], newsFolders: ['2026-11-30-association'],
};
const news = (date: string) => ({ type: 'association', date, title: '協會消息', summary: '摘要。', body: '內文。' });

describe('the editor\'s checks of an address', () => {
  it('give a new news item the address it will be saved at when its day and type are taken, and say so', () => {
    const checks = editorChecks(site);
    const item = news('2026-11-30 09:00');
    expect(checks.folderOf('news', item)).toBe('2026-11-30-association-2');
    expect(checks.addressNote('news', '', item)).toBe('/news/2026-11-30-association is taken by another news item of this type on that day: this one will be saved as /news/2026-11-30-association-2.');
    expect(checks.folderOf('news', news('2026-12-01 09:00'))).toBe('2026-12-01-association');
    expect(checks.addressNote('news', '', news('2026-12-01 09:00'))).toBe('');
  });

  it('say a saved item keeps its address when its date moves, and nothing while the date still names it', () => {
    const checks = editorChecks(site);
    expect(checks.addressNote('news', '2026-11-30-association', news('2026-11-30'))).toBe('');
    expect(checks.addressNote('news', '2026-11-30-association-2', news('2026-11-30 10:00'))).toBe('');
    expect(checks.addressNote('news', '2026-11-30-association', news('2026-12-02'))).toMatch(/^The address stays \/news\/2026-11-30-association: changing the date or type of a saved item does not move it/);
  });

  it('know an article and a news item published in this session: a link to them is no longer refused, and the next item of that day gets -3', () => {
    const checks = editorChecks(site);
    const linking = { folder: '', 'zh-TW': { ...news('2026-12-05 09:00'), body: '請看[這篇](/blog/9)。' }, en: { title: 'News', summary: 'Summary.', body: 'See [this](/blog/9).' } };
    const refused = (problems: ReturnType<typeof checks.entry>) => problems.filter((p) => /names no article/.test(p.message));
    expect(refused(checks.entry('news', linking))).toHaveLength(2);
    checks.published('content/articles/article-9/zh-TW.md', '---\nid: 9\ndate: 2026-11-29\n---\n內文。\n');
    expect(refused(checks.entry('news', linking))).toEqual([]);
    checks.published('content/news/2026-11-30-association-2/zh-TW.md', '---\ntype: association\n---\n');
    expect(checks.folderOf('news', news('2026-11-30'))).toBe('2026-11-30-association-3');
    // The site as built is not changed: a second set of checks knows only the build.
    expect(refused(editorChecks(site).entry('news', linking))).toHaveLength(2);
  });
});

describe('the editor\'s checks in verified mode', () => {
  // The organisation's data files as the build reads them (the review files beside them left out).
  const organisation = Object.fromEntries(Object.entries(import.meta.glob(['../content/organisation/*.yaml', '!../content/organisation/*.zh-CN.yaml'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>)
    .map(([path, text]) => [path.slice(path.lastIndexOf('/') + 1), text]));
  const team = organisation['team.yaml']!;
  /** team.yaml as the form holds it, with one example.org address in it (any content may hold one:
   *  the test puts it there, so it does not depend on today's sample). */
  const data = () => {
    const parsed = parseYaml(team) as { members: { email: string }[] };
    parsed.members[0]!.email = 'someone@example.org';
    return parsed;
  };

  it('refuse a data file\'s sample values on their field once told the build checks for "verified", and say which status they check', () => {
    const checks = editorChecks({ ...site, organisation });
    expect(checks.status).toBe('sample');
    expect(checks.dataFile('team.yaml', data()).filter((p) => !p.warning && /placeholder address/.test(p.message))).toEqual([]);
    checks.checkAs('verified');
    expect(checks.status).toBe('verified');
    const refused = checks.dataFile('team.yaml', data()).filter((p) => !p.warning && /"someone@example\.org" is a placeholder address/.test(p.message));
    expect(refused).toHaveLength(1);
    expect(refused[0]!.field).toBe('members');
    expect(refused[0]!.message).toMatch(/Email: "someone@example\.org"/);
  });

  it('a build checking for "verified" refuses sample values from the start', () => {
    const checks = editorChecks({ ...site, organisation, verified: true });
    expect(checks.status).toBe('verified');
    expect(checks.dataFile('team.yaml', data()).some((p) => /"someone@example\.org"/.test(p.message))).toBe(true);
  });
});

describe('the editor\'s checks of an empty item', () => {
  it('say an empty tag (the editor\'s "Add" left blank) in plain words, in the editor and the build alike', () => {
    const checks = editorChecks(site);
    const article = (tags: unknown[]) => ({
      folder: '', 'zh-TW': { id: 5, date: '2026-11-29', author: '王小明', authorTitle: '顧問', title: '標題', summary: '摘要。', tags, body: '內文。' },
      en: { author: 'Wang', authorTitle: 'Advisor', title: 'Title', summary: 'Summary.', tags: ['a'], body: 'Text.' },
    });
    const problems = checks.entry('articles', article(['詐騙', null]));
    const tag = problems.find((p) => p.field === 'tags' && p.locale === 'zh-TW');
    expect(tag?.message).toBe('item 2 of the list is empty: write it or remove it');
    expect(problems.map((p) => p.message).join('\n')).not.toMatch(/Invalid type|received null/);
    expect(checks.entry('articles', article([])).find((p) => p.field === 'tags' && p.locale === 'zh-TW')?.message).toBe('is empty: add at least one item');
  });
});
