import { MILEAGE_OPTIONS, RADIUS_OPTIONS, RELAX_BELOW, type SortOption } from '../constants';
import { MILEAGE_BAND_COUNT, PRICE_BIN_COUNT, YEAR_BIN_COUNT } from './dimensions';
import type { DimensionColumn } from './code-space';
import type { ListingIndex, OrderKey } from './listing-index';
import type { Point } from './geo';
import { distanceRelevance } from './relevance';
import { hasBit, popcount, setBit, slotsOf, wordsFor } from './bitset';
import { distanceMiles } from './geo';
import {
  allOfGroup,
  anyOfGroup,
  codeGroup,
  distancesToOwners,
  farMiles,
  ownerGroup,
  radiusGroup,
  rangeGroup,
  slotGroup,
  type FilterGroup,
} from './filters';
import { chooseBase, countAll, countColumn, countOwners, difference } from './facets';

export { MILEAGE_OPTIONS, RADIUS_OPTIONS } from '../constants';
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
  /** Owner's city or state (upper case; any of them), or within `dma.miles` of one of its anchors. */
  cities?: string[];
  states?: string[];
  /** Only these owners' listings (showcaseOwnerId: the results narrowed to a sponsor's inventory). */
  ownerIds?: number[];
  /**
   * Base constraints (an experience, the car maker's make; docs/rules/search-request.md#experiences):
   * dimension → the codes it accepts, any of them. Unlike `filters`, a constraint narrows every
   * facet count, its own dimension's included: outside it there is nothing to choose from.
   */
  constraints?: Record<string, string[]>;
  dma?: { anchors: Point[]; miles: number };
  /** Highest mileage ('mileage' parameter). */
  maxMileage?: number;
  sortBy: SortOption;
  firstRecord: number;
  numRecords: number;
  /** Compute facet counts (the filter panel); off for lookups and counts. */
  facets?: boolean;
  /**
   * With facets, relax counts when there are fewer than RELAX_BELOW matches; on unless false (off
   * only to measure what they cost, bench/search.ts).
   */
  relax?: boolean;
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
  /**
   * Range histograms (docs/rules/filters.md#range-histograms): listings per bin of price, model
   * year and mileage band among the listings passing every filter but the panel's own.
   */
  histograms: { price: number[]; year: number[]; mileage: number[] };
}

/**
 * Relax hints (docs/rules/results.md#relax-hints): for a shopper filter group of a search with
 * fewer than RELAX_BELOW matches, how many listings the search would match without it.
 */
export interface RelaxCount {
  /** The filter group: a dimension name, priceRange, yearRange, mileage, searchRadius, city or state. */
  group: string;
  count: number;
}

export interface SearchOutcome {
  hits: SearchHit[];
  totalResultCount: number;
  /** With a market extension: how many of the matches lie in the wider market. */
  marketExtensionCount?: number;
  stats: { derivedprice: { min: number; max: number } | null; year: { min: number; max: number } | null };
  facets?: FacetCounts;
  /** With facets and fewer than RELAX_BELOW matches: per shopper filter group, the matches without it. */
  relax?: RelaxCount[];
}

/** Groups that are not the shopper's filters (a lookup, an experience, a showcase, a DMA) get no relax count. */
const relaxable = (name: string) =>
  name !== 'listingId' && name !== 'owner' && name !== 'dma' && !name.startsWith('constraint:');

/**
 * Per-search work buffers, reused by every search: searches run one at a time on the event loop
 * and keep nothing of them once they return, so a million-listing query allocates no megabytes.
 */
let pool: Uint32Array[] = [];
let poolWords = 0;
let slotBuffer = new Int32Array(0);
function buffers(count: number, words: number): Uint32Array[] {
  if (words > poolWords || count > pool.length) {
    poolWords = Math.max(poolWords, Math.ceil(words * 1.25));
    pool = Array.from({ length: Math.max(count, pool.length) }, () => new Uint32Array(poolWords));
  }
  return pool;
}
function slotScratch(n: number): Int32Array {
  if (slotBuffer.length < n) slotBuffer = new Int32Array(Math.ceil(n * 1.25));
  return slotBuffer;
}

