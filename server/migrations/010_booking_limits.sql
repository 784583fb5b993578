-- The booking limit per e-mail address (server/bookingLimit.ts) counts a
-- booker's recent reservations that took no money up front: found by the
-- address as typed in any letter case.
CREATE INDEX reservation_guests_email ON reservation_guests (email COLLATE NOCASE);
