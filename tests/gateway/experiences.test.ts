import { startStack, type Stack } from '../support/stack';

/**
 * Experiences and the car maker's make through the gateway (docs/rules/search-request.md#experiences):
 * each narrows what the search returns; the CAR_MAKER brand searches only its maker's make (FORD
 * stands for it) in every call made for the search, and a make chosen that is not the maker's is dropped.
 */

let stack: Stack;

beforeAll(async () => {
  stack = await startStack(3_000);
  await stack.upstream.service()!.ratingsWritten();
}, 120_000);
afterAll(() => stack.close());

const SRP = `query($brand: Brand!, $queryString: String, $input: SearchInput) {
  searchListings(brand: $brand, queryString: $queryString, input: $input) {
    request { queryString url parameters { name values } dropped { name value reason } }
    totalResultCount
    invalidQueryParams
    filterGroups { name options { value count selected disabled } }
    breadcrumbs { kind label href }
    results { placement listing { id makeCode } }
    supplemental { listing { id makeCode } }
    similar { listing { id makeCode } }
    greatPriceCount
  }
}`;

interface Srp {
  request: {
    queryString: string;
    url: string;
    parameters: Array<{ name: string; values: string[] }>;
    dropped: Array<{ name: string; value: string; reason: string }>;
  };
  totalResultCount: number;
  invalidQueryParams: string[];
  filterGroups: Array<{ name: string; options: Array<{ value: string; count: number; selected: boolean }> }>;
  breadcrumbs: Array<{ kind: string; label: string; href: string }>;
  results: Array<{ placement: string; listing: { id: string; makeCode: string } }>;
  supplemental: Array<{ listing: { id: string; makeCode: string } }>;
  similar: Array<{ listing: { id: string; makeCode: string } }>;
  greatPriceCount: number | null;
}

async function srp(brand: string, queryString: string): Promise<Srp> {
  return srpWith({ brand, queryString });
}

async function srpWith(variables: Record<string, unknown>): Promise<Srp> {
  const response = await stack.gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query: SRP, variables },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { data?: { searchListings: Srp }; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!.searchListings;
}