function compileGroups(
  index: ListingIndex,
  query: SearchQuery,
  ownerDistance: Float64Array | undefined,
): FilterGroup[] {
  const groups: FilterGroup[] = [];
  if (query.listingIds?.length) {
    const slots = query.listingIds.map((id) => index.slotOf(id)).filter((slot) => slot !== undefined);
    groups.push(slotGroup(index, 'listingId', slots));
  }
  for (const [name, codes] of Object.entries(query.filters)) {
    const group = dimensionGroup(index, name, name === 'trimCode' ? expandTrimCodes(index, codes) : codes);
    if (group) groups.push(group);
  }
  for (const [name, codes] of Object.entries(query.constraints ?? {})) {
    // A constraint on a dimension the index lacks lets nothing through, rather than everything.
    const group = dimensionGroup(index, name, codes, 'any') ?? slotGroup(index, name, []);
    // No column: no facet count leaves a constraint out (see countFacets), its own dimension's included.
    groups.push({ ...group, name: `constraint:${name}`, column: undefined });
  }
  if (query.minPrice !== undefined || query.maxPrice !== undefined) {
    groups.push(
      rangeGroup(
        index,
        'priceRange',
        'price',
        query.minPrice ?? -Infinity,
        query.maxPrice ?? Infinity,
        index.priceColumn,
      ),
    );
  }
  if (query.startYear !== undefined || query.endYear !== undefined) {
    groups.push(
      rangeGroup(index, 'yearRange', 'year', query.startYear ?? -Infinity, query.endYear ?? Infinity, index.yearColumn),
    );
  }
  if (query.cities?.length) {
    const cities = new Set(query.cities);
    groups.push(ownerGroup(index, 'city', (o) => cities.has(o.city.toUpperCase())));
  }
  if (query.states?.length) {
    const states = new Set(query.states);
    groups.push(ownerGroup(index, 'state', (o) => states.has(o.state.toUpperCase())));
  }
  if (query.ownerIds?.length) {
    const owners = new Set(query.ownerIds);
    groups.push(ownerGroup(index, 'owner', (o) => owners.has(o.id)));
  }
  if (query.dma) {
    const { anchors, miles } = query.dma;
    groups.push(
      ownerGroup(index, 'dma', (o) =>
        anchors.some((a) => distanceMiles(a.latitude, a.longitude, o.latitude, o.longitude) <= miles),
      ),
    );
  }
  if (query.maxMileage !== undefined)
    groups.push(rangeGroup(index, 'mileage', 'mileage', -Infinity, query.maxMileage, index.mileageColumn));
  if (ownerDistance && query.searchRadius > 0) {
    groups.push(radiusGroup(index, ownerDistance, Math.max(query.searchRadius, query.extendedRadius ?? 0)));
  }
  return groups;
}

/**
 * The listings carrying the accepted codes of one dimension: any of them for a single dimension
 * (via postings), any or all of them for a multi one (its own match, or `match`). Undefined for a
 * dimension the index does not know or no codes.
 */
function dimensionGroup(
  index: ListingIndex,
  name: string,
  accepted: string[],
  match?: 'any' | 'all',
): FilterGroup | undefined {
  const column = index.dimensions.get(name);
  if (!column || accepted.length === 0) return undefined;
  if (column.dimension.kind === 'single') {
    const ids = accepted.flatMap((code) => {
      const i = column.indexOf.get(code);
      return i === undefined ? [] : [column.ids[i]];
    });
    return codeGroup(index, name, column, [...new Set(ids)]);
  }
  let mask = 0;
  let unknown = false;
  for (const code of accepted) {
    const i = column.indexOf.get(code);
    if (i === undefined) unknown = true;
    else mask |= 1 << i;
  }
  if ((match ?? column.dimension.match) === 'any') {
    // Any of the codes will do; a code no listing has adds nobody.
    return mask === 0 ? slotGroup(index, name, [], column) : anyOfGroup(index, name, column, mask >>> 0);
  }
  // A code no listing has can never be present: nothing passes.
  return unknown ? slotGroup(index, name, [], column) : allOfGroup(index, name, column, mask >>> 0);
}

/** trimCode comes as 'model|trim' or 'make|trim'; the make form means that trim of any of its models. */
function expandTrimCodes(index: ListingIndex, codes: string[]): string[] {
  return codes.flatMap((code) => {
    const [prefix, trim] = code.split('|');
    if (trim === undefined || index.modelMake.has(prefix)) return [code];
    return [...index.modelMake].filter(([, make]) => make === prefix).map(([model]) => `${model}|${trim}`);
  });
}

