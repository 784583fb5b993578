-- PostgreSQL twin of ../019_inventory_version.sql: a change to
-- `unit_type_inventory` moves the inventory's version, not the
-- catalogue's; deferred to the commit and once per transaction, as 018's.
ALTER TABLE catalogue_version ADD COLUMN inventory bigint NOT NULL DEFAULT 1;
CREATE FUNCTION inventory_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('booking.inventory_changed', true) IS DISTINCT FROM 'yes' THEN
    UPDATE catalogue_version SET inventory = inventory + 1;
    PERFORM set_config('booking.inventory_changed', 'yes', true);
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER unit_type_inventory_catalogue ON unit_type_inventory;
CREATE CONSTRAINT TRIGGER unit_type_inventory_inventory AFTER INSERT OR UPDATE OR DELETE ON unit_type_inventory DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory_changed();
