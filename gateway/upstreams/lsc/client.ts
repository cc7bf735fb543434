import { createBreaker } from '../breaker';
import { errorFromUpstream } from '../errors';
import { getJson, type QueryParams } from '../http';
import { LSC_BREAKERS } from './constants';
import type { LscOwnersResponse, LscSearchResponse } from './types';

const SEARCH_PATH = '/rest/lsc/listing';
const OWNER_PATH = '/rest/lsc/owner';

/** Typed calls to the listing search service, each endpoint behind its own breaker. */
export interface LscClient {
  search(params: QueryParams): Promise<LscSearchResponse>;
  owners(ids: readonly number[]): Promise<LscOwnersResponse>;
  /** Listings by id, through the search endpoint. */
  listings(ids: readonly number[]): Promise<LscSearchResponse>;
}

/** Built once per process: the breakers live as long as the gateway. */
export function createLscClient(baseUrl: string): LscClient {
  const search = createBreaker(
    'lsc.search',
    (params: QueryParams) => getJson<LscSearchResponse>(baseUrl, SEARCH_PATH, params, LSC_BREAKERS.search.timeout),
    LSC_BREAKERS.search,
  );
  const owners = createBreaker(
    'lsc.owner',
    (ids: readonly number[]) => getJson<LscOwnersResponse>(baseUrl, OWNER_PATH, { ownerId: [...ids] }, LSC_BREAKERS.lookup.timeout),
    LSC_BREAKERS.lookup,
  );
  const listings = createBreaker(
    'lsc.listing',
    (ids: readonly number[]) =>
      getJson<LscSearchResponse>(baseUrl, SEARCH_PATH, { listingId: [...ids], numRecords: ids.length }, LSC_BREAKERS.lookup.timeout),
    LSC_BREAKERS.lookup,
  );
  const guarded =
    <A extends unknown[], R>(breaker: { fire(...args: A): Promise<R> }, path: string) =>
    async (...args: A): Promise<R> => {
      try {
        return await breaker.fire(...args);
      } catch (error) {
        throw errorFromUpstream(error, path);
      }
    };
  return {
    search: guarded(search, SEARCH_PATH),
    owners: guarded(owners, OWNER_PATH),
    listings: guarded(listings, SEARCH_PATH),
  };
}
