-- Reference catalogue: real makes, models and trims (written from upstreams/db/catalogue).
CREATE TABLE makes (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE models (
  code TEXT PRIMARY KEY,
  make_code TEXT NOT NULL REFERENCES makes (code),
  name TEXT NOT NULL,
  body_style TEXT NOT NULL,
  body_subtype TEXT,
  doors SMALLINT NOT NULL,
  seats SMALLINT NOT NULL,
  first_year SMALLINT NOT NULL,
  last_year SMALLINT NOT NULL,
  commercial BOOLEAN NOT NULL DEFAULT false
);

CREATE TABLE trims (
  model_code TEXT NOT NULL REFERENCES models (code),
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  msrp INTEGER NOT NULL,
  engine TEXT NOT NULL,
  cylinders SMALLINT NOT NULL,
  displacement NUMERIC(3, 1) NOT NULL,
  fuel_type TEXT NOT NULL,
  transmission TEXT NOT NULL,
  drives TEXT[] NOT NULL,
  mpg_city SMALLINT NOT NULL,
  mpg_hwy SMALLINT NOT NULL,
  ev_range SMALLINT,
  horsepower SMALLINT NOT NULL,
  PRIMARY KEY (model_code, code)
);

-- Dealers and private sellers.
CREATE TABLE owners (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  private_seller BOOLEAN NOT NULL,
  address TEXT,
  city TEXT NOT NULL,
  state TEXT NOT NULL,
  zip TEXT NOT NULL,
  latitude DOUBLE PRECISION NOT NULL,
  longitude DOUBLE PRECISION NOT NULL,
  phone TEXT,
  website TEXT,
  logo_src TEXT,
  rating NUMERIC(2, 1),
  tagline TEXT,
  home_services TEXT[] NOT NULL DEFAULT '{}',
  shipping_label TEXT,
  hide_email_form BOOLEAN NOT NULL DEFAULT false
);

CREATE TABLE listings (
  id BIGINT PRIMARY KEY,
  vin CHAR(17) NOT NULL UNIQUE,
  owner_id INTEGER NOT NULL REFERENCES owners (id),
  listing_type TEXT NOT NULL CHECK (listing_type IN ('USED', 'NEW', 'CERTIFIED', '3P_CERT')),
  make_code TEXT NOT NULL,
  model_code TEXT NOT NULL,
  trim_code TEXT NOT NULL,
  year SMALLINT NOT NULL,
  body_style TEXT NOT NULL,
  body_subtype TEXT,
  drive_group TEXT NOT NULL,
  fuel_type TEXT NOT NULL,
  engine TEXT NOT NULL,
  engine_code TEXT NOT NULL,
  displacement NUMERIC(3, 1) NOT NULL,
  transmission TEXT NOT NULL,
  doors SMALLINT NOT NULL,
  seats SMALLINT NOT NULL,
  ext_color TEXT NOT NULL,
  int_color TEXT NOT NULL,
  mileage INTEGER NOT NULL CHECK (mileage >= 0),
  price INTEGER NOT NULL CHECK (price > 0),
  msrp INTEGER NOT NULL,
  mpg_city SMALLINT NOT NULL,
  mpg_hwy SMALLINT NOT NULL,
  ev_range SMALLINT,
  features TEXT[] NOT NULL DEFAULT '{}',
  vehicle_history TEXT[] NOT NULL DEFAULT '{}',
  truck_bed_length NUMERIC(3, 1),
  truck_cab TEXT,
  commercial BOOLEAN NOT NULL DEFAULT false,
  photo_count SMALLINT NOT NULL DEFAULT 1,
  listed_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX listings_owner_idx ON listings (owner_id);
CREATE INDEX listings_updated_idx ON listings (updated_at);

-- One row per completed seed, so a restart never seeds twice.
CREATE TABLE seed_runs (
  seed TEXT NOT NULL,
  listings INTEGER NOT NULL,
  seeded_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
