import { describe, expect, it } from '@jest/globals';
import { InMemoryCache } from '@apollo/client';
import type { SearchInput, SearchResultsPageQuery as Result } from '../../web/src/__generated__/graphql';
import { typePolicies } from '../../web/src/apollo/typePolicies';
import { SearchResultsPageQuery } from '../../web/src/routes/SearchResultsPage';

const TOTAL = 95;
const PAGE = 30;

const search: SearchInput = {
  makeCode: [],
  modelCode: [],
  zip: '30301',
  searchRadius: 50,
  listingType: [],
  sortBy: 'relevance',
  firstRecord: 0,
  numRecords: PAGE,
};

function listing(n: number): Result['searchListings']['listings'][number] {
  return {
    __typename: 'Listing',
    id: String(700_000_000 + n),
    year: 2020,
    make: 'Ford',
    model: 'F-150',
    trim: 'XLT',
    mileage: 10_000 + n,
    vdpUrl: `/cars-for-sale/vehicle/${700_000_000 + n}`,
    distanceFromSearch: 5,
    pricingDetail: { __typename: 'PricingDetail', salePrice: 20_000 + n, dealIndicator: null },
    image: { __typename: 'Image', src: `/images/${n}.svg`, alt: 'car' },
    owner: { __typename: 'Owner', id: '1', name: 'Peachtree Ford' },
  } as Result['searchListings']['listings'][number];
}

function page(firstRecord: number, start = firstRecord): Result {
  return {
    searchListings: {
      __typename: 'SearchResults',
      totalResultCount: TOTAL,
      firstRecord,
      numRecords: PAGE,
      listings: Array.from({ length: PAGE }, (_, i) => listing(start + i)),
    },
  } as Result;
}

function write(cache: InMemoryCache, input: SearchInput, data: Result) {
  cache.writeQuery({ query: SearchResultsPageQuery, variables: { input }, data });
}

function read(cache: InMemoryCache, input: SearchInput) {
  return cache.readQuery({ query: SearchResultsPageQuery, variables: { input } });
}

const ids = (result: Result | null) => result?.searchListings.listings.map((l) => l.id);

describe('offset pagination of search results in the cache', () => {
  it('keeps "See More Results" pages of one search together, in order', () => {
    const cache = new InMemoryCache({ typePolicies });
    write(cache, { ...search, firstRecord: 0 }, page(0));
    write(cache, { ...search, firstRecord: PAGE }, page(PAGE));

    const result = read(cache, { ...search, firstRecord: 0 });
    expect(result?.searchListings.listings).toHaveLength(60);
    expect(ids(result)).toEqual(Array.from({ length: 60 }, (_, i) => String(700_000_000 + i)));
    expect(result?.searchListings.totalResultCount).toBe(TOTAL);
  });

  it('caches a search with another sort order separately', () => {
    const cache = new InMemoryCache({ typePolicies });
    write(cache, { ...search, firstRecord: 0 }, page(0));
    write(cache, { ...search, firstRecord: PAGE }, page(PAGE));
    const byPrice = { ...search, sortBy: 'derivedpriceASC' as const, firstRecord: 0 };
    write(cache, byPrice, page(0, 500));

    expect(ids(read(cache, byPrice))).toEqual(Array.from({ length: PAGE }, (_, i) => String(700_000_500 + i)));
    expect(read(cache, { ...search, firstRecord: 0 })?.searchListings.listings).toHaveLength(60);
  });
});
