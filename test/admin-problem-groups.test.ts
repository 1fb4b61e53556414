// The build note of `npm run cms` (src/client/admin-status.ts, its groups: admin-problem-groups.ts): verified mode's list of what to fix
// (scripts/build/cms/by-entry.ts) read back as sections, entries and their fields, so the editor's
// note can show the grouping; any other build's lines stay one flat list.
import { describe, expect, it } from 'vitest';
import { formatByEntry } from '../scripts/build/cms/by-entry.ts';
import { problemGroups } from '../src/client/admin-problem-groups.ts';

const team = `members:
  - id: a
    name:
      zh-TW: 甲
      en: Person A
    email: a@example.org
    phone: "555-0100"
  - id: b
    name:
      zh-TW: 乙
      en: Person B
    email: b@example.org
`;
const files: Record<string, string> = { 'content/organisation/team.yaml': team };
const note = formatByEntry([
  'content/organisation/team.yaml:6: "a@example.org" is a placeholder address: write the real one',
  'content/organisation/team.yaml:7: "555-0100" is a fictional 555 number: write the real phone number',
  'content/organisation/team.yaml:12: "b@example.org" is a placeholder address: write the real one',
], (path) => files[path]);

describe('the build note\'s groups', () => {
  it('read verified mode\'s list as a summary, a section per file, an entry per item and its fields under it', () => {
    const { summary, groups } = problemGroups(note);
    expect(summary).toMatch(/^3 to fix in 2 entries\./);
    expect(groups.map((g) => g.heading)).toEqual(['Organisation data › team.yaml (3)']);
    const [a, b] = groups[0]!.entries;
    expect(a!.name).toMatch(/^2 · .*Person A/);
    expect(a!.fields).toHaveLength(2);
    expect(a!.fields.join('\n')).toMatch(/"a@example\.org"/);
    expect(b!.name).toMatch(/^1 · .*Person B/);
    expect(b!.said).toMatch(/"b@example\.org"/);
  });

  it('keep any other build\'s lines as one flat list, as they are', () => {
    const lines = ['content/news/x/zh-TW.md:3: date: 2025-02-30 is not a day of the calendar'];
    expect(problemGroups(lines)).toEqual({ summary: '', groups: [{ heading: '', entries: [{ name: '', said: lines[0], fields: [] }] }] });
    expect(problemGroups([])).toEqual({ summary: '', groups: [] });
  });
});
