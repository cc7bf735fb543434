-- The price rating of each listing, stored with it: the typical price of its peers (expected_price)
-- and how the asking price compares (deal_rating). The search service computes both from the
-- listings it holds and writes them back; NULL until it has (and deal_rating stays NULL for new cars).
ALTER TABLE listings
  ADD COLUMN expected_price INTEGER,
  ADD COLUMN deal_rating TEXT CHECK (deal_rating IN ('GREAT', 'GOOD', 'FAIR', 'HIGH'));

-- The write-back must not feed the change feed (it would reload the listing, write it back, and so
-- on): an UPDATE that changes nothing but the rating columns records no change.
CREATE OR REPLACE FUNCTION record_listing_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO listing_changes (listing_id) VALUES (OLD.id);
  ELSIF TG_OP = 'UPDATE'
    AND (to_jsonb(OLD) - 'expected_price' - 'deal_rating') = (to_jsonb(NEW) - 'expected_price' - 'deal_rating') THEN
    RETURN NULL;
  ELSE
    INSERT INTO listing_changes (listing_id) VALUES (NEW.id);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
