import Fastify, { type FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { createGateway, type Gateway } from '../../gateway/server';
import { registry } from '../../gateway/observability/metrics';
import type { ContractLog } from '../../gateway/upstreams/client';
import { createLscClient, type LscClient } from '../../gateway/upstreams/lsc/client';
import { LSC_ENDPOINTS } from '../../gateway/upstreams/lsc/constants';
import { createAccountClient } from '../../gateway/upstreams/account/client';
import { createLeadsClient } from '../../gateway/upstreams/leads/client';
import { createEventsClient, type EventsClient } from '../../gateway/upstreams/events/client';
import { EVENTS_ENDPOINTS } from '../../gateway/upstreams/events/constants';
import { createAdsClient, type AdsClient } from '../../gateway/upstreams/ads/client';
import { ADS_ENDPOINTS } from '../../gateway/upstreams/ads/constants';
import { createDevicesClient, type DevicesClient } from '../../gateway/upstreams/devices/client';
import { DEVICES_ENDPOINTS } from '../../gateway/upstreams/devices/constants';
import { createApiKeysClient, type ApiKeysClient } from '../../gateway/upstreams/api-keys/client';
import { API_KEYS_ENDPOINTS } from '../../gateway/upstreams/api-keys/constants';
import { createResearchClient, type ResearchClient } from '../../gateway/upstreams/research/client';
import { RESEARCH_ENDPOINTS } from '../../gateway/upstreams/research/constants';
import { breakShape, startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { listenOnLoopback, startStack, type Stack } from '../support/stack';

/** Every log line the clients wrote about a broken contract. */
const logged: Array<{ details: Record<string, unknown>; message: string }> = [];
const log: ContractLog = { error: (details, message) => void logged.push({ details: { ...details }, message }) };

interface Clients {
  lsc: LscClient;
  research: ResearchClient;
}

interface MalformedCase {
  /** The breaker (and metric) name: upstream.endpoint. */
  breaker: string;
  path: string;
  call: (clients: Clients) => Promise<unknown>;
  /** A 200 body that is almost right: one value breaks the endpoint's contract. */
  body: unknown;
  /** Where the first issue is, as logged. */
  issuePath: string;
}

const lscPath = (name: keyof typeof LSC_ENDPOINTS) => LSC_ENDPOINTS[name].path;
const researchPath = (name: keyof typeof RESEARCH_ENDPOINTS) => RESEARCH_ENDPOINTS[name].path;
const emptySearch = {
  listings: [],
  owners: [],
  totalResultCount: 0,
  stats: { derivedprice: null, year: null },
  filterGroups: [],
  requestParams: {},
  invalidQueryParams: [],
};
const listingsPayload = { listings: {}, owners: [] };
const crawlPayload = { links: [{ label: '2024', href: '/cars-for-sale/ford/f150/2024', count: null }] };
/** Personal data in a broken answer: never logged. */
const OWNER_NAME = 'Jane Roe';
const OWNER_PHONE = '404-555-0100';

/** One case per endpoint the clients call: the lsc endpoints, then the research ones. */
const CASES: MalformedCase[] = [
  {
    breaker: 'lsc.search',
    path: lscPath('search'),
    call: ({ lsc }) => lsc.search({ zip: '30301' }),
    body: { ...emptySearch, totalResultCount: '12' },
    issuePath: 'totalResultCount',
  },
  {
    breaker: 'lsc.supplemental',
    path: lscPath('supplemental'),
    call: ({ lsc }) => lsc.supplemental({ zip: '30301' }),
    body: { ...emptySearch, filterGroups: [{ label: 'Make', name: 'makeCode' }] },
    issuePath: 'filterGroups.0.collapsed',
  },
  {
    breaker: 'lsc.listings',
    path: lscPath('listings'),
    call: ({ lsc }) => lsc.listings([700000001]),
    body: { ...emptySearch, listings: [{ id: '700000001' }] },
    issuePath: 'listings.0.id',
  },
  {
    breaker: 'lsc.owners',
    path: lscPath('owners'),
    call: ({ lsc }) => lsc.owners([1]),
    body: { owners: [{ id: 1, name: OWNER_NAME, phone: { value: OWNER_PHONE } }] },
    issuePath: 'owners.0.privateSeller',
  },
  {
    breaker: 'lsc.showcase',
    path: lscPath('showcase'),
    call: ({ lsc }) => lsc.showcase({ showcaseOwnerId: '12', numRecords: 2 }),
    body: { ...emptySearch, totalResultCount: 'many' },
    issuePath: 'totalResultCount',
  },
  ...(['premiumSpotlights', 'spotlights', 'vehicleHighlights', 'newCarBoost', 'similar'] as const).map(
    (name): MalformedCase => ({
      breaker: `lsc.${name}`,
      path: lscPath(name),
      call: ({ lsc }) => lsc[name]({ zip: '30301' }),
      body: listingsPayload,
      issuePath: 'listings',
    }),
  ),
  {
    breaker: 'lsc.count',
    path: lscPath('count'),
    call: ({ lsc }) => lsc.count({ dealType: 'greatprice' }),
    body: { count: '12' },
    issuePath: 'count',
  },
  ...(['modelYears', 'newModelYears', 'trims', 'newTrims'] as const).map((kind): MalformedCase => ({
    breaker: `lsc.${kind}`,
    path: lscPath(kind),
    call: ({ lsc }) => lsc.crawl(kind, { makeCode: 'FORD' }),
    body: crawlPayload,
    issuePath: 'links.0.count',
  })),
  {
    breaker: 'lsc.mileageStats',
    path: lscPath('mileageStats'),
    call: ({ lsc }) => lsc.mileageStats({ modelCode: 'F150PICKUP' }),
    body: { stats: [], facetStats: {} },
    issuePath: 'facetStats',
  },
  {
    breaker: 'lsc.packages',
    path: lscPath('packages'),
    call: ({ lsc }) => lsc.packages({ modelCode: 'F150PICKUP' }),
    body: { results: { packageNames: [7] } },
    issuePath: 'results.packageNames.0',
  },
  {
    breaker: 'lsc.viewCounts',
    path: lscPath('viewCounts'),
    call: ({ lsc }) => lsc.viewCounts(['1FTFW1E50PFA00001', '1FTFW1E50PFA00002']),
    body: { dateRange: 7, listings: [{ vin: '1FTFW1E50PFA00001', counts: { motormart: 'many' } }] },
    // Neither of the two shapes the endpoint answers in.
    issuePath: '(root)',
  },
  {
    breaker: 'lsc.keywords',
    path: lscPath('keywords'),
    call: ({ lsc }) => lsc.keywords('ford', {}),
    body: { suggestions: [{ label: 'Ford', type: 'make', params: { makeCode: 'FORD' }, count: '3' }] },
    issuePath: 'suggestions.0.count',
  },
  {
    breaker: 'lsc.natural',
    path: lscPath('natural'),
    call: ({ lsc }) => lsc.natural('awd suv under 30k', {}),
    body: { params: { maxPrice: 30000 }, understood: [], ignored: [], count: 4 },
    issuePath: 'params.maxPrice',
  },
  {
    breaker: 'lsc.dealExplanations',
    path: lscPath('dealExplanations'),
    call: ({ lsc }) => lsc.dealExplanations([700000001]),
    body: { explanations: [{ listingId: 700000001, price: 'cheap' }] },
    issuePath: 'explanations.0.price',
  },
  {
    breaker: 'lsc.zipValidate',
    path: lscPath('zipValidate'),
    call: ({ lsc }) => lsc.zipValidate('30301'),
    body: { success: 'yes', zip: '30301' },
    issuePath: 'success',
  },
  {
    breaker: 'lsc.zipCity',
    path: lscPath('zipCity'),
    call: ({ lsc }) => lsc.zipCity('30301'),
    body: { zip: '30301', city: 'Atlanta' },
    issuePath: 'state',
  },
  {
    breaker: 'lsc.expired',
    path: lscPath('expired'),
    call: ({ lsc }) => lsc.expiredListing('700000001'),
    body: { expired: { id: 700000001, make: { name: 'Ford' }, model: 'F-150', expiredAt: '2026-11-28T00:00:00Z' } },
    issuePath: 'expired.model',
  },
  {
    breaker: 'lsc.priceHistory',
    path: lscPath('priceHistory'),
    call: ({ lsc }) => lsc.priceHistories([700000001, 700000002]),
    // A price written as text.
    body: {
      histories: [
        {
          listingId: 700000001,
          listedAt: '2026-10-01T00:00:00.000Z',
          firstPrice: '$24,900',
          points: [{ price: 24900, at: '2026-10-01T00:00:00.000Z' }],
          daysOnMarket: 31,
        },
      ],
    },
    issuePath: 'histories.0.firstPrice',
  },
  {
    breaker: 'lsc.modelInfo',
    path: lscPath('modelInfo'),
    call: ({ lsc }) => lsc.modelInfo({ makeCode: 'FORD', modelCode: 'F150PICKUP', startYear: 2024, numRecords: 1 }),
    // A trim whose equipment is a list of names instead of the nine flags.
    body: {
      totalResultCount: 1,
      items: [
        {
          year: 2024,
          make: { code: 'FORD', name: 'Ford' },
          model: { code: 'F150PICKUP', name: 'F-150' },
          bodyStyle: { code: 'TRUCKS', label: 'Truck' },
          vehicleId: 1001,
          listings: { count: 0, startingPrice: null, avgPrice: null, maxPrice: null },
          trims: [
            {
              trimCode: 'XL',
              trimName: 'XL',
              imagePath: '/images/trims/F150PICKUP/XL.webp',
              nationalMSRP: 38810,
              atcMake: 'Ford',
              atcModel: 'F-150',
              atcMakeCode: 'FORD',
              atcModelCode: 'F150PICKUP',
              vehicleId: 1001,
              engineType: '2.7L V6 Twin-Turbo',
              fuelType: 'Gasoline',
              horsepower: 325,
              drives: ['AWD4WD'],
              specs: ['Bluetooth'],
              epaCity: 19,
              epaHwy: 24,
              epaMpgeCity: null,
              epaMpgeHwy: null,
              evRange: null,
              bodyStyle: 'Truck',
              listingCount: 0,
              startingPrice: null,
              avgPrice: null,
              maxPrice: null,
            },
          ],
        },
      ],
    },
    issuePath: 'items.0.trims.0.specs',
  },
  {
    breaker: 'lsc.safety',
    path: lscPath('safety'),
    call: ({ lsc }) => lsc.safety({ makeCode: 'FORD', modelCode: 'F150PICKUP', year: 2024 }),
    // A feature whose value is a yes/no instead of std, opt or n/a.
    body: {
      safety: {
        year: 2024,
        makeCode: 'FORD',
        modelCode: 'F150PICKUP',
        ratings: [{ name: 'Overall rating', stars: 5 }],
        features: [{ name: 'Backup camera', value: true }],
        specifications: [{ name: 'Front legroom', value: 43.9, unit: 'in' }],
      },
    },
    issuePath: 'safety.features.0.value',
  },
  {
    breaker: 'research.referenceVehicles',
    path: researchPath('referenceVehicles'),
    call: ({ research }) => research.referenceVehicles({ year: 2024, makeCode: 'FORD', modelCode: 'F150PICKUP' }),
    body: { items: [{ vehicleId: 'F150-2024' }] },
    issuePath: 'items.0.vehicleId',
  },
  {
    breaker: 'research.consumerRatings',
    path: researchPath('consumerRatings'),
    call: ({ research }) => research.consumerRatings(1234),
    body: { vehicleId: 1234, ratings: [], numberOfReviews: null },
    issuePath: 'numberOfReviews',
  },
  {
    breaker: 'research.expertReviews',
    path: researchPath('expertReviews'),
    call: ({ research }) => research.expertReviews('FORD/F150PICKUP'),
    // WordPress answers a bare array.
    body: { posts: [] },
    issuePath: '(root)',
  },
  {
    breaker: 'research.certifiedContent',
    path: researchPath('certifiedContent'),
    call: ({ research }) => research.certifiedContent(),
    body: { program: null, thirdParty: {} },
    issuePath: 'program',
  },
];

/** The upstream as the tests make it answer: each case's body at its path, 200 every time. */
let mock: FastifyInstance;
let clients: Clients;
const bodies = new Map<string, unknown>();

beforeAll(async () => {
  mock = Fastify();
  mock.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0];
    // The longest path a call starts with: keywords and consumer ratings carry a suffix.
    const match = [...bodies.keys()].filter((p) => path.startsWith(p)).sort((a, b) => b.length - a.length)[0];
    return match
      ? reply.send(bodies.get(match))
      : reply.code(404).send({ error: { code: 'NOT_FOUND', message: path } });
  });
  const url = await listenOnLoopback(mock);
  clients = { lsc: createLscClient(url, { log }), research: createResearchClient(url, { log }) };
});
afterAll(() => mock.close());

