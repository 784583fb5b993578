-- The inventory's version, beside the catalogue's (018): bookings and
-- cancellations change only how many units are free on their nights, and
-- moved the whole catalogue's version with it, so one booking at any
-- property dropped everything every API process kept for every property
-- (unit types, rate plans, texts, nights' prices) and the next searches
-- read it all again. Now a change to `unit_type_inventory` moves only
-- `inventory`: the kept answers and the kept free units are dropped, what
-- the catalogue holds stays (server/availabilityCache.ts).
ALTER TABLE catalogue_version ADD COLUMN inventory INTEGER NOT NULL DEFAULT 1;
DROP TRIGGER unit_type_inventory_insert_catalogue;
DROP TRIGGER unit_type_inventory_update_catalogue;
DROP TRIGGER unit_type_inventory_delete_catalogue;
CREATE TRIGGER unit_type_inventory_insert_inventory AFTER INSERT ON unit_type_inventory BEGIN UPDATE catalogue_version SET inventory = inventory + 1; END;
CREATE TRIGGER unit_type_inventory_update_inventory AFTER UPDATE ON unit_type_inventory BEGIN UPDATE catalogue_version SET inventory = inventory + 1; END;
CREATE TRIGGER unit_type_inventory_delete_inventory AFTER DELETE ON unit_type_inventory BEGIN UPDATE catalogue_version SET inventory = inventory + 1; END;
