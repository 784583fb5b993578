-- A check-in submission's stored answer names no reservation: the
-- reservation a key made is looked up by the key (GET
-- /api/reservation/attempt/{key}), and whoever holds only a check-in link
-- must not learn the reservation's id by choosing the key of a
-- submission. The check-in answers stored before (`{"success":true}`, no
-- booking answer is) let go of theirs.
UPDATE idempotency_keys SET reservation_id = NULL WHERE response = '{"success":true}';
