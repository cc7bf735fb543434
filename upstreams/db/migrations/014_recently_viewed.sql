-- A signed-in consumer's recently viewed vehicle pages (docs/rules/still-interested.md#recently-viewed),
-- written by the account service (upstreams/account/recently-viewed.ts). One row per consumer and
-- listing; the service keeps each consumer's 20 most recent. No foreign key to listings: the list
-- outlives a car sold (the still-interested alert leaves it out).

CREATE TABLE recently_viewed (
  user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  listing_id BIGINT NOT NULL,
  viewed_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (user_id, listing_id)
);
CREATE INDEX recently_viewed_recent ON recently_viewed (user_id, viewed_at DESC);
