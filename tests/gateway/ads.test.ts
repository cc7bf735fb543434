import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { AD_CLICK_ROUTE, AD_CREATIVES_ROUTE, AD_IMPRESSIONS_ROUTE } from '../../contracts/ads/routes';
import { ADS_API_REPORT_PATH, type AdReportResponse } from '../../contracts/ads/index';
import { FREQUENCY_CAP } from '../../upstreams/ads/constants';
import { createGateway, type Gateway } from '../../gateway/server';
import { createUpstreams } from '../../gateway/upstreams/index';
import { PATIENT_UPSTREAMS, startStack, warmAdServer, type Stack } from '../support/stack';

/**
 * Query.ads, the gateway's ad routes, SearchResults.alphaShowcase and .highlights and the standard
 * spotlights (docs/rules/ads.md, docs/rules/showcase.md) against the real ad server and listing
 * search on a seeded PGlite database, over HTTP to /graphql (the browser id cookie is read there).
 */

let stack: Stack;
/** A gateway whose ad server is a closed port. */
let adsDown: Gateway;
const gateways: Gateway[] = [];

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  stack = await startStack(3_000, PATIENT_UPSTREAMS);
  const port = await closedPort();
  adsDown = await createGateway({
    upstreams: createUpstreams({
      lsc: stack.upstreamUrl,
      research: stack.upstreamUrl,
      ads: `http://127.0.0.1:${port}`,
    }),
    imagesUrl: stack.upstreamUrl,
  });
  gateways.push(adsDown);
  await warmAdServer(stack.upstreamUrl);
}, 120_000);
afterAll(async () => {
  await Promise.all(gateways.map((g) => g.app.close()));
  await stack.close();
});

interface GqlError {
  message: string;
  extensions?: Record<string, unknown>;
}
interface Answer<T> {
  data?: T | null;
  errors?: GqlError[];
}

async function gql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  options: { browserId?: string; on?: Gateway } = {},
): Promise<Answer<T>> {
  const response = await (options.on ?? stack.gateway).app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(options.browserId ? { cookie: `mm_pixall=${options.browserId}` } : {}),
    },
    payload: { query, variables },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

interface AdFill {
  slotId: string;
  ad: {
    decisionId: string;
    creativeId: string;
    advertiser: string;
    headline: string;
    imageUrl: string;
    clickUrl: string;
    width: number;
    height: number;
  } | null;
}

const ADS = `query($input: AdRequestInput!) {
  ads(input: $input) { slotId ad { decisionId creativeId advertiser headline imageUrl clickUrl width height } }
}`;

async function ads(input: Record<string, unknown>, options: { browserId?: string; on?: Gateway } = {}) {
  return gql<{ ads: AdFill[] | null }>(ADS, { input }, options);
}

