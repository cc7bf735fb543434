import { readFileSync } from 'node:fs';
import { CATALOGUE, seriesOf } from '../../upstreams/db/catalogue/index';
import { TRUCK_CAB_STYLES, packagesOf } from '../../upstreams/db/vocabulary';
import { generateInventory, seedDatabase } from '../../upstreams/db/seed/index';
import { isValidVin } from '../../upstreams/db/seed/vin';
import { retainedValue } from '../../upstreams/db/seed/listings';
import { usZips } from '../../upstreams/db/seed/places';
import { openTestDb, type TestDb } from '../support/db';

const LISTINGS = 4_000;
let testDb: TestDb;

beforeAll(async () => {
  testDb = await openTestDb();
  await seedDatabase(testDb.db, LISTINGS);
});
afterAll(() => testDb.dispose());

describe('vehicle catalogue', () => {
  test('has at least 35 makes and 250 models, each with trims, powertrain and realistic prices', () => {
    const models = CATALOGUE.flatMap((make) => make.models);
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(35);
    expect(models.length).toBeGreaterThanOrEqual(250);
    for (const model of models) {
      expect(model.trims.length).toBeGreaterThanOrEqual(1);
      for (const trim of model.trims) {
        expect(trim.msrp).toBeGreaterThan(10_000);
        expect(trim.msrp).toBeLessThan(400_000);
      }
      expect(model.powertrain.mpgCity).toBeGreaterThan(0);
    }
  });

  test('gives every electric model an electric range', () => {
    const electric = CATALOGUE.flatMap((make) => make.models).filter((model) => model.powertrain.fuel === 'ELE');
    expect(electric.length).toBeGreaterThan(20);
    for (const model of electric) expect(model.powertrain.evRange).toBeGreaterThan(50);
  });

  test('uses model codes that are unique across makes', () => {
    const codes = CATALOGUE.flatMap((make) => make.models.map((model) => model.code));
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('seeded inventory', () => {
  test('has at least 1,500 dealers and a share of private sellers at real US ZIP codes', async () => {
    const [counts] = await testDb.db.query<{ dealers: number; sellers: number }>(
      `SELECT count(*) FILTER (WHERE NOT private_seller)::int AS dealers, count(*) FILTER (WHERE private_seller)::int AS sellers FROM owners`,
    );
    expect(counts.dealers).toBeGreaterThanOrEqual(1_500);
    expect(counts.sellers / LISTINGS).toBeGreaterThan(0.04);
    expect(counts.sellers / LISTINGS).toBeLessThan(0.12);
    const zips = new Set(usZips());
    const owners = await testDb.db.query<{ zip: string }>('SELECT zip FROM owners');
    for (const { zip } of owners) expect(zips.has(zip)).toBe(true);
  });

  test('holds every listing type and only VINs with a valid check digit', async () => {
    const rows = await testDb.db.query<{ vin: string; listing_type: string }>('SELECT vin, listing_type FROM listings');
    expect(rows).toHaveLength(LISTINGS);
    expect(new Set(rows.map((r) => r.listing_type))).toEqual(new Set(['USED', 'NEW', 'CERTIFIED', '3P_CERT']));
    expect(rows.filter((r) => !isValidVin(r.vin))).toEqual([]);
    expect(new Set(rows.map((r) => r.vin)).size).toBe(LISTINGS);
  });

  test('prices fall with age and mileage stays plausible for the age', async () => {
    const byAge = await testDb.db.query<{ age: number; ratio: number; miles_per_year: number }>(`
      SELECT 2026 - year AS age, avg(price::float8 / msrp)::float8 AS ratio, avg(mileage::float8 / greatest(1, 2026 - year))::float8 AS miles_per_year
      FROM listings WHERE listing_type <> 'NEW' GROUP BY 1 HAVING count(*) > 30 ORDER BY 1`);
    for (let i = 1; i < byAge.length; i++) expect(byAge[i].ratio).toBeLessThan(byAge[i - 1].ratio + 0.02);
    for (const row of byAge.filter((r) => r.age >= 2)) {
      expect(row.miles_per_year).toBeGreaterThan(6_000);
      expect(row.miles_per_year).toBeLessThan(20_000);
    }
    const [newCars] = await testDb.db.query<{ max: number }>(
      `SELECT max(mileage)::int AS max FROM listings WHERE listing_type = 'NEW'`,
    );
    expect(newCars.max).toBeLessThanOrEqual(100);
    expect(retainedValue(1)).toBeGreaterThan(retainedValue(5));
  });

  test('stores the packages of each listing and the series of each model; migrations 007 and 009 derive the same in SQL', async () => {
    const read = async () => ({
      listings: await testDb.db.query<{ id: number; features: string[]; packages: string[] }>(
        'SELECT id::float8 AS id, features, packages FROM listings ORDER BY id',
      ),
      models: await testDb.db.query<{ code: string; series_code: string | null; series_name: string | null }>(
        'SELECT code, series_code, series_name FROM models ORDER BY code',
      ),
    });
    const seeded = await read();
    for (const listing of seeded.listings) expect(listing.packages).toEqual(packagesOf(listing.features));
    expect(seeded.listings.filter((l) => l.packages.length > 0).length).toBeGreaterThan(LISTINGS / 4);
    const series = seriesOf(CATALOGUE);
    expect(seeded.models.map((m) => [m.code, m.series_code, m.series_name])).toEqual(
      seeded.models.map((m) => [m.code, series.get(m.code)?.code ?? null, series.get(m.code)?.name ?? null]),
    );
    expect(series.get('SILV1500')).toEqual({ code: 'CHEV_SILVERADO', name: 'Silverado' });
    expect(series.has('CAMRY')).toBe(false);
    // Families, not shared words: a model and its variants, or a numbered line (migration 009).
    expect(series.get('GRANDCHEROKEEL')).toEqual({ code: 'JEEP_GRAND_CHEROKEE', name: 'Grand Cherokee' });
    for (const model of ['SANTAFE', 'SANTACRUZ', 'MODEL3', 'POLESTAR2', 'GRANDWAGONEER'])
      expect(series.has(model)).toBe(false);
    // A database seeded before migration 007: its backfill gives the same values.
    await testDb.db.query(`UPDATE models SET series_code = NULL, series_name = NULL`);
    await testDb.db.query(`ALTER TABLE listings DISABLE TRIGGER listings_changed`);
    await testDb.db.query(`UPDATE listings SET packages = '{}'`);
    await testDb.db.query(`ALTER TABLE listings ENABLE TRIGGER listings_changed`);
    const migration = readFileSync(
      new URL('../../upstreams/db/migrations/007_listing_series_packages.sql', import.meta.url),
      'utf8',
    );
    await testDb.db.exec(migration.slice(migration.indexOf('WITH family AS')));
    // 007's first-word rule made odd series; 009 replaces them with the families above.
    const [santa] = await testDb.db.query<{ series_code: string | null }>(
      `SELECT series_code FROM models WHERE code = 'SANTAFE'`,
    );
    expect(santa.series_code).toBe('HYUND_SANTA');
    await testDb.db.exec(
      readFileSync(new URL('../../upstreams/db/migrations/009_model_series_families.sql', import.meta.url), 'utf8'),
    );
    expect(await read()).toEqual(seeded);
  });

  test("gives every pickup its maker's cab style, filed under its cab size in truck_cab_styles; migration 008 derives the same in SQL", async () => {
    const styles = await testDb.db.query<{ code: string; name: string; cab_size: string }>(
      'SELECT code, name, cab_size FROM truck_cab_styles ORDER BY code',
    );
    expect(styles).toEqual(
      TRUCK_CAB_STYLES.map((s) => ({ code: s.code, name: s.label, cab_size: s.size })).sort((a, b) =>
        a.code < b.code ? -1 : 1,
      ),
    );
    const read = () =>
      testDb.db.query<{ id: number; make_code: string; truck_cab: string | null; body_style: string }>(
        'SELECT id::float8 AS id, make_code, truck_cab, body_style FROM listings ORDER BY id',
      );
    const seeded = await read();
    const trucks = seeded.filter((l) => l.body_style === 'TRUCKS');
    expect(trucks.length).toBeGreaterThan(0);
    expect(trucks.every((l) => TRUCK_CAB_STYLES.some((s) => s.code === l.truck_cab))).toBe(true);
    expect(seeded.filter((l) => l.body_style !== 'TRUCKS').every((l) => l.truck_cab === null)).toBe(true);
    const styleOf = (make: string) => new Set(trucks.filter((l) => l.make_code === make).map((l) => l.truck_cab));
    expect(styleOf('FORD')).toEqual(new Set(['REGULAR_CAB', 'SUPERCAB', 'SUPERCREW']));
    expect([...styleOf('TOYOTA')].every((s) => s === 'ACCESS_CAB' || s === 'CREWMAX')).toBe(true);
    // Several styles share each cab size, as makers name them differently.
    const crew = new Set(
      trucks.map((l) => l.truck_cab).filter((c) => TRUCK_CAB_STYLES.find((s) => s.code === c)?.size === 'CREW'),
    );
    expect(crew.size).toBeGreaterThanOrEqual(3);

    // A database seeded before migration 008 stored the cab size: its backfill gives the same styles.
    const size = new Map(TRUCK_CAB_STYLES.map((s) => [s.code, s.size]));
    await testDb.db.query('ALTER TABLE listings DROP CONSTRAINT listings_truck_cab_fkey');
    await testDb.db.query('ALTER TABLE listings DISABLE TRIGGER listings_changed');
    for (const cab of ['REGULAR', 'EXTENDED', 'CREW']) {
      const ids = trucks.filter((l) => size.get(l.truck_cab!) === cab).map((l) => l.id);
      await testDb.db.query('UPDATE listings SET truck_cab = $1 WHERE id = ANY($2::bigint[])', [cab, ids]);
    }
    await testDb.db.query('ALTER TABLE listings ENABLE TRIGGER listings_changed');
    await testDb.db.query('DROP TABLE truck_cab_styles');
    const migration = readFileSync(
      new URL('../../upstreams/db/migrations/008_truck_cab_styles.sql', import.meta.url),
      'utf8',
    );
    await testDb.db.exec(migration);
    expect(await read()).toEqual(seeded);
  });

  test('is the same every time for the same count (fixed seed)', () => {
    const rows = () =>
      [...generateInventory(500)].flatMap((batch) => batch.listings.map((l) => [l.vin, l.price, l.mileage, l.ownerId]));
    expect(rows()).toEqual(rows());
  });
});
