import type { Db, Queryable } from '../database';
import { CATALOGUE, seriesOf, trimPowertrain } from '../catalogue/index';
import type { MakeSpec } from '../catalogue/types';
import { Random } from './random';
import { generateDealers, placePicker, privateSeller, type OwnerRow } from './owners';
import { ListingGenerator, type ListingRow } from './listings';
import {
  DEFAULT_SEED_LISTINGS,
  LISTINGS_PER_DEALER,
  MIN_DEALERS,
  PRICE_DROP_EVERY,
  PRICE_DROP_FROM_RATIO,
  PRIVATE_SELLER_SHARE,
  REFERENCE_DATE,
  SEED,
} from './constants';

const BATCH = 5_000;

export interface SeedResult {
  seeded: boolean;
  listings: number;
  owners: number;
  ms: number;
}

export function seedListingCount(): number {
  const raw = process.env.SEED_LISTINGS;
  if (raw === undefined || raw === '') return DEFAULT_SEED_LISTINGS;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1) throw new Error(`SEED_LISTINGS must be a positive integer, got '${raw}'`);
  return count;
}

/** Seeds an empty database once; a database that holds a completed seed is left as it is. */
export async function seedIfEmpty(db: Db, listingCount = seedListingCount()): Promise<SeedResult> {
  const [done] = await db.query<{ listings: number }>('SELECT listings FROM seed_runs ORDER BY seeded_at DESC LIMIT 1');
  if (done) return { seeded: false, listings: done.listings, owners: 0, ms: 0 };
  return seedDatabase(db, listingCount);
}

export interface InventoryBatch {
  owners: OwnerRow[];
  listings: ListingRow[];
}

/**
 * The inventory as a pure function of the seed: dealers first, then listings (with the private
 * sellers they bring) in batches. The same count always yields the same rows.
 */
export function* generateInventory(
  listingCount: number,
  catalogue: readonly MakeSpec[] = CATALOGUE,
): Generator<InventoryBatch> {
  const random = new Random(SEED);
  const pickPlace = placePicker(random);
  const dealers = generateDealers(
    random,
    Math.max(MIN_DEALERS, Math.ceil(listingCount / LISTINGS_PER_DEALER)),
    catalogue,
    pickPlace,
  );
  const generator = new ListingGenerator(random, catalogue);
  yield { owners: dealers, listings: [] };
  let nextOwnerId = dealers.length + 1;
  let batch: InventoryBatch = { owners: [], listings: [] };
  for (let i = 0; i < listingCount; i++) {
    let owner: OwnerRow;
    if (random.chance(PRIVATE_SELLER_SHARE)) {
      owner = privateSeller(nextOwnerId++, random, pickPlace);
      batch.owners.push(owner);
    } else {
      owner = random.pick(dealers);
    }
    batch.listings.push(generator.generate(i, owner));
    if (batch.listings.length === BATCH || i === listingCount - 1) {
      yield batch;
      batch = { owners: [], listings: [] };
    }
  }
}

export async function seedDatabase(
  db: Db,
  listingCount: number,
  catalogue: readonly MakeSpec[] = CATALOGUE,
): Promise<SeedResult> {
  const started = Date.now();
  let owners = 0;
  await db.transaction(async (tx) => {
    // The initial inventory is loaded whole by the search service, not followed change by change;
    // and a new database has no listing taken off sale, so there is no tombstone to clear.
    await tx.query('ALTER TABLE listings DISABLE TRIGGER listings_changed');
    await tx.query('ALTER TABLE listings DISABLE TRIGGER listings_expired');
    await insertCatalogue(tx, catalogue);
    for (const batch of generateInventory(listingCount, catalogue)) {
      await insertOwners(tx, batch.owners);
      if (batch.listings.length) await insertListings(tx, batch.listings);
      owners += batch.owners.length;
    }
    await insertPriceDrops(tx);
    await tx.query('INSERT INTO seed_runs (seed, listings) VALUES ($1, $2)', [SEED, listingCount]);
    await tx.query('ALTER TABLE listings ENABLE TRIGGER listings_changed');
    await tx.query('ALTER TABLE listings ENABLE TRIGGER listings_expired');
  });
  return { seeded: true, listings: listingCount, owners, ms: Date.now() - started };
}

