// A date an editor writes must exist on the calendar: valibot's isoDate reads the shape only, so
// 2026-11-31 would pass and the page would show December 1.

/** Whether YYYY-MM-DD (the first ten characters of the text) names a day that exists. */
export function isRealDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The message for a date that does not exist, naming the month's last day. */
export function unrealDateMessage(text: string): string {
  const m = /^(\d{4})-(\d{2})/.exec(text);
  const month = m ? Number(m[2]) : 0;
  if (!m || month < 1 || month > 12) return `${text} is not a date: write YYYY-MM-DD, the month 01 to 12`;
  const last = new Date(Date.UTC(Number(m[1]), month, 0)).getUTCDate();
  return `${text} does not exist: ${m[1]}-${m[2]} has ${last} days`;
}
