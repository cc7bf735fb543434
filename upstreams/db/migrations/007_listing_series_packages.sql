-- Series and option packages, the seriesCode and packages filters (docs/rules/filters.md#filter-groups).
--
-- A series is a family of models of one make whose names share their first word ('Silverado
-- 1500', 'Silverado 2500HD', 'Silverado EV' are CHEV_SILVERADO, named 'Silverado'); a model alone
-- in its family has none. It belongs to the model, so a listing takes the series of its model.
ALTER TABLE models
  ADD COLUMN series_code TEXT,
  ADD COLUMN series_name TEXT;

-- A listing's option packages (names of upstreams/db/vocabulary.ts PACKAGES), stored with it.
ALTER TABLE listings ADD COLUMN packages TEXT[] NOT NULL DEFAULT '{}';

-- A database seeded before this migration gets the values the seed now writes: the same
-- derivation as seriesOf() in upstreams/db/catalogue/index.ts and packagesOf() in
-- upstreams/db/vocabulary.ts (a listing carries a package when it has all of its features).
WITH family AS (
  SELECT code AS model_code,
         make_code || '_' || upper(regexp_replace(split_part(name, ' ', 1), '[^A-Za-z0-9]', '', 'g')) AS series_code,
         split_part(name, ' ', 1) AS series_name
  FROM models
), series AS (
  SELECT series_code, min(series_name) AS series_name FROM family GROUP BY series_code HAVING count(*) > 1
)
UPDATE models m SET series_code = s.series_code, series_name = s.series_name
FROM family f JOIN series s ON s.series_code = f.series_code
WHERE m.code = f.model_code;

-- The backfill is not a change of the listings: the search service loads them whole on start.
ALTER TABLE listings DISABLE TRIGGER listings_changed;
UPDATE listings l SET packages = ARRAY(
  SELECT p.name
  FROM (VALUES
    (1, 'Technology Package', ARRAY['1064', '1090']),
    (2, 'Cold Weather Package', ARRAY['1092', '1065']),
    (3, 'Towing Package', ARRAY['1077']),
    (4, 'Third Row Seating', ARRAY['1306']),
    (5, 'Premium Package', ARRAY['1074', '1078']),
    (6, 'Driver Assistance Package', ARRAY['1327', '1395'])
  ) AS p (position, name, features)
  WHERE p.features <@ l.features
  ORDER BY p.position
)
WHERE l.features && ARRAY['1064', '1090', '1092', '1065', '1077', '1306', '1074', '1078', '1327', '1395'];
ALTER TABLE listings ENABLE TRIGGER listings_changed;
