-- The request budgets every API process on this database shares
-- (server/lookupLimit.ts, server/bookingLimit.ts): N processes behind a
-- load balancer enforce one budget per client, not N.
--
-- Lookups by identifier: what each client spent in each fixed window (its
-- start in milliseconds since 1970). Rows of past windows are deleted as
-- new ones come, so a client's address is kept about a window long.
CREATE TABLE lookup_budgets (
  client       TEXT    NOT NULL,
  window_start INTEGER NOT NULL,
  spent        INTEGER NOT NULL CHECK (spent >= 0),
  PRIMARY KEY (client, window_start)
) STRICT;
CREATE INDEX lookup_budgets_window ON lookup_budgets (window_start);

-- Bookings that take no money up front, by client and time (milliseconds
-- since 1970), kept an hour: the per-client booking limit counts them.
CREATE TABLE client_bookings (
  id        INTEGER PRIMARY KEY,
  client    TEXT    NOT NULL,
  booked_at INTEGER NOT NULL
) STRICT;
CREATE INDEX client_bookings_client ON client_bookings (client, booked_at);
CREATE INDEX client_bookings_time ON client_bookings (booked_at);
