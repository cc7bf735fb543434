import { MAX_SEARCH_RADIUS } from '../constants';
import type { ListingIndex, RangeKey } from './listing-index';
import type { DimensionColumn } from './code-space';
import { scatter, unscatter, setBit } from './bitset';
import { distanceMiles, dotWithin, milesFromDot, unitVector, type Point } from './geo';
import type { OwnerRecord } from '../records';

/**
 * One filter group of a search as a bitset of the live listings it lets through. Facet counts of
 * a group apply every other group's mask. `fill` builds the mask from the index's postings or sorted
 * keys, which may be stale for the index's changed slots; `test` re-tests such a slot.
 */
export interface FilterGroup {
  name: string;
  /** The column whose counts leave this group out: its own filter panel. */
  column?: DimensionColumn;
  /** Adds the facet counts (by code id) of the listings the group lets through, when known without a scan. */
  addCounts?(out: Int32Array): void;
  fill(mask: Uint32Array): void;
  /** Present when `fill` reads stale postings or orders. */
  test?: (slot: number) => boolean;
}

/** Listings carrying one of `acceptedIds` in a single dimension, via postings (or their complement). */
export function codeGroup(
  index: ListingIndex,
  name: string,
  column: DimensionColumn,
  acceptedIds: number[],
): FilterGroup {
  const { codeStart, codeSlots } = index.postings;
  const accepted = new Uint8Array(index.codes.idCount);
  let passing = 0;
  for (const id of acceptedIds) {
    accepted[id] = 1;
    passing += index.codes.totals[id];
  }
  const { singles, width } = index.codes;
  const position = column.position;
  return {
    name,
    column,
    addCounts(out) {
      for (const id of acceptedIds) {
        const row = index.codes.cooccurrence[id];
        for (let i = 0; i < row.length; i++) out[i] += row[i];
      }
    },
    fill(mask) {
      const postingIds = (id: number) => id < codeStart.length - 1;
      const bits = index.postings.codeBits;
      const words = Math.min(mask.length, bits.find((b) => b)?.length ?? 0);
      if (passing * 2 <= index.size) {
        mask.fill(0);
        for (const id of acceptedIds) {
          const set = bits[id];
          if (set) for (let w = 0; w < words; w++) mask[w] |= set[w];
          else if (postingIds(id)) scatter(mask, codeSlots, codeStart[id], codeStart[id + 1]);
        }
        return;
      }
      // Most listings pass: start from all of them and take away the other codes' listings.
      mask.set(index.aliveBits.subarray(0, mask.length));
      for (const id of [column.noneId, ...column.ids]) {
        if (accepted[id]) continue;
        const set = bits[id];
        if (set) for (let w = 0; w < words; w++) mask[w] &= ~set[w];
        else if (postingIds(id)) unscatter(mask, codeSlots, codeStart[id], codeStart[id + 1]);
      }
    },
    test: (slot) => accepted[singles[slot * width + position]] === 1,
  };
}

/** Listings having every one of `required` (a bitmask of a multi dimension), by a scan of its column. */
export function allOfGroup(index: ListingIndex, name: string, column: DimensionColumn, required: number): FilterGroup {
  return {
    name,
    column,
    fill(mask) {
      const { multis, multiWidth } = index.codes;
      const alive = index.aliveBits;
      let p = column.position;
      for (let w = 0; w < mask.length; w++) {
        let bits = 0;
        for (let b = 0; b < 32; b++, p += multiWidth) if ((multis[p] & required) >>> 0 === required) bits |= 1 << b;
        mask[w] = bits & alive[w];
      }
    },
  };
}

/** Listings having at least one of `accepted` (a bitmask of a multi dimension), by a scan of its column. */
export function anyOfGroup(index: ListingIndex, name: string, column: DimensionColumn, accepted: number): FilterGroup {
  return {
    name,
    column,
    fill(mask) {
      const { multis, multiWidth } = index.codes;
      const alive = index.aliveBits;
      let p = column.position;
      for (let w = 0; w < mask.length; w++) {
        let bits = 0;
        for (let b = 0; b < 32; b++, p += multiWidth) if ((multis[p] & accepted) !== 0) bits |= 1 << b;
        mask[w] = bits & alive[w];
      }
    },
  };
}

