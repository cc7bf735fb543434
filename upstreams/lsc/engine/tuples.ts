/**
 * Code tuples: facet counting reads one number per group of dimensions instead of one per
 * dimension. Many dimensions go together (a trim fixes its make, model, series, body style,
 * drive, engine … in practice), so the distinct combinations of a group's code ids are few: a
 * million listings carry fewer than 2,000 combinations of the 17 dimensions that describe the
 * vehicle. Counting then adds 1 per listing to its combination's count, and the combinations'
 * counts are spread over their code ids once at the end.
 *
 * The groups are chosen from the data (see `partition`): a column joins the group whose
 * combinations it multiplies least, as long as that group keeps at most TUPLE_LIMIT combinations
 * on a sample; columns that fit nowhere are counted one by one. Combinations are interned as
 * listings are assigned, so any data is counted exactly; the grouping only decides the speed.
 */

/** Most combinations per group, measured on the sample the partition is chosen from. */
const TUPLE_LIMIT = 4_096;
/** Listings the partition is chosen from. */
const SAMPLE = 20_000;

export class TupleTable {
  /** Tuple id → its code ids: members[start[t] .. start[t + 1]). Tuple 0 has none (an empty row). */
  private start = new Int32Array(1_025);
  members = new Uint16Array(4_096);
  count = 1;
  private table = new Int32Array(1_024);
  private used = 0;

  /** The start of every tuple and one past the last, for spreading counts. */
  get starts(): Int32Array {
    return this.start;
  }

  /** The id of the tuple of `row[positions[i]]` for each i (added when new). */
  intern(row: Uint16Array, base: number, positions: Int32Array): number {
    let hash = 0x811c9dc5;
    for (let i = 0; i < positions.length; i++) hash = Math.imul(hash ^ row[base + positions[i]], 0x01000193);
    hash = mix(hash);
    const mask = this.table.length - 1;
    for (let h = hash & mask; ; h = (h + 1) & mask) {
      const id = this.table[h];
      if (id === 0) break;
      const s = this.start[id];
      let same = this.start[id + 1] - s === positions.length;
      for (let i = 0; same && i < positions.length; i++) {
        if (this.members[s + i] !== row[base + positions[i]]) {
          same = false;
          break;
        }
      }
      if (same) return id;
    }
    const id = this.count++;
    if (this.count >= this.start.length) {
      const start = new Int32Array(this.start.length * 2);
      start.set(this.start);
      this.start = start;
    }
    const s = this.start[id];
    if (s + positions.length > this.members.length) {
      const members = new Uint16Array(Math.max(this.members.length * 2, s + positions.length));
      members.set(this.members);
      this.members = members;
    }
    for (let i = 0; i < positions.length; i++) this.members[s + i] = row[base + positions[i]];
    this.start[id + 1] = s + positions.length;
    if (++this.used * 2 > this.table.length) this.rehash();
    else this.place(id, hash);
    return id;
  }

  private place(id: number, hash: number): void {
    const mask = this.table.length - 1;
    let h = hash & mask;
    while (this.table[h] !== 0) h = (h + 1) & mask;
    this.table[h] = id;
  }

  private rehash(): void {
    this.table = new Int32Array(this.table.length * 2);
    for (let id = 1; id < this.count; id++) {
      let hash = 0x811c9dc5;
      for (let i = this.start[id]; i < this.start[id + 1]; i++) hash = Math.imul(hash ^ this.members[i], 0x01000193);
      this.place(id, mix(hash));
    }
  }
}

/** Spreads every bit of a hash over the low bits the table is indexed by (murmur3's finalizer). */
function mix(hash: number): number {
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  return hash ^ (hash >>> 16);
}

/**
 * Groups the single columns (positions 0 … width − 1 of each row) into tuples, from a sample of
 * the live rows: columns by falling cardinality, each joining the group whose combinations it
 * multiplies least while that group stays within TUPLE_LIMIT, else starting its own. Groups of
 * one column are left out: counting them directly costs the same and spreads nothing.
 */
export function partition(singles: Uint16Array, width: number, alive: Uint8Array, slots: number): Int32Array[] {
  const live: number[] = [];
  for (let slot = 0; slot < slots; slot++) if (alive[slot]) live.push(slot);
  if (live.length === 0) return [];
  const step = Math.max(1, live.length / SAMPLE);
  const sample: number[] = [];
  for (let i = 0; i < live.length; i += step) sample.push(live[Math.floor(i)]);
  const distinct = (position: number) => new Set(sample.map((slot) => singles[slot * width + position])).size;
  const columns = Array.from({ length: width }, (_, j) => ({ j, n: distinct(j) })).sort((a, b) => b.n - a.n);
  const groups: Array<{ positions: number[]; keys: Float64Array; size: number }> = [];
  for (const { j } of columns) {
    let best: { group: (typeof groups)[number]; keys: Float64Array; size: number } | undefined;
    for (const group of groups) {
      const ids = new Map<number, number>();
      const keys = new Float64Array(sample.length);
      for (let i = 0; i < sample.length; i++) {
        const key = group.keys[i] * 65_536 + singles[sample[i] * width + j];
        let id = ids.get(key);
        if (id === undefined) ids.set(key, (id = ids.size));
        keys[i] = id;
      }
      if (ids.size > TUPLE_LIMIT) continue;
      if (!best || ids.size / group.size < best.size / best.group.size) best = { group, keys, size: ids.size };
    }
    if (best) {
      best.group.positions.push(j);
      best.group.keys = best.keys;
      best.group.size = best.size;
      continue;
    }
    const ids = new Map<number, number>();
    const keys = Float64Array.from(sample, (slot) => {
      const code = singles[slot * width + j];
      let id = ids.get(code);
      if (id === undefined) ids.set(code, (id = ids.size));
      return id;
    });
    groups.push({ positions: [j], keys, size: ids.size });
  }
  return groups.filter((g) => g.positions.length > 1).map((g) => Int32Array.from(g.positions.sort((a, b) => a - b)));
}
