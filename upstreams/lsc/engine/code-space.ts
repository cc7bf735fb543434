import type { ListingRecord, OwnerRecord } from '../records';
import type { Dimension } from './dimensions';
import { partition, TupleTable } from './tuples';

/** One dimension's codes: its dictionary and the code id of each dictionary entry. */
export interface DimensionColumn {
  dimension: Dimension;
  dictionary: string[];
  indexOf: Map<string, number>;
  /** Code id of each dictionary entry. */
  ids: number[];
  /** single: its column in `singles`; multi: its column in `multis`. */
  position: number;
  /** single: the id a listing without a code carries (counted like a code, never shown). */
  noneId: number;
}

/** Code ids are 16-bit; id 0 is never a code, so zeroed rows count nowhere that matters. */
const MAX_IDS = 65_535;

/**
 * Every listing's codes as numbers, row by row, so facet counting reads one short row per listing:
 * `singles[slot * width + position]` is the code id of a single dimension, `multis[slot * multiWidth
 * + position]` the code bitmask of a multi one. Beside the rows it keeps, over the live listings,
 * the count of every code id (`totals`) and, per code id of a single dimension, the count of every
 * code id among the listings carrying it (`cooccurrence`): the facet counts of 'every listing with
 * code c', which a search starts from instead of counting those listings one by one.
 */
export class CodeSpace {
  readonly singleColumns: DimensionColumn[] = [];
  readonly multiColumns: DimensionColumn[] = [];
  readonly width: number;
  readonly multiWidth: number;
  singles = new Uint16Array(0);
  multis = new Uint32Array(0);
  /** Multi column position * 32 + bit → code id. */
  readonly bitIds: Uint16Array;
  /** Code id → the column it belongs to (index into singleColumns, or -1 - index into multiColumns). */
  private readonly idColumn: number[] = [0];
  idCount = 1;
  totals: Int32Array = new Int32Array(256);
  /** Per code id of a single dimension (undefined otherwise): counts of every code id among its listings. */
  cooccurrence: Int32Array[] = [];
  private readonly rowIds = new Int32Array(64 * 32);
  /**
   * Tuples of single columns (tuples.ts): `tupleOf[slot * tupleWidth + g]` is the tuple id of the
   * slot's codes in the columns of group g. `loose` are the single positions in no group.
   */
  tupleGroups: Int32Array[] = [];
  tupleWidth = 0;
  tupleOf = new Int32Array(0);
  tuples = new TupleTable();
  loose: Int32Array;
  /**
   * Byte planes of the multi columns: plane i is byte `planeShift[i] / 8` of column
   * `planeColumn[i]`, for the bytes its dictionary uses. Counting adds 1 per plane and listing to
   * the count of the byte's value, and spreads those over the bits at the end.
   */
  planeColumn = new Int32Array(0);
  planeShift = new Int32Array(0);
  /**
   * The single columns again, one array each (column-major): per slot the position of its code
   * in the column's dictionary plus 1 (0: no code). Counting one column over many listings reads
   * one byte per listing from a small array instead of a cache line of the rows.
   */
  columnOf: Array<Uint8Array | Uint16Array> = [];

  constructor(dimensions: readonly Dimension[]) {
    for (const dimension of dimensions) {
      const column: DimensionColumn = {
        dimension,
        dictionary: [],
        indexOf: new Map(),
        ids: [],
        position: 0,
        noneId: 0,
      };
      if (dimension.kind === 'single') {
        column.position = this.singleColumns.length;
        this.singleColumns.push(column);
        column.noneId = this.newId(column.position);
      } else {
        column.position = this.multiColumns.length;
        this.multiColumns.push(column);
      }
    }
    this.width = this.singleColumns.length;
    this.multiWidth = this.multiColumns.length;
    this.bitIds = new Uint16Array(this.multiWidth * 32);
    this.loose = Int32Array.from(this.singleColumns, (c) => c.position);
    this.columnOf = this.singleColumns.map(() => new Uint8Array(0));
  }

  /**
   * Chooses the tuple groups from the live rows (tuples.ts) and assigns every live slot its
   * tuples. Counts are unaffected; only how they are counted changes.
   */
  partitionTuples(alive: Uint8Array, slots: number): void {
    this.tupleGroups = partition(this.singles, this.width, alive, slots);
    this.tupleWidth = this.tupleGroups.length;
    this.tuples = new TupleTable();
    this.tupleOf = new Int32Array((this.singles.length / this.width) * this.tupleWidth);
    const grouped = new Set(this.tupleGroups.flatMap((g) => [...g]));
    this.loose = Int32Array.from(
      this.singleColumns.filter((c) => !grouped.has(c.position)),
      (c) => c.position,
    );
    for (let slot = 0; slot < slots; slot++) if (alive[slot]) this.assignTuples(slot);
  }

  private assignTuples(slot: number): void {
    const G = this.tupleWidth;
    for (let g = 0; g < G; g++)
      this.tupleOf[slot * G + g] = this.tuples.intern(this.singles, slot * this.width, this.tupleGroups[g]);
  }

  private updatePlanes(): void {
    const column: number[] = [],
      shift: number[] = [];
    for (const c of this.multiColumns) {
      for (let b = 0; b * 8 < c.dictionary.length; b++) {
        column.push(c.position);
        shift.push(b * 8);
      }
    }
    this.planeColumn = Int32Array.from(column);
    this.planeShift = Int32Array.from(shift);
  }

