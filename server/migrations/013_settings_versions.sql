-- A property's engine settings as a back-office contract (PUT
-- /api/booking-engines/{slug}, server/routes/bookingEngines.ts): each change
-- bumps the engine's settings version and records when, by whom and what
-- changed; tokens of the property's own back office are kept as hashes.
ALTER TABLE booking_engines ADD COLUMN settings_version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE booking_engines ADD COLUMN settings_updated_at TEXT;

CREATE TABLE booking_engine_settings_changes (
  id                 INTEGER PRIMARY KEY,
  booking_engine_id  INTEGER NOT NULL REFERENCES booking_engines (id) ON DELETE CASCADE,
  version            INTEGER NOT NULL,
  changed_at         TEXT    NOT NULL,
  -- 'operator', or the label of the property token that made the change
  changed_by         TEXT    NOT NULL,
  -- JSON: { "field": { "from": …, "to": … } }
  changes            TEXT    NOT NULL CHECK (json_valid(changes)),
  UNIQUE (booking_engine_id, version)
) STRICT;

CREATE TABLE booking_engine_tokens (
  id                 INTEGER PRIMARY KEY,
  booking_engine_id  INTEGER NOT NULL REFERENCES booking_engines (id) ON DELETE CASCADE,
  label              TEXT    NOT NULL,
  -- SHA-256 of the token, hex: the token itself is shown once, when made
  token_hash         TEXT    NOT NULL UNIQUE,
  created_at         TEXT    NOT NULL,
  revoked_at         TEXT
) STRICT;
