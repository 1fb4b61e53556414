// Reads our JSON log lines (src/site/log.ts) out of whatever an operator has: `wrangler tail --format
// json` (one pretty-printed event object after another, our line a string in logs[].message), or
// the output of `wrangler dev`, where the line is printed as it is among wrangler's own text.
// Pure functions, no I/O: the missing-path report and its tests call them.

export interface LogRecord {
  /** The fields of our line: event, level, path, locale, id ... */
  readonly fields: Readonly<Record<string, unknown>>;
  /** When it was logged (ms since the epoch), if the source says. */
  readonly time: number | null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The top-level JSON objects in a text, in order; anything between them is skipped. */
export function jsonObjects(text: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  let i = 0;
  while ((i = text.indexOf('{', i)) !== -1) {
    const end = objectEnd(text, i);
    if (end !== -1) {
      try {
        const value: unknown = JSON.parse(text.slice(i, end + 1));
        if (isObject(value)) {
          found.push(value);
          i = end + 1;
          continue;
        }
      } catch { /* not JSON after all: look further */ }
    }
    i += 1;
  }
  return found;
}

/** Index of the '}' that closes the object opened at `start`, or -1 (unbalanced). */
function objectEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let j = start; j < text.length; j++) {
    const ch = text[j];
    if (inString) {
      if (ch === '\\') j++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return j;
  }
  return -1;
}

/** One of our lines: an object with a string `event`, or a string holding one. */
function ourLine(message: unknown): Record<string, unknown> | null {
  let value = message;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return isObject(value) && typeof value.event === 'string' ? value : null;
}

const timeOf = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Every line of ours in the text, from tail events or printed directly. */
export function logRecords(text: string): LogRecord[] {
  const records: LogRecord[] = [];
  for (const obj of jsonObjects(text)) {
    if (Array.isArray(obj.logs)) {
      // A tail event: one invocation, with what it logged.
      for (const entry of obj.logs) {
        if (!isObject(entry) || !Array.isArray(entry.message)) continue;
        for (const message of entry.message) {
          const fields = ourLine(message);
          if (fields) records.push({ fields, time: timeOf(entry.timestamp) ?? timeOf(obj.eventTimestamp) });
        }
      }
    } else {
      const fields = ourLine(obj);
      if (fields) records.push({ fields, time: timeOf(obj.timestamp) });
    }
  }
  return records;
}
