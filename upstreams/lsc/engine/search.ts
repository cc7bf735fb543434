import type { SortOption } from '../constants';
import type { ListingIndex } from './listing-index';
import { distanceMiles, type Point } from './geo';
import { distanceRelevance } from './relevance';

/** A validated search: every list is a set of accepted codes (empty = any). */
export interface SearchQuery {
  /** Restricts the search to these listings (a listing lookup is a search by id). */
  listingIds?: number[];
  makeCodes: string[];
  modelCodes: string[];
  listingTypes: string[];
  location?: Point;
  /** Miles; 0 = nationwide. Only applies with a location. */
  searchRadius: number;
  minPrice?: number;
  maxPrice?: number;
  startYear?: number;
  endYear?: number;
  sortBy: SortOption;
  firstRecord: number;
  numRecords: number;
}

export interface SearchHit {
  slot: number;
  /** Miles from the search location, when the search has one. */
  distance?: number;
}

export interface SearchOutcome {
  hits: SearchHit[];
  totalResultCount: number;
  stats: { derivedprice: { min: number; max: number } | null; year: { min: number; max: number } | null };
}

type Predicate = (slot: number) => boolean;

function predicates(index: ListingIndex, query: SearchQuery): Predicate[] {
  const list: Predicate[] = [];
  const { records, price, year } = index;
  const inSet = (values: string[], field: 'makeCode' | 'modelCode' | 'listingType') => {
    const set = new Set(values);
    list.push((slot) => set.has(records[slot][field]));
  };
  if (query.listingIds?.length) {
    const ids = new Set(query.listingIds);
    list.push((slot) => ids.has(records[slot].id));
  }
  if (query.makeCodes.length) inSet(query.makeCodes, 'makeCode');
  if (query.modelCodes.length) inSet(query.modelCodes, 'modelCode');
  if (query.listingTypes.length) inSet(query.listingTypes, 'listingType');
  if (query.minPrice !== undefined) {
    const min = query.minPrice;
    list.push((slot) => price[slot] >= min);
  }
  if (query.maxPrice !== undefined) {
    const max = query.maxPrice;
    list.push((slot) => price[slot] <= max);
  }
  if (query.startYear !== undefined) {
    const start = query.startYear;
    list.push((slot) => year[slot] >= start);
  }
  if (query.endYear !== undefined) {
    const end = query.endYear;
    list.push((slot) => year[slot] <= end);
  }
  return list;
}

/** Runs one search: filter by scanning the typed columns, then order and cut the requested page. */
export function search(index: ListingIndex, query: SearchQuery): SearchOutcome {
  const tests = predicates(index, query);
  const n = index.size;
  const matched = new Uint8Array(n);
  const distances = query.location ? new Float32Array(n) : undefined;
  const radius = query.location ? query.searchRadius : 0;
  const matches: number[] = [];
  let minPrice = Infinity, maxPrice = -Infinity, minYear = Infinity, maxYear = -Infinity;

  outer: for (let slot = 0; slot < n; slot++) {
    for (const test of tests) if (!test(slot)) continue outer;
    if (distances && query.location) {
      const d = distanceMiles(query.location.latitude, query.location.longitude, index.latitude[slot], index.longitude[slot]);
      if (radius > 0 && d > radius) continue;
      distances[slot] = d;
    }
    matched[slot] = 1;
    matches.push(slot);
    const p = index.price[slot], y = index.year[slot];
    if (p < minPrice) minPrice = p;
    if (p > maxPrice) maxPrice = p;
    if (y < minYear) minYear = y;
    if (y > maxYear) maxYear = y;
  }

  const pageEnd = query.firstRecord + query.numRecords;
  const ordered = orderPage(index, query, matches, matched, distances, radius, pageEnd);
  const hits = ordered.slice(query.firstRecord, pageEnd).map((slot) => ({ slot, distance: distances?.[slot] }));
  return {
    hits,
    totalResultCount: matches.length,
    stats: {
      derivedprice: matches.length ? { min: minPrice, max: maxPrice } : null,
      year: matches.length ? { min: minYear, max: maxYear } : null,
    },
  };
}

/** The first `limit` matches in the requested order, ties broken by listing id. */
function orderPage(
  index: ListingIndex,
  query: SearchQuery,
  matches: number[],
  matched: Uint8Array,
  distances: Float32Array | undefined,
  radius: number,
  limit: number,
): number[] {
  const byComputedKey = (key: (slot: number) => number) =>
    matches.slice().sort((a, b) => key(a) - key(b) || a - b).slice(0, limit);
  switch (query.sortBy) {
    case 'distanceASC':
      return distances ? byComputedKey((slot) => distances[slot]) : walk(index.orders.relevance, matched, limit, true);
    case 'relevance':
      return distances && radius > 0
        ? byComputedKey((slot) => -(index.relevance[slot] + distanceRelevance(distances[slot], radius)))
        : walk(index.orders.relevance, matched, limit, true);
    case 'derivedpriceASC':
      return walk(index.orders.price, matched, limit, false);
    case 'derivedpriceDESC':
      return walk(index.orders.price, matched, limit, true);
    case 'datelistedASC':
      return walk(index.orders.listedAt, matched, limit, false);
    case 'datelistedDESC':
      return walk(index.orders.listedAt, matched, limit, true);
    case 'mileageASC':
      return walk(index.orders.mileage, matched, limit, false);
    case 'mileageDESC':
      return walk(index.orders.mileage, matched, limit, true);
    case 'yearASC':
      return walk(index.orders.year, matched, limit, false);
    case 'yearDESC':
      return walk(index.orders.year, matched, limit, true);
  }
}

/** Walks a precomputed order (backwards for descending) and keeps the first `limit` matched slots. */
function walk(order: Int32Array, matched: Uint8Array, limit: number, descending: boolean): number[] {
  const out: number[] = [];
  const n = order.length;
  for (let k = 0; k < n && out.length < limit; k++) {
    const slot = order[descending ? n - 1 - k : k];
    if (matched[slot]) out.push(slot);
  }
  return out;
}
