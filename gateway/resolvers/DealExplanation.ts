import type { DealExplanation } from '../__generated__/resolvers-types';
import type { ContextValue } from '../context';
import type { LscListing } from '../../contracts/lsc/index';
import { withFallback } from '../errors';

/**
 * Listing.dealExplanation (docs/rules/vehicle-page.md#deal-explanation): the listing service's
 * comparables, one batched call for every listing of the operation (the loader). Optional: null and
 * a warning (the error code only) when the call fails, times out or finds its breaker open.
 */
export async function dealExplanation(
  listing: LscListing,
  { lsc, log }: ContextValue,
): Promise<DealExplanation | null> {
  return withFallback(log, 'dealExplanation', 'deal explanation unavailable; shown without it', null, async () => {
    const deal = await lsc.loaders.dealExplanation.load(listing.id);
    if (!deal) return null;
    const { comparables, distribution } = deal;
    return {
      price: deal.price,
      expectedPrice: deal.expectedPrice,
      rating: deal.rating,
      comparableCount: comparables.count,
      comparableModel: `${comparables.makeName} ${comparables.modelName}`,
      comparableCondition: comparables.condition,
      comparableStartYear: comparables.startYear,
      comparableEndYear: comparables.endYear,
      medianPrice: comparables.medianPrice,
      medianMileage: comparables.medianMileage,
      mileageAdjustment: deal.mileageAdjustment,
      perThousandMiles: deal.perThousandMiles,
      priceBars: distribution.counts,
      priceFrom: distribution.from,
      barWidth: distribution.binWidth,
    };
  });
}
