-- Unit types (rooms, apartments) of a property, their texts, images and
-- amenities, and the nightly inventory a booking draws from.

CREATE TABLE unit_types (
  id                       INTEGER PRIMARY KEY,
  uuid                     TEXT    NOT NULL UNIQUE,
  property_id              INTEGER NOT NULL REFERENCES properties (id),
  slug                     TEXT    NOT NULL,
  position                 INTEGER NOT NULL DEFAULT 0,
  -- physical units of this type; nightly sellable counts live in unit_type_inventory
  unit_count               INTEGER NOT NULL CHECK (unit_count >= 0),
  max_occupancy            INTEGER NOT NULL CHECK (max_occupancy >= 1),
  standard_occupancy       INTEGER NOT NULL CHECK (standard_occupancy >= 1),
  min_occupancy            INTEGER          CHECK (min_occupancy IS NULL OR min_occupancy >= 1),
  max_occupancy_adults     INTEGER,
  min_occupancy_adults     INTEGER,
  max_occupancy_children   INTEGER,
  min_occupancy_children   INTEGER,
  -- youngest accepted child age (null: any age)
  children_age             INTEGER          CHECK (children_age IS NULL OR children_age BETWEEN 0 AND 17),
  children_allowed         INTEGER NOT NULL DEFAULT 1 CHECK (children_allowed IN (0, 1)),
  children_free_of_charge  INTEGER NOT NULL DEFAULT 0 CHECK (children_free_of_charge IN (0, 1)),
  -- per child per night, for flat rate plans (spec 01 §9.6)
  children_extra_charge    REAL    NOT NULL DEFAULT 0 CHECK (children_extra_charge >= 0),
  has_extra_person_charge  INTEGER NOT NULL DEFAULT 0 CHECK (has_extra_person_charge IN (0, 1)),
  -- per person above standard occupancy per night, for flat rate plans
  extra_person_charge      REAL    NOT NULL DEFAULT 0 CHECK (extra_person_charge >= 0),
  check_in_begin           TEXT             CHECK (check_in_begin IS NULL OR check_in_begin GLOB '[0-2][0-9]:[0-5][0-9]'),
  check_in_end             TEXT             CHECK (check_in_end IS NULL OR check_in_end GLOB '[0-2][0-9]:[0-5][0-9]'),
  check_out_begin          TEXT             CHECK (check_out_begin IS NULL OR check_out_begin GLOB '[0-2][0-9]:[0-5][0-9]'),
  check_out_end            TEXT             CHECK (check_out_end IS NULL OR check_out_end GLOB '[0-2][0-9]:[0-5][0-9]'),
  smoking_allowed          TEXT             CHECK (smoking_allowed IS NULL OR smoking_allowed IN ('Y', 'N')),
  pets_allowed             TEXT             CHECK (pets_allowed IS NULL OR pets_allowed IN ('Y', 'N', 'R')),
  latitude                 REAL,
  longitude                REAL,
  city                     TEXT,
  is_active                INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  UNIQUE (property_id, slug),
  CHECK (standard_occupancy <= max_occupancy)
) STRICT;

CREATE TABLE unit_type_translations (
  unit_type_id  INTEGER NOT NULL REFERENCES unit_types (id) ON DELETE CASCADE,
  language      TEXT    NOT NULL,
  name          TEXT    NOT NULL,
  description   TEXT,
  PRIMARY KEY (unit_type_id, language)
) STRICT, WITHOUT ROWID;

CREATE TABLE unit_type_images (
  id            INTEGER PRIMARY KEY,
  unit_type_id  INTEGER NOT NULL REFERENCES unit_types (id) ON DELETE CASCADE,
  url           TEXT    NOT NULL,
  is_featured   INTEGER NOT NULL DEFAULT 0 CHECK (is_featured IN (0, 1)),
  order_number  INTEGER NOT NULL
) STRICT;

CREATE INDEX unit_type_images_unit_type ON unit_type_images (unit_type_id, order_number);

CREATE TABLE amenities (
  id        INTEGER PRIMARY KEY,
  code      TEXT    NOT NULL UNIQUE,
  icon_url  TEXT
) STRICT;

CREATE TABLE amenity_translations (
  amenity_id  INTEGER NOT NULL REFERENCES amenities (id) ON DELETE CASCADE,
  language    TEXT    NOT NULL,
  name        TEXT    NOT NULL,
  PRIMARY KEY (amenity_id, language)
) STRICT, WITHOUT ROWID;

CREATE TABLE unit_type_amenities (
  unit_type_id  INTEGER NOT NULL REFERENCES unit_types (id) ON DELETE CASCADE,
  amenity_id    INTEGER NOT NULL REFERENCES amenities (id),
  position      INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (unit_type_id, amenity_id)
) STRICT, WITHOUT ROWID;

-- Sellable units per night. A booking increments booked_units for every
-- night of the stay inside one transaction; availability is
-- total_units - booked_units. A missing row means nothing to sell that night.
CREATE TABLE unit_type_inventory (
  unit_type_id  INTEGER NOT NULL REFERENCES unit_types (id) ON DELETE CASCADE,
  date          TEXT    NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  total_units   INTEGER NOT NULL CHECK (total_units >= 0),
  booked_units  INTEGER NOT NULL DEFAULT 0 CHECK (booked_units >= 0),
  PRIMARY KEY (unit_type_id, date)
) STRICT, WITHOUT ROWID;
