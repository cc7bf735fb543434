import { createContext, type ContextValue } from '../../gateway/context';
import { createLscClient, type LscClient } from '../../gateway/upstreams/lsc/client';
import { createAccountClient } from '../../gateway/upstreams/account/client';
import { createLeadsClient } from '../../gateway/upstreams/leads/client';
import { createResearchClient } from '../../gateway/upstreams/research/client';
import { startStack, type Stack } from '../support/stack';
import { createUpstreams } from '../../gateway/upstreams/index';

/** The whole SRP in one query, as the web client asks it. */
const SRP = `query Srp($brand: Brand!, $input: SearchInput, $queryString: String) {
  searchListings(brand: $brand, input: $input, queryString: $queryString) {
    request { brand queryString url parameters { name values } dropped { name value reason } }
    totalResultCount
    page
    lastPage
    stats { price { min max } year { min max } }
    filterGroups { name label collapsed value options { label value count selected disabled parent codes } }
    breadcrumbs { kind label href }
    results { position placement listing { id vin viewCount inWiderMarket pricingDetail { salePrice expectedPrice priceDifference } owner { id name sellerType } } }
    supplemental { position placement listing { id viewCount owner { id } } }
    similar { position placement listing { id viewCount owner { id } } }
    greatPriceCount
    crawlLinks { modelYears { label href count } trims { label href count } }
    mileageStats { modelCode averageMiles allCarsAverageMiles difference thresholds { miles percentModel percentAllCars } }
    packageNames
    invalidQueryParams
  }
}`;

interface Placed {
  position: number;
  placement: string;
  listing: { id: string; vin: string; viewCount: number | null; owner: { id: string } | null };
}
interface Srp {
  request: {
    brand: string;
    queryString: string;
    url: string;
    parameters: Array<{ name: string; values: string[] }>;
    dropped: Array<{ name: string; value: string }>;
  };
  totalResultCount: number;
  results: Placed[];
  supplemental: Placed[];
  similar: Placed[];
  breadcrumbs: Array<{ kind: string; label: string; href: string }>;
  filterGroups: Array<{
    name: string;
    options: Array<{
      label: string;
      value: string;
      count: number;
      selected: boolean;
      disabled: boolean;
      parent: string | null;
      codes: string[];
    }>;
  }>;
  greatPriceCount: number | null;
  crawlLinks: { modelYears: unknown[]; trims: unknown[] };
  mileageStats: { modelCode: string; thresholds: unknown[] } | null;
  packageNames: string[];
}

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

/** What the gateway logged during the last query. */
let warnings: Array<Record<string, unknown>> = [];

async function srp(variables: Record<string, unknown>, client: LscClient = createLscClient(stack.upstreamUrl)) {
  warnings = [];
  const contextValue: ContextValue = createContext(
    {
      lsc: client,
      research: createResearchClient(stack.upstreamUrl),
      account: createAccountClient(stack.upstreamUrl),
      leads: createLeadsClient(stack.upstreamUrl),
    },
    { warn: (details) => warnings.push(details as Record<string, unknown>) },
  );
  const response = await stack.gateway.apollo.executeOperation({ query: SRP, variables }, { contextValue });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult as {
    data?: { searchListings: Srp } | null;
    errors?: Array<{ message: string; extensions: Record<string, unknown> }>;
  };
}

/** Upstream calls of one query, by path; the supplemental search is told apart by its flag. */
function callsOf(urls: string[]): Map<string, number> {
  const calls = new Map<string, number>();
  for (const url of urls) {
    const key = url.includes('supplemental=true') ? 'supplemental search' : url.split('?')[0];
    calls.set(key, (calls.get(key) ?? 0) + 1);
  }
  return calls;
}

/** The make and model with the most used listings, and its best-stocked zip. */
async function busiestModel() {
  const [row] = await stack.testDb.db.query<{ makeCode: string; modelCode: string }>(
    `SELECT make_code AS "makeCode", model_code AS "modelCode" FROM listings WHERE listing_type = 'USED'
     GROUP BY make_code, model_code ORDER BY count(*) DESC LIMIT 1`,
  );
  return row;
}

