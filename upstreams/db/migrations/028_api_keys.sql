-- API keys for other channels (docs/rules/public-api.md#api-keys-and-quotas). A key is never
-- stored: only the SHA-256 of its text (a 256-bit random key needs no slow hash) and its first
-- characters, which are not secret, so a listing can tell keys apart.
CREATE TABLE api_keys (
  id UUID PRIMARY KEY DEFAULT gen_random_uuid(),
  name TEXT NOT NULL,
  prefix TEXT NOT NULL,
  key_hash TEXT NOT NULL UNIQUE,
  -- The key's budget per window of window_seconds: requests, and operation cost (graphql-armor's).
  rate_limit INTEGER NOT NULL CHECK (rate_limit > 0),
  cost_limit INTEGER NOT NULL CHECK (cost_limit > 0),
  window_seconds INTEGER NOT NULL CHECK (window_seconds > 0),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- Set once: a revoked key is unknown from then on.
  revoked_at TIMESTAMPTZ
);
