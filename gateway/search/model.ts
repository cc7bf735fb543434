import type { LscListing, LscSearchResponse } from '../../contracts/lsc/index';
import type { BrandCode } from '../../contracts/search/brands';
import type { DroppedValue } from '../../contracts/search/normalise';
import type { SearchParams } from '../../contracts/search';

/** Where a listing sits on the page (the GraphQL Placement enum). */
export type PlacementKind =
  | 'MAIN'
  | 'PREMIUM_SPOTLIGHT'
  | 'FEATURED_SPOTLIGHT'
  | 'STANDARD_SPOTLIGHT'
  | 'NEW_CAR_BOOST'
  | 'SUPPLEMENTAL'
  | 'SIMILAR';

export interface PlacedListingModel {
  position: number;
  placement: PlacementKind;
  listing: LscListing;
}

/**
 * What the SearchResults (and SearchRequest) resolvers start from: the normalised search, the
 * batch asked for, and the required search's answer. The optional groups are fetched by the
 * fields that need them, once per result (memo).
 */
export interface SearchResultsModel {
  brand: BrandCode;
  /** The normalised search, paging left out (sortBy stays: it is part of the search's URL). */
  params: SearchParams;
  dropped: DroppedValue[];
  /** Whether the new car boost is requested (docs/rules/results.md#new-car-boost). */
  newCarBoost: boolean;
  firstRecord: number;
  numRecords: number;
  now: Date;
  response: LscSearchResponse;
  memo: Map<string, Promise<unknown>>;
}

/** Runs a field's upstream work once per result, however many fields need it. */
export function once<T>(model: Pick<SearchResultsModel, 'memo'>, key: string, work: () => Promise<T>): Promise<T> {
  let pending = model.memo.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = work();
    model.memo.set(key, pending);
  }
  return pending;
}
