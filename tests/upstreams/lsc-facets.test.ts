import seedrandom from 'seedrandom';
import zipcodes from 'zipcodes';
import type { LscSearchResponse } from '../../contracts/lsc/index';
import type { UpstreamServer } from '../../upstreams/server';
import { distanceMiles } from '../../upstreams/lsc/engine/geo';
import { DMA_ANCHORS, DMA_RADIUS_MILES } from '../../upstreams/db/seed/places';
import type { TestDb } from '../support/db';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

interface Row {
  id: number;
  price: number;
  year: number;
  mileage: number;
  make_code: string;
  listing_type: string;
  body_style: string;
  fuel_type: string;
  ext_color: string;
  drive_group: string;
  series_code: string | null;
  packages: string[];
  truck_cab: string | null;
  private_seller: boolean;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  vehicle_exchange: boolean;
}

const one = (code: string | null) => (code === null ? [] : [code]);

/**
 * Filters the brute-force reference understands: group name → the codes a row carries. A row
 * passes a group when it carries any of the chosen codes.
 */
const GROUPS: Record<string, (row: Row) => string[]> = {
  makeCode: (r) => [r.make_code],
  listingType: (r) => [r.listing_type],
  vehicleStyleCode: (r) => [r.body_style],
  fuelTypeGroup: (r) => [r.fuel_type],
  extColorSimple: (r) => [r.ext_color],
  driveGroup: (r) => [r.drive_group],
  sellerType: (r) => [r.private_seller ? 'p' : 'd'],
  // Money back guarantee: one option, carried by the listings of dealers offering it.
  vehicleExchange: (r) => one(r.vehicle_exchange ? 'true' : null),
  // The series of the listing's model (none for a model alone in its family).
  seriesCode: (r) => one(r.series_code),
  // Packages stored with the listing: several per listing, any of the chosen ones will do.
  packages: (r) => r.packages,
  // The cab style as its maker names it; none for anything but a pickup.
  truckCabSize: (r) => one(r.truck_cab),
};

let testDb: TestDb;
let upstream: UpstreamServer;
let fixture: UpstreamFixture;
let rows: Row[];

beforeAll(async () => {
  fixture = await startUpstream();
  ({ testDb, upstream } = fixture);
  rows = await testDb.db.query<Row>(`
    SELECT l.id::float8 AS id, l.price, l.year, l.mileage, l.make_code, l.listing_type, l.body_style, l.fuel_type, l.ext_color,
           l.drive_group, m.series_code, l.packages, l.truck_cab, o.private_seller, o.latitude, o.longitude, o.city, o.state, o.vehicle_exchange
    FROM listings l JOIN owners o ON o.id = l.owner_id JOIN models m ON m.code = l.model_code`);
});
afterAll(() => fixture.close());

interface RandomQuery {
  filters: Record<string, string[]>;
  minPrice?: number;
  maxPrice?: number;
  startYear?: number;
  zip?: string;
  searchRadius?: number;
  /** Owner filters: city and state (any case), DMA code. */
  city?: string;
  state?: string;
  dma?: string;
}

function randomQuery(random: () => number): RandomQuery {
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
  const filters: Record<string, string[]> = {};
  const names = Object.keys(GROUPS);
  const count = Math.floor(random() * 4);
  for (let i = 0; i < count; i++) {
    const name = pick(names);
    const codes = [...new Set(rows.flatMap(GROUPS[name]))];
    filters[name] = [...new Set([pick(codes), ...(random() < 0.4 ? [pick(codes)] : [])])];
  }
  const query: RandomQuery = { filters };
  if (random() < 0.3) query.minPrice = 5_000 + Math.floor(random() * 20) * 1_000;
  if (random() < 0.3) query.maxPrice = 25_000 + Math.floor(random() * 40) * 1_000;
  if (random() < 0.3) query.startYear = 2012 + Math.floor(random() * 12);
  if (random() < 0.4) {
    query.zip = pick(['30301', '10001', '60601', '75201', '94103', '33130', '98101']);
    query.searchRadius = pick([25, 50, 100, 200]);
  }
  const place = () => pick(rows);
  if (random() < 0.1) query.city = random() < 0.5 ? place().city.toLowerCase() : place().city;
  if (random() < 0.15) query.state = random() < 0.5 ? place().state.toLowerCase() : place().state;
  if (random() < 0.15) query.dma = pick(Object.keys(DMA_ANCHORS));
  return query;
}

