-- PostgreSQL twin of ../011_identity_retention.sql (translation rules in README.md).
--
-- Identity data expires (server/identity.ts): a set number of days after a
-- stay ended its registered guests are deleted and the registration is
-- closed for good; purged_at says when. Until then a submitted
-- registration is answered with its document numbers, e-mail addresses and
-- phone numbers masked.
ALTER TABLE reservation_check_ins ADD COLUMN purged_at text;

-- The purge finds stays by their last night.
CREATE INDEX reservation_rooms_to_date ON reservation_rooms (to_date);
