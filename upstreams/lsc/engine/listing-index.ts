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

/**
 * The in-memory search index: listings in typed columns (one slot per listing) plus, for each
 * ordered sort key, a precomputed order so a page of a sorted search is found by walking that
 * order and stopping once the page is full.
 */
export class ListingIndex {
  readonly records: ListingRecord[] = [];
  readonly owners = new Map<number, OwnerRecord>();
  private readonly slotById = new Map<number, number>();

  // Typed columns, filled by build().
  price = new Int32Array(0);
  year = new Int16Array(0);
  mileage = new Int32Array(0);
  listedAt = new Float64Array(0);
  latitude = new Float32Array(0);
  longitude = new Float32Array(0);
  relevance = new Float32Array(0);
  expectedPrice = new Int32Array(0);
  /** Per listing, the position of its owner in ownerList; distances are computed per owner. */
  ownerSlot = new Int32Array(0);
  ownerList: OwnerRecord[] = [];
  ownerLatitude = new Float64Array(0);
  ownerLongitude = new Float64Array(0);
  readonly dimensions = new Map<string, DimensionColumn>();
  /** Per dimension, the count of every code over the whole index (the base of complement counting). */
  readonly totals = new Map<string, Int32Array>();
  /** Display names and the make of each model, for filter option labels and trim code forms. */
  readonly names = { make: new Map<string, string>(), model: new Map<string, string>(), trim: new Map<string, string>() };
  readonly modelMake = new Map<string, string>();

  /** Slot orders ascending by key, ties by listing id ascending. */
  readonly orders: Record<'price' | 'year' | 'mileage' | 'listedAt' | 'relevance', Int32Array> = {
    price: new Int32Array(0),
    year: new Int32Array(0),
    mileage: new Int32Array(0),
    listedAt: new Int32Array(0),
    relevance: new Int32Array(0),
  };

  get size(): number {
    return this.records.length;
  }

  slotOf(listingId: number): number | undefined {
    return this.slotById.get(listingId);
  }

  static build(listings: ListingRecord[], owners: OwnerRecord[], now = Date.now()): ListingIndex {
    const index = new ListingIndex();
    for (const owner of owners) index.owners.set(owner.id, owner);
    index.ownerList = owners;
    index.ownerLatitude = Float64Array.from(owners, (o) => o.latitude);
    index.ownerLongitude = Float64Array.from(owners, (o) => o.longitude);
    const ownerPosition = new Map(owners.map((o, i) => [o.id, i]));
    listings.sort((a, b) => a.id - b.id);
    const n = listings.length;
    index.price = new Int32Array(n);
    index.year = new Int16Array(n);
    index.mileage = new Int32Array(n);
    index.listedAt = new Float64Array(n);
    index.latitude = new Float32Array(n);
    index.longitude = new Float32Array(n);
    index.relevance = new Float32Array(n);
    index.expectedPrice = new Int32Array(n);
    index.ownerSlot = new Int32Array(n);
    for (let slot = 0; slot < n; slot++) {
      const listing = listings[slot];
      const owner = index.owners.get(listing.ownerId);
      index.records.push(listing);
      index.slotById.set(listing.id, slot);
      index.price[slot] = listing.price;
      index.year[slot] = listing.year;
      index.mileage[slot] = listing.mileage;
      index.listedAt[slot] = listing.listedAt;
      index.latitude[slot] = owner?.latitude ?? 0;
      index.longitude[slot] = owner?.longitude ?? 0;
      index.ownerSlot[slot] = ownerPosition.get(listing.ownerId) ?? -1;
    }
    index.computeExpectedPrices();
    index.buildDimensions();
    for (let slot = 0; slot < n; slot++) {
      index.relevance[slot] = staticRelevance(listings[slot], index.expectedPrice[slot], now);
    }
    index.orders.price = orderBy(n, index.price);
    index.orders.year = orderBy(n, index.year);
    index.orders.mileage = orderBy(n, index.mileage);
    index.orders.listedAt = orderBy(n, index.listedAt);
    index.orders.relevance = orderBy(n, index.relevance);
    return index;
  }

  private buildDimensions(): void {
    const n = this.size;
    for (const listing of this.records) {
      this.names.make.set(listing.makeCode, listing.makeName);
      this.names.model.set(listing.modelCode, listing.modelName);
      this.names.trim.set(`${listing.modelCode}|${listing.trimCode}`, listing.trimName);
      this.modelMake.set(listing.modelCode, listing.makeCode);
    }
    for (const dimension of DIMENSIONS) {
      const dictionary: string[] = [];
      const indexOf = new Map<string, number>();
      const code = (value: string) => {
        let i = indexOf.get(value);
        if (i === undefined) {
          i = dictionary.length;
          indexOf.set(value, i);
          dictionary.push(value);
        }
        return i;
      };
      const values = dimension.kind === 'single' ? new Uint16Array(n) : new Uint32Array(n);
      for (let slot = 0; slot < n; slot++) {
        const listing = this.records[slot];
        const deal = priceRating(listing.price, this.expectedPrice[slot], listing.listingType);
        const codes = dimension.codes(listing, this.owners.get(listing.ownerId), deal);
        if (codes === null) continue;
        if (dimension.kind === 'single') {
          values[slot] = code(codes as string) + 1;
        } else {
          let mask = 0;
          for (const value of codes as string[]) {
            const bit = code(value);
            if (bit >= 32) throw new Error(`dimension ${dimension.name} has more than 32 codes`);
            mask |= 1 << bit;
          }
          values[slot] = mask >>> 0;
        }
      }
      this.dimensions.set(dimension.name, { dimension, dictionary, indexOf, values });
      const totals = new Int32Array(dictionary.length);
      for (let slot = 0; slot < n; slot++) {
        if (dimension.kind === 'single') {
          if (values[slot]) totals[values[slot] - 1]++;
        } else {
          for (let bit = 0; bit < dictionary.length; bit++) if (values[slot] & (1 << bit)) totals[bit]++;
        }
      }
      this.totals.set(dimension.name, totals);
    }
  }

  /** Typical asking price of the same model and year: the median of its peers (the listing's own price if alone). */
  private computeExpectedPrices(): void {
    const groups = new Map<string, number[]>();
    this.records.forEach((listing, slot) => {
      const key = `${listing.modelCode}|${listing.year}|${listing.listingType === 'NEW' ? 'N' : 'U'}`;
      let group = groups.get(key);
      if (!group) groups.set(key, (group = []));
      group.push(slot);
    });
    for (const slots of groups.values()) {
      const prices = slots.map((slot) => this.price[slot]).sort((a, b) => a - b);
      const median = prices[Math.floor(prices.length / 2)];
      for (const slot of slots) this.expectedPrice[slot] = median;
    }
  }
}

/** Slots sorted by key ascending; slots are in id order, so a stable sort breaks ties by id. */
function orderBy(n: number, key: ArrayLike<number>): Int32Array {
  const slots = Array.from({ length: n }, (_, i) => i);
  slots.sort((a, b) => key[a] - key[b] || a - b);
  return Int32Array.from(slots);
}
