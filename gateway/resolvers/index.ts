import type { Resolvers } from '../__generated__/resolvers-types';
import { Listing } from './Listing';
import { Owner } from './Owner';
import { Query } from './Query';
import { SearchResults } from './SearchResults';

export const resolvers: Resolvers = {
  Query,
  SearchResults,
  Listing,
  Owner,
  // The REST value of third-party certified is '3P_CERT', not a valid GraphQL name.
  ListingType: { THIRD_PARTY_CERTIFIED: '3P_CERT' },
};
