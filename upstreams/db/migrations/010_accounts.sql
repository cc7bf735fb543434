-- The account service (docs/rules/accounts.md): users, their sessions, saved searches (search
-- bookmarks) owned by a user or by a logged-out visitor, lead profiles, and the idempotency record
-- of every write. Read and written by upstreams/account/store.ts.

-- A signed-in consumer. The email is stored lowercased, so uniqueness ignores case.
CREATE TABLE users (
  id UUID PRIMARY KEY DEFAULT gen_random_uuid(),
  email TEXT NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash TEXT NOT NULL,
  first_name TEXT,
  last_name TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- One sign-in. The refresh token is only kept as its SHA-256; a revoked or expired session stops
-- every identity token issued for it.
CREATE TABLE sessions (
  id UUID PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  refresh_token_hash TEXT NOT NULL UNIQUE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL,
  revoked_at TIMESTAMPTZ
);
CREATE INDEX sessions_user ON sessions (user_id);

-- A saved search, owned by exactly one of a user or a visitor (a visitor's email subscription
-- until it is moved to the account the visitor signs up or in with).
CREATE TABLE search_bookmarks (
  id UUID PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id UUID REFERENCES users (id) ON DELETE CASCADE,
  visitor_id UUID,
  title TEXT NOT NULL,
  search_name TEXT NOT NULL,
  search_results_url TEXT NOT NULL,
  alerts_enabled BOOLEAN NOT NULL DEFAULT true,
  -- Set for a visitor's subscription (the address they typed); a user's alerts go to their email.
  alert_email TEXT,
  last_executed TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((user_id IS NULL) <> (visitor_id IS NULL))
);
CREATE INDEX search_bookmarks_user ON search_bookmarks (user_id, created_at DESC) WHERE user_id IS NOT NULL;
CREATE INDEX search_bookmarks_visitor ON search_bookmarks (visitor_id, created_at DESC) WHERE visitor_id IS NOT NULL;
CREATE INDEX search_bookmarks_unclaimed_email ON search_bookmarks (alert_email) WHERE user_id IS NULL;

-- What a shopper typed once so sellers can answer them: one per user, or one per visitor.
CREATE TABLE lead_profiles (
  id UUID PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id UUID UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  visitor_id UUID UNIQUE,
  first_name TEXT,
  last_name TEXT,
  email TEXT,
  phone TEXT,
  is_one_click_opted_in BOOLEAN NOT NULL DEFAULT false,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((user_id IS NULL) <> (visitor_id IS NULL))
);

-- The answer to each write made with an idempotency key, written in the write's own transaction:
-- a retry with the same caller, key and request gets it back instead of writing again. The
-- fingerprint is an HMAC of the request (it may hold a password), never the request itself.
CREATE TABLE idempotency_keys (
  caller TEXT NOT NULL,
  key TEXT NOT NULL,
  request_fingerprint TEXT NOT NULL,
  status SMALLINT NOT NULL,
  response_body JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (caller, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
