-- PostgreSQL twin of ../019_inventory_version.sql: a change to
-- `unit_type_inventory` moves the inventory's version, not the
-- catalogue's. 018's trigger function now moves the column its trigger
-- names (`version` when none), deferred to the commit and once per
-- transaction and column, as before.
ALTER TABLE catalogue_version ADD COLUMN inventory bigint NOT NULL DEFAULT 1;
CREATE OR REPLACE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved text := coalesce(TG_ARGV[0], 'version');
  flag text := 'booking.' || moved || '_changed';
BEGIN
  IF current_setting(flag, true) IS DISTINCT FROM 'yes' THEN
    IF moved = 'inventory' THEN
      UPDATE catalogue_version SET inventory = inventory + 1;
    ELSE
      UPDATE catalogue_version SET version = version + 1;
    END IF;
    PERFORM set_config(flag, 'yes', true);
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER unit_type_inventory_catalogue ON unit_type_inventory;
CREATE CONSTRAINT TRIGGER unit_type_inventory_inventory AFTER INSERT OR UPDATE OR DELETE ON unit_type_inventory DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed('inventory');
