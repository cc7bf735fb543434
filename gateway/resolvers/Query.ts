import type { QueryResolvers, SearchInput } from '../__generated__/resolvers-types';
import type { QueryParams } from '../upstreams/http';
import { BATCH_SIZE } from '../search/constants';
import { validateSearchInput } from '../search/validate';

/** SearchInput to the lsc query parameters (spec §3 names). */
function searchParams(input: SearchInput, firstRecord: number, numRecords: number): QueryParams {
  return {
    makeCode: input.makeCode ?? undefined,
    modelCode: input.modelCode ?? undefined,
    zip: input.zip,
    searchRadius: input.searchRadius,
    minPrice: input.minPrice,
    maxPrice: input.maxPrice,
    startYear: input.startYear,
    endYear: input.endYear,
    listingType: input.listingType ?? undefined,
    sortBy: input.sortBy ?? undefined,
    firstRecord,
    numRecords,
  };
}

export const Query: QueryResolvers = {
  async searchListings(_parent, { input }, { lsc }) {
    validateSearchInput(input);
    const firstRecord = input.firstRecord ?? 0;
    const numRecords = input.numRecords ?? BATCH_SIZE;
    const response = await lsc.client.search(searchParams(input, firstRecord, numRecords));
    // The search payload carries the page's owners: prime the loader so Listing.owner costs no call.
    for (const owner of response.owners) lsc.loaders.owner.prime(owner.id, owner);
    return { response, firstRecord, numRecords };
  },

  async listing(_parent, { id }, { lsc }) {
    if (!/^\d{1,15}$/.test(id)) return null;
    return lsc.loaders.listing.load(Number(id));
  },
};
