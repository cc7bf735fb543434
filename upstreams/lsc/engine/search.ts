import type { SortOption } from '../constants';
import type { ListingIndex } from './listing-index';
import { distanceMiles, type Point } from './geo';
import { distanceRelevance } from './relevance';

/** Mileage filter options (miles, 'under'); radius options (miles, 0 = nationwide). */
export const MILEAGE_OPTIONS = [15_000, 30_000, 45_000, 60_000, 75_000, 100_000, 150_000, 200_000] as const;
export const RADIUS_OPTIONS = [10, 25, 50, 75, 100, 200, 300, 500, 0] as const;

/** A validated search. `filters` maps a dimension (filter group) to the codes it accepts. */
export interface SearchQuery {
  /** Restricts the search to these listings (a listing lookup is a search by id). */
  listingIds?: number[];
  filters: Record<string, string[]>;
  location?: Point;
  /** Miles; 0 = nationwide. Only applies with a location. */
  searchRadius: number;
  minPrice?: number;
  maxPrice?: number;
  startYear?: number;
  endYear?: number;
  /** Highest mileage ('mileage' parameter). */
  maxMileage?: number;
  sortBy: SortOption;
  firstRecord: number;
  numRecords: number;
  /** Compute facet counts (the filter panel); off for lookups and counts. */
  facets?: boolean;
}

export interface SearchHit {
  slot: number;
  /** Miles from the search location, when the search has one. */
  distance?: number;
}

export interface FacetCounts {
  /** Per dimension, per dictionary index, listings that would match with that option added. */
  dimensions: Map<string, Int32Array>;
  mileage: number[];
  radius: number[];
}

export interface SearchOutcome {
  hits: SearchHit[];
  totalResultCount: number;
  stats: { derivedprice: { min: number; max: number } | null; year: { min: number; max: number } | null };
  facets?: FacetCounts;
}

/** One filter group: a listing passes it or not. Facet counts leave out a group's own test. */
interface Group {
  name: string;
  test: (slot: number) => boolean;
}

function compileGroups(index: ListingIndex, query: SearchQuery, ownerDistance: Float64Array | undefined): Group[] {
  const groups: Group[] = [];
  const { price, year, mileage, ownerSlot } = index;
  if (query.listingIds?.length) {
    const ids = new Set(query.listingIds);
    groups.push({ name: 'listingId', test: (slot) => ids.has(index.records[slot].id) });
  }
  for (const [name, codes] of Object.entries(query.filters)) {
    const accepted = name === 'trimCode' ? expandTrimCodes(index, codes) : codes;
    const column = index.dimensions.get(name);
    if (!column || accepted.length === 0) continue;
    if (column.dimension.kind === 'single') {
      const allowed = new Uint8Array(column.dictionary.length + 1);
      for (const code of accepted) {
        const i = column.indexOf.get(code);
        if (i !== undefined) allowed[i + 1] = 1;
      }
      const values = column.values;
      groups.push({ name, test: (slot) => allowed[values[slot]] === 1 });
    } else {
      // Several features (or history facts) must all be present.
      let mask = 0;
      let unknown = false;
      for (const code of accepted) {
        const i = column.indexOf.get(code);
        if (i === undefined) unknown = true;
        else mask |= 1 << i;
      }
      const required = mask >>> 0;
      const values = column.values;
      groups.push({ name, test: unknown ? () => false : (slot) => (values[slot] & required) >>> 0 === required });
    }
  }
  if (query.minPrice !== undefined || query.maxPrice !== undefined) {
    const min = query.minPrice ?? -Infinity, max = query.maxPrice ?? Infinity;
    groups.push({ name: 'priceRange', test: (slot) => price[slot] >= min && price[slot] <= max });
  }
  if (query.startYear !== undefined || query.endYear !== undefined) {
    const start = query.startYear ?? -Infinity, end = query.endYear ?? Infinity;
    groups.push({ name: 'yearRange', test: (slot) => year[slot] >= start && year[slot] <= end });
  }
  if (query.maxMileage !== undefined) {
    const max = query.maxMileage;
    groups.push({ name: 'mileage', test: (slot) => mileage[slot] <= max });
  }
  if (ownerDistance && query.searchRadius > 0) {
    const radius = query.searchRadius;
    groups.push({ name: 'searchRadius', test: (slot) => ownerDistance[ownerSlot[slot]] <= radius });
  }
  return groups;
}

/** trimCode comes as 'model|trim' or 'make|trim'; the make form means that trim of any of its models. */
function expandTrimCodes(index: ListingIndex, codes: string[]): string[] {
  return codes.flatMap((code) => {
    const [prefix, trim] = code.split('|');
    if (trim === undefined || index.modelMake.has(prefix)) return [code];
    return [...index.modelMake].filter(([, make]) => make === prefix).map(([model]) => `${model}|${trim}`);
  });
}

