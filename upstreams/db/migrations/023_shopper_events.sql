-- Shopper events and client error reports (docs/rules/events.md#the-tables), written by the events
-- service (upstreams/events/). Nothing personal: a random browser id, the page's route, the
-- search's query string, listing ids. A batch of events is written in one statement.

CREATE TABLE shopper_events (
  id BIGSERIAL PRIMARY KEY,
  browser_id UUID NOT NULL,
  type TEXT NOT NULL,
  at TIMESTAMPTZ NOT NULL,
  received_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  route TEXT NOT NULL,
  search TEXT,
  result_count INT,
  listing_id TEXT,
  position INT,
  placement TEXT,
  filter JSONB,
  channel TEXT,
  slot TEXT,
  answer TEXT
);
CREATE INDEX shopper_events_received_at ON shopper_events (received_at);
CREATE INDEX shopper_events_type_received_at ON shopper_events (type, received_at);

CREATE TABLE client_error_reports (
  id BIGSERIAL PRIMARY KEY,
  browser_id UUID NOT NULL,
  kind TEXT NOT NULL,
  message TEXT NOT NULL,
  stack TEXT,
  -- The stack mapped back to the source by the gateway (docs/rules/events.md#de-minified-stacks).
  original_stack TEXT,
  route TEXT NOT NULL,
  build_id TEXT NOT NULL,
  user_agent TEXT NOT NULL,
  at TIMESTAMPTZ NOT NULL,
  received_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX client_error_reports_received_at ON client_error_reports (received_at);
