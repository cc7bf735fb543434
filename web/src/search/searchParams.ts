import type { ListingType, SearchInput, SortOption } from '../__generated__/graphql';
import { DEFAULT_SORT, SORT_OPTIONS } from './constants';

/** URL condition values (spec §3) to the GraphQL enum. */
const LISTING_TYPES: Record<string, ListingType> = {
  USED: 'USED',
  NEW: 'NEW',
  CERTIFIED: 'CERTIFIED',
  '3P_CERT': 'THIRD_PARTY_CERTIFIED',
};

function list(params: URLSearchParams, name: string): string[] {
  return params.getAll(name).flatMap((value) => value.split(',')).map((v) => v.trim()).filter(Boolean);
}

function int(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw.replace(/[$,]/g, ''));
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

/**
 * The SRP's whole state lives in its query string (spec §3 parameter names); this reads the
 * search part of it. Values the page cannot use are left out rather than sent.
 */
export function searchInputFromUrl(search: string): SearchInput {
  const params = new URLSearchParams(search);
  const sortBy = params.get('sortBy');
  const listingType = list(params, 'listingType').flatMap((t) => (LISTING_TYPES[t] ? [LISTING_TYPES[t]] : []));
  const zip = params.get('zip')?.slice(0, 5);
  const input: SearchInput = {
    makeCode: list(params, 'makeCode'),
    modelCode: list(params, 'modelCode'),
    zip: zip && /^\d{5}$/.test(zip) ? zip : undefined,
    searchRadius: int(params, 'searchRadius'),
    minPrice: int(params, 'minPrice'),
    maxPrice: int(params, 'maxPrice'),
    startYear: int(params, 'startYear'),
    endYear: int(params, 'endYear'),
    listingType,
    sortBy: SORT_OPTIONS.some((o) => o.value === sortBy) ? (sortBy as SortOption) : DEFAULT_SORT,
    firstRecord: 0,
  };
  return input;
}

/** Returns the query string with one parameter set (or removed when value is undefined), keeping the rest. */
export function withParam(search: string, name: string, value: string | undefined): string {
  const params = new URLSearchParams(search);
  if (value === undefined || value === '') params.delete(name);
  else params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
