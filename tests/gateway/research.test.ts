import { BRANDS } from '../../contracts/search/brands';
import { Writable } from 'node:stream';
import { createLogger } from '../../gateway/observability/logger';
import { emptyParams, type SearchParams } from '../../contracts/search';
import {
  CONSUMER_RATINGS_CONDITIONS,
  certifiedProgramApplies,
  consumerRatingsApply,
  consumerRatingsVehicle,
  expertReviewsYmmt,
} from '../../gateway/search/research';
import { createGateway, type Gateway } from '../../gateway/server';
import { createLscClient } from '../../gateway/upstreams/lsc/client';
import { RESEARCH_ENDPOINTS } from '../../gateway/upstreams/research/constants';
import { createAccountClient } from '../../gateway/upstreams/account/client';
import { createLeadsClient } from '../../gateway/upstreams/leads/client';
import { createResearchClient } from '../../gateway/upstreams/research/client';
import { startFaultProxy, type FaultMode, type FaultProxy } from '../support/fault-proxy';
import { print } from 'graphql';
import { ModelReferenceQuery } from '../../web/src/research/reference/documents';
import { startStack, type Stack } from '../support/stack';

const NOW = new Date(Date.UTC(2026, 5, 1));
const params = (entries: Record<string, string[]>): SearchParams => Object.assign(emptyParams(), entries);

/** A search that meets every condition for consumer ratings (docs/rules/research.md#consumer-ratings-conditions). */
const RATED: Record<string, string[]> = {
  makeCode: ['FORD'],
  modelCode: ['F150PICKUP'],
  listingType: ['USED'],
  zip: ['30301'],
};

describe('consumer ratings are fetched only when', () => {
  test('every condition holds for a used make and model search without a year', () => {
    expect(consumerRatingsApply(params(RATED), NOW)).toBe(true);
    expect(consumerRatingsVehicle(params(RATED), NOW)).toEqual({
      year: 2026,
      makeCode: 'FORD',
      modelCode: 'F150PICKUP',
    });
  });

  /** For each condition, in the rule's words: a search that breaks it, and one that keeps it. */
  const CASES: Record<
    string,
    { breaks: Record<string, string[] | undefined>; keeps: Record<string, string[] | undefined> }
  > = {
    'a model is set': { breaks: { modelCode: undefined }, keeps: { modelCode: ['MUSTANG'] } },
    'make and model are not both multi-valued': {
      breaks: { makeCode: ['FORD', 'CHEV'], modelCode: ['F150PICKUP', 'SILVERADO1500'] },
      keeps: { modelCode: ['F150PICKUP', 'MUSTANG'] },
    },
    'a make is set': { breaks: { makeCode: undefined }, keeps: { makeCode: ['FORD'] } },
    'the year is a single value or defaults to the current year': {
      breaks: { startYear: ['2019'], endYear: ['2021'] },
      keeps: { startYear: ['2020'], endYear: ['2020'] },
    },
    'no trim is set': { breaks: { trimCode: ['F150PICKUP|XLT'] }, keeps: { trimCode: undefined } },
    'listing type is not NEW or CERTIFIED': {
      breaks: { listingType: ['USED', 'CERTIFIED'] },
      keeps: { listingType: ['USED', '3P_CERT'] },
    },
    'seller type is not private': { breaks: { sellerType: ['p'] }, keeps: { sellerType: ['d'] } },
    'style, drive, engine and fuel are each not a list': {
      breaks: { driveGroup: ['AWD4WD', 'RWD'] },
      keeps: { vehicleStyleCode: ['TRUCKS'], driveGroup: ['AWD4WD'], engineCode: ['6CYL'], fuelTypeGroup: ['GSL'] },
    },
    'min and max price are both set or both unset': {
      breaks: { minPrice: ['20000'] },
      keeps: { minPrice: ['20000'], maxPrice: ['40000'] },
    },
    'no mpgRange is set': { breaks: { mpgRange: ['30-MPG'] }, keeps: { mpgRange: undefined } },
  };

  test("the conditions are the rule's, one test each", () => {
    expect(CONSUMER_RATINGS_CONDITIONS.map(([name]) => name)).toEqual(Object.keys(CASES));
  });

  const withChanges = (changes: Record<string, string[] | undefined>) => {
    const search = params({ ...RATED });
    for (const [name, value] of Object.entries(changes)) {
      if (value) search[name] = value;
      else delete search[name];
    }
    return search;
  };
  test.each(Object.entries(CASES))('%s', (condition, { breaks, keeps }) => {
    const holds = CONSUMER_RATINGS_CONDITIONS.find(([name]) => name === condition)![1];
    expect(holds(withChanges(breaks), NOW)).toBe(false);
    expect(consumerRatingsApply(withChanges(breaks), NOW)).toBe(false);
    expect(holds(withChanges(keeps), NOW)).toBe(true);
    expect(consumerRatingsApply(withChanges(keeps), NOW)).toBe(true);
  });

  test('a single searched year is the year rated', () => {
    expect(consumerRatingsVehicle(withChanges({ startYear: ['2020'], endYear: ['2020'] }), NOW)?.year).toBe(2020);
    expect(consumerRatingsVehicle(withChanges({ startYear: ['2020'] }), NOW)).toBeUndefined();
  });
});

