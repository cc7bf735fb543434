import { RECENTLY_VIEWED_LIMIT } from '../../contracts/account/index';
import type { Queryable } from '../db/database';

/**
 * A consumer's recently viewed vehicle pages (docs/rules/still-interested.md#recently-viewed), in
 * the recently_viewed table of migration 014. Only the consumer reads or writes their own rows.
 */

/** The consumer's list, most recent first. */
export async function recentlyViewed(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ listing_id: string }>(
    `SELECT listing_id::text FROM recently_viewed WHERE user_id = $1 ORDER BY viewed_at DESC, listing_id LIMIT $2`,
    [userId, RECENTLY_VIEWED_LIMIT],
  );
  return rows.map((row) => row.listing_id);
}

/**
 * Records views, most recent first: each moves to the front in this order (the first one newest),
 * then only the RECENTLY_VIEWED_LIMIT most recent are kept. Recording the same list again leaves the
 * same list.
 */
export async function recordViews(tx: Queryable, userId: string, listingIds: readonly string[]): Promise<string[]> {
  // One statement, one now(): the first id is newest by a microsecond per place.
  await tx.query(
    `INSERT INTO recently_viewed (user_id, listing_id, viewed_at)
     SELECT $1, id::bigint, now() - (place * interval '1 microsecond')
     FROM unnest($2::text[]) WITH ORDINALITY AS v(id, place)
     ON CONFLICT (user_id, listing_id) DO UPDATE SET viewed_at = EXCLUDED.viewed_at`,
    [userId, listingIds],
  );
  await tx.query(
    `DELETE FROM recently_viewed WHERE user_id = $1 AND listing_id NOT IN (
       SELECT listing_id FROM recently_viewed WHERE user_id = $1 ORDER BY viewed_at DESC, listing_id LIMIT $2)`,
    [userId, RECENTLY_VIEWED_LIMIT],
  );
  return recentlyViewed(tx, userId);
}
