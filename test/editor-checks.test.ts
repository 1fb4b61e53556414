// The web editor's checks (scripts/build/cms/checks.ts) on what an editor does in one session: the
// address a new news item will really get when its day and type are taken, what a date change does
// to a saved item's address, and an article published a moment ago that a news item links to.
import { describe, expect, it } from 'vitest';
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
