-- Truck cab styles, the truck cab size filter (docs/rules/filters.md#truck-cab-size). A listing stores its cab style as its maker names it (listings.truck_cab: SUPERCREW,
-- CREWMAX, QUAD_CAB …); each style belongs to one cab size (REGULAR, EXTENDED, CREW), the
-- options the shopper picks from. The rows are TRUCK_CAB_STYLES of upstreams/db/vocabulary.ts.
CREATE TABLE truck_cab_styles (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  cab_size TEXT NOT NULL CHECK (cab_size IN ('REGULAR', 'EXTENDED', 'CREW'))
);

INSERT INTO truck_cab_styles (code, name, cab_size) VALUES
  ('REGULAR_CAB', 'Regular Cab', 'REGULAR'),
  ('SINGLE_CAB', 'Single Cab', 'REGULAR'),
  ('EXTENDED_CAB', 'Extended Cab', 'EXTENDED'),
  ('SUPERCAB', 'SuperCab', 'EXTENDED'),
  ('DOUBLE_CAB', 'Double Cab', 'EXTENDED'),
  ('QUAD_CAB', 'Quad Cab', 'EXTENDED'),
  ('ACCESS_CAB', 'Access Cab', 'EXTENDED'),
  ('KING_CAB', 'King Cab', 'EXTENDED'),
  ('CREW_CAB', 'Crew Cab', 'CREW'),
  ('SUPERCREW', 'SuperCrew', 'CREW'),
  ('CREWMAX', 'CrewMax', 'CREW'),
  ('MEGA_CAB', 'Mega Cab', 'CREW');

-- A database seeded before this migration stored the cab size itself (REGULAR, EXTENDED, CREW):
-- it gets the style the seed now writes, the same derivation as cabStyleFor() in vocabulary.ts.
-- The backfill is not a change of the listings: the search service loads them whole on start.
ALTER TABLE listings DISABLE TRIGGER listings_changed;
UPDATE listings SET truck_cab = CASE
    WHEN make_code = 'RAM' AND truck_cab = 'CREW' AND model_code ~ '^RAM(2500|3500)' AND id % 3 = 0 THEN 'MEGA_CAB'
    WHEN make_code = 'FORD' THEN CASE truck_cab WHEN 'REGULAR' THEN 'REGULAR_CAB' WHEN 'EXTENDED' THEN 'SUPERCAB' ELSE 'SUPERCREW' END
    WHEN make_code IN ('CHEV', 'GMC') THEN CASE truck_cab WHEN 'REGULAR' THEN 'REGULAR_CAB' WHEN 'EXTENDED' THEN 'DOUBLE_CAB' ELSE 'CREW_CAB' END
    WHEN make_code = 'RAM' THEN CASE truck_cab WHEN 'REGULAR' THEN 'REGULAR_CAB' WHEN 'EXTENDED' THEN 'QUAD_CAB' ELSE 'CREW_CAB' END
    WHEN make_code = 'TOYOTA' THEN CASE truck_cab WHEN 'REGULAR' THEN 'REGULAR_CAB' WHEN 'EXTENDED' THEN 'ACCESS_CAB' ELSE 'CREWMAX' END
    WHEN make_code = 'NISSAN' THEN CASE truck_cab WHEN 'REGULAR' THEN 'SINGLE_CAB' WHEN 'EXTENDED' THEN 'KING_CAB' ELSE 'CREW_CAB' END
    ELSE CASE truck_cab WHEN 'REGULAR' THEN 'REGULAR_CAB' WHEN 'EXTENDED' THEN 'EXTENDED_CAB' ELSE 'CREW_CAB' END
  END
WHERE truck_cab IN ('REGULAR', 'EXTENDED', 'CREW');
ALTER TABLE listings ENABLE TRIGGER listings_changed;

ALTER TABLE listings ADD CONSTRAINT listings_truck_cab_fkey FOREIGN KEY (truck_cab) REFERENCES truck_cab_styles (code);
