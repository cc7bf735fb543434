import { EventEmitter } from 'node:events';
import type { Queryable } from '../db/database';
import { loadListingsById, loadOwners } from './records';
import type { ListingIndex } from './engine/listing-index';

/** How often the feed asks the database for changes; a change shows in search within about this long. */
export const CHANGE_POLL_MS = 500;
/** Changes applied per round at most, so one huge import cannot stall searches for long. */
const CHANGE_BATCH = 5_000;
/** Change rows older than this are pruned; a replica that was down longer rebuilds from scratch. */
const CHANGE_RETENTION = '1 day';

/** Position in listing_changes before an index is loaded: changes after it are replayed. */
export async function latestChangeSeq(db: Queryable): Promise<number> {
  const [row] = await db.query<{ seq: number | null }>('SELECT max(seq) AS seq FROM listing_changes');
  return Number(row?.seq ?? 0);
}

/** What a round of the feed put into the index. */
export interface AppliedChanges {
  /** The last change now reflected in the index. */
  seq: number;
  /** The listings upserted or removed. */
  listingIds: number[];
}

/**
 * Keeps an index current with PostgreSQL (or PGlite): listing_changes is filled by a trigger;
 * the feed polls it, reloads the changed listings and upserts or removes them in the index.
 * Polling works the same on both databases and needs no extra connection.
 *
 * Emits 'applied' after each round that changed the index, so a reader that wrote to the database
 * (the change tests) can wait for its change to be searchable instead of polling search.
 */
export class ChangeFeed extends EventEmitter<{ applied: [AppliedChanges] }> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private rounds = 0;

  constructor(
    private readonly db: Queryable,
    private readonly index: () => ListingIndex,
    private lastSeq: number,
    /** Called after a round that changed listings (the service writes changed price ratings back). */
    private readonly onApplied?: () => void,
  ) {
    super();
  }

  /** Resolves once every change up to `seq` (a listing_changes position) is in the index. */
  reached(seq: number): Promise<void> {
    if (this.lastSeq >= seq) return Promise.resolve();
    return new Promise((resolve) => {
      const check = ({ seq: applied }: AppliedChanges) => {
        if (applied < seq) return;
        this.off('applied', check);
        resolve();
      };
      this.on('applied', check);
    });
  }

  start(intervalMs = CHANGE_POLL_MS): void {
    const tick = async () => {
      try {
        await this.poll();
      } catch (error) {
        // A failed round (database restarting) is retried on the next tick.
        console.error('listing change feed:', (error as Error).message);
      }
      if (this.timer) this.timer = setTimeout(tick, intervalMs);
    };
    this.timer = setTimeout(tick, intervalMs);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** Applies every change recorded since the last round; resolves with how many listings changed. */
  poll(): Promise<number> {
    this.running ??= this.apply().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async apply(): Promise<number> {
    const changes = await this.db.query<{ seq: number; listing_id: number }>(
      'SELECT seq, listing_id FROM listing_changes WHERE seq > $1 ORDER BY seq LIMIT $2',
      [this.lastSeq, CHANGE_BATCH],
    );
    if (changes.length === 0) return 0;
    const ids = [...new Set(changes.map((c) => Number(c.listing_id)))];
    const listings = await loadListingsById(this.db, ids);
    const index = this.index();
    const unknownOwners = [...new Set(listings.map((l) => l.ownerId).filter((id) => !index.owners.has(id)))];
    const owners = new Map(
      (unknownOwners.length ? await loadOwners(this.db, unknownOwners) : []).map((o) => [o.id, o]),
    );
    const found = new Set(listings.map((l) => l.id));
    for (const listing of listings) index.upsert(listing, owners.get(listing.ownerId));
    for (const id of ids) if (!found.has(id)) index.remove(id);
    this.lastSeq = Number(changes[changes.length - 1].seq);
    this.onApplied?.();
    this.emit('applied', { seq: this.lastSeq, listingIds: ids });
    if (++this.rounds % 1_000 === 0) {
      await this.db.query(`DELETE FROM listing_changes WHERE changed_at < now() - interval '${CHANGE_RETENTION}'`);
    }
    return ids.length;
  }
}
