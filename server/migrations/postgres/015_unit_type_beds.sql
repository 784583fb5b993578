-- PostgreSQL twin of ../015_unit_type_beds.sql (translation rules in README.md).
--
-- The beds of a unit type, as its listing describes them to search engines
-- (schema.org BedDetails on the accommodation page): how many of each kind.
CREATE TABLE unit_type_beds (
  unit_type_id  integer NOT NULL REFERENCES unit_types (id) ON DELETE CASCADE,
  bed_type      text    NOT NULL CHECK (bed_type IN ('single', 'double', 'queen', 'king', 'sofa-bed', 'bunk-bed')),
  count         integer NOT NULL CHECK (count >= 1),
  position      integer NOT NULL DEFAULT 0,
  PRIMARY KEY (unit_type_id, bed_type)
);
