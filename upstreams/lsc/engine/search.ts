import type { SortOption } from '../constants';
import type { ListingIndex, OrderKey } from './listing-index';
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
  /** marketExtension=include: the wider market (out to `extendedRadius`) follows the local results. */
  extendedRadius?: number;
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
  /** With a market extension: true within the searched radius, false in the wider market. */
  local?: boolean;
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
  /** With a market extension: how many of the matches lie in the wider market. */
  marketExtensionCount?: number;
  stats: { derivedprice: { min: number; max: number } | null; year: { min: number; max: number } | null };
  facets?: FacetCounts;
}

/**
 * One filter group. `mark` runs the group's test over every listing in one tight loop over its
 * column, adding a failure to each listing it rejects. Facet counts leave out a group's own test.
 */
interface Group {
  name: string;
  mark(fails: Uint8Array, failedGroup: Uint8Array, k: number, n: number): void;
}

/** Runs every group over every slot, counting failures and remembering the (last) failing group. */
function evaluate(groups: Group[], n: number, alive: Uint8Array): { fails: Uint8Array; failedGroup: Uint8Array } {
  const { fails, failedGroup } = scratch(n);
  // A removed listing's slot fails twice over: it never matches and never counts.
  for (let slot = 0; slot < n; slot++) fails[slot] = alive[slot] ? 0 : 2;
  for (let k = 0; k < groups.length; k++) groups[k].mark(fails, failedGroup, k, n);
  return { fails, failedGroup };
}

/**
 * Per-listing work arrays, reused by every search: searches run one at a time on the event loop
 * and keep nothing of them once they return, so a million-listing query allocates no megabytes.
 */
let buffers = { fails: new Uint8Array(0), failedGroup: new Uint8Array(0), matches: new Int32Array(0), outside: new Int32Array(0) };
function scratch(n: number) {
  if (buffers.fails.length < n) {
    const capacity = Math.ceil(n * 1.25);
    buffers = {
      fails: new Uint8Array(capacity),
      failedGroup: new Uint8Array(capacity),
      matches: new Int32Array(capacity),
      outside: new Int32Array(capacity),
    };
  }
  return buffers;
}

// One loop per column type, so each stays monomorphic and V8 compiles it tight.
function codeGroup(name: string, values: Uint16Array, allowed: Uint8Array): Group {
  return {
    name,
    mark(fails, failedGroup, k, n) {
      for (let slot = 0; slot < n; slot++) {
        if (fails[slot] < 2 && allowed[values[slot]] !== 1) {
          fails[slot]++;
          failedGroup[slot] = k;
        }
      }
    },
  };
}

/** Several features (or history facts) must all be present. */
function maskGroup(name: string, values: Uint32Array, required: number): Group {
  return {
    name,
    mark(fails, failedGroup, k, n) {
      for (let slot = 0; slot < n; slot++) {
        if (fails[slot] < 2 && (values[slot] & required) >>> 0 !== required) {
          fails[slot]++;
          failedGroup[slot] = k;
        }
      }
    },
  };
}

function rangeGroup(name: string, values: Int32Array | Int16Array, min: number, max: number): Group {
  return {
    name,
    mark(fails, failedGroup, k, n) {
      for (let slot = 0; slot < n; slot++) {
        const v = values[slot];
        if (fails[slot] < 2 && (v < min || v > max)) {
          fails[slot]++;
          failedGroup[slot] = k;
        }
      }
    },
  };
}

function radiusGroup(ownerSlot: Int32Array, ownerDistance: Float64Array, radius: number): Group {
  return {
    name: 'searchRadius',
    mark(fails, failedGroup, k, n) {
      for (let slot = 0; slot < n; slot++) {
        if (fails[slot] < 2 && ownerDistance[ownerSlot[slot]] > radius) {
          fails[slot]++;
          failedGroup[slot] = k;
        }
      }
    },
  };
}

/** Every slot fails except the wanted ones (a lookup by id; none for a code no listing has). */
function slotGroup(name: string, wanted: Set<number>): Group {
  return {
    name,
    mark(fails, failedGroup, k, n) {
      for (let slot = 0; slot < n; slot++) {
        if (fails[slot] < 2 && !wanted.has(slot)) {
          fails[slot]++;
          failedGroup[slot] = k;
        }
      }
    },
  };
}

