import { randomBytes, randomUUID } from 'node:crypto';
import { EVENTS_OPT_OUT_COOKIE, EVENTS_ROUTE, BROWSER_ID_COOKIE } from '../../contracts/events/index';
import { createGateway, type Gateway } from '../../gateway/server';
import { createEventsClient } from '../../gateway/upstreams/events/client';
import { createUpstreams } from '../../gateway/upstreams/index';
import { listenOnLoopback } from '../support/stack';
import { startUpstream, type UpstreamFixture } from '../support/upstream';

/**
 * The consumer history (docs/rules/history.md) over HTTP: Viewer.history through the gateway, the
 * events the page sends through the gateway's own route, and the real reference upstreams (events
 * and account services) on a private database.
 */
const KEY = new Uint8Array(randomBytes(32));
let upstream: UpstreamFixture;
let gateway: Gateway;
/** The same gateway with its events service out of reach. */
let eventsDown: Gateway;
let forSale: string[] = [];

beforeAll(async () => {
  upstream = await startUpstream({ seedListings: 30, identityTokenKey: KEY });
  const url = await listenOnLoopback(upstream.upstream.app);
  const options = { imagesUrl: url, identityKey: KEY, rateLimit: { max: 100_000 } };
  // Time-outs no healthy call reaches: these tests are about whose history it is, not about a slow
  // machine's events service missing its 1 s limit (the dead one below fails at once regardless).
  gateway = await createGateway({ ...options, upstreams: createUpstreams(url, { breakers: { timeout: 30_000 } }) });
  eventsDown = await createGateway({
    ...options,
    upstreams: { ...createUpstreams(url), events: createEventsClient('http://127.0.0.1:9') },
  });
  forSale = (
    await upstream.testDb.db.query<{ id: string }>('SELECT id::text AS id FROM listings ORDER BY id LIMIT 12')
  ).map((row) => row.id);
});
afterAll(async () => {
  await eventsDown.app.close();
  await gateway.app.close();
  await upstream.close();
});

interface Answer {
  data?: Record<string, any> | null; // eslint-disable-line @typescript-eslint/no-explicit-any
  errors?: Array<{ message: string; path?: string[]; extensions: Record<string, unknown> }>;
}

/** A browser (its cookies and headers) or a signed-in consumer. */
interface Caller {
  browserId?: string;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  token?: string;
}

async function gql(query: string, caller: Caller = {}, variables: Record<string, unknown> = {}, on = gateway) {
  const cookies = { ...(caller.browserId ? { [BROWSER_ID_COOKIE]: caller.browserId } : {}), ...caller.cookies };
  const headers: Record<string, string> = { 'content-type': 'application/json', ...caller.headers };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  const response = await on.app.inject({
    method: 'POST',
    url: '/graphql',
    headers,
    cookies,
    payload: { query, variables },
  });
  return response.json() as Answer;
}

const HISTORY = `{ me { signedIn history {
  recentSearches { searchResultsURL searchResultsPath searchName resultCount timesShown lastSearchedAt }
  viewedListingIds contactedListingIds
  leadCandidates { listingId views saved compared lastViewedAt listing { id } }
  tradeIns { value updatedAt }
  fromBrowserEvents fetchedAt } } }`;

const at = () => new Date().toISOString();
/** Sends the page's events through the gateway's route, as the page's beacon does. */
async function sendEvents(browserId: string, events: Array<Record<string, unknown>>): Promise<void> {
  const response = await gateway.app.inject({
    method: 'POST',
    url: EVENTS_ROUTE,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: JSON.stringify({ browserId, events: events.map((e) => ({ at: at(), route: '/cars-for-sale', ...e })) }),
  });
  expect(response.statusCode).toBe(202);
}

async function signUp(): Promise<string> {
  const answer = await gql(
    'mutation ($input: SignUpInput!) { signUp(input: $input) { token errors { field } } }',
    {},
    {
      input: { email: `history.${randomUUID().slice(0, 8)}@example.com`, password: 'correct horse battery' },
    },
  );
  expect(answer.data?.signUp.errors).toEqual([]);
  return answer.data!.signUp.token;
}

