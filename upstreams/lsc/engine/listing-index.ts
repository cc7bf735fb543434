import type { ListingRecord, OwnerRecord } from '../records';
import { staticRelevance } from './relevance';
import { DIMENSIONS, MILEAGE_BAND, PRICE_BAND, YEAR_BAND } from './dimensions';
import { expectedPriceOf, fitPeers, peerYears, priceRating, type PeerFit, type PriceRating } from './price-rating';
import { CodeSpace, type DimensionColumn } from './code-space';
import { Postings } from './postings';
import { wordsFor } from './bitset';
import { unitVector } from './geo';
import { RangeCounts, type BuiltState } from './range-counts';

export type { DimensionColumn } from './code-space';

export type OrderKey = 'price' | 'year' | 'mileage' | 'listedAt' | 'relevance';
const ORDER_KEYS: OrderKey[] = ['price', 'year', 'mileage', 'listedAt', 'relevance'];
/** Orders whose keys a range filter reads: their sorted keys are kept beside them for binary search. */
export type RangeKey = 'price' | 'year' | 'mileage';
const RANGE_KEYS: RangeKey[] = ['price', 'year', 'mileage'];

/** How an index is built. */
export interface IndexOptions {
  /**
   * Count price and year histogram bins (docs/rules/filters.md#range-histograms); on unless false.
   * Off only to measure what the histograms cost (bench/search.ts).
   */
  rangeHistograms?: boolean;
}

/** Changed slots are merged into sorted walks until there are this many, then the orders are rebuilt. */
const MAX_DIRTY_SLOTS = 5_000;

/**
 * Listings are grouped by model, new or used, and model year: the peers of a listing (price-rating.ts)
 * are the groups of its model and condition within the year band of its own year.
 */
const groupKey = (modelCode: string, condition: string, year: number) => `${modelCode}|${condition}|${year}`;
const conditionOf = (listing: ListingRecord) => (listing.listingType === 'NEW' ? 'N' : 'U');
const peerKey = (listing: ListingRecord) => groupKey(listing.modelCode, conditionOf(listing), listing.year);
/** The groups whose listings count `listing` among their peers (its own first). */
const affectedGroups = (listing: ListingRecord) =>
  peerYears(listing.year).map((year) => groupKey(listing.modelCode, conditionOf(listing), year));