const slots = (n: number, kind = 'FLUID', prefix = 'fluid') =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}-${i}`, kind }));

/** A fresh decision of the default financing creative (no targets). */
async function decision(browserId?: string) {
  const answer = await ads({ slots: [{ id: 'fluid-1', kind: 'FLUID' }] }, { browserId });
  expect(answer.errors).toBeUndefined();
  const ad = answer.data!.ads![0].ad!;
  expect(ad).not.toBeNull();
  return ad;
}

async function post(body: string, contentType = 'application/json', on: Gateway = stack.gateway) {
  return on.app.inject({
    method: 'POST',
    url: AD_IMPRESSIONS_ROUTE,
    headers: { 'content-type': contentType },
    payload: body,
  });
}

async function report(): Promise<AdReportResponse['creatives']> {
  const response = await fetch(`${stack.upstreamUrl}${ADS_API_REPORT_PATH}?brand=motormart`);
  expect(response.status).toBe(200);
  return ((await response.json()) as AdReportResponse).creatives;
}
const rowOf = async (creativeId: string) => (await report()).find((row) => row.creativeId === creativeId)!;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('Query.ads', () => {
  test('one fill per slot in the order asked, each with its picture and click routes', async () => {
    const asked = [
      { id: 'liner-1', kind: 'LINER' },
      { id: 'fluid-7', kind: 'FLUID' },
      { id: 'fixed', kind: 'FIXED' },
    ];
    const answer = await ads({ slots: asked, zip: '30303' });
    expect(answer.errors).toBeUndefined();
    const fills = answer.data!.ads!;
    expect(fills.map((f) => f.slotId)).toEqual(['liner-1', 'fluid-7', 'fixed']);
    const sizes = [
      [728, 90],
      [300, 250],
      [320, 50],
    ];
    fills.forEach((fill, i) => {
      const ad = fill.ad!;
      expect(ad).not.toBeNull();
      expect(ad.decisionId).toMatch(UUID);
      expect(ad.imageUrl).toBe(`/ads/creatives/${ad.creativeId}.svg`);
      expect(ad.clickUrl).toBe(`/ads/click/${ad.decisionId}`);
      expect(ad.advertiser).toBe('MotorMart');
      expect([ad.width, ad.height]).toEqual(sizes[i]);
      expect(ad.creativeId).toMatch(/^motormart-/);
    });
    expect(new Set(fills.map((f) => f.ad!.decisionId)).size).toBe(3);
  });

  test('the same creative is not repeated in one answer while others fit', async () => {
    // Without targeting, four untargeted FLUID creatives fit: financing, sell-your-car, research, saved-search-alerts.
    const answer = await ads({ slots: slots(4) });
    expect(answer.errors).toBeUndefined();
    const ids = answer.data!.ads!.map((f) => f.ad!.creativeId);
    expect(new Set(ids).size).toBe(4);
    // A fifth slot repeats only once each has been used.
    const more = (await ads({ slots: slots(6) })).data!.ads!.map((f) => f.ad!.creativeId);
    expect(new Set(more.slice(0, 4)).size).toBe(4);
    expect(more).toHaveLength(6);
  });

  test('targeting: a Ford search is answered with the Ford creative first', async () => {
    const answer = await ads({ slots: slots(1), makeCodes: ['FORD'] });
    expect(answer.data!.ads![0].ad!.creativeId).toBe('motormart-fluid-ford');
  });

  test.each([
    ['0 slots', { slots: [] }, 'slots'],
    ['21 slots', { slots: slots(21) }, 'slots'],
    [
      'duplicate ids',
      {
        slots: [
          { id: 'a', kind: 'FLUID' },
          { id: 'a', kind: 'LINER' },
        ],
      },
      'slots',
    ],
    ['a bad slot id', { slots: [{ id: 'fluid 1', kind: 'FLUID' }] }, 'slots.0.id'],
    ['a slot id over 40', { slots: [{ id: 'x'.repeat(41), kind: 'FLUID' }] }, 'slots.0.id'],
    ['zip 123', { slots: slots(1), zip: '123' }, 'zip'],
    ['6 make codes', { slots: slots(1), makeCodes: ['A', 'B', 'C', 'D', 'E', 'F'] }, 'makeCodes'],
    ['11 body style codes', { slots: slots(1), bodyStyleCodes: Array(11).fill('SUVCROSS') }, 'bodyStyleCodes'],
    ['a bad make code', { slots: slots(1), makeCodes: ['FO RD'] }, 'makeCodes'],
  ])('%s: BAD_USER_INPUT naming the field', async (_name, input, field) => {
    const answer = await ads(input);
    expect(answer.data?.ads ?? null).toBeNull();
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });

  test('brand CAR_MAKER has ads switched off: null, no error, no decision made', async () => {
    const before = (await report()).reduce((sum, row) => sum + row.decisions, 0);
    const answer = await ads({ brand: 'CAR_MAKER', slots: slots(2) });
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ ads: null });
    expect((await report()).reduce((sum, row) => sum + row.decisions, 0)).toBe(before);
  });

  test('brand VALUATION answers its own creatives', async () => {
    const answer = await ads({ brand: 'VALUATION', slots: slots(1) });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.ads![0].ad).toMatchObject({ advertiser: 'FairValue Guide' });
    expect(answer.data!.ads![0].ad!.creativeId).toMatch(/^fairvalue-/);
  });

  test('the ad server down: every slot has ad null and there is no error', async () => {
    const answer = await ads({ slots: slots(3), zip: '30303' }, { on: adsDown });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.ads).toEqual([
      { slotId: 'fluid-0', ad: null },
      { slotId: 'fluid-1', ad: null },
      { slotId: 'fluid-2', ad: null },
    ]);
  });
});

describe('frequency capping through the gateway', () => {
  test(`after ${FREQUENCY_CAP} impressions of a creative, the browser is shown another`, async () => {
    const browserId = randomUUID();
    const first = await decision(browserId);
    const capped = first.creativeId;
    let ad = first;
    for (let seen = 0; seen < FREQUENCY_CAP; seen += 1) {
      expect(ad.creativeId).toBe(capped);
      expect((await post(JSON.stringify({ decisionId: ad.decisionId }))).statusCode).toBe(202);
      ad = await decision(browserId);
    }
    expect(ad.creativeId).not.toBe(capped);
    // Another browser, and a request without the cookie, still get the capped one.
    expect((await decision(randomUUID())).creativeId).toBe(capped);
    expect((await decision()).creativeId).toBe(capped);
  });

  test('a cookie that is not a browser id caps nothing', async () => {
    const answer = await gql<{ ads: AdFill[] }>(ADS, { input: { slots: slots(1) } }, { browserId: 'bad id!' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.ads[0].ad).not.toBeNull();
  });
});

describe('POST /ads/impressions', () => {
  test('202 the first time, 202 again for the same decision, counted once', async () => {
    const ad = await decision();
    const before = await rowOf(ad.creativeId);
    const first = await post(JSON.stringify({ decisionId: ad.decisionId }));
    expect(first.statusCode).toBe(202);
    expect(first.body).toBe('');
    expect(first.headers['cache-control']).toBe('no-store');
    expect((await post(JSON.stringify({ decisionId: ad.decisionId }))).statusCode).toBe(202);
    expect((await rowOf(ad.creativeId)).impressions).toBe(before.impressions + 1);
    const [row] = await stack.testDb.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM ad_impressions WHERE decision_id = $1',
      [ad.decisionId],
    );
    expect(row.count).toBe(1);
  });

  test("sendBeacon's text/plain body is accepted", async () => {
    const ad = await decision();
    const answer = await post(JSON.stringify({ decisionId: ad.decisionId }), 'text/plain;charset=UTF-8');
    expect(answer.statusCode).toBe(202);
    const [row] = await stack.testDb.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM ad_impressions WHERE decision_id = $1',
      [ad.decisionId],
    );
    expect(row.count).toBe(1);
  });

  test.each([
    ['not JSON', '{"decisionId":', 'application/json'],
    ['not JSON (text/plain)', 'decisionId=1', 'text/plain'],
    ['not a uuid', JSON.stringify({ decisionId: 'abc' }), 'application/json'],
    ['no decisionId', JSON.stringify({}), 'application/json'],
    ['an array', JSON.stringify([1]), 'application/json'],
    ['an empty body', '', 'application/json'],
  ])('%s: 400 naming a field, never a 500', async (_name, body, contentType) => {
    const answer = await post(body, contentType);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: { code: 'BAD_REQUEST', field: expect.any(String) } });
  });

  test('an unknown decision: 404', async () => {
    const answer = await post(JSON.stringify({ decisionId: randomUUID() }));
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  test('a body over the limit: 413, another content type 415', async () => {
    expect((await post(JSON.stringify({ decisionId: randomUUID(), pad: 'x'.repeat(5000) }))).statusCode).toBe(413);
    expect((await post('decisionId=1', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
  });

  test('the ad server down: 503, not a 500', async () => {
    const answer = await post(JSON.stringify({ decisionId: randomUUID() }), 'application/json', adsDown);
    expect(answer.statusCode).toBe(503);
  });
});

describe('GET /ads/click/:decisionId', () => {
  test("302 to the creative's site-relative page; the click is counted", async () => {
    const ad = await decision();
    const before = await rowOf(ad.creativeId);
    const answer = await stack.gateway.app.inject({ method: 'GET', url: ad.clickUrl });
    expect(answer.statusCode).toBe(302);
    const [row] = await stack.testDb.db.query<{ targetUrl: string }>(
      'SELECT target_url AS "targetUrl" FROM ad_creatives WHERE id = $1',
      [ad.creativeId],
    );
    expect(answer.headers.location).toBe(row.targetUrl);
    expect(answer.headers.location).toMatch(/^\/(?![/\\])/);
    expect(answer.headers['cache-control']).toBe('no-store');
    const after = await rowOf(ad.creativeId);
    expect(after.clicks).toBe(before.clicks + 1);
    expect(after.uniqueClicks).toBe(before.uniqueClicks + 1);
  });

  test('an id that is not a decision id: 302 to the results page', async () => {
    const answer = await stack.gateway.app.inject({ method: 'GET', url: `${AD_CLICK_ROUTE}/not-a-uuid` });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/cars-for-sale');
  });

  test('an unknown uuid: 302 to the results page', async () => {
    const answer = await stack.gateway.app.inject({ method: 'GET', url: `${AD_CLICK_ROUTE}/${randomUUID()}` });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/cars-for-sale');
  });

  // A click is a top-level navigation: with the ad server down the shopper lands on the results page.
  test('the ad server down: 302 to the results page', async () => {
    const answer = await adsDown.app.inject({ method: 'GET', url: `${AD_CLICK_ROUTE}/${randomUUID()}` });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/cars-for-sale');
  });
});

describe('GET /ads/creatives/:file', () => {
  test('a creative: 200 image/svg+xml, cacheable', async () => {
    const answer = await stack.gateway.app.inject({
      method: 'GET',
      url: `${AD_CREATIVES_ROUTE}/motormart-fluid-financing.svg`,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(answer.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(answer.body).toContain('<svg');
  });

  test('the imageUrl of a decision is served', async () => {
    const ad = await decision();
    const answer = await stack.gateway.app.inject({ method: 'GET', url: ad.imageUrl });
    expect(answer.statusCode).toBe(200);
  });

  test.each([
    ['an unknown creative', `${AD_CREATIVES_ROUTE}/motormart-fluid-nothing.svg`],
    ['not an svg', `${AD_CREATIVES_ROUTE}/motormart-fluid-financing.png`],
    ['../x.svg', `${AD_CREATIVES_ROUTE}/..%2Fx.svg`],
    ['an upper-case id', `${AD_CREATIVES_ROUTE}/MOTORMART.svg`],
  ])('%s: 404', async (_name, url) => {
    const answer = await stack.gateway.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(404);
  });

  test('a literal ../x.svg path does not reach a creative', async () => {
    const answer = await stack.gateway.app.inject({ method: 'GET', url: `${AD_CREATIVES_ROUTE}/../x.svg` });
    expect(answer.statusCode).toBe(404);
  });
});

interface ShowcaseAnswer {
  totalResultCount: number;
  alphaShowcase: {
    campaignId: string;
    owner: { id: string; name: string };
    view: 'INVENTORY' | 'OWNER';
    listings: Array<{ id: string; owner: { id: string } | null }>;
    matchCount: number;
    seeAllHref: string;
  } | null;
}

const SHOWCASE = `query($qs: String!, $brand: Brand!) {
  searchListings(brand: $brand, queryString: $qs) {
    totalResultCount
    alphaShowcase { campaignId owner { id name } view listings { id owner { id } } matchCount seeAllHref }
  }
}`;

async function showcase(qs: string, brand = 'USED_CAR', on?: Gateway) {
  const answer = await gql<{ searchListings: ShowcaseAnswer }>(SHOWCASE, { qs, brand }, { on });
  expect(answer.errors).toBeUndefined();
  return answer.data!.searchListings;
}

describe('SearchResults.alphaShowcase', () => {
  test("a search in Atlanta: the market's sponsor with its matching inventory", async () => {
    const { alphaShowcase: found } = await showcase('zip=30303');
    expect(found).not.toBeNull();
    const owner = found!.owner.id;
    const [campaign] = await stack.testDb.db.query<{ ownerId: number }>(
      `SELECT owner_id AS "ownerId" FROM ad_showcase_campaigns WHERE id = $1`,
      [found!.campaignId],
    );
    expect(String(campaign.ownerId)).toBe(owner);
    expect(found!.campaignId).toMatch(/^motormart-showcase-/);
    expect(found!.view).toBe('INVENTORY');
    expect(found!.listings.length).toBeGreaterThan(0);
    expect(found!.listings.length).toBeLessThanOrEqual(12);
    for (const listing of found!.listings) expect(listing.owner?.id).toBe(owner);
    const narrowed = await showcase(`zip=30303&showcaseOwnerId=${owner}`);
    expect(found!.matchCount).toBe(narrowed.totalResultCount);
    expect(found!.listings.length).toBe(Math.min(12, found!.matchCount));
    const href = new URL(found!.seeAllHref, 'https://example.com');
    expect(href.pathname).toBe('/cars-for-sale');
    expect(href.searchParams.get('showcaseOwnerId')).toBe(owner);
    expect(href.searchParams.get('isSponsorship')).toBe('true');
    expect(href.searchParams.get('zip')).toBe('30303');
  });

  test("a search the sponsor has nothing of: OWNER with 2 of the dealer's listings", async () => {
    const { alphaShowcase: found } = await showcase('zip=30303');
    const owner = found!.owner.id;
    // A make the dealer does not sell but that the market's search has.
    const [row] = await stack.testDb.db.query<{ makeCode: string }>(
      `SELECT make_code AS "makeCode" FROM listings
        WHERE make_code NOT IN (SELECT make_code FROM listings WHERE owner_id = $1)
        GROUP BY make_code ORDER BY count(*) DESC LIMIT 1`,
      [Number(owner)],
    );
    expect(row).toBeDefined();
    const other = await showcase(`zip=30303&makeCode=${row.makeCode}`);
    expect(other.alphaShowcase).toMatchObject({ view: 'OWNER', matchCount: 0, owner: { id: owner } });
    expect(other.alphaShowcase!.listings).toHaveLength(2);
    for (const listing of other.alphaShowcase!.listings) expect(listing.owner?.id).toBe(owner);
    const href = new URL(other.alphaShowcase!.seeAllHref, 'https://example.com');
    expect(href.searchParams.get('showcaseOwnerId')).toBe(owner);
    expect(href.searchParams.get('isSponsorship')).toBe('true');
    expect(href.searchParams.getAll('makeCode')).toEqual([row.makeCode]);
  });

  test.each([
    ['without a zip', 'listingType=USED', 'USED_CAR'],
    ['with isSponsorship=true', 'zip=30303&isSponsorship=true', 'USED_CAR'],
    ['with showcaseOwnerId set', 'zip=30303&showcaseOwnerId=1', 'USED_CAR'],
    ['on a later batch (firstRecord 30)', 'zip=30303&firstRecord=30', 'USED_CAR'],
    ['under CAR_MAKER (showcase off)', 'zip=30303', 'CAR_MAKER'],
  ])('null %s', async (_name, qs, brand) => {
    expect((await showcase(qs, brand)).alphaShowcase).toBeNull();
  });

  test('it starts beside the required search, not after it: even a search that fails has asked the ad server', async () => {
    const lscDown = await createGateway({
      upstreams: createUpstreams({
        lsc: `http://127.0.0.1:${await closedPort()}`,
        research: stack.upstreamUrl,
        ads: stack.upstreamUrl,
      }),
      imagesUrl: stack.upstreamUrl,
    });
    gateways.push(lscDown);
    const before = stack.calls.get('/ads-api/showcase') ?? 0;
    const answer = await gql<{ searchListings: ShowcaseAnswer | null }>(
      SHOWCASE,
      { qs: 'zip=30303', brand: 'USED_CAR' },
      { on: lscDown },
    );
    expect(answer.data?.searchListings ?? null).toBeNull();
    expect(answer.errors?.[0].extensions?.code).toBe('UPSTREAM_ERROR');
    // The failed search answers at once; the ad server's request may still be on its way.
    for (let waited = 0; waited < 5_000 && (stack.calls.get('/ads-api/showcase') ?? 0) === before; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stack.calls.get('/ads-api/showcase')).toBe(before + 1);
  });

  test('the ad server down: null, no error', async () => {
    const down = await showcase('zip=30303', 'USED_CAR', adsDown);
    expect(down.alphaShowcase).toBeNull();
    expect(down.totalResultCount).toBeGreaterThan(0);
  });
});

