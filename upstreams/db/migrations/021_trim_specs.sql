-- A trim's standard equipment, as the model info endpoint's Trim shows it (docs/rules/research.md#trim):
-- the nine spec flags. The catalogue does not list equipment, so the seed derives it from the trim
-- (upstreams/db/seed/trim-specs.ts: a seeded random stream per model and trim code, more equipment
-- the higher the trim sits in its model's price range) and writes it here once, for a new database
-- and for one seeded before this migration alike.
CREATE TABLE trim_specs (
  model_code TEXT NOT NULL,
  trim_code TEXT NOT NULL,
  heated_seats BOOLEAN NOT NULL,
  leather_seats BOOLEAN NOT NULL,
  rearview_camera BOOLEAN NOT NULL,
  bluetooth BOOLEAN NOT NULL,
  alarm_system BOOLEAN NOT NULL,
  lane_departure BOOLEAN NOT NULL,
  navigation BOOLEAN NOT NULL,
  remote_start BOOLEAN NOT NULL,
  sunroof BOOLEAN NOT NULL,
  PRIMARY KEY (model_code, trim_code),
  FOREIGN KEY (model_code, trim_code) REFERENCES trims (model_code, code)
);

-- The model info prices are the listings' lowest, average and highest price by model, year and trim.
CREATE INDEX listings_model_year_idx ON listings (model_code, year);