/**
 * The masks of a search: each group's, their intersection (the matches), and for group k the
 * intersection of every other group (the listings its own facet counts run over), from prefix
 * and suffix intersections.
 */
class Masks {
  readonly group: Uint32Array[];
  readonly all: Uint32Array;
  readonly scratch: Uint32Array;
  /** The listings a facet count visits. */
  readonly visit: Uint32Array;
  private readonly prefix: Uint32Array[];
  private readonly suffix: Uint32Array[];

  constructor(
    private readonly index: ListingIndex,
    private readonly groups: FilterGroup[],
    readonly words: number,
  ) {
    const k = groups.length;
    const pool = buffers(3 * k + 5, words);
    this.group = pool.slice(0, k);
    this.prefix = pool.slice(k, 2 * k + 1);
    this.suffix = pool.slice(2 * k + 1, 3 * k + 2);
    this.all = pool[3 * k + 2];
    this.scratch = pool[3 * k + 3];
    this.visit = pool[3 * k + 4];
    for (let g = 0; g < k; g++) groups[g].fill(this.group[g]);
    // Postings and orders predate the stale slots: re-test those one by one.
    for (const slot of index.dirty) {
      if (slot >>> 5 >= words) continue;
      const alive = index.alive[slot] === 1;
      for (let g = 0; g < k; g++) {
        const test = groups[g].test;
        if (test) setBit(this.group[g], slot, alive && test(slot));
      }
    }
    this.prefix[0].set(index.aliveBits.subarray(0, words));
    for (let g = 0; g < k; g++) and(this.prefix[g + 1], this.prefix[g], this.group[g], words);
    this.suffix[k].set(index.aliveBits.subarray(0, words));
    for (let g = k - 1; g >= 0; g--) and(this.suffix[g], this.suffix[g + 1], this.group[g], words);
    this.all.set(this.prefix[k].subarray(0, words));
  }

  /** Listings passing every group but `k`, into the scratch mask. */
  others(k: number): Uint32Array {
    and(this.scratch, this.prefix[k], this.suffix[k + 1], this.words);
    return this.scratch;
  }
}

function and(out: Uint32Array, a: Uint32Array, b: Uint32Array, words: number): void {
  for (let w = 0; w < words; w++) out[w] = a[w] & b[w];
}

/**
 * Runs one search. Each filter group becomes a bitset of the listings it lets through; the
 * matches are their intersection. Facet counts of a group apply every other group (disjunctive
 * facets) and are counted by difference from a base with known counts (see facets.ts).
 */
