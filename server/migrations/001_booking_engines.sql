-- Properties, their booking engines (the guest-facing sites) and the
-- engine-level settings the site reads: languages, currencies, embedding
-- origins, group membership and payment methods. Exchange rates are global.
--
-- Conventions for every migration:
--   * tables are STRICT; booleans are INTEGER 0/1 with a CHECK;
--   * dates are TEXT 'YYYY-MM-DD' (the property's local calendar day);
--   * money is REAL in the owning booking engine's currency, rounded to
--     cents by the code that computes totals;
--   * translatable text lives in *_translations tables keyed by language,
--     English ('en') is always present and is the fallback.

CREATE TABLE properties (
  id          INTEGER PRIMARY KEY,
  title       TEXT    NOT NULL,
  city        TEXT,
  country     TEXT    NOT NULL DEFAULT 'HR' CHECK (length(country) = 2),
  timezone    TEXT    NOT NULL DEFAULT 'Europe/Zagreb',
  created_at  TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
) STRICT;

CREATE TABLE booking_engines (
  id                        INTEGER PRIMARY KEY,
  property_id               INTEGER NOT NULL REFERENCES properties (id),
  slug                      TEXT    NOT NULL UNIQUE CHECK (slug GLOB '[a-z0-9]*' AND slug NOT GLOB '*[^a-z0-9-]*'),
  name                      TEXT    NOT NULL,
  is_group                  INTEGER NOT NULL DEFAULT 0 CHECK (is_group IN (0, 1)),
  currency                  TEXT    NOT NULL CHECK (length(currency) = 3),
  secondary_currency        TEXT             CHECK (secondary_currency IS NULL OR length(secondary_currency) = 3),
  logo_name                 TEXT,
  logo_url                  TEXT,
  logo_redirects_to         TEXT,
  cover_image_name          TEXT,
  cover_image_url           TEXT,
  primary_color             TEXT,
  secondary_color           TEXT,
  address                   TEXT,
  latitude                  REAL,
  longitude                 REAL,
  phone                     TEXT,
  country_dial_code         TEXT,
  second_phone              TEXT,
  second_country_dial_code  TEXT,
  email                     TEXT,
  web                       TEXT,
  facebook                  TEXT,
  instagram                 TEXT,
  twitter                   TEXT,
  footer_logo_url           TEXT,
  footer_label              TEXT,
  footer_website            TEXT,
  has_gtm                   INTEGER NOT NULL DEFAULT 0 CHECK (has_gtm IN (0, 1)),
  has_ga                    INTEGER NOT NULL DEFAULT 0 CHECK (has_ga IN (0, 1)),
  has_fb_pixel              INTEGER NOT NULL DEFAULT 0 CHECK (has_fb_pixel IN (0, 1)),
  always_show_rates         INTEGER NOT NULL DEFAULT 0 CHECK (always_show_rates IN (0, 1)),
  important_note            TEXT,
  terms_of_service          TEXT,
  privacy_policy            TEXT,
  note_placeholder          TEXT,
  is_vat_registered         INTEGER NOT NULL DEFAULT 0 CHECK (is_vat_registered IN (0, 1)),
  vat_rate                  REAL    NOT NULL DEFAULT 0 CHECK (vat_rate >= 0 AND vat_rate < 100),
  settings_exchange_rate    REAL,
  decimal_separator         TEXT    NOT NULL DEFAULT '.',
  thousand_separator        TEXT    NOT NULL DEFAULT ',',
  unavailable_display       TEXT    NOT NULL DEFAULT 'A' CHECK (unavailable_display IN ('A', 'B')),
  created_at                TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
) STRICT;

CREATE INDEX booking_engines_property ON booking_engines (property_id);

-- Interface languages and display currencies, in the order the selectors show them.
CREATE TABLE booking_engine_languages (
  booking_engine_id  INTEGER NOT NULL REFERENCES booking_engines (id) ON DELETE CASCADE,
  language           TEXT    NOT NULL CHECK (language IN ('hr', 'en', 'cs', 'de', 'es', 'fr', 'it', 'vi', 'el', 'pl', 'sl')),
  position           INTEGER NOT NULL,
  PRIMARY KEY (booking_engine_id, language)
) STRICT, WITHOUT ROWID;

CREATE TABLE booking_engine_currencies (
  booking_engine_id  INTEGER NOT NULL REFERENCES booking_engines (id) ON DELETE CASCADE,
  currency           TEXT    NOT NULL CHECK (length(currency) = 3),
  position           INTEGER NOT NULL,
  PRIMARY KEY (booking_engine_id, currency)
) STRICT, WITHOUT ROWID;

-- Origins allowed to embed the site in a frame (and to receive the close message).
CREATE TABLE booking_engine_embedding_origins (
  booking_engine_id  INTEGER NOT NULL REFERENCES booking_engines (id) ON DELETE CASCADE,
  origin             TEXT    NOT NULL,
  PRIMARY KEY (booking_engine_id, origin)
) STRICT, WITHOUT ROWID;

-- A group engine lists the unit types of its member engines.
CREATE TABLE booking_engine_group_members (
  group_id   INTEGER NOT NULL REFERENCES booking_engines (id) ON DELETE CASCADE,
  member_id  INTEGER NOT NULL REFERENCES booking_engines (id) ON DELETE CASCADE,
  position   INTEGER NOT NULL,
  PRIMARY KEY (group_id, member_id),
  CHECK (group_id <> member_id)
) STRICT, WITHOUT ROWID;

CREATE INDEX booking_engine_group_members_member ON booking_engine_group_members (member_id);

-- Payment methods offered by an engine: 1 credit card, 2 bank transfer,
-- 3..6 card gateways (spec 02 §9.1). settings is a JSON object
-- (selectedCardTypes, bank transfer details, gateway keys ...).
CREATE TABLE payment_methods (
  booking_engine_id  INTEGER NOT NULL REFERENCES booking_engines (id) ON DELETE CASCADE,
  method_id          INTEGER NOT NULL CHECK (method_id > 0),
  settings           TEXT    CHECK (settings IS NULL OR json_valid(settings)),
  position           INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (booking_engine_id, method_id)
) STRICT, WITHOUT ROWID;

-- Rates against the base currency (EUR = 1).
CREATE TABLE exchange_rates (
  currency    TEXT NOT NULL PRIMARY KEY CHECK (length(currency) = 3),
  rate        REAL NOT NULL CHECK (rate > 0),
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
) STRICT;
