import type {
  CertifiedContent,
  ConsumerRatingsResponse,
  ExpertReviewPost,
  ReferenceVehiclesResponse,
} from '../../contracts/research/index';
import { CATALOGUE } from '../../upstreams/db/catalogue/index';
import { generateResearch } from '../../upstreams/db/seed/research';
import { RATING_NAMES } from '../../upstreams/research/constants';
import { createUpstreamServer, type UpstreamServer } from '../../upstreams/server';
import type { TestDb } from '../support/db';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

let fixture: UpstreamFixture;
let testDb: TestDb;
let upstream: UpstreamServer;

beforeAll(async () => {
  fixture = await startUpstream();
  ({ testDb, upstream } = fixture);
});
afterAll(() => fixture.close());

async function get<T>(url: string, app = upstream.app): Promise<T> {
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

const sql = <T>(text: string, params: unknown[] = []) => testDb.db.query<T>(text, params);

/** A seeded model year with consumer reviews. */
async function reviewedVehicle() {
  const [row] = await sql<{
    vehicleId: number;
    year: number;
    makeCode: string;
    modelCode: string;
    numberOfReviews: number;
  }>(
    `SELECT v.vehicle_id AS "vehicleId", v.year::int AS year, v.make_code AS "makeCode", v.model_code AS "modelCode", r.number_of_reviews AS "numberOfReviews"
     FROM reference_vehicles v JOIN consumer_ratings r USING (vehicle_id)
     WHERE v.make_code = 'FORD' AND v.model_code = 'F150PICKUP' AND r.number_of_reviews > 0 ORDER BY v.year DESC LIMIT 1`,
  );
  return row;
}

describe('the research seed', () => {
  test('is the same every time: one reference vehicle per model year of the catalogue, a review post for each', () => {
    const first = generateResearch();
    expect(generateResearch()).toEqual(first);
    const modelYears = CATALOGUE.flatMap((make) =>
      make.models.flatMap((model) =>
        Array.from({ length: model.years[1] - model.years[0] + 1 }, (_, i) => `${model.code}/${model.years[0] + i}`),
      ),
    );
    expect(first.vehicles.map((v) => `${v.modelCode}/${v.year}`)).toEqual(modelYears);
    expect(new Set(first.posts.filter((p) => p.trimCode === null).map((p) => `${p.modelCode}/${p.year}`))).toEqual(
      new Set(modelYears),
    );
    for (const vehicle of first.vehicles) {
      expect(vehicle.scores).toHaveLength(vehicle.numberOfReviews > 0 ? RATING_NAMES.length : 0);
      for (const value of vehicle.scores) expect(value).toBeGreaterThanOrEqual(1);
    }
  });

  test('a database seeded before the research tables existed gets their rows when the upstream starts', async () => {
    const before = await sql<{ n: number }>('SELECT count(*)::int AS n FROM expert_reviews');
    await testDb.db.exec('DELETE FROM consumer_ratings; DELETE FROM reference_vehicles; DELETE FROM expert_reviews;');
    const restarted = await createUpstreamServer({ db: testDb.db });
    try {
      const { seed } = await restarted.ready;
      expect(seed.seeded).toBe(false);
      expect(await sql('SELECT count(*)::int AS n FROM expert_reviews')).toEqual(before);
      const vehicle = await reviewedVehicle();
      const answer = await get<ConsumerRatingsResponse>(
        `/cars-for-sale/kbbresearch/consumer-ratings/${vehicle.vehicleId}`,
        restarted.app,
      );
      expect(answer.numberOfReviews).toBe(vehicle.numberOfReviews);
    } finally {
      await restarted.close();
    }
  });
});

describe('GET /cars-for-sale/kbbresearch/reference/vehicles', () => {
  test('finds the reference vehicle of a model year', async () => {
    const vehicle = await reviewedVehicle();
    const { items } = await get<ReferenceVehiclesResponse>(
      `/cars-for-sale/kbbresearch/reference/vehicles?yearId=${vehicle.year}&atcMakeCode=FORD&atcModelCode=F150PICKUP`,
    );
    expect(items).toEqual([
      {
        vehicleId: vehicle.vehicleId,
        year: vehicle.year,
        makeCode: 'FORD',
        makeName: 'Ford',
        modelCode: 'F150PICKUP',
        modelName: 'F-150',
      },
    ]);
  });

  test('codes are read case-insensitively; a year the model was not made finds nothing', async () => {
    const { items } = await get<ReferenceVehiclesResponse>(
      '/cars-for-sale/kbbresearch/reference/vehicles?yearId=2021&atcMakeCode=ford&atcModelCode=f150pickup',
    );
    expect(items).toHaveLength(1);
    expect(
      await get('/cars-for-sale/kbbresearch/reference/vehicles?yearId=1950&atcMakeCode=FORD&atcModelCode=F150PICKUP'),
    ).toEqual({ items: [] });
    // A model of another make is not that make's vehicle.
    expect(
      await get('/cars-for-sale/kbbresearch/reference/vehicles?yearId=2021&atcMakeCode=TOYOTA&atcModelCode=F150PICKUP'),
    ).toEqual({ items: [] });
  });
});

describe('GET /cars-for-sale/kbbresearch/consumer-ratings/{vehicleId}', () => {
  test('answers the averages per rating name, Overall first, and the number of reviews, as stored', async () => {
    const vehicle = await reviewedVehicle();
    const answer = await get<ConsumerRatingsResponse>(
      `/cars-for-sale/kbbresearch/consumer-ratings/${vehicle.vehicleId}`,
    );
    const [{ stored }] = await sql<{ stored: unknown }>(
      'SELECT ratings AS stored FROM consumer_ratings WHERE vehicle_id = $1',
      [vehicle.vehicleId],
    );
    expect(answer).toEqual({ vehicleId: vehicle.vehicleId, ratings: stored, numberOfReviews: vehicle.numberOfReviews });
    expect(answer.ratings.map((r) => r.name)).toEqual([...RATING_NAMES]);
  });

  test('a model year not yet on sale has no reviews; an unknown vehicle is a 404', async () => {
    const [unsold] = await sql<{ vehicleId: number }>(
      'SELECT vehicle_id AS "vehicleId" FROM reference_vehicles WHERE year = 2027 LIMIT 1',
    );
    expect(await get(`/cars-for-sale/kbbresearch/consumer-ratings/${unsold.vehicleId}`)).toEqual({
      vehicleId: unsold.vehicleId,
      ratings: [],
      numberOfReviews: 0,
    });
    const missing = await upstream.app.inject({ method: 'GET', url: '/cars-for-sale/kbbresearch/consumer-ratings/1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.parameter).toBe('vehicleId');
  });
});

describe('GET /content/wp-json/wp/v2/posts (expert reviews)', () => {
  test('posts about a make and model, newest first, in the WordPress shape, with the total in X-WP-Total', async () => {
    const response = await upstream.app.inject({
      method: 'GET',
      url: '/content/wp-json/wp/v2/posts?ymmt=FORD/F150PICKUP&per_page=5',
    });
    expect(response.statusCode).toBe(200);
    const posts = response.json<ExpertReviewPost[]>();
    expect(posts).toHaveLength(5);
    const [{ total }] = await sql<{ total: number }>(
      "SELECT count(*)::int AS total FROM expert_reviews WHERE model_code = 'F150PICKUP'",
    );
    expect(response.headers['x-wp-total']).toBe(String(total));
    for (const post of posts) {
      expect(post).toEqual({
        id: expect.any(Number),
        date: expect.any(String),
        link: expect.stringMatching(/^https:\/\/.+\/ford\/f-150\/\d{4}\//),
        title: { rendered: expect.stringContaining('Ford F-150') },
        guid: { rendered: expect.stringContaining(`?p=${post.id}`) },
        ymmt: expect.stringMatching(/^FORD\/F150PICKUP\/\d{4}/),
      });
    }
    const dates = posts.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  test("with a year and a trim: that year's review and the trim's first drive; _embed adds the author", async () => {
    const [{ year, trim }] = await sql<{ year: number; trim: string }>(
      "SELECT year::int AS year, trim_code AS trim FROM expert_reviews WHERE model_code = 'F150PICKUP' AND trim_code IS NOT NULL",
    );
    const posts = await get<ExpertReviewPost[]>(
      `/content/wp-json/wp/v2/posts?ymmt=FORD/F150PICKUP/${year}/${trim}&_embed`,
    );
    expect(posts.map((p) => p.ymmt).sort()).toEqual([`FORD/F150PICKUP/${year}`, `FORD/F150PICKUP/${year}/${trim}`]);
    for (const post of posts) expect(post._embedded?.author[0].name).toEqual(expect.any(String));
    const byYear = await get<ExpertReviewPost[]>('/content/wp-json/wp/v2/posts?ymmt=FORD/F150PICKUP/2019');
    expect(byYear.map((p) => p.title.rendered)).toEqual(['2019 Ford F-150 Review']);
    expect(await get('/content/wp-json/wp/v2/posts?ymmt=FORD/NOSUCHMODEL')).toEqual([]);
  });
});

describe('GET /content/static/json/atc/cpo/certifiedcontent.json', () => {
  test("the car maker's program: 14 days or 1,000 miles money back; gold certified up to 6 years, under 80,000 miles, 172 points", async () => {
    const content = await get<CertifiedContent>('/content/static/json/atc/cpo/certifiedcontent.json');
    expect(content.program.moneyBackGuarantee).toEqual({ days: 14, miles: 1_000 });
    expect(content.program.tiers).toContainEqual(
      expect.objectContaining({ name: 'Gold Certified', maxAgeYears: 6, maxMiles: 80_000, inspectionPoints: 172 }),
    );
    expect(content.thirdParty).toEqual(
      expect.objectContaining({
        moneyBackGuarantee: { days: 14, miles: 1_000 },
        limitedWarrantyDays: { min: 30, max: 90 },
      }),
    );
  });
});

describe('bad input is a 400 naming the parameter, never a 500', () => {
  test.each([
    ['/cars-for-sale/kbbresearch/reference/vehicles?atcMakeCode=FORD&atcModelCode=F150PICKUP', 'yearId'],
    ['/cars-for-sale/kbbresearch/reference/vehicles?yearId=20x1&atcMakeCode=FORD&atcModelCode=F150PICKUP', 'yearId'],
    ['/cars-for-sale/kbbresearch/reference/vehicles?yearId=99999&atcMakeCode=FORD&atcModelCode=F150PICKUP', 'yearId'],
    [
      '/cars-for-sale/kbbresearch/reference/vehicles?yearId=2021&atcMakeCode=FORD&atcMakeCode=RAM&atcModelCode=F150PICKUP',
      'atcMakeCode',
    ],
    ['/cars-for-sale/kbbresearch/reference/vehicles?yearId=2021&atcMakeCode=FORD', 'atcModelCode'],
    [
      '/cars-for-sale/kbbresearch/reference/vehicles?yearId=2021&atcMakeCode=F%27%3B--&atcModelCode=F150PICKUP',
      'atcMakeCode',
    ],
    ['/cars-for-sale/kbbresearch/consumer-ratings/abc', 'vehicleId'],
    ['/cars-for-sale/kbbresearch/consumer-ratings/99999999999', 'vehicleId'],
    ['/content/wp-json/wp/v2/posts', 'ymmt'],
    ['/content/wp-json/wp/v2/posts?ymmt=FORD', 'ymmt'],
    ['/content/wp-json/wp/v2/posts?ymmt=FORD/F150PICKUP/twenty', 'ymmt'],
    ['/content/wp-json/wp/v2/posts?ymmt=FORD/F150PICKUP/2021/XLT/EXTRA', 'ymmt'],
    ['/content/wp-json/wp/v2/posts?ymmt=FORD/F150PICKUP&per_page=0', 'per_page'],
    ['/content/wp-json/wp/v2/posts?ymmt=FORD/F150PICKUP&per_page=101', 'per_page'],
    ['/content/wp-json/wp/v2/posts?ymmt=FORD/F150PICKUP&page=-1', 'page'],
  ])('%s → 400 naming %s', async (url, parameter) => {
    const response = await upstream.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(
      expect.objectContaining({ code: 'INVALID_PARAMETER', parameter, message: expect.any(String) }),
    );
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });
});
