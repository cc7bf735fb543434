import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  ADS_API_CLICKS_PATH,
  ADS_API_IMPRESSIONS_PATH,
  AdDecisionsResponse,
  AdReportResponse,
  AdsErrorBody,
  ClickResponse,
  ImpressionResponse,
  ShowcaseResponse,
  adDecisionsQueryString,
  type AdDecision,
} from '../../contracts/ads/index';
import { registerAdsRoutes } from '../../upstreams/ads/routes';
import { coveringCampaign } from '../../upstreams/ads/market';
import { CAPPING_WINDOW_MS, FREQUENCY_CAP } from '../../upstreams/ads/constants';
import { adCreatives, seedAdsIfEmpty, showcaseCampaigns, type DealerForShowcase } from '../../upstreams/db/seed/ads';
import { parseQueryString } from '../../upstreams/server';
import { DIMENSION_NAMES } from '../../upstreams/lsc/engine/dimensions';
import { PLACE_PARAMS, SRP_PATH } from '../../contracts/search/constants';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/** The ad server (docs/rules/ads.md): decisions, capping, impressions, clicks, creatives, showcase. */

let fixture: UpstreamFixture;
/** The ad routes again over the same database, on a clock the tests move. */
let clocked: FastifyInstance;
let clock = Date.UTC(2026, 0, 10, 12);

beforeAll(async () => {
  fixture = await startUpstream({ seedListings: 1_000 });
  clocked = Fastify({ routerOptions: { querystringParser: parseQueryString } });
  registerAdsRoutes(clocked, { db: fixture.testDb.db, ready: () => true, now: () => new Date(clock) });
  await clocked.ready();
});
afterAll(async () => {
  await clocked.close();
  await fixture.close();
});

const sql = <T>(text: string, params: unknown[] = []) => fixture.testDb.db.query<T>(text, params);

async function get(url: string, app: FastifyInstance = fixture.upstream.app) {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as unknown, headers: response.headers };
}