describe('showcaseOwnerId narrows searchListings', () => {
  test("every listing is the owner's and the total is the owner's count in the database", async () => {
    const [dealer] = await stack.testDb.db.query<{ ownerId: number; count: number }>(
      `SELECT owner_id AS "ownerId", count(*)::int AS count FROM listings
        WHERE listing_type = 'USED' GROUP BY owner_id ORDER BY count(*) DESC, owner_id LIMIT 1`,
    );
    const answer = await gql<{
      searchListings: { totalResultCount: number; listings: Array<{ owner: { id: string } }> };
    }>(
      `query($qs: String!) { searchListings(brand: USED_CAR, queryString: $qs) { totalResultCount listings { owner { id } } } }`,
      { qs: `listingType=USED&showcaseOwnerId=${dealer.ownerId}` },
    );
    expect(answer.errors).toBeUndefined();
    const results = answer.data!.searchListings;
    expect(results.totalResultCount).toBe(dealer.count);
    expect(results.listings.length).toBe(Math.min(dealer.count, 30));
    for (const listing of results.listings) expect(listing.owner.id).toBe(String(dealer.ownerId));
  });
});

interface HighlightsAnswer {
  highlights: Array<{ id: string; vehicleHighlight: { urgencyDriverType: string } | null }>;
}
const HIGHLIGHTS = `query($qs: String!, $brand: Brand!) {
  searchListings(brand: $brand, queryString: $qs) { highlights { id vehicleHighlight { urgencyDriverType } } }
}`;

