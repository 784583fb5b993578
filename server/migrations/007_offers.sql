-- Offers (spec 02 §3.8–§3.11, §4.5, §7): a property prepares a booking of
-- one or more units for a guest, priced when it is made; the guest opens
-- it by link (/{lang}/offer/{offer_uuid}/{booking_code}), pays and accepts
-- it, and it becomes a reservation.
--
-- Money is REAL in the offer's currency (the engine's), rounded to cents;
-- dates of a stay are YYYY-MM-DD days; validUntil and createdAt are unix
-- seconds as the wire sends them. Names of unit types, rate plans,
-- services and fees are read from the catalogue in the guest's language;
-- the names stored here (in the offer's language) stand in when the
-- catalogue no longer has the item.

CREATE TABLE offers (
  id                  INTEGER PRIMARY KEY,
  -- random UUID version 4: the first half of the guest's link
  offer_uuid          TEXT    NOT NULL UNIQUE CHECK (
    length(offer_uuid) = 36
    AND offer_uuid GLOB '[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]-[0-9a-f][0-9a-f][0-9a-f][0-9a-f]-4[0-9a-f][0-9a-f][0-9a-f]-[89ab][0-9a-f][0-9a-f][0-9a-f]-[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]'
  ),
  -- 'VA-7KQ2M9XD4T': the engine's initials and 10 random characters of
  -- Crockford's base 32 (50 bits); the second half of the link and the
  -- 'Offer #{code}' heading
  booking_code        TEXT    NOT NULL UNIQUE CHECK (
    length(booking_code) = 13
    AND substr(booking_code, 3, 1) = '-'
    AND substr(booking_code, 1, 2) NOT GLOB '*[^A-Z]*'
    AND substr(booking_code, 4) NOT GLOB '*[^0-9A-HJKMNP-TV-Z]*'
  ),
  -- the engine the offer is shown on (its site) and whose units it books
  booking_engine_id   INTEGER NOT NULL REFERENCES booking_engines (id),
  -- the language the property wrote the offer in (stored names)
  language            TEXT    NOT NULL,
  currency            TEXT    NOT NULL CHECK (length(currency) = 3),
  -- 1 active; any other value: no longer available (02 §3.8)
  status              INTEGER NOT NULL DEFAULT 1,
  -- 2 an offer; 1 once accepted: a reservation (02 §3.9)
  booking_type        INTEGER NOT NULL DEFAULT 2 CHECK (booking_type IN (1, 2)),
  deleted             TEXT    NOT NULL DEFAULT 'N' CHECK (deleted IN ('Y', 'N')),
  valid_until         INTEGER NOT NULL,
  created_at          INTEGER NOT NULL,
  -- the reservation the offer became
  reservation_id      INTEGER UNIQUE REFERENCES reservations (id),
  accepted_at         TEXT,
  CHECK ((booking_type = 1) = (reservation_id IS NOT NULL)),
  CHECK ((reservation_id IS NULL) = (accepted_at IS NULL))
) STRICT;

CREATE INDEX offers_engine ON offers (booking_engine_id, created_at);

-- The booker as the property entered it (02 §3.8); every field may be
-- unknown. is_guest 0: a company (name, legal_id).
CREATE TABLE offer_bookers (
  offer_id                  INTEGER PRIMARY KEY REFERENCES offers (id) ON DELETE CASCADE,
  is_guest                  INTEGER NOT NULL DEFAULT 1 CHECK (is_guest IN (0, 1)),
  first_name                TEXT,
  last_name                 TEXT,
  name                      TEXT,
  legal_id                  TEXT,
  email                     TEXT,
  phone                     TEXT,
  address                   TEXT,
  -- ISO 3166-1 alpha-2
  country_id                TEXT    CHECK (country_id IS NULL OR (length(country_id) = 2 AND country_id NOT GLOB '*[^A-Z]*')),
  is_newsletter_subscribed  INTEGER NOT NULL DEFAULT 0 CHECK (is_newsletter_subscribed IN (0, 1))
) STRICT;

-- One unit of the offer (02 §3.10), priced when the offer was made:
-- the accommodation after its discounts, the extras, the first night,
-- the tourist tax, the cancellation policy.
CREATE TABLE offer_reservations (
  id                                INTEGER PRIMARY KEY,
  offer_id                          INTEGER NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  position                          INTEGER NOT NULL,
  booking_engine_id                 INTEGER NOT NULL REFERENCES booking_engines (id),
  unit_type_id                      INTEGER NOT NULL REFERENCES unit_types (id),
  rate_plan_id                      INTEGER NOT NULL REFERENCES rate_plans (id),
  arrival                           TEXT    NOT NULL,
  departure                         TEXT    NOT NULL,
  nights                            INTEGER NOT NULL CHECK (nights >= 1),
  adults                            INTEGER NOT NULL CHECK (adults >= 0),
  children_ages                     TEXT    NOT NULL DEFAULT '[]' CHECK (json_valid(children_ages)),
  currency                          TEXT    NOT NULL CHECK (length(currency) = 3),
  unit_type_name                    TEXT    NOT NULL,
  rate_plan_name                    TEXT    NOT NULL,
  -- the rate as the availability search priced it (a promo code applied), before the offer's own discount
  rate_total                        REAL    NOT NULL CHECK (rate_total >= 0),
  -- the rate before any promo code
  rate_total_before_discount        REAL    NOT NULL CHECK (rate_total_before_discount >= 0),
  total_accommodation_price         REAL    NOT NULL CHECK (total_accommodation_price >= 0),
  total_accommodation_before_tax    REAL    NOT NULL CHECK (total_accommodation_before_tax >= 0),
  services_cost                     REAL    NOT NULL CHECK (services_cost >= 0),
  services_cost_before_tax          REAL    NOT NULL CHECK (services_cost_before_tax >= 0),
  total_reservation_price           REAL    NOT NULL CHECK (total_reservation_price >= 0),
  first_night_price                 REAL    NOT NULL CHECK (first_night_price >= 0),
  vat_rate                          REAL    NOT NULL DEFAULT 0 CHECK (vat_rate >= 0 AND vat_rate < 100),
  promo_code                        TEXT,
  tourist_tax                       REAL    NOT NULL DEFAULT 0 CHECK (tourist_tax >= 0),
  is_tourist_tax_included           INTEGER NOT NULL CHECK (is_tourist_tax_included IN (0, 1)),
  -- the stay's tourist tax per night (JSON array, as a reservation keeps it)
  tourist_taxes                     TEXT    NOT NULL DEFAULT '[]' CHECK (json_valid(tourist_taxes)),
  cancellation_policy               TEXT    CHECK (cancellation_policy IS NULL OR json_valid(cancellation_policy)),
  UNIQUE (offer_id, position),
  CHECK (arrival < departure),
  CHECK (abs(total_reservation_price - total_accommodation_price - services_cost) < 0.005)
) STRICT;

CREATE INDEX offer_reservations_offer ON offer_reservations (offer_id);

-- Discounts of a unit (02 §3.10, §9.4): type 1 a fixed amount off the
-- accommodation, 2 a percentage off; applied in position order.
CREATE TABLE offer_discounts (
  id                    INTEGER PRIMARY KEY,
  offer_reservation_id  INTEGER NOT NULL REFERENCES offer_reservations (id) ON DELETE CASCADE,
  position              INTEGER NOT NULL,
  type                  INTEGER NOT NULL CHECK (type IN (1, 2)),
  value                 REAL    NOT NULL CHECK (value > 0 AND (type = 1 OR value < 100)),
  name                  TEXT    NOT NULL,
  -- the promo code the discount came from, if any
  promo_code_id         INTEGER REFERENCES promo_codes (id),
  UNIQUE (offer_reservation_id, position)
) STRICT;

-- Services the unit's rate includes (02 §3.10 includedExtras).
CREATE TABLE offer_included_extras (
  offer_reservation_id  INTEGER NOT NULL REFERENCES offer_reservations (id) ON DELETE CASCADE,
  position              INTEGER NOT NULL,
  service_id            INTEGER NOT NULL REFERENCES services (id),
  name                  TEXT    NOT NULL,
  pricing_dynamic       INTEGER NOT NULL CHECK (pricing_dynamic IN (1, 2)),
  PRIMARY KEY (offer_reservation_id, position)
) STRICT, WITHOUT ROWID;

-- Charges of a unit (02 §3.10): 1 the accommodation, 2 a service, 4 a
-- fee. total = primary_price × quantity (what the guest reads: '6 × 15.00'
-- for breakfast, '3 × 2.00' for a fee over three nights, else 1 × total);
-- line_quantity is the quantity the extras rules priced (a service's
-- ordered or derived quantity, 1 for a fee); total_before_tax is without
-- VAT at vat_rate.
CREATE TABLE offer_charges (
  id                    INTEGER PRIMARY KEY,
  offer_reservation_id  INTEGER NOT NULL REFERENCES offer_reservations (id) ON DELETE CASCADE,
  position              INTEGER NOT NULL,
  type                  INTEGER NOT NULL CHECK (type IN (1, 2, 4)),
  service_id            INTEGER REFERENCES services (id),
  fee_id                INTEGER REFERENCES fees (id),
  name                  TEXT    NOT NULL,
  primary_price         REAL    NOT NULL CHECK (primary_price >= 0),
  quantity              REAL    NOT NULL CHECK (quantity > 0),
  line_quantity         REAL    NOT NULL CHECK (line_quantity > 0),
  total                 REAL    NOT NULL CHECK (total >= 0),
  total_before_tax      REAL    NOT NULL CHECK (total_before_tax >= 0),
  vat_rate              REAL    NOT NULL DEFAULT 0 CHECK (vat_rate >= 0 AND vat_rate < 100),
  -- 1 daily, 2 one time (services and fees); nights charged
  pricing_dynamic       INTEGER CHECK (pricing_dynamic IS NULL OR pricing_dynamic IN (1, 2)),
  nights                INTEGER,
  -- the person groups of a charge priced per person (JSON array), else '[]'
  per_person_prices     TEXT    NOT NULL DEFAULT '[]' CHECK (json_valid(per_person_prices)),
  UNIQUE (offer_reservation_id, position),
  CHECK ((type = 1 AND service_id IS NULL AND fee_id IS NULL)
      OR (type = 2 AND service_id IS NOT NULL AND fee_id IS NULL)
      OR (type = 4 AND fee_id IS NOT NULL AND service_id IS NULL))
) STRICT;

CREATE INDEX offer_charges_reservation ON offer_charges (offer_reservation_id);

-- The accommodation night by night (02 §3.10 pricesPerDay.accommodation):
-- the nights' totals add up to the unit's total_accommodation_price.
-- per_night and adults are set when the night splits into a base and
-- persons (a price per person per day); children is a JSON array of
-- { ageFrom, ageTo, price }.
CREATE TABLE offer_prices_per_day (
  offer_reservation_id  INTEGER NOT NULL REFERENCES offer_reservations (id) ON DELETE CASCADE,
  date                  TEXT    NOT NULL,
  per_night             REAL,
  adults                REAL,
  children              TEXT    NOT NULL DEFAULT '[]' CHECK (json_valid(children)),
  total                 REAL    NOT NULL CHECK (total >= 0),
  PRIMARY KEY (offer_reservation_id, date)
) STRICT, WITHOUT ROWID;
