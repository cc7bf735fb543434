import { LscModelInfoResponse, type LscTrim } from '../../contracts/lsc/index';
import {
  TRIM_SPEC_COLUMNS,
  TRIM_SPEC_FLAGS,
  seedTrimSpecsIfEmpty,
  trimSpecs,
} from '../../upstreams/db/seed/trim-specs';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/**
 * GET /rest/lsc/modelinfo/ymm (docs/rules/research.md#trim): a make and model's trims for a run of
 * model years, with the catalogue's facts and equipment, and the prices of the seeded listings.
 */

let fixture: UpstreamFixture;
beforeAll(async () => {
  fixture = await startUpstream({ seedListings: 3_000 });
});
afterAll(() => fixture.close());

const sql = <T>(text: string, params: unknown[] = []) => fixture.testDb.db.query<T>(text, params);

async function get(query: string) {
  const response = await fixture.upstream.app.inject({ method: 'GET', url: `/rest/lsc/modelinfo/ymm?${query}` });
  return { status: response.statusCode, body: response.json() };
}

async function modelInfo(query: string): Promise<LscModelInfoResponse> {
  const { status, body } = await get(query);
  if (status !== 200) throw new Error(`${query} answered ${status}: ${JSON.stringify(body)}`);
  // Every answer fits the contract the gateway checks it with.
  return LscModelInfoResponse.parse(body);
}

async function expectRefused(query: string, parameter: string) {
  const { status, body } = await get(query);
  expect(status).toBe(400);
  expect(body.error).toMatchObject({ code: 'INVALID_PARAMETER', parameter });
  expect(typeof body.error.message).toBe('string');
}

interface PriceRow {
  year: number;
  trim_code: string;
  n: number;
  min: number;
  avg: number;
  max: number;
}

/** The listings' prices by year and trim, computed here in SQL, apart from the endpoint. */
async function listingPrices(modelCode: string, from: number, to: number) {
  const rows = await sql<PriceRow>(
    `SELECT year::int AS year, trim_code, count(*)::int AS n, min(price)::int AS min,
            round(avg(price))::int AS avg, max(price)::int AS max
       FROM listings WHERE model_code = $1 AND year BETWEEN $2 AND $3 GROUP BY year, trim_code`,
    [modelCode, from, to],
  );
  return new Map(rows.map((r) => [`${r.year}/${r.trim_code}`, r]));
}

describe('years', () => {
  test('numRecords model years from startYear down, newest first', async () => {
    const body = await modelInfo('makeCode=FORD&modelCode=F150PICKUP&startYear=2024&numRecords=3');
    expect(body.totalResultCount).toBe(3);
    expect(body.items.map((i) => i.year)).toEqual([2024, 2023, 2022]);
  });

  test('without startYear and numRecords: last year (UTC), one year', async () => {
    const body = await modelInfo('makeCode=TOYOTA&modelCode=CAMRY');
    expect(body.items.map((i) => i.year)).toEqual([new Date().getUTCFullYear() - 1]);
  });

  test('at most 11 years (the market years), and only years the model was sold in', async () => {
    const eleven = await modelInfo('makeCode=FORD&modelCode=F150PICKUP&startYear=2026&numRecords=11');
    expect(eleven.items.map((i) => i.year)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016]);
    // The F-150 is in the catalogue from 2012.
    const early = await modelInfo('makeCode=FORD&modelCode=F150PICKUP&startYear=2014&numRecords=11');
    expect(early.items.map((i) => i.year)).toEqual([2014, 2013, 2012]);
  });

  test('codes are read in any case', async () => {
    const body = await modelInfo('makeCode=ford&modelCode=f150pickup&startYear=2024');
    expect(body.items[0].model.code).toBe('F150PICKUP');
  });
});