async function breakerCount(breaker: string, event: string): Promise<number> {
  const metric = await registry.getSingleMetric('gateway_upstream_breaker_events_total')!.get();
  return metric.values.find((v) => v.labels.breaker === breaker && v.labels.event === event)?.value ?? 0;
}

/** The breakers the clients made whose names match, e.g. /^events\./ for the events client's. */
async function breakersMade(pattern: RegExp): Promise<Set<string>> {
  const state = await registry.getSingleMetric('gateway_upstream_breaker_state')!.get();
  return new Set(state.values.map((v) => String(v.labels.breaker)).filter((name) => pattern.test(name)));
}

/**
 * A call whose 200 answer breaks its contract: an upstream failure (UPSTREAM_ERROR with the path),
 * counted once by its breaker, logged once with where the answer breaks and none of these values.
 */
async function expectContractFailure(
  c: { breaker: string; path: string; issue: string },
  call: () => Promise<unknown>,
  neverLogged: string[],
): Promise<void> {
  const failures = await breakerCount(c.breaker, 'failure');
  const before = logged.length;
  const error = await call().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GraphQLError);
  expect((error as GraphQLError).extensions).toEqual({ code: 'UPSTREAM_ERROR', path: c.path });
  expect(await breakerCount(c.breaker, 'failure')).toBe(failures + 1);
  const lines = logged.slice(before);
  expect(lines).toHaveLength(1);
  const [upstream, endpoint] = c.breaker.split('.');
  expect(lines[0]).toMatchObject({
    message: 'upstream answer breaks its contract',
    details: { upstream, endpoint, path: c.path, issue: { path: c.issue } },
  });
  const text = JSON.stringify(lines[0]);
  for (const value of neverLogged) expect(text).not.toContain(value);
}

