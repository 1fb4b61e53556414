// Structured logs: one JSON object per line, never an IP address or other personal data.
// String fields are capped: a field can carry what a request sent (a `not_found` path of 5,000
// characters was seen), and a line per 404 must stay small and cheap to keep and search. The
// marker says how long the value was. A stack trace, written by us and needed to find a bug, gets
// a larger bound.
type Level = 'info' | 'warn' | 'error';

export const maxFieldLength = 300;
const maxStackLength = 4000;

function capped(key: string, value: unknown): unknown {
  const max = key === 'stack' ? maxStackLength : maxFieldLength;
  if (typeof value !== 'string' || value.length <= max) return value;
  // Never end on half of a surrogate pair: JSON would carry it as a lone \ud83d.
  const end = /[\ud800-\udbff]/.test(value[max - 1]!) ? max - 1 : max;
  return `${value.slice(0, end)}…[${value.length} chars]`;
}

export function log(level: Level, event: string, fields: Record<string, unknown>): void {
  const line = JSON.stringify({ level, event, ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, capped(k, v)])) });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}