function compileGroups(index: ListingIndex, query: SearchQuery, ownerDistance: Float64Array | undefined): Group[] {
  const groups: Group[] = [];
  if (query.listingIds?.length) {
    const slots = query.listingIds.map((id) => index.slotOf(id)).filter((slot) => slot !== undefined);
    groups.push(slotGroup('listingId', new Set(slots)));
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
      groups.push(codeGroup(name, column.values as Uint16Array, allowed));
    } else {
      let mask = 0;
      let unknown = false;
      for (const code of accepted) {
        const i = column.indexOf.get(code);
        if (i === undefined) unknown = true;
        else mask |= 1 << i;
      }
      // A code no listing has can never be present: nothing passes.
      groups.push(unknown ? slotGroup(name, new Set()) : maskGroup(name, column.values as Uint32Array, mask >>> 0));
    }
  }
  if (query.minPrice !== undefined || query.maxPrice !== undefined) {
    groups.push(rangeGroup('priceRange', index.price, query.minPrice ?? -Infinity, query.maxPrice ?? Infinity));
  }
  if (query.startYear !== undefined || query.endYear !== undefined) {
    groups.push(rangeGroup('yearRange', index.year, query.startYear ?? -Infinity, query.endYear ?? Infinity));
  }
  if (query.maxMileage !== undefined) groups.push(rangeGroup('mileage', index.mileage, -Infinity, query.maxMileage));
  if (ownerDistance && query.searchRadius > 0) {
    groups.push(radiusGroup(index.ownerSlot, ownerDistance, Math.max(query.searchRadius, query.extendedRadius ?? 0)));
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
  const n = index.slots;
  // Per group, how many listings fail that group alone (they count towards its options).
  const missCount = new Int32Array(groups.length);
  const wantFacets = query.facets ?? false;

  const { fails, failedGroup } = evaluate(groups, n, index.alive);
  const all = scratch(n).matches;
  let matchCount = 0;
  for (let slot = 0; slot < n; slot++) {
    if (fails[slot] === 0) all[matchCount++] = slot;
    else if (fails[slot] === 1) missCount[failedGroup[slot]]++;
  }
  const matches = all.subarray(0, matchCount);

  let minPrice = Infinity, maxPrice = -Infinity, minYear = Infinity, maxYear = -Infinity;
  for (let i = 0; i < matches.length; i++) {
    const slot = matches[i];
    const p = index.price[slot], y = index.year[slot];
    if (p < minPrice) minPrice = p;
    if (p > maxPrice) maxPrice = p;
    if (y < minYear) minYear = y;
    if (y > maxYear) maxYear = y;
  }

  const distanceOf = ownerDistance ? (slot: number) => ownerDistance[index.ownerSlot[slot]] : undefined;
  const radius = query.location ? query.searchRadius : 0;
  const pageEnd = query.firstRecord + query.numRecords;
  const extended = distanceOf && radius > 0 && (query.extendedRadius ?? 0) > radius;
  let ordered: number[];
  let marketExtensionCount: number | undefined;
  if (extended) {
    // The local results first, in the requested order; then the wider market, in the same order.
    const local = new Uint8Array(index.slots);
    const localSlots: number[] = [];
    const widerSlots: number[] = [];
    for (let i = 0; i < matches.length; i++) {
      const slot = matches[i];
      if (distanceOf(slot) <= radius) {
        local[slot] = 1;
        localSlots.push(slot);
      } else {
        widerSlots.push(slot);
      }
    }
    const first = orderPage(index, query, Int32Array.from(localSlots), (slot) => fails[slot] === 0 && local[slot] === 1, distanceOf, radius, pageEnd);
    const wider = first.length < pageEnd
      ? orderPage(index, query, Int32Array.from(widerSlots), (slot) => fails[slot] === 0 && local[slot] === 0, distanceOf, radius, pageEnd - first.length)
      : [];
    ordered = first.concat(wider);
    marketExtensionCount = widerSlots.length;
  } else {
    ordered = orderPage(index, query, matches, (slot) => fails[slot] === 0, distanceOf, radius, pageEnd);
  }
  return {
    hits: ordered.slice(query.firstRecord, pageEnd).map((slot) => ({
      slot,
      distance: distanceOf?.(slot),
      local: extended ? distanceOf(slot) <= radius : undefined,
    })),
    totalResultCount: matches.length,
    marketExtensionCount,
    stats: {
      derivedprice: matches.length ? { min: minPrice, max: maxPrice } : null,
      year: matches.length ? { min: minYear, max: maxYear } : null,
    },
    facets: wantFacets ? countFacets(index, groups, matches, missCount, fails, failedGroup, ownerDistance) : undefined,
  };
}

