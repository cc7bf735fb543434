-- Series as families of models (seriesOf() in upstreams/db/catalogue/index.ts), replacing
-- migration 007's first-word rule, which joined models that merely share a word (HYUND_SANTA:
-- Santa Fe and Santa Cruz; TESLA_MODEL; POLESTAR_POLESTAR). A series is either
--   - a model and its variants: the models whose names begin with another model's whole name,
--     each under the shortest such name ('Grand Cherokee', 'Grand Cherokee L' → JEEP_GRAND_CHEROKEE);
--   - or a line without a plain model: models sharing their first word (not the make's name)
--     whose next word is a model number or a variant word ('Silverado 1500', 'Silverado EV').
-- A model alone in its family has none. Listings take their model's series when loaded.
UPDATE models SET series_code = NULL, series_name = NULL;

WITH family AS (
  -- The shortest model name of the make that is this model's name or begins it.
  SELECT DISTINCT ON (m.code) m.code, m.make_code, m.name, b.name AS family
  FROM models m
  JOIN models b ON b.make_code = m.make_code AND (m.name = b.name OR left(m.name, length(b.name) + 1) = b.name || ' ')
  ORDER BY m.code, length(b.name), b.name
), variants AS (
  SELECT make_code, family FROM family GROUP BY make_code, family HAVING count(*) > 1
), line AS (
  SELECT f.code, f.make_code, split_part(f.name, ' ', 1) AS family
  FROM family f
  JOIN makes mk ON mk.code = f.make_code
  WHERE NOT EXISTS (SELECT 1 FROM variants v WHERE v.make_code = f.make_code AND v.family = f.family)
    AND split_part(f.name, ' ', 2) <> ''
    AND upper(split_part(f.name, ' ', 1)) <> upper(mk.name)
    AND (split_part(f.name, ' ', 2) ~ '^[0-9]'
      OR split_part(f.name, ' ', 2) IN ('EV', 'EUV', 'HD', 'Hybrid', 'Electric', 'PHEV', 'Sedan', 'Hatchback'))
), lines AS (
  SELECT make_code, family FROM line GROUP BY make_code, family HAVING count(*) > 1
), series AS (
  SELECT f.code, f.make_code, f.family FROM family f JOIN variants USING (make_code, family)
  UNION ALL
  SELECT l.code, l.make_code, l.family FROM line l JOIN lines USING (make_code, family)
)
UPDATE models m
SET series_code = s.make_code || '_' || array_to_string(
      ARRAY(SELECT w FROM unnest(string_to_array(upper(regexp_replace(s.family, '[^A-Za-z0-9 ]', '', 'g')), ' ')) AS w WHERE w <> ''), '_'),
    series_name = s.family
FROM series s
WHERE m.code = s.code;
