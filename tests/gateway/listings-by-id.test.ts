import { createContext, type ContextValue } from '../../gateway/context';
import { createUpstreams } from '../../gateway/upstreams/index';
import { startStack, type Stack } from '../support/stack';

/** listings(ids): the compare page's cars (docs/rules/compare.md#compare-page). */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack(500);
});
afterAll(() => stack.close());

const LISTINGS = `query($ids: [ID!]!) {
  listings(ids: $ids) { id title features owner { name } vehicleHighlight { urgencyDriverType urgencyDriverValue } }
}`;

async function execute(query: string, variables: Record<string, unknown>) {
  const context: ContextValue = createContext(createUpstreams(stack.upstreamUrl));
  const response = await stack.gateway.apollo.executeOperation({ query, variables }, { contextValue: context });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult;
}

type Answer = Array<{ id: string; title: string; features: string[]; owner: { name: string } | null } | null>;

async function someIds(n: number): Promise<string[]> {
  const result = await execute('{ searchListings(brand: USED_CAR, input: {}) { listings { id } } }', {});
  return (result.data as { searchListings: { listings: Array<{ id: string }> } }).searchListings.listings
    .slice(0, n)
    .map((l) => l.id);
}

test('answers each id in the order given, with one call to the listing service', async () => {
  const ids = (await someIds(3)).reverse();
  stack.calls.clear();
  const result = await execute(LISTINGS, { ids });
  expect(result.errors).toBeUndefined();
  const listings = (result.data as { listings: Answer }).listings;
  expect(listings.map((l) => l?.id)).toEqual(ids);
  for (const listing of listings) {
    expect(listing?.title).toMatch(/^(Used|New|Certified) \d{4} /);
    expect(Array.isArray(listing?.features)).toBe(true);
  }
  expect(stack.calls.get('/rest/lsc/listing')).toBe(1);
});

test('an id not for sale, or not an id, is null in its place', async () => {
  const [id] = await someIds(1);
  const result = await execute(LISTINGS, { ids: ['999999999', id, 'abc'] });
  expect(result.errors).toBeUndefined();
  expect((result.data as { listings: Answer }).listings.map((l) => l?.id ?? null)).toEqual([null, id, null]);
});

test('more than 5 ids are refused with BAD_USER_INPUT naming ids, and nothing is fetched', async () => {
  const ids = await someIds(6);
  stack.calls.clear();
  const result = await execute(LISTINGS, { ids });
  expect(result.data?.listings).toBeUndefined();
  expect(result.errors?.[0]).toMatchObject({
    message: 'ids: at most 5 ids',
    extensions: { code: 'BAD_USER_INPUT', field: 'ids' },
  });
  expect(stack.calls.get('/rest/lsc/listing') ?? 0).toBe(0);
});

test('a listing says its urgency reason when it has one', async () => {
  const result = await execute(
    `{ searchListings(brand: USED_CAR, input: { numRecords: 100, sortBy: derivedpriceASC }) {
        listings { id listingType pricingDetail { salePrice expectedPrice } vehicleHighlight { urgencyDriverType urgencyDriverValue } }
     } }`,
    {},
  );
  expect(result.errors).toBeUndefined();
  const listings = (
    result.data as {
      searchListings: {
        listings: Array<{
          id: string;
          listingType: string;
          pricingDetail: { salePrice: number; expectedPrice: number };
          vehicleHighlight: { urgencyDriverType: string; urgencyDriverValue: string } | null;
        }>;
      };
    }
  ).searchListings.listings;
  // A car whose latest price change was a drop to today's price, in the last 30 days of the
  // inventory's clock, is PRICE_REDUCED by the amount; no other car is (a great price is not a cut).
  const [clock] = await stack.testDb.db.query<{ at: number }>(
    'SELECT (extract(epoch FROM max(listed_at)) * 1000)::float8 AS at FROM listings',
  );
  const cuts = await stack.testDb.db.query<{ id: number; previous: number; price: number; at: number }>(
    `SELECT DISTINCT ON (h.listing_id) h.listing_id::float8 AS id, h.previous_price AS previous, h.price,
            (extract(epoch FROM h.changed_at) * 1000)::float8 AS at
     FROM listing_price_history h JOIN listings l ON l.id = h.listing_id
     ORDER BY h.listing_id, h.changed_at DESC`,
  );
  const recentCut = new Map(
    cuts
      .filter((cut) => cut.previous > cut.price && cut.at >= clock.at - 30 * 86_400_000)
      .map((cut) => [String(cut.id), cut]),
  );
  const reduced = listings.filter((l) => recentCut.get(l.id)?.price === l.pricingDetail.salePrice);
  expect(reduced.length).toBeGreaterThan(0);
  for (const listing of listings) {
    const cut = reduced.includes(listing) ? recentCut.get(listing.id)! : undefined;
    if (cut) {
      expect(listing.vehicleHighlight).toEqual({
        urgencyDriverType: 'PRICE_REDUCED',
        urgencyDriverValue: `$${(cut.previous - cut.price).toLocaleString('en-US')} Price Drop`,
      });
    } else {
      expect(listing.vehicleHighlight?.urgencyDriverType).not.toBe('PRICE_REDUCED');
    }
  }
  // Certified cars without a price or age reason carry their warranty.
  for (const listing of listings.filter((l) => l.listingType === 'CERTIFIED' && !reduced.includes(l))) {
    expect(['NEWLY_LISTED', 'WARRANTY']).toContain(listing.vehicleHighlight?.urgencyDriverType);
  }
});