/** A listing's comparables: its peer groups' listings and the fit its expected price comes from. */
export interface Comparables {
  listing: ListingRecord;
  /** New cars are compared with new ones; used and certified with each other. */
  condition: 'NEW' | 'USED';
  /** The model years the comparables span. */
  startYear: number;
  endYear: number;
  /** Their asking prices, the listing's own among them. */
  prices: number[];
  fit: PeerFit;
  expectedPrice: number;
}

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
  /** Live slots by model, new or used, and model year (see groupKey). */
  private readonly peers = new Map<string, Set<number>>();
  /** Work buffers of the peer fits. */
  private peerPrices = new Float64Array(1_024);
  private peerMileages = new Float64Array(1_024);
  private liveCount = 0;

  alive = new Uint8Array(0);
  /** The same as a bitset: the universe every filter mask is cut from. */
  aliveBits = new Uint32Array(0);
  price = new Int32Array(0);
  year = new Int16Array(0);
  mileage = new Int32Array(0);
  listedAt = new Float64Array(0);
  /** The newest listing date ever indexed (never goes back): the inventory's clock (inventoryClock). */
  newestListedAt = 0;
  relevance = new Float32Array(0);
  expectedPrice = new Int32Array(0);
  /** 1 where the price rating differs from the one stored with the listing (to be written back). */
  ratingStale = new Uint8Array(0);
  /** Per listing, the position of its owner in ownerList; distances are computed per owner. */
  ownerSlot = new Int32Array(0);
  ownerList: OwnerRecord[] = [];
  ownerLatitude = new Float64Array(0);
  ownerLongitude = new Float64Array(0);
  /** Each owner's place as a unit vector: the distance pre-test of a search is then one dot product. */
  ownerUnit = new Float64Array(0);
  /** Per owner position, how many live listings it has (the radius counts start from these). */
  ownerListings = new Int32Array(0);
  private readonly ownerPosition = new Map<number, number>();
  /** Facet codes of every slot, with their totals and co-occurrence counts. */
  readonly codes: CodeSpace;
  /** The filter groups (docs/rules/filters.md#filter-groups) by name (the range bands are counted, not listed). */
  readonly dimensions: Map<string, DimensionColumn>;
  readonly mileageColumn: DimensionColumn;
  /**
   * Histogram bins of price and year (docs/rules/filters.md#range-histograms); absent from an
   * index built without range histograms, whose price and year histograms are then all zeros.
   */
  readonly priceColumn: DimensionColumn | undefined;
  readonly yearColumn: DimensionColumn | undefined;
  /** Posting lists and sorted range keys as of the last order build. */
  postings = Postings.empty();
  readonly orderKeys: Record<RangeKey, Int32Array> = {
    price: new Int32Array(0),
    year: new Int32Array(0),
    mileage: new Int32Array(0),
  };
  /** Display names and the make of each model, for filter option labels and trim code forms. */
  readonly names = {
    make: new Map<string, string>(),
    model: new Map<string, string>(),
    trim: new Map<string, string>(),
    series: new Map<string, string>(),
  };
  readonly modelMake = new Map<string, string>();

  /** Slot orders ascending by key, ties by slot (listing id order at build time). */
  readonly orders: Record<OrderKey, Int32Array> = {
    price: new Int32Array(0),
    year: new Int32Array(0),
    mileage: new Int32Array(0),
    listedAt: new Int32Array(0),
    relevance: new Int32Array(0),
  };
  /**
   * Slots whose place in the orders and postings is stale (changed, added or removed since they
   * were built): walks merge them in and filters re-test them.
   */
  readonly dirty = new Set<number>();
  /**
   * Slots whose relevance alone changed since the orders were built (a peer's change moved their
   * expected price but not their rating): stale in the relevance order only. Walks of that order
   * merge them in; past MAX_DIRTY_SLOTS they are merged into the order (resortRelevance).
   */
  private readonly relevanceStale = new Set<number>();
  /** How often the orders were rebuilt in full, and the relevance order re-sorted alone. */
  readonly sorts = { full: 0, relevance: 0 };
  /** Changed slots as they were when the orders were built (range counts subtract them). */
  readonly built = new Map<number, BuiltState>();
  /** Facet counts along the range keys' orders, as of their build. */
  rangeCounts: Record<RangeKey, RangeCounts> | undefined;
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

  constructor(options: IndexOptions = {}) {
    const bands = options.rangeHistograms === false ? [MILEAGE_BAND] : [MILEAGE_BAND, PRICE_BAND, YEAR_BAND];
    this.codes = new CodeSpace([...DIMENSIONS, ...bands]);
    const column = (band: (typeof bands)[number]) => this.codes.singleColumns.find((c) => c.dimension === band);
    this.dimensions = new Map(
      [...this.codes.singleColumns, ...this.codes.multiColumns]
        .filter((c) => !bands.includes(c.dimension))
        .map((c) => [c.dimension.name, c]),
    );
    this.mileageColumn = column(MILEAGE_BAND)!;
    this.priceColumn = column(PRICE_BAND);
    this.yearColumn = column(YEAR_BAND);
  }

  static build(
    listings: ListingRecord[],
    owners: OwnerRecord[],
    now = Date.now(),
    options: IndexOptions = {},
  ): ListingIndex {
    const index = new ListingIndex(options);
    for (const owner of owners) index.addOwner(owner);
    listings.sort((a, b) => a.id - b.id);
    index.grow(listings.length + Math.max(1_024, listings.length >> 4));
    for (const listing of listings) index.place(listing);
    for (const [key, slots] of index.peers) {
      const fit = index.fitGroup(key);
      for (const slot of slots) index.expectedPrice[slot] = expectedPriceOf(fit, index.mileage[slot]);
    }
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
      const old = this.records[existing];
      this.peers.get(peerKey(old))?.delete(existing);
      this.records[existing] = listing;
      this.setColumns(existing, listing);
      // An edit that moves the listing to other peers (year, model) changes its old peers' expected prices too.
      this.reprice(new Set([...affectedGroups(listing), ...affectedGroups(old)]), now, existing);
      return;
    }
    if (this.slots === this.alive.length) this.grow(Math.ceil(this.alive.length * 1.5) + 1_024);
    const slot = this.place(listing);
    this.reprice(new Set(affectedGroups(listing)), now, slot);
  }

  /** Takes a listing off sale (sold, expired, deleted). */
  remove(listingId: number, now = Date.now()): void {
    const slot = this.slotById.get(listingId);
    if (slot === undefined) return;
    this.describe(slot, now, -1);
    this.alive[slot] = 0;
    this.aliveBits[slot >>> 5] &= ~(1 << (slot & 31));
    this.liveCount--;
    if (this.ordersBuilt) this.markDirty(slot);
    this.slotById.delete(listingId);
    this.peers.get(peerKey(this.records[slot]))?.delete(slot);
    this.reprice(new Set(affectedGroups(this.records[slot])), now);
  }

  /**
   * Visits the slots accepted by `accept` in the order of `order` (descending reverses it, ties
   * included), until `visit` returns false. Stale slots are merged in by their current key.
   * Gives up after `budget` positions of the order (returns false), so a caller can find a page
   * another way when the accepted slots lie far along the order.
   */
  walk(
    order: OrderKey,
    descending: boolean,
    accept: (slot: number) => boolean,
    visit: (slot: number) => boolean,
    budget = Infinity,
  ): boolean {
    const main = this.orders[order];
    const n = main.length;
    const steps = Math.min(n, budget);
    const stale =
      order === 'relevance' && this.relevanceStale.size ? new Set([...this.dirty, ...this.relevanceStale]) : this.dirty;
    if (stale.size === 0) {
      for (let k = 0; k < steps; k++) {
        const slot = main[descending ? n - 1 - k : k];
        if (accept(slot) && !visit(slot)) return true;
      }
      return steps === n;
    }
    const key = this.key(order);
    const before = (a: number, b: number) => key[a] - key[b] || a - b;
    const extra = [...stale]
      .filter((slot) => this.alive[slot] && accept(slot))
      .sort(descending ? (a, b) => before(b, a) : before);
    let e = 0;
    for (let k = 0; k < steps; k++) {
      const slot = main[descending ? n - 1 - k : k];
      if (stale.has(slot) || !accept(slot)) continue;
      while (e < extra.length && (descending ? before(extra[e], slot) > 0 : before(extra[e], slot) < 0)) {
        if (!visit(extra[e++])) return true;
      }
      if (!visit(slot)) return true;
    }
    if (steps < n) return false;
    while (e < extra.length) if (!visit(extra[e++])) return true;
    return true;
  }

  private addOwner(owner: OwnerRecord): void {
    const known = this.ownerPosition.get(owner.id);
    if (known !== undefined) {
      this.ownerList[known] = owner;
      this.owners.set(owner.id, owner);
      this.placeOwner(known, owner);
      return;
    }
    const position = this.ownerList.length;
    if (position >= this.ownerLatitude.length) {
      const capacity = Math.max(1_024, position * 2);
      this.ownerLatitude = copyInto(new Float64Array(capacity), this.ownerLatitude);
      this.ownerLongitude = copyInto(new Float64Array(capacity), this.ownerLongitude);
      this.ownerListings = copyInto(new Int32Array(capacity), this.ownerListings);
      this.ownerUnit = copyInto(new Float64Array(capacity * 3), this.ownerUnit);
    }
    this.ownerList.push(owner);
    this.owners.set(owner.id, owner);
    this.ownerPosition.set(owner.id, position);
    this.placeOwner(position, owner);
  }

  private placeOwner(position: number, owner: OwnerRecord): void {
    this.ownerLatitude[position] = owner.latitude;
    this.ownerLongitude[position] = owner.longitude;
    this.ownerUnit.set(unitVector(owner.latitude, owner.longitude), position * 3);
  }

  /** Makes room for `capacity` slots, keeping what is there. */
  private grow(capacity: number): void {
    this.alive = copyInto(new Uint8Array(capacity), this.alive);
    this.aliveBits = copyInto(new Uint32Array(wordsFor(capacity)), this.aliveBits);
    this.price = copyInto(new Int32Array(capacity), this.price);
    this.year = copyInto(new Int16Array(capacity), this.year);
    this.mileage = copyInto(new Int32Array(capacity), this.mileage);
    this.listedAt = copyInto(new Float64Array(capacity), this.listedAt);
    this.relevance = copyInto(new Float32Array(capacity), this.relevance);
    this.expectedPrice = copyInto(new Int32Array(capacity), this.expectedPrice);
    this.ratingStale = copyInto(new Uint8Array(capacity), this.ratingStale);
    this.ownerSlot = copyInto(new Int32Array(capacity), this.ownerSlot);
    this.codes.grow(capacity);
  }

  /** Puts a new listing in the next slot: columns and peer group, not yet described. */
  private place(listing: ListingRecord): number {
    const slot = this.records.length;
    this.records.push(listing);
    this.slotById.set(listing.id, slot);
    this.alive[slot] = 1;
    this.aliveBits[slot >>> 5] |= 1 << (slot & 31);
    this.liveCount++;
    this.setColumns(slot, listing);
    return slot;
  }

  private setColumns(slot: number, listing: ListingRecord): void {
    this.price[slot] = listing.price;
    this.year[slot] = listing.year;
    this.mileage[slot] = listing.mileage;
    this.listedAt[slot] = listing.listedAt;
    if (listing.listedAt > this.newestListedAt) this.newestListedAt = listing.listedAt;
    this.ownerSlot[slot] = this.ownerPosition.get(listing.ownerId) ?? -1;
    this.names.make.set(listing.makeCode, listing.makeName);
    this.names.model.set(listing.modelCode, listing.modelName);
    this.names.trim.set(`${listing.modelCode}|${listing.trimCode}`, listing.trimName);
    if (listing.seriesCode !== null)
      this.names.series.set(listing.seriesCode, listing.seriesName ?? listing.seriesCode);
    this.modelMake.set(listing.modelCode, listing.makeCode);
    const key = peerKey(listing);
    let peers = this.peers.get(key);
    if (!peers) this.peers.set(key, (peers = new Set()));
    peers.add(slot);
  }

  /**
   * The comparables behind a listing's expected price (price-rating.ts; docs/rules/vehicle-page.md#deal-explanation):
   * the live listings of its peer groups, read from the groups kept for the ratings, never by a
   * scan. Undefined for a listing that is not for sale.
   */
  comparables(listingId: number): Comparables | undefined {
    const slot = this.slotById.get(listingId);
    if (slot === undefined || this.alive[slot] !== 1) return undefined;
    const listing = this.records[slot];
    const condition = conditionOf(listing);
    const prices: number[] = [];
    const mileages: number[] = [];
    let startYear = Infinity,
      endYear = -Infinity;
    for (const year of peerYears(listing.year)) {
      const group = this.peers.get(groupKey(listing.modelCode, condition, year));
      if (!group?.size) continue;
      startYear = Math.min(startYear, year);
      endYear = Math.max(endYear, year);
      for (const peer of group) {
        prices.push(this.price[peer]);
        mileages.push(this.mileage[peer]);
      }
    }
    const fit = fitPeers(Float64Array.from(prices), Float64Array.from(mileages), prices.length);
    return {
      listing,
      condition: condition === 'N' ? 'NEW' : 'USED',
      startYear,
      endYear,
      prices,
      fit,
      expectedPrice: this.expectedPrice[slot],
    };
  }

  /**
   * The peer fit of the listings of group `key` (model, condition, year): over the live listings of
   * the groups of the same model and condition within the year band. The group must have listings.
   */
  private fitGroup(key: string): PeerFit {
    const cut = key.lastIndexOf('|');
    const prefix = key.slice(0, cut + 1);
    let n = 0;
    for (const year of peerYears(Number(key.slice(cut + 1)))) {
      const group = this.peers.get(`${prefix}${year}`);
      if (!group) continue;
      if (n + group.size > this.peerPrices.length) {
        this.peerPrices = copyInto(new Float64Array((n + group.size) * 2), this.peerPrices);
        this.peerMileages = copyInto(new Float64Array((n + group.size) * 2), this.peerMileages);
      }
      for (const slot of group) {
        this.peerPrices[n] = this.price[slot];
        this.peerMileages[n++] = this.mileage[slot];
      }
    }
    return fitPeers(this.peerPrices, this.peerMileages, n);
  }

  /**
   * After a change: the listings of the groups whose peers changed get their expected price again.
   * `changed` (taken out of the counts before the change) is described afresh; the others only
   * when their expected price moved, and in full only when their rating did.
   */
  private reprice(groups: Set<string>, now: number, changed?: number): void {
    const fits = new Map<string, PeerFit>();
    for (const key of groups) if (this.peers.get(key)?.size) fits.set(key, this.fitGroup(key));
    if (changed !== undefined) {
      this.expectedPrice[changed] = expectedPriceOf(fits.get(peerKey(this.records[changed]))!, this.mileage[changed]);
      this.describe(changed, now, 1);
    }
    for (const [key, fit] of fits) {
      for (const slot of this.peers.get(key)!) {
        if (slot === changed) continue;
        const expected = expectedPriceOf(fit, this.mileage[slot]);
        if (expected !== this.expectedPrice[slot]) this.setExpectedPrice(slot, expected, now);
      }
    }
  }

  /** A live, described slot's new expected price: its relevance and stored-rating flag follow, and its codes if the rating changes. */
  private setExpectedPrice(slot: number, expected: number, now: number): void {
    const listing = this.records[slot];
    if (
      priceRating(listing.price, expected, listing.listingType) !==
      priceRating(listing.price, this.expectedPrice[slot], listing.listingType)
    ) {
      this.describe(slot, now, -1);
      this.expectedPrice[slot] = expected;
      this.describe(slot, now, 1);
      return;
    }
    // Same codes and keys: only its place in the relevance order goes stale.
    this.expectedPrice[slot] = expected;
    this.flagStoredRating(slot, priceRating(listing.price, expected, listing.listingType));
    this.relevance[slot] = staticRelevance(listing, expected, now);
    if (this.ordersBuilt && !this.dirty.has(slot)) {
      this.relevanceStale.add(slot);
      if (this.relevanceStale.size > MAX_DIRTY_SLOTS) this.resortRelevance();
    }
  }

  private flagStoredRating(slot: number, rating: PriceRating | null): void {
    const listing = this.records[slot];
    this.ratingStale[slot] =
      listing.storedExpectedPrice !== this.expectedPrice[slot] || (listing.storedDealRating ?? null) !== rating ? 1 : 0;
  }

  /**
   * Adds (sign 1) or takes away (sign -1) a slot's derived values: its codes in every dimension
   * (with their totals), its owner's listing count and its relevance. Adding marks the slot stale
   * for the orders and postings.
   */
  private describe(slot: number, now: number, sign: 1 | -1): void {
    const listing = this.records[slot];
    if (sign === -1 && this.ordersBuilt && this.alive[slot] && !this.dirty.has(slot) && !this.built.has(slot))
      this.keepBuiltState(slot);
    if (this.ownerSlot[slot] >= 0) this.ownerListings[this.ownerSlot[slot]] += sign;
    if (sign === -1) {
      this.codes.clear(slot);
      return;
    }
    const owner = this.owners.get(listing.ownerId);
    const rating = priceRating(listing.price, this.expectedPrice[slot], listing.listingType);
    this.flagStoredRating(slot, rating);
    this.codes.assign(slot, listing, owner, rating);
    this.relevance[slot] = staticRelevance(listing, this.expectedPrice[slot], now);
    if (this.ordersBuilt) this.markDirty(slot);
  }

  /**
   * The live listings whose price rating (expected price, deal rating) differs from the one stored
   * with them, at most `limit` from slot `from` on: what the service writes back to the database.
   */
  staleRatings(limit = Infinity, from = 0): StaleRating[] {
    const out: StaleRating[] = [];
    for (let slot = from; slot < this.slots && out.length < limit; slot++) {
      if (!this.ratingStale[slot] || !this.alive[slot]) continue;
      const listing = this.records[slot];
      out.push({
        slot,
        listing,
        expectedPrice: this.expectedPrice[slot],
        dealRating: priceRating(listing.price, this.expectedPrice[slot], listing.listingType),
      });
    }
    return out;
  }

  /** Records that a rating was written back; ignored if the slot changed since it was read. */
  ratingStored({ slot, listing, expectedPrice, dealRating }: StaleRating): void {
    if (this.records[slot] !== listing) return;
    listing.storedExpectedPrice = expectedPrice;
    listing.storedDealRating = dealRating;
    if (
      this.expectedPrice[slot] === expectedPrice &&
      priceRating(listing.price, expectedPrice, listing.listingType) === dealRating
    )
      this.ratingStale[slot] = 0;
  }

  /** Before a slot first changes after the orders were built: its codes and range keys as built. */
  private keepBuiltState(slot: number): void {
    const row = new Int32Array(64 * 32);
    const ids = row.slice(0, this.codes.idsOf(slot, row));
    this.built.set(slot, {
      ids,
      keys: { price: this.price[slot], year: this.year[slot], mileage: this.mileage[slot] },
    });
  }

  /**
   * Adds to `out` the counts by code id of the live listings whose `key` lies in [min, max]:
   * positions [from, to) of the key's order as built, minus the changed slots as they were, plus
   * the changed slots as they are.
   */
  addRangeCounts(key: RangeKey, min: number, max: number, from: number, to: number, out: Int32Array): void {
    this.rangeCounts![key].addCounts(from, to, this.codes, (slot) => this.built.get(slot)?.ids, out);
    for (const state of this.built.values()) {
      const value = state.keys[key];
      if (value >= min && value <= max) for (let i = 0; i < state.ids.length; i++) out[state.ids[i]]--;
    }
    const values = this.key(key);
    const row = new Int32Array(64 * 32);
    for (const slot of this.dirty) {
      if (!this.alive[slot] || values[slot] < min || values[slot] > max) continue;
      const n = this.codes.idsOf(slot, row);
      for (let i = 0; i < n; i++) out[row[i]]++;
    }
  }

  private markDirty(slot: number): void {
    this.dirty.add(slot);
    if (this.dirty.size > MAX_DIRTY_SLOTS) this.rebuildOrders();
  }

  /**
   * Merges the relevance-stale slots into the relevance order at their current keys: the rest of
   * the order is still sorted, so this is one merge, O(n + m log m), not a sort of everything.
   * Stale slots (`dirty`) leave the order; walks merge them in until the next full build.
   */
  private resortRelevance(): void {
    const key = this.relevance;
    const before = (a: number, b: number) => key[a] - key[b] || a - b;
    const order = this.orders.relevance;
    const out = new Set<number>([...this.relevanceStale, ...this.dirty]);
    const moved = Int32Array.from([...this.relevanceStale].filter((slot) => !this.dirty.has(slot))).sort(before);
    const merged = new Int32Array(order.length);
    let n = 0,
      m = 0;
    for (let k = 0; k < order.length; k++) {
      const slot = order[k];
      if (out.has(slot)) continue;
      while (m < moved.length && before(moved[m], slot) < 0) merged[n++] = moved[m++];
      merged[n++] = slot;
    }
    while (m < moved.length) merged[n++] = moved[m++];
    this.orders.relevance = merged.slice(0, n);
    this.relevanceStale.clear();
    this.sorts.relevance++;
  }

  private rebuildOrders(): void {
    this.sorts.full++;
    this.codes.partitionTuples(this.alive, this.slots);
    const live: number[] = [];
    for (let slot = 0; slot < this.slots; slot++) if (this.alive[slot]) live.push(slot);
    for (const order of ORDER_KEYS) {
      const key = this.key(order);
      this.orders[order] = Int32Array.from(live.slice().sort((a, b) => key[a] - key[b] || a - b));
    }
    for (const order of RANGE_KEYS) {
      const key = this.key(order);
      this.orderKeys[order] = Int32Array.from(this.orders[order], (slot) => key[slot]);
    }
    this.postings = Postings.build(this.codes, this.alive, this.slots, this.ownerSlot, this.ownerList.length);
    this.rangeCounts = {
      price: RangeCounts.build(this.orders.price, this.codes),
      year: RangeCounts.build(this.orders.year, this.codes),
      mileage: RangeCounts.build(this.orders.mileage, this.codes),
    };
    this.dirty.clear();
    this.relevanceStale.clear();
    this.built.clear();
    this.ordersBuilt = true;
  }
}

export interface StaleRating {
  slot: number;
  listing: ListingRecord;
  expectedPrice: number;
  dealRating: PriceRating | null;
}

function copyInto<T extends { set(source: ArrayLike<number>): void; length: number }>(
  target: T,
  source: ArrayLike<number>,
): T {
  target.set(source.length > target.length ? Array.prototype.slice.call(source, 0, target.length) : source);
  return target;
}