function countFacets(
  index: ListingIndex,
  groups: Group[],
  matches: Int32Array,
  missCount: Int32Array,
  fails: Uint8Array,
  failedGroup: Uint8Array,
  ownerDistance: Float64Array | undefined,
): FacetCounts {
  const groupOf = (name: string) => groups.findIndex((group) => group.name === name);
  const missCache = new Map<number, Int32Array>();
  /** Listings failing only group k, found by one scan when first needed. */
  const missesOf = (k: number): Int32Array => {
    if (k === -1) return new Int32Array(0);
    let slots = missCache.get(k);
    if (!slots) {
      slots = new Int32Array(missCount[k]);
      let count = 0;
      for (let slot = 0; slot < index.slots; slot++) if (fails[slot] === 1 && failedGroup[slot] === k) slots[count++] = slot;
      missCache.set(k, slots);
    }
    return slots;
  };
  const n = index.size;
  let outside: Int32Array | undefined;
  const alive = index.alive;
  const dimensions = new Map<string, Int32Array>();
  for (const [name, column] of index.dimensions) {
    const own = groupOf(name);
    const counted = matches.length + (own === -1 ? 0 : missCount[own]);
    const kind = column.dimension.kind;
    if (counted > n / 2) {
      // Most listings count: start from the totals and take away the few that do not.
      const counts = Int32Array.from(index.totals.get(name)!);
      outside ??= nonMatching(fails, alive, index.slots);
      const keep = (slot: number) => !(fails[slot] === 1 && failedGroup[slot] === own);
      tallyAll(kind, column.values, outside, counts, -1, keep);
      dimensions.set(name, counts);
    } else {
      const counts = new Int32Array(column.dictionary.length);
      tallyAll(kind, column.values, matches, counts, 1);
      tallyAll(kind, column.values, missesOf(own), counts, 1);
      dimensions.set(name, counts);
    }
  }
  // 'Under N miles' options are cumulative: count each listing in its band, then add up.
  const mileage = cumulative(MILEAGE_OPTIONS, [matches, missesOf(groupOf('mileage'))], (slot) => index.mileage[slot]);
  const radiusLists = [matches, missesOf(groupOf('searchRadius'))];
  const everywhere = radiusLists[0].length + radiusLists[1].length;
  const radius = ownerDistance
    ? cumulative(RADIUS_OPTIONS.filter((r) => r > 0), radiusLists, (slot) => ownerDistance[index.ownerSlot[slot]]).concat(everywhere)
    : RADIUS_OPTIONS.map(() => everywhere);
  return { dimensions, mileage, radius };
}

/** How many of the listed slots have a value at or under each (ascending) bound. */
function cumulative(bounds: readonly number[], lists: Int32Array[], value: (slot: number) => number): number[] {
  const bands = new Array<number>(bounds.length + 1).fill(0);
  for (const list of lists) {
    for (let i = 0; i < list.length; i++) {
      const v = value(list[i]);
      let band = 0;
      while (band < bounds.length && v > bounds[band]) band++;
      bands[band]++;
    }
  }
  const out: number[] = [];
  let running = 0;
  for (let band = 0; band < bounds.length; band++) out.push((running += bands[band]));
  return out;
}

/** Live listings that do not match (removed ones are already out of the totals). */
function nonMatching(fails: Uint8Array, alive: Uint8Array, slots: number): Int32Array {
  const out = scratch(slots).outside;
  let count = 0;
  for (let slot = 0; slot < slots; slot++) if (fails[slot] !== 0 && alive[slot]) out[count++] = slot;
  return out.subarray(0, count);
}

