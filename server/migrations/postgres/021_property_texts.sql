-- PostgreSQL twin of ../021_property_texts.sql: a property's own texts
-- per language, one row per engine, language and text.
CREATE TABLE booking_engine_texts (
  booking_engine_id  integer NOT NULL REFERENCES booking_engines (id) ON DELETE CASCADE,
  language           text    NOT NULL CHECK (language IN ('hr', 'en', 'cs', 'de', 'es', 'fr', 'it', 'vi', 'el', 'pl', 'sl')),
  field              text    NOT NULL CHECK (field IN ('address', 'footerLabel', 'importantNote', 'termsOfService', 'privacyPolicy', 'notePlaceholder')),
  value              text    NOT NULL CHECK (value <> ''),
  PRIMARY KEY (booking_engine_id, language, field)
);

CREATE CONSTRAINT TRIGGER booking_engine_texts_catalogue AFTER INSERT OR UPDATE OR DELETE ON booking_engine_texts DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