describe('SearchResults.highlights', () => {
  test('at most 10, each with a vehicle highlight; empty on a later batch', async () => {
    const answer = await gql<{ searchListings: HighlightsAnswer }>(HIGHLIGHTS, {
      qs: 'listingType=USED',
      brand: 'USED_CAR',
    });
    expect(answer.errors).toBeUndefined();
    const highlights = answer.data!.searchListings.highlights;
    expect(highlights.length).toBeGreaterThan(0);
    expect(highlights.length).toBeLessThanOrEqual(10);
    for (const listing of highlights) expect(listing.vehicleHighlight).not.toBeNull();
    // isVehicleHighlight is what the gateway filters on: every one the upstream flagged.
    const later = await gql<{ searchListings: HighlightsAnswer }>(HIGHLIGHTS, {
      qs: 'listingType=USED&firstRecord=30',
      brand: 'USED_CAR',
    });
    expect(later.errors).toBeUndefined();
    expect(later.data!.searchListings.highlights).toEqual([]);
  });

  test('under CAR_MAKER (spotlights on) they are answered too', async () => {
    const answer = await gql<{ searchListings: HighlightsAnswer }>(HIGHLIGHTS, { qs: '', brand: 'CAR_MAKER' });
    expect(answer.errors).toBeUndefined();
    for (const listing of answer.data!.searchListings.highlights) expect(listing.vehicleHighlight).not.toBeNull();
  });
});

