import type { TypePolicies } from '@apollo/client';
import { offsetSearchResults } from './fieldPolicies/offsetSearchResults';
import { storedFilterGroups } from './fieldPolicies/storedFilterGroups';

export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      searchListings: offsetSearchResults(),
    },
  },
  // Value objects: no identity of their own, stored inside their parent. merge: true keeps the
  // fields one query asked for when another query writes a different selection of them.
  SearchResults: { keyFields: false, fields: { storedFilterGroups: storedFilterGroups() } },
  SearchStats: { keyFields: false, merge: true },
  Range: { keyFields: false, merge: true },
  PricingDetail: { keyFields: false, merge: true },
  Image: { keyFields: false, merge: true },
  VehicleColor: { keyFields: false, merge: true },
  Address: { keyFields: false, merge: true },
};
