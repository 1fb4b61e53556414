// Assessment requests in D1 (table `requests`, migrations/). Every value is a bound parameter;
// nothing a visitor typed is ever part of SQL text or of a log line.
import type { ContactRequest } from './schema.ts';
import { newReference } from '../forms/random-id.ts';

export interface StoredRequest {
  readonly ref: string;
  /** A RequestKind (kinds.ts); rows read back are whatever the table holds. */
  readonly kind: string;
  readonly organization: string;
  readonly role: string;
  readonly created_at: number;
  readonly locale: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly country: string;
  readonly language: string;
  readonly message: string;
}

/** Stores the request under a new reference (a collision, one in 2^50, just draws again). */
export async function insertRequest(db: D1Database, request: ContactRequest, locale: string, now = Date.now()): Promise<StoredRequest> {
  for (let attempt = 0; ; attempt++) {
    const row: StoredRequest = { ref: newReference(), created_at: now, locale, ...pick(request) };
    try {
      await db.prepare(
        'INSERT INTO requests (ref, created_at, locale, kind, name, organization, email, phone, country, language, role, message) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ).bind(row.ref, row.created_at, row.locale, row.kind, row.name, row.organization, row.email, row.phone, row.country, row.language, row.role, row.message).run();
      return row;
    } catch (error) {
      if (attempt < 2 && /UNIQUE|PRIMARY KEY/i.test(String(error))) continue;
      throw error;
    }
  }
}

function pick(r: ContactRequest) {
  return {
    kind: r.kind, name: r.name, organization: r.organization ?? '', email: r.email, phone: r.phone,
    country: r.country, language: r.language, role: r.role ?? '', message: r.message,
  };
}

export async function markNotified(db: D1Database, ref: string, sent: boolean, now = Date.now()): Promise<void> {
  const statement = sent
    ? db.prepare('UPDATE requests SET notified_at = ?, notify_attempts = notify_attempts + 1 WHERE ref = ?').bind(now, ref)
    : db.prepare('UPDATE requests SET notify_attempts = notify_attempts + 1 WHERE ref = ?').bind(ref);
  await statement.run();
}

/** Requests whose notification has not gone out, older than `before` (newer ones may be in flight). */
export async function unnotified(db: D1Database, before: number, limit = 50): Promise<StoredRequest[]> {
  const { results } = await db.prepare(
    'SELECT ref, created_at, locale, kind, name, organization, email, phone, country, language, role, message FROM requests WHERE notified_at IS NULL AND created_at <= ? ORDER BY created_at LIMIT ?',
  ).bind(before, limit).all<StoredRequest>();
  return results;
}
