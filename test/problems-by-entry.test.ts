// Verified mode's list told by the entry an editor opens (scripts/build/cms/by-entry.ts): made-up
// files, run through the build's own sample checks, so the grouping holds for any content.
import { describe, expect, it } from 'vitest';
import { formatByEntry } from '../scripts/build/cms/by-entry.ts';
import { verifiedProblems } from '../scripts/build/content/checks/verified.ts';

const files = new Map([
  ['organisation/people.yaml', [
    '# Sample data until the Association replaces it.',
    'members:',
    '  - id: first-person',
    '    name:',
    '      zh-TW: 甲',
    '      en: First Person',
    '    email: first@example.org',
    '  - id: second-person',
    '    name:',
    '      zh-TW: 乙',
    '      en: Second Person',
    '    email: second@example.org',
    '    phone: "+1 555-0142"',
    'registration:',
    '  number: SAMPLE-1234',
    '  lookupUrl: https://registry.example.org/1234',
    '',
  ].join('\n')],
  ['news/a-talk/zh-TW.md', '---\n# Sample data of a fictional association.\ndate: 2026-01-02\ntitle: 一場講座\n---\n\n請寫信到 events@example.org。\n'],
  ['news/a-talk/en.md', '---\ndate: 2026-01-02\ntitle: A talk\n---\n\nWrite to events@example.org, or events@example.org.\n'],
  ['news/only-marked/zh-TW.md', '---\n# Sample data of a fictional association.\ndate: 2026-01-03\ntitle: 只有註記\n---\n\n內容。\n'],
]);
const read = (path: string) => files.get(path.replace(/^content\//, ''));
const problems = [...verifiedProblems(files), 'wrangler.toml: a problem that names no content file'];
const said = formatByEntry(problems, read);
const text = said.join('\n');

describe('verified mode\'s list, by entry', () => {
  it('counts every problem once, names how many entries hold them, and keeps a line that names no file', () => {
    expect(said[0]).toMatch(new RegExp(`^${problems.length} to fix in 5 entries\\. In the web editor \\(/admin\\)`));
    const counted = said.map((l) => /^ {2}\d+ · /.test(l) ? Number(l.trim().split(' ')[0]) : 0).reduce((a, b) => a + b, 0);
    const onlyComment = said.filter((l) => l.includes('only the sample-data comment')).length;
    // Here each entry left with only its comment holds that one problem.
    expect(counted + onlyComment).toBe(problems.length - 1);
    expect(said.at(-1)).toBe('wrangler.toml: a problem that names no content file');
  });

  it('names a list item by its name and a section by its label, the fields under it as the editor labels them', () => {
    expect(text).toContain('Organisation data › people.yaml (');
    expect(said).toContainEqual(expect.stringMatching(/^ {2}1 · Members › First Person: Email "first@example\.org": a placeholder address/));
    const second = said.indexOf('  2 · Members › Second Person');
    expect(second).toBeGreaterThan(0);
    expect(said[second + 1]).toMatch(/^ {6}Email "second@example\.org": a placeholder address/);
    expect(said[second + 2]).toMatch(/^ {6}Phone "\+1 555-0142": a fictional 555 number/);
    expect(text).toMatch(/ {2}2 · Registration\n {6}Number "SAMPLE-1234": a placeholder number[^\n]*\n {6}Lookup url "registry\.example\.org"/);
  });

  it('names an article or news item by its title, its fields by language pane, a repeated value once with its count', () => {
    expect(said.filter((l) => /^News \(\d+\)$/.test(l))).toHaveLength(1);
    expect(said).toContainEqual(expect.stringMatching(/^ {2}4 · 一場講座: Body \(EN, right\) "events@example\.org" ×2; Body \(ZH-TW, left\) "events@example\.org": a placeholder address/));
    expect(said).toContainEqual('  only the sample-data comment (open, Publish): 只有註記');
  });

  it('says a message in full the first time, then only what is wrong', () => {
    const placeholder = said.filter((l) => l.includes('a placeholder address'));
    expect(placeholder[0]).toContain('write the real one');
    expect(placeholder.slice(1).every((l) => !l.includes('write the real one'))).toBe(true);
  });
});