describe('a 200 whose body breaks the contract, for every endpoint the gateway calls', () => {
  test('the cases cover every breaker the two clients made', async () => {
    expect(new Set(CASES.map((c) => c.breaker))).toEqual(await breakersMade(/^(lsc|research)\./));
  });

  test.each(CASES.map((c) => [c.breaker, c] as const))(
    '%s: an upstream failure (UPSTREAM_ERROR, counted by the breaker, logged once without the values)',
    async (_name, c) => {
      bodies.set(c.path, c.body);
      await expectContractFailure({ ...c, issue: c.issuePath }, () => c.call(clients), [
        OWNER_NAME,
        OWNER_PHONE,
        'Atlanta',
        'many',
      ]);
      bodies.delete(c.path);
    },
  );

  test('the same answer with the value put right is accepted as it came', async () => {
    const body = { zip: '30301', city: 'Atlanta', state: 'GA', latitude: 33.75 };
    bodies.set(lscPath('zipCity'), body);
    // A member the contract does not name is neither refused nor read: the gateway reads only typed members.
    await expect(clients.lsc.zipCity('30301')).resolves.toEqual(body);
    bodies.delete(lscPath('zipCity'));
  });
});

/** The events service's writes (docs/rules/events.md#failures): a 200 that breaks AcceptedAnswer is its failure. */
describe('a 200 whose body breaks the contract, for every events service endpoint', () => {
  const EVENT_CASES: Array<{
    breaker: string;
    path: string;
    call: (events: EventsClient) => Promise<unknown>;
    /** Where the answer first breaks its contract; `accepted` unless said. */
    issue?: string;
  }> = [
    {
      breaker: 'events.recordEvents',
      path: EVENTS_ENDPOINTS.recordEvents.path,
      call: (events) =>
        events.recordEvents({
          browserId: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
          events: [{ type: 'vehicle_viewed', at: '2025-05-01T12:00:00.000Z', route: '/cars-for-sale' }],
        }),
    },
    {
      breaker: 'events.recordError',
      path: EVENTS_ENDPOINTS.recordError.path,
      call: (events) =>
        events.recordError({
          browserId: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
          kind: 'error',
          message: 'x',
          route: '/cars-for-sale',
          buildId: 'b',
          userAgent: 'ua',
          at: '2025-05-01T12:00:00.000Z',
        }),
    },
    {
      breaker: 'events.reports',
      path: EVENTS_ENDPOINTS.reports.path,
      call: (events) => events.reports(),
      issue: 'from',
    },
    {
      breaker: 'events.history',
      path: EVENTS_ENDPOINTS.history.path,
      call: (events) => events.history('6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5'),
      issue: 'searches',
    },
  ];
  let postMock: FastifyInstance;
  let events: EventsClient;

  beforeAll(async () => {
    postMock = Fastify();
    // The count as a string: the wrong type.
    postMock.post('/*', async () => ({ accepted: '1' }));
    // The operator's reports and a browser's history: an acceptance where they belong.
    postMock.get('/*', async () => ({ accepted: 1 }));
    events = createEventsClient(await listenOnLoopback(postMock), { log });
  });
  afterAll(() => postMock.close());

  test('the cases cover every breaker the events client made', async () => {
    expect(new Set(EVENT_CASES.map((c) => c.breaker))).toEqual(await breakersMade(/^events\./));
  });

  test.each(EVENT_CASES.map((c) => [c.breaker, c] as const))(
    '%s: an upstream failure (UPSTREAM_ERROR, counted by the breaker, logged once)',
    (_name, c) => expectContractFailure({ ...c, issue: c.issue ?? 'accepted' }, () => c.call(events), []),
  );
});

