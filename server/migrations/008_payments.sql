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
  id                 TEXT    PRIMARY KEY CHECK (length(id) BETWEEN 16 AND 120),
  gateway            TEXT    NOT NULL CHECK (gateway IN ('wspay', 'monri', 'cardstream', 'stripe', 'saferpay')),
  -- payment: A/B client secret; setup: D SetupIntent; token: C payment token;
  -- fields: E Fields token; alias: E alias insert; page: E hosted payment page
  kind               TEXT    NOT NULL CHECK (kind IN ('payment', 'setup', 'token', 'fields', 'alias', 'page')),
  booking_engine_id  INTEGER NOT NULL REFERENCES booking_engines (id),
  amount             REAL    CHECK (amount IS NULL OR amount >= 0),
  currency           TEXT    CHECK (currency IS NULL OR length(currency) = 3),
  status             TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'approved', 'declined', 'failed', 'canceled', 'consumed')),
  -- the test card's outcome (see server/payments/cards.ts)
  card_outcome       TEXT,
  -- what a booking names the approved payment by
  reference          TEXT    UNIQUE,
  customer_id        TEXT,
  masked_pan         TEXT    CHECK (
    masked_pan IS NULL OR (
      length(masked_pan) BETWEEN 12 AND 19
      AND substr(masked_pan, 1, 6) NOT GLOB '*[^0-9]*'
      AND substr(masked_pan, -4) NOT GLOB '*[^0-9]*'
      AND substr(masked_pan, 7, length(masked_pan) - 10) NOT GLOB '*[^*]*'
    )
  ),
  card_brand         TEXT,
  holder             TEXT,
  -- gateway E: the site's page the gateway sends the guest back to
  return_url         TEXT,
  -- anything else of the exchange (the session a token came from, the wallets a page offers), JSON
  data               TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(data)),
  created_at         TEXT    NOT NULL,
  updated_at         TEXT    NOT NULL,
  used_at            TEXT,
  reservation_id     INTEGER REFERENCES reservations (id),
  CHECK ((used_at IS NULL) = (reservation_id IS NULL))
) STRICT;

CREATE INDEX gateway_sessions_engine ON gateway_sessions (booking_engine_id, created_at);
