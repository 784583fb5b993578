-- Cancellation policies, rate plans with their nightly prices and
-- restrictions, and promo codes.

-- Cancellation and payment policy (spec 02 §3.11). Fee types: 1 percentage
-- of the stay, 3 first night. prepayment_amount_type 3 = first night,
-- otherwise prepayment_amount is a percentage. full_amount_will_be_paid:
-- 1 = N days before arrival, 2 = during the stay.
CREATE TABLE cancellation_policies (
  id                                  INTEGER PRIMARY KEY,
  property_id                         INTEGER NOT NULL REFERENCES properties (id),
  code                                TEXT    NOT NULL,
  days_before_arrival                 INTEGER,
  can_guest_cancel_free_of_charge     INTEGER NOT NULL DEFAULT 0 CHECK (can_guest_cancel_free_of_charge IN (0, 1)),
  cancellation_fee_percentage_before  REAL,
  cancellation_fee_percentage_after   REAL,
  cancellation_fee_before_type        INTEGER,
  cancellation_fee_after_type         INTEGER,
  no_show_percentage                  REAL,
  no_show_fee_type                    INTEGER,
  prepayment_amount                   REAL,
  prepayment_amount_type              INTEGER,
  prepayment_amount_due_date          INTEGER,
  full_amount_will_be_paid            INTEGER CHECK (full_amount_will_be_paid IS NULL OR full_amount_will_be_paid IN (1, 2)),
  amount_will_be_paid_days_before     INTEGER,
  UNIQUE (property_id, code)
) STRICT;

CREATE TABLE cancellation_policy_translations (
  cancellation_policy_id  INTEGER NOT NULL REFERENCES cancellation_policies (id) ON DELETE CASCADE,
  language                TEXT    NOT NULL,
  additional_note         TEXT,
  PRIMARY KEY (cancellation_policy_id, language)
) STRICT, WITHOUT ROWID;

-- A rate plan prices one unit type. kind:
--   flat  nightly price per unit, plus extra-person and children charges
--   pax   nightly price by number of persons (rate_plan_pax_prices)
--   pppd  per person per day: nightly base + price per person
CREATE TABLE rate_plans (
  id                       INTEGER PRIMARY KEY,
  unit_type_id             INTEGER NOT NULL REFERENCES unit_types (id) ON DELETE CASCADE,
  cancellation_policy_id   INTEGER REFERENCES cancellation_policies (id),
  code                     TEXT    NOT NULL,
  kind                     TEXT    NOT NULL DEFAULT 'flat' CHECK (kind IN ('flat', 'pax', 'pppd')),
  is_package_deal          INTEGER NOT NULL DEFAULT 0 CHECK (is_package_deal IN (0, 1)),
  promote                  INTEGER NOT NULL DEFAULT 0 CHECK (promote IN (0, 1)),
  is_tourist_tax_included  INTEGER NOT NULL DEFAULT 0 CHECK (is_tourist_tax_included IN (0, 1)),
  position                 INTEGER NOT NULL DEFAULT 0,
  is_active                INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  UNIQUE (unit_type_id, code)
) STRICT;

CREATE TABLE rate_plan_translations (
  rate_plan_id         INTEGER NOT NULL REFERENCES rate_plans (id) ON DELETE CASCADE,
  language             TEXT    NOT NULL,
  name                 TEXT    NOT NULL,
  package_description  TEXT,
  rate_note            TEXT,
  PRIMARY KEY (rate_plan_id, language)
) STRICT, WITHOUT ROWID;

CREATE TABLE rate_plan_images (
  id            INTEGER PRIMARY KEY,
  rate_plan_id  INTEGER NOT NULL REFERENCES rate_plans (id) ON DELETE CASCADE,
  url           TEXT    NOT NULL,
  is_featured   INTEGER NOT NULL DEFAULT 0 CHECK (is_featured IN (0, 1)),
  order_number  INTEGER NOT NULL
) STRICT;

CREATE INDEX rate_plan_images_rate_plan ON rate_plan_images (rate_plan_id, order_number);

