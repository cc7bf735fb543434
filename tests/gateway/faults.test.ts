import { once } from 'node:events';
import { jest } from '@jest/globals';
import { createGateway, type Gateway } from '../../gateway/server';
import { createLscClient, type LscClient } from '../../gateway/upstreams/lsc/client';
import { createAccountClient } from '../../gateway/upstreams/account/client';
import { createLeadsClient } from '../../gateway/upstreams/leads/client';
import { createResearchClient } from '../../gateway/upstreams/research/client';
import { INTERNAL_TEXT, startFaultProxy, type FaultMode, type FaultProxy } from '../support/fault-proxy';
import { startStack, type Stack } from '../support/stack';
import { useFakeTimeouts } from '../support/timers';
import { LSC_ENDPOINTS } from '../../gateway/upstreams/lsc/constants';

/**
 * Time-outs: a call the proxy holds ('slow', which never answers) times out soon; a healthy call
 * through the proxy never races one, however loaded the machine. The resets are the product's
 * own: the breaker test moves a fake clock.
 */
const SLOW_TIMEOUT_MS = 2_000;
const HEALTHY_TIMEOUT_MS = 60_000;
const SEARCH_RESET_MS = LSC_ENDPOINTS.search.resetTimeout;
const SEARCH_PATH = '/rest/lsc/listing';

const SRP = `query { searchListings(brand: USED_CAR, queryString: "zip=30301&searchRadius=0") {
  totalResultCount
  results { placement listing { id } }
  greatPriceCount
  crawlLinks { modelYears { href } trims { href } }
} }`;

let stack: Stack;
let proxy: FaultProxy;
const gateways: Gateway[] = [];

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
  for (const prefix of ['', SEARCH_PATH, '/rest/lsc/listing/spotlight', '/rest/lsc/crawl', '/rest/lsc/listing/count'])
    await proxy.fault(prefix, 'pass');
});

/**
 * A gateway with fresh breakers, calling the upstream through the fault proxy; the endpoints named
 * in `slow` (those the test makes slow) time out after SLOW_TIMEOUT_MS, the others never do.
 */
async function gatewayBehindProxy(slow: ReadonlyArray<keyof LscClient> = []): Promise<Gateway> {
  const healthy = createLscClient(proxy.url, { breakers: { timeout: HEALTHY_TIMEOUT_MS } });
  const timingOut = createLscClient(proxy.url, { breakers: { timeout: SLOW_TIMEOUT_MS } });
  const lsc: LscClient = { ...healthy, ...Object.fromEntries(slow.map((name) => [name, timingOut[name]])) };
  const gateway = await createGateway({
    upstreams: {
      lsc,
      research: createResearchClient(proxy.url),
      account: createAccountClient(proxy.url),
      leads: createLeadsClient(proxy.url),
    },
    imagesUrl: proxy.url,
  });
  gateways.push(gateway);
  return gateway;
}

interface Answer {
  status: number;
  data?: {
    searchListings: {
      totalResultCount: number;
      results: Array<{ placement: string }>;
      greatPriceCount: number | null;
      crawlLinks: { modelYears: unknown[]; trims: unknown[] };
    };
  } | null;
  errors?: Array<{ message: string; extensions: Record<string, unknown> }>;
  raw: string;
}

async function ask(gateway: Gateway, query = SRP): Promise<Answer> {
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query },
  });
  return { status: response.statusCode, ...response.json(), raw: response.body };
}

const searchCalls = () => proxy.calls.get(SEARCH_PATH) ?? 0;

/**
 * The required search alone. The SRP's groups would ask for the spotlights beside the search, and
 * a fault on the search's path (a prefix of theirs) would hold those calls too, past the test.
 */
const SEARCH_ONLY = `query { searchListings(brand: USED_CAR, queryString: "zip=30301&searchRadius=0") {
  totalResultCount
} }`;

