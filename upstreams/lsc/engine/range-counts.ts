import type { CodeSpace } from './code-space';

/** Positions of a sort order per block of the prefix counts: a range's ends cost at most this many listings each. */
const RANGE_BLOCK = 2_048;

/** A changed slot as it was when the orders were built: its codes and range keys then. */
export interface BuiltState {
  ids: Int32Array;
  keys: Record<'price' | 'year' | 'mileage', number>;
}

/**
 * Facet counts of a stretch of a sort order (price, year, mileage): cumulative code counts every
 * RANGE_BLOCK positions, so the listings in [from, to) of the order are counted from two rows
 * plus the few listings at the ends. Counts are of the codes listings had when the orders were
 * built; a search corrects them for the slots changed since (see ListingIndex.rangeCounts).
 */
export class RangeCounts {
  private constructor(
    private readonly order: Int32Array,
    private readonly ids: number,
    /** Row b: counts by code id of positions [0, b * RANGE_BLOCK). */
    private readonly prefix: Int32Array,
  ) {}

  static build(order: Int32Array, codes: CodeSpace): RangeCounts {
    const ids = codes.idCount;
    const blocks = Math.floor(order.length / RANGE_BLOCK);
    const prefix = new Int32Array((blocks + 1) * ids);
    const running = new Int32Array(ids);
    const row = new Int32Array(64 * 32);
    for (let b = 0; b < blocks; b++) {
      for (let pos = b * RANGE_BLOCK; pos < (b + 1) * RANGE_BLOCK; pos++) {
        const n = codes.idsOf(order[pos], row);
        for (let i = 0; i < n; i++) running[row[i]]++;
      }
      prefix.set(running, (b + 1) * ids);
    }
    return new RangeCounts(order, ids, prefix);
  }

  /**
   * Adds the build-time counts of positions [from, to) to `out`. `builtIds` gives the codes a
   * changed slot had then (undefined for unchanged slots, whose codes are current).
   */
  addCounts(
    from: number,
    to: number,
    codes: CodeSpace,
    builtIds: (slot: number) => Int32Array | undefined,
    out: Int32Array,
  ): void {
    const firstFull = Math.ceil(from / RANGE_BLOCK);
    const lastFull = Math.floor(to / RANGE_BLOCK);
    if (firstFull >= lastFull) {
      this.addPositions(from, to, codes, builtIds, out);
      return;
    }
    const high = lastFull * this.ids,
      low = firstFull * this.ids;
    for (let id = 0; id < this.ids; id++) out[id] += this.prefix[high + id] - this.prefix[low + id];
    this.addPositions(from, firstFull * RANGE_BLOCK, codes, builtIds, out);
    this.addPositions(lastFull * RANGE_BLOCK, to, codes, builtIds, out);
  }

  private addPositions(
    from: number,
    to: number,
    codes: CodeSpace,
    builtIds: (slot: number) => Int32Array | undefined,
    out: Int32Array,
  ): void {
    const row = new Int32Array(64 * 32);
    for (let pos = from; pos < to; pos++) {
      const slot = this.order[pos];
      const built = builtIds(slot);
      if (built) {
        for (let i = 0; i < built.length; i++) out[built[i]]++;
        continue;
      }
      const n = codes.idsOf(slot, row);
      for (let i = 0; i < n; i++) out[row[i]]++;
    }
  }
}