describe('which expert reviews and which certified program a search shows', () => {
  test('expert reviews need one make and one model; a single year and then one trim narrow them', () => {
    expect(expertReviewsYmmt(params({ makeCode: ['FORD'], modelCode: ['F150PICKUP'] }))).toBe('FORD/F150PICKUP');
    expect(
      expertReviewsYmmt(
        params({
          makeCode: ['FORD'],
          modelCode: ['F150PICKUP'],
          startYear: ['2021'],
          endYear: ['2021'],
          trimCode: ['F150PICKUP|XLT'],
        }),
      ),
    ).toBe('FORD/F150PICKUP/2021/XLT');
    expect(
      expertReviewsYmmt(params({ makeCode: ['FORD'], modelCode: ['F150PICKUP'], trimCode: ['F150PICKUP|XLT'] })),
    ).toBe('FORD/F150PICKUP');
    expect(expertReviewsYmmt(params({ makeCode: ['FORD'] }))).toBeUndefined();
    expect(expertReviewsYmmt(params({ makeCode: ['FORD'], modelCode: ['F150PICKUP', 'MUSTANG'] }))).toBeUndefined();
  });

  test("the certified program: on the car maker's brand, or when CERTIFIED listings are asked for", () => {
    expect(certifiedProgramApplies('halden', params({}), true)).toBe(true);
    expect(certifiedProgramApplies('motormart', params({ listingType: ['CERTIFIED'] }), true)).toBe(true);
    expect(certifiedProgramApplies('motormart', params({ listingType: ['USED'] }), true)).toBe(false);
    expect(certifiedProgramApplies('fairvalue', params({ listingType: ['3P_CERT'] }), true)).toBe(false);
    // Never where the brand's certifiedProgram flag is off (docs/rules/features.md).
    expect(certifiedProgramApplies('halden', params({}), false)).toBe(false);
    expect(certifiedProgramApplies('motormart', params({ listingType: ['CERTIFIED'] }), false)).toBe(false);
  });

  test('the breakers have the time-outs and resets of the research content calls', () => {
    expect(RESEARCH_ENDPOINTS.referenceVehicles).toMatchObject({ timeout: 5_000, resetTimeout: 300_000 });
    expect(RESEARCH_ENDPOINTS.expertReviews).toMatchObject({ timeout: 3_000, resetTimeout: 30_000 });
    expect(RESEARCH_ENDPOINTS.certifiedContent).toMatchObject({ timeout: 5_000, resetTimeout: 300_000 });
  });
});

/* ---- Through the real upstream ---- */

const RESEARCH = `research: researchContent {
  expertReviews { id title link guid publishedAt }
  consumerRatings { vehicleId year numberOfReviews ratings { name value } }
  certifiedProgram { maker name moneyBackGuarantee { days miles } tiers { name maxAgeYears maxMiles inspectionPoints }
    thirdParty { moneyBackGuarantee { days miles } limitedWarrantyMinDays limitedWarrantyMaxDays } }
}`;
const srp = (brand: string, queryString: string, selection = RESEARCH) =>
  `{ searchListings(brand: ${brand}, queryString: ${JSON.stringify(queryString)}) { totalResultCount ${selection} } }`;