export function search(index: ListingIndex, query: SearchQuery): SearchOutcome {
  const ownerDistance = query.location ? distancesToOwners(index, query.location) : undefined;
  const groups = compileGroups(index, query, ownerDistance);
  const words = wordsFor(index.slots);
  const masks = new Masks(index, groups, words);
  const all = masks.all;
  const matchCount = popcount(all, words);
  const accept = (slot: number) => hasBit(all, slot);
  // Few matches: list them once; many: walk the sorted orders and test each slot's bit.
  const few = matchCount * FEW_MATCHES_RATIO <= index.size;
  let list: Int32Array | undefined;
  const matches = () => (list ??= slotsOf(all, words, slotScratch(matchCount)).slice());

  const distanceOf = ownerDistance
    ? (slot: number) => {
        const owner = index.ownerSlot[slot];
        const miles = ownerDistance[owner];
        // NaN: beyond every radius, measured only when asked for.
        return miles === miles ? miles : (ownerDistance[owner] = farMiles(index, query.location!, owner));
      }
    : undefined;
  const radius = query.location ? query.searchRadius : 0;
  const pageEnd = query.firstRecord + query.numRecords;
  const extended = distanceOf && radius > 0 && (query.extendedRadius ?? 0) > radius;
  let ordered: number[];
  let marketExtensionCount: number | undefined;
  if (extended) {
    // The local results first, in the requested order; then the wider market, in the same order.
    const all = matches();
    const localSlots = all.filter((slot) => distanceOf(slot) <= radius);
    const widerSlots = all.filter((slot) => distanceOf(slot) > radius);
    const local = new Set(localSlots);
    const first = orderPage(
      index,
      query,
      localSlots,
      (slot) => accept(slot) && local.has(slot),
      distanceOf,
      radius,
      pageEnd,
      true,
    );
    const wider =
      first.length < pageEnd
        ? orderPage(
            index,
            query,
            widerSlots,
            (slot) => accept(slot) && !local.has(slot),
            distanceOf,
            radius,
            pageEnd - first.length,
            true,
          )
        : [];
    ordered = first.concat(wider);
    marketExtensionCount = widerSlots.length;
  } else {
    ordered =
      few || needsComputedKey(query, distanceOf !== undefined)
        ? orderPage(index, query, matches(), accept, distanceOf, radius, pageEnd, true)
        : orderPage(index, query, matches, accept, distanceOf, radius, pageEnd, false, walkBudget(matchCount));
  }
  return {
    hits: ordered.slice(query.firstRecord, pageEnd).map((slot) => ({
      slot,
      distance: distanceOf?.(slot),
      local: extended ? distanceOf(slot) <= radius : undefined,
    })),
    totalResultCount: matchCount,
    marketExtensionCount,
    stats:
      matchCount === 0
        ? { derivedprice: null, year: null }
        : stats(index, few ? matches() : undefined, accept, matches, walkBudget(matchCount)),
    facets: query.facets ? countFacets(index, groups, masks, matchCount, ownerDistance) : undefined,
    relax: query.facets && query.relax !== false && matchCount < RELAX_BELOW ? relaxCounts(groups, masks) : undefined,
  };
}

/**
 * Per shopper filter group, the listings passing every other group (docs/rules/results.md#relax-hints):
 * one popcount of a mask the facet counts use anyway, not a search per filter.
 */
function relaxCounts(groups: FilterGroup[], masks: Masks): RelaxCount[] {
  const out: RelaxCount[] = [];
  for (let k = 0; k < groups.length; k++) {
    if (!relaxable(groups[k].name)) continue;
    out.push({ group: groups[k].name, count: popcount(masks.others(k), masks.words) });
  }
  return out;
}

/** Below one match in this many listings, the matches are listed rather than found by walking an order. */
const FEW_MATCHES_RATIO = 64;

/**
 * Positions of a sorted order a walk may pass before the matches are listed and selected from
 * instead: when the order and the filters go against each other (oldest first among new cars),
 * the first matches lie far along the order, and listing them costs about as much as this.
 */
const walkBudget = (matchCount: number) => 16_384 + 2 * matchCount;

function needsComputedKey(query: SearchQuery, located: boolean): boolean {
  return located && (query.sortBy === 'distanceASC' || (query.sortBy === 'relevance' && query.searchRadius > 0));
}

/**
 * Lowest and highest price and year: from the ends of the sorted orders, or from the listed
 * matches when they are few or a walk to an end would pass more than `budget` positions.
 */
function stats(
  index: ListingIndex,
  matches: Int32Array | undefined,
  accept: (slot: number) => boolean,
  list: () => Int32Array,
  budget: number,
): SearchOutcome['stats'] {
  if (!matches) {
    const end = (order: OrderKey, descending: boolean) => {
      let found: number | undefined;
      index.walk(
        order,
        descending,
        accept,
        (slot) => {
          found = index.key(order)[slot];
          return false;
        },
        budget,
      );
      return found;
    };
    const minPrice = end('price', false);
    const maxPrice = minPrice === undefined ? undefined : end('price', true);
    const minYear = maxPrice === undefined ? undefined : end('year', false);
    const maxYear = minYear === undefined ? undefined : end('year', true);
    if (maxYear !== undefined)
      return { derivedprice: { min: minPrice!, max: maxPrice! }, year: { min: minYear!, max: maxYear } };
    matches = list();
  }
  let minPrice = Infinity,
    maxPrice = -Infinity,
    minYear = Infinity,
    maxYear = -Infinity;
  for (let i = 0; i < matches.length; i++) {
    const p = index.price[matches[i]],
      y = index.year[matches[i]];
    if (p < minPrice) minPrice = p;
    if (p > maxPrice) maxPrice = p;
    if (y < minYear) minYear = y;
    if (y > maxYear) maxYear = y;
  }
  return { derivedprice: { min: minPrice, max: maxPrice }, year: { min: minYear, max: maxYear } };
}

