import { createContext } from '../../gateway/context';
import { createUpstreams } from '../../gateway/upstreams/index';
import { LSC_ENDPOINTS } from '../../gateway/upstreams/lsc/constants';
import { latestChangeSeq } from '../../upstreams/lsc/change-feed';
import { startStack, type Stack } from '../support/stack';

/** Listing.priceHistory and Listing.priceDrop (docs/rules/vehicle-page.md#price-history, docs/rules/results.md#price-drop-label). */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack(1_000);
});
afterAll(() => stack.close());

const HISTORY_PATH = LSC_ENDPOINTS.priceHistory.path;

interface Listed {
  id: string;
  pricingDetail: { salePrice: number };
  priceDrop: { amount: number; at: string } | null;
  priceHistory: {
    listedAt: string;
    firstPrice: number;
    daysOnMarket: number;
    points: Array<{ price: number; at: string; change: number | null }>;
  } | null;
}

const FIELDS = `id pricingDetail { salePrice } priceDrop { amount at }
  priceHistory { listedAt firstPrice daysOnMarket points { price at change } }`;

async function run<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await stack.gateway.apollo.executeOperation(
    { query, variables },
    { contextValue: createContext(createUpstreams(stack.upstreamUrl)) },
  );
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  expect(response.body.singleResult.errors).toBeUndefined();
  return response.body.singleResult.data as T;
}

async function unchangedListings(count: number): Promise<Array<{ id: number; price: number }>> {
  return stack.testDb.db.query<{ id: number; price: number }>(
    `SELECT id::float8 AS id, price FROM listings
     WHERE listing_type <> 'NEW' AND id NOT IN (SELECT listing_id FROM listing_price_history) ORDER BY id LIMIT $1`,
    [count],
  );
}

test('a price cut comes through as a point of the history and as the recent priceDrop', async () => {
  const [listing] = await unchangedListings(1);
  await stack.testDb.db.query('UPDATE listings SET price = $2, updated_at = now() WHERE id = $1', [
    listing.id,
    listing.price - 1200,
  ]);
  await stack.upstream.changeFeed()!.reached(await latestChangeSeq(stack.testDb.db));

  const { listings } = await run<{ listings: Listed[] }>(`query($ids: [ID!]!) { listings(ids: $ids) { ${FIELDS} } }`, {
    ids: [String(listing.id)],
  });
  const [found] = listings;
  expect(found.pricingDetail.salePrice).toBe(listing.price - 1200);
  expect(found.priceDrop).toMatchObject({ amount: 1200 });
  expect(found.priceHistory).toMatchObject({
    firstPrice: listing.price,
    points: [
      { price: listing.price, change: null },
      { price: listing.price - 1200, change: -1200 },
    ],
  });
  expect(found.priceHistory!.points[0].at).toBe(found.priceHistory!.listedAt);
  expect(found.priceHistory!.daysOnMarket).toBeGreaterThanOrEqual(0);
});

test('a listing never repriced has no priceDrop and a one-point history', async () => {
  const [, listing] = await unchangedListings(2);
  const { listings } = await run<{ listings: Listed[] }>(`query($ids: [ID!]!) { listings(ids: $ids) { ${FIELDS} } }`, {
    ids: [String(listing.id)],
  });
  expect(listings[0].priceDrop).toBeNull();
  expect(listings[0].priceHistory?.points).toEqual([expect.objectContaining({ price: listing.price, change: null })]);
});

test('the histories of a whole page of results cost one upstream call', async () => {
  const before = stack.calls.get(HISTORY_PATH) ?? 0;
  const data = await run<{ searchListings: { listings: Listed[] } }>(
    `{ searchListings(brand: USED_CAR, queryString: "numRecords=12") { listings { ${FIELDS} } } }`,
  );
  const listings = data.searchListings.listings;
  expect(listings.length).toBeGreaterThan(5);
  for (const listing of listings) {
    expect(listing.priceHistory?.points.at(-1)?.price).toBe(listing.pricingDetail.salePrice);
  }
  expect((stack.calls.get(HISTORY_PATH) ?? 0) - before).toBe(1);
});

test('without priceHistory in the query the service is not asked', async () => {
  const before = stack.calls.get(HISTORY_PATH) ?? 0;
  await run(
    `{ searchListings(brand: USED_CAR, queryString: "numRecords=12") { listings { id priceDrop { amount } } } }`,
  );
  expect(stack.calls.get(HISTORY_PATH) ?? 0).toBe(before);
});

test("the vehicle page's own query asks for the history and gets it", async () => {
  const { print } = await import('graphql');
  const { VehiclePageDocument } = await import('../../web/src/__generated__/graphql');
  const [listing] = await unchangedListings(3);
  const data = await run<{ listing: Listed }>(print(VehiclePageDocument), { id: String(listing.id), similar: 8 });
  expect(data.listing.priceHistory?.firstPrice).toBeGreaterThan(0);
  expect(data.listing.priceHistory?.points.length).toBeGreaterThanOrEqual(1);
});
