import type { ListingRecord, OwnerRecord } from '../records';
import { staticRelevance } from './relevance';
import { DIMENSIONS, type Dimension } from './dimensions';
import { priceRating } from './price-rating';

/** One dimension's codes: a dictionary and, per listing, its code index (single) or bitmask (multi). */
export interface DimensionColumn {
  dimension: Dimension;
  dictionary: string[];
  indexOf: Map<string, number>;
  /** single: dictionary index + 1 (0 = none); multi: bit i set = dictionary[i]. */
  values: Uint16Array | Uint32Array;
}

export type OrderKey = 'price' | 'year' | 'mileage' | 'listedAt' | 'relevance';
const ORDER_KEYS: OrderKey[] = ['price', 'year', 'mileage', 'listedAt', 'relevance'];

/** Changed slots are merged into sorted walks until there are this many, then the orders are rebuilt. */
const MAX_DIRTY_SLOTS = 5_000;

/** Peers for the typical price: same model, model year, and new or used. */
const peerKey = (listing: ListingRecord) => `${listing.modelCode}|${listing.year}|${listing.listingType === 'NEW' ? 'N' : 'U'}`;

/**
 * The in-memory search index: listings in typed columns (one slot per listing) plus, for each
 * ordered sort key, a precomputed order so a page of a sorted search is found by walking that
 * order and stopping once the page is full. It follows the database: upsert() and remove()
 * change slots in place; changed slots are merged into walks until the orders are rebuilt.
 */
export class ListingIndex {
  /** Slot → listing; a removed listing's slot stays, marked dead in `alive`. */
  readonly records: ListingRecord[] = [];
  readonly owners = new Map<number, OwnerRecord>();
  private readonly slotById = new Map<number, number>();
  private readonly peers = new Map<string, Set<number>>();
  private liveCount = 0;

  alive = new Uint8Array(0);
  price = new Int32Array(0);
  year = new Int16Array(0);
  mileage = new Int32Array(0);
  listedAt = new Float64Array(0);
  relevance = new Float32Array(0);
  expectedPrice = new Int32Array(0);
  /** Per listing, the position of its owner in ownerList; distances are computed per owner. */
  ownerSlot = new Int32Array(0);
  ownerList: OwnerRecord[] = [];
  ownerLatitude = new Float64Array(0);
  ownerLongitude = new Float64Array(0);
  private readonly ownerPosition = new Map<number, number>();
  readonly dimensions = new Map<string, DimensionColumn>();
  /** Per dimension, the count of every code over the live listings (the base of complement counting). */
  readonly totals = new Map<string, Int32Array>();
  /** Display names and the make of each model, for filter option labels and trim code forms. */
  readonly names = { make: new Map<string, string>(), model: new Map<string, string>(), trim: new Map<string, string>() };
  readonly modelMake = new Map<string, string>();

  /** Slot orders ascending by key, ties by slot (listing id order at build time). */
  readonly orders: Record<OrderKey, Int32Array> = {
    price: new Int32Array(0),
    year: new Int32Array(0),
    mileage: new Int32Array(0),
    listedAt: new Int32Array(0),
    relevance: new Int32Array(0),
  };
  /** Slots whose place in the orders is stale (changed or added since the orders were built). */
  private readonly dirty = new Set<number>();
  private ordersBuilt = false;

  /** Slots in use, live or dead: the bound of every scan. */
  get slots(): number {
    return this.records.length;
  }

  /** Listings for sale. */
  get size(): number {
    return this.liveCount;
  }

  slotOf(listingId: number): number | undefined {
    return this.slotById.get(listingId);
  }

  key(order: OrderKey): ArrayLike<number> {
    return this[order];
  }

  static build(listings: ListingRecord[], owners: OwnerRecord[], now = Date.now()): ListingIndex {
    const index = new ListingIndex();
    for (const owner of owners) index.addOwner(owner);
    listings.sort((a, b) => a.id - b.id);
    index.grow(listings.length + Math.max(1_024, listings.length >> 4));
    for (const dimension of DIMENSIONS) {
      index.dimensions.set(dimension.name, { dimension, dictionary: [], indexOf: new Map(), values: index.dimensionArray(dimension, index.alive.length) });
      index.totals.set(dimension.name, new Int32Array(0));
    }
    for (const listing of listings) index.place(listing);
    for (const slots of index.peers.values()) index.priceGroup(slots);
    for (let slot = 0; slot < index.slots; slot++) index.describe(slot, now, 1);
    index.rebuildOrders();
    return index;
  }

