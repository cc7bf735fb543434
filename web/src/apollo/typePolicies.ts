import type { TypePolicies } from '@apollo/client';
import { offsetSearchResults } from './fieldPolicies/offsetSearchResults';

export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      searchListings: offsetSearchResults(),
    },
  },
  // Value objects: no identity of their own, stored inside their parent.
  SearchResults: { keyFields: false },
  SearchStats: { keyFields: false },
  Range: { keyFields: false },
  PricingDetail: { keyFields: false },
  Image: { keyFields: false },
  VehicleColor: { keyFields: false },
  Address: { keyFields: false },
};
