import type { Queryable } from '../database';
import { SEED } from './constants';
import { Random } from './random';

/**
 * The safety reference of every model year of the catalogue (migration 022,
 * docs/rules/safety.md#where-the-data-comes-from): crash ratings, safety features and legroom. The
 * catalogue lists none of it, so it is derived from the model itself: a random stream of its own,
 * seeded with the model code, so a model's answer never changes with the listing count, the other
 * models or the order they are written in; its body style, subtype, seats and commercial use set
 * what is likely; its trims' equipment (trim_specs, migration 021) gives the backup camera and the
 * lane departure warning, so both read the same as the trims' own flags.
 */

/** The government-style crash ratings, in the order they are shown. */
export const SAFETY_RATINGS = [
  { key: 'overall', name: 'Overall rating', column: 'overall_stars' },
  { key: 'frontal', name: 'Frontal crash', column: 'frontal_stars' },
  { key: 'side', name: 'Side crash', column: 'side_stars' },
  { key: 'rollover', name: 'Rollover', column: 'rollover_stars' },
] as const;
export type SafetyRatingKey = (typeof SAFETY_RATINGS)[number]['key'];

/** The safety features, in the order they are shown. */
export const SAFETY_FEATURES = [
  { key: 'antilockBrakes', name: 'Antilock brakes', column: 'antilock_brakes' },
  { key: 'stabilityControl', name: 'Stability control', column: 'stability_control' },
  { key: 'tractionControl', name: 'Traction control', column: 'traction_control' },
  { key: 'sideAirbags', name: 'Side airbags', column: 'side_airbags' },
  { key: 'curtainAirbags', name: 'Curtain airbags', column: 'curtain_airbags' },
  { key: 'kneeAirbags', name: 'Knee airbags', column: 'knee_airbags' },
  { key: 'backupCamera', name: 'Backup camera', column: 'backup_camera' },
  { key: 'blindSpotMonitor', name: 'Blind spot monitor', column: 'blind_spot_monitor' },
  { key: 'laneDepartureWarning', name: 'Lane departure warning', column: 'lane_departure_warning' },
  { key: 'forwardCollisionWarning', name: 'Forward collision warning', column: 'forward_collision_warning' },
  { key: 'automaticEmergencyBraking', name: 'Automatic emergency braking', column: 'automatic_emergency_braking' },
  { key: 'adaptiveCruiseControl', name: 'Adaptive cruise control', column: 'adaptive_cruise_control' },
] as const;
export type SafetyFeatureKey = (typeof SAFETY_FEATURES)[number]['key'];

/** 'std' standard on every trim, 'opt' optional or on some trims only, 'n/a' not offered. */
export const SAFETY_FEATURE_VALUES = ['std', 'opt', 'n/a'] as const;
export type SafetyFeatureValue = (typeof SAFETY_FEATURE_VALUES)[number];

/** Ratings of the current five-star programme start with this model year; earlier years are not rated. */
export const RATED_FROM_YEAR = 2011;
/** Electronic stability control (and the traction control that comes with it) is required from this model year. */
export const STABILITY_CONTROL_REQUIRED_FROM = 2012;
/** Automatic emergency braking is standard on every light passenger vehicle from this model year. */
export const AEB_STANDARD_FROM = 2023;

export interface SafetyRow {
  modelCode: string;
  year: number;
  ratings: Record<SafetyRatingKey, number | null>;
  features: Record<SafetyFeatureKey, SafetyFeatureValue>;
  /** Inches, one decimal; rear is null without a rear seat row. */
  frontLegroom: number;
  rearLegroom: number | null;
}

export interface ModelForSafety {
  modelCode: string;
  bodyStyle: string;
  bodySubtype: string | null;
  seats: number;
  commercial: boolean;
  firstYear: number;
  lastYear: number;
  /** Of the model's trims, how many have a rearview camera and a lane departure warning (trim_specs). */
  trims: number;
  rearviewCamera: number;
  laneDeparture: number;
}

