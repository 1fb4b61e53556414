// When an article or news item goes public: its `date` (a day, optionally with a time and a zone)
// as an instant, and its `draft` flag. The worker compares the instant with the request's clock
// (src/content/published.ts), so a future date needs no redeploy.
import { fail, type MarkdownFile } from '../read/markdown.ts';
import { contentZone } from '../../../src/content/published.ts';

/** The zone of a date written without one: the Association's home, Taipei (UTC+8, no DST). */
export const defaultZone = contentZone;

const pattern = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/;

/** The forms a `date` may take, for messages and the field's description. */
export const publishDateForms = 'YYYY-MM-DD, "YYYY-MM-DD HH:MM" or "YYYY-MM-DD HH:MM +08:00" (ISO 8601 with T also works)';

/** A `date` value -> the day shown on the page and the instant it goes public (ms since 1970);
 *  undefined when it is not one of the accepted forms or names a day or time that does not exist. */
export function parsePublishDate(value: string): { day: string; publishAt: number } | undefined {
  const m = pattern.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00', zone = defaultZone] = m;
  const day = `${y}-${mo}-${d}`;
  const calendar = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(calendar.getTime()) || calendar.toISOString().slice(0, 10) !== day) return undefined;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return undefined;
  const offset = zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  if (offset !== 'Z' && (Number(offset.slice(1, 3)) > 14 || Number(offset.slice(4)) > 59)) return undefined;
  const publishAt = Date.parse(`${day}T${h}:${mi}:${s}${offset}`);
  return Number.isNaN(publishAt) ? undefined : { day, publishAt };
}

/** An event's `ends` -> the instant it is over: with a time, that instant; a day alone, the end of
 *  that day (midnight after it, in the zone). Undefined: not a real date. */
export function parseEndDate(value: string): { day: string; endsAt: number } | undefined {
  const parsed = parsePublishDate(value);
  if (!parsed) return undefined;
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value.trim());
  return { day: parsed.day, endsAt: parsed.publishAt + (dayOnly ? 24 * 3600_000 : 0) };
}

/** The publication facts of an entry's checked frontmatter, with the file and line on a mistake. */
export function publication(md: MarkdownFile, facts: Readonly<Record<string, unknown>>): { date: string; publishAt: number; draft?: true } {
  const parsed = parsePublishDate(String(facts.date));
  if (!parsed) fail(md.file, md.fieldLine('date'), `date: "${String(facts.date)}" is not a real date and time; write ${publishDateForms}`);
  return { date: parsed.day, publishAt: parsed.publishAt, ...(facts.draft === true ? { draft: true as const } : {}) };
}
