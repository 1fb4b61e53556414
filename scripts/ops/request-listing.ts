// How `npm run requests` shows a request (scripts/ops/requests.ts), kept pure so the tests check it.
// Every column is printed through `shown` (scripts/shared/terminal-text.ts): whatever a stored row holds
// (rows stored before the form cleaned its fields, or written some other way), nothing reaches the
// operator's terminal raw, nothing looks blank, and no field floods the screen.
import { messageCap, minuteOf as time, shown } from '../shared/terminal-text.ts';

/** The lines of one request in the listing (the first begins with a blank line between requests). */
export function formatRequest(r: Record<string, unknown>): string[] {
  const state = r.handled_at ? `handled ${time(r.handled_at)}` : r.notified_at ? 'notified' : 'NOT NOTIFIED YET';
  const contact = [r.email, r.phone].filter(Boolean).map((v) => shown(v));
  const about = [r.organization, r.role].filter(Boolean).map((v) => shown(v));
  const message = String(r.message ?? '').replace(/[\r\n\t ]+/g, ' ');
  return [
    `\n${shown(r.ref)}  ${time(r.created_at)} UTC  ${state}  [${shown(r.kind ?? 'person')}]`,
    `  ${[shown(r.name), ...about, ...contact, ...(r.country ? [shown(r.country)] : [])].join(' · ')} · reply in ${shown(r.language)}`,
    `  ${shown(message, messageCap)}`,
  ];
}
