-- A limit per address on newsletter confirmation mails: without it, anyone could have the
-- provider mail a pending address again with every sign-up (twelve in a minute were seen). At
-- most 3 confirmation mails per address per 24 hours (src/features/newsletter/subscribe.ts);
-- /privacy lists both columns. Pending rows still go after 7 days, confirmed ones on unsubscribe.
ALTER TABLE subscribers ADD COLUMN mail_window_start INTEGER;              -- when the current 24-hour window of confirmation mails began
ALTER TABLE subscribers ADD COLUMN mails_in_window INTEGER NOT NULL DEFAULT 0; -- confirmation mails sent in that window