describe('standard spotlights', () => {
  const PLACEMENTS = [
    'MAIN',
    'PREMIUM_SPOTLIGHT',
    'FEATURED_SPOTLIGHT',
    'STANDARD_SPOTLIGHT',
    'NEW_CAR_BOOST',
    'SUPPLEMENTAL',
    'SIMILAR',
  ];
  test('with premium and featured filling every paid slot, the standard tier is not asked for', async () => {
    stack.urls.length = 0;
    const answer = await gql<{ searchListings: { results: Array<{ placement: string; position: number }> } }>(
      `query($qs: String!) { searchListings(brand: USED_CAR, queryString: $qs) { results { placement position } } }`,
      { qs: 'listingType=USED' },
    );
    expect(answer.errors).toBeUndefined();
    const results = answer.data!.searchListings.results;
    expect(results.length).toBeGreaterThan(0);
    for (const placed of results) expect(PLACEMENTS).toContain(placed.placement);
    const paid = results.filter((r) => r.placement === 'PREMIUM_SPOTLIGHT' || r.placement === 'FEATURED_SPOTLIGHT');
    expect(paid.map((r) => r.position)).toEqual([0, 1, 2, 23]);
    expect(stack.urls.some((url) => /listingTier=standard/.test(url))).toBe(false);
  });
});

