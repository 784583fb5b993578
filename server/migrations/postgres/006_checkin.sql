-- PostgreSQL twin of ../006_checkin.sql (translation rules in README.md).
--
-- Online check-in (guest registration, spec 02 §2.10, §3.13, §3.14, §4.7):
-- one registration per reservation, reached through its own unguessable
-- UUID, with its status, and the identity data of the guests the booker
-- registers.
--
-- The check-in UUID is separate from the reservation page's public id: a
-- check-in link can be handed to a fellow guest without giving them the
-- reservation page (payment, cancellation). It is random, version 4:
-- gen_random_uuid() (built in since PostgreSQL 13; 122 bits from the
-- operating system's strong random source), written by a trigger on every
-- new reservation, so every way of making a reservation gets one in the
-- same statement's transaction. Same format as SQLite's randomblob() UUIDs.

-- reservation_id is the reservation's own id, always given: a plain key, not an identity.
CREATE TABLE reservation_check_ins (
  reservation_id  integer PRIMARY KEY REFERENCES reservations (id) ON DELETE CASCADE,
  -- lower-case 8-4-4-4-12 hex, version 4, variant 8/9/a/b
  uuid            text    NOT NULL UNIQUE CHECK (
    length(uuid) = 36
    AND uuid !~ '[^0-9a-f-]'
    AND substr(uuid, 9, 1) = '-' AND substr(uuid, 14, 1) = '-' AND substr(uuid, 19, 1) = '-' AND substr(uuid, 24, 1) = '-'
    AND length(replace(uuid, '-', '')) = 32
    AND substr(uuid, 15, 1) = '4'
    AND substr(uuid, 20, 1) IN ('8', '9', 'a', 'b')
  ),
  -- 1: open, guest details can be saved; 2: checked in, read-only (spec 02 §3.13, §4.7)
  status          integer NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
  -- when the guests were sent (the status then became 2)
  submitted_at    text
);

-- SQLite's trigger reservations_check_in (AFTER INSERT ON reservations, for
-- each row): a PL/pgSQL function and a row trigger of the same name.
-- gen_random_uuid()::text is lower-case 8-4-4-4-12 hex, version 4, variant 8–b.
CREATE FUNCTION reservations_check_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reservation_check_ins (reservation_id, uuid) VALUES (NEW.id, gen_random_uuid()::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER reservations_check_in AFTER INSERT ON reservations
FOR EACH ROW EXECUTE FUNCTION reservations_check_in();

-- Reservations made before this migration get theirs now.
INSERT INTO reservation_check_ins (reservation_id, uuid)
SELECT id, gen_random_uuid()::text FROM reservations;

-- A registered guest (spec 02 §3.14). guest_id is the guest's place in the
-- reservation, 1 to the number of persons; 1 is the primary guest. Only
-- guests with details are stored: the primary guest, and any other guest
-- the booker filled in. Values are stored as validated by the shared rules
-- (src/lib/checkin.ts); the CHECKs repeat their limits. This is identity
-- data: it is never written to a log.
CREATE TABLE reservation_check_in_guests (
  reservation_id            integer NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  guest_id                  integer NOT NULL CHECK (guest_id >= 1),
  -- 1 for guest 1, else 0 (SQLite compares the integer with the truth value)
  is_primary                integer NOT NULL CHECK (is_primary = (guest_id = 1)::integer),
  name                      text    NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  -- YYYY-MM-DD, 1905 or later (sent as DD.MM.YYYY, answered as unix seconds);
  -- compared byte by byte as SQLite does, whatever the database's locale
  date_of_birth             text    NOT NULL CHECK (date_of_birth ~ '^[12][0-9]{3}-[01][0-9]-[0-3][0-9]$' AND date_of_birth >= '1905-01-01' COLLATE "C"),
  -- 1 Female, 2 Male
  gender_id                 integer NOT NULL CHECK (gender_id IN (1, 2)),
  -- 14 passport / 25 ID card when born in the property's country, else 18 / 23
  travel_document_types_id  integer NOT NULL CHECK (travel_document_types_id IN (14, 18, 23, 25)),
  document_number           text    NOT NULL CHECK (length(document_number) BETWEEN 1 AND 18),
  -- place of residence
  city                      text    NOT NULL CHECK (length(city) BETWEEN 1 AND 30),
  -- ISO 3166-1 alpha-2, upper case
  country_of_birth_id       text    NOT NULL CHECK (length(country_of_birth_id) = 2 AND country_of_birth_id !~ '[^A-Z]'),
  email                     text    CHECK (email IS NULL OR length(email) BETWEEN 1 AND 150),
  contact_number            text    CHECK (contact_number IS NULL OR length(contact_number) BETWEEN 1 AND 45),
  registered_at             text    NOT NULL,
  PRIMARY KEY (reservation_id, guest_id)
);
