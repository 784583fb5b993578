-- A promo code's name in the languages its guests read ('Summer 10 % off'
-- is 'Ljetni popust 10 %' on a Croatian page): the rate cards' discount
-- badge shows it. `promo_codes.name` stays the property's own wording,
-- which a language without a row here shows (after English, when English
-- has one). One row per code and language.
CREATE TABLE promo_code_translations (
  promo_code_id  INTEGER NOT NULL REFERENCES promo_codes (id) ON DELETE CASCADE,
  language       TEXT    NOT NULL CHECK (language IN ('hr', 'en', 'cs', 'de', 'es', 'fr', 'it', 'vi', 'el', 'pl', 'sl')),
  name           TEXT    NOT NULL CHECK (name <> ''),
  PRIMARY KEY (promo_code_id, language)
) STRICT, WITHOUT ROWID;

-- Part of the catalogue (018): the kept availability answers follow a change.
CREATE TRIGGER promo_code_translations_insert_catalogue AFTER INSERT ON promo_code_translations BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER promo_code_translations_update_catalogue AFTER UPDATE ON promo_code_translations BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER promo_code_translations_delete_catalogue AFTER DELETE ON promo_code_translations BEGIN UPDATE catalogue_version SET version = version + 1; END;
