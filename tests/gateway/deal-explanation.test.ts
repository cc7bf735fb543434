import type { LscDealExplanation, LscListing } from '../../contracts/lsc/index';
import { createContext } from '../../gateway/context';
import { createUpstreams } from '../../gateway/upstreams/index';
import { startStack, type Stack } from '../support/stack';

/** docs/rules/vehicle-page.md#deal-explanation: the comparables behind a deal rating, from the service and the gateway. */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const upstream = async <T>(path: string): Promise<{ status: number; body: T }> => {
  const response = await fetch(`${stack.upstreamUrl}${path}`);
  return { status: response.status, body: (await response.json()) as T };
};

/** Every listing for sale of a model (paged through the search). */
async function listingsOf(modelCode: string): Promise<LscListing[]> {
  const out: LscListing[] = [];
  for (let first = 0; ; first += 100) {
    const { body } = await upstream<{ listings: LscListing[]; totalResultCount: number }>(
      `/rest/lsc/listing?modelCode=${modelCode}&listingType=USED,CERTIFIED,3P_CERT,NEW&firstRecord=${first}&numRecords=100`,
    );
    out.push(...body.listings);
    if (out.length >= body.totalResultCount || body.listings.length === 0) return out;
  }
}

describe('GET /rest/lsc/listing/deal', () => {
  test('explains a used listing by its comparables, as a brute-force count and median find them', async () => {
    const { body: page } = await upstream<{ listings: LscListing[] }>(
      '/rest/lsc/listing?listingType=USED&numRecords=5&sortBy=derivedpriceASC',
    );
    for (const listing of page.listings) {
      const { status, body } = await upstream<{ explanations: LscDealExplanation[] }>(
        `/rest/lsc/listing/deal?listingId=${listing.id}`,
      );
      expect(status).toBe(200);
      const [deal] = body.explanations;
      expect(deal.listingId).toBe(listing.id);
      expect(deal.expectedPrice).toBe(listing.pricingDetail.expectedPrice);
      const comparables = (await listingsOf(listing.modelCode)).filter(
        (other) => other.listingType !== 'NEW' && Math.abs(other.year - listing.year) <= 1,
      );
      expect(deal.comparables.count).toBe(comparables.length);
      const prices = comparables.map((c) => c.pricingDetail.salePrice).sort((a, b) => a - b);
      expect(deal.comparables.medianPrice).toBe(prices[prices.length >> 1]);
      expect(deal.comparables.condition).toBe('USED');
      expect(deal.comparables.startYear).toBe(Math.min(...comparables.map((c) => c.year)));
      expect(deal.mileageAdjustment).toBe(deal.expectedPrice - deal.comparables.medianPrice);
      // Every comparable in exactly one bar; this car's price among them.
      const { from, binWidth, counts } = deal.distribution;
      expect(counts.reduce((sum, n) => sum + n, 0)).toBe(comparables.length);
      for (const price of prices) expect(counts[Math.floor((price - from) / binWidth)]).toBeGreaterThan(0);
      expect(from).toBeLessThanOrEqual(listing.pricingDetail.salePrice);
      expect(from + counts.length * binWidth).toBeGreaterThan(listing.pricingDetail.salePrice);
    }
  });

  test('answers only listings for sale, and refuses bad ids naming listingId', async () => {
    expect(
      (await upstream<{ explanations: unknown[] }>('/rest/lsc/listing/deal?listingId=1')).body.explanations,
    ).toEqual([]);
    for (const query of ['', 'listingId=abc', `listingId=${Array.from({ length: 31 }, (_, i) => i + 1).join(',')}`]) {
      const { status, body } = await upstream<{ error: { parameter: string } }>(`/rest/lsc/listing/deal?${query}`);
      expect(status).toBe(400);
      expect(body.error.parameter).toBe('listingId');
    }
  });
});

describe('Listing.dealExplanation', () => {
  test('comes through the gateway, one call for every listing asked', async () => {
    const { body: page } = await upstream<{ listings: LscListing[] }>(
      '/rest/lsc/listing?listingType=USED&numRecords=3',
    );
    const ids = page.listings.map((l) => String(l.id));
    stack.calls.clear();
    const response = await stack.gateway.apollo.executeOperation(
      {
        query: `query($ids: [ID!]!) { listings(ids: $ids) { id pricingDetail { expectedPrice }
          dealExplanation { expectedPrice rating comparableCount comparableModel comparableCondition comparableStartYear comparableEndYear medianPrice priceBars priceFrom barWidth } } }`,
        variables: { ids },
      },
      { contextValue: createContext(createUpstreams(stack.upstreamUrl)) },
    );
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    const { data, errors } = response.body.singleResult;
    expect(errors).toBeUndefined();
    const listings = (
      data as {
        listings: Array<{
          pricingDetail: { expectedPrice: number };
          dealExplanation: {
            expectedPrice: number;
            comparableCount: number;
            comparableModel: string;
            priceBars: number[];
          };
        }>;
      }
    ).listings;
    for (const listing of listings) {
      expect(listing.dealExplanation.expectedPrice).toBe(listing.pricingDetail.expectedPrice);
      expect(listing.dealExplanation.priceBars.reduce((a, b) => a + b, 0)).toBe(
        listing.dealExplanation.comparableCount,
      );
      expect(listing.dealExplanation.comparableModel).toMatch(/^\S+ .+/);
    }
    expect(stack.calls.get('/rest/lsc/listing/deal')).toBe(1);
  });
});