/** The ad server's calls (docs/rules/ads.md#failures): a 200 that breaks its contract is its failure. */
describe('a 200 from the ad server that breaks the contract', () => {
  const ADS_CASES: Array<{ breaker: string; path: string; call: (ads: AdsClient) => Promise<unknown>; issue: string }> =
    [
      {
        breaker: 'ads.decisions',
        path: ADS_ENDPOINTS.decisions.path,
        call: (ads) => ads.decisions({ slots: [{ slotId: 'fluid-7', size: 'FLUID' }], brand: 'motormart' }),
        issue: 'decisions',
      },
      {
        breaker: 'ads.showcase',
        path: ADS_ENDPOINTS.showcase.path,
        call: (ads) => ads.showcase('30301', 'motormart'),
        issue: 'showcase',
      },
      {
        breaker: 'ads.impression',
        path: ADS_ENDPOINTS.impression.path,
        call: (ads) => ads.impression('6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5'),
        issue: 'recorded',
      },
      {
        breaker: 'ads.click',
        path: ADS_ENDPOINTS.click.path,
        call: (ads) => ads.click('6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5'),
        issue: 'targetUrl',
      },
    ];
  let adMock: FastifyInstance;
  let ads: AdsClient;

  beforeAll(async () => {
    adMock = Fastify();
    // Every member the wrong type.
    const wrong = { decisions: {}, showcase: 'Atlanta', recorded: 'yes', targetUrl: 12 };
    adMock.get('/*', async () => wrong);
    adMock.post('/*', async () => wrong);
    ads = createAdsClient(await listenOnLoopback(adMock), { log });
  });
  afterAll(() => adMock.close());

  test('the cases cover every breaker the ads client made', async () => {
    expect(new Set(ADS_CASES.map((c) => c.breaker))).toEqual(await breakersMade(/^ads\./));
  });

  test.each(ADS_CASES.map((c) => [c.breaker, c] as const))(
    '%s: an upstream failure (UPSTREAM_ERROR, counted by the breaker, logged once)',
    (_name, c) => expectContractFailure(c, () => c.call(ads), ['Atlanta']),
  );
});