  /** Adds a listing or replaces the one with its id (repriced, edited). */
  upsert(listing: ListingRecord, owner?: OwnerRecord, now = Date.now()): void {
    if (owner) this.addOwner(owner);
    const existing = this.slotById.get(listing.id);
    if (existing !== undefined) {
      this.describe(existing, now, -1);
      const oldPeers = this.peers.get(peerKey(this.records[existing]));
      oldPeers?.delete(existing);
      this.records[existing] = listing;
      this.setColumns(existing, listing);
      this.join(existing, now);
      // An edit that moves the listing to other peers (year, model) changes its old peers' typical price too.
      if (oldPeers?.size && oldPeers !== this.peers.get(peerKey(listing))) this.repriceGroup(oldPeers, now);
      return;
    }
    if (this.slots === this.alive.length) this.grow(Math.ceil(this.alive.length * 1.5) + 1_024);
    const slot = this.place(listing);
    this.join(slot, now);
  }

  /** Takes a listing off sale (sold, expired, deleted). */
  remove(listingId: number, now = Date.now()): void {
    const slot = this.slotById.get(listingId);
    if (slot === undefined) return;
    this.describe(slot, now, -1);
    this.alive[slot] = 0;
    this.liveCount--;
    this.slotById.delete(listingId);
    const peers = this.peers.get(peerKey(this.records[slot]));
    peers?.delete(slot);
    if (peers?.size) this.repriceGroup(peers, now);
  }

  /**
   * Visits the slots accepted by `accept` in the order of `order` (descending reverses it, ties
   * included), until `visit` returns false. Stale slots are merged in by their current key.
   */
  walk(order: OrderKey, descending: boolean, accept: (slot: number) => boolean, visit: (slot: number) => boolean): void {
    const key = this.key(order);
    const before = (a: number, b: number) => key[a] - key[b] || a - b;
    const extra = [...this.dirty].filter((slot) => this.alive[slot] && accept(slot)).sort(descending ? (a, b) => before(b, a) : before);
    const main = this.orders[order];
    const n = main.length;
    let e = 0;
    for (let k = 0; k < n; k++) {
      const slot = main[descending ? n - 1 - k : k];
      if (this.dirty.has(slot) || !accept(slot)) continue;
      while (e < extra.length && (descending ? before(extra[e], slot) > 0 : before(extra[e], slot) < 0)) {
        if (!visit(extra[e++])) return;
      }
      if (!visit(slot)) return;
    }
    while (e < extra.length) if (!visit(extra[e++])) return;
  }

  private addOwner(owner: OwnerRecord): void {
    const known = this.ownerPosition.get(owner.id);
    if (known !== undefined) {
      this.ownerList[known] = owner;
      this.owners.set(owner.id, owner);
      this.ownerLatitude[known] = owner.latitude;
      this.ownerLongitude[known] = owner.longitude;
      return;
    }
    const position = this.ownerList.length;
    if (position >= this.ownerLatitude.length) {
      const capacity = Math.max(1_024, position * 2);
      this.ownerLatitude = copyInto(new Float64Array(capacity), this.ownerLatitude);
      this.ownerLongitude = copyInto(new Float64Array(capacity), this.ownerLongitude);
    }
    this.ownerList.push(owner);
    this.owners.set(owner.id, owner);
    this.ownerPosition.set(owner.id, position);
    this.ownerLatitude[position] = owner.latitude;
    this.ownerLongitude[position] = owner.longitude;
  }

  /** Makes room for `capacity` slots, keeping what is there. */
  private grow(capacity: number): void {
    this.alive = copyInto(new Uint8Array(capacity), this.alive);
    this.price = copyInto(new Int32Array(capacity), this.price);
    this.year = copyInto(new Int16Array(capacity), this.year);
    this.mileage = copyInto(new Int32Array(capacity), this.mileage);
    this.listedAt = copyInto(new Float64Array(capacity), this.listedAt);
    this.relevance = copyInto(new Float32Array(capacity), this.relevance);
    this.expectedPrice = copyInto(new Int32Array(capacity), this.expectedPrice);
    this.ownerSlot = copyInto(new Int32Array(capacity), this.ownerSlot);
    for (const column of this.dimensions.values()) {
      column.values = copyInto(this.dimensionArray(column.dimension, capacity), column.values);
    }
  }

  private dimensionArray(dimension: Dimension, capacity: number): Uint16Array | Uint32Array {
    return dimension.kind === 'single' ? new Uint16Array(capacity) : new Uint32Array(capacity);
  }

  /** Puts a new listing in the next slot: columns and peer group, not yet described. */
  private place(listing: ListingRecord): number {
    const slot = this.records.length;
    this.records.push(listing);
    this.slotById.set(listing.id, slot);
    this.alive[slot] = 1;
    this.liveCount++;
    this.setColumns(slot, listing);
    return slot;
  }