interface Research {
  expertReviews: Array<{ id: string; title: string; link: string; guid: string; publishedAt: string }>;
  consumerRatings: {
    vehicleId: string;
    year: number;
    numberOfReviews: number;
    ratings: Array<{ name: string; value: number }>;
  } | null;
  certifiedProgram: {
    name: string;
    moneyBackGuarantee: { days: number; miles: number };
    tiers: Array<{ name: string }>;
  } | null;
}
interface Answer {
  data?: { searchListings: { totalResultCount: number; research: Research } } | null;
  errors?: Array<{ message: string; extensions: Record<string, unknown> }>;
}

let stack: Stack;
let proxy: FaultProxy;
const gateways: Gateway[] = [];
/** Log lines of the gateways built here (pino JSON). */
const lines: Array<Record<string, unknown>> = [];
const destination = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

beforeAll(async () => {
  stack = await startStack();
  proxy = await startFaultProxy(stack.upstreamUrl);
});
afterAll(async () => {
  await Promise.all(gateways.map((g) => g.app.close()));
  await proxy.close();
  await stack.close();
});
afterEach(async () => {
  for (const prefix of ['', '/cars-for-sale/kbbresearch', '/content/wp-json', '/content/static'])
    await proxy.fault(prefix, 'pass');
});

async function ask(gateway: Gateway, query: string): Promise<Answer> {
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/**
 * A seeded model year of the busiest used model of the car maker's make, with consumer reviews:
 * the CAR_MAKER searches below search that make only (docs/rules/brands.md#the-car-makers-brand).
 */
async function ratedModelYear() {
  const [row] = await stack.testDb.db.query<{
    makeCode: string;
    modelCode: string;
    year: number;
    vehicleId: number;
    numberOfReviews: number;
  }>(
    `SELECT l.make_code AS "makeCode", l.model_code AS "modelCode", l.year, v.vehicle_id AS "vehicleId", r.number_of_reviews AS "numberOfReviews"
     FROM listings l JOIN reference_vehicles v ON v.model_code = l.model_code AND v.year = l.year
     JOIN consumer_ratings r ON r.vehicle_id = v.vehicle_id
     WHERE l.listing_type = 'USED' AND r.number_of_reviews > 0 AND l.make_code = $1
     GROUP BY 1, 2, 3, 4, 5 ORDER BY count(*) DESC, 4 LIMIT 1`,
    [BRANDS.halden.makerMakeCode],
  );
  expect(row).toBeDefined();
  return row;
}

describe('SearchResults.researchContent through the real upstream', () => {
  test('answers the expert reviews, consumer ratings and certified program the upstream holds', async () => {
    const v = await ratedModelYear();
    const answer = await ask(
      stack.gateway,
      srp(
        'USED_CAR',
        `makeCode=${v.makeCode}&modelCode=${v.modelCode}&startYear=${v.year}&endYear=${v.year}&listingType=CERTIFIED&listingType=USED`,
      ),
    );
    expect(answer.errors).toBeUndefined();
    const research = answer.data!.searchListings.research;
    // CERTIFIED asked for: the program is shown, and consumer ratings are not fetched (docs/rules/research.md#consumer-ratings-conditions).
    expect(research.certifiedProgram).toMatchObject({
      moneyBackGuarantee: { days: 14, miles: 1_000 },
      tiers: [{ name: 'Gold Certified' }],
    });
    expect(research.consumerRatings).toBeNull();
    const posts = await stack.testDb.db.query<{ id: number; title: string }>(
      'SELECT id, title FROM expert_reviews WHERE model_code = $1 AND year = $2 ORDER BY published_at DESC, id DESC',
      [v.modelCode, v.year],
    );
    expect(research.expertReviews.map((r) => [Number(r.id), r.title])).toEqual(posts.map((p) => [p.id, p.title]));

    const used = await ask(
      stack.gateway,
      srp('USED_CAR', `makeCode=${v.makeCode}&modelCode=${v.modelCode}&startYear=${v.year}&endYear=${v.year}`),
    );
    const ratings = used.data!.searchListings.research.consumerRatings;
    expect(ratings).toMatchObject({ vehicleId: String(v.vehicleId), year: v.year, numberOfReviews: v.numberOfReviews });
    expect(ratings!.ratings[0].name).toBe('Overall');
    expect(used.data!.searchListings.research.certifiedProgram).toBeNull();
  });

  test('is fetched lazily: a query without it calls no research endpoint, one part calls only its own', async () => {
    const v = await ratedModelYear();
    const qs = `makeCode=${v.makeCode}&modelCode=${v.modelCode}`;
    const before = stack.urls.length;
    await ask(stack.gateway, srp('USED_CAR', qs, ''));
    expect(stack.urls.slice(before).filter((u) => /kbbresearch|\/content\//.test(u))).toEqual([]);
    const next = stack.urls.length;
    await ask(stack.gateway, srp('USED_CAR', qs, 'researchContent { expertReviews { id } }'));
    expect(
      stack.urls
        .slice(next)
        .filter((u) => /kbbresearch|\/content\//.test(u))
        .map((u) => u.split('?')[0]),
    ).toEqual(['/content/wp-json/wp/v2/posts']);
  });

  test('two searches of one query about the same vehicle share each research call (DataLoader)', async () => {
    const v = await ratedModelYear();
    const qs = `makeCode=${v.makeCode}&modelCode=${v.modelCode}&startYear=${v.year}&endYear=${v.year}`;
    const before = stack.urls.length;
    const query = `{ a: searchListings(brand: CAR_MAKER, queryString: ${JSON.stringify(qs)}) { ${RESEARCH} }
      b: searchListings(brand: CAR_MAKER, queryString: ${JSON.stringify(`${qs}&sortBy=yearDESC`)}) { ${RESEARCH} } }`;
    const answer = await ask(stack.gateway, query);
    expect(answer.errors).toBeUndefined();
    const calls = new Map<string, number>();
    for (const url of stack.urls.slice(before).filter((u) => /kbbresearch|\/content\//.test(u))) {
      const path = url.split('?')[0].replace(/\/\d+$/, '/{vehicleId}');
      calls.set(path, (calls.get(path) ?? 0) + 1);
    }
    expect(Object.fromEntries(calls)).toEqual({
      '/cars-for-sale/kbbresearch/reference/vehicles': 1,
      '/cars-for-sale/kbbresearch/consumer-ratings/{vehicleId}': 1,
      '/content/wp-json/wp/v2/posts': 1,
      '/content/static/json/atc/cpo/certifiedcontent.json': 1,
    });
  });
});

/* ---- Faults (empty and logged; the SRP still answers: docs/rules/upstreams.md#how-each-failure-shows) ---- */

/** A call the proxy holds ('slow', never answered) times out soon; a healthy one never races its time-out. */
const SLOW_BREAKERS = { timeout: 1_000, resetTimeout: 60_000 };
const HEALTHY_BREAKERS = { timeout: 60_000, resetTimeout: 60_000 };
const FAILED = 'research content failed; shown empty';

/** A gateway with fresh breakers whose research calls go through the fault proxy; searches go direct. */
async function gatewayBehindProxy(breakers = HEALTHY_BREAKERS): Promise<Gateway> {
  const gateway = await createGateway({
    upstreams: {
      lsc: createLscClient(stack.upstreamUrl),
      research: createResearchClient(proxy.url, { breakers }),
      account: createAccountClient(stack.upstreamUrl),
      leads: createLeadsClient(stack.upstreamUrl),
    },
    imagesUrl: stack.upstreamUrl,
    logger: createLogger({ level: 'warn', destination }),
  });
  gateways.push(gateway);
  return gateway;
}

describe('the research upstream failing', () => {
  test.each<[string, FaultMode, string]>([
    ['down', 'refuse', 'UPSTREAM_ERROR'],
    ['answering 500', 'error500', 'UPSTREAM_ERROR'],
    ['slower than the time-out', 'slow', 'UPSTREAM_TIMEOUT'],
    ['answering malformed JSON', 'malformed', 'UPSTREAM_ERROR'],
  ])(
    '%s: research content is empty, the results still show, each failure is logged as a warning',
    async (_name, mode, code) => {
      const gateway = await gatewayBehindProxy(mode === 'slow' ? SLOW_BREAKERS : HEALTHY_BREAKERS);
      const v = await ratedModelYear();
      await proxy.fault(mode === 'refuse' ? '' : '/cars-for-sale/kbbresearch', mode);
      if (mode !== 'refuse')
        for (const prefix of ['/content/wp-json', '/content/static']) await proxy.fault(prefix, mode);
      const logged = lines.length;
      const answer = await ask(
        gateway,
        srp('CAR_MAKER', `makeCode=${v.makeCode}&modelCode=${v.modelCode}&startYear=${v.year}&endYear=${v.year}`),
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.searchListings.totalResultCount).toBeGreaterThan(0);
      expect(answer.data!.searchListings.research).toEqual({
        expertReviews: [],
        consumerRatings: null,
        certifiedProgram: null,
      });
      const warnings = lines.slice(logged).filter((line) => line.msg === FAILED);
      expect(warnings.map((w) => w.group).sort()).toEqual(['certifiedContent', 'expertReviews', 'referenceVehicles']);
      for (const warning of warnings) expect(warning).toMatchObject({ level: 40, code, reqId: expect.any(String) });
    },
  );

  test('the consumer-ratings lookup failing after the reference lookup: ratings null and logged, reviews still shown', async () => {
    const gateway = await gatewayBehindProxy();
    const v = await ratedModelYear();
    await proxy.fault('/cars-for-sale/kbbresearch/consumer-ratings', 'error500');
    const logged = lines.length;
    const answer = await ask(
      gateway,
      srp('USED_CAR', `makeCode=${v.makeCode}&modelCode=${v.modelCode}&startYear=${v.year}&endYear=${v.year}`),
    );
    expect(answer.data!.searchListings.research.consumerRatings).toBeNull();
    expect(answer.data!.searchListings.research.expertReviews.length).toBeGreaterThan(0);
    expect(
      lines
        .slice(logged)
        .filter((line) => line.msg === FAILED)
        .map((w) => w.group),
    ).toEqual(['consumerRatings']);
  });

  test("an endpoint's breaker opens after the volume threshold: no more calls, still empty, logged as unavailable", async () => {
    const gateway = await gatewayBehindProxy();
    await proxy.fault('/content/wp-json', 'error500');
    const reviews = srp(
      'USED_CAR',
      'makeCode=FORD&modelCode=F150PICKUP',
      'research: researchContent { expertReviews { id } }',
    );
    const postsCalls = () => proxy.calls.get('/content/wp-json/wp/v2/posts') ?? 0;
    const before = postsCalls();
    // Volume threshold 5: five failures, then the circuit is open.
    for (let i = 0; i < 5; i++)
      expect((await ask(gateway, reviews)).data!.searchListings.research.expertReviews).toEqual([]);
    expect(postsCalls()).toBe(before + 5);
    const logged = lines.length;
    const open = await ask(gateway, reviews);
    expect(open.errors).toBeUndefined();
    expect(open.data!.searchListings.research.expertReviews).toEqual([]);
    expect(postsCalls()).toBe(before + 5);
    expect(lines.slice(logged).filter((line) => line.msg === FAILED)).toEqual([
      expect.objectContaining({ group: 'expertReviews', code: 'UPSTREAM_UNAVAILABLE' }),
    ]);
  });

  test("the model reference section's request with every research call failing: its trims, prices and mileage still answer", async () => {
    const gateway = await gatewayBehindProxy(SLOW_BREAKERS);
    const v = await ratedModelYear();
    for (const prefix of ['/cars-for-sale/kbbresearch', '/content/wp-json', '/content/static'])
      await proxy.fault(prefix, 'error500');
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: {
        query: print(ModelReferenceQuery),
        variables: {
          queryString: `makeCode=${v.makeCode}&modelCode=${v.modelCode}`,
          makeCode: v.makeCode,
          modelCode: v.modelCode,
          startYear: v.year,
          years: 11,
        },
      },
    });
    const answer = response.json();
    expect(answer.errors).toBeUndefined();
    const results = answer.data.searchListings;
    expect(results.researchContent).toEqual({ expertReviews: [], consumerRatings: null });
    expect(results.totalResultCount).toBeGreaterThan(0);
    expect(results.mileageStats.averageMiles).toBeGreaterThan(0);
    expect(answer.data.modelInfo[0].year).toBe(v.year);
    expect(answer.data.modelInfo[0].trims.length).toBeGreaterThan(0);
  });
});
