-- PostgreSQL twin of ../022_promo_code_names.sql: a promo code's name per
-- language, one row per code and language.
CREATE TABLE promo_code_translations (
  promo_code_id  integer NOT NULL REFERENCES promo_codes (id) ON DELETE CASCADE,
  language       text    NOT NULL CHECK (language IN ('hr', 'en', 'cs', 'de', 'es', 'fr', 'it', 'vi', 'el', 'pl', 'sl')),
  name           text    NOT NULL CHECK (name <> ''),
  PRIMARY KEY (promo_code_id, language)
);

CREATE CONSTRAINT TRIGGER promo_code_translations_catalogue AFTER INSERT OR UPDATE OR DELETE ON promo_code_translations DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
