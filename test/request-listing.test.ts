// The operator's listing (`npm run requests`, scripts/ops/request-listing.ts): whatever a stored row
// holds, every column prints as visible text. Control characters (ESC, BEL) and characters that
// render as nothing (fillers, the braille blank, invisible format characters) appear as \u{…}
// escapes, so nothing reaches the terminal raw and no name looks blank; a long field is cut, with
// its full length said.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRequest } from '../scripts/ops/request-listing.ts';
import { printable } from '../scripts/shared/terminal-text.ts';

const row = (fields: Record<string, unknown>) => ({
  ref: 'AAAAA-11111', created_at: 1700000000000, locale: 'en', language: 'en', country: 'TW', name: 'Chen Mei-ling',
  email: 'mei@example.net', phone: '', message: 'They asked for a fee.', notified_at: null, handled_at: null, ...fields,
});
const listing = (fields: Record<string, unknown>) => formatRequest(row(fields)).join('\n');
/** Characters that must never reach the terminal raw: controls but the line breaks between lines, format characters, separators. */
const raw = (text: string) => [...text].filter((c) => c !== '\n' && /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u2800\u3164\u115F\u1160\uFFA0]/u.test(c));

describe('the requests listing', () => {
  it.each(['ref', 'name', 'email', 'phone', 'country', 'language', 'message'])('escapes control characters in the %s column', (column) => {
    const text = listing({ [column]: 'x\u001b[2J\u0007\u009b31m\u202eend' });
    expect(raw(text)).toEqual([]);
    expect(text).toContain('x\\u{1b}[2J\\u{7}\\u{9b}31m\\u{202e}end');
  });

  it.each([['\u3164'], ['\u115F'], ['\u2800'], ['\u3164\u115F\u2800'], ['\u200b\u200b'], ['\u0301\u0302'], ['\u3000']])('shows a name that renders blank (%j) escaped', (name) => {
    const text = listing({ name });
    const line = text.split('\n').find((l) => l.includes('mei@example.net'))!;
    const shown = line.trim().split(' · ')[0]!;
    expect(shown).toMatch(/^(\\u\{[0-9a-f]+\})+$/);
    expect(raw(text)).toEqual([]);
  });

  it('cuts a long field and says how long it was', () => {
    const text = listing({ name: 'N'.repeat(100_000), message: 'm'.repeat(5_000) });
    expect(text.length).toBeLessThan(1_000);
    expect(text).toContain('100,000 characters');
    expect(text).toContain('5,000 characters');
  });

  it('leaves ordinary text as it is', () => {
    const text = listing({ name: '王小明', message: '假投資網站，已匯款三次。 Café, naïve, 🙂' });
    expect(text).toContain('王小明 · mei@example.net · TW · reply in en');
    expect(text).toContain('假投資網站，已匯款三次。 Café, naïve, 🙂');
  });

  it('prints no raw control or invisible character, whatever a row holds (property)', () => {
    fc.assert(fc.property(fc.record({
      ref: fc.string({ unit: 'binary', maxLength: 20 }), name: fc.string({ unit: 'binary', maxLength: 200 }),
      email: fc.string({ unit: 'binary', maxLength: 30 }), message: fc.string({ unit: 'binary', maxLength: 400 }),
    }), (fields) => {
      const text = listing(fields);
      expect(raw(text)).toEqual([]);
      expect(text).not.toMatch(/[\uD800-\uDFFF]/u);
    }), { numRuns: 100, seed: 4343 });
  }, 60_000);

  it('shows a time no Date can hold as "-" and the raw value, and lists the rest (issue 50, F12)', () => {
    const text = listing({ created_at: -9_000_000_000_000_000, handled_at: 8.64e15 + 1 });
    expect(text).toContain('AAAAA-11111  - (-9000000000000000) UTC  handled - (8640000000000001)');
    expect(listing({ created_at: 'soon\u001b[2J' })).toContain('- (soon\\u{1b}[2J) UTC');
    expect(listing({ created_at: 8.64e15 })).toContain('+275760-09-13 00:00 UTC');
  });

  it('escapes what it hides and nothing else', () => {
    expect(printable('a\u001bb c')).toBe('a\\u{1b}b c');
  });
});
