import { normaliseSearch } from '../../contracts/search/normalise';
import { parseQueryString } from '../../contracts/search/params';
import type { Queryable } from '../db/database';
import type { ListingSearchService } from '../lsc/service';
import { ALERT_BRAND } from './constants';

/**
 * What is new to a saved search (docs/rules/alerts.md#what-is-new): listings that entered the
 * inventory after its watermark, and listings whose asking price is now lower than it was at the
 * watermark. Read once per run for the oldest watermark due, then cut per search.
 */

export type AlertReason = 'NEW' | 'PRICE_DROP';

/** One car an alert email tells about, as it stood when the alert was queued. */
export interface AlertItem {
  listingId: number;
  reason: AlertReason;
  price: number;
  /** The asking price at the watermark, for a price drop. */
  previousPrice?: number;
}

interface Arrival {
  listingId: number;
  at: number;
}

interface PriceChange {
  listingId: number;
  previousPrice: number;
  at: number;
}

export interface InventoryNews {
  arrivals: Arrival[];
  /** Oldest first. */
  priceChanges: PriceChange[];
}

/** Arrivals and price changes in (since, cutoff]. */
export async function inventoryNews(db: Queryable, since: Date, cutoff: Date): Promise<InventoryNews> {
  const [arrivals, priceChanges] = await Promise.all([
    db.query<Arrival>(
      `SELECT id AS "listingId", (extract(epoch FROM created_at) * 1000)::float8 AS at
       FROM listings WHERE created_at > $1 AND created_at <= $2`,
      [since, cutoff],
    ),
    db.query<PriceChange>(
      `SELECT listing_id AS "listingId", previous_price AS "previousPrice", (extract(epoch FROM changed_at) * 1000)::float8 AS at
       FROM listing_price_history WHERE changed_at > $1 AND changed_at <= $2 ORDER BY changed_at`,
      [since, cutoff],
    ),
  ]);
  return { arrivals, priceChanges };
}

/**
 * The candidates new to a search whose watermark is `since` (ms): listing id → why, and the price
 * it had then; with their ids listed once, for every search sharing that watermark.
 */
export interface Candidates {
  byId: Map<number, { reason: AlertReason; previousPrice?: number }>;
  ids: number[];
}

export function candidatesSince(news: InventoryNews, since: number): Candidates {
  const out: Candidates['byId'] = new Map();
  // The first change after the watermark holds the price the shopper last saw.
  for (const change of news.priceChanges) {
    if (change.at > since && !out.has(change.listingId)) {
      out.set(change.listingId, { reason: 'PRICE_DROP', previousPrice: change.previousPrice });
    }
  }
  // A car that arrived after the watermark is new, whatever its price did since.
  for (const arrival of news.arrivals) {
    if (arrival.at > since) out.set(arrival.listingId, { reason: 'NEW' });
  }
  return { byId: out, ids: [...out.keys()] };
}

/** A saved search's filters as the listing search reads them, after the same rules as the results page. */
export function savedSearchParams(searchResultsURL: string, now: Date): Record<string, string[]> {
  const { params } = normaliseSearch(parseQueryString(searchResultsURL), { brand: ALERT_BRAND, now });
  return params;
}

/**
 * The cars to tell a saved search about: the candidates its filters match, in its sort order,
 * keeping a price change only when the price is still below what it was at the watermark.
 */
export function matchingItems(
  service: ListingSearchService,
  params: Record<string, string[]>,
  candidates: Candidates,
): AlertItem[] {
  const items: AlertItem[] = [];
  for (const record of service.matchingAmong(params, candidates.ids)) {
    const candidate = candidates.byId.get(record.id)!;
    if (candidate.reason === 'NEW') {
      items.push({ listingId: record.id, reason: 'NEW', price: record.price });
    } else if (record.price < candidate.previousPrice!) {
      items.push({
        listingId: record.id,
        reason: 'PRICE_DROP',
        price: record.price,
        previousPrice: candidate.previousPrice,
      });
    }
  }
  return items;
}
