import zipcodes from 'zipcodes';
import type { LscSearchResponse } from '../../contracts/lsc/index';
import { FEATURES } from '../../upstreams/db/vocabulary';
import type { UpstreamServer } from '../../upstreams/server';
import type { TestDb } from '../support/db';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

let testDb: TestDb;
let upstream: UpstreamServer;
let fixture: UpstreamFixture;

beforeAll(async () => {
  fixture = await startUpstream();
  ({ testDb, upstream } = fixture);
});
afterAll(() => fixture.close());

const featureName = new Map(FEATURES.map((feature) => [feature.code, feature.label]));

async function search(query: string): Promise<LscSearchResponse> {
  const response = await upstream.app.inject({ method: 'GET', url: `/rest/lsc/listing?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function allRows(where = 'true', params: unknown[] = []) {
  return testDb.db.query<{ id: number; price: number; year: number; make_code: string; listing_type: string }>(
    `SELECT id::float8 AS id, price, year, make_code, listing_type FROM listings WHERE ${where}`,
    params,
  );
}

describe('GET /rest/lsc/listing', () => {
  test('returns a page of listings with their owners, the total and the price and year stats', async () => {
    const body = await search('numRecords=30');
    const rows = await allRows();
    expect(body.totalResultCount).toBe(rows.length);
    expect(body.listings).toHaveLength(30);
    const ownerIds = new Set(body.owners.map((o) => o.id));
    for (const listing of body.listings) expect(ownerIds.has(listing.ownerId)).toBe(true);
    expect(body.stats.derivedprice).toEqual({
      min: Math.min(...rows.map((r) => r.price)),
      max: Math.max(...rows.map((r) => r.price)),
    });
    expect(body.stats.year).toEqual({
      min: Math.min(...rows.map((r) => r.year)),
      max: Math.max(...rows.map((r) => r.year)),
    });
  });

  test('each listing carries its features and option packages as stored, and a packages search returns listings carrying one', async () => {
    const body = await search('packages=Towing Package&packages=Third Row Seating&numRecords=100');
    expect(body.listings.length).toBeGreaterThan(0);
    const stored = new Map(
      (
        await testDb.db.query<{ id: number; features: string[]; packages: string[] }>(
          'SELECT id::float8 AS id, features, packages FROM listings WHERE id = ANY($1::bigint[])',
          [body.listings.map((l) => l.id)],
        )
      ).map((r) => [r.id, r]),
    );
    for (const listing of body.listings) {
      expect(listing.packages).toEqual(stored.get(listing.id)!.packages);
      // Stored as codes (what the featureCode filter matches), carried as the names shoppers read.
      expect(listing.features).toEqual(stored.get(listing.id)!.features.map((code) => featureName.get(code)));
      expect(listing.packages.some((p) => p === 'Towing Package' || p === 'Third Row Seating')).toBe(true);
    }
    const plain = await search('numRecords=100');
    expect(plain.listings.every((l) => Array.isArray(l.packages))).toBe(true);
  });

  test('filters by make, price range, year range and listing type exactly like SQL does', async () => {
    const body = await search(
      'makeCode=FORD&makeCode=TOYOTA&minPrice=15000&maxPrice=40000&startYear=2019&endYear=2024&listingType=USED&numRecords=100',
    );
    const rows = await allRows(
      `make_code IN ('FORD', 'TOYOTA') AND price BETWEEN 15000 AND 40000 AND year BETWEEN 2019 AND 2024 AND listing_type = 'USED'`,
    );
    expect(body.totalResultCount).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(0);
    for (const listing of body.listings) {
      expect(['FORD', 'TOYOTA']).toContain(listing.makeCode);
      expect(listing.pricingDetail.salePrice).toBeGreaterThanOrEqual(15_000);
      expect(listing.year).toBeLessThanOrEqual(2024);
    }
  });

  test('keeps only listings within the radius of the zip and says how far each one is', async () => {
    const body = await search('zip=30301&searchRadius=50&numRecords=100&sortBy=distanceASC');
    expect(body.totalResultCount).toBeGreaterThan(0);
    const distances = body.listings.map((l) => l.distanceFromSearch!);
    for (const d of distances) expect(d).toBeLessThanOrEqual(50);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const owner = body.owners[0];
    const origin = zipcodes.lookup('30301')!;
    const expected = zipcodes.distance('30301', owner.location.address.zip);
    expect(Math.abs((owner.distanceFromSearch ?? 0) - (expected ?? 0))).toBeLessThan(2);
    expect(origin.state).toBe('GA');
  });

  test.each([
    ['derivedpriceASC', (l: LscSearchResponse['listings'][0]) => l.pricingDetail.salePrice, 1],
    ['derivedpriceDESC', (l: LscSearchResponse['listings'][0]) => l.pricingDetail.salePrice, -1],
    ['mileageASC', (l: LscSearchResponse['listings'][0]) => l.mileage.value, 1],
    ['mileageDESC', (l: LscSearchResponse['listings'][0]) => l.mileage.value, -1],
    ['yearASC', (l: LscSearchResponse['listings'][0]) => l.year, 1],
    ['yearDESC', (l: LscSearchResponse['listings'][0]) => l.year, -1],
    ['datelistedASC', (l: LscSearchResponse['listings'][0]) => Date.parse(l.listedDate), 1],
    ['datelistedDESC', (l: LscSearchResponse['listings'][0]) => Date.parse(l.listedDate), -1],
  ] as const)('sorts by %s', async (sortBy, key, direction) => {
    const body = await search(`sortBy=${sortBy}&numRecords=100`);
    const keys = body.listings.map(key);
    for (let i = 1; i < keys.length; i++) expect((keys[i] - keys[i - 1]) * direction).toBeGreaterThanOrEqual(0);
  });

  test('pages without overlap: the second batch of 30 continues the first', async () => {
    const first = await search('sortBy=derivedpriceASC&numRecords=30&firstRecord=0');
    const second = await search('sortBy=derivedpriceASC&numRecords=30&firstRecord=30');
    const both = await search('sortBy=derivedpriceASC&numRecords=60&firstRecord=0');
    expect([...first.listings, ...second.listings].map((l) => l.id)).toEqual(both.listings.map((l) => l.id));
  });

  test('with marketExtension=include, appends the wider market after every local result', async () => {
    const local = await search('zip=30301&searchRadius=25&numRecords=100');
    const body = await search(
      'zip=30301&searchRadius=25&marketExtension=include&numRecords=100&sortBy=derivedpriceASC',
    );
    expect(body.totalResultCount).toBeGreaterThan(local.totalResultCount);
    expect(body.totalResultCount - body.marketExtensionCount!).toBe(local.totalResultCount);
    const flags = body.listings.map((l) => l.marketExtension!.imeDmaMatch);
    const firstWider = flags.indexOf(false);
    expect(flags.slice(0, firstWider === -1 ? flags.length : firstWider).every(Boolean)).toBe(true);
    if (firstWider !== -1) expect(flags.slice(firstWider).every((f) => !f)).toBe(true);
    for (const listing of body.listings) {
      // Distances are shown to one decimal, hence the 0.05 either side of the radius.
      if (listing.marketExtension!.imeDmaMatch) expect(listing.distanceFromSearch!).toBeLessThanOrEqual(25.05);
      else expect(listing.distanceFromSearch!).toBeGreaterThanOrEqual(24.95);
      expect(listing.distanceFromSearch!).toBeLessThanOrEqual(75);
    }
    const beyond = await search(
      `zip=30301&searchRadius=25&marketExtension=include&numRecords=5&firstRecord=${local.totalResultCount}&sortBy=derivedpriceASC`,
    );
    expect(beyond.listings.every((l) => l.marketExtension!.imeDmaMatch === false)).toBe(true);
  });

  test("showcaseOwnerId narrows the results and their counts to that owner's listings, like SQL", async () => {
    const [{ owner_id: ownerId }] = await testDb.db.query<{ owner_id: number }>(
      "SELECT owner_id::float8 AS owner_id FROM listings WHERE make_code = 'FORD' GROUP BY owner_id ORDER BY count(*) DESC, owner_id LIMIT 1",
    );
    const body = await search(`makeCode=FORD&showcaseOwnerId=${ownerId}&numRecords=100`);
    const rows = await allRows("make_code = 'FORD' AND owner_id = $1", [ownerId]);
    expect(body.totalResultCount).toBe(rows.length);
    expect(body.totalResultCount).toBeGreaterThan(0);
    expect(body.listings.every((l) => l.ownerId === ownerId)).toBe(true);
    expect(body.invalidQueryParams).toEqual([]);
  });

  test('echoes unknown parameters in invalidQueryParams and ignores them', async () => {
    const body = await search('makeCode=FORD&colour=teal');
    expect(body.invalidQueryParams).toEqual(['colour']);
    expect(body.listings.every((l) => l.makeCode === 'FORD')).toBe(true);
  });

  test.each([
    ['sortBy=bogus', 'sortBy'],
    ['firstRecord=-1', 'firstRecord'],
    ['minPrice=cheap', 'minPrice'],
    ['startYear=abc', 'startYear'],
    ['numRecords=100000', 'numRecords'],
    ['zip=3030', 'zip'],
    ['marketExtension=sometimes', 'marketExtension'],
    ['showcaseOwnerId=dealer', 'showcaseOwnerId'],
  ])('answers %s with 400 naming the parameter', async (query, parameter) => {
    const response = await upstream.app.inject({ method: 'GET', url: `/rest/lsc/listing?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.parameter).toBe(parameter);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  test('serves a generated SVG photo per listing, with alt text in the payload', async () => {
    const [listing] = (await search('numRecords=1')).listings;
    expect(listing.images.sources[0].alt).toContain(String(listing.year));
    const image = await upstream.app.inject({ method: 'GET', url: listing.images.sources[0].src });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    // A WebP file: a RIFF container of kind WEBP.
    expect(image.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(image.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });
});