/**
 * Price cuts, as the listings' price trigger would have recorded them: a share of the used cars
 * was listed about 6% higher and cut halfway between its listing and the reference day, so some
 * cuts are recent enough to be PRICE_REDUCED and others are not (docs/rules/results.md#urgency-labels).
 */
async function insertPriceDrops(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO listing_price_history (listing_id, previous_price, price, changed_at)
     SELECT id, (ceil(price * $1::float8 / 100) * 100)::int, price, listed_at + ($2::timestamptz - listed_at) / 2
     FROM listings WHERE listing_type <> 'NEW' AND id % $3 = 0`,
    [PRICE_DROP_FROM_RATIO, new Date(REFERENCE_DATE).toISOString(), PRICE_DROP_EVERY],
  );
}

async function insertCatalogue(tx: Queryable, catalogue: readonly MakeSpec[]): Promise<void> {
  const series = seriesOf(catalogue);
  for (const make of catalogue) {
    await tx.query('INSERT INTO makes (code, name) VALUES ($1, $2)', [make.code, make.name]);
    for (const model of make.models) {
      await tx.query(
        `INSERT INTO models (code, make_code, name, body_style, body_subtype, doors, seats, first_year, last_year, commercial, series_code, series_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          model.code,
          make.code,
          model.name,
          model.body,
          model.subtype ?? null,
          model.doors,
          model.seats,
          model.years[0],
          model.years[1],
          model.commercial ?? false,
          series.get(model.code)?.code ?? null,
          series.get(model.code)?.name ?? null,
        ],
      );
      for (const trim of model.trims) {
        const p = trimPowertrain(model, trim);
        await tx.query(
          `INSERT INTO trims (model_code, code, name, msrp, engine, cylinders, displacement, fuel_type, transmission, drives, mpg_city, mpg_hwy, ev_range, horsepower)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
          [
            model.code,
            trim.code,
            trim.name,
            trim.msrp,
            p.engine,
            p.cylinders,
            p.displacement,
            p.fuel,
            p.transmission,
            p.drives,
            p.mpgCity,
            p.mpgHwy,
            p.evRange ?? null,
            p.horsepower,
          ],
        );
      }
    }
  }
}

/** Column-wise arrays through unnest: one statement per batch, one parameter per column. */
function columns<T>(rows: T[], pick: Array<(row: T) => unknown>): unknown[][] {
  return pick.map((get) => rows.map(get));
}

async function insertOwners(tx: Queryable, owners: OwnerRow[]): Promise<void> {
  if (owners.length === 0) return;
  await tx.query(
    `INSERT INTO owners (id, name, private_seller, address, city, state, zip, latitude, longitude, phone, website, logo_src, rating, tagline, home_services, shipping_label, hide_email_form, vehicle_exchange, email, dealer_diff_cms_id)
     SELECT id, name, private_seller, address, city, state, zip, latitude, longitude, phone, website, logo_src, rating, tagline,
            string_to_array(home_services, ','), shipping_label, hide_email_form, vehicle_exchange, email, dealer_diff_cms_id
     FROM unnest($1::int[], $2::text[], $3::bool[], $4::text[], $5::text[], $6::text[], $7::text[], $8::float8[], $9::float8[],
                 $10::text[], $11::text[], $12::text[], $13::numeric[], $14::text[], $15::text[], $16::text[], $17::bool[], $18::bool[], $19::text[], $20::text[])
       AS t(id, name, private_seller, address, city, state, zip, latitude, longitude, phone, website, logo_src, rating, tagline, home_services, shipping_label, hide_email_form, vehicle_exchange, email, dealer_diff_cms_id)`,
    columns(owners, [
      (o) => o.id,
      (o) => o.name,
      (o) => o.privateSeller,
      (o) => o.address,
      (o) => o.city,
      (o) => o.state,
      (o) => o.zip,
      (o) => o.latitude,
      (o) => o.longitude,
      (o) => o.phone,
      (o) => o.website,
      (o) => o.logoSrc,
      (o) => o.rating,
      (o) => o.tagline,
      (o) => o.homeServices.join(','),
      (o) => o.shippingLabel,
      (o) => o.hideEmailForm,
      (o) => o.vehicleExchange,
      (o) => o.email,
      (o) => o.dealerDiffCmsId,
    ]),
  );
}

async function insertListings(tx: Queryable, rows: ListingRow[]): Promise<void> {
  await tx.query(
    `INSERT INTO listings (id, vin, owner_id, listing_type, make_code, model_code, trim_code, year, body_style, body_subtype,
       drive_group, fuel_type, engine, engine_code, displacement, transmission, doors, seats, ext_color, int_color, mileage,
       price, msrp, mpg_city, mpg_hwy, ev_range, features, vehicle_history, truck_bed_length, truck_cab, commercial, photo_count, listed_at, updated_at, created_at, packages)
     SELECT id, vin, owner_id, listing_type, make_code, model_code, trim_code, year, body_style, body_subtype,
       drive_group, fuel_type, engine, engine_code, displacement, transmission, doors, seats, ext_color, int_color, mileage,
       price, msrp, mpg_city, mpg_hwy, ev_range, string_to_array(features, ','), string_to_array(vehicle_history, ','),
       truck_bed_length, truck_cab, commercial, photo_count, listed_at, listed_at, listed_at, string_to_array(packages, ',')
     FROM unnest($1::bigint[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::text[], $10::text[],
       $11::text[], $12::text[], $13::text[], $14::text[], $15::numeric[], $16::text[], $17::int[], $18::int[], $19::text[], $20::text[], $21::int[],
       $22::int[], $23::int[], $24::int[], $25::int[], $26::int[], $27::text[], $28::text[], $29::numeric[], $30::text[], $31::bool[], $32::int[], $33::timestamptz[], $34::text[])
       AS t(id, vin, owner_id, listing_type, make_code, model_code, trim_code, year, body_style, body_subtype,
       drive_group, fuel_type, engine, engine_code, displacement, transmission, doors, seats, ext_color, int_color, mileage,
       price, msrp, mpg_city, mpg_hwy, ev_range, features, vehicle_history, truck_bed_length, truck_cab, commercial, photo_count, listed_at, packages)`,
    columns(rows, [
      (r) => r.id,
      (r) => r.vin,
      (r) => r.ownerId,
      (r) => r.listingType,
      (r) => r.makeCode,
      (r) => r.modelCode,
      (r) => r.trimCode,
      (r) => r.year,
      (r) => r.bodyStyle,
      (r) => r.bodySubtype,
      (r) => r.driveGroup,
      (r) => r.fuelType,
      (r) => r.engine,
      (r) => r.engineCode,
      (r) => r.displacement,
      (r) => r.transmission,
      (r) => r.doors,
      (r) => r.seats,
      (r) => r.extColor,
      (r) => r.intColor,
      (r) => r.mileage,
      (r) => r.price,
      (r) => r.msrp,
      (r) => r.mpgCity,
      (r) => r.mpgHwy,
      (r) => r.evRange,
      (r) => r.features.join(','),
      (r) => r.vehicleHistory.join(','),
      (r) => r.truckBedLength,
      (r) => r.truckCab,
      (r) => r.commercial,
      (r) => r.photoCount,
      (r) => r.listedAt.toISOString(),
      (r) => r.packages.join(','),
    ]),
  );
}
