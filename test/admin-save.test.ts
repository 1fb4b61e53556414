// What the web editor saves (src/client/admin-save.ts): Decap's new text read for its values only,
// written into the file as it was. One changed value is one changed line; the comments that say
// what the fields mean stay; a new list item adds its own lines; an emptied optional field is left
// out. Decap's own output is played by `yaml`'s stringify of the values (its keys in another order,
// as Decap writes them).
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { keepFormat, keepMarkdown, keepYaml } from '../src/client/admin-save.ts';
import { changedLines as changed } from './changed-lines.ts';
import team from '../content/organisation/team.yaml?raw';
import cases from '../content/organisation/cases.yaml?raw';
import article from '../content/articles/after-a-scam/zh-TW.md?raw';

type Data = Record<string, unknown>;
/** Decap's text for these values: every key of every object in reverse order, nothing kept. */
const decap = (value: unknown): string => {
  const reorder = (v: unknown): unknown => (Array.isArray(v) ? v.map(reorder) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reorder(x)])) : v);
  return stringify(reorder(value));
};
describe('saving a data file from the web editor', () => {
  it('changes one line for one changed value, and keeps every comment', () => {
    const data = parse(cases) as { types: { cases: number }[] };
    data.types[0]!.cases += 4;
    const saved = keepYaml(cases, decap(data));
    expect(parse(saved)).toEqual(data);
    expect(changed(cases, saved)).toBe(2);
    const comments = (text: string) => text.split('\n').filter((l) => l.trimStart().startsWith('#'));
    expect(comments(saved)).toEqual(comments(cases));
  });

  it('adds a member\'s lines and removes a replaced one\'s, leaving the others as they were', () => {
    const data = parse(team) as { members: Data[] };
    const replaced = data.members[1]!;
    data.members[1] = { ...replaced, id: 'hsu-mei-ling', name: { 'zh-TW': '許美玲', en: 'Hsu Mei-ling' } };
    const saved = keepYaml(team, decap(data));
    expect(parse(saved)).toEqual(data);
    expect(changed(team, saved)).toBeLessThanOrEqual(6);
  });

  it('leaves out an optional value the editor emptied, and never writes an empty one', () => {
    const data = parse(team) as { members: Data[] };
    data.members[0]!.image = '';
    const saved = keepYaml(team, decap(data));
    expect(saved).not.toMatch(/image: (""|'')?\n/);
    expect(saved).toBe(team);
    expect(keepFormat('content/organisation/new.yaml', undefined, 'a: 1\nb: ""\nc:\n  - x: ""\n    y: 2\n')).toBe('a: 1\nc:\n  - y: 2\n');
  });
});

describe('saving an article from the web editor', () => {
  it('keeps its frontmatter\'s comments, quotes and order, and takes the new body', () => {
    const [, yaml, ...rest] = article.split('---\n');
    const data = parse(yaml!) as Data;
    const body = rest.join('---\n');
    const decapText = `---\n${decap({ ...data, title: '新標題', updated: '' })}---\n${body.replace(/^\n/, '')}`;
    const saved = keepMarkdown(article, decapText);
    const comments = (text: string) => text.split('\n').filter((l) => l.startsWith('# '));
    expect(comments(saved)).toEqual(comments(article));
    expect(comments(article).length).toBeGreaterThan(0);
    expect(changed(article, saved)).toBeLessThanOrEqual(3);
    expect(saved).toMatch(/^title: "?新標題"?$/m);
    expect(saved).not.toContain('updated:');
  });
});
