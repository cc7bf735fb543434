import type { UpstreamServer } from '../../upstreams/server';
import type { TestDb } from '../support/db';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/** The lookups a results page makes once for all its listings (the gateway's DataLoaders batch into them). */
let testDb: TestDb;
let upstream: UpstreamServer;
let fixture: UpstreamFixture;

beforeAll(async () => {
  fixture = await startUpstream();
  ({ testDb, upstream } = fixture);
});
afterAll(() => fixture.close());

const get = async <T>(url: string): Promise<T> => {
  const response = await upstream.app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return response.json() as T;
};

describe('GET /cars-for-sale/svc/listing-view-count with several VINs', () => {
  test('answers every VIN in one call, zero for the unviewed ones', async () => {
    const rows = await testDb.db.query<{ vin: string }>('SELECT vin FROM listings ORDER BY id LIMIT 3');
    const [viewed, other, unviewed] = rows.map((r) => r.vin);
    for (const [vin, brand] of [
      [viewed, 'atc'],
      [viewed, 'kbb'],
      [other, 'atc'],
    ]) {
      const posted = await upstream.app.inject({
        method: 'POST',
        url: '/cars-for-sale/svc/listing-view-count',
        payload: { vin, brand },
      });
      expect(posted.statusCode).toBe(201);
    }
    const body = await get<{ dateRange: number; listings: Array<{ vin: string; counts: Record<string, number> }> }>(
      `/cars-for-sale/svc/listing-view-count?vin=${viewed}&vin=${other},${unviewed}&dateRange=7`,
    );
    expect(body.dateRange).toBe(7);
    expect(body.listings).toEqual([
      { vin: viewed, counts: { atc: 1, kbb: 1 } },
      { vin: other, counts: { atc: 1, kbb: 0 } },
      { vin: unviewed, counts: { atc: 0, kbb: 0 } },
    ]);
  });

  test('names the parameter when one VIN is malformed', async () => {
    const [{ vin }] = await testDb.db.query<{ vin: string }>('SELECT vin FROM listings LIMIT 1');
    const response = await upstream.app.inject({
      method: 'GET',
      url: `/cars-for-sale/svc/listing-view-count?vin=${vin}&vin=NOTAVIN`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.parameter).toBe('vin');
  });
});

describe('GET /rest/lsc/crawl/stats/mileage with allCars=true', () => {
  test('adds the all-cars stats that a call with an empty modelCode gives', async () => {
    const [{ modelCode }] = await testDb.db.query<{ modelCode: string }>(
      `SELECT model_code AS "modelCode" FROM listings WHERE listing_type = 'USED' GROUP BY model_code ORDER BY count(*) DESC LIMIT 1`,
    );
    const both = await get<{ stats: unknown[]; allCars: unknown }>(
      `/rest/lsc/crawl/stats/mileage?modelCode=${modelCode}&listingType=USED&allCars=true`,
    );
    const model = await get<object>(`/rest/lsc/crawl/stats/mileage?modelCode=${modelCode}&listingType=USED`);
    const allCars = await get(`/rest/lsc/crawl/stats/mileage?modelCode=&listingType=USED`);
    expect({ ...both, allCars: undefined }).toEqual({ ...model, allCars: undefined });
    expect(both.allCars).toEqual(allCars);
  });
});
