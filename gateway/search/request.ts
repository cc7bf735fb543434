import type { SearchInput } from '../__generated__/resolvers-types';
import type { QueryParams } from '../upstreams/http';
import {
  BATCH_SIZE,
  MAKER_CODE_PARAM,
  first,
  makerMakeOf,
  parseQueryString,
  withoutPaging,
  type SearchParams,
} from '../../contracts/search';
import type { BrandCode } from '../../contracts/search/brands';
import { MAX_FIRST_RECORD, MAX_NUM_RECORDS } from './constants';
import { paramsFromInput } from './input';
import { normaliseSearch, type DroppedValue } from '../../contracts/search/normalise';
import { invalidField, validateSearchInput } from './validate';

export interface SearchRequest {
  brand: BrandCode;
  params: SearchParams;
  dropped: DroppedValue[];
  /** Whether the new car boost is requested (docs/rules/results.md#new-car-boost), decided once by the normalisation. */
  newCarBoost: boolean;
  firstRecord: number;
  numRecords: number;
}

export interface SearchRequestSource {
  brand: BrandCode;
  input?: SearchInput | null;
  queryString?: string | null;
}

/** A paging value from the query string, within bounds; out-of-range values are dropped, not thrown. */
function pagingValue(raw: string | undefined, min: number, max: number, fallback: number): number {
  const value = raw === undefined ? NaN : Number(raw);
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/**
 * One search from either way in: the typed input (validated, a bad value is BAD_USER_INPUT naming
 * the field) or the SRP query string (shared links: values the rules cannot use are dropped and
 * reported, the page still renders). Both then go through the same normalisation.
 */
export function searchRequest({ brand, input, queryString }: SearchRequestSource, now: Date): SearchRequest {
  if ((input == null) === (queryString == null)) {
    throw invalidField(input == null ? 'input' : 'queryString', 'give exactly one of input or queryString');
  }
  let raw: SearchParams;
  if (input) {
    validateSearchInput(input);
    raw = paramsFromInput(input);
  } else {
    raw = parseQueryString(queryString ?? '');
  }
  const { params, dropped, newCarBoost } = normaliseSearch(raw, { brand, now });
  const firstRecord = pagingValue(first(params, 'firstRecord'), 0, MAX_FIRST_RECORD, 0);
  const numRecords = pagingValue(first(params, 'numRecords'), 1, MAX_NUM_RECORDS, BATCH_SIZE);
  // Paging is the batch asked for, not part of the search (nor of its canonical identity).
  const search = withoutPaging(params);
  const make = makerMakeOf(brand, search);
  if (make !== undefined) CONSTRAINTS.set(search, { [MAKER_CODE_PARAM]: make });
  return { brand, params: search, dropped, newCarBoost, firstRecord, numRecords };
}

/**
 * The base constraints of a search (docs/rules/search-request.md#the-car-makers-make), by its
 * params: the car maker's make is sent to the listing search with every call made for the search
 * (results, counts, facets, spotlights, the other result groups), but it is the brand's, not the
 * shopper's, so it stays out of the params themselves (the canonical query string, the page's URL,
 * a saved search). Kept beside them, keyed by the params object the request carries.
 */
const CONSTRAINTS = new WeakMap<SearchParams, Readonly<Record<string, string>>>();

/** The base constraints searchRequest set for these params, as lsc parameters ({} for none). */
export function baseConstraints(params: SearchParams): Readonly<Record<string, string>> {
  return CONSTRAINTS.get(params) ?? {};
}

/**
 * The search as lsc query parameters, with its base constraints, and extra parameters set over
 * it (undefined removes one).
 */
export function upstreamParams(params: SearchParams, overrides: QueryParams = {}): QueryParams {
  const out: QueryParams = { ...params, ...baseConstraints(params) };
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete out[name];
    else out[name] = value;
  }
  return out;
}