-- Nightly prices. price is the unit price per night (flat) or the price at
-- standard occupancy (pax, pppd: used for display and as the fallback);
-- first_night_base_price is the nightly base of pppd plans and the pax
-- fallback; price_per_person is the per-person-per-day part of pppd plans.
CREATE TABLE rate_plan_prices (
  rate_plan_id            INTEGER NOT NULL REFERENCES rate_plans (id) ON DELETE CASCADE,
  date                    TEXT    NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  price                   REAL    NOT NULL CHECK (price >= 0),
  first_night_base_price  REAL             CHECK (first_night_base_price IS NULL OR first_night_base_price >= 0),
  price_per_person        REAL             CHECK (price_per_person IS NULL OR price_per_person >= 0),
  PRIMARY KEY (rate_plan_id, date)
) STRICT, WITHOUT ROWID;

-- Nightly price by number of persons, for pax plans.
CREATE TABLE rate_plan_pax_prices (
  rate_plan_id  INTEGER NOT NULL REFERENCES rate_plans (id) ON DELETE CASCADE,
  date          TEXT    NOT NULL,
  pax           INTEGER NOT NULL CHECK (pax >= 1),
  price         REAL    NOT NULL CHECK (price >= 0),
  PRIMARY KEY (rate_plan_id, date, pax)
) STRICT, WITHOUT ROWID;

-- Restrictions per rate plan and date; a missing row means no restriction.
-- The rules are evaluated from the arrival date's row, closed_to_departure
-- from the departure date's row, and closed from every night of the stay.
CREATE TABLE rate_plan_restrictions (
  rate_plan_id         INTEGER NOT NULL REFERENCES rate_plans (id) ON DELETE CASCADE,
  date                 TEXT    NOT NULL,
  min_stay             INTEGER CHECK (min_stay IS NULL OR min_stay >= 1),
  max_stay             INTEGER CHECK (max_stay IS NULL OR max_stay >= 1),
  closed_to_arrival    INTEGER NOT NULL DEFAULT 0 CHECK (closed_to_arrival IN (0, 1)),
  closed_to_departure  INTEGER NOT NULL DEFAULT 0 CHECK (closed_to_departure IN (0, 1)),
  min_advance_hours    INTEGER CHECK (min_advance_hours IS NULL OR min_advance_hours >= 0),
  max_advance_hours    INTEGER CHECK (max_advance_hours IS NULL OR max_advance_hours >= 0),
  min_stay_arrival     INTEGER CHECK (min_stay_arrival IS NULL OR min_stay_arrival >= 1),
  max_stay_arrival     INTEGER CHECK (max_stay_arrival IS NULL OR max_stay_arrival >= 1),
  closed               INTEGER NOT NULL DEFAULT 0 CHECK (closed IN (0, 1)),
  PRIMARY KEY (rate_plan_id, date)
) STRICT, WITHOUT ROWID;

-- Promo codes of a booking engine. discount_type 1 = percentage,
-- 2 = fixed amount off the stay in the engine currency. The code is valid
-- for a stay when every night lies within valid_from..valid_to. With no
-- rows in promo_code_rate_plans it applies to every rate plan of the engine.
CREATE TABLE promo_codes (
  id                 INTEGER PRIMARY KEY,
  booking_engine_id  INTEGER NOT NULL REFERENCES booking_engines (id) ON DELETE CASCADE,
  code               TEXT    NOT NULL COLLATE NOCASE,
  name               TEXT    NOT NULL,
  discount_type      INTEGER NOT NULL CHECK (discount_type IN (1, 2)),
  discount_amount    REAL    NOT NULL CHECK (discount_amount > 0),
  valid_from         TEXT    NOT NULL,
  valid_to           TEXT    NOT NULL,
  is_active          INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  UNIQUE (booking_engine_id, code),
  CHECK (valid_from <= valid_to),
  CHECK (discount_type <> 1 OR discount_amount <= 100)
) STRICT;

CREATE TABLE promo_code_rate_plans (
  promo_code_id  INTEGER NOT NULL REFERENCES promo_codes (id) ON DELETE CASCADE,
  rate_plan_id   INTEGER NOT NULL REFERENCES rate_plans (id) ON DELETE CASCADE,
  PRIMARY KEY (promo_code_id, rate_plan_id)
) STRICT, WITHOUT ROWID;
