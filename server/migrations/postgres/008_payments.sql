-- PostgreSQL twin of ../008_payments.sql (translation rules in README.md).
--
-- The reference API's test gateway (spec 02 §4.4, §7): it stands in for
-- the five card gateways so every payment path runs locally. One row per
-- thing a gateway hands out — a client secret (gateways A, B, D), a
-- payment token (C), a Saferpay Fields token, an alias insert and a hosted
-- payment page (E) — with the engine it belongs to, the amount, its
-- outcome, and the reference a booking is later made with (A/B pan_token,
-- C xref, D payment method id, E alias token).
--
-- No card number or CVV is ever stored: only the masked PAN (first 6 and
-- last 4 digits, the rest '*'), the brand and the holder's name. A
-- reference is used by at most one reservation.

CREATE TABLE gateway_sessions (
  -- the client secret, payment token, Fields token, alias token or payment page token
  id                 text    PRIMARY KEY CHECK (length(id) BETWEEN 16 AND 120),
  gateway            text    NOT NULL CHECK (gateway IN ('wspay', 'monri', 'cardstream', 'stripe', 'saferpay')),
  -- payment: A/B client secret; setup: D SetupIntent; token: C payment token;
  -- fields: E Fields token; alias: E alias insert; page: E hosted payment page
  kind               text    NOT NULL CHECK (kind IN ('payment', 'setup', 'token', 'fields', 'alias', 'page')),
  booking_engine_id  integer NOT NULL REFERENCES booking_engines (id),
  amount             double precision CHECK (amount IS NULL OR amount >= 0),
  currency           text    CHECK (currency IS NULL OR length(currency) = 3),
  status             text    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'approved', 'declined', 'failed', 'canceled', 'consumed')),
  -- the test card's outcome (see server/payments/cards.ts)
  card_outcome       text,
  -- what a booking names the approved payment by
  reference          text    UNIQUE,
  customer_id        text,
  -- as reservations.masked_pan (005): 6 digits, 2 to 9 '*', 4 digits (12 to 19 characters)
  masked_pan         text    CHECK (masked_pan IS NULL OR masked_pan ~ '^[0-9]{6}[*]{2,9}[0-9]{4}$'),
  card_brand         text,
  holder             text,
  -- gateway E: the site's page the gateway sends the guest back to
  return_url         text,
  -- anything else of the exchange (the session a token came from, the wallets a page offers), JSON
  data               text    NOT NULL DEFAULT '{}' CHECK (data::json IS NOT NULL),
  created_at         text    NOT NULL,
  updated_at         text    NOT NULL,
  used_at            text,
  reservation_id     integer REFERENCES reservations (id),
  CHECK ((used_at IS NULL) = (reservation_id IS NULL))
);

CREATE INDEX gateway_sessions_engine ON gateway_sessions (booking_engine_id, created_at);
