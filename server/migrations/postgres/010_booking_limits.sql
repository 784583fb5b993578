-- PostgreSQL twin of ../010_booking_limits.sql (translation rules in README.md).
--
-- The booking limit per e-mail address (server/bookingLimit.ts) counts a
-- booker's recent reservations that took no money up front: found by the
-- address as typed in any letter case. nocase is the case-insensitive
-- collation made in 003; "email = ? COLLATE NOCASE" uses this index.
CREATE INDEX reservation_guests_email ON reservation_guests (email COLLATE nocase);