describe('one SRP query', () => {
  test.each([30, 100])('makes at most one call per upstream endpoint for a batch of %i', async (numRecords) => {
    const { makeCode, modelCode } = await busiestModel();
    stack.urls.length = 0;
    const result = await srp({
      brand: 'USED_CAR',
      input: { makeCode: [makeCode], modelCode: [modelCode], zip: '30301', searchRadius: 0, numRecords },
    });
    expect(result.errors).toBeUndefined();
    const calls = callsOf(stack.urls);
    // The featured and (when a slot is left) standard spotlights are one endpoint; no call is made twice.
    for (const [path, count] of calls)
      expect([path, count]).toEqual([path, path === '/rest/lsc/listing/spotlight/results' ? count : 1]);
    expect(calls.get('/rest/lsc/listing/spotlight/results')).toBeLessThanOrEqual(2);
    expect(new Set(stack.urls).size).toBe(stack.urls.length);
    // Everything the page shows came with it: spotlights, view counts, counts, links, stats.
    expect(calls.get('/rest/lsc/listing')).toBe(1);
    expect(calls.get('/cars-for-sale/svc/listing-view-count')).toBe(1);
    expect(calls.get('/rest/lsc/listing/spotlight/premiumresults')).toBe(1);
    expect(calls.get('/rest/lsc/owner')).toBeUndefined();
    const page = result.data!.searchListings;
    expect(page.results.filter((p) => p.placement === 'MAIN').length).toBe(Math.min(numRecords, page.totalResultCount));
    expect(page.results.every((p) => p.listing.viewCount !== null && p.listing.owner)).toBe(true);
    expect(page.mileageStats?.modelCode).toBe(modelCode);
    expect(page.crawlLinks.modelYears.length).toBeGreaterThan(0);
    expect(typeof page.greatPriceCount).toBe('number');
  });

  test('places spotlights at their slots and says where every listing is', async () => {
    const result = await srp({ brand: 'USED_CAR', input: { zip: '30301', searchRadius: 0 } });
    const { results } = result.data!.searchListings;
    expect(results.map((p) => p.position)).toEqual(results.map((_, i) => i));
    const premium = results.filter((p) => p.placement === 'PREMIUM_SPOTLIGHT');
    expect(premium.length).toBeGreaterThan(0);
    expect(premium.every((p) => p.position <= 2)).toBe(true);
    expect(new Set(results.map((p) => p.listing.id)).size).toBe(results.length);
  });

  test('shows supplemental and similar listings when the results are sparse, still one call per endpoint', async () => {
    const { makeCode, modelCode } = await busiestModel();
    const [{ year }] = await stack.testDb.db.query<{ year: number }>(
      `SELECT year FROM listings WHERE model_code = $1 AND listing_type = 'USED' GROUP BY year ORDER BY count(*) ASC LIMIT 1`,
      [modelCode],
    );
    stack.urls.length = 0;
    const result = await srp({
      brand: 'USED_CAR',
      input: {
        makeCode: [makeCode],
        modelCode: [modelCode],
        startYear: year,
        endYear: year,
        zip: '30301',
        searchRadius: 25,
      },
    });
    expect(result.errors).toBeUndefined();
    const page = result.data!.searchListings;
    expect(page.totalResultCount).toBeLessThan(30);
    expect(page.supplemental.length).toBeGreaterThan(0);
    expect(page.supplemental.every((p) => p.placement === 'SUPPLEMENTAL')).toBe(true);
    const shown = new Set(page.results.map((p) => p.listing.id));
    expect(page.supplemental.some((p) => shown.has(p.listing.id))).toBe(false);
    const calls = callsOf(stack.urls);
    for (const [path, count] of calls) expect([path, count]).toEqual([path, 1]);
    expect(calls.get('supplemental search')).toBe(1);
  });
});

