-- What the site search could not answer, for the editors (`npm run search-misses`): per normalised
-- query, page language and day (UTC), how many searches found nothing, how many found results, and
-- how many of those were followed by a click on a result (the browser's ping). Nothing about who
-- searched: no IP address, cookie, place or time of day. A query that may hold personal data is
-- never written (src/features/search-log/keep.ts). Kept 90 days: the Cron upkeep deletes older
-- rows (/privacy says so).
CREATE TABLE search_queries (
  day TEXT NOT NULL,
  locale TEXT NOT NULL,
  query TEXT NOT NULL,
  empty INTEGER NOT NULL DEFAULT 0,
  answered INTEGER NOT NULL DEFAULT 0,
  clicked INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, locale, query)
) WITHOUT ROWID;
