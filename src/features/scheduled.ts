// The Cron trigger (wrangler.toml [triggers]): sends the notifications that failed, then deletes
// what is past the retention stated on /privacy (requests, unconfirmed subscribers, search counts).
// Both are plain SQL over D1, bounded per run.
import type { WorkerEnv } from '../site/env.ts';
import { log } from '../site/log.ts';
import { notify } from './contact/notify.ts';
import { unnotified } from './contact/store.ts';
import { day, retention } from './forms/retention.ts';
import { deleteOldSearchCounts } from './search-log/store.ts';


/** Rows younger than this may still be notified by the request that stored them (waitUntil). */
const inFlightMs = 60_000;

export async function retryNotifications(env: WorkerEnv, now: number): Promise<{ retried: number; sent: number }> {
  const rows = await unnotified(env.DB, now - inFlightMs);
  let sent = 0;
  for (const row of rows) if (await notify(env, row, now)) sent++;
  return { retried: rows.length, sent };
}

export async function deleteExpired(env: WorkerEnv, now: number): Promise<{ requests: number; subscribers: number; searchCounts: number }> {
  const [requests, subscribers] = await env.DB.batch([
    env.DB.prepare('DELETE FROM requests WHERE created_at < ?').bind(now - retention.requestsDays * day),
    env.DB.prepare('DELETE FROM subscribers WHERE confirmed_at IS NULL AND created_at < ?').bind(now - retention.unconfirmedSubscribersDays * day),
  ]);
  const searchCounts = await deleteOldSearchCounts(env.DB, now);
  return { requests: requests!.meta.changes ?? 0, subscribers: subscribers!.meta.changes ?? 0, searchCounts };
}

export async function scheduled(controller: ScheduledController, env: WorkerEnv): Promise<void> {
  const now = controller.scheduledTime;
  const retried = await retryNotifications(env, now);
  const deleted = await deleteExpired(env, now);
  log('info', 'scheduled', { ...retried, deletedRequests: deleted.requests, deletedSubscribers: deleted.subscribers, deletedSearchCounts: deleted.searchCounts });
}
