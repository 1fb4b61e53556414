-- Assessment requests from /contact and newsletter addresses. Times are milliseconds since the
-- epoch (UTC). No IP address or other request metadata is stored: only what the visitor typed,
-- the page language and the state of the notification. Retention (src/features/forms/retention.ts and
-- /privacy): requests 180 days after they arrive; unconfirmed addresses 7 days; confirmed ones
-- until the subscriber unsubscribes.
CREATE TABLE requests (
  ref TEXT PRIMARY KEY,            -- the reference shown to the visitor, e.g. 7KQ2M-XD94R
  created_at INTEGER NOT NULL,
  locale TEXT NOT NULL,            -- the language of the page the form was sent from
  name TEXT NOT NULL,
  email TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL,
  language TEXT NOT NULL,          -- the language the visitor wants an answer in
  message TEXT NOT NULL,
  notified_at INTEGER,             -- NULL: the notification email has not gone out yet
  notify_attempts INTEGER NOT NULL DEFAULT 0,
  handled_at INTEGER               -- set by an operator (npm run requests -- --handled REF)
);
CREATE INDEX requests_created_at ON requests (created_at);
CREATE INDEX requests_unnotified ON requests (created_at) WHERE notified_at IS NULL;

CREATE TABLE subscribers (
  token TEXT PRIMARY KEY,          -- random, in the confirm and unsubscribe links
  email TEXT NOT NULL UNIQUE,
  locale TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  confirmed_at INTEGER             -- NULL until the visitor confirms (double opt-in)
);
CREATE INDEX subscribers_pending ON subscribers (created_at) WHERE confirmed_at IS NULL;
