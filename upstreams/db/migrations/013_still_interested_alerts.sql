-- Shoppers' still-interested lists (docs/rules/still-interested.md#sending-the-list), written by
-- the leads service (upstreams/leads/still-interested.ts). One list per shopper and brand: the
-- shopper is a consumer (user_id) or, for a visitor who subscribed, an email (lower-cased). A
-- signed-in consumer's row is keyed by their id alone; the email they signed in with is kept beside.

CREATE TABLE still_interested_alerts (
  shopper_key TEXT NOT NULL,
  brand TEXT NOT NULL CHECK (brand IN ('motormart', 'fairvalue')),
  user_id UUID,
  email TEXT,
  CHECK (user_id IS NOT NULL OR email IS NOT NULL),
  -- The vins, most recent first: 1 to 10 (the service checks each).
  vins TEXT[] NOT NULL CHECK (cardinality(vins) BETWEEN 1 AND 10),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (shopper_key, brand)
);
