-- The catalogue's version: one number that every change to what an
-- availability answer is computed from moves on (properties and engines,
-- their settings, unit types, rate plans, prices, restrictions, inventory,
-- promo codes, services, fees, tourist taxes, exchange rates, and their
-- texts and images). Each API process keeps the answers it computed under
-- the version it read before computing them (server/availabilityCache.ts),
-- so a booking in any process, or any other writer of these tables, makes
-- every process compute its next answers anew. The triggers move it in the
-- writing transaction: readers see the new version with the new rows.
CREATE TABLE catalogue_version (
  id      INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
) STRICT;
INSERT INTO catalogue_version (id, version) VALUES (1, 1);
CREATE TRIGGER properties_insert_catalogue AFTER INSERT ON properties BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER properties_update_catalogue AFTER UPDATE ON properties BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER properties_delete_catalogue AFTER DELETE ON properties BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER booking_engines_insert_catalogue AFTER INSERT ON booking_engines BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER booking_engines_update_catalogue AFTER UPDATE ON booking_engines BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER booking_engines_delete_catalogue AFTER DELETE ON booking_engines BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER booking_engine_languages_insert_catalogue AFTER INSERT ON booking_engine_languages BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER booking_engine_languages_update_catalogue AFTER UPDATE ON booking_engine_languages BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER booking_engine_languages_delete_catalogue AFTER DELETE ON booking_engine_languages BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER booking_engine_currencies_insert_catalogue AFTER INSERT ON booking_engine_currencies BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER booking_engine_currencies_update_catalogue AFTER UPDATE ON booking_engine_currencies BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER booking_engine_currencies_delete_catalogue AFTER DELETE ON booking_engine_currencies BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER booking_engine_embedding_origins_insert_catalogue AFTER INSERT ON booking_engine_embedding_origins BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER booking_engine_embedding_origins_update_catalogue AFTER UPDATE ON booking_engine_embedding_origins BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER booking_engine_embedding_origins_delete_catalogue AFTER DELETE ON booking_engine_embedding_origins BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER booking_engine_group_members_insert_catalogue AFTER INSERT ON booking_engine_group_members BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER booking_engine_group_members_update_catalogue AFTER UPDATE ON booking_engine_group_members BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER booking_engine_group_members_delete_catalogue AFTER DELETE ON booking_engine_group_members BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER payment_methods_insert_catalogue AFTER INSERT ON payment_methods BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER payment_methods_update_catalogue AFTER UPDATE ON payment_methods BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER payment_methods_delete_catalogue AFTER DELETE ON payment_methods BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER exchange_rates_insert_catalogue AFTER INSERT ON exchange_rates BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER exchange_rates_update_catalogue AFTER UPDATE ON exchange_rates BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER exchange_rates_delete_catalogue AFTER DELETE ON exchange_rates BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER unit_types_insert_catalogue AFTER INSERT ON unit_types BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER unit_types_update_catalogue AFTER UPDATE ON unit_types BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER unit_types_delete_catalogue AFTER DELETE ON unit_types BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER unit_type_translations_insert_catalogue AFTER INSERT ON unit_type_translations BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER unit_type_translations_update_catalogue AFTER UPDATE ON unit_type_translations BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER unit_type_translations_delete_catalogue AFTER DELETE ON unit_type_translations BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER unit_type_images_insert_catalogue AFTER INSERT ON unit_type_images BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER unit_type_images_update_catalogue AFTER UPDATE ON unit_type_images BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER unit_type_images_delete_catalogue AFTER DELETE ON unit_type_images BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER amenities_insert_catalogue AFTER INSERT ON amenities BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER amenities_update_catalogue AFTER UPDATE ON amenities BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER amenities_delete_catalogue AFTER DELETE ON amenities BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER amenity_translations_insert_catalogue AFTER INSERT ON amenity_translations BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER amenity_translations_update_catalogue AFTER UPDATE ON amenity_translations BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER amenity_translations_delete_catalogue AFTER DELETE ON amenity_translations BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER unit_type_amenities_insert_catalogue AFTER INSERT ON unit_type_amenities BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER unit_type_amenities_update_catalogue AFTER UPDATE ON unit_type_amenities BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER unit_type_amenities_delete_catalogue AFTER DELETE ON unit_type_amenities BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER unit_type_inventory_insert_catalogue AFTER INSERT ON unit_type_inventory BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER unit_type_inventory_update_catalogue AFTER UPDATE ON unit_type_inventory BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER unit_type_inventory_delete_catalogue AFTER DELETE ON unit_type_inventory BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER unit_type_beds_insert_catalogue AFTER INSERT ON unit_type_beds BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER unit_type_beds_update_catalogue AFTER UPDATE ON unit_type_beds BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER unit_type_beds_delete_catalogue AFTER DELETE ON unit_type_beds BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER cancellation_policies_insert_catalogue AFTER INSERT ON cancellation_policies BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER cancellation_policies_update_catalogue AFTER UPDATE ON cancellation_policies BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER cancellation_policies_delete_catalogue AFTER DELETE ON cancellation_policies BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER cancellation_policy_translations_insert_catalogue AFTER INSERT ON cancellation_policy_translations BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER cancellation_policy_translations_update_catalogue AFTER UPDATE ON cancellation_policy_translations BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER cancellation_policy_translations_delete_catalogue AFTER DELETE ON cancellation_policy_translations BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER rate_plans_insert_catalogue AFTER INSERT ON rate_plans BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER rate_plans_update_catalogue AFTER UPDATE ON rate_plans BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER rate_plans_delete_catalogue AFTER DELETE ON rate_plans BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER rate_plan_translations_insert_catalogue AFTER INSERT ON rate_plan_translations BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER rate_plan_translations_update_catalogue AFTER UPDATE ON rate_plan_translations BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER rate_plan_translations_delete_catalogue AFTER DELETE ON rate_plan_translations BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER rate_plan_images_insert_catalogue AFTER INSERT ON rate_plan_images BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER rate_plan_images_update_catalogue AFTER UPDATE ON rate_plan_images BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER rate_plan_images_delete_catalogue AFTER DELETE ON rate_plan_images BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER rate_plan_prices_insert_catalogue AFTER INSERT ON rate_plan_prices BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER rate_plan_prices_update_catalogue AFTER UPDATE ON rate_plan_prices BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER rate_plan_prices_delete_catalogue AFTER DELETE ON rate_plan_prices BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER rate_plan_pax_prices_insert_catalogue AFTER INSERT ON rate_plan_pax_prices BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER rate_plan_pax_prices_update_catalogue AFTER UPDATE ON rate_plan_pax_prices BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER rate_plan_pax_prices_delete_catalogue AFTER DELETE ON rate_plan_pax_prices BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER rate_plan_restrictions_insert_catalogue AFTER INSERT ON rate_plan_restrictions BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER rate_plan_restrictions_update_catalogue AFTER UPDATE ON rate_plan_restrictions BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER rate_plan_restrictions_delete_catalogue AFTER DELETE ON rate_plan_restrictions BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER promo_codes_insert_catalogue AFTER INSERT ON promo_codes BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER promo_codes_update_catalogue AFTER UPDATE ON promo_codes BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER promo_codes_delete_catalogue AFTER DELETE ON promo_codes BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER promo_code_rate_plans_insert_catalogue AFTER INSERT ON promo_code_rate_plans BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER promo_code_rate_plans_update_catalogue AFTER UPDATE ON promo_code_rate_plans BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER promo_code_rate_plans_delete_catalogue AFTER DELETE ON promo_code_rate_plans BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER services_insert_catalogue AFTER INSERT ON services BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER services_update_catalogue AFTER UPDATE ON services BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER services_delete_catalogue AFTER DELETE ON services BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER service_translations_insert_catalogue AFTER INSERT ON service_translations BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER service_translations_update_catalogue AFTER UPDATE ON service_translations BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER service_translations_delete_catalogue AFTER DELETE ON service_translations BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER service_daily_prices_insert_catalogue AFTER INSERT ON service_daily_prices BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER service_daily_prices_update_catalogue AFTER UPDATE ON service_daily_prices BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER service_daily_prices_delete_catalogue AFTER DELETE ON service_daily_prices BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER rate_plan_included_services_insert_catalogue AFTER INSERT ON rate_plan_included_services BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER rate_plan_included_services_update_catalogue AFTER UPDATE ON rate_plan_included_services BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER rate_plan_included_services_delete_catalogue AFTER DELETE ON rate_plan_included_services BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER fees_insert_catalogue AFTER INSERT ON fees BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER fees_update_catalogue AFTER UPDATE ON fees BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER fees_delete_catalogue AFTER DELETE ON fees BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER fee_translations_insert_catalogue AFTER INSERT ON fee_translations BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER fee_translations_update_catalogue AFTER UPDATE ON fee_translations BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER fee_translations_delete_catalogue AFTER DELETE ON fee_translations BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER fee_daily_prices_insert_catalogue AFTER INSERT ON fee_daily_prices BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER fee_daily_prices_update_catalogue AFTER UPDATE ON fee_daily_prices BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER fee_daily_prices_delete_catalogue AFTER DELETE ON fee_daily_prices BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER fee_rate_plans_insert_catalogue AFTER INSERT ON fee_rate_plans BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER fee_rate_plans_update_catalogue AFTER UPDATE ON fee_rate_plans BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER fee_rate_plans_delete_catalogue AFTER DELETE ON fee_rate_plans BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER fee_unit_types_insert_catalogue AFTER INSERT ON fee_unit_types BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER fee_unit_types_update_catalogue AFTER UPDATE ON fee_unit_types BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER fee_unit_types_delete_catalogue AFTER DELETE ON fee_unit_types BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER tourist_tax_rates_insert_catalogue AFTER INSERT ON tourist_tax_rates BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER tourist_tax_rates_update_catalogue AFTER UPDATE ON tourist_tax_rates BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER tourist_tax_rates_delete_catalogue AFTER DELETE ON tourist_tax_rates BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER children_categories_insert_catalogue AFTER INSERT ON children_categories BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER children_categories_update_catalogue AFTER UPDATE ON children_categories BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER children_categories_delete_catalogue AFTER DELETE ON children_categories BEGIN UPDATE catalogue_version SET version = version + 1; END;
