import type { Queryable } from '../database';
import { SEED } from './constants';
import { Random } from './random';

/**
 * The catalogue's standard equipment of each trim (migration 021, docs/rules/research.md#trim): the
 * nine spec flags the model info endpoint's trims carry. The catalogue lists no equipment, so it is
 * derived from the trim itself: a random stream of its own, seeded with the model and trim codes,
 * so a trim's flags never change with the listing count, the other trims or the order they are
 * written in; and the higher a trim sits in its model's price range, the likelier each feature.
 */

export const TRIM_SPEC_FLAGS = [
  'heatedSeats',
  'leatherSeats',
  'rearviewCamera',
  'bluetooth',
  'alarmSystem',
  'laneDeparture',
  'navigation',
  'remoteStart',
  'sunroof',
] as const;
export type TrimSpecFlag = (typeof TRIM_SPEC_FLAGS)[number];
export type TrimSpecs = Record<TrimSpecFlag, boolean>;

/** The trim_specs column of each flag. */
export const TRIM_SPEC_COLUMNS: Record<TrimSpecFlag, string> = {
  heatedSeats: 'heated_seats',
  leatherSeats: 'leather_seats',
  rearviewCamera: 'rearview_camera',
  bluetooth: 'bluetooth',
  alarmSystem: 'alarm_system',
  laneDeparture: 'lane_departure',
  navigation: 'navigation',
  remoteStart: 'remote_start',
  sunroof: 'sunroof',
};

/**
 * Chance of each feature on the cheapest trim of a model and on its dearest (linear between). A
 * rearview camera has been required on new US cars since May 2018: every trim has one.
 */
const CHANCE: Record<TrimSpecFlag, [cheapest: number, dearest: number]> = {
  heatedSeats: [0.25, 0.95],
  leatherSeats: [0.05, 0.9],
  rearviewCamera: [1, 1],
  bluetooth: [0.9, 1],
  alarmSystem: [0.6, 1],
  laneDeparture: [0.35, 0.95],
  navigation: [0.15, 0.9],
  remoteStart: [0.2, 0.85],
  sunroof: [0.1, 0.85],
};

export interface TrimForSpecs {
  modelCode: string;
  trimCode: string;
  /** The model's body style: a convertible has no sunroof. */
  bodyStyle: string;
  /** Where the trim's MSRP sits between its model's cheapest (0) and dearest (1); 0.5 for a lone trim. */
  position: number;
}

/** One trim's flags: a pure function of its codes, body style and position. */
export function trimSpecs(trim: TrimForSpecs): TrimSpecs {
  const random = new Random(`${SEED}:trim-specs:${trim.modelCode}:${trim.trimCode}`);
  const specs = {} as TrimSpecs;
  for (const flag of TRIM_SPEC_FLAGS) {
    const [low, high] = CHANCE[flag];
    // Drawn for every flag, so that one flag's rule never shifts the others' draws.
    const draw = random.float();
    specs[flag] = draw < low + (high - low) * trim.position;
  }
  if (trim.bodyStyle === 'CONVERT') specs.sunroof = false;
  return specs;
}

/** The trims of the database's catalogue with their position in their model's price range. */
async function catalogueTrims(db: Queryable): Promise<TrimForSpecs[]> {
  const rows = await db.query<{ model_code: string; code: string; msrp: number; body_style: string }>(
    `SELECT t.model_code, t.code, t.msrp, m.body_style FROM trims t JOIN models m ON m.code = t.model_code
      ORDER BY t.model_code, t.code`,
  );
  const range = new Map<string, [number, number]>();
  for (const row of rows) {
    const [min, max] = range.get(row.model_code) ?? [Infinity, -Infinity];
    range.set(row.model_code, [Math.min(min, row.msrp), Math.max(max, row.msrp)]);
  }
  return rows.map((row) => {
    const [min, max] = range.get(row.model_code)!;
    return {
      modelCode: row.model_code,
      trimCode: row.code,
      bodyStyle: row.body_style,
      position: max > min ? (row.msrp - min) / (max - min) : 0.5,
    };
  });
}

/**
 * Writes the flags of every trim of the catalogue once: a database seeded before migration 021, or
 * just seeded, gets them now. Answers whether rows were written.
 */
export async function seedTrimSpecsIfEmpty(db: Queryable): Promise<boolean> {
  const [present] = await db.query('SELECT 1 FROM trim_specs LIMIT 1');
  if (present) return false;
  const trims = await catalogueTrims(db);
  if (trims.length === 0) return false;
  const specs = trims.map(trimSpecs);
  await db.query(
    `INSERT INTO trim_specs (model_code, trim_code, ${TRIM_SPEC_FLAGS.map((f) => TRIM_SPEC_COLUMNS[f]).join(', ')})
       SELECT * FROM unnest($1::text[], $2::text[], ${TRIM_SPEC_FLAGS.map((_, i) => `$${i + 3}::bool[]`).join(', ')})
     ON CONFLICT DO NOTHING`,
    [
      trims.map((t) => t.modelCode),
      trims.map((t) => t.trimCode),
      ...TRIM_SPEC_FLAGS.map((f) => specs.map((s) => s[f])),
    ],
  );
  return true;
}
