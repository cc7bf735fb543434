import type { LscListing, LscOwner, LscSearchResponse } from '../../contracts/lsc/index';
import type { Queryable } from '../db/database';
import { ListingIndex, type Comparables } from './engine/listing-index';
import { search } from './engine/search';
import { filterGroups } from './filter-groups';
import { ChangeFeed, latestChangeSeq } from './change-feed';
import { listingPayload, ownerPayload } from './payload';
import { parseSearchParams, type Params } from './query';
import { histogramPayload, relaxPayload } from './relax-histograms';
import { loadListings, loadOwners, type ListingRecord } from './records';
import { listingUrgency, recentPriceDrop } from './urgency';

/** The listing search service: the in-memory index built from PostgreSQL, answering REST queries. */
export class ListingSearchService {
  private ratingWrites: Promise<void> = Promise.resolve();

  constructor(
    private index: ListingIndex,
    /** The last listing change already reflected in the index. */
    private readonly changeSeq = 0,
  ) {}

  static async fromDatabase(db: Queryable): Promise<ListingSearchService> {
    // Read the change position first: anything changed while loading is replayed (upserts are idempotent).
    const seq = await latestChangeSeq(db);
    return new ListingSearchService(await buildIndex(db), seq);
  }

  /**
   * Starts following the database: inserts, reprices and removals show in search within a second.
   * Price ratings are written back now (in the background) and after every round of changes.
   */
  followChanges(db: Queryable, intervalMs?: number): ChangeFeed {
    const feed = new ChangeFeed(
      db,
      () => this.index,
      this.changeSeq,
      () => void this.writeRatings(db),
    );
    feed.start(intervalMs);
    void this.writeRatings(db);
    return feed;
  }

  /**
   * Writes the price ratings that differ from the stored ones back to the listings table, in
   * batches, after any write already under way. Off the request path: searches read the index.
   */
  writeRatings(db: Queryable): Promise<void> {
    this.ratingWrites = this.ratingWrites
      .then(() => writeStaleRatings(db, this.index))
      .catch((error) => console.error('price rating write-back:', (error as Error).message));
    return this.ratingWrites;
  }

  /** Resolves once the rating writes started so far are done. */
  ratingsWritten(): Promise<void> {
    return this.ratingWrites;
  }

  get size(): number {
    return this.index.size;
  }

  /** Swaps in a freshly built index; searches in flight finish on the old one. */
  replaceIndex(index: ListingIndex): void {
    this.index = index;
  }

  search(params: Params): LscSearchResponse {
    const { query, invalidQueryParams } = parseSearchParams(params);
    const outcome = search(this.index, query);
    const owners = new Map<number, LscOwner>();
    const listings = outcome.hits.map(({ slot, distance, local }) => {
      const record = this.index.records[slot];
      const listing = this.listingOf(record, slot, distance);
      if (local !== undefined) listing.marketExtension = { imeDmaMatch: local };
      const owner = this.index.owners.get(record.ownerId);
      if (owner && !owners.has(owner.id)) owners.set(owner.id, ownerPayload(owner, distance));
      return listing;
    });
    const requestParams: Record<string, string[]> = {};
    for (const [name, value] of Object.entries(params)) {
      if (value !== undefined) requestParams[name] = Array.isArray(value) ? value : [value];
    }
    return {
      listings,
      owners: [...owners.values()],
      totalResultCount: outcome.totalResultCount,
      ...(outcome.marketExtensionCount === undefined ? {} : { marketExtensionCount: outcome.marketExtensionCount }),
      stats: outcome.stats,
      filterGroups: outcome.facets ? filterGroups(this.index, query, outcome.facets) : [],
      ...(outcome.relax ? { relaxCounts: relaxPayload(outcome.relax) } : {}),
      ...(outcome.facets ? { histograms: histogramPayload(outcome.facets.histograms) } : {}),
      requestParams,
      invalidQueryParams,
    };
  }

  /** How many listings match (no page, no facets). */
  count(params: Params): number {
    const { query } = parseSearchParams(params);
    return search(this.index, { ...query, firstRecord: 0, numRecords: 0, facets: false }).totalResultCount;
  }

