// The helpline's hours on the reader's own clock: the hours are written in Taipei time
// (content/organisation/contact.yaml, `openingHours`); a reader in a place with another time
// zone sees them converted beside them, with Intl's own name for that zone (one zone per place).
// The conversion is for the week being rendered, so daylight saving is taken into account.
import type { OpeningPeriod, Place } from '../content/types.ts';
import type { Locale } from './locale.ts';

/** The office's time zone (the hours are written in it). */
export const officeTimeZone = 'Asia/Taipei';

/** One time zone per place, the one most of its readers live in (the US: Eastern; Australia: Sydney). */
export const placeTimeZone: Readonly<Record<Place, string>> = {
  TW: 'Asia/Taipei', HK: 'Asia/Hong_Kong', SG: 'Asia/Singapore', MY: 'Asia/Kuala_Lumpur', CN: 'Asia/Shanghai',
  US: 'America/New_York', CA: 'America/Toronto', GB: 'Europe/London', DE: 'Europe/Berlin',
  FR: 'Europe/Paris', IT: 'Europe/Rome', AU: 'Australia/Sydney',
};

const intlLocale: Readonly<Record<Locale, string>> = { 'zh-TW': 'zh-TW', 'zh-CN': 'zh-CN', en: 'en-US' };
const minute = 60_000;
const day = 24 * 60 * minute;

/** A zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric',
  }).formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return Math.round((wall - Math.floor(instant / minute) * minute) / minute) * minute;
}

/** The instant a wall-clock time (ms since the epoch, read as if UTC) happens in a zone. */
function instantOf(wall: number, timeZone: string): number {
  const guess = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(guess, timeZone);
}

/** "09:00" -> milliseconds after midnight. */
function clock(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return ((h ?? 0) * 60 + (m ?? 0)) * minute;
}

/** A time as the house style writes it: "8 p.m.", "9:30 a.m."; in Chinese 24-hour "20:00". */
function formatTime(instant: number, timeZone: string, locale: Locale): string {
  const wall = instant + offsetAt(instant, timeZone);
  const date = new Date(wall);
  const [hour, min] = [date.getUTCHours(), date.getUTCMinutes()];
  if (locale !== 'en') return `${String(hour).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
  if (hour === 12 && min === 0) return 'noon';
  return `${hour % 12 || 12}${min ? `:${String(min).padStart(2, '0')}` : ''} ${hour < 12 ? 'a.m.' : 'p.m.'}`;
}

function weekday(instant: number, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { weekday: locale === 'en' ? 'long' : 'short', timeZone }).format(instant);
}

export interface LocalHours {
  /** Intl's name of the reader's zone at that time ("Eastern Standard Time", "北美東部標準時間"). */
  readonly zone: string;
  /** Each period on the reader's clock: its days and its times. */
  readonly periods: ReadonlyArray<{ readonly firstDay: string; readonly lastDay: string; readonly opens: string; readonly closes: string }>;
}

/**
 * The office's hours on the clock of a reader in `place`, for the week of `now`; null where that
 * place's clock reads the same as the office's (Taiwan, Hong Kong, Singapore, Malaysia, mainland China).
 */
export function localHours(periods: readonly OpeningPeriod[], place: Place, locale: Locale, now: number): LocalHours | null {
  const timeZone = placeTimeZone[place];
  if (offsetAt(now, timeZone) === offsetAt(now, officeTimeZone)) return null;
  // Monday of this week (UTC day), as a wall-clock date in the office's zone.
  const today = Math.floor(now / day) * day;
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * day;
  const at = (isoDay: number, hhmm: string) => instantOf(monday + (isoDay - 1) * day + clock(hhmm), officeTimeZone);
  return {
    zone: new Intl.DateTimeFormat(intlLocale[locale], { timeZone, timeZoneName: 'long' })
      .formatToParts(now).find((p) => p.type === 'timeZoneName')?.value ?? timeZone,
    periods: periods.filter((p) => p.days.length > 0).map((p) => {
      const first = at(p.days[0]!, p.opens);
      const last = at(p.days[p.days.length - 1]!, p.opens);
      return {
        firstDay: weekday(first, timeZone, locale),
        lastDay: weekday(last, timeZone, locale),
        opens: formatTime(first, timeZone, locale),
        closes: formatTime(at(p.days[0]!, p.closes), timeZone, locale),
      };
    }),
  };
}
