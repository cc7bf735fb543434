import type { FastifyInstance } from 'fastify';
import type { LscPriceHistory, LscPriceHistoryResponse } from '../../../contracts/lsc/index';
import type { Queryable } from '../../db/database';
import { MAX_PRICE_HISTORY_IDS } from '../constants';
import { endpoint, listingIdsOf, type EndpointDeps } from './common';

const DAY_MS = 86_400_000;

/**
 * The price histories of listings (docs/rules/vehicle-page.md#price-history), read from
 * listing_price_history (filled by a trigger on every price change): two queries whatever the
 * number of listings. A listing that does not exist (never did, or was taken off sale) is left out.
 * `now` is the inventory's clock: days on market run to it, or to the latest change if that is later.
 */
export async function priceHistories(db: Queryable, ids: number[], now: number): Promise<LscPriceHistoryResponse> {
  const listings = await db.query<{ id: number; price: number; listedAt: number }>(
    `SELECT id, price, (extract(epoch FROM listed_at) * 1000)::float8 AS "listedAt"
     FROM listings WHERE id = ANY($1::bigint[])`,
    [ids],
  );
  if (listings.length === 0) return { histories: [] };
  const changes = await db.query<{ listingId: number; previousPrice: number; price: number; at: number }>(
    `SELECT listing_id AS "listingId", previous_price AS "previousPrice", price,
            (extract(epoch FROM changed_at) * 1000)::float8 AS at
     FROM listing_price_history WHERE listing_id = ANY($1::bigint[]) ORDER BY listing_id, changed_at`,
    [listings.map((l) => l.id)],
  );
  const byListing = new Map<number, typeof changes>();
  for (const change of changes) {
    const id = Number(change.listingId);
    let list = byListing.get(id);
    if (!list) byListing.set(id, (list = []));
    list.push(change);
  }
  const found = new Map(listings.map((l) => [Number(l.id), l]));
  return {
    histories: ids.flatMap((id): LscPriceHistory[] => {
      const listing = found.get(id);
      if (!listing) return [];
      const listed = Number(listing.listedAt);
      const list = byListing.get(id) ?? [];
      const firstPrice = list.length ? list[0].previousPrice : listing.price;
      const points = [
        { price: firstPrice, at: new Date(listed).toISOString() },
        ...list.map((c) => ({ price: c.price, at: new Date(Number(c.at)).toISOString() })),
      ];
      const until = Math.max(now, list.length ? Number(list[list.length - 1].at) : 0);
      return [
        {
          listingId: id,
          listedAt: points[0].at,
          firstPrice,
          points,
          daysOnMarket: Math.max(0, Math.floor((until - listed) / DAY_MS)),
        },
      ];
    }),
  };
}

/** GET /rest/lsc/listing/price-history?listingId=1&listingId=2: one call for every listing of a page. */
export function registerPriceHistory(scope: FastifyInstance, deps: EndpointDeps): void {
  endpoint(scope, deps, 'GET', '/rest/lsc/listing/price-history', ({ db, service, query }) =>
    priceHistories(db, listingIdsOf(query, MAX_PRICE_HISTORY_IDS), service.inventoryClock()),
  );
}