describe('@skip and @include', () => {
  /** Runs a query of the test's own and answers the upstream calls it made, by path. */
  async function calls(query: string, variables: Record<string, unknown> = {}) {
    stack.urls.length = 0;
    const contextValue: ContextValue = createContext(
      {
        lsc: createLscClient(stack.upstreamUrl),
        research: createResearchClient(stack.upstreamUrl),
        account: createAccountClient(stack.upstreamUrl),
        leads: createLeadsClient(stack.upstreamUrl),
      },
      { warn: () => undefined },
    );
    const response = await stack.gateway.apollo.executeOperation({ query, variables }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    expect(response.body.singleResult.errors).toBeUndefined();
    return callsOf(stack.urls);
  }
  const SEARCH = 'searchListings(brand: USED_CAR, input: { zip: "30301", searchRadius: 0 })';
  const SPOTLIGHTS = '/rest/lsc/listing/spotlight/premiumresults';

  test('a group the query skips with a literal condition is not fetched', async () => {
    const skipped = await calls(`{ ${SEARCH} { totalResultCount results @skip(if: true) { position } } }`);
    expect(skipped.get('/rest/lsc/listing')).toBe(1);
    expect(skipped.has(SPOTLIGHTS)).toBe(false);
    const included = await calls(`{ ${SEARCH} { totalResultCount results @include(if: true) { position } } }`);
    expect(included.get(SPOTLIGHTS)).toBe(1);
  });

  test.each([
    [
      'a fragment',
      `query($on: Boolean!) { ${SEARCH} { totalResultCount ...Shown } }
      fragment Shown on SearchResults { results @include(if: $on) { position } }`,
    ],
    [
      'an inline fragment',
      `query($on: Boolean!) { ${SEARCH} { totalResultCount ... @include(if: $on) { results { position } } } }`,
    ],
    [
      'a fragment spread',
      `query($on: Boolean!) { ${SEARCH} { totalResultCount ...Shown @include(if: $on) } }
      fragment Shown on SearchResults { results { position } }`,
    ],
  ])('a variable condition on %s decides whether the group is fetched', async (_where, query) => {
    expect((await calls(query, { on: false })).has(SPOTLIGHTS)).toBe(false);
    expect((await calls(query, { on: true })).get(SPOTLIGHTS)).toBe(1);
  });
});

describe('filter groups', () => {
  test('model options say which make they belong to, trim options which model; other options say nothing', async () => {
    const result = await srp({ brand: 'USED_CAR', queryString: 'makeCode=FORD,TOYOTA&modelCode=F150PICKUP,CAMRY' });
    expect(result.errors).toBeUndefined();
    const group = (name: string) => result.data!.searchListings.filterGroups.find((g) => g.name === name)!.options;
    const models = group('modelCode');
    expect(models.find((o) => o.value === 'F150PICKUP')?.parent).toBe('FORD');
    expect(models.find((o) => o.value === 'CAMRY')?.parent).toBe('TOYOTA');
    expect(new Set(models.map((o) => o.parent))).toEqual(new Set(['FORD', 'TOYOTA']));
    expect(group('trimCode').every((o) => o.value.startsWith(`${o.parent}|`))).toBe(true);
    expect(group('makeCode').every((o) => o.parent === null)).toBe(true);
  });
});

describe('truck cab size', () => {
  test('offers the cab sizes, each standing for the cab styles of it, counted as choosing them all finds', async () => {
    const trucks = await srp({ brand: 'USED_CAR', queryString: 'vehicleStyleCode=TRUCKS' });
    const cabs = trucks.data!.searchListings.filterGroups.find((g) => g.name === 'truckCabSize')!;
    expect(cabs.options.map((o) => o.label)).toEqual(['Regular Cab', 'Extended Cab', 'Crew Cab']);
    const crew = cabs.options.find((o) => o.value === 'CREW')!;
    expect(crew.codes).toEqual(expect.arrayContaining(['CREW_CAB', 'SUPERCREW', 'CREWMAX']));
    const chosen = await srp({ brand: 'USED_CAR', input: { vehicleStyleCode: ['TRUCKS'], truckCabSize: crew.codes } });
    expect(chosen.data!.searchListings.totalResultCount).toBe(crew.count);
    const again = chosen
      .data!.searchListings.filterGroups.find((g) => g.name === 'truckCabSize')!
      .options.find((o) => o.value === 'CREW')!;
    expect(again).toMatchObject({ selected: true, count: crew.count, codes: crew.codes });
    // No trucks in reach, no cab sizes to offer: the panel has nothing to show.
    const sedans = await srp({ brand: 'USED_CAR', queryString: 'vehicleStyleCode=SEDAN' });
    expect(sedans.data!.searchListings.filterGroups.find((g) => g.name === 'truckCabSize')!.options).toEqual([]);
  });
});

describe('two ways in, same answer', () => {
  test('the typed input and the SRP query string give the same results and canonical query', async () => {
    const typed = await srp({
      brand: 'USED_CAR',
      input: {
        makeCode: ['TOYOTA', 'HONDA'],
        zip: '30301',
        searchRadius: 50,
        sortBy: 'derivedpriceASC',
        sellerType: 'DEALER',
      },
    });
    const raw = await srp({
      brand: 'USED_CAR',
      queryString:
        '?sortBy=derivedpriceASC&makeCode=HONDA,TOYOTA&makeCode=TOYOTA&zip=30301&searchRadius=50&sellerType=d&mmt=[TOYOTA[]]&page=1',
    });
    expect(typed.errors).toBeUndefined();
    expect(raw.errors).toBeUndefined();
    const a = typed.data!.searchListings;
    const b = raw.data!.searchListings;
    expect(b.request.queryString).toBe(a.request.queryString);
    expect(a.request.queryString).toBe(
      'listingType=USED&makeCode=HONDA&makeCode=TOYOTA&searchRadius=50&sellerType=d&sortBy=derivedpriceASC&zip=30301',
    );
    expect(b.totalResultCount).toBe(a.totalResultCount);
    expect(b.results.map((p) => p.listing.id)).toEqual(a.results.map((p) => p.listing.id));
  });

  test('normalises the search and reports what it dropped', async () => {
    const result = await srp({
      brand: 'USED_CAR',
      queryString:
        'makeCode=FORD,TOYOTA,HONDA,CHEV,NISSAN,BMW&zip=303011234&searchRadius=500&showcaseOwnerId=5&showcaseOwnerId=6&trimCode=CAMRY|LE',
    });
    expect(result.errors).toBeUndefined();
    const { request } = result.data!.searchListings;
    const param = (name: string) => request.parameters.find((p) => p.name === name)?.values;
    expect(param('makeCode')).toEqual(['FORD', 'TOYOTA', 'HONDA', 'CHEV', 'NISSAN']);
    expect(param('zip')).toEqual(['30301']);
    expect(param('searchRadius')).toEqual(['100']);
    expect(param('showcaseOwnerId')).toEqual(['5']);
    expect(param('trimCode')).toBeUndefined();
    expect(param('listingType')).toEqual(['USED']);
    expect(request.dropped.map((d) => `${d.name}=${d.value}`).sort()).toEqual([
      'makeCode=BMW',
      'showcaseOwnerId=6',
      'trimCode=CAMRY|LE',
    ]);
  });

  test('year options for NEW listings: Any, then four years from two years before this one, newest first', async () => {
    const contextValue: ContextValue = createContext(createUpstreams(stack.upstreamUrl));
    const query =
      'query($q: String) { searchListings(brand: USED_CAR, queryString: $q) { yearOptions { label value } } }';
    const run = async (q: string) => {
      const response = await stack.gateway.apollo.executeOperation({ query, variables: { q } }, { contextValue });
      if (response.body.kind !== 'single') throw new Error('expected a single result');
      return (
        response.body.singleResult.data as { searchListings: { yearOptions: Array<{ label: string; value: string }> } }
      ).searchListings.yearOptions;
    };
    const year = new Date().getUTCFullYear();
    expect((await run('listingType=NEW')).map((o) => o.label)).toEqual([
      'Any',
      ...[1, 0, -1, -2].map((d) => String(year + d)),
    ]);
    // A year the search chose does not narrow the choices to the years its matches have.
    const used = await run('listingType=USED');
    expect(used[0]).toEqual({ label: 'Any', value: '' });
    expect(await run('listingType=USED&startYear=2022&endYear=2022')).toEqual(used);
  });

  test('the car-maker brand searches every condition by default', async () => {
    const result = await srp({ brand: 'CAR_MAKER', queryString: '' });
    expect(result.data!.searchListings.request.parameters.find((p) => p.name === 'listingType')).toBeUndefined();
    expect(result.data!.searchListings.request.brand).toBe('CAR_MAKER');
  });

  test.each([
    [{ input: { zip: '30301' }, queryString: 'zip=30301' }, 'queryString'],
    [{}, 'input'],
    [{ input: { zip: '3030' } }, 'zip'],
  ])('refuses %j with BAD_USER_INPUT naming %s', async (variables, field) => {
    const result = await srp({ brand: 'USED_CAR', ...variables });
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });
});

describe('upstream failures', () => {
  test('the required search failing is a typed error the page shows as its error screen', async () => {
    const result = await srp({ brand: 'USED_CAR', queryString: '' }, createLscClient('http://127.0.0.1:9'));
    expect(result.data).toBeNull();
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'UPSTREAM_ERROR', showSrpError: true });
    expect(JSON.stringify(result.errors)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
  });

  test("view counts are asked once, for the listings that show them, and are the listing service's counts", async () => {
    const { makeCode, modelCode } = await busiestModel();
    const variables = { brand: 'USED_CAR', input: { makeCode: [makeCode], modelCode: [modelCode], zip: '30301' } };
    const ask = async (listingFields: string, vars: Record<string, unknown> = variables) => {
      stack.urls.length = 0;
      const contextValue = createContext({
        lsc: createLscClient(stack.upstreamUrl),
        research: createResearchClient(stack.upstreamUrl),
        account: createAccountClient(stack.upstreamUrl),
        leads: createLeadsClient(stack.upstreamUrl),
      });
      const query = `query Q($brand: Brand!, $input: SearchInput, $counts: Boolean! = true) {
        searchListings(brand: $brand, input: $input) { results { __typename @include(if: $counts) listing { ${listingFields} } } }
      }`;
      const response = await stack.gateway.apollo.executeOperation({ query, variables: vars }, { contextValue });
      if (response.body.kind !== 'single') throw new Error('expected a single result');
      const { data, errors } = response.body.singleResult as {
        data?: { searchListings: { results: Array<{ listing: { vin: string; viewCount?: number } }> } };
        errors?: unknown;
      };
      expect(errors).toBeUndefined();
      return { results: data!.searchListings.results, calls: callsOf(stack.urls) };
    };

    const counted = await ask('vin viewCount');
    expect(counted.calls.get('/cars-for-sale/svc/listing-view-count')).toBe(1);
    const vins = counted.results.map((p) => p.listing.vin);
    // The call, sent ahead of the executor, asks for the cards in the order they are shown.
    const call = stack.urls.find((url) => url.startsWith('/cars-for-sale/svc/listing-view-count'))!;
    expect(new URL(call, 'http://upstream').searchParams.getAll('vin')).toEqual(vins);
    const direct = await createLscClient(stack.upstreamUrl).viewCounts(vins);
    const entries = 'listings' in direct ? direct.listings : [direct];
    const expected = new Map(entries.map((e) => [e.vin, Object.values(e.counts).reduce((a, b) => a + b, 0)]));
    expect(counted.results.map((p) => p.listing.viewCount)).toEqual(vins.map((vin) => expected.get(vin) ?? 0));

    // Not asked, or skipped: no call.
    expect((await ask('vin')).calls.get('/cars-for-sale/svc/listing-view-count')).toBeUndefined();
    const skipped = await ask('vin viewCount @include(if: $counts)', { ...variables, counts: false });
    expect(skipped.calls.get('/cars-for-sale/svc/listing-view-count')).toBeUndefined();
    expect(skipped.results.every((p) => p.listing.viewCount === undefined)).toBe(true);
    // Asked through a fragment: one call.
    const spread = await ask('vin ... on Listing { viewCount }');
    expect(spread.calls.get('/cars-for-sale/svc/listing-view-count')).toBe(1);
  });

  test('optional groups degrade to empty while the results still show', async () => {
    const real = createLscClient(stack.upstreamUrl);
    const down = () => Promise.reject(new Error('down'));
    const failing: LscClient = {
      ...real,
      premiumSpotlights: down,
      spotlights: down,
      count: down,
      crawl: down,
      mileageStats: down,
      viewCounts: down,
    };
    const { makeCode, modelCode } = await busiestModel();
    const result = await srp(
      { brand: 'USED_CAR', input: { makeCode: [makeCode], modelCode: [modelCode], zip: '30301' } },
      failing,
    );
    expect(result.errors).toBeUndefined();
    const page = result.data!.searchListings;
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results.every((p) => p.placement === 'MAIN' || p.placement === 'NEW_CAR_BOOST')).toBe(true);
    expect(page.results.every((p) => p.listing.viewCount === null)).toBe(true);
    expect(page.greatPriceCount).toBeNull();
    expect(page.crawlLinks).toEqual({ modelYears: [], trims: [] });
    expect(page.mileageStats).toBeNull();
    expect(new Set(warnings.map((w) => w.group))).toEqual(
      new Set([
        'premiumSpotlights',
        'spotlights',
        'standardSpotlights',
        'count',
        'crawl',
        'mileageStats',
        'viewCounts',
      ]),
    );
  });
});