/**
 * A pass-through to the real upstream that answers the premium and featured spotlight calls with no
 * listings (the real answer, emptied), so the standard tier fills the paid slots.
 */
async function withoutPaidTiers(target: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const upstream = await fetch(`${target}${request.url}`, {
        method: request.method,
        headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      const url = new URL(request.url!, target);
      const paid =
        url.pathname.endsWith('/spotlight/premiumresults') ||
        (url.pathname.endsWith('/spotlight/results') && url.searchParams.get('listingTier') === 'featured');
      const text = await upstream.text();
      const body = paid && upstream.ok ? JSON.stringify({ ...JSON.parse(text), listings: [] }) : text;
      response.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/json',
      });
      response.end(body);
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('standard spotlights in the paid slots', () => {
  test('with no premium or featured spotlight, standard ones take the first three slots and the 24th', async () => {
    const proxy = await withoutPaidTiers(stack.upstreamUrl);
    try {
      const gateway = await createGateway({ upstreams: createUpstreams(proxy.url), imagesUrl: proxy.url });
      gateways.push(gateway);
      const answer = await gql<{
        searchListings: { results: Array<{ placement: string; position: number; listing: { id: string } }> };
      }>(
        `query($qs: String!) {
          searchListings(brand: USED_CAR, queryString: $qs) { results { placement position listing { id } } }
        }`,
        { qs: 'listingType=USED' },
        { on: gateway },
      );
      expect(answer.errors).toBeUndefined();
      const results = answer.data!.searchListings.results;
      const placements = results.map((r) => r.placement);
      expect(placements).not.toContain('PREMIUM_SPOTLIGHT');
      expect(placements).not.toContain('FEATURED_SPOTLIGHT');
      const standard = results.filter((r) => r.placement === 'STANDARD_SPOTLIGHT');
      expect(standard.map((r) => r.position)).toEqual([0, 1, 2, 23]);
      // Not repeated among the organic results, nor among themselves.
      const main = new Set(results.filter((r) => r.placement === 'MAIN').map((r) => r.listing.id));
      for (const placed of standard) expect(main.has(placed.listing.id)).toBe(false);
      expect(new Set(standard.map((r) => r.listing.id)).size).toBe(standard.length);
    } finally {
      await proxy.close();
    }
  });
});
