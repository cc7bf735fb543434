-- Saved cars, the heart on a card and on the vehicle page (docs/rules/accounts.md#saved-cars),
-- written by the account service (upstreams/account/saved-listings.ts). Owned by exactly one of a
-- user or a logged-out visitor, like search_bookmarks; a visitor's rows move to the account they
-- sign up or in with. One row per owner and listing. No foreign key to listings: a saved car
-- outlives its sale, and its title and price when saved are kept so it can still be named.

CREATE TABLE saved_listings (
  id UUID PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id UUID REFERENCES users (id) ON DELETE CASCADE,
  visitor_id UUID,
  listing_id BIGINT NOT NULL,
  title TEXT NOT NULL,
  -- Whole dollars; null when the listing had no asking price.
  price_when_saved INTEGER CHECK (price_when_saved >= 0),
  saved_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((user_id IS NULL) <> (visitor_id IS NULL))
);
CREATE UNIQUE INDEX saved_listings_user_listing ON saved_listings (user_id, listing_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX saved_listings_visitor_listing ON saved_listings (visitor_id, listing_id) WHERE visitor_id IS NOT NULL;
CREATE INDEX saved_listings_user_newest ON saved_listings (user_id, saved_at DESC) WHERE user_id IS NOT NULL;
CREATE INDEX saved_listings_visitor_newest ON saved_listings (visitor_id, saved_at DESC) WHERE visitor_id IS NOT NULL;
