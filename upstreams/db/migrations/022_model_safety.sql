-- The safety reference of each model year of the catalogue, as the safety endpoint answers it
-- (docs/rules/safety.md): the four government-style crash ratings, the safety features (std, opt or
-- n/a) and the legroom. The catalogue lists none of it, so the seed derives it from the model (body
-- style, subtype, seats, commercial use), its years and its trims' equipment (trim_specs:
-- rearview camera, lane departure), upstreams/db/seed/safety.ts: a seeded random stream per model,
-- never drawn per request. It is written once, for a new database and for one seeded before this
-- migration alike.
CREATE TABLE model_safety (
  model_code TEXT NOT NULL REFERENCES models (code),
  year SMALLINT NOT NULL,
  -- Stars 1 to 5; null when the model year was not rated.
  overall_stars SMALLINT CHECK (overall_stars BETWEEN 1 AND 5),
  frontal_stars SMALLINT CHECK (frontal_stars BETWEEN 1 AND 5),
  side_stars SMALLINT CHECK (side_stars BETWEEN 1 AND 5),
  rollover_stars SMALLINT CHECK (rollover_stars BETWEEN 1 AND 5),
  -- Each feature: 'std' standard on every trim, 'opt' optional (or on some trims), 'n/a' not offered.
  antilock_brakes TEXT NOT NULL CHECK (antilock_brakes IN ('std', 'opt', 'n/a')),
  stability_control TEXT NOT NULL CHECK (stability_control IN ('std', 'opt', 'n/a')),
  traction_control TEXT NOT NULL CHECK (traction_control IN ('std', 'opt', 'n/a')),
  side_airbags TEXT NOT NULL CHECK (side_airbags IN ('std', 'opt', 'n/a')),
  curtain_airbags TEXT NOT NULL CHECK (curtain_airbags IN ('std', 'opt', 'n/a')),
  knee_airbags TEXT NOT NULL CHECK (knee_airbags IN ('std', 'opt', 'n/a')),
  backup_camera TEXT NOT NULL CHECK (backup_camera IN ('std', 'opt', 'n/a')),
  blind_spot_monitor TEXT NOT NULL CHECK (blind_spot_monitor IN ('std', 'opt', 'n/a')),
  lane_departure_warning TEXT NOT NULL CHECK (lane_departure_warning IN ('std', 'opt', 'n/a')),
  forward_collision_warning TEXT NOT NULL CHECK (forward_collision_warning IN ('std', 'opt', 'n/a')),
  automatic_emergency_braking TEXT NOT NULL CHECK (automatic_emergency_braking IN ('std', 'opt', 'n/a')),
  adaptive_cruise_control TEXT NOT NULL CHECK (adaptive_cruise_control IN ('std', 'opt', 'n/a')),
  -- Inches, one decimal; rear legroom is null for a model without a rear seat row.
  front_legroom NUMERIC(3, 1) NOT NULL,
  rear_legroom NUMERIC(3, 1),
  PRIMARY KEY (model_code, year)
);