describe('trims', () => {
  test('every Trim field: the catalogue trim, its make and model, the reference vehicle', async () => {
    const body = await modelInfo('makeCode=FORD&modelCode=F150PICKUP&startYear=2024');
    const catalogue = await sql<{
      code: string;
      name: string;
      msrp: number;
      engine: string;
      mpg_city: number;
      mpg_hwy: number;
    }>(`SELECT code, name, msrp, engine, mpg_city, mpg_hwy FROM trims WHERE model_code = 'F150PICKUP' ORDER BY code`);
    const [vehicle] = await sql<{ vehicle_id: number }>(
      `SELECT vehicle_id FROM reference_vehicles WHERE model_code = 'F150PICKUP' AND year = 2024`,
    );
    const [item] = body.items;
    expect(item).toMatchObject({
      year: 2024,
      make: { code: 'FORD', name: 'Ford' },
      model: { code: 'F150PICKUP', name: 'F-150' },
      bodyStyle: { code: 'TRUCKS', label: 'Truck' },
      vehicleId: vehicle.vehicle_id,
    });
    const byCode = new Map(item.trims.map((t) => [t.trimCode, t]));
    expect([...byCode.keys()].sort()).toEqual(catalogue.map((t) => t.code));
    for (const row of catalogue) {
      expect(byCode.get(row.code)).toMatchObject({
        trimName: row.name,
        imagePath: `/images/trims/F150PICKUP/${row.code}.webp`,
        nationalMSRP: row.msrp,
        atcMake: 'Ford',
        atcModel: 'F-150',
        atcMakeCode: 'FORD',
        atcModelCode: 'F150PICKUP',
        vehicleId: vehicle.vehicle_id,
        engineType: row.engine,
        epaCity: row.mpg_city,
        epaHwy: row.mpg_hwy,
        epaMpgeCity: null,
        epaMpgeHwy: null,
        bodyStyle: 'Truck',
      } satisfies Partial<LscTrim>);
    }
  });

  test('prices are the lowest, average and highest price of the trim’s listings of that year', async () => {
    const body = await modelInfo('makeCode=TOYOTA&modelCode=CAMRY&startYear=2026&numRecords=11');
    const expected = await listingPrices('CAMRY', body.items.at(-1)!.year, body.items[0].year);
    let priced = 0;
    for (const item of body.items) {
      for (const trim of item.trims) {
        const row = expected.get(`${item.year}/${trim.trimCode}`);
        expect([trim.listingCount, trim.startingPrice, trim.avgPrice, trim.maxPrice]).toEqual(
          row ? [row.n, row.min, row.avg, row.max] : [0, null, null, null],
        );
        if (row) priced += 1;
      }
      const [year] = await sql<{ n: number; min: number | null; avg: number | null; max: number | null }>(
        `SELECT count(*)::int AS n, min(price)::int AS min, round(avg(price))::int AS avg, max(price)::int AS max
           FROM listings WHERE model_code = 'CAMRY' AND year = $1`,
        [item.year],
      );
      expect(item.listings).toEqual({ count: year.n, startingPrice: year.min, avgPrice: year.avg, maxPrice: year.max });
    }
    // The seed has Camrys for sale: some trims are priced, so the comparison is not all nulls.
    expect(priced).toBeGreaterThan(0);
  });

  test('an electric trim has MPGe, not mpg', async () => {
    const body = await modelInfo('makeCode=TESLA&modelCode=MODEL3&startYear=2024');
    for (const trim of body.items[0].trims) {
      expect(trim).toMatchObject({ epaCity: null, epaHwy: null, fuelType: 'Electric' });
      expect(trim.epaMpgeCity).toBeGreaterThan(0);
      expect(trim.epaMpgeHwy).toBeGreaterThan(0);
    }
  });

  test('the nine spec flags are the catalogue’s, stored by the seed and the same every year and call', async () => {
    const body = await modelInfo('makeCode=FORD&modelCode=F150PICKUP&startYear=2024&numRecords=2');
    const stored = await sql<Record<string, boolean> & { trim_code: string }>(
      `SELECT * FROM trim_specs WHERE model_code = 'F150PICKUP'`,
    );
    const storedByCode = new Map(stored.map((row) => [row.trim_code, row]));
    for (const item of body.items) {
      for (const trim of item.trims) {
        expect(Object.keys(trim.specs).sort()).toEqual([...TRIM_SPEC_FLAGS].sort());
        const row = storedByCode.get(trim.trimCode)!;
        for (const flag of TRIM_SPEC_FLAGS) expect(trim.specs[flag]).toBe(row[TRIM_SPEC_COLUMNS[flag]]);
        expect(trim.specs.rearviewCamera).toBe(true);
      }
    }
    expect(body.items[1].trims.map((t) => t.specs)).toEqual(body.items[0].trims.map((t) => t.specs));
    // A higher trim has at least as much equipment on the whole: the top trim beats the base one.
    const { trims } = body.items[0];
    const equipped = (t: LscTrim) => Object.values(t.specs).filter(Boolean).length;
    expect(equipped(trims.at(-1)!)).toBeGreaterThanOrEqual(equipped(trims[0]));
  });

  test('the flags are a pure function of the trim: written again, they come out the same', async () => {
    const before = await sql(`SELECT * FROM trim_specs ORDER BY model_code, trim_code`);
    expect(before.length).toBeGreaterThan(0);
    expect(await seedTrimSpecsIfEmpty(fixture.testDb.db)).toBe(false);
    await sql('DELETE FROM trim_specs');
    expect(await seedTrimSpecsIfEmpty(fixture.testDb.db)).toBe(true);
    expect(await sql(`SELECT * FROM trim_specs ORDER BY model_code, trim_code`)).toEqual(before);
    const one = { modelCode: 'CAMRY', trimCode: 'LE', bodyStyle: 'SEDAN', position: 0.2 };
    expect(trimSpecs(one)).toEqual(trimSpecs({ ...one }));
    expect(trimSpecs({ ...one, bodyStyle: 'CONVERT', position: 1 }).sunroof).toBe(false);
  });

  test('the trim picture is served, as an image', async () => {
    const body = await modelInfo('makeCode=FORD&modelCode=F150PICKUP&startYear=2024');
    const response = await fixture.upstream.app.inject({ method: 'GET', url: body.items[0].trims[0].imagePath });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.length).toBeGreaterThan(100);
    const missing = await fixture.upstream.app.inject({ method: 'GET', url: '/images/trims/F150PICKUP/NOPE.webp' });
    expect(missing.statusCode).toBe(404);
  });

  test('a price change in the listings table shows on the next call: nothing is made up per request', async () => {
    const [listing] = await sql<{ id: string; trim_code: string; year: number }>(
      `SELECT id::text AS id, trim_code, year::int AS year FROM listings WHERE model_code = 'CAMRY' ORDER BY id LIMIT 1`,
    );
    await sql('UPDATE listings SET price = 987654 WHERE id = $1', [listing.id]);
    const body = await modelInfo(`makeCode=TOYOTA&modelCode=CAMRY&startYear=${listing.year}`);
    const trim = body.items[0].trims.find((t) => t.trimCode === listing.trim_code)!;
    expect(trim.maxPrice).toBe(987654);
    expect(body.items[0].listings.maxPrice).toBe(987654);
  });
});

