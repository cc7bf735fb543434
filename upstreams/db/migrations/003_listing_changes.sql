-- Every insert, update and delete of a listing is recorded here, in order, so that each search
-- replica can follow the database: it applies the changes after the last seq it has seen.
CREATE TABLE listing_changes (
  seq BIGSERIAL PRIMARY KEY,
  listing_id BIGINT NOT NULL,
  changed_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX listing_changes_changed_at_idx ON listing_changes (changed_at);

CREATE FUNCTION record_listing_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO listing_changes (listing_id) VALUES (OLD.id);
  ELSE
    INSERT INTO listing_changes (listing_id) VALUES (NEW.id);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER listings_changed
  AFTER INSERT OR UPDATE OR DELETE ON listings
  FOR EACH ROW EXECUTE FUNCTION record_listing_change();
