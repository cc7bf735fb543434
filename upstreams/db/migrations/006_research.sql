-- Research content of the valuation site (docs/rules/research.md, docs/rules/upstreams.md#research-content-calls):
-- reference vehicles by model year, consumer ratings per vehicle, expert review posts.
-- Written by the seed from the catalogue (upstreams/db/seed/research.ts).

-- One reference vehicle per model year of a model: what 'kbbresearch/reference/vehicles' finds.
CREATE TABLE reference_vehicles (
  vehicle_id INTEGER PRIMARY KEY,
  year SMALLINT NOT NULL,
  make_code TEXT NOT NULL REFERENCES makes (code),
  model_code TEXT NOT NULL REFERENCES models (code),
  UNIQUE (make_code, model_code, year)
);

-- Consumer ratings of a vehicle: how many reviews, and the average per rating name as a list read
-- whole ([{ "name": "Overall", "value": 4.6 }, …], Overall first; empty without reviews).
CREATE TABLE consumer_ratings (
  vehicle_id INTEGER PRIMARY KEY REFERENCES reference_vehicles (vehicle_id),
  number_of_reviews INTEGER NOT NULL CHECK (number_of_reviews >= 0),
  ratings JSONB NOT NULL DEFAULT '[]'
);

-- Expert review posts of the content site, each about a make, model and year, some about one trim.
CREATE TABLE expert_reviews (
  id INTEGER PRIMARY KEY,
  link TEXT NOT NULL,
  title TEXT NOT NULL,
  guid TEXT NOT NULL,
  make_code TEXT NOT NULL REFERENCES makes (code),
  model_code TEXT NOT NULL REFERENCES models (code),
  year SMALLINT NOT NULL,
  trim_code TEXT,
  published_at TIMESTAMPTZ NOT NULL,
  author TEXT NOT NULL,
  FOREIGN KEY (model_code, trim_code) REFERENCES trims (model_code, code)
);
CREATE INDEX expert_reviews_ymmt ON expert_reviews (make_code, model_code, year);
