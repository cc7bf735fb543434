-- Listing views per VIN, brand and day: the source of GET /cars-for-sale/svc/listing-view-count.
CREATE TABLE listing_views (
  vin TEXT NOT NULL CHECK (vin ~ '^[A-HJ-NPR-Z0-9]{17}$'),
  brand TEXT NOT NULL CHECK (brand IN ('atc', 'kbb')),
  viewed_on DATE NOT NULL,
  views INTEGER NOT NULL DEFAULT 0 CHECK (views >= 0),
  PRIMARY KEY (vin, viewed_on, brand)
);

CREATE INDEX listing_views_day_idx ON listing_views (viewed_on);