describe('no data and bad input', () => {
  test.each([
    ['an unknown model', 'makeCode=FORD&modelCode=NOPE'],
    ['an unknown make', 'makeCode=NOPE&modelCode=F150PICKUP'],
    ['a model of another make', 'makeCode=TOYOTA&modelCode=F150PICKUP'],
    ['years the model was not sold in', 'makeCode=FORD&modelCode=F150PICKUP&startYear=2005&numRecords=5'],
  ])('%s: an empty list, not a 404', async (_name, query) => {
    expect(await modelInfo(query)).toEqual({ totalResultCount: 0, items: [] });
  });

  test.each([
    ['makeCode=FORD', 'modelCode'],
    ['modelCode=F150PICKUP', 'makeCode'],
    ['makeCode=FORD&modelCode=', 'modelCode'],
    ['makeCode=FORD,TOYOTA&modelCode=F150PICKUP', 'makeCode'],
    ['makeCode=FORD&modelCode=F150PICKUP&modelCode=CAMRY', 'modelCode'],
    ['makeCode=FORD&modelCode=F150%20PICKUP', 'modelCode'],
    ['makeCode=FORD&modelCode=F150PICKUP&startYear=soon', 'startYear'],
    ['makeCode=FORD&modelCode=F150PICKUP&startYear=99999', 'startYear'],
    ['makeCode=FORD&modelCode=F150PICKUP&numRecords=0', 'numRecords'],
    ['makeCode=FORD&modelCode=F150PICKUP&numRecords=12', 'numRecords'],
    ['makeCode=FORD&modelCode=F150PICKUP&numRecords=1.5', 'numRecords'],
  ])('%s: 400 naming %s', async (query, parameter) => {
    await expectRefused(query, parameter);
  });
});