  private setColumns(slot: number, listing: ListingRecord): void {
    this.price[slot] = listing.price;
    this.year[slot] = listing.year;
    this.mileage[slot] = listing.mileage;
    this.listedAt[slot] = listing.listedAt;
    this.ownerSlot[slot] = this.ownerPosition.get(listing.ownerId) ?? -1;
    this.names.make.set(listing.makeCode, listing.makeName);
    this.names.model.set(listing.modelCode, listing.modelName);
    this.names.trim.set(`${listing.modelCode}|${listing.trimCode}`, listing.trimName);
    this.modelMake.set(listing.modelCode, listing.makeCode);
    const key = peerKey(listing);
    let peers = this.peers.get(key);
    if (!peers) this.peers.set(key, (peers = new Set()));
    peers.add(slot);
  }

  /** After a change: the slot's peers get a new typical price, and every affected slot is described again. */
  private join(slot: number, now: number): void {
    this.repriceGroup(this.peers.get(peerKey(this.records[slot]))!, now, slot);
  }

  private repriceGroup(peers: Set<number>, now: number, changed?: number): void {
    for (const slot of peers) if (slot !== changed) this.describe(slot, now, -1);
    this.priceGroup(peers);
    for (const slot of peers) this.describe(slot, now, 1);
  }

  /** Typical asking price of a peer group: the median of its prices. */
  private priceGroup(peers: Set<number>): void {
    const prices = [...peers].map((slot) => this.price[slot]).sort((a, b) => a - b);
    const median = prices[Math.floor(prices.length / 2)];
    for (const slot of peers) this.expectedPrice[slot] = median;
  }

  /**
   * Adds (sign 1) or takes away (sign -1) a slot's derived values: its codes in every dimension
   * and their totals, and its relevance. Adding marks the slot stale for the orders.
   */
  private describe(slot: number, now: number, sign: 1 | -1): void {
    const listing = this.records[slot];
    const owner = this.owners.get(listing.ownerId);
    const deal = priceRating(listing.price, this.expectedPrice[slot], listing.listingType);
    for (const column of this.dimensions.values()) {
      const totals = this.totalsFor(column);
      if (sign === -1) {
        const value = column.values[slot];
        if (column.dimension.kind === 'single') {
          if (value) totals[value - 1]--;
        } else {
          for (let bit = 0; bit < column.dictionary.length; bit++) if (value & (1 << bit)) totals[bit]--;
        }
        column.values[slot] = 0;
        continue;
      }
      const codes = column.dimension.codes(listing, owner, deal);
      if (codes === null) continue;
      if (column.dimension.kind === 'single') {
        const i = this.codeOf(column, codes as string);
        column.values[slot] = i + 1;
        this.totalsFor(column)[i]++;
      } else {
        let mask = 0;
        for (const value of codes as string[]) {
          const bit = this.codeOf(column, value);
          if (bit >= 32) throw new Error(`dimension ${column.dimension.name} has more than 32 codes`);
          mask |= 1 << bit;
          this.totalsFor(column)[bit]++;
        }
        column.values[slot] = mask >>> 0;
      }
    }
    if (sign === 1) {
      this.relevance[slot] = staticRelevance(listing, this.expectedPrice[slot], now);
      if (this.ordersBuilt) this.markDirty(slot);
    }
  }

  private codeOf(column: DimensionColumn, value: string): number {
    let i = column.indexOf.get(value);
    if (i === undefined) {
      i = column.dictionary.length;
      column.indexOf.set(value, i);
      column.dictionary.push(value);
    }
    return i;
  }

  /** Totals grow with the dictionary. */
  private totalsFor(column: DimensionColumn): Int32Array {
    let totals = this.totals.get(column.dimension.name)!;
    if (totals.length < column.dictionary.length) {
      totals = copyInto(new Int32Array(column.dictionary.length + 8), totals);
      this.totals.set(column.dimension.name, totals);
    }
    return totals;
  }

  private markDirty(slot: number): void {
    this.dirty.add(slot);
    if (this.dirty.size > MAX_DIRTY_SLOTS) this.rebuildOrders();
  }

  private rebuildOrders(): void {
    const live: number[] = [];
    for (let slot = 0; slot < this.slots; slot++) if (this.alive[slot]) live.push(slot);
    for (const order of ORDER_KEYS) {
      const key = this.key(order);
      this.orders[order] = Int32Array.from(live.slice().sort((a, b) => key[a] - key[b] || a - b));
    }
    this.dirty.clear();
    this.ordersBuilt = true;
  }
}

function copyInto<T extends { set(source: ArrayLike<number>): void; length: number }>(target: T, source: ArrayLike<number>): T {
  target.set(source.length > target.length ? Array.prototype.slice.call(source, 0, target.length) : source);
  return target;
}
