-- The ad server (docs/rules/ads.md), upstreams/ads/: house creatives and their targets, the
-- showcase sponsors of markets, and each decision, its one impression and its clicks. A viewer is
-- a pseudonymous browser id, kept only when the page sent one.

CREATE TABLE ad_creatives (
  id TEXT PRIMARY KEY,
  brand TEXT NOT NULL,
  size TEXT NOT NULL CHECK (size IN ('FLUID', 'LINER', 'FIXED')),
  advertiser TEXT NOT NULL,
  headline TEXT NOT NULL,
  body TEXT NOT NULL,
  image_alt TEXT NOT NULL,
  -- A path on the site: a click never leaves it.
  target_url TEXT NOT NULL CHECK (target_url LIKE '/%' AND target_url NOT LIKE '//%'),
  -- The picture's colour.
  colour TEXT NOT NULL,
  weight INT NOT NULL CHECK (weight > 0),
  frequency_cap INT NOT NULL CHECK (frequency_cap > 0),
  -- Targets: NULL matches any value. A location is a list of ZIP codes or a market (a DMA code).
  target_zips TEXT[],
  target_market TEXT,
  target_make_codes TEXT[],
  target_body_style_codes TEXT[],
  active BOOLEAN NOT NULL DEFAULT true,
  CHECK (target_zips IS NULL OR target_market IS NULL)
);
CREATE INDEX ad_creatives_brand_size ON ad_creatives (brand, size) WHERE active;

-- The sponsor of a market's showcase: a dealer, its ZIP's coordinates as the centre, a radius.
CREATE TABLE ad_showcase_campaigns (
  id TEXT PRIMARY KEY,
  brand TEXT NOT NULL,
  owner_id INTEGER NOT NULL,
  centre_zip TEXT NOT NULL,
  latitude DOUBLE PRECISION NOT NULL,
  longitude DOUBLE PRECISION NOT NULL,
  radius_miles INT NOT NULL CHECK (radius_miles > 0),
  weight INT NOT NULL CHECK (weight > 0),
  active BOOLEAN NOT NULL DEFAULT true
);
CREATE INDEX ad_showcase_campaigns_brand ON ad_showcase_campaigns (brand) WHERE active;

CREATE TABLE ad_decisions (
  id UUID PRIMARY KEY,
  creative_id TEXT NOT NULL REFERENCES ad_creatives (id),
  slot_id TEXT NOT NULL,
  viewer_id TEXT,
  brand TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX ad_decisions_creative ON ad_decisions (creative_id);
CREATE INDEX ad_decisions_created_at ON ad_decisions (created_at);

-- One impression per decision; the viewer and creative are copied so capping reads one index.
CREATE TABLE ad_impressions (
  decision_id UUID PRIMARY KEY REFERENCES ad_decisions (id),
  creative_id TEXT NOT NULL,
  viewer_id TEXT,
  recorded_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX ad_impressions_capping ON ad_impressions (viewer_id, creative_id, recorded_at)
  WHERE viewer_id IS NOT NULL;
CREATE INDEX ad_impressions_creative ON ad_impressions (creative_id);

-- Every click is kept; a decision clicked twice counts once among the unique clicks.
CREATE TABLE ad_clicks (
  id BIGSERIAL PRIMARY KEY,
  decision_id UUID NOT NULL REFERENCES ad_decisions (id),
  clicked_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX ad_clicks_decision ON ad_clicks (decision_id);