function toUrl(query: RandomQuery, extra: string): string {
  const params = new URLSearchParams(extra);
  for (const [name, codes] of Object.entries(query.filters)) for (const code of codes) params.append(name, code);
  for (const key of ['minPrice', 'maxPrice', 'startYear', 'zip', 'searchRadius', 'city', 'state', 'dma'] as const) {
    if (query[key] !== undefined) params.set(key, String(query[key]));
  }
  return `/rest/lsc/listing?${params}`;
}

/** The reference: does a row pass every filter except `skip`? */
function passes(row: Row, query: RandomQuery, skip?: string): boolean {
  for (const [name, codes] of Object.entries(query.filters)) {
    if (name !== skip && !GROUPS[name](row).some((code) => codes.includes(code))) return false;
  }
  if (query.minPrice !== undefined && row.price < query.minPrice) return false;
  if (query.maxPrice !== undefined && row.price > query.maxPrice) return false;
  if (query.startYear !== undefined && row.year < query.startYear) return false;
  if (query.city !== undefined && row.city.toUpperCase() !== query.city.toUpperCase()) return false;
  if (query.state !== undefined && row.state.toUpperCase() !== query.state.toUpperCase()) return false;
  if (query.dma !== undefined) {
    const anchors = DMA_ANCHORS[query.dma].zips.map((zip) => zipcodes.lookup(zip)!);
    if (!anchors.some((a) => distanceMiles(a.latitude, a.longitude, row.latitude, row.longitude) <= DMA_RADIUS_MILES))
      return false;
  }
  if (query.zip && query.searchRadius && skip !== 'searchRadius') {
    const origin = zipcodes.lookup(query.zip)!;
    if (distanceMiles(origin.latitude, origin.longitude, row.latitude, row.longitude) > query.searchRadius)
      return false;
  }
  return true;
}