  isSingleId(id: number): boolean {
    return this.idColumn[id] >= 0 && id !== 0;
  }

  grow(capacity: number): void {
    const singles = new Uint16Array(capacity * this.width);
    singles.set(this.singles.subarray(0, Math.min(this.singles.length, singles.length)));
    this.singles = singles;
    const multis = new Uint32Array(capacity * this.multiWidth);
    multis.set(this.multis.subarray(0, Math.min(this.multis.length, multis.length)));
    this.multis = multis;
    this.columnOf = this.columnOf.map((column) => {
      const grown = column instanceof Uint8Array ? new Uint8Array(capacity) : new Uint16Array(capacity);
      grown.set(column.subarray(0, Math.min(column.length, capacity)));
      return grown;
    });
    const tupleOf = new Int32Array(capacity * this.tupleWidth);
    tupleOf.set(this.tupleOf.subarray(0, Math.min(this.tupleOf.length, tupleOf.length)));
    this.tupleOf = tupleOf;
  }

  /** The code id of `value` in `column`, added to its dictionary when new. */
  idOf(column: DimensionColumn, value: string): number {
    const known = column.indexOf.get(value);
    if (known !== undefined) return column.ids[known];
    const i = column.dictionary.length;
    if (column.dimension.kind === 'multi' && i >= 32)
      throw new Error(`dimension ${column.dimension.name} has more than 32 codes`);
    const id = this.newId(column.dimension.kind === 'single' ? column.position : -1 - column.position);
    column.indexOf.set(value, i);
    column.dictionary.push(value);
    column.ids.push(id);
    if (column.dimension.kind === 'single' && i + 1 > 255 && this.columnOf[column.position] instanceof Uint8Array) {
      this.columnOf[column.position] = Uint16Array.from(this.columnOf[column.position]);
    }
    if (column.dimension.kind === 'multi') {
      this.bitIds[column.position * 32 + i] = id;
      if (i % 8 === 0) this.updatePlanes();
    }
    return id;
  }

  /** Writes a slot's codes and adds them to the totals and co-occurrence counts. */
  assign(slot: number, listing: ListingRecord, owner: OwnerRecord | undefined, deal: string | null): void {
    const base = slot * this.width;
    for (const column of this.singleColumns) {
      const code = column.dimension.codes(listing, owner, deal) as string | null;
      this.singles[base + column.position] = code === null ? column.noneId : this.idOf(column, code);
      this.columnOf[column.position][slot] = code === null ? 0 : column.indexOf.get(code)! + 1;
    }
    const multiBase = slot * this.multiWidth;
    for (const column of this.multiColumns) {
      let mask = 0;
      for (const code of (column.dimension.codes(listing, owner, deal) as string[] | null) ?? []) {
        this.idOf(column, code);
        mask |= 1 << column.indexOf.get(code)!;
      }
      this.multis[multiBase + column.position] = mask >>> 0;
    }
    this.assignTuples(slot);
    this.count(slot, 1);
  }

  /** Takes a slot's codes out of the counts and zeroes its row. */
  clear(slot: number): void {
    this.count(slot, -1);
    this.singles.fill(0, slot * this.width, (slot + 1) * this.width);
    for (const column of this.columnOf) column[slot] = 0;
    this.multis.fill(0, slot * this.multiWidth, (slot + 1) * this.multiWidth);
    this.tupleOf.fill(0, slot * this.tupleWidth, (slot + 1) * this.tupleWidth);
  }

  /** The code ids of a slot: its single codes first (`width` of them), then its multi bits. */
  idsOf(slot: number, out: Int32Array): number {
    let n = 0;
    const base = slot * this.width;
    for (let j = 0; j < this.width; j++) out[n++] = this.singles[base + j];
    const multiBase = slot * this.multiWidth;
    for (let m = 0; m < this.multiWidth; m++) {
      let bits = this.multis[multiBase + m];
      while (bits !== 0) {
        const low = bits & -bits;
        out[n++] = this.bitIds[m * 32 + 31 - Math.clz32(low)];
        bits ^= low;
      }
    }
    return n;
  }

  /** Per dictionary entry of `column`, its count in `counts` (indexed by code id). */
  dictionaryCounts(column: DimensionColumn, counts: Int32Array): Int32Array {
    const out = new Int32Array(column.dictionary.length);
    for (let i = 0; i < out.length; i++) out[i] = counts[column.ids[i]];
    return out;
  }

  private count(slot: number, delta: number): void {
    const ids = this.rowIds;
    const n = this.idsOf(slot, ids);
    for (let i = 0; i < n; i++) this.totals[ids[i]] += delta;
    for (let j = 0; j < this.width; j++) {
      const row = this.cooccurrence[ids[j]];
      for (let i = 0; i < n; i++) row[ids[i]] += delta;
    }
  }

  private newId(column: number): number {
    const id = this.idCount++;
    if (id > MAX_IDS) throw new Error('more than 65,535 facet codes');
    this.idColumn[id] = column;
    if (this.idCount > this.totals.length) {
      const capacity = this.totals.length * 2;
      this.totals = resized(this.totals, capacity);
      this.cooccurrence = this.cooccurrence.map((row) => row && resized(row, capacity));
    }
    if (column >= 0) this.cooccurrence[id] = new Int32Array(this.totals.length);
    return id;
  }
}

function resized(source: Int32Array, capacity: number): Int32Array {
  const target = new Int32Array(capacity);
  target.set(source);
  return target;
}
