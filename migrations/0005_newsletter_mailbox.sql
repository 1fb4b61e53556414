-- The newsletter's confirmation-mail limit counted per inbox, not per spelling of an address:
-- victim+1@gmail.com, v.ictim@gmail.com and victim@gmail.com reach one inbox, and
-- each had 3 mails a day of its own. `mailbox` is that inbox (src/features/forms/email.ts,
-- mailboxKey): the address without its +tag, for Gmail without dots. `last_mail_at` bounds the
-- addresses mailed per hour across the site. Rows from before keep their own address as mailbox
-- (a pending row lasts 7 days). /privacy lists both; they go with the row.
ALTER TABLE subscribers ADD COLUMN mailbox TEXT;
UPDATE subscribers SET mailbox = email;
CREATE INDEX subscribers_mailbox ON subscribers (mailbox);
ALTER TABLE subscribers ADD COLUMN last_mail_at INTEGER;   -- when a confirmation mail was last sent
CREATE INDEX subscribers_last_mail ON subscribers (last_mail_at) WHERE last_mail_at IS NOT NULL;