describe('listing search against a brute-force reference', () => {
  test('300 seeded random queries: totals, price-sorted pages and every disjunctive facet count agree', async () => {
    const random = seedrandom('facet-reference');
    const queries = Array.from({ length: 300 }, () => randomQuery(random));
    for (const query of queries) {
      const response = await upstream.app.inject({
        method: 'GET',
        url: toUrl(query, 'sortBy=derivedpriceASC&numRecords=10'),
      });
      expect(response.statusCode).toBe(200);
      const body: LscSearchResponse = response.json();
      const expected = rows.filter((row) => passes(row, query));
      expect(body.totalResultCount).toBe(expected.length);
      const cheapest = expected
        .sort((a, b) => a.price - b.price || a.id - b.id)
        .slice(0, 10)
        .map((r) => r.id);
      expect(body.listings.map((l) => l.id)).toEqual(cheapest);
      for (const name of Object.keys(GROUPS)) {
        const group = body.filterGroups.find((g) => g.name === name)!;
        const reference = new Map<string, number>();
        for (const row of rows) {
          if (!passes(row, query, name)) continue;
          for (const code of GROUPS[name](row)) reference.set(code, (reference.get(code) ?? 0) + 1);
        }
        for (const option of group.options)
          expect([name, option.value, option.count]).toEqual([name, option.value, reference.get(option.value) ?? 0]);
        for (const [code, count] of reference) expect(group.options.find((o) => o.value === code)?.count).toBe(count);
      }
      const mileage = body.filterGroups.find((g) => g.name === 'mileage')!;
      for (const option of mileage.options) {
        expect(option.count).toBe(expected.filter((row) => row.mileage <= Number(option.value)).length);
      }
      if (query.zip) {
        const origin = zipcodes.lookup(query.zip)!;
        const widerRows = rows.filter((row) => passes(row, query, 'searchRadius'));
        const radius = body.filterGroups.find((g) => g.name === 'searchRadius')!;
        for (const option of radius.options) {
          const miles = Number(option.value);
          const within = widerRows.filter(
            (row) =>
              miles === 0 || distanceMiles(origin.latitude, origin.longitude, row.latitude, row.longitude) <= miles,
          );
          expect([option.value, option.count]).toEqual([option.value, within.length]);
        }
      }
    }
  });

  test('facet counts equal SQL GROUP BY counts on the same data', async () => {
    const body: LscSearchResponse = (
      await upstream.app.inject({ method: 'GET', url: '/rest/lsc/listing?listingType=USED&makeCode=FORD' })
    ).json();
    const sql = await testDb.db.query<{ code: string; count: number }>(
      `SELECT body_style AS code, count(*)::int AS count FROM listings WHERE listing_type = 'USED' AND make_code = 'FORD' GROUP BY 1`,
    );
    const group = body.filterGroups.find((g) => g.name === 'vehicleStyleCode')!;
    expect(Object.fromEntries(group.options.map((o) => [o.value, o.count]))).toEqual(
      Object.fromEntries(sql.map((r) => [r.code, r.count])),
    );
    const makes = await testDb.db.query<{ code: string; count: number }>(
      `SELECT make_code AS code, count(*)::int AS count FROM listings WHERE listing_type = 'USED' GROUP BY 1`,
    );
    const makeGroup = body.filterGroups.find((g) => g.name === 'makeCode')!;
    for (const { code, count } of makes) expect(makeGroup.options.find((o) => o.value === code)?.count).toBe(count);
  });

  test('keeps a selected option even at 0 and disables options with no listings, but never a radius', async () => {
    const body: LscSearchResponse = (
      await upstream.app.inject({
        method: 'GET',
        url: '/rest/lsc/listing?makeCode=FORD&modelCode=CAMRY&zip=30301&searchRadius=10',
      })
    ).json();
    const models = body.filterGroups.find((g) => g.name === 'modelCode')!;
    expect(models.options.find((o) => o.value === 'CAMRY')).toMatchObject({ selected: true, count: 0, disabled: true });
    const radius = body.filterGroups.find((g) => g.name === 'searchRadius')!;
    expect(radius.options.every((o) => !o.disabled)).toBe(true);
  });
});

describe('options that belong under another', () => {
  test("model options carry their make's code, trim options their model's", async () => {
    const body: LscSearchResponse = (
      await upstream.app.inject({
        method: 'GET',
        url: '/rest/lsc/listing?makeCode=FORD,TOYOTA&modelCode=F150PICKUP,CAMRY',
      })
    ).json();
    const makeOf = new Map(
      (
        await testDb.db.query<{ model_code: string; make_code: string }>(
          'SELECT code AS model_code, make_code FROM models',
        )
      ).map((m) => [m.model_code, m.make_code]),
    );
    const models = body.filterGroups.find((g) => g.name === 'modelCode')!.options;
    expect(new Set(models.map((o) => o.parent))).toEqual(new Set(['FORD', 'TOYOTA']));
    for (const option of models)
      expect([option.value, option.parent]).toEqual([option.value, makeOf.get(option.value)]);
    const trims = body.filterGroups.find((g) => g.name === 'trimCode')!.options;
    expect(new Set(trims.map((o) => o.parent))).toEqual(new Set(['F150PICKUP', 'CAMRY']));
    for (const option of trims) expect(option.value.startsWith(`${option.parent}|`)).toBe(true);
    expect(body.filterGroups.find((g) => g.name === 'makeCode')!.options.every((o) => o.parent === undefined)).toBe(
      true,
    );
  });
});