/** Listings whose key (price, year, mileage) lies in [min, max]: a stretch of that key's sort order. */
export function rangeGroup(
  index: ListingIndex,
  name: string,
  key: RangeKey,
  min: number,
  max: number,
  column?: DimensionColumn,
): FilterGroup {
  const values = index.key(key);
  const sorted = index.orderKeys[key];
  const from = lowerBound(sorted, min, false);
  const to = lowerBound(sorted, max, true);
  return {
    name,
    column,
    addCounts: (out) => index.addRangeCounts(key, min, max, from, to, out),
    fill(mask) {
      const order = index.orders[key];
      if ((to - from) * 2 <= order.length) {
        mask.fill(0);
        scatter(mask, order, from, to);
      } else {
        mask.set(index.aliveBits.subarray(0, mask.length));
        unscatter(mask, order, 0, from);
        unscatter(mask, order, to, order.length);
      }
    },
    test: (slot) => values[slot] >= min && values[slot] <= max,
  };
}

/** First position whose key is at least (or, `after`, above) `bound`. */
function lowerBound(sorted: Int32Array, bound: number, after: boolean): number {
  let lo = 0,
    hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < bound || (after && sorted[mid] === bound)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Listings of the owners within `radius` miles, via the owners' postings. */
export function radiusGroup(index: ListingIndex, ownerDistance: Float64Array, radius: number): FilterGroup {
  const { ownerStart, ownerSlots } = index.postings;
  const ownerSlot = index.ownerSlot;
  return {
    name: 'searchRadius',
    fill(mask) {
      mask.fill(0);
      const owners = Math.min(ownerStart.length - 1, ownerDistance.length);
      for (let o = 0; o < owners; o++)
        if (ownerDistance[o] <= radius) scatter(mask, ownerSlots, ownerStart[o], ownerStart[o + 1]);
    },
    test: (slot) => ownerDistance[ownerSlot[slot]] <= radius,
  };
}

/** Listings of the owners `accept` lets through (city, state, DMA), via the owners' postings. */
export function ownerGroup(index: ListingIndex, name: string, accept: (owner: OwnerRecord) => boolean): FilterGroup {
  const { ownerStart, ownerSlots } = index.postings;
  const ownerSlot = index.ownerSlot;
  const passing = Uint8Array.from(index.ownerList, (owner) => (accept(owner) ? 1 : 0));
  return {
    name,
    fill(mask) {
      mask.fill(0);
      const owners = Math.min(ownerStart.length - 1, passing.length);
      for (let o = 0; o < owners; o++) if (passing[o]) scatter(mask, ownerSlots, ownerStart[o], ownerStart[o + 1]);
    },
    test: (slot) => ownerSlot[slot] >= 0 && passing[ownerSlot[slot]] === 1,
  };
}

/** Exactly the listed slots (a lookup by id; none for a code no listing has). */
export function slotGroup(index: ListingIndex, name: string, slots: number[], column?: DimensionColumn): FilterGroup {
  return {
    name,
    column,
    fill(mask) {
      mask.fill(0);
      for (const slot of slots) if (index.alive[slot]) setBit(mask, slot, true);
    },
  };
}

let distanceBuffer = new Float64Array(0);

/**
 * Miles from the search location to every owner (a listing's distance is its owner's). Owners
 * within reach of any radius get the exact great-circle distance; farther ones, which no radius
 * can include, get NaN (one dot product of unit vectors tells them apart, without trigonometry):
 * `farMiles` gives theirs when a sort or a payload needs it.
 */
export function distancesToOwners(index: ListingIndex, location: Point): Float64Array {
  const n = index.ownerList.length;
  // Reused by every search (they run one at a time and keep no reference to it).
  if (distanceBuffer.length < n) distanceBuffer = new Float64Array(Math.ceil(n * 1.25));
  const out = distanceBuffer.subarray(0, n);
  const [x, y, z] = unitVector(location.latitude, location.longitude);
  const near = dotWithin(MAX_SEARCH_RADIUS + 1);
  const unit = index.ownerUnit;
  for (let i = 0; i < n; i++) {
    const dot = x * unit[i * 3] + y * unit[i * 3 + 1] + z * unit[i * 3 + 2];
    out[i] =
      dot >= near
        ? distanceMiles(location.latitude, location.longitude, index.ownerLatitude[i], index.ownerLongitude[i])
        : NaN;
  }
  return out;
}

/** Miles from `location` to the owner at `position`, for one beyond every radius (NaN in distancesToOwners). */
export function farMiles(index: ListingIndex, location: Point, position: number): number {
  const [x, y, z] = unitVector(location.latitude, location.longitude);
  const unit = index.ownerUnit;
  return milesFromDot(x * unit[position * 3] + y * unit[position * 3 + 1] + z * unit[position * 3 + 2]);
}
