-- E-mails about reservations (server/mail/): a confirmation to the guest
-- and a notification to the property on a booking, an accepted offer and a
-- cancellation. Each message is queued in the same transaction as the
-- change it tells of, so it is never lost and never holds the change up;
-- the API sends it afterwards and tries again after a failure. The text is
-- written when it is sent, from the reservation as it is then.
CREATE TABLE mail_outbox (
  id               INTEGER PRIMARY KEY,
  reservation_id   INTEGER NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  event            TEXT    NOT NULL CHECK (event IN ('booked', 'offer-accepted', 'cancelled')),
  recipient        TEXT    NOT NULL CHECK (recipient IN ('guest', 'property')),
  created_at       TEXT    NOT NULL,
  attempts         INTEGER NOT NULL DEFAULT 0,
  next_attempt_at  TEXT    NOT NULL,
  sent_at          TEXT,
  -- Where it went: the SMTP server's message id, or the .eml file written.
  sent_to          TEXT,
  last_error       TEXT,
  UNIQUE (reservation_id, event, recipient)
) STRICT;

CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;