describe('the required search failing (the SRP error screen)', () => {
  test.each<[FaultMode, string]>([
    ['refuse', 'UPSTREAM_ERROR'],
    ['drop', 'UPSTREAM_ERROR'],
    ['slow', 'UPSTREAM_TIMEOUT'],
    ['error500', 'UPSTREAM_ERROR'],
    ['malformed', 'UPSTREAM_ERROR'],
    ['reset', 'UPSTREAM_ERROR'],
  ])('upstream %s: a typed error with showSrpError, no internals', async (mode, code) => {
    const gateway = await gatewayBehindProxy(mode === 'slow' ? ['search'] : []);
    await proxy.fault(mode === 'refuse' ? '' : SEARCH_PATH, mode);
    const answer = await ask(gateway, SEARCH_ONLY);
    expect(answer.status).toBe(200);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0].extensions).toMatchObject({ code, showSrpError: true });
    expect(answer.raw).not.toContain(INTERNAL_TEXT);
    expect(answer.raw).not.toMatch(/ECONN|socket|127\.0\.0\.1|stack|\.ts:\d/i);
  });

  test('a time-out aborts the HTTP call: the upstream sees the client hang up', async () => {
    const gateway = await gatewayBehindProxy(['search']);
    await proxy.fault(SEARCH_PATH, 'slow');
    const before = proxy.abandoned;
    // The abort reaches the proxy's socket just after the answer: wait for the proxy to see it (a
    // call left running never closes its socket, and the test fails at Jest's time-out).
    const abandoned = once(proxy.events, 'abandoned');
    expect((await ask(gateway, SEARCH_ONLY)).errors?.[0].extensions.code).toBe('UPSTREAM_TIMEOUT');
    expect(await abandoned).toEqual([SEARCH_PATH]);
    expect(proxy.abandoned).toBe(before + 1);
  });
});

describe('the calls that need the search, not its answer', () => {
  test('go out beside it: a search still unanswered has asked for the spotlights, the new car boost and the city', async () => {
    const real = createLscClient(stack.upstreamUrl);
    let answerSearch!: () => void;
    const searchHeld = new Promise<void>((resolve) => (answerSearch = resolve));
    const wanted = ['premiumSpotlights', 'spotlights', 'newCarBoost', 'zipCity'] as const;
    const calls = new Map<string, number>();
    let allAsked!: () => void;
    const everyOneAsked = new Promise<void>((resolve) => (allAsked = resolve));
    const recorded = Object.fromEntries(
      wanted.map((name) => [
        name,
        (...args: unknown[]) => {
          calls.set(name, (calls.get(name) ?? 0) + 1);
          if (wanted.every((w) => calls.has(w))) allAsked();
          return (real[name] as (...a: unknown[]) => Promise<unknown>)(...args);
        },
      ]),
    );
    const lsc = {
      ...real,
      ...recorded,
      search: async (...args: Parameters<LscClient['search']>) => {
        await searchHeld;
        return real.search(...args);
      },
    } as LscClient;
    const gateway = await createGateway({
      upstreams: {
        lsc,
        research: createResearchClient(stack.upstreamUrl),
        account: createAccountClient(stack.upstreamUrl),
        leads: createLeadsClient(stack.upstreamUrl),
      },
      imagesUrl: stack.upstreamUrl,
    });
    gateways.push(gateway);
    const answer = ask(
      gateway,
      `query { searchListings(brand: USED_CAR, queryString: "zip=30301&searchRadius=100") {
        results { placement listing { id } }
        breadcrumbs { kind label }
      } }`,
    );
    // Every one is asked for while the search is held; one that waited for its answer would still be
    // missing when the wait ends (a loaded machine asks within a fraction of it).
    let timer: NodeJS.Timeout | undefined;
    const held = await Promise.race([
      everyOneAsked.then(() => 'all asked while the search was held'),
      new Promise<string>((resolve) => (timer = setTimeout(() => resolve('still waiting after 5 s'), 5_000))),
    ]);
    clearTimeout(timer);
    const askedWhileHeld = [...calls.keys()].sort();
    answerSearch();
    expect({ held, askedWhileHeld }).toEqual({
      held: 'all asked while the search was held',
      askedWhileHeld: [...wanted].sort(),
    });
    const { data, errors } = await answer;
    expect(errors).toBeUndefined();
    expect(data?.searchListings.results.length).toBeGreaterThan(0);
    // Each once: going out early does not ask twice.
    expect(Object.fromEntries(calls)).toEqual(Object.fromEntries(wanted.map((name) => [name, 1])));
  });
});

