// The search counts in D1 (migrations/0004_search_queries.sql): one row per day, page language and
// normalised query, its counters raised in place. Nothing else is written: no IP, cookie, place or
// time of day. A click counts only for a query that found results that day, so a forged ping
// writes nothing.
import type { Locale } from '../../site/locale.ts';
import { day, retention } from '../forms/retention.ts';

/** The day of an instant, as the rows name it: 'YYYY-MM-DD' (UTC). */
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function countSearch(db: D1Database, at: number, locale: Locale, query: string, found: boolean): Promise<void> {
  await db.prepare(`INSERT INTO search_queries (day, locale, query, empty, answered) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (day, locale, query) DO UPDATE SET empty = empty + excluded.empty, answered = answered + excluded.answered`)
    .bind(dayOf(at), locale, query, found ? 0 : 1, found ? 1 : 0).run();
}

export async function countClick(db: D1Database, at: number, locale: Locale, query: string): Promise<void> {
  await db.prepare('UPDATE search_queries SET clicked = clicked + 1 WHERE day = ? AND locale = ? AND query = ? AND answered > 0')
    .bind(dayOf(at), locale, query).run();
}

/** Deletes the days past the period /privacy states (retention.ts); returns how many rows went. */
export async function deleteOldSearchCounts(db: D1Database, now: number): Promise<number> {
  const result = await db.prepare('DELETE FROM search_queries WHERE day < ?').bind(dayOf(now - retention.searchCountDays * day)).run();
  return result.meta.changes ?? 0;
}