/** Front and rear legroom of a typical model of the body style (and subtype), inches. */
const LEGROOM: Record<string, [front: number, rear: number]> = {
  SUBCOMPACT_SEDAN: [41.6, 34.2],
  COMPACT_SEDAN: [42.3, 36.1],
  MIDSIZE_SEDAN: [42.4, 38.2],
  FULLSIZE_SEDAN: [42.1, 40.3],
  SEDAN: [42.3, 37.5],
  SUBCOMPACT_SUV: [41.2, 35.6],
  COMPACT_SUV: [41.1, 38.3],
  MIDSIZE_SUV: [41.3, 39.2],
  FULLSIZE_SUV: [44.2, 41.7],
  SUVCROSS: [41.3, 38.5],
  COMPACT_TRUCK: [41.6, 35.8],
  FULLSIZE_TRUCK: [43.9, 43.4],
  HEAVYDUTY_TRUCK: [43.9, 43.3],
  TRUCKS: [43.0, 40.0],
  MINIVAN: [40.9, 39.6],
  CARGO_VAN: [41.3, 36.0],
  PASSENGER_VAN: [41.3, 37.6],
  VANMV: [41.0, 38.0],
  COUPE: [42.6, 32.1],
  CONVERT: [42.2, 31.4],
  HATCH: [42.0, 35.6],
  WAGON: [41.9, 37.4],
};
/** A model's legroom is its type's, give or take this much (inches). */
const LEGROOM_SPREAD = 1.0;

const rank: Record<SafetyFeatureValue, number> = { 'n/a': 0, opt: 1, std: 2 };
const atLeast = (a: SafetyFeatureValue, b: SafetyFeatureValue) => (rank[a] >= rank[b] ? a : b);

/** A feature offered as an option from one model year and standard from a later one (never, if Infinity). */
const adopted = (year: number, optionalFrom: number, standardFrom: number): SafetyFeatureValue =>
  year >= standardFrom ? 'std' : year >= optionalFrom ? 'opt' : 'n/a';

/** From the trims' flags: every trim has it 'std', some 'opt', none 'n/a'. */
const fromTrims = (have: number, trims: number): SafetyFeatureValue =>
  trims > 0 && have === trims ? 'std' : have > 0 ? 'opt' : 'n/a';

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** A model's rows, one per model year it was sold in: a pure function of the model. */
export function modelSafety(model: ModelForSafety): SafetyRow[] {
  const random = new Random(`${SEED}:safety:${model.modelCode}`);
  // Every draw is made for every model, in this order, so that one rule never shifts the others' draws.
  const frontalDraw = random.float();
  const sideDraw = random.float();
  const rolloverDraw = random.float();
  const earlyStabilityDraw = random.float();
  const knee = { never: random.float() < 0.5, from: random.int(2009, 2020) };
  const blindSpot = { from: random.int(2010, 2018), standardAfter: random.int(3, 10), never: random.float() < 0.25 };
  const collision = { from: random.int(2012, 2018), standardAfter: random.int(2, 8) };
  const braking = { after: random.int(0, 2), standardFrom: random.int(2016, AEB_STANDARD_FROM) };
  const cruise = { from: random.int(2012, 2020), standardAfter: random.int(3, 10), never: random.float() < 0.45 };
  const frontOffset = (random.float() * 2 - 1) * LEGROOM_SPREAD;
  const rearOffset = (random.float() * 2 - 1) * LEGROOM_SPREAD;

  const heavy = model.commercial || model.bodySubtype === 'HEAVYDUTY_TRUCK';
  // Heavy-duty and commercial vehicles, and two-seat cars, are outside the rating programme.
  const rated = !heavy && model.seats > 2;
  const frontal = frontalDraw < (model.bodyStyle === 'TRUCKS' ? 0.35 : 0.55) ? 5 : 4;
  const side = sideDraw < 0.75 ? 5 : 4;
  let rollover: number | null;
  if (model.bodyStyle === 'CONVERT') rollover = null;
  else if (model.bodyStyle === 'SUVCROSS') rollover = rolloverDraw < 0.15 ? 3 : 4;
  else if (model.bodyStyle === 'TRUCKS') rollover = rolloverDraw < 0.45 ? 3 : 4;
  else if (model.bodyStyle === 'VANMV') rollover = 4;
  else rollover = rolloverDraw < 0.45 ? 5 : 4;
  // The overall rating weighs the frontal and side crashes most, the rollover least.
  const overall = Math.round(rollover === null ? (frontal + side) / 2 : 0.4 * frontal + 0.4 * side + 0.2 * rollover);

  const [front, rear] = LEGROOM[model.bodySubtype ?? ''] ?? LEGROOM[model.bodyStyle] ?? LEGROOM.SEDAN;
  const frontLegroom = oneDecimal(front + frontOffset);
  // A rear seat row takes four seats or more: two-seaters, cargo vans and regular cabs have none.
  const rearLegroom = model.seats >= 4 ? oneDecimal(rear + rearOffset) : null;

  const rows: SafetyRow[] = [];
  for (let year = model.firstYear; year <= model.lastYear; year++) {
    const stability: SafetyFeatureValue =
      year >= STABILITY_CONTROL_REQUIRED_FROM || earlyStabilityDraw < 0.85 ? 'std' : 'opt';
    const forwardCollision = adopted(year, collision.from, collision.from + collision.standardAfter);
    const emergencyBraking = adopted(
      year,
      collision.from + braking.after,
      heavy ? Infinity : Math.min(braking.standardFrom, AEB_STANDARD_FROM),
    );
    rows.push({
      modelCode: model.modelCode,
      year,
      ratings:
        rated && year >= RATED_FROM_YEAR
          ? { overall, frontal, side, rollover }
          : { overall: null, frontal: null, side: null, rollover: null },
      features: {
        antilockBrakes: 'std',
        stabilityControl: stability,
        tractionControl: stability,
        sideAirbags: 'std',
        curtainAirbags: model.bodyStyle === 'CONVERT' ? 'n/a' : 'std',
        kneeAirbags: !knee.never && year >= knee.from ? 'std' : 'n/a',
        backupCamera: fromTrims(model.rearviewCamera, model.trims),
        blindSpotMonitor: adopted(
          year,
          blindSpot.from,
          blindSpot.never ? Infinity : blindSpot.from + blindSpot.standardAfter,
        ),
        laneDepartureWarning: fromTrims(model.laneDeparture, model.trims),
        // Emergency braking comes with a forward collision warning.
        forwardCollisionWarning: atLeast(forwardCollision, emergencyBraking),
        automaticEmergencyBraking: emergencyBraking,
        adaptiveCruiseControl: adopted(year, cruise.from, cruise.never ? Infinity : cruise.from + cruise.standardAfter),
      },
      frontLegroom,
      rearLegroom,
    });
  }
  return rows;
}