describe('the breaker of an endpoint', () => {
  afterEach(() => jest.useRealTimers());

  test(`opens after the volume threshold, sends nothing while open, probes after its reset (${SEARCH_RESET_MS / 1000} s) and closes on success`, async () => {
    // The breaker's reset timer is set when it opens: fake from the start, so the test moves it on.
    useFakeTimeouts();
    const gateway = await gatewayBehindProxy();
    await proxy.fault(SEARCH_PATH, 'error500');
    const first = await ask(gateway);
    expect(first.errors?.[0].extensions.code).toBe('UPSTREAM_ERROR');
    const callsAfterOne = searchCalls();
    // One failure does not open it (volume threshold 5).
    expect((await ask(gateway)).errors?.[0].extensions.code).toBe('UPSTREAM_ERROR');
    for (let i = 0; i < 3; i++) await ask(gateway);
    const callsWhenOpened = searchCalls();
    expect(callsWhenOpened).toBe(callsAfterOne + 4);

    const open = await ask(gateway);
    expect(open.errors?.[0]).toMatchObject({
      message: `Circuit Breaker for ${SEARCH_PATH} is open`,
      extensions: { code: 'UPSTREAM_UNAVAILABLE', showSrpError: true },
    });
    await ask(gateway);
    expect(searchCalls()).toBe(callsWhenOpened);

    await proxy.fault(SEARCH_PATH, 'pass');
    await jest.advanceTimersByTimeAsync(SEARCH_RESET_MS - 1);
    expect((await ask(gateway)).errors?.[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(searchCalls()).toBe(callsWhenOpened);
    await jest.advanceTimersByTimeAsync(1);
    const probe = await ask(gateway);
    expect(probe.errors).toBeUndefined();
    expect(probe.data?.searchListings.totalResultCount).toBeGreaterThan(0);
    expect(searchCalls()).toBe(callsWhenOpened + 1);
    expect((await ask(gateway)).errors).toBeUndefined();
    expect(searchCalls()).toBe(callsWhenOpened + 2);
  });

  test('4xx answers do not count towards opening it', async () => {
    const gateway = await gatewayBehindProxy();
    const bad = 'query { searchListings(brand: USED_CAR, queryString: "sortBy=bogus") { totalResultCount } }';
    for (let i = 0; i < 7; i++) expect((await ask(gateway, bad)).errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await ask(gateway)).errors).toBeUndefined();
  });
});

describe('optional groups failing (an open circuit of an optional search returns empty)', () => {
  test('spotlights answering 500, crawl links malformed and the count slow leave the results showing', async () => {
    const gateway = await gatewayBehindProxy(['count']);
    await proxy.fault('/rest/lsc/listing/spotlight', 'error500');
    await proxy.fault('/rest/lsc/crawl', 'malformed');
    await proxy.fault('/rest/lsc/listing/count', 'slow');
    const answer = await ask(gateway);
    expect(answer.errors).toBeUndefined();
    const page = answer.data!.searchListings;
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results.every((p) => p.placement === 'MAIN' || p.placement === 'NEW_CAR_BOOST')).toBe(true);
    expect(page.greatPriceCount).toBeNull();
    expect(page.crawlLinks).toEqual({ modelYears: [], trims: [] });
  });
});
