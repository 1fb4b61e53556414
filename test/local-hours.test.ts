// The helpline's hours on the reader's clock: converted with the reader's place's time zone
// (daylight saving included), left out where the clock reads as Taipei's or the place is unknown.
import { describe, expect, it } from 'vitest';
import { localHours } from '../src/site/local-hours.ts';
import { page, textOf } from './helpers.ts';

const weekdays = [{ days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' }, { days: [6], opens: '09:00', closes: '12:00' }];
const january = Date.UTC(2027, 0, 13, 12);
const july = Date.UTC(2027, 6, 14, 12);

describe('localHours', () => {
  it('moves the days and the times to US Eastern time, with daylight saving', () => {
    expect(localHours(weekdays, 'US', 'en', january)).toEqual({
      zone: 'Eastern Standard Time',
      periods: [
        { firstDay: 'Sunday', lastDay: 'Thursday', opens: '8 p.m.', closes: '5 a.m.' },
        { firstDay: 'Friday', lastDay: 'Friday', opens: '8 p.m.', closes: '11 p.m.' },
      ],
    });
    expect(localHours(weekdays, 'US', 'en', july)?.periods[0]).toEqual({ firstDay: 'Sunday', lastDay: 'Thursday', opens: '9 p.m.', closes: '6 a.m.' });
  });

  it('writes Chinese times on a 24-hour clock with Chinese weekdays', () => {
    expect(localHours(weekdays, 'GB', 'zh-TW', january)?.periods[0]).toEqual({ firstDay: '週一', lastDay: '週五', opens: '01:00', closes: '10:00' });
  });

  it('is nothing where the clock reads as Taipei’s', () => {
    for (const place of ['TW', 'HK', 'SG', 'MY', 'CN'] as const) expect(localHours(weekdays, place, 'en', january)).toBeNull();
  });
});

describe('the footer’s hours on the reader’s clock', () => {
  it('stand below the hours for a reader who chose a place in another time zone', async () => {
    const { doc } = await page('/en/about?place=GB');
    expect(textOf(doc.querySelector('#contact [data-local-hours]'))).toMatch(/^Your time \(.+\): \S.*, \d.* to \d/);
  });

  it.each(['/en/about', '/en/about?place=TW', '/about?place=other'])('are not shown on %s (no place, or Taipei’s clock)', async (url) => {
    const { doc } = await page(url);
    expect(doc.querySelector('[data-local-hours]')).toBeNull();
  });
});
