import { describe, expect, it } from '@jest/globals';
import { InMemoryCache } from '@apollo/client';
import type {
  SearchResultsBatchQuery as SearchResultsBatch,
  SearchResultsPageQuery as Result,
} from '../../web/src/__generated__/graphql';
import { searchKey, splitBatches } from '../../web/src/apollo/fieldPolicies/offsetSearchResults';
import { typePolicies } from '../../web/src/apollo/typePolicies';
import { SearchResultsBatchQuery, SearchResultsPageQuery } from '../../web/src/hooks/useSearchResults';
import { batchQuery } from '../../web/src/search/queryState';

const TOTAL = 95;
const PAGE = 30;
const SEARCH = 'searchRadius=50&zip=30301';

type Placed = Result['searchListings']['results'][number];
type Listing = Placed['listing'];

function listing(n: number): Listing {
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
    owner: { __typename: 'Owner', id: '1', name: 'Peachtree Ford', phone: null },
    viewCount: null,
    vehicleHighlight: null,
    moneyBackGuarantee: false,
    priceDrop: null,
  } as Listing;
}

/** One batch as the gateway answers it: 30 organic listings, and a spotlight in front of them. */
function batch(firstRecord: number, start = firstRecord): Result {
  const organic = Array.from({ length: PAGE }, (_, i) => listing(start + i));
  const spotlight = listing(90_000 + start);
  const results: Placed[] = [spotlight, ...organic].map((l, position) => ({
    __typename: 'PlacedListing',
    position,
    placement: position === 0 ? 'PREMIUM_SPOTLIGHT' : 'MAIN',
    listing: l,
  }));
  return {
    searchListings: {
      __typename: 'SearchResults',
      totalResultCount: TOTAL,
      page: Math.floor(firstRecord / PAGE) + 1,
      lastPage: firstRecord + PAGE >= TOTAL,
      invalidQueryParams: [],
      relaxHints: [],
      histograms: null,
      request: { __typename: 'SearchRequest', queryString: SEARCH },
      stats: { __typename: 'SearchStats', price: null },
      breadcrumbs: [],
      filterGroups: [],
      yearOptions: [{ label: 'Any', value: '' }],
      listings: organic.map((l) => ({ __typename: 'Listing', id: l.id, owner: l.owner })),
      results,
      alphaShowcase: null,
    },
  } as Result;
}

function write(cache: InMemoryCache, queryString: string, data: Result) {
  cache.writeQuery({ query: SearchResultsPageQuery, variables: { queryString }, data });
}

function read(cache: InMemoryCache, queryString: string) {
  return cache.readQuery({ query: SearchResultsPageQuery, variables: { queryString } });
}

const ids = (result: Result | null) => result?.searchListings.listings.map((l) => l.id);
const expectedIds = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => String(700_000_000 + from + i));

describe('offset pagination of search results in the cache', () => {
  it("merges a batch fetched with the batch query (slots, cards, paging) beside the search's other fields", () => {
    const cache = new InMemoryCache({ typePolicies });
    const first = batch(0);
    first.searchListings.breadcrumbs = [
      { __typename: 'Breadcrumb', kind: 'HOME', label: 'Cars for Sale', href: '/cars-for-sale' },
    ] as unknown as Result['searchListings']['breadcrumbs'];
    write(cache, SEARCH, first);
    const { totalResultCount, page, lastPage, listings, results } = batch(PAGE).searchListings;
    cache.writeQuery({
      query: SearchResultsBatchQuery,
      variables: { queryString: batchQuery(SEARCH, PAGE, PAGE) },
      data: {
        searchListings: { __typename: 'SearchResults', totalResultCount, page, lastPage, listings, results },
      } as SearchResultsBatch,
    });

    const result = read(cache, SEARCH);
    expect(ids(result)).toEqual(expectedIds(0, 60));
    expect(result?.searchListings.page).toBe(2);
    // The first batch's search-wide fields are still there: the page's query reads complete.
    expect(result?.searchListings.breadcrumbs).toEqual(first.searchListings.breadcrumbs);
    expect(result?.searchListings.yearOptions).toEqual(first.searchListings.yearOptions);
  });

  it('keeps the batches of one search together, in order, under the search without paging', () => {
    const cache = new InMemoryCache({ typePolicies });
    write(cache, SEARCH, batch(0));
    write(cache, batchQuery(SEARCH, PAGE, PAGE), batch(PAGE));

    const result = read(cache, SEARCH);
    expect(ids(result)).toEqual(expectedIds(0, 60));
    expect(result?.searchListings.totalResultCount).toBe(TOTAL);
    // Each batch keeps its spotlight at its own slot: 31 placed results per batch.
    const placed = result?.searchListings.results ?? [];
    expect(placed).toHaveLength(62);
    expect(placed.map((p) => p.placement).filter((p) => p === 'PREMIUM_SPOTLIGHT')).toHaveLength(2);
    expect(placed[31].placement).toBe('PREMIUM_SPOTLIGHT');
    expect(placed[32].listing.id).toBe(String(700_000_000 + PAGE));
  });

  it('replaces only the batch that is fetched again', () => {
    const cache = new InMemoryCache({ typePolicies });
    write(cache, SEARCH, batch(0));
    write(cache, batchQuery(SEARCH, PAGE, PAGE), batch(PAGE));
    write(cache, SEARCH, batch(0));

    const result = read(cache, SEARCH);
    expect(ids(result)).toEqual(expectedIds(0, 60));
    expect(result?.searchListings.results).toHaveLength(62);
  });

  it('caches a search with another sort order separately', () => {
    const cache = new InMemoryCache({ typePolicies });
    write(cache, SEARCH, batch(0));
    write(cache, batchQuery(SEARCH, PAGE, PAGE), batch(PAGE));
    const byPrice = `${SEARCH}&sortBy=derivedpriceASC`;
    write(cache, byPrice, batch(0, 500));

    expect(ids(read(cache, byPrice))).toEqual(expectedIds(500, PAGE));
    expect(read(cache, SEARCH)?.searchListings.listings).toHaveLength(60);
  });
});

describe('the cache key of a search', () => {
  it('is the same whatever the order of the parameters, the paging or the page number', () => {
    const a = searchKey({
      brand: 'USED_CAR',
      queryString: 'zip=30301&makeCode=TOYOTA,FORD&page=3&firstRecord=60&numRecords=30',
    });
    const b = searchKey({ brand: 'USED_CAR', queryString: 'makeCode=FORD&makeCode=TOYOTA&zip=30301' });
    expect(a).toBe(b);
  });

  it('differs by brand and by filter', () => {
    const base = searchKey({ brand: 'USED_CAR', queryString: 'zip=30301' });
    expect(searchKey({ brand: 'VALUATION', queryString: 'zip=30301' })).not.toBe(base);
    expect(searchKey({ brand: 'USED_CAR', queryString: 'zip=30302' })).not.toBe(base);
  });
});

describe('splitting placed results back into batches', () => {
  it('starts a new batch wherever the position starts again at 0', () => {
    expect(splitBatches([0, 1, 2, 0, 1, 0], (p) => p)).toEqual([[0, 1, 2], [0, 1], [0]]);
  });
});
