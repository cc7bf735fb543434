import { ACCOUNT_LIMITS, type SavedListing } from '../../contracts/account/index';
import type { Queryable } from '../db/database';
import type { Owner } from './store';

/**
 * Saved cars, the heart (docs/rules/accounts.md#saved-cars), in the saved_listings table of
 * migration 015. Every statement takes its owner: a user, or a logged-out visitor.
 */

const ownerColumn = (owner: Owner) => (owner.kind === 'user' ? 'user_id' : 'visitor_id');

interface SavedListingRow {
  listing_id: string;
  title: string;
  price_when_saved: number | null;
  saved_at: Date | string;
}

const SAVED_COLUMNS = 'listing_id::text AS listing_id, title, price_when_saved, saved_at';

const toSavedListing = (row: SavedListingRow): SavedListing => ({
  listingId: row.listing_id,
  title: row.title,
  priceWhenSaved: row.price_when_saved,
  savedAt: new Date(row.saved_at).toISOString(),
});

/** The owner's saved cars, newest first. */
export async function savedListings(db: Queryable, owner: Owner): Promise<SavedListing[]> {
  const rows = await db.query<SavedListingRow>(
    `SELECT ${SAVED_COLUMNS} FROM saved_listings WHERE ${ownerColumn(owner)} = $1
     ORDER BY saved_at DESC, listing_id DESC`,
    [owner.id],
  );
  return rows.map(toSavedListing);
}

async function savedListing(db: Queryable, owner: Owner, listingId: string): Promise<SavedListing | undefined> {
  const [row] = await db.query<SavedListingRow>(
    `SELECT ${SAVED_COLUMNS} FROM saved_listings WHERE ${ownerColumn(owner)} = $1 AND listing_id = $2::bigint`,
    [owner.id, listingId],
  );
  return row && toSavedListing(row);
}

/**
 * Serialises the owner's saves until the transaction ends, so concurrent saves of one visitor
 * cannot pass the quick-save maximum together, and a move on sign-in sees every row.
 */
export async function lockSavedListings(tx: Queryable, owner: Owner): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('saved-listings:' || $1, 0))", [
    `${owner.kind}:${owner.id}`,
  ]);
}

export interface ListingSnapshot {
  title: string;
  priceWhenSaved: number | null;
}

export type SaveOutcome =
  | { kind: 'saved'; savedListing: SavedListing }
  /** Already saved: answered again as it was saved (its snapshot and date are kept). */
  | { kind: 'existing'; savedListing: SavedListing }
  /** A visitor at the quick-save maximum: nothing saved. */
  | { kind: 'limit' };

/** Saves the car for the owner; a visitor keeps at most ACCOUNT_LIMITS.visitorMaxSavedListings. */
export async function saveListing(
  tx: Queryable,
  owner: Owner,
  listingId: string,
  snapshot: ListingSnapshot,
): Promise<SaveOutcome> {
  await lockSavedListings(tx, owner);
  const existing = await savedListing(tx, owner, listingId);
  if (existing) return { kind: 'existing', savedListing: existing };
  if (owner.kind === 'visitor') {
    const [{ count }] = await tx.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM saved_listings WHERE visitor_id = $1',
      [owner.id],
    );
    if (count >= ACCOUNT_LIMITS.visitorMaxSavedListings) return { kind: 'limit' };
  }
  const [row] = await tx.query<SavedListingRow>(
    `INSERT INTO saved_listings (${ownerColumn(owner)}, listing_id, title, price_when_saved)
     VALUES ($1, $2::bigint, $3, $4) RETURNING ${SAVED_COLUMNS}`,
    [owner.id, listingId, snapshot.title, snapshot.priceWhenSaved],
  );
  return { kind: 'saved', savedListing: toSavedListing(row) };
}

/** True when the owner had the car saved and now has not. */
export async function unsaveListing(tx: Queryable, owner: Owner, listingId: string): Promise<boolean> {
  const rows = await tx.query(
    `DELETE FROM saved_listings WHERE ${ownerColumn(owner)} = $1 AND listing_id = $2::bigint RETURNING id`,
    [owner.id, listingId],
  );
  return rows.length > 0;
}

/**
 * A visitor's saved cars become the user's (docs/rules/accounts.md#visitor-to-user). A car both
 * saved is kept once, as the user saved it. Both owners are locked (visitor first, as every caller
 * that takes both does) so a save racing the move is neither lost nor duplicated.
 */
export async function moveVisitorSavedListings(tx: Queryable, visitorId: string, userId: string): Promise<void> {
  await lockSavedListings(tx, { kind: 'visitor', id: visitorId });
  await lockSavedListings(tx, { kind: 'user', id: userId });
  await tx.query(
    `UPDATE saved_listings v SET user_id = $2, visitor_id = NULL WHERE v.visitor_id = $1
     AND NOT EXISTS (SELECT 1 FROM saved_listings u WHERE u.user_id = $2 AND u.listing_id = v.listing_id)`,
    [visitorId, userId],
  );
  // What is left is what the user had saved already.
  await tx.query('DELETE FROM saved_listings WHERE visitor_id = $1', [visitorId]);
}
