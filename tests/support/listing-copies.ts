import type { Queryable } from '../../upstreams/db/database';
/**
 * New listings copied from seeded ones, as a dealer feed would add them: the tests and benchmarks
 * that need cars entering the inventory now (alerts, the change feed) build their INSERT here.
 */
const COLUMNS = [
  'id',
  'vin',
  'owner_id',
  'listing_type',
  'make_code',
  'model_code',
  'trim_code',
  'year',
  'body_style',
  'body_subtype',
  'drive_group',
  'fuel_type',
  'engine',
  'engine_code',
  'displacement',
  'transmission',
  'doors',
  'seats',
  'ext_color',
  'int_color',
  'mileage',
  'price',
  'msrp',
  'mpg_city',
  'mpg_hwy',
  'ev_range',
  'features',
  'vehicle_history',
  'truck_bed_length',
  'truck_cab',
  'commercial',
  'photo_count',
  'listed_at',
  'packages',
] as const;

type Column = (typeof COLUMNS)[number];

/**
 * `INSERT INTO listings (…) SELECT … FROM {from}`: every column read from the source rows, except
 * those given as SQL expressions (`id` and `vin` must be, so the copy is a new car); listed now
 * unless `listed_at` says otherwise.
 */
export function copyListingsSql(
  values: Partial<Record<Column, string>> & { id: string; vin: string },
  from: string,
): string {
  const select = COLUMNS.map((column) => ({ listed_at: 'now()', ...values })[column] ?? column);
  return `INSERT INTO listings (${COLUMNS.join(', ')}) SELECT ${select.join(', ')} FROM ${from}`;
}

/**
 * Dates a copied car's arrival a millisecond back, as the tests date their searches' watermarks. An
 * alert run's cutoff reaches the database with millisecond precision, so a car listed in the same
 * millisecond as a run with no settling time belongs to the next run; on a quiet machine a test's
 * run came that soon.
 */
export async function listedJustBefore(db: Queryable, listingId: number): Promise<void> {
  await db.query(`UPDATE listings SET created_at = now() - interval '1 millisecond' WHERE id = $1`, [listingId]);
}
