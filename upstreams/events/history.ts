import {
  HISTORY_LISTINGS,
  HISTORY_SEARCHES,
  HISTORY_WINDOW_DAYS,
  type BrowserHistory,
  type HistoryListing,
  type HistorySearch,
} from '../../contracts/events/history';
import type { Queryable } from '../db/database';

/*
 * One browser's history (docs/rules/history.md#the-events-service), read from the events it sent
 * within the window: its searches (each canonical query string once, the most recently shown
 * first) and the cars it engaged with (each once, the most recent engagement first). The rows come
 * back in the contract's names; times as ISO 8601 in UTC. Order follows the events' ids, the order
 * the service received them, not the browser's clock.
 */

const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const SEARCHES_SQL = `
  SELECT search,
         (array_agg(result_count ORDER BY id DESC))[1] AS "resultCount",
         count(*)::int AS "timesShown",
         ${utc('max(received_at)')} AS "lastShownAt"
    FROM shopper_events
   WHERE browser_id = $1 AND type = 'search_shown' AND search IS NOT NULL AND search <> ''
     AND received_at > now() - make_interval(days => $2)
   GROUP BY search
   ORDER BY max(id) DESC
   LIMIT $3`;

const LISTINGS_SQL = `
  SELECT listing_id AS "listingId",
         (count(*) FILTER (WHERE type = 'vehicle_viewed'))::int AS views,
         bool_or(type = 'listing_saved') AS saved,
         bool_or(type = 'listing_compared') AS compared,
         bool_or(type = 'seller_contacted') AS contacted,
         ${utc("max(received_at) FILTER (WHERE type = 'vehicle_viewed')")} AS "lastViewedAt",
         ${utc('max(received_at)')} AS "lastEngagedAt"
    FROM shopper_events
   WHERE browser_id = $1 AND listing_id IS NOT NULL
     AND type IN ('vehicle_viewed', 'listing_saved', 'listing_compared', 'seller_contacted')
     AND received_at > now() - make_interval(days => $2)
   GROUP BY listing_id
   ORDER BY max(id) DESC
   LIMIT $3`;

export async function readHistory(tx: Queryable, browserId: string): Promise<BrowserHistory> {
  const searches = await tx.query<HistorySearch>(SEARCHES_SQL, [browserId, HISTORY_WINDOW_DAYS, HISTORY_SEARCHES]);
  const listings = await tx.query<HistoryListing>(LISTINGS_SQL, [browserId, HISTORY_WINDOW_DAYS, HISTORY_LISTINGS]);
  return { searches, listings };
}
