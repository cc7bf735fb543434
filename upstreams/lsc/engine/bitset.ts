/** Word bitsets over index slots: bit (slot & 31) of word (slot >>> 5). */

export const wordsFor = (slots: number): number => (slots + 31) >>> 5;

function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function popcount(words: Uint32Array, count: number): number {
  let total = 0;
  for (let w = 0; w < count; w++) if (words[w] !== 0) total += popcount32(words[w]);
  return total;
}

export const hasBit = (words: Uint32Array, slot: number): boolean => ((words[slot >>> 5] >>> (slot & 31)) & 1) === 1;

export function setBit(words: Uint32Array, slot: number, on: boolean): void {
  if (on) words[slot >>> 5] |= 1 << (slot & 31);
  else words[slot >>> 5] &= ~(1 << (slot & 31));
}

/** Sets the bits of `slots[from..to)`. */
export function scatter(words: Uint32Array, slots: Int32Array, from: number, to: number): void {
  for (let i = from; i < to; i++) {
    const slot = slots[i];
    words[slot >>> 5] |= 1 << (slot & 31);
  }
}

/** Clears the bits of `slots[from..to)`. */
export function unscatter(words: Uint32Array, slots: Int32Array, from: number, to: number): void {
  for (let i = from; i < to; i++) {
    const slot = slots[i];
    words[slot >>> 5] &= ~(1 << (slot & 31));
  }
}

/** The set slots in ascending order, written into `out`. */
export function slotsOf(words: Uint32Array, count: number, out: Int32Array): Int32Array {
  let n = 0;
  for (let w = 0; w < count; w++) {
    let x = words[w];
    while (x !== 0) {
      const low = x & -x;
      out[n++] = (w << 5) | (31 - Math.clz32(low));
      x ^= low;
    }
  }
  return out.subarray(0, n);
}
