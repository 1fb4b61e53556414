// How long the forms and the search counts keep what they store: the periods /privacy promises in
// words (content/legal/privacy/). The Cron upkeep (src/features/scheduled.ts) deletes what is past
// them, and a newsletter link past its period no longer confirms.
export const retention = {
  requestsDays: 180,
  unconfirmedSubscribersDays: 7,
  /** The counts of what the search could not answer (src/features/search-log/). */
  searchCountDays: 90,
} as const;

export const day = 24 * 60 * 60 * 1000;
