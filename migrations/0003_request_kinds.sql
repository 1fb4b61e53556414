-- One form for every kind of visitor (src/features/contact/kinds.ts): help with a scam for a
-- person or a business, partnership, proposal, job application or recommendation, press. The
-- kind is stored with the request, put in the notification's subject and filtered on by
-- `npm run requests -- --kind`. Requests stored before this migration were all help for a
-- person. organization: the company, organisation or media outlet (business, partnership,
-- proposal, press); role: the opening or the work (job). Kept as long as the request itself
-- (180 days, /privacy).
ALTER TABLE requests ADD COLUMN kind TEXT NOT NULL DEFAULT 'person';
ALTER TABLE requests ADD COLUMN organization TEXT NOT NULL DEFAULT '';
ALTER TABLE requests ADD COLUMN role TEXT NOT NULL DEFAULT '';
CREATE INDEX requests_kind ON requests (kind, created_at);
