import Fastify from 'fastify';
import { LscSafetyResponse, type LscSafety } from '../../contracts/lsc/index';
import { registerLscEndpoints } from '../../upstreams/lsc/endpoints/index';
import {
  AEB_STANDARD_FROM,
  RATED_FROM_YEAR,
  SAFETY_FEATURES,
  SAFETY_RATINGS,
  modelSafety,
  seedSafetyIfEmpty,
} from '../../upstreams/db/seed/safety';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/**
 * GET /rest/lsc/research/safety (docs/rules/safety.md): the safety reference of a make, model and
 * model year, as the seed stored it from the catalogue (migration 022).
 */

let fixture: UpstreamFixture;
beforeAll(async () => {
  fixture = await startUpstream({ seedListings: 1_000 });
});
afterAll(() => fixture.close());

const sql = <T>(text: string, params: unknown[] = []) => fixture.testDb.db.query<T>(text, params);

async function get(query: string) {
  const response = await fixture.upstream.app.inject({ method: 'GET', url: `/rest/lsc/research/safety?${query}` });
  return { status: response.statusCode, body: response.json() };
}

async function safety(query: string): Promise<LscSafety | null> {
  const { status, body } = await get(query);
  if (status !== 200) throw new Error(`${query} answered ${status}: ${JSON.stringify(body)}`);
  // Every answer fits the contract the gateway checks it with.
  return LscSafetyResponse.parse(body).safety;
}

const byName = <T extends { name: string }>(list: T[]) => new Map(list.map((item) => [item.name, item]));

describe('a known model year', () => {
  test('the four ratings, the twelve features and the legroom, in order, as stored', async () => {
    const answer = (await safety('makeCode=TOYOTA&modelCode=CAMRY&year=2024'))!;
    expect(answer).toMatchObject({ year: 2024, makeCode: 'TOYOTA', modelCode: 'CAMRY' });
    expect(answer.ratings.map((r) => r.name)).toEqual(['Overall rating', 'Frontal crash', 'Side crash', 'Rollover']);
    expect(answer.features.map((f) => f.name)).toEqual(SAFETY_FEATURES.map((f) => f.name));
    expect(answer.specifications.map((s) => s.name)).toEqual(['Front legroom', 'Rear legroom']);
    const [row] = await sql<Record<string, string | number | null>>(
      `SELECT *, front_legroom::float8 AS front, rear_legroom::float8 AS rear FROM model_safety
        WHERE model_code = 'CAMRY' AND year = 2024`,
    );
    for (const rating of SAFETY_RATINGS) {
      expect(byName(answer.ratings).get(rating.name)!.stars).toBe(row[rating.column]);
    }
    for (const feature of SAFETY_FEATURES) {
      expect(byName(answer.features).get(feature.name)!.value).toBe(row[feature.column]);
    }
    expect(answer.specifications).toEqual([
      { name: 'Front legroom', value: row.front, unit: 'in' },
      { name: 'Rear legroom', value: row.rear, unit: 'in' },
    ]);
    // A rated sedan of 2024: stars 1 to 5 on every rating; standard basics; a midsize sedan's legroom.
    for (const rating of answer.ratings) expect(rating.stars).toEqual(expect.any(Number));
    const features = byName(answer.features);
    for (const name of ['Antilock brakes', 'Stability control', 'Traction control', 'Side airbags', 'Curtain airbags'])
      expect(features.get(name)!.value).toBe('std');
    expect(features.get('Automatic emergency braking')!.value).toBe('std');
    expect(features.get('Forward collision warning')!.value).toBe('std');
    expect(Number(row.front)).toBeGreaterThan(40);
    expect(Number(row.rear)).toBeGreaterThan(36);
    for (const spec of answer.specifications) expect(Math.round(spec.value * 10) / 10).toBe(spec.value);
  });

  test('codes are read in any case, and the same call answers the same', async () => {
    const a = await safety('makeCode=ford&modelCode=f150pickup&year=2024');
    const b = await safety('makeCode=FORD&modelCode=F150PICKUP&year=2024');
    expect(a).toEqual(b);
    expect(a!.modelCode).toBe('F150PICKUP');
  });

  test('backup camera and lane departure follow the trims’ flags: all std, some opt, none n/a', async () => {
    const rows = await sql<{ model_code: string; trims: number; camera: number; lane: number }>(
      `SELECT model_code, count(*)::int AS trims, count(*) FILTER (WHERE rearview_camera)::int AS camera,
              count(*) FILTER (WHERE lane_departure)::int AS lane
         FROM trim_specs GROUP BY model_code ORDER BY model_code`,
    );
    const expected = (have: number, of: number) => (have === of ? 'std' : have > 0 ? 'opt' : 'n/a');
    const stored = new Map(
      (
        await sql<{ model_code: string; backup_camera: string; lane_departure_warning: string }>(
          'SELECT DISTINCT model_code, backup_camera, lane_departure_warning FROM model_safety',
        )
      ).map((r) => [r.model_code, r]),
    );
    const seen = new Set<string>();
    for (const row of rows) {
      const safetyRow = stored.get(row.model_code)!;
      expect(safetyRow.backup_camera).toBe(expected(row.camera, row.trims));
      expect(safetyRow.lane_departure_warning).toBe(expected(row.lane, row.trims));
      seen.add(safetyRow.lane_departure_warning);
    }
    // The same every year of a model: one distinct pair per model.
    const [{ n }] = await sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM (SELECT DISTINCT model_code, backup_camera, lane_departure_warning FROM model_safety) d',
    );
    expect(n).toBe(rows.length);
    expect(seen.has('std') || seen.has('opt')).toBe(true);
  });

  test('every model year of the catalogue has a row; the rules hold across it', async () => {
    const [{ years }] = await sql<{ years: number }>(
      'SELECT sum(last_year - first_year + 1)::int AS years FROM models',
    );
    const rows = await sql<Record<string, string | number | null> & { body_style: string; seats: number }>(
      `SELECT s.*, m.body_style, m.seats::int AS seats, m.commercial, m.body_subtype
         FROM model_safety s JOIN models m ON m.code = s.model_code`,
    );
    expect(rows).toHaveLength(years);
    let rolloverless = 0;
    for (const row of rows) {
      const year = Number(row.year);
      if (year < RATED_FROM_YEAR || row.commercial || row.body_subtype === 'HEAVYDUTY_TRUCK' || row.seats <= 2) {
        expect(row.overall_stars).toBeNull();
      } else {
        expect(row.overall_stars).toEqual(expect.any(Number));
        if (row.body_style === 'CONVERT') expect(row.rollover_stars).toBeNull();
      }
      if (row.overall_stars !== null && row.rollover_stars === null) rolloverless += 1;
      if (year >= 2012) expect(row.stability_control).toBe('std');
      if (year >= AEB_STANDARD_FROM && !row.commercial && row.body_subtype !== 'HEAVYDUTY_TRUCK')
        expect(row.automatic_emergency_braking).toBe('std');
      if (row.automatic_emergency_braking === 'std') expect(row.forward_collision_warning).toBe('std');
      expect(row.rear_legroom === null).toBe(row.seats < 4);
    }
    expect(rolloverless).toBeGreaterThan(0);
  });

  test('a two-seater has no rear legroom and no ratings', async () => {
    const answer = (await safety('makeCode=MAZDA&modelCode=MX5MIATA&year=2022'))!;
    expect(answer.specifications.map((s) => s.name)).toEqual(['Front legroom']);
    expect(answer.ratings.every((r) => r.stars === null)).toBe(true);
  });

  test('the rows are a pure function of the catalogue: written again, they come out the same', async () => {
    const before = await sql('SELECT * FROM model_safety ORDER BY model_code, year');
    expect(before.length).toBeGreaterThan(0);
    expect(await seedSafetyIfEmpty(fixture.testDb.db)).toBe(false);
    await sql('DELETE FROM model_safety');
    expect(await seedSafetyIfEmpty(fixture.testDb.db)).toBe(true);
    expect(await sql('SELECT * FROM model_safety ORDER BY model_code, year')).toEqual(before);
    const model = {
      modelCode: 'CAMRY',
      bodyStyle: 'SEDAN',
      bodySubtype: 'MIDSIZE_SEDAN',
      seats: 5,
      commercial: false,
      firstYear: 2015,
      lastYear: 2025,
      trims: 4,
      rearviewCamera: 4,
      laneDeparture: 2,
    };
    expect(modelSafety(model)).toEqual(modelSafety({ ...model }));
    expect(modelSafety(model).map((r) => r.features.laneDepartureWarning)).toEqual(Array(11).fill('opt'));
  });

  test('a change in the table shows on the next call: nothing is made up per request', async () => {
    await sql(`UPDATE model_safety SET side_stars = 1 WHERE model_code = 'CAMRY' AND year = 2023`);
    const answer = (await safety('makeCode=TOYOTA&modelCode=CAMRY&year=2023'))!;
    expect(byName(answer.ratings).get('Side crash')!.stars).toBe(1);
  });
});