/** The device service's calls (docs/rules/push.md#device-registration): a 200 that breaks its contract is its failure. */
describe('a 200 from the device service that breaks the contract', () => {
  const token = JSON.stringify({ endpoint: 'https://push.example/abc', keys: { p256dh: 'BA', auth: 'AA' } });
  const DEVICE_CASES: Array<{
    breaker: string;
    path: string;
    call: (devices: DevicesClient) => Promise<unknown>;
    issue: string;
  }> = [
    {
      breaker: 'devices.register',
      path: DEVICES_ENDPOINTS.register.path,
      call: (devices) =>
        devices.register({
          brand: 'motormart',
          pixall_id: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
          browser_token: token,
        }),
      issue: 'deviceId',
    },
    {
      breaker: 'devices.remove',
      path: DEVICES_ENDPOINTS.remove.path,
      call: (devices) => devices.remove({ browser_token: token }),
      issue: 'removed',
    },
    {
      breaker: 'devices.key',
      path: DEVICES_ENDPOINTS.key.path,
      call: (devices) => devices.vapidPublicKey(),
      issue: 'publicKey',
    },
  ];
  let deviceMock: FastifyInstance;
  let devices: DevicesClient;

  beforeAll(async () => {
    deviceMock = Fastify();
    // Every member the wrong type.
    const wrong = { deviceId: 7, signedIn: 'yes', removed: 'yes', publicKey: null };
    deviceMock.get('/*', async () => wrong);
    deviceMock.post('/*', async () => wrong);
    deviceMock.delete('/*', async () => wrong);
    devices = createDevicesClient(await listenOnLoopback(deviceMock), { log });
  });
  afterAll(() => deviceMock.close());

  test('the cases cover every breaker the devices client made', async () => {
    expect(new Set(DEVICE_CASES.map((c) => c.breaker))).toEqual(await breakersMade(/^devices\./));
  });

  test.each(DEVICE_CASES.map((c) => [c.breaker, c] as const))(
    '%s: an upstream failure (UPSTREAM_ERROR, counted by the breaker, logged once)',
    (_name, c) =>
      expectContractFailure(c, () => c.call(devices), [
        // The subscription's endpoint is a capability: never logged.
        'push.example',
      ]),
  );
});