function countFacets(
  index: ListingIndex,
  groups: FilterGroup[],
  masks: Masks,
  matchCount: number,
  ownerDistance: Float64Array | undefined,
): FacetCounts {
  const words = masks.words;
  const visit = masks.visit;
  // Every column over the matches, for the groups the search does not filter on.
  const members = masks.group.map((mask) => popcount(mask, words));
  const base = chooseBase(index, groups, masks.group, members, -1, matchCount);
  const counts = base.counts();
  const sign = difference(base, masks.all, words, visit);
  countAll(index, visit, words, counts, sign);
  const perGroup = new Map<string, Int32Array>();
  let radiusOwners: Int32Array | undefined;
  let radiusTotal = matchCount;
  for (let k = 0; k < groups.length; k++) {
    const group = groups[k];
    const column = group.column;
    if (!column && group.name !== 'searchRadius') continue;
    const others = masks.others(k);
    const size = popcount(others, words);
    if (group.name === 'searchRadius') {
      radiusOwners = ownerCounts(index, others, size, words, visit);
      radiusTotal = size;
      continue;
    }
    const own = chooseBase(index, groups, masks.group, members, k, size);
    const ownCounts = own.counts();
    countColumn(index, column!, visit, words, ownCounts, difference(own, others, words, visit));
    perGroup.set(column!.dimension.name, ownCounts);
  }
  const dimensions = new Map<string, Int32Array>();
  for (const [name, column] of index.dimensions)
    dimensions.set(name, index.codes.dictionaryCounts(column, perGroup.get(name) ?? counts));

  // 'Under N miles' options are cumulative over the mileage bands.
  const mileageColumn = index.mileageColumn;
  const bandCounts = perGroup.get(mileageColumn.dimension.name) ?? counts;
  const mileage: number[] = [];
  let running = 0;
  for (let band = 0; band < MILEAGE_OPTIONS.length; band++) {
    const i = mileageColumn.indexOf.get(String(band));
    mileage.push((running += i === undefined ? 0 : bandCounts[mileageColumn.ids[i]]));
  }

  const histograms = {
    price: bins(index.priceColumn, perGroup, counts, PRICE_BIN_COUNT),
    year: bins(index.yearColumn, perGroup, counts, YEAR_BIN_COUNT),
    mileage: bins(mileageColumn, perGroup, counts, MILEAGE_BAND_COUNT),
  };

  let radius: number[];
  if (ownerDistance) {
    radiusOwners ??= ownerCounts(index, masks.all, matchCount, words, visit);
    const bounds = RADIUS_OPTIONS.filter((r) => r > 0);
    const bands = new Array<number>(bounds.length).fill(0);
    for (let o = 0; o < radiusOwners.length; o++) {
      const listings = radiusOwners[o];
      if (listings === 0) continue;
      const d = ownerDistance[o];
      if (!(d <= bounds[bounds.length - 1])) continue;
      let band = 0;
      while (band < bounds.length && d > bounds[band]) band++;
      if (band < bounds.length) bands[band] += listings;
    }
    radius = [];
    running = 0;
    for (const count of bands) radius.push((running += count));
    radius.push(radiusTotal);
  } else {
    radius = RADIUS_OPTIONS.map(() => matchCount);
  }
  return { dimensions, mileage, radius, histograms };
}

/**
 * Counts of bins 0 … n − 1 of a band column (docs/rules/filters.md#range-histograms), from facet
 * counts by code id: the column's own group's counts when the search filters on it (disjunctive),
 * the matches' counts otherwise. All zeros when the index has no such column.
 */
function bins(
  column: DimensionColumn | undefined,
  perGroup: Map<string, Int32Array>,
  matchCounts: Int32Array,
  n: number,
): number[] {
  if (!column) return new Array<number>(n).fill(0);
  const counts = perGroup.get(column.dimension.name) ?? matchCounts;
  const out: number[] = [];
  for (let bin = 0; bin < n; bin++) {
    const i = column.indexOf.get(String(bin));
    out.push(i === undefined ? 0 : counts[column.ids[i]]);
  }
  return out;
}

