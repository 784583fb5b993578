-- Reservations made through POST /api/reservation (spec 02 §7, §3.12):
-- the reservation with its receipt snapshot and payment summary, its
-- booker, one row per booked unit (room) with its priced stay, the extras
-- of each room, and the idempotency keys that make a retried booking
-- replay its first answer.
--
-- No full card number or CVV is ever stored: a card booking keeps only the
-- holder's name and the masked PAN (first 6 and last 4 digits, the rest
-- '*'); a CHECK refuses anything else in that column.

CREATE TABLE reservations (
  id                     INTEGER PRIMARY KEY,
  -- 128 random bits, base64url (22 characters): the id in the guest's URL
  public_id              TEXT    NOT NULL UNIQUE CHECK (length(public_id) = 22 AND public_id NOT GLOB '*[^A-Za-z0-9_-]*'),
  -- 'VA-2027-000123': the engine's initials, the booking year, the id
  code                   TEXT    NOT NULL UNIQUE,
  -- the engine the guest booked on (a group's slug for a group site)
  booking_engine_id      INTEGER NOT NULL REFERENCES booking_engines (id),
  -- the engine whose units were booked (a group's member, else the same)
  property_engine_id     INTEGER NOT NULL REFERENCES booking_engines (id),
  language               TEXT    NOT NULL,
  currency               TEXT    NOT NULL CHECK (length(currency) = 3),
  -- 1 card, 2 bank transfer, ... (spec 02 §9.1)
  payment_method_id      INTEGER NOT NULL CHECK (payment_method_id > 0),
  card_holder_name       TEXT,
  masked_pan             TEXT    CHECK (
    masked_pan IS NULL OR (
      length(masked_pan) BETWEEN 12 AND 19
      AND substr(masked_pan, 1, 6) NOT GLOB '*[^0-9]*'
      AND substr(masked_pan, -4) NOT GLOB '*[^0-9]*'
      AND substr(masked_pan, 7, length(masked_pan) - 10) NOT GLOB '*[^*]*'
    )
  ),
  card_brand             TEXT    CHECK (card_brand IS NULL OR card_brand IN ('amex', 'visa', 'maestro', 'mastercard')),
  total                  REAL    NOT NULL CHECK (total >= 0),
  prepayment_amount      REAL    NOT NULL DEFAULT 0 CHECK (prepayment_amount >= 0),
  prepayment_percentage  REAL    NOT NULL DEFAULT 0 CHECK (prepayment_percentage >= 0),
  -- the receipt as the guest saw it when booking (JSON, spec 02 §3.5, §3.12)
  receipt                TEXT    NOT NULL CHECK (json_valid(receipt)),
  -- the stay's tourist tax per engine and night (JSON array)
  tourist_taxes          TEXT    NOT NULL DEFAULT '[]' CHECK (json_valid(tourist_taxes)),
  is_canceled            INTEGER NOT NULL DEFAULT 0 CHECK (is_canceled IN (0, 1)),
  canceled_at            TEXT,
  created_at             TEXT    NOT NULL,
  CHECK ((is_canceled = 1) = (canceled_at IS NOT NULL))
) STRICT;

CREATE INDEX reservations_engine ON reservations (booking_engine_id, created_at);

-- The booker (the API's `guest`). The note holds the guest's message
-- followed by '\nEstimated time of arrival: HH:00' (spec 02 §2.9).
CREATE TABLE reservation_guests (
  reservation_id            INTEGER PRIMARY KEY REFERENCES reservations (id) ON DELETE CASCADE,
  is_company                INTEGER NOT NULL DEFAULT 0 CHECK (is_company IN (0, 1)),
  company_name              TEXT,
  company_vat_id            TEXT,
  first_name                TEXT    NOT NULL,
  last_name                 TEXT    NOT NULL,
  email                     TEXT    NOT NULL,
  phone                     TEXT    NOT NULL,
  country                   TEXT    NOT NULL,
  address                   TEXT,
  city                      TEXT,
  postal_code               TEXT,
  estimated_time_of_arrival TEXT    NOT NULL CHECK (estimated_time_of_arrival GLOB '[0-2][0-9]:00'),
  note                      TEXT    NOT NULL,
  is_newsletter_subscribed  INTEGER NOT NULL DEFAULT 0 CHECK (is_newsletter_subscribed IN (0, 1))
) STRICT;

-- One booked unit: a stay on a rate plan for its guests, priced by the
-- server when booked. Each night of the stay holds one unit of
-- unit_type_inventory.booked_units while the reservation is not cancelled.
CREATE TABLE reservation_rooms (
  id                          INTEGER PRIMARY KEY,
  reservation_id              INTEGER NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  position                    INTEGER NOT NULL,
  booking_engine_id           INTEGER NOT NULL REFERENCES booking_engines (id),
  unit_type_id                INTEGER NOT NULL REFERENCES unit_types (id),
  rate_plan_id                INTEGER NOT NULL REFERENCES rate_plans (id),
  from_date                   TEXT    NOT NULL,
  to_date                     TEXT    NOT NULL,
  nights                      INTEGER NOT NULL CHECK (nights >= 1),
  adults                      INTEGER NOT NULL CHECK (adults >= 0),
  children_ages               TEXT    NOT NULL DEFAULT '[]' CHECK (json_valid(children_ages)),
  promo_code                  TEXT,
  amenities                   TEXT    NOT NULL DEFAULT '[]' CHECK (json_valid(amenities)),
  from_google_travel          INTEGER NOT NULL DEFAULT 0 CHECK (from_google_travel IN (0, 1)),
  unit_type_name              TEXT    NOT NULL,
  rate_plan_name              TEXT    NOT NULL,
  total_rate                  REAL    NOT NULL,
  total_rate_before_discount  REAL    NOT NULL,
  total_rate_before_tax       REAL    NOT NULL,
  first_night_price           REAL    NOT NULL,
  services_cost               REAL    NOT NULL,
  tourist_tax                 REAL    NOT NULL,
  is_tourist_tax_included     INTEGER NOT NULL CHECK (is_tourist_tax_included IN (0, 1)),
  cancellation_policy         TEXT    CHECK (cancellation_policy IS NULL OR json_valid(cancellation_policy)),
  UNIQUE (reservation_id, position),
  CHECK (from_date < to_date)
) STRICT;

CREATE INDEX reservation_rooms_reservation ON reservation_rooms (reservation_id);
CREATE INDEX reservation_rooms_unit_type ON reservation_rooms (unit_type_id, from_date);

-- The extras of a room as priced when booked: services the guest chose
-- (or mandatory ones) and fees that applied. Exactly one of service_id and
-- fee_id is set.
CREATE TABLE reservation_room_services (
  id                   INTEGER PRIMARY KEY,
  reservation_room_id  INTEGER NOT NULL REFERENCES reservation_rooms (id) ON DELETE CASCADE,
  service_id           INTEGER REFERENCES services (id),
  fee_id               INTEGER REFERENCES fees (id),
  name                 TEXT    NOT NULL,
  quantity             REAL    NOT NULL CHECK (quantity >= 0),
  nights               INTEGER,
  total                REAL    NOT NULL,
  total_before_tax     REAL    NOT NULL,
  CHECK ((service_id IS NOT NULL) + (fee_id IS NOT NULL) = 1)
) STRICT;

CREATE INDEX reservation_room_services_room ON reservation_room_services (reservation_room_id);

-- Idempotency-Key of POST /api/reservation: the key, a SHA-256 of the
-- request (card number and CVV left out of it), and the answer given, so
-- the same key with the same request replays the answer and with another
-- request is refused. Only answers that booked something are kept; a
-- refused booking wrote nothing and may be retried with the same key.
CREATE TABLE idempotency_keys (
  key             TEXT    NOT NULL PRIMARY KEY CHECK (length(key) BETWEEN 8 AND 128 AND key NOT GLOB '*[^A-Za-z0-9_-]*'),
  request_hash    TEXT    NOT NULL CHECK (length(request_hash) = 64),
  status          INTEGER NOT NULL,
  response        TEXT    NOT NULL CHECK (json_valid(response)),
  reservation_id  INTEGER REFERENCES reservations (id) ON DELETE CASCADE,
  created_at      TEXT    NOT NULL
) STRICT;

CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