/** Adds (delta 1) or takes away (delta -1) the codes of the listed slots; `keep` can skip some. */
function tallyAll(
  kind: 'single' | 'multi',
  values: Uint16Array | Uint32Array,
  slots: Int32Array,
  counts: Int32Array,
  delta: number,
  keep?: (slot: number) => boolean,
): void {
  if (kind === 'single') {
    const codes = values as Uint16Array;
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i];
      const v = codes[slot];
      if (v && (!keep || keep(slot))) counts[v - 1] += delta;
    }
    return;
  }
  const masks = values as Uint32Array;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i];
    let mask = masks[slot];
    if (!mask || (keep && !keep(slot))) continue;
    while (mask) {
      const bit = 31 - Math.clz32(mask);
      counts[bit] += delta;
      mask &= ~(1 << bit);
    }
  }
}

/**
 * The first `limit` of `candidates` in the requested order, ties broken by listing id. Orders
 * precomputed in the index are walked with `accept` (true exactly for the candidates); orders that
 * depend on the query are selected from the candidates.
 */
function orderPage(
  index: ListingIndex,
  query: SearchQuery,
  candidates: Int32Array,
  accept: (slot: number) => boolean,
  distanceOf: ((slot: number) => number) | undefined,
  radius: number,
  limit: number,
): number[] {
  const byComputedKey = (key: (slot: number) => number) => smallest(candidates, key, limit);
  switch (query.sortBy) {
    case 'distanceASC':
      return distanceOf ? byComputedKey(distanceOf) : walk(index, 'relevance', accept, limit, true);
    case 'relevance':
      return distanceOf && radius > 0
        ? byComputedKey((slot) => -(index.relevance[slot] + distanceRelevance(distanceOf(slot), radius)))
        : walk(index, 'relevance', accept, limit, true);
    case 'derivedpriceASC':
      return walk(index, 'price', accept, limit, false);
    case 'derivedpriceDESC':
      return walk(index, 'price', accept, limit, true);
    case 'datelistedASC':
      return walk(index, 'listedAt', accept, limit, false);
    case 'datelistedDESC':
      return walk(index, 'listedAt', accept, limit, true);
    case 'mileageASC':
      return walk(index, 'mileage', accept, limit, false);
    case 'mileageDESC':
      return walk(index, 'mileage', accept, limit, true);
    case 'yearASC':
      return walk(index, 'year', accept, limit, false);
    case 'yearDESC':
      return walk(index, 'year', accept, limit, true);
  }
}

/** Walks an order of the index (backwards for descending) and keeps the first `limit` accepted slots. */
function walk(index: ListingIndex, order: OrderKey, accept: (slot: number) => boolean, limit: number, descending: boolean): number[] {
  const out: number[] = [];
  if (limit <= 0) return out;
  index.walk(order, descending, accept, (slot) => out.push(slot) < limit);
  return out;
}

/** The `limit` slots with the smallest key (ties by slot, i.e. listing id), without sorting them all. */
function smallest(slots: Int32Array, key: (slot: number) => number, limit: number): number[] {
  const before = (a: number, b: number) => key(a) - key(b) || a - b;
  if (slots.length <= limit * 4) return Array.from(slots).sort(before).slice(0, limit);
  // A max-heap of the best `limit` so far: the root is the worst of them.
  const heap: number[] = [];
  const siftDown = (i: number) => {
    for (;;) {
      const l = 2 * i + 1, r = l + 1;
      let worst = i;
      if (l < heap.length && before(heap[l], heap[worst]) > 0) worst = l;
      if (r < heap.length && before(heap[r], heap[worst]) > 0) worst = r;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst], heap[i]];
      i = worst;
    }
  };
  for (const slot of slots) {
    if (heap.length < limit) {
      heap.push(slot);
      for (let i = heap.length - 1; i > 0; ) {
        const parent = (i - 1) >> 1;
        if (before(heap[i], heap[parent]) <= 0) break;
        [heap[i], heap[parent]] = [heap[parent], heap[i]];
        i = parent;
      }
    } else if (limit > 0 && before(slot, heap[0]) < 0) {
      heap[0] = slot;
      siftDown(0);
    }
  }
  return heap.sort(before);
}
