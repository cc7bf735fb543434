import type { TypePolicies } from '@apollo/client';
import { offsetSearchResults } from './fieldPolicies/offsetSearchResults';
import { savedListing } from './fieldPolicies/savedListing';
import { storedFilterGroups } from './fieldPolicies/storedFilterGroups';

export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      searchListings: offsetSearchResults(),
    },
  },
  // The heart's state, from the viewer's saved ids (fieldPolicies/savedListing.ts).
  Listing: { fields: { saved: savedListing() } },
  // Value objects: no identity of their own, stored inside their parent. merge: true keeps the
  // fields one query asked for when another query writes a different selection of them.
  SearchResults: { keyFields: false, fields: { storedFilterGroups: storedFilterGroups() } },
  SearchStats: { keyFields: false, merge: true },
  Range: { keyFields: false, merge: true },
  PricingDetail: { keyFields: false, merge: true },
  Image: { keyFields: false, merge: true },
  VehicleColor: { keyFields: false, merge: true },
  Address: { keyFields: false, merge: true },
  // Who is asking: one per page (a sign-in or sign-out reloads it), so every query's `me` and every
  // mutation's cache update meet in one entry (web/src/account/cache.ts).
  Viewer: { keyFields: [] },
  Bookmark: { keyFields: ['bookmarkId'] },
  LeadProfile: { keyFields: false, merge: true },
};
