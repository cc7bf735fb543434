import type { ListingIndex } from './listing-index';
import type { DimensionColumn } from './code-space';
import type { FilterGroup } from './filters';

/**
 * Facet counting over a set S of listings (a bitset) by difference: counts(S) = counts(B) - counts(B \ S)
 * for a base B ⊇ S whose counts are known without a scan:
 *  - all live listings (the totals);
 *  - the listings of a filter group on a single dimension (sum of co-occurrence rows of its codes);
 *  - the listings of a price, year or mileage range (prefix counts along that key's order);
 *  - the empty set (count S itself).
 * The base leaving the fewest listings to visit wins, so a search counts only the listings its
 * most telling filter does not already account for.
 */
export interface Base {
  /** Listings to visit: |B \ S|. */
  visits: number;
  /** B as a bitset, or undefined for the empty base. */
  set?: Uint32Array;
  /** Counts of B by code id (a fresh copy the caller may change). */
  counts(): Int32Array;
}

export function chooseBase(
  index: ListingIndex,
  groups: FilterGroup[],
  masks: Uint32Array[],
  members: number[],
  skip: number,
  size: number,
): Base {
  const codes = index.codes;
  let best: Base = { visits: size, counts: () => new Int32Array(codes.totals.length) };
  const universe = index.size - size;
  if (universe < best.visits) best = { visits: universe, set: index.aliveBits, counts: () => codes.totals.slice() };
  for (let k = 0; k < groups.length; k++) {
    const group = groups[k];
    if (k === skip || !group.addCounts || members[k] - size >= best.visits) continue;
    best = {
      visits: members[k] - size,
      set: masks[k],
      counts: () => {
        const sum = new Int32Array(codes.totals.length);
        group.addCounts!(sum);
        return sum;
      },
    };
  }
  return best;
}

/** Writes B \ S into `out` (or S itself for the empty base); returns the sign to count it with. */
export function difference(base: Base, set: Uint32Array, words: number, out: Uint32Array): 1 | -1 {
  if (!base.set) {
    out.set(set.subarray(0, words));
    return 1;
  }
  const from = base.set;
  for (let w = 0; w < words; w++) out[w] = from[w] & ~set[w];
  return -1;
}

/** Work buffers of countAll: per tuple and per byte-plane value, listings counted (zeroed per call). */
let tupleCounts = new Int32Array(0);
let planeCounts = new Int32Array(0);

/**
 * Adds `delta` for every code of every listing in `visit`. Per listing it adds 1 to the count of
 * each of its code tuples (tuples.ts), of each loose single code, and of the value of each byte
 * plane of its multi columns; those counts are spread over the code ids at the end.
 */
export function countAll(
  index: ListingIndex,
  visit: Uint32Array,
  words: number,
  counts: Int32Array,
  delta: number,
): void {
  const codes = index.codes;
  const { singles, width, multis, multiWidth, bitIds, tupleOf, tupleWidth, loose, planeColumn, planeShift } = codes;
  const tupleCount = codes.tuples.count;
  const planes = planeColumn.length;
  if (tupleCounts.length < tupleCount) tupleCounts = new Int32Array(Math.ceil(tupleCount * 1.25));
  if (planeCounts.length < planes * 256) planeCounts = new Int32Array(planes * 256);
  const tuples = tupleCounts;
  const values = planeCounts;
  tuples.fill(0, 0, tupleCount);
  values.fill(0, 0, planes * 256);
  const looseCount = loose.length;
  for (let w = 0; w < words; w++) {
    let x = visit[w];
    while (x !== 0) {
      const low = x & -x;
      const slot = (w << 5) | (31 - Math.clz32(low));
      x ^= low;
      const t = slot * tupleWidth;
      for (let g = 0; g < tupleWidth; g++) tuples[tupleOf[t + g]]++;
      const p = slot * width;
      for (let j = 0; j < looseCount; j++) counts[singles[p + loose[j]]] += delta;
      const q = slot * multiWidth;
      for (let i = 0; i < planes; i++) values[(i << 8) | ((multis[q + planeColumn[i]] >>> planeShift[i]) & 255)]++;
    }
  }
  const starts = codes.tuples.starts;
  const members = codes.tuples.members;
  for (let t = 1; t < tupleCount; t++) {
    const n = tuples[t];
    if (n === 0) continue;
    const add = n * delta;
    for (let i = starts[t], end = starts[t + 1]; i < end; i++) counts[members[i]] += add;
  }
  for (let i = 0; i < planes; i++) {
    const bitBase = (planeColumn[i] << 5) + planeShift[i];
    for (let value = 1; value < 256; value++) {
      const n = values[(i << 8) | value];
      if (n === 0) continue;
      const add = n * delta;
      for (let bits = value; bits !== 0; bits &= bits - 1)
        counts[bitIds[bitBase + 31 - Math.clz32(bits & -bits)]] += add;
    }
  }
}

let columnCounts = new Int32Array(256);

/** Adds `delta` for the codes of one column of every listing in `visit`. */
export function countColumn(
  index: ListingIndex,
  column: DimensionColumn,
  visit: Uint32Array,
  words: number,
  counts: Int32Array,
  delta: number,
): void {
  const { multis, multiWidth, bitIds } = index.codes;
  const position = column.position;
  if (column.dimension.kind === 'single') {
    // By dictionary position, from the column's own array (columnOf), then onto the code ids.
    const codes = index.codes.columnOf[position];
    const entries = column.dictionary.length + 1;
    if (columnCounts.length < entries) columnCounts = new Int32Array(Math.max(256, entries * 2));
    const local = columnCounts;
    local.fill(0, 0, entries);
    for (let w = 0; w < words; w++) {
      let x = visit[w];
      while (x !== 0) {
        const low = x & -x;
        local[codes[(w << 5) | (31 - Math.clz32(low))]]++;
        x ^= low;
      }
    }
    counts[column.noneId] += local[0] * delta;
    for (let i = 1; i < entries; i++) counts[column.ids[i - 1]] += local[i] * delta;
    return;
  }
  for (let w = 0; w < words; w++) {
    let x = visit[w];
    while (x !== 0) {
      const low = x & -x;
      const slot = (w << 5) | (31 - Math.clz32(low));
      x ^= low;
      let bits = multis[slot * multiWidth + position];
      while (bits !== 0) {
        const bit = bits & -bits;
        counts[bitIds[(position << 5) | (31 - Math.clz32(bit))]] += delta;
        bits ^= bit;
      }
    }
  }
}

/** Adds `delta` to the listing count of the owner of every listing in `visit`. */
export function countOwners(
  ownerSlot: Int32Array,
  visit: Uint32Array,
  words: number,
  counts: Int32Array,
  delta: number,
): void {
  for (let w = 0; w < words; w++) {
    let x = visit[w];
    while (x !== 0) {
      const low = x & -x;
      counts[ownerSlot[(w << 5) | (31 - Math.clz32(low))]] += delta;
      x ^= low;
    }
  }
}
