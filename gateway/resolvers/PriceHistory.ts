import type { PriceHistory } from '../__generated__/resolvers-types';
import type { ContextValue } from '../context';
import type { LscListing } from '../../contracts/lsc/index';
import { withFallback } from '../errors';

/**
 * Listing.priceHistory (docs/rules/vehicle-page.md#price-history): the listing service's history,
 * one batched call for every listing of the operation (the loader), each point with its change from
 * the one before. Optional: null and a warning (the error code only) when the call fails, times out
 * or finds its breaker open.
 */
export async function priceHistory(listing: LscListing, { lsc, log }: ContextValue): Promise<PriceHistory | null> {
  return withFallback(log, 'priceHistory', 'price history unavailable; shown without it', null, async () => {
    const history = await lsc.loaders.priceHistory.load(listing.id);
    if (!history) return null;
    return {
      listedAt: history.listedAt,
      firstPrice: history.firstPrice,
      daysOnMarket: history.daysOnMarket,
      points: history.points.map((point, index) => ({
        price: point.price,
        at: point.at,
        change: index === 0 ? null : point.price - history.points[index - 1].price,
      })),
    };
  });
}