/** The models of the database's catalogue with their trims' camera and lane departure counts. */
async function catalogueModels(db: Queryable): Promise<ModelForSafety[]> {
  return db.query<ModelForSafety>(
    `SELECT m.code AS "modelCode", m.body_style AS "bodyStyle", m.body_subtype AS "bodySubtype", m.seats::int AS seats,
            m.commercial, m.first_year::int AS "firstYear", m.last_year::int AS "lastYear",
            count(s.trim_code)::int AS trims,
            count(*) FILTER (WHERE s.rearview_camera)::int AS "rearviewCamera",
            count(*) FILTER (WHERE s.lane_departure)::int AS "laneDeparture"
       FROM models m LEFT JOIN trim_specs s ON s.model_code = m.code
      GROUP BY m.code ORDER BY m.code`,
  );
}

/**
 * Writes the safety reference of every model year of the catalogue once, after the trims'
 * equipment: a database seeded before migration 022, or just seeded, gets it now. Answers whether
 * rows were written.
 */
export async function seedSafetyIfEmpty(db: Queryable): Promise<boolean> {
  const [present] = await db.query('SELECT 1 FROM model_safety LIMIT 1');
  if (present) return false;
  const models = await catalogueModels(db);
  if (models.length === 0) return false;
  const rows = models.flatMap(modelSafety);
  const columns = [
    'model_code',
    'year',
    ...SAFETY_RATINGS.map((r) => r.column),
    ...SAFETY_FEATURES.map((f) => f.column),
    'front_legroom',
    'rear_legroom',
  ];
  const types = [
    'text',
    'int',
    ...SAFETY_RATINGS.map(() => 'int'),
    ...SAFETY_FEATURES.map(() => 'text'),
    'numeric',
    'numeric',
  ];
  await db.query(
    `INSERT INTO model_safety (${columns.join(', ')})
       SELECT * FROM unnest(${types.map((type, i) => `$${i + 1}::${type}[]`).join(', ')})
     ON CONFLICT DO NOTHING`,
    [
      rows.map((r) => r.modelCode),
      rows.map((r) => r.year),
      ...SAFETY_RATINGS.map((rating) => rows.map((r) => r.ratings[rating.key])),
      ...SAFETY_FEATURES.map((feature) => rows.map((r) => r.features[feature.key])),
      rows.map((r) => r.frontLegroom),
      rows.map((r) => r.rearLegroom),
    ],
  );
  return true;
}