describe('no data and bad input', () => {
  test('503 while the index is still loading, like every lsc endpoint', async () => {
    const app = Fastify();
    registerLscEndpoints(app, { service: () => undefined, db: fixture.testDb.db });
    const response = await app.inject({
      method: 'GET',
      url: '/rest/lsc/research/safety?makeCode=FORD&modelCode=F150PICKUP&year=2024',
    });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('NOT_READY');
  });

  test.each([
    ['an unknown model', 'makeCode=FORD&modelCode=NOPE&year=2024'],
    ['an unknown make', 'makeCode=NOPE&modelCode=F150PICKUP&year=2024'],
    ['a model of another make', 'makeCode=TOYOTA&modelCode=F150PICKUP&year=2024'],
    ['a year the model was not sold in', 'makeCode=FORD&modelCode=F150PICKUP&year=2005'],
  ])('%s: safety null, not a 404', async (_name, query) => {
    expect(await get(query)).toEqual({ status: 200, body: { safety: null } });
  });

  test.each([
    ['makeCode=FORD&year=2024', 'modelCode'],
    ['modelCode=F150PICKUP&year=2024', 'makeCode'],
    ['makeCode=FORD&modelCode=&year=2024', 'modelCode'],
    ['makeCode=FORD,TOYOTA&modelCode=F150PICKUP&year=2024', 'makeCode'],
    ['makeCode=FORD&modelCode=F150%20PICKUP&year=2024', 'modelCode'],
    ['makeCode=FORD&modelCode=F150PICKUP', 'year'],
    ['makeCode=FORD&modelCode=F150PICKUP&year=soon', 'year'],
    ['makeCode=FORD&modelCode=F150PICKUP&year=1899', 'year'],
    ['makeCode=FORD&modelCode=F150PICKUP&year=2024.5', 'year'],
  ])('%s: 400 naming %s', async (query, parameter) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'INVALID_PARAMETER', parameter });
    expect(typeof body.error.message).toBe('string');
  });
});
