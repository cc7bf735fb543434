import type { CodeSpace } from './code-space';

/** Codes carried by at least one listing in this many also get a bitset (Postings.codeBits). */
const BITSET_SHARE = 32;

/**
 * Posting lists built with the sort orders: per code id of a single dimension, and per owner, the
 * live slots carrying it in ascending order (one compressed-row array each). A filter then touches
 * only the listings of its own codes. They describe the index as of their build; slots changed
 * since are the index's stale slots, which a search re-tests one by one.
 */
export class Postings {
  constructor(
    /** Slots of code id c: codeSlots[codeStart[c] .. codeStart[c + 1]). */
    readonly codeStart: Int32Array,
    readonly codeSlots: Int32Array,
    /** Slots of the owner at position o: ownerSlots[ownerStart[o] .. ownerStart[o + 1]). */
    readonly ownerStart: Int32Array,
    readonly ownerSlots: Int32Array,
    /**
     * The slots of each code id carried by at least one listing in BITSET_SHARE, also as a bitset:
     * a filter on a common code (used cars, automatic, gasoline) copies 31,250 words at a million
     * listings instead of setting hundreds of thousands of bits one by one.
     */
    readonly codeBits: Array<Uint32Array | undefined> = [],
  ) {}

  static empty(): Postings {
    return new Postings(new Int32Array(1), new Int32Array(0), new Int32Array(1), new Int32Array(0));
  }

  static build(codes: CodeSpace, alive: Uint8Array, slots: number, ownerSlot: Int32Array, owners: number): Postings {
    const { width, singles, idCount } = codes;
    const codeStart = new Int32Array(idCount + 1);
    const ownerStart = new Int32Array(owners + 1);
    let live = 0;
    for (let slot = 0; slot < slots; slot++) {
      if (!alive[slot]) continue;
      live++;
      const base = slot * width;
      for (let j = 0; j < width; j++) codeStart[singles[base + j] + 1]++;
      if (ownerSlot[slot] >= 0) ownerStart[ownerSlot[slot] + 1]++;
    }
    for (let c = 0; c < idCount; c++) codeStart[c + 1] += codeStart[c];
    for (let o = 0; o < owners; o++) ownerStart[o + 1] += ownerStart[o];
    const codeSlots = new Int32Array(live * width);
    const ownerSlots = new Int32Array(ownerStart[owners]);
    const codeNext = codeStart.slice(0, idCount);
    const ownerNext = ownerStart.slice(0, owners);
    for (let slot = 0; slot < slots; slot++) {
      if (!alive[slot]) continue;
      const base = slot * width;
      for (let j = 0; j < width; j++) codeSlots[codeNext[singles[base + j]]++] = slot;
      if (ownerSlot[slot] >= 0) ownerSlots[ownerNext[ownerSlot[slot]]++] = slot;
    }
    const codeBits: Array<Uint32Array | undefined> = [];
    const words = (slots + 31) >>> 5;
    for (let id = 0; id < idCount; id++) {
      if ((codeStart[id + 1] - codeStart[id]) * BITSET_SHARE < live || live === 0) continue;
      const bits = (codeBits[id] = new Uint32Array(words));
      for (let i = codeStart[id]; i < codeStart[id + 1]; i++) bits[codeSlots[i] >>> 5] |= 1 << (codeSlots[i] & 31);
    }
    return new Postings(codeStart, codeSlots, ownerStart, ownerSlots, codeBits);
  }
}