/** Miles from the search location to every owner: a listing's distance is its owner's. */
function distancesToOwners(index: ListingIndex, location: Point): Float64Array {
  const n = index.ownerList.length;
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    out[i] = distanceMiles(location.latitude, location.longitude, index.ownerLatitude[i], index.ownerLongitude[i]);
  }
  return out;
}

/**
 * Runs one search in a single pass. A listing failing no group matches; one failing exactly one
 * group still counts towards that group's options (disjunctive facets: a group's counts apply
 * every filter except its own).
 */
export function search(index: ListingIndex, query: SearchQuery): SearchOutcome {
  const ownerDistance = query.location ? distancesToOwners(index, query.location) : undefined;
  const groups = compileGroups(index, query, ownerDistance);
  const g = groups.length;
  const n = index.size;
  const matches: number[] = [];
  const nearMisses: number[][] = groups.map(() => []);
  const wantFacets = query.facets ?? false;

  for (let slot = 0; slot < n; slot++) {
    let failed = -1;
    let fails = 0;
    for (let k = 0; k < g; k++) {
      if (!groups[k].test(slot)) {
        failed = k;
        if (++fails > 1) break;
      }
    }
    if (fails === 0) matches.push(slot);
    else if (fails === 1 && wantFacets) nearMisses[failed].push(slot);
  }

  let minPrice = Infinity, maxPrice = -Infinity, minYear = Infinity, maxYear = -Infinity;
  for (const slot of matches) {
    const p = index.price[slot], y = index.year[slot];
    if (p < minPrice) minPrice = p;
    if (p > maxPrice) maxPrice = p;
    if (y < minYear) minYear = y;
    if (y > maxYear) maxYear = y;
  }

  const distanceOf = ownerDistance ? (slot: number) => ownerDistance[index.ownerSlot[slot]] : undefined;
  const radius = query.location ? query.searchRadius : 0;
  const matched = new Uint8Array(n);
  for (const slot of matches) matched[slot] = 1;
  const pageEnd = query.firstRecord + query.numRecords;
  const ordered = orderPage(index, query, matches, matched, distanceOf, radius, pageEnd);
  return {
    hits: ordered.slice(query.firstRecord, pageEnd).map((slot) => ({ slot, distance: distanceOf?.(slot) })),
    totalResultCount: matches.length,
    stats: {
      derivedprice: matches.length ? { min: minPrice, max: maxPrice } : null,
      year: matches.length ? { min: minYear, max: maxYear } : null,
    },
    facets: wantFacets ? countFacets(index, groups, matches, nearMisses, ownerDistance) : undefined,
  };
}

function countFacets(
  index: ListingIndex,
  groups: Group[],
  matches: number[],
  nearMisses: number[][],
  ownerDistance: Float64Array | undefined,
): FacetCounts {
  const missesOf = (name: string) => {
    const k = groups.findIndex((group) => group.name === name);
    return k === -1 ? [] : nearMisses[k];
  };
  const dimensions = new Map<string, Int32Array>();
  for (const [name, column] of index.dimensions) {
    const counts = new Int32Array(column.dictionary.length);
    const values = column.values;
    for (const list of [matches, missesOf(name)]) {
      if (column.dimension.kind === 'single') {
        for (const slot of list) {
          const v = values[slot];
          if (v) counts[v - 1]++;
        }
      } else {
        for (const slot of list) {
          let mask = values[slot];
          while (mask) {
            const bit = 31 - Math.clz32(mask);
            counts[bit]++;
            mask &= ~(1 << bit);
          }
        }
      }
    }
    dimensions.set(name, counts);
  }
  const mileageSlots = [...matches, ...missesOf('mileage')];
  const mileage = MILEAGE_OPTIONS.map((max) => mileageSlots.filter((slot) => index.mileage[slot] <= max).length);
  const radiusSlots = [...matches, ...missesOf('searchRadius')];
  const radius = RADIUS_OPTIONS.map((r) =>
    r === 0 || !ownerDistance ? radiusSlots.length : radiusSlots.filter((slot) => ownerDistance[index.ownerSlot[slot]] <= r).length,
  );
  return { dimensions, mileage, radius };
}

/** The first `limit` matches in the requested order, ties broken by listing id. */
function orderPage(
  index: ListingIndex,
  query: SearchQuery,
  matches: number[],
  matched: Uint8Array,
  distanceOf: ((slot: number) => number) | undefined,
  radius: number,
  limit: number,
): number[] {
  const byComputedKey = (key: (slot: number) => number) => matches.slice().sort((a, b) => key(a) - key(b) || a - b).slice(0, limit);
  switch (query.sortBy) {
    case 'distanceASC':
      return distanceOf ? byComputedKey(distanceOf) : walk(index.orders.relevance, matched, limit, true);
    case 'relevance':
      return distanceOf && radius > 0
        ? byComputedKey((slot) => -(index.relevance[slot] + distanceRelevance(distanceOf(slot), radius)))
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
