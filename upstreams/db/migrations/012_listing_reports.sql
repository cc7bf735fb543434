-- Shoppers' reports about listings (docs/rules/listing-actions.md#report), written by the leads
-- service (upstreams/leads/store.ts). A visitor's report has no user; a signed-in consumer's names
-- them. No foreign key to listings: a report outlives the listing it is about.

CREATE TABLE listing_reports (
  id UUID PRIMARY KEY DEFAULT gen_random_uuid(),
  listing_id BIGINT NOT NULL,
  reason TEXT NOT NULL CHECK (reason IN ('WRONG_PRICE', 'SOLD', 'FRAUD', 'WRONG_DETAILS', 'OTHER')),
  -- The shopper's own words: required for OTHER, at most 500 characters (the service checks both).
  details TEXT CHECK (details IS NULL OR char_length(details) BETWEEN 1 AND 500),
  CHECK (reason <> 'OTHER' OR details IS NOT NULL),
  user_id UUID,
  -- The write's idempotency key: a retry with it finds this row instead of storing another.
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX listing_reports_listing ON listing_reports (listing_id, created_at DESC);