/** The key service's verification (docs/rules/public-api.md#api-keys-and-quotas): a 200 that breaks its contract is its failure. */
describe('a 200 from the key service that breaks the contract', () => {
  const KEY_CASES: Array<{
    breaker: string;
    path: string;
    call: (apiKeys: ApiKeysClient) => Promise<unknown>;
    issue: string;
  }> = [
    {
      breaker: 'apiKeys.verify',
      path: API_KEYS_ENDPOINTS.verify.path,
      call: (apiKeys) => apiKeys.verify('0'.repeat(64)),
      issue: 'key.rateLimit',
    },
  ];
  let keyMock: FastifyInstance;
  let apiKeys: ApiKeysClient;

  beforeAll(async () => {
    keyMock = Fastify();
    // A quota that is not a number.
    keyMock.post('/*', async () => ({
      key: { id: 'k1', name: 'Partner', rateLimit: 'lots', costLimit: 300_000, windowSeconds: 60 },
    }));
    apiKeys = createApiKeysClient(await listenOnLoopback(keyMock), { log });
  });
  afterAll(() => keyMock.close());

  test('the cases cover every breaker the key service client made', async () => {
    expect(new Set(KEY_CASES.map((c) => c.breaker))).toEqual(await breakersMade(/^apiKeys\./));
  });

  test.each(KEY_CASES.map((c) => [c.breaker, c] as const))(
    '%s: an upstream failure (UPSTREAM_ERROR, counted by the breaker, logged once)',
    (_name, c) =>
      expectContractFailure(c, () => c.call(apiKeys), [
        // The key's name is the operator's text: not logged.
        'Partner',
      ]),
  );
});

