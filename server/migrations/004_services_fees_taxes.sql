-- Extra services, automatically applied fees, tourist taxes, children
-- pricing categories and the services a rate plan includes.

-- Extra services of a booking engine (spec 01 §3.8, §9.5).
--   payment_type    1 per night, 2 per person, 3 per adult, 4 per child under 12,
--                   5 per child above 12, 6 per person per night, 7 one time fee
--   pricing_type    1 per person, 2 per unit, 3 per consumption
--   pricing_dynamic 1 daily, 2 one time
-- vat_rate overrides the engine's VAT rate for this service when set.
-- is_included services are not sold on their own: rate plans include them.
CREATE TABLE services (
  id                              INTEGER PRIMARY KEY,
  booking_engine_id               INTEGER NOT NULL REFERENCES booking_engines (id) ON DELETE CASCADE,
  code                            TEXT    NOT NULL,
  payment_type                    INTEGER NOT NULL CHECK (payment_type BETWEEN 1 AND 7),
  pricing_type                    INTEGER NOT NULL CHECK (pricing_type BETWEEN 1 AND 3),
  pricing_dynamic                 INTEGER NOT NULL CHECK (pricing_dynamic IN (1, 2)),
  is_mandatory                    INTEGER NOT NULL DEFAULT 0 CHECK (is_mandatory IN (0, 1)),
  is_mandatory_quantity_update    INTEGER NOT NULL DEFAULT 0 CHECK (is_mandatory_quantity_update IN (0, 1)),
  is_included                     INTEGER NOT NULL DEFAULT 0 CHECK (is_included IN (0, 1)),
  exclude_arrival                 INTEGER NOT NULL DEFAULT 0 CHECK (exclude_arrival IN (0, 1)),
  include_departure               INTEGER NOT NULL DEFAULT 0 CHECK (include_departure IN (0, 1)),
  children_different_than_adults  INTEGER NOT NULL DEFAULT 0 CHECK (children_different_than_adults IN (0, 1)),
  vat_rate                        REAL             CHECK (vat_rate IS NULL OR (vat_rate >= 0 AND vat_rate < 100)),
  position                        INTEGER NOT NULL DEFAULT 0,
  is_active                       INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  UNIQUE (booking_engine_id, code)
) STRICT;

CREATE TABLE service_translations (
  service_id   INTEGER NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  language     TEXT    NOT NULL,
  name         TEXT    NOT NULL,
  description  TEXT,
  PRIMARY KEY (service_id, language)
) STRICT, WITHOUT ROWID;

-- Price (VAT included) of one unit of the service on a date.
CREATE TABLE service_daily_prices (
  service_id  INTEGER NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  date        TEXT    NOT NULL,
  price       REAL    NOT NULL CHECK (price >= 0),
  PRIMARY KEY (service_id, date)
) STRICT, WITHOUT ROWID;

CREATE TABLE rate_plan_included_services (
  rate_plan_id  INTEGER NOT NULL REFERENCES rate_plans (id) ON DELETE CASCADE,
  service_id    INTEGER NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  position      INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (rate_plan_id, service_id)
) STRICT, WITHOUT ROWID;

-- Fees added to every matching stay (spec 01 §3.9): they apply when
-- fee_rate_plans is empty or lists the rate plan, and fee_unit_types is
-- empty or lists the unit type.
CREATE TABLE fees (
  id                              INTEGER PRIMARY KEY,
  booking_engine_id               INTEGER NOT NULL REFERENCES booking_engines (id) ON DELETE CASCADE,
  code                            TEXT    NOT NULL,
  pricing_type                    INTEGER NOT NULL CHECK (pricing_type BETWEEN 1 AND 3),
  children_different_than_adults  INTEGER NOT NULL DEFAULT 0 CHECK (children_different_than_adults IN (0, 1)),
  vat_rate                        REAL             CHECK (vat_rate IS NULL OR (vat_rate >= 0 AND vat_rate < 100)),
  position                        INTEGER NOT NULL DEFAULT 0,
  is_active                       INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  UNIQUE (booking_engine_id, code)
) STRICT;

