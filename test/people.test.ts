// A member taken off the team who is still named elsewhere (scripts/build/content/checks/people.ts): the
// web editor's note when a save of team.yaml removes or renames someone.
import { describe, expect, it } from 'vitest';
import { stillNamed } from '../scripts/build/content/checks/people.ts';

const person = (en: string, zhTW: string) => ({ name: { 'zh-TW': zhTW, en } });
const sarah = person('Sarah Whitfield', '莎拉·惠特菲爾德');
const lin = person('Lin Yi-chun', '林怡君');
const hsu = person('Hsu Mei-ling', '許美玲');
const places = {
  departments: [{ name: { 'zh-TW': '國際合作部', en: 'International Cooperation' }, head: sarah.name }, { name: { 'zh-TW': '數位調查部', en: 'Digital Investigation' }, head: lin.name }],
  board: [lin, sarah],
  authors: { 'romance-scam-psychology': sarah.name, 'after-a-scam': lin.name },
};

describe('a member taken off the team', () => {
  it('is listed with every place that still names them', () => {
    const notes = stillNamed([lin, sarah], [lin, hsu], places);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/^Sarah Whitfield \(莎拉·惠特菲爾德\) is no longer among the members, but is still named as the head of International Cooperation \(departments, below\); a board member \(identity\.yaml, shown on \/verify\); the author of content\/articles\/romance-scam-psychology\//);
  });

  it('is not listed once no place names them, nor when only renamed in one language', () => {
    expect(stillNamed([lin, sarah], [lin, hsu], { departments: [], board: [], authors: {} })).toEqual([]);
    expect(stillNamed([lin, sarah], [lin, { name: { ...sarah.name, 'zh-TW': '莎拉' } }], places)).toEqual([]);
  });
});
