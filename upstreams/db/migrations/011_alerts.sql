-- Email alerts on saved searches (docs/rules/alerts.md): how often each search is checked, where
-- its last check stopped, the generation of its unsubscribe links, the price history that tells a
-- price drop, and the outbox of alert emails. Read and written by upstreams/alerts/.

-- alert_frequency: the shopper's choice. alerts_checked_at: the watermark; listings that arrived or
-- dropped their price after it are new to this search. unsubscribe_generation: an unsubscribe link
-- carries it, and unsubscribing moves it on, so a used or older link changes nothing.
ALTER TABLE search_bookmarks
  ADD COLUMN alert_frequency TEXT NOT NULL DEFAULT 'DAILY' CHECK (alert_frequency IN ('INSTANT', 'DAILY', 'WEEKLY')),
  ADD COLUMN alerts_checked_at TIMESTAMPTZ,
  ADD COLUMN unsubscribe_generation INTEGER NOT NULL DEFAULT 0;
-- Alerts start now for searches saved before they existed: nothing listed earlier is news.
UPDATE search_bookmarks SET alerts_checked_at = now();
ALTER TABLE search_bookmarks
  ALTER COLUMN alerts_checked_at SET NOT NULL,
  ALTER COLUMN alerts_checked_at SET DEFAULT now();
CREATE INDEX search_bookmarks_alerts_due ON search_bookmarks (alerts_checked_at) WHERE alerts_enabled;

-- When a listing entered the inventory (listed_at is the seller's date and may be earlier): a
-- listing that entered after a search's watermark is a new arrival to it. Existing rows take the
-- migration's time, which is never after a watermark set above.
ALTER TABLE listings ADD COLUMN created_at TIMESTAMPTZ NOT NULL DEFAULT now();
CREATE INDEX listings_created_idx ON listings (created_at);

-- Every change of a listing's asking price, written by the database itself so that no writer can
-- forget it: a drop since a search's watermark is news to that search.
CREATE TABLE listing_price_history (
  listing_id BIGINT NOT NULL,
  previous_price INTEGER NOT NULL,
  price INTEGER NOT NULL,
  changed_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX listing_price_history_changed ON listing_price_history (changed_at);
CREATE INDEX listing_price_history_listing ON listing_price_history (listing_id, changed_at);

CREATE FUNCTION record_listing_price_change() RETURNS trigger AS $$
BEGIN
  INSERT INTO listing_price_history (listing_id, previous_price, price) VALUES (NEW.id, OLD.price, NEW.price);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER listings_price_changed
  AFTER UPDATE OF price ON listings
  FOR EACH ROW WHEN (NEW.price IS DISTINCT FROM OLD.price)
  EXECUTE FUNCTION record_listing_price_change();

-- The outbox: one row per alert email, written in the same transaction as the watermark it moves,
-- and marked SENT by the sender (FAILED when the relay refused it for good, CANCELLED when the
-- shopper unsubscribed or deleted the search before it went). message_id is the email's Message-ID, so a resend after a crash is
-- the same message. The recipient is personal data: stored here, never logged.
CREATE TABLE alert_emails (
  id UUID PRIMARY KEY DEFAULT gen_random_uuid(),
  bookmark_id UUID REFERENCES search_bookmarks (id) ON DELETE SET NULL,
  message_id TEXT NOT NULL UNIQUE,
  recipient TEXT NOT NULL,
  -- What the email tells: [{ listingId, reason: NEW | PRICE_DROP, price, previousPrice? }].
  items JSONB NOT NULL,
  window_start TIMESTAMPTZ NOT NULL,
  window_end TIMESTAMPTZ NOT NULL,
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'FAILED', 'CANCELLED')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  sent_at TIMESTAMPTZ
);
CREATE INDEX alert_emails_pending ON alert_emails (created_at) WHERE status = 'PENDING';
CREATE INDEX alert_emails_bookmark ON alert_emails (bookmark_id, created_at DESC);