CREATE TABLE fee_translations (
  fee_id    INTEGER NOT NULL REFERENCES fees (id) ON DELETE CASCADE,
  language  TEXT    NOT NULL,
  name      TEXT    NOT NULL,
  PRIMARY KEY (fee_id, language)
) STRICT, WITHOUT ROWID;

CREATE TABLE fee_daily_prices (
  fee_id  INTEGER NOT NULL REFERENCES fees (id) ON DELETE CASCADE,
  date    TEXT    NOT NULL,
  price   REAL    NOT NULL CHECK (price >= 0),
  PRIMARY KEY (fee_id, date)
) STRICT, WITHOUT ROWID;

CREATE TABLE fee_rate_plans (
  fee_id        INTEGER NOT NULL REFERENCES fees (id) ON DELETE CASCADE,
  rate_plan_id  INTEGER NOT NULL REFERENCES rate_plans (id) ON DELETE CASCADE,
  PRIMARY KEY (fee_id, rate_plan_id)
) STRICT, WITHOUT ROWID;

CREATE TABLE fee_unit_types (
  fee_id        INTEGER NOT NULL REFERENCES fees (id) ON DELETE CASCADE,
  unit_type_id  INTEGER NOT NULL REFERENCES unit_types (id) ON DELETE CASCADE,
  PRIMARY KEY (fee_id, unit_type_id)
) STRICT, WITHOUT ROWID;

-- Tourist tax per person per night for a period (spec 01 §3.10, §9.5):
-- children under 12 pay children_under_12, children of 12 and over
-- children_above_12.
CREATE TABLE tourist_tax_rates (
  id                 INTEGER PRIMARY KEY,
  booking_engine_id  INTEGER NOT NULL REFERENCES booking_engines (id) ON DELETE CASCADE,
  valid_from         TEXT    NOT NULL,
  valid_to           TEXT    NOT NULL,
  adults             REAL    NOT NULL CHECK (adults >= 0),
  children_under_12  REAL    NOT NULL CHECK (children_under_12 >= 0),
  children_above_12  REAL    NOT NULL CHECK (children_above_12 >= 0),
  CHECK (valid_from <= valid_to)
) STRICT;

CREATE INDEX tourist_tax_rates_engine ON tourist_tax_rates (booking_engine_id, valid_from);

-- How children are priced (spec 01 §3.7). Owned by exactly one of a rate
-- plan, a unit type, a service or a fee. Ages: age_from inclusive, age_to
-- exclusive. type 1 free of charge, 2 as adult, 3 custom (percentage or
-- fixed, see value_type 1 percentage / 2 fixed), 4 manual (nominal per night).
CREATE TABLE children_categories (
  id                INTEGER PRIMARY KEY,
  rate_plan_id      INTEGER REFERENCES rate_plans (id) ON DELETE CASCADE,
  unit_type_id      INTEGER REFERENCES unit_types (id) ON DELETE CASCADE,
  service_id        INTEGER REFERENCES services (id) ON DELETE CASCADE,
  fee_id            INTEGER REFERENCES fees (id) ON DELETE CASCADE,
  age_from          INTEGER NOT NULL CHECK (age_from BETWEEN 0 AND 17),
  age_to            INTEGER NOT NULL CHECK (age_to BETWEEN 1 AND 18),
  type              INTEGER NOT NULL CHECK (type BETWEEN 1 AND 4),
  value_type        INTEGER          CHECK (value_type IS NULL OR value_type IN (1, 2)),
  percentage_value  REAL,
  nominal_value     REAL,
  CHECK (age_from < age_to),
  CHECK ((rate_plan_id IS NOT NULL) + (unit_type_id IS NOT NULL) + (service_id IS NOT NULL) + (fee_id IS NOT NULL) = 1)
) STRICT;

CREATE INDEX children_categories_rate_plan ON children_categories (rate_plan_id) WHERE rate_plan_id IS NOT NULL;
CREATE INDEX children_categories_unit_type ON children_categories (unit_type_id) WHERE unit_type_id IS NOT NULL;
CREATE INDEX children_categories_service ON children_categories (service_id) WHERE service_id IS NOT NULL;
CREATE INDEX children_categories_fee ON children_categories (fee_id) WHERE fee_id IS NOT NULL;