/** Live listings per owner within `set`: from the owners' totals when most listings are in it. */
function ownerCounts(
  index: ListingIndex,
  set: Uint32Array,
  size: number,
  words: number,
  visit: Uint32Array,
): Int32Array {
  const owners = index.ownerList.length;
  if (ownerBuffer.length < owners) ownerBuffer = new Int32Array(Math.ceil(owners * 1.25));
  const counts = ownerBuffer.subarray(0, owners);
  if (index.size - size < size) {
    counts.set(index.ownerListings.subarray(0, owners));
    for (let w = 0; w < words; w++) visit[w] = index.aliveBits[w] & ~set[w];
    countOwners(index.ownerSlot, visit, words, counts, -1);
    return counts;
  }
  counts.fill(0);
  countOwners(index.ownerSlot, set, words, counts, 1);
  return counts;
}
let ownerBuffer = new Int32Array(0);

/**
 * The first `limit` matches in the requested order, ties broken by listing id. With `listed`, they
 * are selected from `candidates` (every match); otherwise orders precomputed in the index are walked
 * with `accept`. Orders that depend on the query (distance, relevance near a zip) are always selected.
 */
function orderPage(
  index: ListingIndex,
  query: SearchQuery,
  matches: Int32Array | (() => Int32Array),
  accept: (slot: number) => boolean,
  distanceOf: ((slot: number) => number) | undefined,
  radius: number,
  limit: number,
  listed: boolean,
  budget = Infinity,
): number[] {
  const candidates = () => (typeof matches === 'function' ? matches() : matches);
  const byKey = (order: OrderKey, descending: boolean) => {
    if (!listed) {
      const page = walk(index, order, accept, limit, descending, budget);
      if (page) return page;
    }
    const key = index.key(order);
    return smallest(
      candidates(),
      descending ? (a, b) => key[b] - key[a] || b - a : (a, b) => key[a] - key[b] || a - b,
      limit,
    );
  };
  const byComputedKey = (key: (slot: number) => number) =>
    smallest(candidates(), (a, b) => key(a) - key(b) || a - b, limit);
  switch (query.sortBy) {
    case 'distanceASC':
      return distanceOf ? byComputedKey(distanceOf) : byKey('relevance', true);
    case 'relevance':
      return distanceOf && radius > 0
        ? byComputedKey((slot) => -(index.relevance[slot] + distanceRelevance(distanceOf(slot), radius)))
        : byKey('relevance', true);
    case 'derivedpriceASC':
      return byKey('price', false);
    case 'derivedpriceDESC':
      return byKey('price', true);
    case 'datelistedASC':
      return byKey('listedAt', false);
    case 'datelistedDESC':
      return byKey('listedAt', true);
    case 'mileageASC':
      return byKey('mileage', false);
    case 'mileageDESC':
      return byKey('mileage', true);
    case 'yearASC':
      return byKey('year', false);
    case 'yearDESC':
      return byKey('year', true);
  }
}

/**
 * Walks an order of the index (backwards for descending) and keeps the first `limit` accepted
 * slots; undefined when they are not all found within `budget` positions.
 */
function walk(
  index: ListingIndex,
  order: OrderKey,
  accept: (slot: number) => boolean,
  limit: number,
  descending: boolean,
  budget: number,
): number[] | undefined {
  const out: number[] = [];
  if (limit <= 0) return out;
  return index.walk(order, descending, accept, (slot) => out.push(slot) < limit, budget) ? out : undefined;
}

/** The first `limit` slots by `before`, without sorting them all. */
function smallest(slots: Int32Array, before: (a: number, b: number) => number, limit: number): number[] {
  if (slots.length <= limit * 4) return Array.from(slots).sort(before).slice(0, limit);
  // A max-heap of the best `limit` so far: the root is the worst of them.
  const heap: number[] = [];
  const siftDown = (i: number) => {
    for (;;) {
      const l = 2 * i + 1,
        r = l + 1;
      let worst = i;
      if (l < heap.length && before(heap[l], heap[worst]) > 0) worst = l;
      if (r < heap.length && before(heap[r], heap[worst]) > 0) worst = r;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst], heap[i]];
      i = worst;
    }
  };
  for (let k = 0; k < slots.length; k++) {
    const slot = slots[k];
    if (heap.length < limit) {
      heap.push(slot);
      for (let i = heap.length - 1; i > 0;) {
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
