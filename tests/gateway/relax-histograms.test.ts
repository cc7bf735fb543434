import type { ContextValue } from '../../gateway/context';
import { createContext } from '../../gateway/context';
import { createUpstreams } from '../../gateway/upstreams/index';
import { startStack, type Stack } from '../support/stack';

const SEARCH = `query Search($input: SearchInput!) {
  searchListings(brand: USED_CAR, input: $input) {
    totalResultCount
    listings { id pricingDetail { salePrice } }
    relaxHints { parameters count }
    histograms { price { min max count } year { min max count } mileage { min max count } }
  }
}`;

interface Bin {
  min: number | null;
  max: number | null;
  count: number;
}
interface Result {
  totalResultCount: number;
  listings: Array<{ id: string; pricingDetail: { salePrice: number } }>;
  relaxHints: Array<{ parameters: string[]; count: number }>;
  histograms: { price: Bin[]; year: Bin[]; mileage: Bin[] } | null;
}

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

async function run(input: Record<string, unknown>): Promise<Result> {
  const context: ContextValue = createContext(createUpstreams(stack.upstreamUrl));
  const response = await stack.gateway.apollo.executeOperation(
    { query: SEARCH, variables: { input } },
    { contextValue: context },
  );
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  expect(response.body.singleResult.errors).toBeUndefined();
  return (response.body.singleResult.data as { searchListings: Result }).searchListings;
}

const sum = (bins: Bin[]) => bins.reduce((total, bin) => total + bin.count, 0);

describe('relax hints and range histograms (docs/rules/results.md#relax-hints, docs/rules/filters.md#range-histograms)', () => {
  test('a broad search has histograms over its matches and no relax hints', async () => {
    const result = await run({});
    expect(result.relaxHints).toEqual([]);
    const { price, year, mileage } = result.histograms!;
    expect(price).toHaveLength(41);
    expect(year).toHaveLength(38);
    expect(mileage).toHaveLength(9);
    for (const bins of [price, year, mileage]) expect(sum(bins)).toBe(result.totalResultCount);
    expect(price[0]).toMatchObject({ min: 0, max: 2_499 });
    expect(price[40]).toMatchObject({ min: 100_000, max: null });
  });

  test('an empty search gets one hint per filter, most first; a panel’s histogram ignores its own filter', async () => {
    const all = await run({});
    const narrow = await run({ maxPrice: 1, mileage: 15_000 });
    expect(narrow.totalResultCount).toBe(0);
    const withoutMileage = await run({ maxPrice: 1 });
    const withoutPrice = await run({ mileage: 15_000 });
    // Removing the mileage leaves the price filter, and the other way round; the brand's own
    // listing type filter gets a hint too (of no use here: 0).
    const hints = narrow.relaxHints.filter((h) => h.parameters[0] !== 'listingType');
    expect(hints).toEqual(
      [
        { parameters: ['mileage'], count: withoutMileage.totalResultCount },
        { parameters: ['minPrice', 'maxPrice'], count: withoutPrice.totalResultCount },
      ].sort((a, b) => b.count - a.count),
    );
    const counts = narrow.relaxHints.map((h) => h.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // The price histogram leaves out the price filter: it counts the low-mileage cars.
    expect(sum(narrow.histograms!.price)).toBe(withoutPrice.totalResultCount);
    expect(sum(narrow.histograms!.mileage)).toBe(withoutMileage.totalResultCount);
    expect(sum(narrow.histograms!.year)).toBe(0);
    expect(sum(all.histograms!.year)).toBe(all.totalResultCount);
  });
});
