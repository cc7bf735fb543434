-- A browser's history (docs/rules/history.md#the-events-service) reads its own events of the last
-- days: by browser id, then by when they were received.
CREATE INDEX shopper_events_browser_received_at ON shopper_events (browser_id, received_at);
