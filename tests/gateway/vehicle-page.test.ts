import { monthlyPaymentFor } from '../../contracts/payments';
import { createContext, type ContextValue } from '../../gateway/context';
import { createUpstreams } from '../../gateway/upstreams/index';
import { startStack, type Stack } from '../support/stack';

/** The vehicle page's fields of Listing (docs/rules/vehicle-page.md): photos, history, packages, similar listings. */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const VEHICLE = `query($id: ID!, $first: Int) {
  listing(id: $id) {
    id modelCode image { src } photos { src } photoCount packages vehicleHistory
    similarListings(first: $first) { id modelCode pricingDetail { salePrice } }
  }
}`;

interface Vehicle {
  id: string;
  modelCode: string;
  image: { src: string };
  photos: Array<{ src: string }>;
  photoCount: number;
  packages: string[];
  vehicleHistory: string[];
  similarListings: Array<{ id: string; modelCode: string }>;
}

type Upstreams = ReturnType<typeof createUpstreams>;

async function execute(variables: Record<string, unknown>, upstreams: Upstreams = createUpstreams(stack.upstreamUrl)) {
  const warnings: unknown[] = [];
  const log = { ...console, warn: (...args: unknown[]) => warnings.push(args), info: () => {}, debug: () => {} };
  const context: ContextValue = createContext(upstreams, log as never);
  const response = await stack.gateway.apollo.executeOperation(
    { query: VEHICLE, variables },
    { contextValue: context },
  );
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return { result: response.body.singleResult, warnings };
}

async function listingIds(query: string, count: number): Promise<string[]> {
  const { result } = await stack.gateway.apollo
    .executeOperation(
      { query: `{ searchListings(brand: USED_CAR, queryString: "${query}") { listings { id } } }` },
      { contextValue: createContext(createUpstreams(stack.upstreamUrl)) },
    )
    .then((response) => (response.body.kind === 'single' ? { result: response.body.singleResult } : { result: null }));
  return (result?.data as { searchListings: { listings: Array<{ id: string }> } }).searchListings.listings
    .slice(0, count)
    .map((listing) => listing.id);
}

const someListingId = async () => (await listingIds('makeCode=TOYOTA', 1))[0];

test('photos start with the primary photo; history is labelled; packages are listed', async () => {
  const id = await someListingId();
  const { result } = await execute({ id });
  expect(result.errors).toBeUndefined();
  const listing = (result.data as { listing: Vehicle }).listing;
  expect(listing.photos[0].src).toBe(listing.image.src);
  expect(listing.photos.length).toBeGreaterThanOrEqual(1);
  expect(new Set(listing.photos.map((p) => p.src)).size).toBe(listing.photos.length);
  for (const label of listing.vehicleHistory) expect(['1-Owner', 'Clean Title', 'No Accidents']).toContain(label);
  expect(Array.isArray(listing.packages)).toBe(true);
});

test('similar listings: at most `first`, never the car itself, the same model first, one call each', async () => {
  // Cars near the seed's densest area, so that most have cars like them near.
  const ids = await listingIds('zip=30301&searchRadius=50', 8);
  let shown = 0;
  for (const id of ids) {
    stack.calls.clear();
    const { result, warnings } = await execute({ id, first: 3 });
    expect(result.errors).toBeUndefined();
    expect(warnings).toEqual([]);
    expect(stack.calls.get('/rest/lsc/listing/similar')).toBe(1);
    const listing = (result.data as { listing: Vehicle }).listing;
    expect(listing.similarListings.length).toBeLessThanOrEqual(3);
    expect(listing.similarListings.map((s) => s.id)).not.toContain(listing.id);
    if (listing.similarListings.length === 0) continue;
    shown += 1;
    // Cars of the same model come before the others (the same make and body style, when too few).
    const sameModel = listing.similarListings.map((s) => s.modelCode === listing.modelCode);
    expect(sameModel).toEqual([...sameModel].sort((a, b) => Number(b) - Number(a)));
  }
  expect(shown).toBeGreaterThan(0);
});

test.each([0, 21, -1])('first: %p is refused with BAD_USER_INPUT naming first', async (first) => {
  const id = await someListingId();
  const { result } = await execute({ id, first });
  expect(result.errors?.[0]).toMatchObject({
    message: 'first: must be 1 to 20',
    extensions: { code: 'BAD_USER_INPUT', field: 'first' },
  });
});

test('a similar-listings call that fails leaves the section empty, logged, and the vehicle whole', async () => {
  const id = await someListingId();
  const upstreams = createUpstreams(stack.upstreamUrl);
  const failing: Upstreams = {
    ...upstreams,
    lsc: { ...upstreams.lsc, similar: () => Promise.reject(new Error('the similar-listings call failed')) },
  };
  const { result, warnings } = await execute({ id, first: 8 }, failing);
  expect(result.errors).toBeUndefined();
  const listing = (result.data as { listing: Vehicle }).listing;
  expect(listing.id).toBe(id);
  expect(listing.similarListings).toEqual([]);
  expect(JSON.stringify(warnings)).toContain('similarToListing');
});

const PAYMENTS = `query($id: ID!, $estimate: PaymentEstimateInput!) {
  listing(id: $id) { pricingDetail { salePrice payments(estimate: $estimate) { monthly financed termMonths aprPercent } } }
}`;

async function payments(id: string, estimate: Record<string, unknown>) {
  const response = await stack.gateway.apollo.executeOperation(
    { query: PAYMENTS, variables: { id, estimate } },
    { contextValue: createContext(createUpstreams(stack.upstreamUrl)) },
  );
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult;
}

test('payments: the monthly payment of the asking price under the estimate, by the one payment rule', async () => {
  const id = await someListingId();
  const estimate = { downPayment: 2_500, tradeInValue: 1_500, termMonths: 72, aprPercent: 5.9 };
  const result = await payments(id, estimate);
  expect(result.errors).toBeUndefined();
  const pricing = (
    result.data as { listing: { pricingDetail: { salePrice: number; payments: Record<string, number> } } }
  ).listing.pricingDetail;
  expect(pricing.payments).toEqual({
    monthly: monthlyPaymentFor(pricing.salePrice, estimate),
    financed: pricing.salePrice - 4_000,
    termMonths: 72,
    aprPercent: 5.9,
  });
  // Fields left out take the defaults: $3,000 down, no trade-in, 60 months, 7.5%.
  const defaults = await payments(id, {});
  expect(
    (defaults.data as { listing: { pricingDetail: { payments: Record<string, number> } } }).listing.pricingDetail
      .payments,
  ).toMatchObject({ financed: pricing.salePrice - 3_000, termMonths: 60, aprPercent: 7.5 });
});

test.each([
  [{ termMonths: 50 }, 'estimate.termMonths'],
  [{ aprPercent: 31 }, 'estimate.aprPercent'],
  [{ downPayment: -100 }, 'estimate.downPayment'],
  [{ tradeInValue: 2_000_000 }, 'estimate.tradeInValue'],
])('payments: %p is refused with BAD_USER_INPUT naming %s', async (estimate, field) => {
  const result = await payments(await someListingId(), estimate);
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
});
