-- The catalogue's version: one number that every change to what an
-- availability answer is computed from moves on (properties and engines,
-- their settings, unit types, rate plans, prices, restrictions, inventory,
-- promo codes, services, fees, tourist taxes, exchange rates, and their
-- texts and images). Each API process keeps the answers it computed under
-- the version it read before computing them (server/availabilityCache.ts),
-- so a booking in any process, or any other writer of these tables, makes
-- every process compute its next answers anew. The triggers move it in the
-- writing transaction: readers see the new version with the new rows.
-- Here the triggers are deferred to the commit and move it once per
-- transaction: a booking takes the version's row last, when it already
-- holds every other lock it needs, so two bookings never wait on each
-- other in a cycle through it.
CREATE TABLE catalogue_version (
  id      integer PRIMARY KEY CHECK (id = 1),
  version bigint  NOT NULL
);
INSERT INTO catalogue_version (id, version) VALUES (1, 1);
CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('booking.catalogue_changed', true) IS DISTINCT FROM 'yes' THEN
    UPDATE catalogue_version SET version = version + 1;
    PERFORM set_config('booking.catalogue_changed', 'yes', true);
  END IF;
  RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER properties_catalogue AFTER INSERT OR UPDATE OR DELETE ON properties DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER booking_engines_catalogue AFTER INSERT OR UPDATE OR DELETE ON booking_engines DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER booking_engine_languages_catalogue AFTER INSERT OR UPDATE OR DELETE ON booking_engine_languages DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER booking_engine_currencies_catalogue AFTER INSERT OR UPDATE OR DELETE ON booking_engine_currencies DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER booking_engine_embedding_origins_catalogue AFTER INSERT OR UPDATE OR DELETE ON booking_engine_embedding_origins DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER booking_engine_group_members_catalogue AFTER INSERT OR UPDATE OR DELETE ON booking_engine_group_members DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER payment_methods_catalogue AFTER INSERT OR UPDATE OR DELETE ON payment_methods DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER exchange_rates_catalogue AFTER INSERT OR UPDATE OR DELETE ON exchange_rates DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER unit_types_catalogue AFTER INSERT OR UPDATE OR DELETE ON unit_types DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER unit_type_translations_catalogue AFTER INSERT OR UPDATE OR DELETE ON unit_type_translations DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER unit_type_images_catalogue AFTER INSERT OR UPDATE OR DELETE ON unit_type_images DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER amenities_catalogue AFTER INSERT OR UPDATE OR DELETE ON amenities DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER amenity_translations_catalogue AFTER INSERT OR UPDATE OR DELETE ON amenity_translations DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER unit_type_amenities_catalogue AFTER INSERT OR UPDATE OR DELETE ON unit_type_amenities DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER unit_type_inventory_catalogue AFTER INSERT OR UPDATE OR DELETE ON unit_type_inventory DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER unit_type_beds_catalogue AFTER INSERT OR UPDATE OR DELETE ON unit_type_beds DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER cancellation_policies_catalogue AFTER INSERT OR UPDATE OR DELETE ON cancellation_policies DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER cancellation_policy_translations_catalogue AFTER INSERT OR UPDATE OR DELETE ON cancellation_policy_translations DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER rate_plans_catalogue AFTER INSERT OR UPDATE OR DELETE ON rate_plans DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER rate_plan_translations_catalogue AFTER INSERT OR UPDATE OR DELETE ON rate_plan_translations DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER rate_plan_images_catalogue AFTER INSERT OR UPDATE OR DELETE ON rate_plan_images DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER rate_plan_prices_catalogue AFTER INSERT OR UPDATE OR DELETE ON rate_plan_prices DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER rate_plan_pax_prices_catalogue AFTER INSERT OR UPDATE OR DELETE ON rate_plan_pax_prices DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER rate_plan_restrictions_catalogue AFTER INSERT OR UPDATE OR DELETE ON rate_plan_restrictions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER promo_codes_catalogue AFTER INSERT OR UPDATE OR DELETE ON promo_codes DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER promo_code_rate_plans_catalogue AFTER INSERT OR UPDATE OR DELETE ON promo_code_rate_plans DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER services_catalogue AFTER INSERT OR UPDATE OR DELETE ON services DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER service_translations_catalogue AFTER INSERT OR UPDATE OR DELETE ON service_translations DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER service_daily_prices_catalogue AFTER INSERT OR UPDATE OR DELETE ON service_daily_prices DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER rate_plan_included_services_catalogue AFTER INSERT OR UPDATE OR DELETE ON rate_plan_included_services DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER fees_catalogue AFTER INSERT OR UPDATE OR DELETE ON fees DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER fee_translations_catalogue AFTER INSERT OR UPDATE OR DELETE ON fee_translations DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER fee_daily_prices_catalogue AFTER INSERT OR UPDATE OR DELETE ON fee_daily_prices DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER fee_rate_plans_catalogue AFTER INSERT OR UPDATE OR DELETE ON fee_rate_plans DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER fee_unit_types_catalogue AFTER INSERT OR UPDATE OR DELETE ON fee_unit_types DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER tourist_tax_rates_catalogue AFTER INSERT OR UPDATE OR DELETE ON tourist_tax_rates DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
CREATE CONSTRAINT TRIGGER children_categories_catalogue AFTER INSERT OR UPDATE OR DELETE ON children_categories DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