describe('Viewer.history', () => {
  test("a visitor's searches, viewed cars, contacted sellers and lead candidates, from their browser's events", async () => {
    const browserId = randomUUID();
    const [a, b, c, d] = forSale;
    await sendEvents(browserId, [
      { type: 'search_shown', search: 'listingType=USED&makeCode=FORD&zip=30301', resultCount: 14 },
      { type: 'vehicle_viewed', route: `/cars-for-sale/vehicle/${a}`, listingId: a },
      { type: 'vehicle_viewed', route: `/cars-for-sale/vehicle/${b}`, listingId: b },
      { type: 'listing_saved', listingId: c },
      { type: 'seller_contacted', channel: 'email', listingId: b },
      { type: 'search_shown', search: 'makeCode=BMW', resultCount: 3 },
      { type: 'vehicle_viewed', route: `/cars-for-sale/vehicle/${a}`, listingId: a },
      { type: 'listing_compared', listingId: d },
    ]);
    const answer = await gql(HISTORY, { browserId });
    expect(answer.errors).toBeUndefined();
    const history = answer.data!.me.history;
    expect(history.recentSearches).toEqual([
      expect.objectContaining({
        searchResultsURL: 'makeCode=BMW',
        searchResultsPath: '/cars-for-sale?makeCode=BMW',
        searchName: 'Bmw',
        resultCount: 3,
        timesShown: 1,
      }),
      expect.objectContaining({
        searchResultsURL: 'listingType=USED&makeCode=FORD&zip=30301',
        searchName: 'Used Ford near 30301',
        resultCount: 14,
      }),
    ]);
    expect(history.viewedListingIds).toEqual([a, b]);
    expect(history.contactedListingIds).toEqual([b]);
    // b was contacted; d was only compared.
    expect(history.leadCandidates).toEqual([
      { listingId: a, views: 2, saved: false, compared: false, lastViewedAt: expect.any(String), listing: { id: a } },
      { listingId: c, views: 0, saved: true, compared: false, lastViewedAt: null, listing: { id: c } },
    ]);
    expect(history.tradeIns).toEqual([]);
    expect(history.fromBrowserEvents).toBe(true);
    expect(Math.abs(Date.parse(history.fetchedAt) - Date.now())).toBeLessThan(60_000);
  });

  test("another browser never sees the first's history; a browser without an id has none", async () => {
    const [mine, theirs] = [randomUUID(), randomUUID()];
    await sendEvents(mine, [{ type: 'search_shown', search: 'makeCode=AUDI', resultCount: 2 }]);
    const other = (await gql(HISTORY, { browserId: theirs })).data!.me.history;
    expect(other).toMatchObject({ recentSearches: [], viewedListingIds: [], leadCandidates: [] });
    const none = (await gql(HISTORY)).data!.me.history;
    expect(none).toMatchObject({ recentSearches: [], viewedListingIds: [], fromBrowserEvents: true });
    expect((await gql(HISTORY, { browserId: mine })).data!.me.history.recentSearches).toHaveLength(1);
  });

  test('a browser that opted out (its cookie, or Global Privacy Control) gets nothing from its events', async () => {
    const browserId = randomUUID();
    await sendEvents(browserId, [{ type: 'vehicle_viewed', listingId: forSale[4] }]);
    for (const caller of [
      { browserId, cookies: { [EVENTS_OPT_OUT_COOKIE]: '1' } },
      { browserId, headers: { 'sec-gpc': '1' } },
    ]) {
      const history = (await gql(HISTORY, caller)).data!.me.history;
      expect(history).toMatchObject({ fromBrowserEvents: false, viewedListingIds: [], leadCandidates: [] });
    }
    expect((await gql(HISTORY, { browserId })).data!.me.history.viewedListingIds).toEqual([forSale[4]]);
  });

  test("a signed-in consumer's viewed cars and trade-in come from their own account, never another's", async () => {
    const [mine, theirs] = [await signUp(), await signUp()];
    const record = 'mutation ($ids: [ID!]!) { recordListingViews(listingIds: $ids) }';
    expect((await gql(record, { token: mine }, { ids: [forSale[5], forSale[6]] })).errors).toBeUndefined();
    const wallet = `mutation { updateWallet(input: { downPayment: 2000, tradeInValue: 6500, termMonths: 48, aprPercent: 6 }) {
      errors { field } } }`;
    expect((await gql(wallet, { token: mine })).data!.updateWallet.errors).toEqual([]);

    const history = (await gql(HISTORY, { token: mine, browserId: randomUUID() })).data!.me.history;
    expect(history.viewedListingIds).toEqual([forSale[5], forSale[6]]);
    expect(history.tradeIns).toEqual([{ value: 6500, updatedAt: expect.any(String) }]);

    const other = (await gql(HISTORY, { token: theirs })).data!.me.history;
    expect(other).toMatchObject({ viewedListingIds: [], tradeIns: [] });
  });

  test('with the events service out of reach, history is null with a retryable code and the rest of me answers', async () => {
    const answer = await gql(HISTORY, { browserId: randomUUID() }, {}, eventsDown);
    expect(answer.data?.me).toMatchObject({ signedIn: false, history: null });
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors![0].path).toEqual(['me', 'history']);
    expect(String(answer.errors![0].extensions.code)).toMatch(/^UPSTREAM_/);
    expect(JSON.stringify(answer)).not.toMatch(/stacktrace|127\.0\.0\.1/);
  });
});
