-- A property's own texts in the languages its guests read: the address,
-- the footer's label, the important note, the terms of service, the
-- privacy policy and the message field's placeholder. The columns of
-- `booking_engines` hold the property's own wording, which a language
-- without a row here shows; before this table every language's pages
-- showed it, so a Croatian guest read the parking notice in English.
-- One row per engine, language and text; a text left empty has no row.
CREATE TABLE booking_engine_texts (
  booking_engine_id  INTEGER NOT NULL REFERENCES booking_engines (id) ON DELETE CASCADE,
  language           TEXT    NOT NULL CHECK (language IN ('hr', 'en', 'cs', 'de', 'es', 'fr', 'it', 'vi', 'el', 'pl', 'sl')),
  field              TEXT    NOT NULL CHECK (field IN ('address', 'footerLabel', 'importantNote', 'termsOfService', 'privacyPolicy', 'notePlaceholder')),
  value              TEXT    NOT NULL CHECK (value <> ''),
  PRIMARY KEY (booking_engine_id, language, field)
) STRICT, WITHOUT ROWID;

-- Part of the catalogue (018): the kept engine settings follow a change.
CREATE TRIGGER booking_engine_texts_insert_catalogue AFTER INSERT ON booking_engine_texts BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER booking_engine_texts_update_catalogue AFTER UPDATE ON booking_engine_texts BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER booking_engine_texts_delete_catalogue AFTER DELETE ON booking_engine_texts BEGIN UPDATE catalogue_version SET version = version + 1; END;
