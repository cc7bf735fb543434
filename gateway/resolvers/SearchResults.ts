import type { SearchResultsResolvers } from '../__generated__/resolvers-types';

export const SearchResults: SearchResultsResolvers = {
  totalResultCount: ({ response }) => response.totalResultCount,
  listings: ({ response }) => response.listings,
  stats: ({ response }) => ({ price: response.stats.derivedprice, year: response.stats.year }),
  firstRecord: ({ firstRecord }) => firstRecord,
  numRecords: ({ numRecords }) => numRecords,
  invalidQueryParams: ({ response }) => response.invalidQueryParams,
};