async function sqlCount(where: string): Promise<number> {
  const [{ n }] = await stack.testDb.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM listings l JOIN owners o ON o.id = l.owner_id WHERE ${where}`,
  );
  return n;
}

const makesOf = (answer: Srp) =>
  new Set([...answer.results, ...answer.supplemental, ...answer.similar].map((placed) => placed.listing.makeCode));
const group = (answer: Srp, name: string) => answer.filterGroups.find((g) => g.name === name)!;

describe('the CAR_MAKER brand shows only its maker’s inventory', () => {
  test('every listing is a FORD, the count is the FORD count, and the make panel lists only FORD', async () => {
    const answer = await srp('CAR_MAKER', '');
    expect(answer.totalResultCount).toBe(await sqlCount("l.make_code = 'FORD'"));
    expect(answer.results.length).toBeGreaterThan(0);
    expect(makesOf(answer)).toEqual(new Set(['FORD']));
    expect(group(answer, 'makeCode').options.map((o) => o.value)).toEqual(['FORD']);
    // The great-price count goes through the same params.
    expect(answer.greatPriceCount).toBe(await sqlCount("l.make_code = 'FORD' AND l.deal_rating = 'GREAT'"));
    // The constraint is the brand's, not the shopper's: it is not in the search as the page keeps it.
    expect(answer.request.queryString).not.toContain('makerCode');
    expect(answer.request.parameters.map((p) => p.name)).not.toContain('makerCode');
  });

  test('the lsc is asked with makerCode=FORD for the search and its result groups', async () => {
    const before = stack.urls.length;
    await srp('CAR_MAKER', 'zip=30301&searchRadius=50');
    const calls = stack.urls.slice(before).filter((url) => url.startsWith('/rest/lsc/') && !url.includes('/owner'));
    expect(calls.length).toBeGreaterThan(1);
    for (const url of calls.filter((u) => /\/rest\/lsc\/(listing|spotlights|premiumspotlights)/i.test(u)))
      expect(url).toContain('makerCode=FORD');
  });

  test('a chosen TOYOTA is dropped and reported; the FORD inventory is searched', async () => {
    const answer = await srp('CAR_MAKER', 'makeCode=TOYOTA');
    expect(answer.request.dropped).toEqual([expect.objectContaining({ name: 'makeCode', value: 'TOYOTA' })]);
    expect(answer.invalidQueryParams).toContain('makeCode');
    expect(answer.totalResultCount).toBe(await sqlCount("l.make_code = 'FORD'"));
    expect(makesOf(answer)).toEqual(new Set(['FORD']));
  });

  test('the typed input drops a TOYOTA too, and keeps a FORD', async () => {
    const toyota = await srpWith({ brand: 'CAR_MAKER', input: { makeCode: ['TOYOTA', 'FORD'] } });
    expect(toyota.request.dropped.map((d) => `${d.name}=${d.value}`)).toEqual(['makeCode=TOYOTA']);
    expect(toyota.request.queryString).toContain('makeCode=FORD');
    expect(toyota.totalResultCount).toBe(await sqlCount("l.make_code = 'FORD'"));
  });

  test('a sparse search’s supplemental and similar listings are FORDs too', async () => {
    const answer = await srp('CAR_MAKER', 'zip=30301&searchRadius=10&startYear=2024&maxPrice=30000');
    expect(answer.totalResultCount).toBeLessThan(30);
    expect(answer.supplemental.length + answer.similar.length).toBeGreaterThan(0);
    expect(makesOf(answer)).toEqual(new Set(['FORD']));
  });

  test('the other brands search every make', async () => {
    const answer = await srp('USED_CAR', '');
    expect(answer.totalResultCount).toBe(await sqlCount("l.listing_type = 'USED'"));
    expect(group(answer, 'makeCode').options.filter((o) => o.count > 0).length).toBeGreaterThan(5);
  });
});

describe('experiences narrow the search', () => {
  const USED = "l.listing_type = 'USED'";
  const SQL: Record<string, string> = {
    commercial: 'l.commercial',
    'best-deals': "l.deal_rating IN ('GOOD', 'GREAT')",
    'buy-online': "'BUY_ONLINE' = ANY(o.home_services)",
    'buy-online-maker': "'BUY_ONLINE' = ANY(o.home_services) AND l.make_code = 'FORD'",
  };

  test.each(Object.keys(SQL))('%s returns fewer listings than none, as many as SQL counts', async (experience) => {
    const none = await srp('USED_CAR', '');
    const answer = await srp('USED_CAR', `experience=${experience}`);
    expect(answer.totalResultCount).toBeGreaterThan(0);
    expect(answer.totalResultCount).toBeLessThan(none.totalResultCount);
    expect(answer.totalResultCount).toBe(await sqlCount(`${USED} AND ${SQL[experience]}`));
    expect(answer.invalidQueryParams).toEqual([]);
    expect(answer.request.queryString).toContain(`experience=${experience}`);
  });

  test('the typed input’s experience narrows alike', async () => {
    const answer = await srpWith({ brand: 'USED_CAR', input: { experience: 'buy_online' } });
    expect(answer.totalResultCount).toBe(await sqlCount(`${USED} AND ${SQL['buy-online']}`));
  });

  test('the car maker’s buy-online experience drops another make', async () => {
    const answer = await srp('USED_CAR', 'experience=buy-online-maker&makeCode=TOYOTA');
    expect(answer.request.dropped.map((d) => `${d.name}=${d.value}`)).toEqual(['makeCode=TOYOTA']);
    expect(makesOf(answer)).toEqual(new Set(['FORD']));
  });

  test('the commercial experience shows commercial vehicles under its own heading and crumbs', async () => {
    const answer = await srp('USED_CAR', 'experience=commercial&vehicleStyleCode=VANMV');
    expect(answer.totalResultCount).toBe(await sqlCount(`${USED} AND l.commercial AND l.body_style = 'VANMV'`));
    const labels = answer.breadcrumbs.map((c) => c.label);
    expect(labels).toContain('Used Commercial Vehicles for Sale');
    expect(labels).toContain('Commercial Van');
    // Only commercial use is left to choose from.
    const use = group(answer, 'vehicleUseType').options.filter((o) => o.count > 0);
    expect(use.map((o) => o.value)).toEqual(['COMMERCIAL']);
  });
});
