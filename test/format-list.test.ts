// formatList: a list as each language writes it (English without the serial comma; Chinese with 、
// and 及 before the last item, so a last item that is a phrase is not read as joined by 和).
import { describe, expect, it } from 'vitest';
import { formatList } from '../src/site/format.ts';

describe('formatList', () => {
  it('joins Chinese items with 、 and 及 before the last, keeping a 和 inside an item', () => {
    expect(formatList(['民事求償諮詢', '資產追查', '香港和澳門法規'], 'zh-TW')).toBe('民事求償諮詢、資產追查及香港和澳門法規');
    expect(formatList(['甲', '乙'], 'zh-CN')).toBe('甲及乙');
    expect(formatList(['甲'], 'zh-TW')).toBe('甲');
  });
  it('writes English without the serial comma', () => {
    expect(formatList(['a', 'b', 'c'], 'en')).toBe('a, b and c');
  });
});