async function post(path: string, payload: unknown, app: FastifyInstance = clocked) {
  const response = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

/** The decisions for a query string, checked against the contract. */
async function decide(query: string, app: FastifyInstance = fixture.upstream.app): Promise<AdDecision[]> {
  const { status, body } = await get(`/ads-api/decisions?${query}`, app);
  if (status !== 200) throw new Error(`${query} answered ${status}: ${JSON.stringify(body)}`);
  return AdDecisionsResponse.parse(body).decisions;
}
const creativesOf = (decisions: AdDecision[]) => decisions.map((d) => d.ad?.creativeId ?? null);
const one = async (query: string, app?: FastifyInstance) => creativesOf(await decide(query, app))[0];

describe('choosing a creative', () => {
  test('untargeted house ads fill each kind, at its size, in the order asked', async () => {
    const decisions = await decide('slot=fluid-7:FLUID&slot=liner-3:LINER&slot=fixed:FIXED&brand=motormart');
    expect(decisions.map((d) => d.slotId)).toEqual(['fluid-7', 'liner-3', 'fixed']);
    expect(creativesOf(decisions)).toEqual([
      'motormart-fluid-financing',
      'motormart-liner-financing',
      'motormart-fixed-sell-your-car',
    ]);
    expect(decisions.map((d) => [d.ad!.size, d.ad!.width, d.ad!.height])).toEqual([
      ['FLUID', 300, 250],
      ['LINER', 728, 90],
      ['FIXED', 320, 50],
    ]);
    const ad = decisions[0].ad!;
    expect(ad.decisionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ad).toMatchObject({
      advertiser: 'MotorMart',
      headline: expect.any(String),
      body: expect.any(String),
      imageAlt: expect.any(String),
      imageUrl: '/ads-api/creatives/motormart-fluid-financing.svg',
    });
  });

  test('each brand has its own creatives', async () => {
    expect(await one('slot=a:FLUID&brand=fairvalue')).toBe('fairvalue-fluid-financing');
    expect(await one('slot=a:FLUID&brand=halden')).toBe('halden-fluid-financing');
  });

  test('a make target matches a search with that make (in any case); another make gets the house ad', async () => {
    expect(await one('slot=a:FLUID&brand=motormart&makeCode=FORD')).toBe('motormart-fluid-ford');
    expect(await one('slot=a:FLUID&brand=motormart&makeCode=ford')).toBe('motormart-fluid-ford');
    expect(await one('slot=a:FLUID&brand=motormart&makeCode=BMW&makeCode=TOYOTA')).toBe('motormart-fluid-toyota');
    expect(await one('slot=a:FLUID&brand=motormart&makeCode=BMW')).toBe('motormart-fluid-financing');
  });

  test('a body style target matches a search with that body style', async () => {
    expect(await one('slot=a:FLUID&brand=motormart&bodyStyleCode=SUVCROSS')).toBe('motormart-fluid-suv');
    expect(await one('slot=a:FIXED&brand=motormart&bodyStyleCode=SEDAN&bodyStyleCode=SUVCROSS')).toBe(
      'motormart-fixed-suv',
    );
    expect(await one('slot=a:FLUID&brand=motormart&bodyStyleCode=COUPE')).toBe('motormart-fluid-financing');
  });

  test('a ZIP list target matches its ZIPs only; a market target every ZIP of the market', async () => {
    expect(await one('slot=a:FLUID&brand=motormart&zip=30303')).toBe('motormart-fluid-atlanta');
    // 30305 is in Atlanta but not in the list.
    expect(await one('slot=a:FLUID&brand=motormart&zip=30305')).toBe('motormart-fluid-financing');
    expect(await one('slot=a:LINER&brand=motormart&zip=30305')).toBe('motormart-liner-atlanta-market');
    expect(await one('slot=a:LINER&brand=motormart&zip=98101')).toBe('motormart-liner-financing');
    // A 5-digit code the ZIP data does not know matches no location target.
    expect(await one('slot=a:LINER&brand=motormart&zip=00000')).toBe('motormart-liner-financing');
  });

  test('the most specific first, then the heaviest, then the id', async () => {
    const decisions = await decide(
      'slot=s1:FLUID&slot=s2:FLUID&slot=s3:FLUID&slot=s4:FLUID&slot=s5:FLUID&brand=motormart&makeCode=FORD&bodyStyleCode=TRUCKS&zip=30303',
    );
    expect(creativesOf(decisions)).toEqual([
      // Make and body style: two targets met.
      'motormart-fluid-ford-trucks',
      // One target each: weight 20, 15, 5.
      'motormart-fluid-ford',
      'motormart-fluid-trucks',
      'motormart-fluid-atlanta',
      // Then the untargeted, heaviest first.
      'motormart-fluid-financing',
    ]);
  });

  test('one answer uses each fitting creative once before any twice', async () => {
    const decisions = await decide('slot=a:FIXED&slot=b:FIXED&slot=c:FIXED&slot=d:FIXED&slot=e:FIXED&brand=motormart');
    expect(creativesOf(decisions)).toEqual([
      'motormart-fixed-sell-your-car',
      'motormart-fixed-research',
      'motormart-fixed-saved-search-alerts',
      'motormart-fixed-sell-your-car',
      'motormart-fixed-research',
    ]);
    expect(new Set(decisions.map((d) => d.ad!.decisionId)).size).toBe(5);
  });

  test('each chosen ad is a decision row; without a viewer id none names a viewer', async () => {
    const viewerId = `viewer-${randomUUID()}`;
    const [withViewer] = await decide(`slot=top:LINER&brand=fairvalue&viewerId=${viewerId}`);
    const [withoutViewer] = await decide('slot=top:LINER&brand=fairvalue');
    const rows = await sql<Record<string, unknown>>(
      `SELECT id::text, creative_id, slot_id, viewer_id, brand, created_at FROM ad_decisions WHERE id = ANY($1::uuid[])`,
      [[withViewer.ad!.decisionId, withoutViewer.ad!.decisionId]],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(withViewer.ad!.decisionId)).toMatchObject({
      creative_id: 'fairvalue-liner-financing',
      slot_id: 'top',
      viewer_id: viewerId,
      brand: 'fairvalue',
    });
    expect(byId.get(withoutViewer.ad!.decisionId)).toMatchObject({ viewer_id: null, brand: 'fairvalue' });
    expect(byId.get(withViewer.ad!.decisionId)!.created_at).toBeTruthy();
  });

  test('the same request gets the same creatives every time', async () => {
    const query = adDecisionsQueryString({
      slots: [
        { slotId: 'fluid-7', size: 'FLUID' },
        { slotId: 'liner-3', size: 'LINER' },
        { slotId: 'fixed', size: 'FIXED' },
      ],
      zip: '30303',
      makeCodes: ['FORD'],
      bodyStyleCodes: ['SUVCROSS'],
      brand: 'motormart',
    });
    const first = creativesOf(await decide(query));
    for (let i = 0; i < 3; i++) expect(creativesOf(await decide(query))).toEqual(first);
    expect(first).toEqual(['motormart-fluid-ford', 'motormart-liner-ford', 'motormart-fixed-ford']);
  });
});

describe('the creatives targets', () => {
  /** What a results page narrows by besides the listing engine's dimensions: ranges, places, the order. */
  const RANGES_AND_ORDER = ['minPrice', 'maxPrice', 'startYear', 'endYear', 'mileage', 'sortBy'];

  it('send a shopper to a results page searched by parameters the listing search knows', () => {
    const searches = adCreatives()
      .map((creative) => new URL(creative.targetUrl, 'https://example.test'))
      .filter((url) => url.pathname === SRP_PATH);
    expect(searches.length).toBeGreaterThan(0);
    for (const url of searches) {
      for (const name of url.searchParams.keys()) {
        const known =
          DIMENSION_NAMES.has(name) ||
          (PLACE_PARAMS as readonly string[]).includes(name) ||
          RANGES_AND_ORDER.includes(name);
        // The ad server's own targeting parameter (bodyStyleCode) is no results-page filter: it was ignored there.
        expect({ url: url.href, name, known }).toEqual({ url: url.href, name, known: true });
      }
    }
  });

  it('are corrected in a store seeded before (migration 029)', async () => {
    const { db } = fixture.testDb;
    const id = 'motormart-fluid-trucks';
    const read = async () =>
      (await db.query<{ target_url: string }>('SELECT target_url FROM ad_creatives WHERE id = $1', [id]))[0]
        ?.target_url;
    const seeded = await read();
    expect(seeded).toBe('/cars-for-sale?vehicleStyleCode=TRUCKS');
    await db.query('UPDATE ad_creatives SET target_url = $2 WHERE id = $1', [
      id,
      '/cars-for-sale?bodyStyleCode=TRUCKS',
    ]);
    await db.query(
      readFileSync(new URL('../../upstreams/db/migrations/029_ad_target_filters.sql', import.meta.url), 'utf8'),
    );
    expect(await read()).toBe(seeded);
  });
});

describe('frequency capping', () => {
  /** Asks for one slot as the viewer and records the impression of what was chosen. */
  async function seen(query: string, viewerId: string) {
    const [decision] = await decide(`${query}&viewerId=${viewerId}`, clocked);
    if (decision.ad)
      expect((await post(ADS_API_IMPRESSIONS_PATH, { decisionId: decision.ad.decisionId })).body).toEqual({
        recorded: true,
      });
    return decision.ad?.creativeId ?? null;
  }

  test(`after ${FREQUENCY_CAP} impressions in 24 hours the viewer gets another creative, then none; later, again`, async () => {
    const viewerId = randomUUID();
    const query = 'slot=a:FIXED&brand=halden';
    const shown: Array<string | null> = [];
    for (let i = 0; i < 3 * FREQUENCY_CAP + 1; i++) shown.push(await seen(query, viewerId));
    expect(shown).toEqual([
      ...Array(FREQUENCY_CAP).fill('halden-fixed-sell-your-car'),
      ...Array(FREQUENCY_CAP).fill('halden-fixed-research'),
      ...Array(FREQUENCY_CAP).fill('halden-fixed-saved-search-alerts'),
      // Every fitting creative is capped.
      null,
    ]);
    // Another viewer, and a request with no viewer, are not capped by it.
    expect(await one(query, clocked)).toBe('halden-fixed-sell-your-car');
    expect(await one(`${query}&viewerId=${randomUUID()}`, clocked)).toBe('halden-fixed-sell-your-car');
    // A decision not seen counts for nothing: only impressions do.
    expect(await one(`slot=a:LINER&brand=halden&viewerId=${viewerId}`, clocked)).toBe('halden-liner-financing');
    // Past the window the first impressions no longer count.
    clock += CAPPING_WINDOW_MS;
    expect(await one(`${query}&viewerId=${viewerId}`, clocked)).toBe('halden-fixed-sell-your-car');
  });

  test('one answer does not promise a viewer more impressions than the cap leaves', async () => {
    const viewerId = randomUUID();
    for (let i = 0; i < FREQUENCY_CAP - 1; i++) await seen('slot=a:FLUID&brand=halden', viewerId);
    const decisions = await decide(
      `slot=a:FLUID&slot=b:FLUID&slot=c:FLUID&slot=d:FLUID&slot=e:FLUID&brand=halden&viewerId=${viewerId}`,
      clocked,
    );
    // financing has one impression left: it is used once, and the fifth slot repeats the next best.
    expect(creativesOf(decisions)).toEqual([
      'halden-fluid-financing',
      'halden-fluid-sell-your-car',
      'halden-fluid-research',
      'halden-fluid-saved-search-alerts',
      'halden-fluid-sell-your-car',
    ]);
  });

  test('without a viewer id nothing is capped', async () => {
    const query = 'slot=a:FIXED&brand=fairvalue';
    for (let i = 0; i < FREQUENCY_CAP + 2; i++) {
      const [decision] = await decide(query, clocked);
      expect(decision.ad!.creativeId).toBe('fairvalue-fixed-sell-your-car');
      await post(ADS_API_IMPRESSIONS_PATH, { decisionId: decision.ad!.decisionId });
    }
  });
});

describe('impressions and clicks', () => {
  test('an impression is recorded once per decision', async () => {
    const [decision] = await decide('slot=a:LINER&brand=motormart&viewerId=imp-viewer', clocked);
    const decisionId = decision.ad!.decisionId;
    const first = await post(ADS_API_IMPRESSIONS_PATH, { decisionId });
    expect(first.status).toBe(200);
    expect(ImpressionResponse.parse(first.body)).toEqual({ recorded: true });
    expect((await post(ADS_API_IMPRESSIONS_PATH, { decisionId })).body).toEqual({ recorded: false });
    const rows = await sql<{ creative_id: string; viewer_id: string }>(
      'SELECT creative_id, viewer_id FROM ad_impressions WHERE decision_id = $1',
      [decisionId],
    );
    expect(rows).toEqual([{ creative_id: 'motormart-liner-financing', viewer_id: 'imp-viewer' }]);
  });

  test('a click answers the target, a path on the site, and every click is kept', async () => {
    const [decision] = await decide('slot=a:FLUID&brand=fairvalue&makeCode=FORD', clocked);
    const decisionId = decision.ad!.decisionId;
    const before = AdReportResponse.parse((await get('/ads-api/report?brand=fairvalue', clocked)).body);
    const first = await post(ADS_API_CLICKS_PATH, { decisionId });
    expect(first.status).toBe(200);
    expect(ClickResponse.parse(first.body)).toEqual({ targetUrl: '/cars-for-sale?makeCode=FORD' });
    expect((await post(ADS_API_CLICKS_PATH, { decisionId })).body).toEqual(first.body);
    const [{ count }] = await sql<{ count: number }>(
      'SELECT count(*)::int AS count FROM ad_clicks WHERE decision_id = $1',
      [decisionId],
    );
    expect(count).toBe(2);
    const after = AdReportResponse.parse((await get('/ads-api/report?brand=fairvalue', clocked)).body);
    const row = (report: AdReportResponse) => report.creatives.find((c) => c.creativeId === 'fairvalue-fluid-ford')!;
    expect(row(after).clicks - row(before).clicks).toBe(2);
    expect(row(after).uniqueClicks - row(before).uniqueClicks).toBe(1);
    expect(row(after).decisions).toBeGreaterThanOrEqual(1);
    expect(after.creatives.every((c) => c.brand === 'fairvalue')).toBe(true);
  });

  test('every seeded target is a path on the site', () => {
    for (const creative of adCreatives()) {
      expect(creative.targetUrl).toMatch(/^\/(?!\/)/);
    }
  });

  test('an unknown decision is a 404; a malformed body a 400 naming the field', async () => {
    for (const path of [ADS_API_IMPRESSIONS_PATH, ADS_API_CLICKS_PATH]) {
      const unknown = await post(path, { decisionId: randomUUID() });
      expect(unknown.status).toBe(404);
      expect(AdsErrorBody.parse(unknown.body).error).toMatchObject({ code: 'NOT_FOUND', field: 'decisionId' });
      for (const [payload, field] of [
        [{ decisionId: 'abc' }, 'decisionId'],
        [{}, 'decisionId'],
        [{ decisionId: 7 }, 'decisionId'],
        [[], 'body'],
        ['{not json', 'body'],
        ['', 'body'],
      ] as const) {
        const answer = await post(path, payload);
        expect([path, payload, answer.status]).toEqual([path, payload, 400]);
        expect(AdsErrorBody.parse(answer.body).error).toMatchObject({ code: 'BAD_REQUEST', field });
      }
    }
  });
});

describe('the creatives pictures', () => {
  test('an SVG drawn locally at the size of its kind, cached a day', async () => {
    for (const [id, width, height] of [
      ['motormart-fluid-financing', 300, 250],
      ['motormart-liner-ford', 728, 90],
      ['halden-fixed-suv', 320, 50],
    ] as const) {
      const response = await fixture.upstream.app.inject({ method: 'GET', url: `/ads-api/creatives/${id}.svg` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      const svg = response.body;
      expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${width}" height="${height}"`));
      expect(svg).toContain('</svg>');
      // Nothing fetched: no links, no external images or fonts, no script.
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|href|url\(|@import|<script/i);
    }
    const fluid = await fixture.upstream.app.inject({ method: 'GET', url: '/ads-api/creatives/halden-fluid-ford.svg' });
    expect(fluid.body).toContain('Halden Motors Certified');
    expect(fluid.body).toContain('Fords for every job');
  });

  test('an unknown creative is a 404, a malformed id a 400', async () => {
    expect((await get('/ads-api/creatives/motormart-fluid-nothing.svg')).status).toBe(404);
    const bad = await get('/ads-api/creatives/NOT_AN_ID.svg');
    expect(bad.status).toBe(400);
    expect(AdsErrorBody.parse(bad.body).error.field).toBe('creativeId');
  });
});

describe('refused requests', () => {
  const tooMany = Array.from({ length: 21 }, (_, i) => `slot=s${i}:FLUID`).join('&');
  test.each([
    ['no slot', 'slot', 'brand=motormart'],
    ['a slot without a kind', 'slot', 'slot=top&brand=motormart'],
    ['a slot of an unknown kind', 'slot', 'slot=top:HUGE&brand=motormart'],
    ['a slot id with a space', 'slot', 'slot=to%20p:FLUID&brand=motormart'],
    ['a slot id too long', 'slot', `slot=${'a'.repeat(41)}:FLUID&brand=motormart`],
    ['21 slots', 'slot', `${tooMany}&brand=motormart`],
    ['two slots with one id', 'slot', 'slot=a:FLUID&slot=a:LINER&brand=motormart'],
    ['no brand', 'brand', 'slot=a:FLUID'],
    ['an unknown brand', 'brand', 'slot=a:FLUID&brand=carzone'],
    ['a zip of 4 digits', 'zip', 'slot=a:FLUID&brand=motormart&zip=3030'],
    ['a zip of letters', 'zip', 'slot=a:FLUID&brand=motormart&zip=abcde'],
    ['two zips', 'zip', 'slot=a:FLUID&brand=motormart&zip=30303&zip=30305'],
    ['6 make codes', 'makeCode', `slot=a:FLUID&brand=motormart&${'makeCode=FORD&'.repeat(6)}`],
    ['a make code with a dash', 'makeCode', 'slot=a:FLUID&brand=motormart&makeCode=FO-RD'],
    ['11 body style codes', 'bodyStyleCode', `slot=a:FLUID&brand=motormart&${'bodyStyleCode=SEDAN&'.repeat(11)}`],
    ['an empty viewer id', 'viewerId', 'slot=a:FLUID&brand=motormart&viewerId='],
    ['a viewer id too long', 'viewerId', `slot=a:FLUID&brand=motormart&viewerId=${'v'.repeat(101)}`],
  ])('decisions: %s is a 400 naming %s', async (_name, field, query) => {
    const { status, body } = await get(`/ads-api/decisions?${query}`);
    expect(status).toBe(400);
    expect(AdsErrorBody.parse(body).error).toMatchObject({ code: 'BAD_REQUEST', field });
  });

  test.each([
    ['no zip', 'zip', 'brand=motormart'],
    ['a zip of 6 digits', 'zip', 'zip=303030&brand=motormart'],
    ['no brand', 'brand', 'zip=30303'],
    ['an unknown brand', 'brand', 'zip=30303&brand=USED_CAR'],
  ])('showcase: %s is a 400 naming %s', async (_name, field, query) => {
    const { status, body } = await get(`/ads-api/showcase?${query}`);
    expect(status).toBe(400);
    expect(AdsErrorBody.parse(body).error).toMatchObject({ code: 'BAD_REQUEST', field });
  });

  test('report: an unknown brand is a 400', async () => {
    expect((await get('/ads-api/report?brand=nope')).status).toBe(400);
  });

  test('until the ads are seeded: 503', async () => {
    const app = Fastify();
    registerAdsRoutes(app, { db: fixture.testDb.db, ready: () => false });
    const answer = await get('/ads-api/showcase?zip=30303&brand=motormart', app);
    expect(answer.status).toBe(503);
    expect(AdsErrorBody.parse(answer.body).error.code).toBe('NOT_READY');
    await app.close();
  });
});

describe('the showcase sponsor', () => {
  async function showcase(query: string) {
    const { status, body } = await get(`/ads-api/showcase?${query}`);
    if (status !== 200) throw new Error(`${query} answered ${status}: ${JSON.stringify(body)}`);
    return ShowcaseResponse.parse(body).showcase;
  }

  test("Atlanta's 30303 is covered for every brand by a dealer of the market, each brand its own", async () => {
    const owners = new Set<string>();
    for (const brand of ['motormart', 'fairvalue', 'halden']) {
      const answer = (await showcase(`zip=30303&brand=${brand}`))!;
      expect(answer.campaignId).toBe(`${brand}-showcase-524`);
      expect(answer.distanceMiles).toBeLessThanOrEqual(answer.radiusMiles);
      const [owner] = await sql<{ private_seller: boolean; listings: number }>(
        `SELECT private_seller, (SELECT count(*)::int FROM listings WHERE owner_id = o.id) AS listings
           FROM owners o WHERE id = $1`,
        [Number(answer.ownerId)],
      );
      expect(owner).toMatchObject({ private_seller: false });
      expect(owner.listings).toBeGreaterThan(0);
      owners.add(answer.ownerId);
    }
    expect(owners.size).toBe(3);
  });

  test('a ZIP far from every campaign, or one the ZIP data does not know, has none', async () => {
    expect(await showcase('zip=99501&brand=motormart')).toBeNull();
    expect(await showcase('zip=00000&brand=motormart')).toBeNull();
  });

  test('one campaign per brand and seeded market, and the seed is the same computed again', async () => {
    const stored = await sql<{ id: string; ownerId: number }>(
      'SELECT id, owner_id AS "ownerId" FROM ad_showcase_campaigns ORDER BY id',
    );
    const dealers = await sql<DealerForShowcase>(
      `SELECT o.id, o.zip, o.latitude, o.longitude, count(l.id)::int AS listings
         FROM owners o LEFT JOIN listings l ON l.owner_id = o.id WHERE NOT o.private_seller GROUP BY o.id`,
    );
    const again = showcaseCampaigns(dealers);
    expect(stored).toEqual(again.map((c) => ({ id: c.id, ownerId: c.ownerId })).sort((a, b) => (a.id < b.id ? -1 : 1)));
    expect(stored.filter((c) => c.id.startsWith('motormart-')).length).toBeGreaterThanOrEqual(40);
    expect(adCreatives()).toEqual(adCreatives());
    // A second run writes nothing.
    expect(await seedAdsIfEmpty(fixture.testDb.db)).toBe(false);
  });

  test('several covering: the nearest, then the heavier, then the id', () => {
    const at = { latitude: 33.75, longitude: -84.39 };
    const campaign = (id: string, latitude: number, weight: number) => ({
      id,
      ownerId: 1,
      latitude,
      longitude: -84.39,
      radiusMiles: 50,
      weight,
    });
    expect(coveringCampaign([campaign('b', 33.9, 1), campaign('a', 33.8, 1)], at)!.campaign.id).toBe('a');
    expect(coveringCampaign([campaign('a', 33.8, 1), campaign('b', 33.8, 2)], at)!.campaign.id).toBe('b');
    expect(coveringCampaign([campaign('b', 33.8, 1), campaign('a', 33.8, 1)], at)!.campaign.id).toBe('a');
    expect(coveringCampaign([campaign('far', 40, 9)], at)).toBeUndefined();
  });
});