describe('through GraphQL, with the real upstream answering a wrong shape', () => {
  let stack: Stack;
  let proxy: FaultProxy;
  let gateway: Gateway;

  const SRP = `query { searchListings(brand: USED_CAR, queryString: "zip=30301&searchRadius=100") {
    totalResultCount
    results { placement listing { id } }
  } }`;

  beforeAll(async () => {
    stack = await startStack();
    proxy = await startFaultProxy(stack.upstreamUrl);
    gateway = await createGateway({
      upstreams: {
        lsc: createLscClient(proxy.url, { log }),
        research: createResearchClient(proxy.url, { log }),
        account: createAccountClient(proxy.url, { log }),
        leads: createLeadsClient(proxy.url, { log }),
      },
      imagesUrl: proxy.url,
    });
  });
  afterAll(async () => {
    await gateway.app.close();
    await proxy.close();
    await stack.close();
  });

  async function ask() {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: SRP },
    });
    return response.json() as {
      data: { searchListings: { totalResultCount: number; results: Array<{ placement: string }> } } | null;
      errors?: Array<{ extensions: Record<string, unknown> }>;
    };
  }

  test('the real search answer breaks its contract when one value has the wrong type', () => {
    const answer = { listings: [{ id: 700000001, vin: '1FT' }], totalResultCount: 1 };
    expect(breakShape(structuredClone(answer))).toEqual({ ...answer, listings: [{ id: '700000001', vin: '1FT' }] });
  });

  test('the required search: the SRP error (showSrpError), not INTERNAL_SERVER_ERROR', async () => {
    await proxy.fault(lscPath('search'), 'wrongShape');
    try {
      const answer = await ask();
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0].extensions).toMatchObject({
        code: 'UPSTREAM_ERROR',
        showSrpError: true,
        path: lscPath('search'),
      });
    } finally {
      await proxy.fault(lscPath('search'), 'pass');
    }
  });

  test('an optional group (spotlights): empty, the results still show', async () => {
    const healthy = await ask();
    expect(healthy.data!.searchListings.results.some((r) => r.placement.endsWith('SPOTLIGHT'))).toBe(true);
    await proxy.fault('/rest/lsc/listing/spotlight', 'wrongShape');
    try {
      const answer = await ask();
      expect(answer.errors).toBeUndefined();
      const { results, totalResultCount } = answer.data!.searchListings;
      expect(totalResultCount).toBe(healthy.data!.searchListings.totalResultCount);
      expect(results.length).toBeGreaterThan(0);
      expect(results.some((r) => r.placement.endsWith('SPOTLIGHT'))).toBe(false);
    } finally {
      await proxy.fault('/rest/lsc/listing/spotlight', 'pass');
    }
  });
});