  /**
   * Every listing matching the parameters, in the requested sort, with its distance from the
   * search zip and the typical price of its peers: for endpoints that aggregate (crawl links,
   * mileage stats) or pick (spotlights, similar listings) rather than page.
   */
  matching(params: Params): Array<{ record: ListingRecord; expectedPrice: number; distance?: number }> {
    const { query } = parseSearchParams(params);
    const outcome = search(this.index, { ...query, firstRecord: 0, numRecords: this.index.size, facets: false });
    return outcome.hits.map(({ slot, distance }) => ({
      record: this.index.records[slot],
      expectedPrice: this.index.expectedPrice[slot],
      distance,
    }));
  }

  /**
   * The listings among `listingIds` that match the parameters, in the requested sort: the alert
   * worker's question (which of these new arrivals does this saved search want?), answered by the
   * same engine and filters as the results page without ranking the whole inventory.
   */
  matchingAmong(params: Params, listingIds: number[]): ListingRecord[] {
    if (listingIds.length === 0) return [];
    const { query } = parseSearchParams(params);
    const outcome = search(this.index, {
      ...query,
      listingIds,
      firstRecord: 0,
      numRecords: listingIds.length,
      facets: false,
    });
    return outcome.hits.map(({ slot }) => this.index.records[slot]);
  }

  /** The REST listing and owner payloads of one listing, as the search returns them. */
  payloadOf(record: ListingRecord, distance?: number): { listing: LscListing; owner?: LscOwner } {
    const slot = this.index.slotOf(record.id)!;
    const owner = this.index.owners.get(record.ownerId);
    return {
      listing: this.listingOf(record, slot, distance),
      owner: owner && ownerPayload(owner, distance),
    };
  }

  /**
   * The inventory's clock: the newest listing date, or now if that is later. A seeded inventory is
   * dated to its reference day, so 'newly listed' is measured from its freshest listing.
   */
  inventoryClock(): number {
    const newest = this.index.newestListedAt;
    return newest > 0 ? Math.min(Date.now(), newest) : Date.now();
  }

  private listingOf(record: ListingRecord, slot: number, distance: number | undefined): LscListing {
    const expectedPrice = this.index.expectedPrice[slot];
    const now = this.inventoryClock();
    const urgency = listingUrgency(record, now, this.index.owners.get(record.ownerId));
    return listingPayload(record, expectedPrice, distance, urgency, recentPriceDrop(record, now));
  }

  owners(ids: number[]): LscOwner[] {
    return ids.flatMap((id) => {
      const owner = this.index.owners.get(id);
      return owner ? [ownerPayload(owner, undefined)] : [];
    });
  }

  /** The comparables behind a listing's expected price (undefined when it is not for sale). */
  comparables(id: number): Comparables | undefined {
    return this.index.comparables(id);
  }

  listingRecord(id: number): ListingRecord | undefined {
    const slot = this.index.slotOf(id);
    return slot === undefined ? undefined : this.index.records[slot];
  }

  ownerName(id: number): string | undefined {
    return this.index.owners.get(id)?.name;
  }
}

/** Rows per write-back statement. */
const RATING_BATCH = 5_000;

async function writeStaleRatings(db: Queryable, index: ListingIndex): Promise<void> {
  for (let from = 0; ;) {
    const batch = index.staleRatings(RATING_BATCH, from);
    if (batch.length === 0) return;
    // Only rows whose stored rating differs are touched; the trigger records no change for them.
    await db.query(
      `UPDATE listings AS l SET expected_price = r.expected_price, deal_rating = r.deal_rating
       FROM unnest($1::bigint[], $2::int[], $3::text[]) AS r (id, expected_price, deal_rating)
       WHERE l.id = r.id
         AND (l.expected_price IS DISTINCT FROM r.expected_price OR l.deal_rating IS DISTINCT FROM r.deal_rating)`,
      [batch.map((r) => r.listing.id), batch.map((r) => r.expectedPrice), batch.map((r) => r.dealRating)],
    );
    for (const rating of batch) index.ratingStored(rating);
    from = batch[batch.length - 1].slot + 1;
  }
}

async function buildIndex(db: Queryable): Promise<ListingIndex> {
  const owners = await loadOwners(db);
  const listings: ListingRecord[] = [];
  for await (const page of loadListings(db)) for (const listing of page) listings.push(listing);
  return ListingIndex.build(listings, owners);
}
