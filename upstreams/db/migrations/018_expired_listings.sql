-- A listing taken off sale leaves its make and model here, so that its old vehicle page can say
-- which car is gone (docs/rules/pages.md#expired-listing). Listed again, it is for sale: the
-- tombstone goes. Only codes are kept; names come from the catalogue when asked.
CREATE TABLE expired_listings (
  id BIGINT PRIMARY KEY,
  make_code TEXT NOT NULL,
  model_code TEXT NOT NULL,
  expired_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE FUNCTION record_listing_expiry() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO expired_listings (id, make_code, model_code) VALUES (OLD.id, OLD.make_code, OLD.model_code)
    ON CONFLICT (id) DO UPDATE SET make_code = EXCLUDED.make_code, model_code = EXCLUDED.model_code, expired_at = now();
  ELSE
    DELETE FROM expired_listings WHERE id = NEW.id;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER listings_expired
  AFTER INSERT OR DELETE ON listings
  FOR EACH ROW EXECUTE FUNCTION record_listing_expiry();
