// Job openings (content/organisation/careers.yaml). Which are open is decided at request time, so
// an opening hides itself once its closing date has passed, with no new deploy.
import { organisation } from '../generated/organisation.ts';
import type { Opening } from './types.ts';

export const openings: readonly Opening[] = organisation.careers.openings;

const dayMs = 24 * 60 * 60 * 1000;

/** Open at `now`: until the end of the closing date (UTC). */
export function isOpen(opening: Opening, now: number): boolean {
  return now < Date.parse(`${opening.closes}T00:00:00Z`) + dayMs;
}

/** The openings still open at `now`, soonest closing first. */
export function openOpenings(now: number, all: readonly Opening[] = openings): Opening[] {
  return all.filter((o) => isOpen(o, now)).sort((a, b) => (a.closes < b.closes ? -1 : a.closes > b.closes ? 1 : 0));
}

/** An open opening by id (the form's "role" prefill), or undefined. */
export function findOpenOpening(id: string, now: number): Opening | undefined {
  return openOpenings(now).find((o) => o.id === id);
}
